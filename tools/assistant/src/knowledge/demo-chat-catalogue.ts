import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import { STAPLES } from '@receptari/shared/search/staples';
import { SEED_RECIPES } from '../../../../apps/server/src/seed/data/recipes.ts';
import { findWholeFood } from '../../../../apps/server/src/ai/builtin/nutrition/find-food.ts';
import type { ChatTools } from '../server-ai.ts';

/** Both names are the same food's whole name ("pèsols", "guisantes"). */
const sameFood = (line: string, name: string) => {
  const food = findWholeFood(name);
  return food !== null && findWholeFood(line) === food;
};

const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The demo catalogue's recipes as the chat sees them, with their ingredient names and description. */
const ROWS = SEED_RECIPES.map((r, i) => ({
  recipe: {
    id: i + 1,
    title: r.title,
    image: null,
    prep_time: r.prepTime,
    cook_time: r.cookTime,
    likes_count: 0,
  } satisfies ChatRecipe,
  ingredients: r.ingredients.map(([, , name]) => name),
  text: plain(`${r.title} ${r.description}`),
}));

/**
 * ChatTools over the demo catalogue in memory, close to the database's queries (chat.repo.ts: a
 * title or description holding a keyword; an ingredient holding each stem), to read the held-out
 * sets' answers in a second rather than through the built server (bench/assistant/ask-held-out-chat.ts
 * stays the measure). "Cook with what I have" is approximated by the start of the ingredient's name.
 */
export const DEMO_CHAT_CATALOGUE: ChatTools = {
  searchRecipes: async (keywords) =>
    ROWS.filter((r) => keywords.some((k) => r.text.includes(plain(k))))
      .sort(
        (a, b) =>
          keywords.filter((k) => plain(b.recipe.title).includes(plain(k))).length -
          keywords.filter((k) => plain(a.recipe.title).includes(plain(k))).length,
      )
      .slice(0, 5)
      .map((r) => r.recipe),
  recipesWithIngredients: async (stems) =>
    ROWS.filter((r) => stems.every((s) => r.ingredients.some((i) => plain(i).includes(s))))
      .slice(0, 5)
      .map((r) => r.recipe),
  cookWithWhatIHave: async (names) =>
    ROWS.map((r) => {
      // The database joins a food's spellings in the three languages (ingredient-group-key.ts).
      const has = (line: string) => names.some((n) => plain(line).startsWith(plain(n)) || sameFood(line, n));
      return {
        recipe: r.recipe,
        uses: r.ingredients.filter(has),
        missing: r.ingredients.filter((i) => !has(i) && !STAPLES.includes(plain(i))),
      };
    })
      .filter((r) => r.uses.length > 0)
      .sort((a, b) => a.missing.length - b.missing.length || b.uses.length - a.uses.length)
      .slice(0, 5),
};
