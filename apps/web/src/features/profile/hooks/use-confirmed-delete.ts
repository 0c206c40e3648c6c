import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';

/**
 * A delete that waits for a confirmation: `ask(item)` opens the question, `confirm` deletes it and
 * shows the server's message, `cancel` forgets it. The item stays asked about until it is gone, so
 * a failed delete can be confirmed again.
 */
export function useConfirmedDelete<Item extends { id: number }>(
  remove: UseMutationResult<{ message: string }, Error, number>,
) {
  const [doomed, setDoomed] = useState<Item | null>(null);
  const confirm = () =>
    doomed &&
    remove.mutate(doomed.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setDoomed(null);
      },
      onError: (error) => notify.error(messageOf(error, tr.common.unexpected)),
    });
  return { doomed, ask: setDoomed, cancel: () => setDoomed(null), confirm, busy: remove.isPending };
}
