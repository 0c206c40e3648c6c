import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import { STAPLES } from '@receptari/shared/search/staples';
import type { ChatTools } from '../server-ai.ts';

const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

interface Row {
  readonly recipe: ChatRecipe;
  readonly ingredients: readonly string[];
  readonly description: string;
}

const row = (id: number, title: string, ingredients: string[], description = ''): Row => ({
  recipe: { id, title, image: null, prep_time: 15, cook_time: 30, likes_count: 20 - id },
  ingredients,
  description,
});

/**
 * The development set's catalogue: a dozen home recipes, some with a chance word in their
 * description (the dip and the burger that once answered a sauce question).
 */
const ROWS: readonly Row[] = [
  row(1, 'Amanida de tonyina i tomàquet', ['tonyina en llauna', 'tomàquets', 'enciam', 'ceba']),
  row(2, 'Crêpes de xocolata', ['farina', 'llet', 'ous', 'xocolata'], 'ràpides, amb salsa de xocolata'),
  row(3, 'Arròs negre amb sípia', ['arròs', 'sípia', 'tinta de calamar', 'all']),
  row(4, 'Truita de patates', ['patates', 'ous', 'ceba', "oli d'oliva"]),
  row(5, 'Macarrons gratinats', ['macarrons', 'carn picada', 'tomàquet', 'formatge ratllat', 'ceba']),
  row(6, 'Crema catalana', ['llet', 'ous', 'sucre', 'canyella', 'llimona']),
  row(7, 'Canelons de l’àvia', [
    'pasta de canelons',
    'carn de porc',
    'pollastre',
    'llet',
    'farina',
    'mantega',
  ]),
  row(8, 'Hummus de cigrons', ['cigrons cuits', 'tahini', 'llimona', 'all'], 'una salsa per sucar'),
  row(
    9,
    'Hamburguesa casolana',
    ['carn picada de vedella', 'pa d’hamburguesa', 'formatge', 'enciam'],
    'amb salsa',
  ),
  row(10, 'Llenties estofades amb xoriço', ['llenties', 'xoriço', 'ceba', 'pastanaga']),
  row(11, 'Pollastre al forn amb patates', ['pollastre', 'patates', 'all', 'romaní']),
  row(12, 'Gaspatxo andalús', ['tomàquets', 'cogombre', 'pebrot verd', 'all', 'pa']),
];

/** Spellings the search's ingredient groups join ("ou"/"ous"/"huevo"), as the database would. */
const SAME: readonly (readonly string[])[] = [
  ['ous', 'ou', 'huevo', 'huevos', 'egg', 'eggs'],
  ['patates', 'patata', 'patatas', 'potato', 'potatoes'],
  ['pollastre', 'pollo', 'chicken'],
  ['tomàquets', 'tomàquet', 'tomate', 'tomates', 'tomato', 'tomatoes'],
  ['cogombre', 'pepino', 'cucumber'],
  ['llenties', 'lentejas', 'lentils'],
  ['xoriço', 'chorizo'],
  ['tonyina', 'tonyina en llauna', 'atún', 'tuna'],
];
const group = (name: string) => SAME.find((g) => g.some((s) => plain(s) === plain(name))) ?? [name];

/** A food the cook has names an ingredient line when one of its spellings starts it. */
const has = (line: string, name: string) => group(name).some((s) => plain(line).startsWith(plain(s)));

/** Does the recipe use a food the question names (the scorer's check of a "cook with" list)? */
export const usesFoodOf = (id: number, question: string): boolean =>
  (ROWS.find((r) => r.recipe.id === id)?.ingredients ?? []).some((line) =>
    question.split(/[^\p{L}]+/u).some((word) => word.length > 1 && has(line, word)),
  );

/** ChatTools over the development catalogue, as the database's queries would answer. */
export const DEVELOPMENT_CHAT_CATALOGUE: ChatTools = {
  searchRecipes: async (keywords) =>
    ROWS.filter((r) => keywords.some((k) => plain(`${r.recipe.title} ${r.description}`).includes(k))).map(
      (r) => r.recipe,
    ),
  recipesWithIngredients: async (stems) =>
    ROWS.filter((r) => stems.every((s) => r.ingredients.some((i) => plain(i).includes(s)))).map(
      (r) => r.recipe,
    ),
  cookWithWhatIHave: async (names) =>
    ROWS.map((r) => ({
      recipe: r.recipe,
      uses: r.ingredients.filter((i) => names.some((n) => has(i, n))),
      missing: r.ingredients.filter((i) => !names.some((n) => has(i, n)) && !STAPLES.includes(plain(i))),
    }))
      .filter((r) => r.uses.length > 0)
      .sort((a, b) => a.missing.length - b.missing.length || b.uses.length - a.uses.length)
      .slice(0, 5),
};
