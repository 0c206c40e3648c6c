import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import type { ChatTools } from '../../ai-provider.ts';

/**
 * The catalogue's tools for one answer, each search asked of the database once: an answer's steps
 * look for the same dish more than once (whether the question is about cooking, the recipes it
 * asks for, the dish an honest "I don't know" points to), and each look is the same query. The
 * answers are shared, so callers only read them (filter, map), never change them in place.
 */
export function toolsAskedOnce(tools: ChatTools): ChatTools {
  const asked = new Map<string, Promise<ChatRecipe[]>>();
  const once = (key: string, ask: () => Promise<ChatRecipe[]>) => {
    const answer = asked.get(key) ?? ask();
    asked.set(key, answer);
    return answer;
  };
  return {
    searchRecipes: (keywords) =>
      once(JSON.stringify(['search', keywords]), () => tools.searchRecipes(keywords)),
    recipesWithIngredients: (stems) =>
      once(JSON.stringify(['with', stems]), () => tools.recipesWithIngredients(stems)),
    cookWithWhatIHave: (names) => tools.cookWithWhatIHave(names),
  };
}
