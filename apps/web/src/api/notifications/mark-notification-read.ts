import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Notification,
  notificationReadAnswerSchema,
} from '@receptari/shared/notifications/notifications.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { type NotificationPages, updatePages } from './get-notifications.ts';
import { notificationKeys } from './keys.ts';

/** PUT /api/notifications/{id}/read: one's own notification, now read. */
export function markNotificationRead(id: number) {
  return apiFetch<AnswerOf<typeof notificationReadAnswerSchema>>(`/notifications/${id}/read`, {
    method: 'PUT',
  });
}

/**
 * Marks it read at once in the cache (the list and the bell), then on the server; the request
 * outlives the screen, so following a notification to its recipe still marks it. A failure puts
 * the server's state back with the next fetch.
 */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onMutate: async (notification) => {
      if (notification.read) return;
      await client.cancelQueries({ queryKey: notificationKeys.all });
      client.setQueriesData<NotificationPages>({ queryKey: notificationKeys.all }, (data) =>
        updatePages(
          data,
          (n) => (n.id === notification.id ? { ...n, read: true } : n),
          (count) => count - 1,
        ),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
