import { z } from 'zod';
import { trImport } from '../i18n/tr/import.ts';
import { SOURCE_SITE_MAX, SOURCE_URL_MAX } from './import.rules.ts';

/** Where an imported recipe came from: 'Adaptat de {site}' links to `url` (docs/product.md#import). */
export const recipeSourceSchema = z.object({
  url: z
    .string()
    .trim()
    .max(SOURCE_URL_MAX)
    .regex(/^https?:\/\/[^\s]+$/iu, { error: () => trImport.errors.sourceUrl }),
  site: z.string().trim().min(1).max(SOURCE_SITE_MAX),
});
export type RecipeSource = z.infer<typeof recipeSourceSchema>;
