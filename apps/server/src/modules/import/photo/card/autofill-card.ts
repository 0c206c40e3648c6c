import type { GeneratedRecipe } from '@receptari/shared/ai/generate.schemas';
import { trImport } from '@receptari/shared/i18n/tr/import';
import type { Ingredient, Nutrition } from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../../../ai/ai-provider.ts';
import { AiProviderError } from '../../../../ai/ai-provider-error.ts';
import { AppError } from '../../../../lib/app-error.ts';

/**
 * A photo comes with no category nor cuisine chosen (docs/product.md#from-a-photo); the autofill's
 * request names them, so it is told so. The builtin provider ignores them; a model reads the hint.
 */
const NOT_CHOSEN = 'not chosen yet (read from a photo of a recipe card)';

const ZERO: Nutrition = { calories: 0, protein: 0, carbs: 0, fats: 0 };

/** What the autofill made of the card: its recipe, or why not (`failure` only when a provider failed). */
export type CardAutofill =
  | { readonly recipe: GeneratedRecipe; readonly failure: null }
  | { readonly recipe: null; readonly failure: AppError | null };

/**
 * The card's text through the AI provider's autofill (docs/product.md#autofill). A text it finds no
 * recipe in is no failure (the card's own parts may still be there); a provider that failed is kept
 * as the error to answer when the card alone gives nothing: 502 for an upstream, 503 for the builtin.
 */
export async function autofillCard(
  ai: AiProvider,
  log: FastifyBaseLogger,
  explanation: string,
): Promise<CardAutofill> {
  try {
    const recipe = await ai.generateRecipe({ explanation, category: NOT_CHOSEN, cuisine: NOT_CHOSEN });
    return { recipe, failure: null };
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    log.warn({ provider: ai.name, kind: err.kind, reason: err.message }, 'autofill of a card photo failed');
    if (err.kind === 'input') return { recipe: null, failure: null };
    const message = trImport.photo.autofillFailed;
    const failure =
      ai.name === 'builtin'
        ? AppError.unavailable('unavailable', message)
        : AppError.badGateway('ai_failed', message);
    return { recipe: null, failure };
  }
}

/** Per serving, from the rows the draft keeps; zeros when the provider fails (the cook can ask again). */
export async function estimateCardNutrition(
  ai: AiProvider,
  log: FastifyBaseLogger,
  ingredients: readonly Ingredient[],
  servings: number,
): Promise<Nutrition> {
  if (ingredients.length === 0) return ZERO;
  try {
    const { calories, protein, carbs, fats } = await ai.estimateNutrition({
      ingredients: [...ingredients],
      servings,
    });
    return { calories, protein, carbs, fats };
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    log.warn({ provider: ai.name, kind: err.kind, reason: err.message }, 'nutrition of a card photo failed');
    return ZERO;
  }
}
