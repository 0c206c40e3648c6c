import {
  firstSentences,
  GENERATED_SERVINGS_DEFAULT,
  type GeneratedRecipe,
} from '@receptari/shared/ai/generate.schemas';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import {
  DESCRIPTION_MAX,
  EXPLANATION_MAX,
  INGREDIENTS_MAX,
  STEP_MAX,
  STEPS_MAX,
  TITLE_MAX,
} from '@receptari/shared/recipes/recipes.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../../../ai/ai-provider.ts';
import { findServings } from '../../../../ai/index.ts';
import { AppError } from '../../../../lib/app-error.ts';
import { autofillCard, estimateCardNutrition } from './autofill-card.ts';
import { cardIngredients } from './card-ingredients.ts';
import { cleanOcrText } from './clean-ocr-text.ts';
import { readCard } from './read-card.ts';

const w = trImport.warnings;
const p = trImport.photo;

/** Fewer letters than this is a photo with no text: a few specks read as letters are not a recipe. */
export const MIN_TEXT_LETTERS = 20;

function capped<T>(items: readonly T[], max: number, message: string, warnings: string[]): T[] {
  if (items.length > max) warnings.push(fill(message, { max }));
  return items.slice(0, max);
}

/** The cook's note under the title; for a card in prose, the autofill's description. */
function describe(note: readonly string[], filled: GeneratedRecipe | null): string {
  const own = firstSentences(note.join(' '));
  const generated = filled?.description === trRecipeForm.autofill.noDescription ? '' : filled?.description;
  return (own || generated || '').slice(0, DESCRIPTION_MAX);
}

/**
 * What OCR read from a recipe card, as the create form's draft (docs/product.md#from-a-photo): the
 * card's own parts where it has them (its title, its list, its steps, in the cook's words), the
 * autofill for the rest (servings, times, and the whole recipe when the card is prose), the
 * nutrition estimated from the rows kept, and the cleaned text as the explanation. No picture: a
 * photo of a card is not a photo of the dish. 422 when there is no text or no recipe in it.
 */
export async function draftFromCardText(
  deps: { ai: AiProvider; log: FastifyBaseLogger },
  raw: string,
): Promise<ImportedDraft> {
  const lines = cleanOcrText(raw);
  if ((lines.join('').match(/\p{L}/gu)?.length ?? 0) < MIN_TEXT_LETTERS) {
    throw AppError.unprocessable('no_text_in_photo', p.noText);
  }
  const card = readCard(lines);
  const text = card.text.join('\n');
  const warnings: string[] = [p.readFromPhoto, p.noDishPhoto];
  if (text.length > EXPLANATION_MAX) warnings.push(fill(p.explanationTrimmed, { max: EXPLANATION_MAX }));
  const explanation = text.slice(0, EXPLANATION_MAX);
  const { recipe: filled, failure } = await autofillCard(deps.ai, deps.log, explanation);
  const listed = cardIngredients(card.ingredients);
  const rows = listed.rows.length > 0 ? listed.rows : (filled?.ingredients ?? []);
  const written = card.steps.length > 0 ? card.steps : (filled?.steps ?? []);
  if (rows.length === 0 && written.length === 0) {
    throw failure ?? AppError.unprocessable('no_recipe_in_photo', p.noRecipe);
  }
  for (const line of listed.unread) warnings.push(fill(w.unreadIngredient, { line }));
  const ingredients = capped(rows, INGREDIENTS_MAX, w.tooManyIngredients, warnings);
  const steps = capped(written, STEPS_MAX, w.tooManySteps, warnings).map((s) => s.slice(0, STEP_MAX));
  const named = findServings(text);
  const servings = named ?? filled?.servings ?? GENERATED_SERVINGS_DEFAULT;
  const times = { prep_time: filled?.prep_time ?? 0, cook_time: filled?.cook_time ?? 0 };
  const description = describe(card.note, rows === listed.rows ? null : filled);
  if (ingredients.length === 0) warnings.push(w.noIngredients);
  if (steps.length === 0) warnings.push(w.noSteps);
  if (named === null) warnings.push(w.noServings);
  if (times.prep_time + times.cook_time === 0) warnings.push(w.noTimes);
  if (description === '') warnings.push(p.noDescription);
  warnings.push(w.noCategory, w.noCuisine);
  return {
    title: (card.title || filled?.title || '').slice(0, TITLE_MAX),
    description,
    servings,
    explanation,
    steps,
    ingredients,
    nutrition: await estimateCardNutrition(deps.ai, deps.log, ingredients, servings),
    ...times,
    image: null,
    category_id: null,
    cuisine_id: null,
    source: null,
    warnings,
  };
}
