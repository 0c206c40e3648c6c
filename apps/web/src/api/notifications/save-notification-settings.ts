import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  SaveNotificationSettingsAnswer,
  saveNotificationSettingsAnswerSchema,
} from '@receptari/shared/notifications/notification-settings.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** PUT /api/notification-settings with every switch → the saved switches and a message. */
export function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<SaveNotificationSettingsAnswer> {
  return apiFetch<AnswerOf<typeof saveNotificationSettingsAnswerSchema>>('/notification-settings', {
    method: 'PUT',
    body: settings,
  });
}

/**
 * Saves on each change: the switch moves at once, and goes back as it was when the server refuses;
 * the answer is the cached truth after.
 */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationSettings>(key);
      client.setQueryData(key, next);
      return { before };
    },
    onError: (_error, _next, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (answer) => client.setQueryData(key, answer.settings),
  });
}
