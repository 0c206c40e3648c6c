import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  Notification,
  NotificationListAnswer,
  notificationListAnswerSchema,
} from '@receptari/shared/notifications/notifications.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { notificationKeys } from './keys.ts';

/** docs/product.md#interface-timings: notifications are also refreshed every 10 seconds. */
export const NOTIFICATIONS_REFRESH_MS = 10_000;
export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationPages = InfiniteData<NotificationListAnswer, unknown>;

/** GET /api/notifications: newest first, a page after `cursor`, with every unread one counted. */
export function getNotifications(cursor: string, signal?: AbortSignal): Promise<NotificationListAnswer> {
  const params = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AnswerOf<typeof notificationListAnswerSchema>>(`/notifications?${params.toString()}`, {
    signal,
  });
}

export const notificationsQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(token),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });

/** The signed-in user's notifications, page after page; nothing is asked for while signed out. */
export function useNotifications() {
  const { token } = useAuth();
  return useInfiniteQuery({ ...notificationsQuery(token ?? ''), enabled: token !== null });
}

/** The unread count of the first page, the newest answer; 0 before it comes. */
export const unreadCountOf = (data: NotificationPages | undefined): number =>
  data?.pages[0]?.unread_count ?? 0;

/** Every notification of the loaded pages, each once (a push and a refresh may both bring one). */
export function notificationsOf(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<number>();
  const list: Notification[] = [];
  for (const page of data?.pages ?? [])
    for (const notification of page.notifications)
      if (!seen.has(notification.id)) {
        seen.add(notification.id);
        list.push(notification);
      }
  return list;
}

/** The unread count alone, for the bell: the same query, so a push or a read updates both. */
export function useUnreadCount(): number {
  const { data } = useNotifications();
  return unreadCountOf(data);
}

/**
 * The cached pages with `change` applied to each notification and the unread count moved by
 * `unread` (never below 0); undefined stays undefined (nothing cached, nothing to change).
 */
export function updatePages(
  data: NotificationPages | undefined,
  change: (notification: Notification) => Notification,
  unread: (count: number) => number,
): NotificationPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map(change),
      unread_count: Math.max(0, unread(page.unread_count)),
    })),
  };
}
