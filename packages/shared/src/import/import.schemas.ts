import { z } from 'zod';
import { trImport } from '../i18n/tr/import.ts';
import { fill } from '../i18n/fill.ts';
import { ingredientSchema, nutritionSchema } from '../recipes/recipes.schemas.ts';
import { IMPORT_RECIPES_MAX, IMPORT_URL_MAX } from './import.rules.ts';
import { recipeSourceSchema } from './recipe-source.schemas.ts';

export { recipeSourceSchema, type RecipeSource } from './recipe-source.schemas.ts';

const msg = trImport.errors;

/** POST /import/url. */
export const importUrlBodySchema = z.object({
  url: z
    .string({ error: () => msg.urlRequired })
    .trim()
    .min(1, { error: () => msg.urlRequired })
    .max(IMPORT_URL_MAX, { error: () => fill(msg.urlTooLong, { max: IMPORT_URL_MAX }) }),
});

/**
 * What /agregar opens prefilled with (POST /import/url and /import/photo): the create form's fields,
 * the picture already through the media pipeline (a media URL of the caller's, or null), the catalogue
 * entries recognised (null when none was), the credit, and what could not be mapped.
 */
export const importedDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  servings: z.number().int(),
  explanation: z.string(),
  steps: z.array(z.string()),
  ingredients: z.array(ingredientSchema),
  nutrition: nutritionSchema,
  prep_time: z.number().int(),
  cook_time: z.number().int(),
  image: z.string().nullable(),
  category_id: z.number().int().nullable(),
  cuisine_id: z.number().int().nullable(),
  source: recipeSourceSchema.nullable(),
  warnings: z.array(z.string()),
});
export type ImportedDraft = z.infer<typeof importedDraftSchema>;

/** POST /import/file: what the file holds, to choose from before anything is created. */
export const importPreviewSchema = z.object({
  import_id: z.string(),
  recipes: z.array(z.object({ id: z.string(), title: z.string(), warnings: z.array(z.string()) })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importIdParamsSchema = z.object({
  importId: z.string().uuid({ error: () => msg.importNotFound }),
});

/** POST /import/{importId}/commit: the preview's ids to create. */
export const importCommitBodySchema = z.object({
  ids: z
    .array(z.string().min(1).max(64), { error: () => msg.idsRequired })
    .min(1, { error: () => msg.idsRequired })
    .max(IMPORT_RECIPES_MAX, { error: () => fill(msg.tooManyRecipes, { max: IMPORT_RECIPES_MAX }) }),
});

export const importCommitAnswerSchema = z.object({
  created: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type ImportCommitAnswer = z.infer<typeof importCommitAnswerSchema>;
