import { z } from 'zod';
import { noControlCharacters } from '../common/text.rules.ts';
import { trCooksnaps } from '../i18n/tr/cooksnaps.ts';
import { fill } from '../i18n/fill.ts';
import { userRefSchema } from '../recipes/recipes.schemas.ts';

const msg = trCooksnaps.cooksnaps;

/** A cooksnap's note: one limit for the form, the API and the column (docs/product.md#cooksnaps). */
export const COOKSNAP_NOTE_MAX = 500;
/** The largest page of GET /recipes/{id}/cooksnaps and /users/{id}/cooksnaps. */
export const COOKSNAPS_PAGE_MAX = 50;
/** POST /recipes/{id}/cooksnaps, per user: a photo each notifies an author and costs a food check. */
export const COOKSNAP_POSTS_PER_MINUTE = 10;
/** A media URL is a path of this server's, or an S3 address: far below this. */
const IMAGE_URL_MAX = 2000;

/**
 * POST /recipes/{id}/cooksnaps: the photo, an image the caller uploaded through POST /media (its
 * `secure_url`), and an optional note. An empty note is no note.
 */
export const createCooksnapBodySchema = z.object({
  image: z
    .string({ error: () => msg.imageRequired })
    .trim()
    .min(1, { error: () => msg.imageRequired })
    .max(IMAGE_URL_MAX, { error: () => msg.imageNotOwned }),
  note: z
    .string({ error: () => fill(msg.noteTooLong, { max: COOKSNAP_NOTE_MAX }) })
    .trim()
    .max(COOKSNAP_NOTE_MAX, { error: () => fill(msg.noteTooLong, { max: COOKSNAP_NOTE_MAX }) })
    .refine(...noControlCharacters)
    .optional(),
});
export type CreateCooksnapBody = z.infer<typeof createCooksnapBodySchema>;

export const COOKSNAP_STATUSES = ['published', 'pending', 'hidden'] as const;
export type CooksnapStatus = (typeof COOKSNAP_STATUSES)[number];

/**
 * One cooksnap: the cook, the photo (its grid variant), the note, the recipe it was made from. A
 * 'pending' one is only ever answered to its cook and to admins.
 */
export const cooksnapSchema = z.object({
  id: z.number().int(),
  recipe: z.object({ id: z.number().int(), title: z.string() }),
  user: userRefSchema,
  image: z.string(),
  note: z.string().nullable(),
  status: z.enum(COOKSNAP_STATUSES),
  created_at: z.iso.datetime(),
});
export type Cooksnap = z.infer<typeof cooksnapSchema>;

const badLimit = () => msg.badLimit;
/** GET /recipes/{id}/cooksnaps and /users/{id}/cooksnaps: newest first, paged by the previous cursor. */
export const cooksnapListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: badLimit })
    .int({ error: badLimit })
    .min(1, { error: badLimit })
    .max(COOKSNAPS_PAGE_MAX, { error: badLimit })
    .default(12),
  cursor: z.string().max(200).optional(),
});
export type CooksnapListQuery = z.infer<typeof cooksnapListQuerySchema>;

export const cooksnapListAnswerSchema = z.object({
  cooksnaps: z.array(cooksnapSchema),
  next_cursor: z.string().nullable(),
});
export type CooksnapListAnswer = z.infer<typeof cooksnapListAnswerSchema>;

/** GET /recipes/{id}/cooksnaps: a page, and the recipe's count of approved cooksnaps. */
export const recipeCooksnapsAnswerSchema = cooksnapListAnswerSchema.extend({
  cooksnaps_count: z.number().int(),
});
export type RecipeCooksnapsAnswer = z.infer<typeof recipeCooksnapsAnswerSchema>;

/** POST /recipes/{id}/cooksnaps (201): the cooksnap (pending when the check was unsure) and the count. */
export const createCooksnapAnswerSchema = z.object({
  message: z.string(),
  cooksnap: cooksnapSchema,
  cooksnaps_count: z.number().int(),
});
export type CreateCooksnapAnswer = z.infer<typeof createCooksnapAnswerSchema>;

/** DELETE /cooksnaps/{id}: the recipe's count after it. */
export const deleteCooksnapAnswerSchema = z.object({
  message: z.string(),
  cooksnaps_count: z.number().int(),
});

/** GET /admin/cooksnaps/pending: the review queue's cooksnaps, oldest first, each with why it waits. */
export const pendingCooksnapsAnswerSchema = z.object({
  /** `published`: already published (MEDIA_REVIEW=after), for a look after: kept or removed. */
  cooksnaps: z.array(cooksnapSchema.extend({ review_reason: z.string(), published: z.boolean() })),
});
export type PendingCooksnapsAnswer = z.infer<typeof pendingCooksnapsAnswerSchema>;
export type PendingCooksnap = PendingCooksnapsAnswer['cooksnaps'][number];
