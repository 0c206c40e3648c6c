import { z } from 'zod';
import { idSchema } from '../common/common.schemas.ts';
import { tr } from '../i18n/tr/core.ts';

/**
 * What a notification tells about: a comment or a like on your recipe, an admin's review of it,
 * an admin's answer to your request to become a chef, a live scheduled by a cook you follow,
 * someone who started following you, a new recipe published by a cook you follow, someone who
 * cooked your recipe and posted a photo of it ('Ho he fet!'), an admin's decision on what you
 * reported (docs/product.md#denuncies).
 */
export const NOTIFICATION_TYPES = [
  'comment',
  'like',
  'review',
  'verification',
  'live',
  'follow',
  'followed_recipe',
  'cooksnap',
  'report_resolved',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** One notification as the API answers it and the socket pushes it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  /** The recipient. */
  user_id: z.number().int(),
  /** Null when the recipe is gone (a rejected recipe's review notice). */
  recipe_id: z.number().int().nullable(),
  type: notificationTypeSchema,
  /** Null when whoever caused it has deleted their account. */
  triggered_by: z.number().int().nullable(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The largest page GET /notifications answers. */
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Someone who likes, unlikes and likes again within this time notifies the author once. */
export const LIKE_RENOTIFY_AFTER_MS = 10 * 60 * 1000;
/** POST /notifications and the socket's createNotification, per user. */
export const CREATE_NOTIFICATIONS_PER_MINUTE = 10;

/** GET /notifications: newest first, paged with the opaque cursor of the previous answer. */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: () => tr.notificationsApi.badLimit })
    .int({ error: () => tr.notificationsApi.badLimit })
    .min(1, { error: () => tr.notificationsApi.badLimit })
    .max(NOTIFICATIONS_PAGE_MAX, { error: () => tr.notificationsApi.badLimit })
    .default(20),
  cursor: z.string().max(200).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListAnswerSchema = z.object({
  notifications: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
  /** Every unread notification of the caller, not only this page's. */
  unread_count: z.number().int(),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswerSchema>;

/** PUT /notifications/{id}/read: the notification, now read. */
export const notificationReadAnswerSchema = z.object({
  message: z.string(),
  notification: notificationSchema,
});
/** PUT /notifications/read-all: how many were unread. */
export const notificationsReadAllAnswerSchema = z.object({ message: z.string(), updated: z.number().int() });

/**
 * The kinds a client may ask for (POST /notifications, the socket's createNotification): what
 * someone did to a recipe. A review notice comes from moderation only.
 */
export const clientNotificationTypeSchema = z.enum(['comment', 'like'], {
  error: () => tr.notificationsApi.badType,
});

/**
 * POST /notifications (user_id, recipe_id, type, triggered_by: docs/product.md#notification-calls).
 * Who triggered it is the caller, always; `triggered_by` may only repeat it. The server writes the
 * message itself, in Catalan, from who did what on which recipe; a `message` sent is ignored.
 */
export const createNotificationBodySchema = z.object({
  user_id: idSchema,
  recipe_id: idSchema,
  type: clientNotificationTypeSchema,
  triggered_by: idSchema.optional(),
  message: z.string().max(1000).optional(),
});
export type CreateNotificationBody = z.infer<typeof createNotificationBodySchema>;

/** The answer to POST /notifications: null when nobody was notified (one's own recipe, or a repeat). */
export const createNotificationAnswerSchema = z.object({
  message: z.string(),
  notification: notificationSchema.nullable(),
});
