import { z } from 'zod';
import { ROLES } from '../auth/auth.rules.ts';
import { trProfile } from '../i18n/tr/profile.ts';

/** The largest page of GET /users/{id}/followers and /following. */
export const FOLLOWS_PAGE_MAX = 50;
/** POST and DELETE /users/{id}/follow, per user: far above anyone's pace by hand (a follow notifies). */
export const FOLLOW_WRITES_PER_MINUTE = 30;
/** Follow, unfollow and follow again within this time: the cook hears of it once. */
export const FOLLOW_RENOTIFY_AFTER_MS = 10 * 60 * 1000;

/** A user's follow counts, and whether the caller follows them (false for a visitor or oneself). */
export const followStatsSchema = z.object({
  followers_count: z.number().int(),
  following_count: z.number().int(),
  followed_by_me: z.boolean(),
});
export type FollowStats = z.infer<typeof followStatsSchema>;

/** POST and DELETE /users/{id}/follow: the followed user's counts after it, and a message. */
export const followAnswerSchema = followStatsSchema.extend({ message: z.string() });
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

const badLimit = () => trProfile.follows.badLimit;
/** GET /users/{id}/followers and /following: newest first, paged with the previous answer's cursor. */
export const followListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: badLimit })
    .int({ error: badLimit })
    .min(1, { error: badLimit })
    .max(FOLLOWS_PAGE_MAX, { error: badLimit })
    .default(20),
  cursor: z.string().max(200).optional(),
});
export type FollowListQuery = z.infer<typeof followListQuerySchema>;

/** Someone in a list of followers or followed: what anyone may see of an account. */
export const followUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  img: z.string().nullable(),
  role: z.enum(ROLES),
  followed_at: z.iso.datetime(),
});
export type FollowUser = z.infer<typeof followUserSchema>;

export const followListAnswerSchema = z.object({
  users: z.array(followUserSchema),
  next_cursor: z.string().nullable(),
});
export type FollowListAnswer = z.infer<typeof followListAnswerSchema>;
