import { z } from 'zod';
import { idSchema } from '../common/common.schemas.ts';
import { categorySchema, cuisineSchema } from '../catalog/catalog.schemas.ts';

export const preferenceOptionsSchema = z.object({
  cuisines: z.array(cuisineSchema),
  categories: z.array(categorySchema),
});
export type PreferenceOptions = z.infer<typeof preferenceOptionsSchema>;

const ids = z.array(idSchema).max(200);

export const savePreferencesBodySchema = z.object({
  cuisine_ids: ids,
  category_ids: ids,
});
export type SavePreferencesBody = z.infer<typeof savePreferencesBodySchema>;

export const preferencesSchema = z.object({
  cuisine_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  cuisines: z.array(cuisineSchema),
  categories: z.array(categorySchema),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * POST /recommendations/preferences: the saved preferences and the confirmation
 * (docs/product.md#account-errors).
 */
export const savePreferencesAnswerSchema = preferencesSchema.extend({ message: z.string() });
export type SavePreferencesAnswer = z.infer<typeof savePreferencesAnswerSchema>;
