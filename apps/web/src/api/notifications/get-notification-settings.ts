import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  NotificationSettings,
  notificationSettingsAnswerSchema,
} from '@receptari/shared/notifications/notification-settings.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** GET /api/notification-settings: one switch per kind (docs/product.md#notification-settings). */
export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const answer = await apiFetch<AnswerOf<typeof notificationSettingsAnswerSchema>>('/notification-settings', {
    signal,
  });
  return answer.settings;
}

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}
