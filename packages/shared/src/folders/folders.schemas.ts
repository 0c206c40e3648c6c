import { z } from 'zod';
import { idTextSchema } from '../common/common.schemas.ts';
import { noControlCharacters } from '../common/text.rules.ts';
import { trProfile } from '../i18n/tr/profile.ts';
import { recipeCardSchema } from '../recipes/recipes.schemas.ts';

export const FOLDER_NAME_MAX = 60;

export const folderBodySchema = z.object({
  name: z
    .string({ error: () => trProfile.folders.nameRequired })
    .trim()
    .min(1, { error: () => trProfile.folders.nameRequired })
    .max(FOLDER_NAME_MAX)
    .refine(...noControlCharacters),
});

/** PUT /folders/{id}: the new name, under the same rules as a new folder's. */
export const renameFolderBodySchema = folderBodySchema;
export type RenameFolderBody = z.infer<typeof renameFolderBodySchema>;

export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** Ids of the recipes in the folder, as the web keeps them in its saved store. */
  recipes: z.array(z.number().int()),
});
export type Folder = z.infer<typeof folderSchema>;

export const folderListAnswerSchema = z.object({ folders: z.array(folderSchema) });
export const folderRecipesAnswerSchema = z.object({
  folder: folderSchema,
  recipes: z.array(recipeCardSchema),
});
export const folderRecipeParamsSchema = z.object({ folderId: idTextSchema, recipeId: idTextSchema });
