import { useEffect, useState } from 'react';

const keyOf = (recipeId: number, userId: number | undefined) => `commentDraft:${userId ?? 0}:${recipeId}`;

function storedText(key: string): string {
  try {
    return window.sessionStorage.getItem(key) ?? '';
  } catch {
    return ''; // storage refused (private mode, quota): the box starts empty, as before
  }
}

/**
 * The comment being typed on a recipe, kept in this tab per user and recipe: going to the cook's
 * profile and back, or a reload, used to lose it. Setting it to '' (once sent) forgets it.
 */
export function useCommentDraft(recipeId: number, userId: number | undefined) {
  const key = keyOf(recipeId, userId);
  const [draft, setDraft] = useState(() => ({ key, text: storedText(key) }));
  // Another recipe or another user in the same component: that one's own draft.
  const current = draft.key === key ? draft : { key, text: storedText(key) };
  if (current !== draft) setDraft(current);
  useEffect(() => {
    try {
      if (current.text) window.sessionStorage.setItem(current.key, current.text);
      else window.sessionStorage.removeItem(current.key);
    } catch {
      // Nowhere to keep it: the box still holds it while the page is open.
    }
  }, [current.key, current.text]);
  const setText = (text: string) => setDraft({ key, text });
  return [current.text, setText] as const;
}
