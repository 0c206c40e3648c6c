import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { notificationsReadAllAnswerSchema } from '@receptari/shared/notifications/notifications.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { type NotificationPages, updatePages } from './get-notifications.ts';
import { notificationKeys } from './keys.ts';

/** PUT /api/notifications/read-all: every notification of the caller, read. */
export function markAllRead() {
  return apiFetch<AnswerOf<typeof notificationsReadAllAnswerSchema>>('/notifications/read-all', {
    method: 'PUT',
  });
}

/** Everything read at once in the cache, then on the server; the next fetch confirms it. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onMutate: async () => {
      await client.cancelQueries({ queryKey: notificationKeys.all });
      client.setQueriesData<NotificationPages>({ queryKey: notificationKeys.all }, (data) =>
        updatePages(
          data,
          (n) => (n.read ? n : { ...n, read: true }),
          () => 0,
        ),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
