import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import {
  DESCRIPTION_MAX,
  EXPLANATION_MAX,
  INGREDIENTS_MAX,
  MINUTES_MAX,
  NUTRITION_MAX,
  SERVINGS_MAX,
  STEP_MAX,
  STEPS_MAX,
  TITLE_MAX,
  UNITS,
  type Unit,
} from '@receptari/shared/recipes/recipes.rules';
import { type CatalogNames, matchCategory, matchCuisine } from './catalog-match.ts';
import { ingredientRow } from './ingredient-row.ts';
import { minutesOf } from './iso-duration.ts';
import { ownText, typed } from './own-export.ts';
import { stepsOf } from './steps-of.ts';
import {
  allTexts,
  asList,
  firstImageUrl,
  firstNumber,
  firstText,
  isNode,
  type Node,
  plainText,
} from './values.ts';

/** A schema.org Recipe read into the draft's fields; the caller resolves the picture and the credit. */
export interface MappedRecipe {
  readonly draft: Omit<ImportedDraft, 'image' | 'source'>;
  /** The recipe's picture as the page gives it (a URL, maybe relative), null when it has none. */
  readonly imageUrl: string | null;
}

const w = trImport.warnings;
const clampMinutes = (n: number | null) => (n === null ? null : Math.min(MINUTES_MAX, Math.max(0, n)));
const clampNutrient = (n: number | null) => Math.min(NUTRITION_MAX, Math.max(0, n ?? 0));
const isUnit = (value: unknown): value is Unit => (UNITS as readonly unknown[]).includes(value);

/** Receptari's own export writes the form's rows as they are, so they come back exactly (#export). */
function ownIngredients(node: Node) {
  const rows = node['receptari:ingredients'];
  if (!Array.isArray(rows)) return null;
  const read = rows.filter(isNode).map((r) => ({
    quantity: typed(r.quantity),
    unit: isUnit(r.unit) ? r.unit : ('' as const),
    name: typed(r.name),
  }));
  return read.filter((r) => r.name !== '');
}

function ingredientsOf(node: Node, warnings: string[]) {
  const own = ownIngredients(node);
  if (own) return own;
  const lines = asList(node.recipeIngredient ?? node.ingredients)
    .flatMap((line) => plainText(isNode(line) ? (line.text ?? line.name) : line).split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);
  const rows = [];
  for (const line of lines) {
    const { row, header, unread } = ingredientRow(line);
    if (header) continue;
    if (unread) warnings.push(fill(w.unreadIngredient, { line }));
    rows.push(row);
  }
  return rows;
}

/** Servings from recipeYield: "4", 4, "4 racions", ["4", "4 servings"], "Serves 4-6" (the first). */
function servingsOf(node: Node): number | null {
  const n = firstNumber(node.recipeYield ?? node.yield);
  return n === null || n < 1 ? null : Math.min(SERVINGS_MAX, Math.round(n));
}

function nutritionOf(node: Node) {
  const n = isNode(node.nutrition) ? node.nutrition : {};
  return {
    calories: Math.round(clampNutrient(firstNumber(n.calories))),
    protein: clampNutrient(firstNumber(n.proteinContent)),
    carbs: clampNutrient(firstNumber(n.carbohydrateContent)),
    fats: clampNutrient(firstNumber(n.fatContent)),
  };
}

/**
 * prepTime and cookTime; a page that gives only totalTime has it all as cooking, and one that gives
 * the total and one part has the rest as the other part (resting and chilling count as cooking).
 */
function timesOf(node: Node) {
  let prep = clampMinutes(minutesOf(node.prepTime));
  let cook = clampMinutes(minutesOf(node.cookTime));
  const total = clampMinutes(minutesOf(node.totalTime));
  if (prep === null && cook === null && total !== null) return { prep: 0, cook: total, known: true };
  if (total !== null && cook === null && prep !== null) cook = Math.max(0, total - prep);
  if (total !== null && prep === null && cook !== null) prep = Math.max(0, total - cook);
  return { prep: prep ?? 0, cook: cook ?? 0, known: prep !== null || cook !== null };
}

function limited<T>(items: T[], max: number, message: string, warnings: string[]) {
  if (items.length > max) warnings.push(fill(message, { max }));
  return items.slice(0, max);
}

/**
 * docs/product.md#import: name, description, recipeIngredient (split with the shared parsers),
 * recipeInstructions (text, HowToStep, HowToSection), prepTime / cookTime / totalTime (ISO 8601),
 * recipeYield, nutrition, recipeCategory and recipeCuisine (matched to the catalogue), image. Each
 * thing it could not map is a warning, so the cook knows what to check before publishing.
 */
export function draftFromSchemaOrg(node: Node, catalog: CatalogNames): MappedRecipe {
  const warnings: string[] = [];
  const own = ownText(node);
  const title = (own?.title ?? firstText(node.name ?? node.headline)).slice(0, TITLE_MAX);
  const description = (own?.description ?? plainText(node.description)).slice(0, DESCRIPTION_MAX);
  const ingredients = limited(ingredientsOf(node, warnings), INGREDIENTS_MAX, w.tooManyIngredients, warnings);
  const steps = limited(
    (own?.steps ?? stepsOf(node.recipeInstructions ?? node.instructions)).map((s) => s.slice(0, STEP_MAX)),
    STEPS_MAX,
    w.tooManySteps,
    warnings,
  );
  const servings = servingsOf(node);
  const times = timesOf(node);
  const category_id = matchCategory(catalog, [
    ...allTexts(node['receptari:category']),
    ...allTexts(node.recipeCategory),
    ...allTexts(node.keywords),
  ]);
  const cuisine_id = matchCuisine(catalog, [
    ...allTexts(node['receptari:cuisine']),
    ...allTexts(node.recipeCuisine),
    ...allTexts(node.keywords),
  ]);
  const explanation = (
    own?.explanation ||
    plainText(node['receptari:explanation']) ||
    description ||
    title
  ).slice(0, EXPLANATION_MAX);
  const imageUrl = firstImageUrl(node.image ?? node.thumbnailUrl);
  if (ingredients.length === 0) warnings.push(w.noIngredients);
  if (steps.length === 0) warnings.push(w.noSteps);
  if (servings === null) warnings.push(w.noServings);
  if (!times.known) warnings.push(w.noTimes);
  if (category_id === null) warnings.push(w.noCategory);
  if (cuisine_id === null) warnings.push(w.noCuisine);
  if (imageUrl === null) warnings.push(w.noImage);
  return {
    draft: {
      title,
      description,
      servings: servings ?? 1,
      explanation,
      steps,
      ingredients,
      nutrition: nutritionOf(node),
      prep_time: times.prep,
      cook_time: times.cook,
      category_id,
      cuisine_id,
      warnings,
    },
    imageUrl,
  };
}
