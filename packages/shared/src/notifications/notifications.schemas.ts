import { z } from 'zod';

/** What a notification tells about: a comment or a like on your recipe, a review of it. */
export const NOTIFICATION_TYPES = ['comment', 'like', 'review'] as const;
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
