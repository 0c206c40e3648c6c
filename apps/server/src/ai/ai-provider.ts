import type { NutritionEstimate, NutritionRequest } from '@receptari/shared/ai/ai.schemas';
import type { ChatAnswer, ChatRecipe, ChatRequest } from '@receptari/shared/ai/chat.schemas';
import type { FoodCheck } from '@receptari/shared/ai/food-check.schemas';
import type { GenerateRecipeRequest, GeneratedRecipe } from '@receptari/shared/ai/generate.schemas';

/**
 * The one door to AI for the whole server (DESIGN.md section 4). Each operation
 * answers a value already validated with its shared Zod schema, or throws
 * `AiProviderError`; callers never see a provider's raw answer. Each operation's
 * request and answer schemas live in packages/shared/src/ai.
 */
export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  /** Per serving; an empty ingredient list is the caller's to short-circuit. */
  estimateNutrition(input: NutritionRequest): Promise<NutritionEstimate>;
  /** 'Omplir automàticament': a whole recipe from the cook's explanation, with ingredients and steps. */
  generateRecipe(input: GenerateRecipeRequest): Promise<GeneratedRecipe>;
  /** The cooking assistant: answers the last user message of the history, with recipe links. */
  chat(input: ChatRequest, tools: ChatTools): Promise<ChatAnswer>;
  /** Is this image (an upload or a video frame) food? isFood is true only for verdict 'food'. */
  checkFood(image: Buffer): Promise<FoodCheck>;
  /**
   * Builds now what the first answers would build (the builtin chat's indexes, its autofill's
   * tables), in short steps that leave the event loop free between them; server.ts calls it once
   * the server listens. None for a remote provider: it loads nothing.
   */
  warmUp?(): Promise<void>;
  /** Ends what the provider runs in the background (the builtin food check's worker thread). */
  close?(): Promise<void>;
}

/**
 * What a chat answer may look up. The database stays with the caller (only repositories
 * touch it), so a provider stays a plain object that tests can build without one.
 */
export interface ChatTools {
  /** Published recipes whose title or description holds the keywords, best match first. */
  searchRecipes(keywords: string[]): Promise<ChatRecipe[]>;
  /**
   * "What can I cook with X and Y": published recipes with an ingredient naming each of the given
   * accent-free word stems, most liked first; none rather than unrelated ones.
   */
  recipesWithIngredients(stems: string[]): Promise<ChatRecipe[]>;
  /**
   * "What can I cook with X and Y", ranked as the search's "cook with what I have"
   * (docs/product.md#cook-with-what-i-have): recipes using the foods named, fewest missing
   * ingredients first, each with what the cook lacks (staples never among them).
   */
  cookWithWhatIHave(names: string[]): Promise<ChatRecipeWithMissing[]>;
}

/**
 * A recipe "cook with what I have" found, the ingredients (as the recipe writes them) the cook lacks
 * and those it uses of the foods named.
 */
export interface ChatRecipeWithMissing {
  readonly recipe: ChatRecipe;
  readonly missing: readonly string[];
  readonly uses: readonly string[];
}
