import { type RecipeInput, recipeInputSchema } from '@receptari/shared/recipes/recipes.schemas';
import type { StoredImportDraft } from '../../../../db/schema/imports.ts';

/**
 * The create form's payload for a previewed recipe, checked by the form's own schema; a recipe it
 * refuses answers the schema's sentences (each field's first), as the form would show them.
 */
export function recipeInputOf(
  draft: StoredImportDraft,
): { ok: true; input: RecipeInput } | { ok: false; message: string } {
  const parsed = recipeInputSchema.safeParse({
    category_id: draft.category_id,
    cuisine_id: draft.cuisine_id,
    title: draft.title,
    description: draft.description,
    servings: draft.servings,
    explanation: draft.explanation,
    steps: draft.steps,
    ingredients: draft.ingredients,
    nutrition: draft.nutrition,
    prep_time: draft.prep_time,
    cook_time: draft.cook_time,
    image: null,
    video: null,
    source: draft.source,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return { ok: false, message: [...new Set(byField.values())].join(' ') };
}
