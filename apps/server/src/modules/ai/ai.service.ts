import type { NutritionEstimate, NutritionRequest } from '@receptari/shared/ai/ai.schemas';
import type { ChatAnswer, ChatRequest } from '@receptari/shared/ai/chat.schemas';
import type { GeneratedRecipe, GenerateRecipeRequest } from '@receptari/shared/ai/generate.schemas';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { trChat } from '@receptari/shared/i18n/tr/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../ai/ai-provider.ts';
import { isInAnotherLanguage } from '../../ai/builtin/chat/detect-language.ts';
import type { AppCaches } from '../../lib/app-caches.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import { cachedGroups, cookWithWhatIHave } from '../search/index.ts';
import { callProvider } from './call-provider.ts';
import { findChatRecipesWithIngredients, searchChatRecipes } from './chat.repo.ts';

const ZERO: NutritionEstimate = { calories: 0, protein: 0, carbs: 0, fats: 0, unmatched: [] };

/** Per-serving nutrition of the form's ingredient lines. */
export async function estimateNutrition(
  ai: AiProvider,
  input: NutritionRequest,
  log: FastifyBaseLogger,
): Promise<NutritionEstimate> {
  // Nutrition is reset to 0 when there are no ingredients (docs/product.md#nutrition-estimate); no
  // provider call is worth that.
  if (input.ingredients.length === 0) return ZERO;
  return callProvider(ai, log, { what: 'nutrition estimate', message: trRecipeForm.ai.nutritionFailed }, () =>
    ai.estimateNutrition(input),
  );
}

/**
 * No time at all is 0 and 0, and the cook is told so rather than left with a guess
 * (docs/product.md#autofill): whichever provider read the text, the same warning.
 */
const withTimeWarning = (recipe: GeneratedRecipe): GeneratedRecipe =>
  recipe.prep_time === 0 && recipe.cook_time === 0
    ? { ...recipe, warnings: [...(recipe.warnings ?? []), trRecipeForm.autofill.noTimes] }
    : recipe;

/** The draft's explanation to a whole recipe; nothing is stored. */
export function generateRecipe(
  ai: AiProvider,
  input: GenerateRecipeRequest,
  log: FastifyBaseLogger,
): Promise<GeneratedRecipe> {
  // The form reads Catalan, Spanish and English; any other language is refused with the spec's
  // message, as a text that is not a recipe is, whichever provider is set.
  if (isInAnotherLanguage(input.explanation)) {
    return Promise.reject(AppError.unprocessable('ai_input_refused', trRecipeForm.autofill.failed));
  }
  return callProvider(ai, log, { what: 'recipe generation', message: trRecipeForm.autofill.failed }, () =>
    ai.generateRecipe(input),
  ).then(withTimeWarning);
}

/** How many recipes a "what can I cook with" answer links. */
const COOK_WITH_MAX = 5;

/** One chat turn: the provider answers, looking recipes up in this database. */
export function answerChat(
  ai: AiProvider,
  { db, caches }: { db: Db; caches: Pick<AppCaches, 'ingredientGroups'> },
  input: ChatRequest,
  log: FastifyBaseLogger,
): Promise<ChatAnswer> {
  return callProvider(ai, log, { what: 'chat', message: trChat.aiChat.failed }, () =>
    ai.chat(input, {
      searchRecipes: (keywords) => searchChatRecipes(db, keywords),
      recipesWithIngredients: (stems) => findChatRecipesWithIngredients(db, stems),
      cookWithWhatIHave: async (names) => {
        const { recipes } = await cookWithWhatIHave(
          db,
          { have: names, without: [], limit: COOK_WITH_MAX },
          { ingredientGroups: () => cachedGroups(db, caches) },
        );
        return recipes.map((card) => ({
          recipe: {
            id: card.id,
            title: card.title,
            image: card.image,
            prep_time: card.prep_time,
            cook_time: card.cook_time,
            likes_count: card.likes_count,
          },
          missing: card.missing,
          uses: card.uses,
        }));
      },
    }),
  );
}
