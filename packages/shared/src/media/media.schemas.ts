import { z } from 'zod';
import { MEDIA_KINDS } from './media.rules.ts';

/** The answer of POST /api/media: the field name the spec's media host used, and what was stored. */
export const mediaAnswerSchema = z.object({
  secure_url: z.string(),
  kind: z.enum(MEDIA_KINDS),
});
export type MediaAnswer = z.infer<typeof mediaAnswerSchema>;
