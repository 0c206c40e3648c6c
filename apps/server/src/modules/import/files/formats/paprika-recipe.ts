import { isNode, type Node } from '../../schema-org/values.ts';
import type { FoundRecipe } from './found-recipe.ts';
import { freeTextMinutes } from './free-text-minutes.ts';
import { nutritionFromText } from './nutrition-from-text.ts';
import { noPicture, pictureFromBase64, pictureFromReference } from './picture-of.ts';
import { sourceOf } from './source-of.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * One Paprika recipe (the JSON inside each gzipped entry of a .paprikarecipes file) in schema.org's
 * words: ingredients and directions are text, one per line; times are free text ("1 hr 30 min");
 * notes become the explanation; photo_data is the photo as base64 (docs/product.md#from-another-app).
 */
export async function paprikaRecipe(json: unknown): Promise<FoundRecipe | null> {
  if (!isNode(json) || typeof json.name !== 'string') return null;
  const node: Node = {
    '@type': 'Recipe',
    name: json.name,
    description: text(json.description),
    recipeIngredient: text(json.ingredients),
    recipeInstructions: text(json.directions),
    recipeYield: json.servings,
    prepTime: freeTextMinutes(json.prep_time) ?? undefined,
    cookTime: freeTextMinutes(json.cook_time) ?? undefined,
    totalTime: freeTextMinutes(json.total_time) ?? undefined,
    recipeCategory: Array.isArray(json.categories) ? json.categories : undefined,
    'receptari:explanation': text(json.notes),
    nutrition: nutritionFromText(json.nutritional_info),
  };
  const photo = text(json.photo_data);
  const found = photo
    ? pictureFromBase64(photo)
    : text(json.image_url)
      ? await pictureFromReference(text(json.image_url)!)
      : noPicture();
  const uid = text(json.uid)?.trim();
  return {
    node,
    appKey: uid ? `paprika:${uid}` : null,
    picture: found.picture,
    source: sourceOf(json.source_url, json.source),
    warnings: found.warnings,
  };
}
