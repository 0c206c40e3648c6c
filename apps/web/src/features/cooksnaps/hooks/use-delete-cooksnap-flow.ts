import { useState } from 'react';
import type { Cooksnap } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { useDeleteCooksnap } from '@/api/cooksnaps/delete-cooksnap.ts';
import { messageOf } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { notify } from '@/lib/notify.ts';

/**
 * Deleting a cooksnap from a grid: who may (its cook, an admin: the server decides again), the one
 * being confirmed, and the call.
 */
export function useDeleteCooksnapFlow() {
  const { user } = useAuth();
  const remove = useDeleteCooksnap();
  const [confirming, setConfirming] = useState<Cooksnap | null>(null);
  const mayDelete = (c: Cooksnap) => user !== null && (user.id === c.user.id || user.role === 'admin');
  const confirm = () =>
    confirming &&
    remove.mutate(confirming, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(() => messageOf(error, trCooksnaps.cooksnaps.deleteFailed)),
      onSettled: () => setConfirming(null),
    });
  return {
    onDeleteOf: (c: Cooksnap) => (mayDelete(c) ? setConfirming : undefined),
    confirming,
    busy: remove.isPending,
    confirm,
    cancel: () => setConfirming(null),
  };
}
