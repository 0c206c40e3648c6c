import { z } from 'zod';
import { FOOD_VERDICTS } from '../ai/food-check.schemas.ts';
import { MEDIA_KINDS } from './media.rules.ts';

/**
 * The answer of POST /api/media: the field name the original brief's media host used
 * (docs/product.md#where-we-differ-from-the-brief), and what was stored.
 */
export const mediaAnswerSchema = z.object({
  secure_url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** Images only: the server's food check ('not_food' is refused, so never here). */
  check: z.object({ verdict: z.enum(FOOD_VERDICTS), reason: z.string() }).optional(),
});
export type MediaAnswer = z.infer<typeof mediaAnswerSchema>;
