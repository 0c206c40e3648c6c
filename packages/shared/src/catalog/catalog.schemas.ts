import { z } from 'zod';

/**
 * A category and a cuisine carry their Catalan name (the canonical, unique one) and its Spanish
 * and English translations (null when an admin gave none), so one cached answer serves every
 * language and the display picks (catalog-name.ts).
 */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_es: z.string().nullable(),
  name_en: z.string().nullable(),
});
export const cuisineSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  country_es: z.string().nullable(),
  country_en: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;
export type Cuisine = z.infer<typeof cuisineSchema>;

/** GET /categories. */
export const categoriesAnswerSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesAnswer = z.infer<typeof categoriesAnswerSchema>;

/** GET /cuisines. */
export const cuisinesAnswerSchema = z.object({ cuisines: z.array(cuisineSchema) });
export type CuisinesAnswer = z.infer<typeof cuisinesAnswerSchema>;
