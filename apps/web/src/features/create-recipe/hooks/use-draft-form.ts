import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { type Draft, emptyDraft } from '../lib/draft.ts';
import { clearDraft, hasContent, loadDraft, saveDraft } from '../lib/draft-storage.ts';

/** Editing a published recipe: its id (the draft's own storage key) and its values as loaded. */
export type EditTarget = { id: number; initial: Draft };

/**
 * The form's state, kept in localStorage on every change until the recipe is published (or the
 * edit saved), so a reload (or a crash, or a lost session) never loses what the user wrote. An
 * edit keeps its draft under the recipe's id, apart from the new-recipe draft.
 *
 * `imported` (a recipe handed over by /importar) fills an untouched form at once and is kept as the
 * draft; over a half-written draft it is not used until the cook says so (`replace`).
 */
export function useDraftForm(userId: number, edit?: EditTarget, imported?: Draft | null) {
  const recipeId = edit?.id;
  const [start] = useState(() => {
    const stored = loadDraft(userId, recipeId);
    const restored = stored && hasContent(stored, edit?.initial) ? stored : null;
    return { restored, adopted: restored ? null : (imported ?? null) };
  });
  // Once published, a late change (the nutrition estimate answering after the save) must not write
  // the draft back: the next visit to the form starts blank.
  const discarded = useRef(false);
  const form = useForm<Draft>({
    mode: 'controlled',
    initialValues: start.restored ?? start.adopted ?? edit?.initial ?? emptyDraft(),
    onValuesChange: (values) => {
      if (!discarded.current) saveDraft(userId, values, recipeId);
    },
  });
  // Kept at once: the hand-off leaves the history entry, and a reload must find the imported recipe.
  useEffect(() => {
    if (start.adopted) saveDraft(userId, start.adopted, recipeId);
  }, [start, userId, recipeId]);
  const discard = () => {
    discarded.current = true;
    clearDraft(userId, recipeId);
  };
  /** The whole form becomes `draft` (an imported recipe the cook chose over their draft), and is kept. */
  const replace = (draft: Draft) => {
    form.setValues(draft);
    form.clearErrors();
    saveDraft(userId, draft, recipeId);
  };
  return {
    form,
    restored: start.restored !== null,
    adoptedImport: start.adopted !== null,
    replace,
    discard,
  };
}
