import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { type Draft, emptyDraft } from '../lib/draft.ts';
import { clearDraft, hasContent, loadDraft, saveDraft } from '../lib/draft-storage.ts';

/** Editing a published recipe: its id (the draft's own storage key) and its values as loaded. */
export type EditTarget = { id: number; initial: Draft };

/**
 * The form's state, kept in localStorage on every change until the recipe is published (or the
 * edit saved), so a reload (or a crash, or a lost session) never loses what the user wrote. An
 * edit keeps its draft under the recipe's id, apart from the new-recipe draft.
 */
export function useDraftForm(userId: number, edit?: EditTarget) {
  const recipeId = edit?.id;
  const [restored] = useState(() => {
    const stored = loadDraft(userId, recipeId);
    return stored && hasContent(stored, edit?.initial) ? stored : null;
  });
  // Once published, a late change (the nutrition estimate answering after the save) must not write
  // the draft back: the next visit to the form starts blank.
  const discarded = useRef(false);
  const form = useForm<Draft>({
    mode: 'controlled',
    initialValues: restored ?? edit?.initial ?? emptyDraft(),
    onValuesChange: (values) => {
      if (!discarded.current) saveDraft(userId, values, recipeId);
    },
  });
  const discard = () => {
    discarded.current = true;
    clearDraft(userId, recipeId);
  };
  return { form, restored: restored !== null, discard };
}
