import { z } from 'zod';
import { tr } from '../i18n/tr/core.ts';
import { fill } from '../i18n/fill.ts';

/**
 * The food check's three answers (DESIGN.md section 4): 'food' when food or tableware was
 * seen, 'not_food' when the image is refused, 'unverified' when nothing was sure either
 * way (accepted; the recipe waits for an admin's review).
 */
export const FOOD_VERDICTS = ['food', 'not_food', 'unverified'] as const;
export type FoodVerdict = (typeof FOOD_VERDICTS)[number];

/**
 * The original brief's `{ isFood, reason }` plus the verdict (docs/product.md#food-check); isFood is
 * true only for 'food'.
 */
export const foodCheckSchema = z.object({
  verdict: z.enum(FOOD_VERDICTS),
  isFood: z.boolean(),
  reason: z.string().min(1).max(500),
});
export type FoodCheck = z.infer<typeof foodCheckSchema>;

/** Builds a check whose isFood can never disagree with its verdict. */
export const foodCheck = (verdict: FoodVerdict, reason: string): FoodCheck => ({
  verdict,
  isFood: verdict === 'food',
  reason,
});

/** Largest frame POST /api/ai/check-food takes, in bytes (a video frame the browser took). */
export const FOOD_CHECK_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows bytes by 4/3; the prefix `data:image/webp;base64,` fits in the slack. */
export const FOOD_CHECK_MAX_DATA_URL = Math.ceil(FOOD_CHECK_MAX_BYTES / 3) * 4 + 100;

/**
 * POST /api/ai/check-food: one image as a data URL (its real type is read from its bytes) and,
 * for a frame of a video the user uploaded, that video's URL: the server then keeps the video's
 * verdict from the frames it checked itself.
 */
export const checkFoodRequestSchema = z.object({
  image: z
    .string()
    .min(1, { error: () => tr.foodCheck.notAnImage })
    .max(FOOD_CHECK_MAX_DATA_URL, {
      error: () => fill(tr.foodCheck.tooLarge, { max: FOOD_CHECK_MAX_BYTES / (1024 * 1024) }),
    }),
  video: z.string().max(500).optional(),
});

/** The frame's check and, when a video was named, the video's verdict so far. */
export const checkFoodAnswerSchema = foodCheckSchema.extend({
  video_verdict: z.enum(['food', 'unverified', 'not_food', 'unchecked']).optional(),
});
export type CheckFoodAnswer = z.infer<typeof checkFoodAnswerSchema>;
export type CheckFoodRequest = z.infer<typeof checkFoodRequestSchema>;
