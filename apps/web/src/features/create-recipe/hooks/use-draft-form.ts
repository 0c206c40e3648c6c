import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type Draft, emptyDraft } from '../lib/draft.ts';
import { clearDraft, hasContent, loadDraft, saveDraft } from '../lib/draft-storage.ts';

/**
 * The form's state, kept in localStorage on every change until the recipe is published, so a
 * reload (or a crash, or a lost session) never loses what the user wrote.
 */
export function useDraftForm(userId: number) {
  const [restored] = useState(() => {
    const stored = loadDraft(userId);
    return stored && hasContent(stored) ? stored : null;
  });
  const form = useForm<Draft>({
    mode: 'controlled',
    initialValues: restored ?? emptyDraft(),
    onValuesChange: (values) => saveDraft(userId, values),
  });
  const discard = () => clearDraft(userId);
  return { form, restored: restored !== null, discard };
}
