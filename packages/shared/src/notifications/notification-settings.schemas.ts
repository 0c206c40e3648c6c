import { z } from 'zod';
import { trProfile } from '../i18n/tr/profile.ts';
import type { NotificationType } from './notifications.schemas.ts';

/**
 * The kinds of notification a user may turn off (docs/product.md#notification-settings). Verification and moderation notices (`verification`,
 * `review`) have no switch: they always arrive.
 */
export const NOTIFICATION_SETTING_KEYS = [
  'comment',
  'like',
  'follow',
  'cooksnap',
  'followed_recipe',
  'followed_live',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];

/** The switch that governs each kind the server writes; a kind without one is always written. */
export const SETTING_OF_TYPE: Partial<Record<NotificationType, NotificationSettingKey>> = {
  comment: 'comment',
  like: 'like',
  follow: 'follow',
  followed_recipe: 'followed_recipe',
  live: 'followed_live',
  cooksnap: 'cooksnap',
};

const flag = z.boolean({ error: () => trProfile.notificationSettings.badValue });

/** Every switch, on (true) or off; all on until the user changes one. */
export const notificationSettingsSchema = z.strictObject({
  comment: flag,
  like: flag,
  follow: flag,
  cooksnap: flag,
  followed_recipe: flag,
  followed_live: flag,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  comment: true,
  like: true,
  follow: true,
  cooksnap: true,
  followed_recipe: true,
  followed_live: true,
};

/** GET /notification-settings. */
export const notificationSettingsAnswerSchema = z.object({ settings: notificationSettingsSchema });
/** PUT /notification-settings takes every switch (notificationSettingsSchema) and answers them saved. */
export const saveNotificationSettingsAnswerSchema = z.object({
  message: z.string(),
  settings: notificationSettingsSchema,
});
export type SaveNotificationSettingsAnswer = z.infer<typeof saveNotificationSettingsAnswerSchema>;
