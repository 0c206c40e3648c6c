import { z } from 'zod';

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export const cuisineSchema = z.object({ id: z.number().int(), country: z.string() });
export type Category = z.infer<typeof categorySchema>;
export type Cuisine = z.infer<typeof cuisineSchema>;

export const preferenceOptionsSchema = z.object({
  cuisines: z.array(cuisineSchema),
  categories: z.array(categorySchema),
});
export type PreferenceOptions = z.infer<typeof preferenceOptionsSchema>;

const ids = z.array(z.number().int().positive()).max(200);

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
