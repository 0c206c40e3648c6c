import { tr } from '@receptari/shared/i18n/tr/core';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { hasForbiddenTitleWord } from '@receptari/shared/recipes/recipes.rules';
import { type RecipeInput, recipeInputSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type Draft, formPathOf, toRecipeInput } from './draft.ts';

export type DraftCheck =
  | { ok: true; input: RecipeInput }
  | { ok: false; errors: Record<string, string>; message: string; missingMedia: boolean };

/**
 * The same rules the server applies (the shared schema, the title word filter, media required),
 * so most mistakes are shown before anything is sent. The server checks them all again.
 */
export function validateDraft(draft: Draft): DraftCheck {
  const errors: Record<string, string> = {};
  const parsed = recipeInputSchema.safeParse(toRecipeInput(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[formPathOf(issue.path)] ??= issue.message;
  }
  if (hasForbiddenTitleWord(draft.title)) errors.title = tr.recipes.forbiddenTitle;
  const missingMedia = !draft.image && !draft.video;
  if (missingMedia) errors.media = trRecipeForm.recipeForm.mediaRequired;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  const message =
    errors.media ?? errors.title ?? Object.values(errors)[0] ?? trRecipeForm.recipeForm.createFailed;
  return { ok: false, errors, message, missingMedia };
}
