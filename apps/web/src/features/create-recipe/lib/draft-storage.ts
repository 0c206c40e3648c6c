import { type Draft, emptyDraft } from './draft.ts';

/**
 * One draft per user, so a shared browser never shows someone else's half-written recipe; an edit
 * of a published recipe is kept apart, per recipe, so it never mixes with the new-recipe draft.
 */
const keyOf = (userId: number, recipeId?: number) =>
  recipeId === undefined ? `receptari:recipe-draft:${userId}` : `receptari:recipe-edit:${userId}:${recipeId}`;

export function loadDraft(userId: number, recipeId?: number): Draft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId, recipeId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Draft>;
    // Fields added to the form later get their defaults; a broken entry is dropped below.
    const draft = { ...emptyDraft(), ...stored };
    if (!Array.isArray(draft.steps) || !Array.isArray(draft.ingredients)) return null;
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(userId: number, draft: Draft, recipeId?: number) {
  try {
    window.localStorage.setItem(keyOf(userId, recipeId), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the form still works, only the reload safety is lost
  }
}

export function clearDraft(userId: number, recipeId?: number) {
  try {
    window.localStorage.removeItem(keyOf(userId, recipeId));
  } catch {
    // nothing to clear
  }
}

/** True when the draft differs from an untouched form (worth restoring, and telling the user). */
export function hasContent(draft: Draft, blank: Draft = emptyDraft()): boolean {
  const strip = (d: Draft) =>
    JSON.stringify({
      ...d,
      steps: d.steps.map((s) => s.text),
      ingredients: d.ingredients.map(({ quantity, unit, name }) => [quantity, unit, name]),
    });
  return strip(draft) !== strip(blank);
}
