import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import { caAssistant } from '@receptari/shared/i18n/ca-assistant';
import { answerBuiltinChat, type ChatTools } from '../server-ai.ts';

const recipe = (id: number, title: string): ChatRecipe => ({
  id,
  title,
  image: null,
  prep_time: 10,
  cook_time: 20,
  likes_count: 3,
});

/**
 * A catalogue in memory, the one of the chat's unit tests (answer-builtin-chat.test.ts): titles for
 * the keyword search, ingredient names for the ingredient filter.
 */
function catalogue(rows: { recipe: ChatRecipe; ingredients: string[]; description?: string }[]): ChatTools {
  const plain = (t: string) => t.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return {
    searchRecipes: async (keywords) =>
      rows
        .filter((r) => keywords.some((k) => plain(`${r.recipe.title} ${r.description ?? ''}`).includes(k)))
        .map((r) => r.recipe),
    recipesWithIngredients: async (stems) =>
      rows
        .filter((r) => stems.every((s) => r.ingredients.some((i) => plain(i).includes(s))))
        .map((r) => r.recipe),
  };
}

const TOOLS = catalogue([
  {
    recipe: recipe(1, 'Amanida de tonyina i tomàquet'),
    ingredients: ['tonyina en llauna', 'tomàquets', 'enciam'],
  },
  {
    recipe: recipe(2, 'Crêpes de xocolata'),
    ingredients: ['farina', 'llet', 'xocolata'],
    description: 'ràpid',
  },
  { recipe: recipe(3, 'Arròs negre amb sípia'), ingredients: ['arròs', 'sípia', 'tinta'] },
]);

/** The builtin chat's reply to one question. */
export const askBuiltinChat = async (content: string) =>
  (await answerBuiltinChat({ messages: [{ role: 'user', content }] }, TOOLS)).reply;

/** Not the honest "I don't know" of any language: the knowledge base (or a recipe) answered. */
export const answered = (reply: string) =>
  !Object.values(caAssistant.assistantReplies).some((r) => reply.startsWith(r.dontKnow));
