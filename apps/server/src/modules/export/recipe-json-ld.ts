import { RECEPTARI_NAMESPACE } from '@receptari/shared/export/export.rules';
import type { Ingredient, RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';

/** What the export reads of a recipe: its detail as the author sees it. */
export type ExportableRecipe = Pick<
  RecipeDetail,
  | 'id'
  | 'title'
  | 'description'
  | 'creador'
  | 'created_at'
  | 'updated_at'
  | 'category'
  | 'cuisine'
  | 'servings'
  | 'prep_time'
  | 'cook_time'
  | 'explanation'
  | 'steps'
  | 'ingredients'
  | 'nutrition'
  | 'video'
  | 'source'
>;

export interface JsonLdOptions {
  /** The picture's path inside the zip, null when the recipe has none (or its file is gone). */
  readonly imagePath: string | null;
  /** Makes the server's own /media addresses absolute ("https://receptari.cat"); null leaves them. */
  readonly origin: string | null;
}

/** A schema.org Recipe node with Receptari's extensions; JSON as it is written to the zip. */
export type RecipeJsonLd = Readonly<Record<string, unknown>>;

/** Minutes as an ISO 8601 duration, as recipe sites write them: 90 -> PT1H30M, 0 -> PT0M. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** One form row as a line a person reads: "200 g farina", "2-3 unitats tomàquets", "sal". */
export const ingredientLine = ({ quantity, unit, name }: Ingredient) =>
  [quantity, unit, name].filter(Boolean).join(' ');

const absolute = (url: string, origin: string | null) => (origin && url.startsWith('/') ? origin + url : url);

/**
 * docs/product.md#export: the recipe as schema.org Recipe JSON-LD that any reader of recipes
 * understands, plus the `receptari:` fields (the explanation, the form's ingredient rows, the
 * catalogue's names) that let Receptari's own import give every field back exactly.
 */
export function recipeJsonLd(recipe: ExportableRecipe, options: JsonLdOptions): RecipeJsonLd {
  const n = recipe.nutrition;
  return {
    '@context': ['https://schema.org', { receptari: RECEPTARI_NAMESPACE }],
    '@type': 'Recipe',
    identifier: `receptari:${recipe.id}`,
    name: recipe.title,
    ...(recipe.description && { description: recipe.description }),
    ...(options.imagePath && { image: options.imagePath }),
    ...(recipe.video && {
      video: {
        '@type': 'VideoObject',
        name: recipe.title,
        contentUrl: absolute(recipe.video, options.origin),
      },
    }),
    author: { '@type': 'Person', name: recipe.creador },
    datePublished: recipe.created_at,
    dateModified: recipe.updated_at,
    recipeYield: String(recipe.servings),
    prepTime: isoDuration(recipe.prep_time),
    cookTime: isoDuration(recipe.cook_time),
    totalTime: isoDuration(recipe.prep_time + recipe.cook_time),
    // The canonical (Catalan) names, in every language: an export is data, and the import
    // matches these back to the catalogue.
    ...(recipe.category && { recipeCategory: recipe.category.name }),
    ...(recipe.cuisine && { recipeCuisine: recipe.cuisine.country }),
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: recipe.steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
    ...(n && {
      nutrition: {
        '@type': 'NutritionInformation',
        calories: `${n.calories} kcal`,
        proteinContent: `${n.protein} g`,
        carbohydrateContent: `${n.carbs} g`,
        fatContent: `${n.fats} g`,
      },
    }),
    ...(recipe.source && {
      isBasedOn: { '@type': 'CreativeWork', url: recipe.source.url, name: recipe.source.site },
    }),
    'receptari:explanation': recipe.explanation,
    'receptari:ingredients': recipe.ingredients.map(({ quantity, unit, name }) => ({ quantity, unit, name })),
    ...(recipe.category && { 'receptari:category': recipe.category.name }),
    ...(recipe.cuisine && { 'receptari:cuisine': recipe.cuisine.country }),
  };
}
