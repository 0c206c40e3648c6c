import type { UseMutationResult } from '@tanstack/react-query';
import { tr } from '@receptari/shared/i18n/tr/core';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';

/**
 * A delete that waits for a confirmation: `ask(item)` opens the question, `confirm` deletes it and
 * shows the server's message, `cancel` forgets it. The item stays asked about until it is gone, so
 * a failed delete can be confirmed again. The question is a dialog drawn only while `doomed`
 * (useDialog): the focus goes back to the delete button, or, once its item is gone, to the list.
 */
export function useConfirmedDelete<Item extends { id: number }>(
  remove: UseMutationResult<{ message: string }, Error, number>,
) {
  const dialog = useDialog<Item>();
  const doomed = dialog.value;
  const confirm = () =>
    doomed &&
    remove.mutate(doomed.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        dialog.close();
      },
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });
  return { doomed, ask: dialog.open, cancel: dialog.close, confirm, busy: remove.isPending };
}
