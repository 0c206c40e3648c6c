import { z } from 'zod';
import { idSchema } from '../common/common.schemas.ts';
import { tr } from '../i18n/tr/core.ts';
import { DIA_PATTERN, HORA_PATTERN, isCalendarDay } from './lives.rules.ts';

export const LIVE_STATUSES = ['scheduled', 'live', 'ended'] as const;
export const liveStatusSchema = z.enum(LIVE_STATUSES);

/**
 * One live as every lives call answers it (docs/lives.md). `dia` and `hora` are the Madrid wall
 * clock of `starts_at` (lives.rules.ts). `title` and `description` are the recipe's; when the
 * recipe is gone (or no longer published) `recipe` is null and they are the copy the live took
 * when it was scheduled.
 */
export const liveSchema = z.object({
  id: z.number().int(),
  dia: z.string(),
  hora: z.string(),
  starts_at: z.iso.datetime(),
  status: liveStatusSchema,
  title: z.string(),
  description: z.string().nullable(),
  recipe: z
    .object({ id: z.number().int(), title: z.string(), description: z.string().nullable() })
    .nullable(),
  chef: z.object({ id: z.number().int(), name: z.string(), img: z.string().nullable() }),
  /**
   * The recording of an ended live, once its chef's browser (or the media server) stored it. The
   * server always sends it (null without one); a client reads its absence (an older server) as null.
   */
  replay: z.object({ url: z.string(), mime_type: z.string() }).nullish(),
});
export type Live = z.infer<typeof liveSchema>;

/** A chapter of a replay: where in the video (seconds) the chef marked a step (0-based). */
export const liveChapterSchema = z.object({
  step: z.number().int(),
  offset_seconds: z.number().int(),
  /** The step's text in the recipe, '' when the recipe is gone. */
  text: z.string(),
});
export type LiveChapter = z.infer<typeof liveChapterSchema>;

/** GET /lives/{id}/replay: the video and its chapters, in the order of the video. */
export const liveReplayAnswerSchema = z.object({
  url: z.string(),
  mime_type: z.string(),
  chapters: z.array(liveChapterSchema),
});
export type LiveReplayAnswer = z.infer<typeof liveReplayAnswerSchema>;

/**
 * GET /recipes/{id}/replay: the newest replay of a live that cooked this recipe, for cook mode's
 * 'Mira aquest pas al directe' (docs/product.md#cook-mode); a 404 when the recipe has none.
 */
export const recipeReplayAnswerSchema = liveReplayAnswerSchema.extend({ live_id: z.number().int() });
export type RecipeReplayAnswer = z.infer<typeof recipeReplayAnswerSchema>;

/** 'YYYY-MM-DD', a day of the calendar, read in Europe/Madrid. */
export const diaSchema = z
  .string({ error: () => tr.lives.badDate })
  .trim()
  .regex(DIA_PATTERN, { error: () => tr.lives.badDate })
  .refine(isCalendarDay, { error: () => tr.lives.badDate });

/** 'HH:MM', 24-hour clock, read in Europe/Madrid. */
export const horaSchema = z
  .string({ error: () => tr.lives.badTime })
  .trim()
  .regex(HORA_PATTERN, { error: () => tr.lives.badTime });

/**
 * POST /lives and PUT /lives/{id} (the whole live each time): one of the chef's own published
 * recipes, and a day and time in Madrid that together are in the future (checked by the server,
 * 422, as is a time that does not exist that day).
 */
export const liveBodySchema = z.object({
  recipe_id: idSchema,
  dia: diaSchema,
  hora: horaSchema,
});
export type LiveBody = z.infer<typeof liveBodySchema>;

/** GET /lives, GET /mis-lives: a plain array, soonest first. */
export const liveListSchema = z.array(liveSchema);
/** GET /chef/{id}/lives. */
export const chefLivesAnswerSchema = z.object({ data: z.array(liveSchema) });
/** GET /users/{id}/lives. */
export const userLivesAnswerSchema = z.object({ success: z.literal(true), lives: z.array(liveSchema) });
