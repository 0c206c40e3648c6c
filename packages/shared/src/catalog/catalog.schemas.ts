import { z } from 'zod';

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export const cuisineSchema = z.object({ id: z.number().int(), country: z.string() });
export type Category = z.infer<typeof categorySchema>;
export type Cuisine = z.infer<typeof cuisineSchema>;

/** GET /categories. */
export const categoriesAnswerSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesAnswer = z.infer<typeof categoriesAnswerSchema>;

/** GET /cuisines. */
export const cuisinesAnswerSchema = z.object({ cuisines: z.array(cuisineSchema) });
export type CuisinesAnswer = z.infer<typeof cuisinesAnswerSchema>;
