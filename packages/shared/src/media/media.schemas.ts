import { z } from 'zod';
import { FOOD_VERDICTS } from '../ai/food-check.schemas.ts';
import { MEDIA_KINDS, MEDIA_REVIEW_MODES } from './media.rules.ts';

/**
 * The answer of POST /api/media: the field name the original brief's media host used
 * (docs/product.md#where-we-differ-from-the-brief), and what was stored.
 */
export const mediaAnswerSchema = z.object({
  secure_url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** Images only: the server's food check ('not_food' is refused, so never here). */
  check: z.object({ verdict: z.enum(FOOD_VERDICTS), reason: z.string() }).optional(),
  /**
   * The server's MEDIA_REVIEW: what a file the check could not call food does to the recipe or
   * cooksnap that names it ('before': it waits for an admin; 'after': published, looked at after),
   * so the form can say so (docs/decisions/0020).
   */
  review: z.enum(MEDIA_REVIEW_MODES).optional(),
});
export type MediaAnswer = z.infer<typeof mediaAnswerSchema>;
