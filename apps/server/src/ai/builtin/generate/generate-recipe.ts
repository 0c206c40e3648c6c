import {
  GENERATED_SERVINGS_DEFAULT,
  type GenerateRecipeRequest,
  type GeneratedRecipe,
  generatedRecipeSchema,
} from '@receptari/shared/ai/generate.schemas';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { INGREDIENTS_MAX, TITLE_MAX } from '@receptari/shared/recipes/recipes.rules';
import { DEFAULT_LOCALE } from '@receptari/shared/i18n/locales';
import { AiProviderError } from '../../ai-provider-error.ts';
import { detectLanguage } from '../chat/detect-language.ts';
import { estimateNutrition } from '../nutrition/estimate-nutrition.ts';
import { findIngredients, leaderLinesAmountFirst } from './find-ingredients.ts';
import { findServings } from './find-servings.ts';
import { afterFirstList, bulletedSteps, findAboutSentences, findSteps } from './find-steps.ts';
import { findTimes } from './find-times.ts';
import { fromTitleLine } from './find-title-line.ts';
import { joinWrappedLines } from './join-wrapped-lines.ts';
import { readListMarkers } from './read-list-markers.ts';
import { readTableRows } from './read-table-rows.ts';
import { stripMailHeaders } from './strip-mail-headers.ts';
import { findDish, titleFromIngredients } from './find-title.ts';
import {
  numberedSteps,
  sentencesOf,
  splitClauses,
  splitSentences,
  tidyPunctuation,
} from './split-sentences.ts';
import { writeDescription } from './write-description.ts';

/**
 * The offline autofill: reads the cook's own explanation (Catalan, Spanish or English) into a
 * recipe, then estimates its nutrition per serving from the ingredient table. Deterministic, and
 * it never invents: a text with no ingredients or no steps is not a recipe, and fails as the
 * model's invalid answer would (docs/product.md#autofill).
 */
export function generateRecipe(input: GenerateRecipeRequest): GeneratedRecipe {
  // Lines the page broke are read as the cook wrote them; a story above the dish's name is no recipe,
  // nor is what a mail client wrote around a recipe sent by e-mail.
  // A table's rows are read as lines.
  const whole = joinWrappedLines(
    leaderLinesAmountFirst(readTableRows(readListMarkers(stripMailHeaders(input.explanation)))),
  );
  const explanation = fromTitleLine(whole);
  // The story above it is still the cook's own words about the dish, for the description.
  const story = splitSentences(whole.slice(0, whole.length - explanation.length));
  const dish = findDish(explanation);
  // What the assistant writes itself (a title from the ingredients, the description) is in the
  // cook's language, as the rest of the recipe.
  const language = detectLanguage(whole) ?? DEFAULT_LOCALE;
  const sentences = splitSentences(explanation);
  // The dish's own name ("una truita de patates") is not a list of ingredients.
  const withoutDish = splitSentences(dish ? explanation.replace(dish.phrase, ' ') : explanation);
  // Clauses, so a name ends where the next clause begins ("una guindilla luego mezclo...").
  const ingredients = findIngredients(withoutDish.flatMap(sentencesOf).flatMap(splitClauses))
    .slice(0, INGREDIENTS_MAX)
    .map(({ quantity, unit, name }) => ({ quantity, unit, name }));
  // A text that numbers its method: its numbered steps only (docs/assistant.md, set 6).
  const withoutDishText = dish ? explanation.replace(dish.phrase, ' ') : explanation;
  // ... or bullets it: the same reading.
  const numbered = numberedSteps(withoutDishText) ?? bulletedSteps(withoutDishText);
  const steps = findSteps(numbered ?? afterFirstList(withoutDish), numbered !== null);
  if (ingredients.length === 0 || steps.length === 0) {
    throw new AiProviderError('input', 'the explanation names no ingredients or no steps');
  }
  // A header above the dish's name may be the only place that says whom it is for ("Para la cena de
  // socios del sábado, 8 personas.\nBacalao al pil pil").
  const header = whole.slice(0, whole.length - explanation.length);
  const servings =
    findServings(explanation) ?? findServings(header) ?? input.servings ?? GENERATED_SERVINGS_DEFAULT;
  // A numbered method times its own steps: a line outside them ("urgències 24 h", set 17) is no step's.
  const times = findTimes(sentences, (numbered ?? sentences).flatMap(splitClauses));
  const measured = ingredients.filter((i) => i.quantity !== '').map((i) => i.name);
  const names = measured.length > 0 ? measured : ingredients.map((i) => i.name);
  // No punctuation debris in what the form shows: a title ends on a word, a description has no ",,".
  const title =
    tidyPunctuation(dish?.title ?? titleFromIngredients(names, language))
      .replace(/[\s,;:.\-–(]+$/u, '')
      .slice(0, TITLE_MAX) || trRecipeForm.autofill.untitled;
  const { calories, protein, fats, carbs } = estimateNutrition({ ingredients, servings });
  const parsed = generatedRecipeSchema.safeParse({
    title,
    description: tidyPunctuation(
      writeDescription({
        language,
        title,
        servings,
        ingredientNames: names,
        minutes: times.prep_time + times.cook_time,
        about: findAboutSentences([...story, ...withoutDish]),
      }),
    ),
    ingredients,
    steps,
    nutrition: { calories, protein, fats, carbs },
    ...times,
    servings,
  });
  // Held to the endpoint's schema like a remote answer: a parsing slip must not reach the form.
  // What the text held (quantities, times out of range) made it fail: the input's fault.
  if (!parsed.success) throw new AiProviderError('input', 'builtin recipe failed its schema');
  return parsed.data;
}

/** The provider's operation: the same, as a promise like every provider's. */
export const generateBuiltinRecipe = async (input: GenerateRecipeRequest) => generateRecipe(input);
