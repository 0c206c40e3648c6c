import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import type { ChatTools } from '../../src/ai/ai-provider.ts';

const recipe = (id: number, title: string): ChatRecipe => ({
  id,
  title,
  image: null,
  prep_time: 10,
  cook_time: 20,
  likes_count: 3,
});

/** A catalogue in memory: titles for the keyword search, ingredient names for the ingredient filter. */
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
    // As the search ranks it: recipes using any food named, fewest missing ingredients first.
    cookWithWhatIHave: async (names) =>
      rows
        .map((r) => ({
          recipe: r.recipe,
          missing: r.ingredients.filter((i) => !names.some((n) => plain(i).startsWith(plain(n)))),
          uses: r.ingredients.filter((i) => names.some((n) => plain(i).startsWith(plain(n)))),
        }))
        .filter((r) => r.missing.length < rows.find((x) => x.recipe === r.recipe)!.ingredients.length)
        .sort((a, b) => a.missing.length - b.missing.length),
  };
}

/**
 * The builtin chat's tools over three recipes: the chat's unit tests, and the assistant's
 * laboratory when it scores the knowledge base (tools/assistant).
 */
export const CHAT_TEST_CATALOGUE = catalogue([
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
  // A dip and a burger whose descriptions say "salsa": no answer to a sauce question (issue 34).
  {
    recipe: recipe(4, 'Hummus de cigrons'),
    ingredients: ['cigrons cuits', 'tahini', 'llimona'],
    description: 'una salsa per sucar',
  },
  {
    recipe: recipe(5, 'Hamburguesa casolana'),
    ingredients: ['carn picada', 'pa', 'formatge'],
    description: 'amb salsa',
  },
]);
