import { z } from 'zod';
import { cooksnapSchema } from '../cooksnaps/cooksnaps.schemas.ts';
import { trFeed } from '../i18n/tr/feed.ts';
import { liveSchema } from '../lives/lives.schemas.ts';
import { recipeCardSchema, userRefSchema } from '../recipes/recipes.schemas.ts';

/** The largest page of GET /feed. */
export const FEED_PAGE_MAX = 50;
/** How many popular cooks the empty feed suggests following. */
export const FEED_SUGGESTIONS = 8;

export const FEED_ITEM_TYPES = ['recipe', 'cooksnap', 'live'] as const;
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];

const badLimit = () => trFeed.feed.badLimit;
/** GET /feed: newest first, paged with the previous answer's cursor. */
export const feedQuerySchema = z.object({
  limit: z.coerce
    .number({ error: badLimit })
    .int({ error: badLimit })
    .min(1, { error: badLimit })
    .max(FEED_PAGE_MAX, { error: badLimit })
    .default(20),
  cursor: z.string().max(200).optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/**
 * One thing a followed cook did (docs/product.md#feed): published a recipe, posted a photo of a dish
 * they cooked, or scheduled a live. `user` is that cook; the matching object is set, the others
 * are absent.
 */
export const feedItemSchema = z.object({
  type: z.enum(FEED_ITEM_TYPES),
  created_at: z.iso.datetime(),
  user: userRefSchema,
  recipe: recipeCardSchema.optional(),
  live: liveSchema.optional(),
  cooksnap: cooksnapSchema.optional(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedAnswerSchema = z.object({
  items: z.array(feedItemSchema),
  next_cursor: z.string().nullable(),
});
export type FeedAnswer = z.infer<typeof feedAnswerSchema>;

/** A cook the empty feed suggests: the authors of the most liked recipes the user does not follow. */
export const suggestedCookSchema = userRefSchema.extend({
  followers_count: z.number().int(),
  recipes_count: z.number().int(),
});
export type SuggestedCook = z.infer<typeof suggestedCookSchema>;

export const feedSuggestionsAnswerSchema = z.object({ users: z.array(suggestedCookSchema) });
export type FeedSuggestionsAnswer = z.infer<typeof feedSuggestionsAnswerSchema>;
