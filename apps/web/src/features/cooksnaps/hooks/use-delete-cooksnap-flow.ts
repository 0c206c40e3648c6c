import type { Cooksnap } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { useDeleteCooksnap } from '@/api/cooksnaps/delete-cooksnap.ts';
import { messageOf } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';

/**
 * Deleting a cooksnap from a grid: who may (its cook, an admin: the server decides again), the one
 * being confirmed, and the call. The question is a dialog drawn only while open (useDialog): the
 * focus goes back to the photo's delete button, or, once the photo is gone, to the grid.
 */
export function useDeleteCooksnapFlow() {
  const { user } = useAuth();
  const remove = useDeleteCooksnap();
  const question = useDialog<Cooksnap>();
  const confirming = question.value;
  const mayDelete = (c: Cooksnap) => user !== null && (user.id === c.user.id || user.role === 'admin');
  const confirm = () =>
    confirming &&
    remove.mutate(confirming, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(() => messageOf(error, trCooksnaps.cooksnaps.deleteFailed)),
      onSettled: question.close,
    });
  return {
    onDeleteOf: (c: Cooksnap) => (mayDelete(c) ? (doomed: Cooksnap) => question.open(doomed) : undefined),
    confirming,
    busy: remove.isPending,
    confirm,
    cancel: question.close,
  };
}
