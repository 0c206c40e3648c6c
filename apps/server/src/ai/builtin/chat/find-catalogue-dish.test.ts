import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import { describe, expect, it } from 'vitest';
import type { ChatTools } from '../../ai-provider.ts';
import {
  asksForRecipe,
  factHeadNamesQuestion,
  findCatalogueDishes,
  namesTheDish,
  titleHasRequestedDish,
  titleNamesDish,
} from './find-catalogue-dish.ts';

const TITLES = [
  'Espaguetis a la carbonara',
  'Amanida grega',
  'Ramen de miso',
  'Coca de Sant Joan',
  'Arròs negre amb sípia',
  'Arròs fregit tres delícies',
  'Creps de xocolata i plàtan',
  'Escudella i carn d’olla',
  'Pollastre al forn amb patates',
];
const plain = (t: string) => t.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const recipe = (title: string, id: number): ChatRecipe => ({
  id,
  title,
  image: null,
  prep_time: 10,
  cook_time: 20,
  likes_count: 0,
});
/** The catalogue's search as chat.repo.ts runs it: a title holding any keyword. */
const TOOLS: ChatTools = {
  searchRecipes: async (keywords) =>
    TITLES.map(recipe).filter((r) => keywords.some((k) => plain(r.title).includes(k))),
  recipesWithIngredients: async () => [],
  cookWithWhatIHave: async () => [],
};
const found = async (question: string) => (await findCatalogueDishes(question, TOOLS)).map((r) => r.title);

describe("the catalogue's dishes by title (issue 34)", () => {
  it('finds a dish asked in another language or by its second word', async () => {
    expect(await found('an authentic carbonara, no cream please')).toEqual(['Espaguetis a la carbonara']);
    expect(await found('¿cómo se hace una ensalada griega?')).toEqual(['Amanida grega']);
    expect(await found('I fancy some ramen tonight')).toEqual(['Ramen de miso']);
    expect(await found('receta de arroz frito')).toEqual(['Arròs fregit tres delícies']);
    expect(await found('com feia l’escudella la meva àvia')).toEqual(['Escudella i carn d’olla']);
  });

  it('never a title whose dish is qualified otherwise, or that lacks a food the question names', async () => {
    expect(await found('vull una coca de llardons')).toEqual([]);
    expect(await found('arròs amb fesols i naps')).toEqual([]);
    expect(await found('quiero hacer churros con chocolate')).toEqual([]);
    expect(await found('apple pie for sunday')).toEqual([]);
    // Where a dish comes from names no other dish of there (set 17 row 146).
    expect(await found('Musaka griega, teniu la recepta?')).toEqual([]);
    expect(await found('a greek moussaka please')).toEqual([]);
    // A food the cook goes without is no need: "sin nata" does not ask for cream.
    expect(titleNamesDish('Espaguetis a la carbonara', 'carbonara sin nata ni cebolla')).toBe(true);
  });

  it('keeps to the dish a request names after "recipe of"', () => {
    expect(titleHasRequestedDish('Creps de xocolata i plàtan', 'una receta de churros con chocolate')).toBe(
      false,
    );
    expect(titleHasRequestedDish('Creps de xocolata i plàtan', 'receptes de xocolata')).toBe(true);
    expect(titleHasRequestedDish('Amanida grega', 'Greek salad recipe please')).toBe(true);
  });

  it('judges a how-to fact by the dish its answer opens with', () => {
    const salmorejo = 'Salmorejo: 1 kg de tomàquet madur, uns 200 g de pa del dia abans...';
    expect(factHeadNamesQuestion(salmorejo, 'com es fa el pa amb tomàquet?')).toBe(false);
    expect(factHeadNamesQuestion(salmorejo, 'com es fa el salmorejo?')).toBe(true);
    expect(factHeadNamesQuestion('Truita de patates: 1 kg de patates...', 'how do I make a tortilla?')).toBe(
      true,
    );
  });

  it('reads no qualifier across a clause, no food in a verb after a pronoun, burgers in three languages', () => {
    // "ceviche, ¿en teniu...": the next clause's first word does not qualify the dish.
    expect(titleNamesDish('Ceviche de corvina', 'Voldria fer ceviche, en teniu recepta?')).toBe(true);
    expect(titleNamesDish('Ceviche de corvina', 'Voldria fer ceviche de gambes')).toBe(false);
    // "¿Me pasas receta?" asks to be passed it: no raisins the title must name.
    expect(titleNamesDish('Tacos al pastor', 'Quiero tacos para la cena. ¿Me pasas receta?')).toBe(true);
    expect(titleNamesDish('Hamburguesa casolana', 'Any good burger recipes?')).toBe(true);
    expect(titleNamesDish('Hamburguesa casolana', 'a recipe for homemade burgers')).toBe(true);
  });

  it("tells the asker's own recipe, whatever its owner, from a request", () => {
    expect(asksForRecipe('La recepta de la padrina de Reus diu llevat fresc, en tinc de sec')).toBe(false);
    expect(asksForRecipe('Tens una recepta de pollastre rostit?')).toBe(true);
  });

  it('answers a request for a dish only with a fact that opens with it', () => {
    const scaling = 'Scaling a recipe: multiply every ingredient by the same factor...';
    expect(factHeadNamesQuestion(scaling, 'recipe for Anzac biscuits please', true)).toBe(false);
    expect(factHeadNamesQuestion(scaling, 'recipe for Anzac biscuits please')).toBe(true);
    // A dish no word list knows still answers when its opening names it.
    expect(factHeadNamesQuestion('Churros: hierve 250 ml de agua...', 'receta de churros', true)).toBe(true);
  });

  it('reads a place after "de" as no food, and an English compound as its two words', () => {
    const fromLima = 'Voldria la recepta de ceviche que fan els amics de Lima';
    expect(titleNamesDish('Ceviche de corvina', fromLima)).toBe(true);
    expect(titleNamesDish('Guacamole amb nachos', fromLima)).toBe(false);
    // A capitalised word of the dish's own name is no place to drop.
    expect(titleNamesDish('Coca de Sant Joan', 'una coca per la revetlla de Sant Joan?')).toBe(true);
    expect(titleNamesDish('Pastís de formatge al forn', 'any good cheesecake for a birthday?')).toBe(true);
    expect(titleNamesDish('Pastís de xocolata', 'any good cheesecake for a birthday?')).toBe(false);
    expect(titleNamesDish('Curri de gall dindi amb mantega', 'a quick turkey curry, please')).toBe(true);
  });

  it('reads an occasion and a verb of having as no qualifier of the dish (set 9)', () => {
    expect(
      titleHasRequestedDish('Pancakes amb nabius', 'Do you have a pancake recipe for Sunday breakfast?'),
    ).toBe(true);
    expect(titleNamesDish('Pancakes amb nabius', 'Do you have a pancake recipe for Sunday breakfast?')).toBe(
      true,
    );
    expect(titleNamesDish('Pad thai de gambes', 'Got a Thai recipe with prawns?')).toBe(true);
  });

  it('finds the dish by its title and the foods named besides in its ingredient lines (set 15)', async () => {
    const lines: Record<string, string[]> = {
      'Fideuà de marisc': ['fideus gruixuts', 'gambes', 'musclos', 'fumet de peix'],
      'Arròs negre': ['arròs bomba', 'sípia', 'tinta de sípia'],
      'Truita de patates': ['ous', 'patates', 'ceba'],
    };
    const tools: ChatTools = {
      searchRecipes: async (keywords) =>
        Object.keys(lines)
          .map(recipe)
          .filter((r) => keywords.some((k) => plain(r.title).includes(k))),
      recipesWithIngredients: async (stems) =>
        Object.keys(lines)
          .map(recipe)
          .filter((r) => stems.every((s) => lines[r.title]!.some((l) => plain(l).includes(s)))),
      cookWithWhatIHave: async () => [],
    };
    const dishesBy = async (q: string) => (await findCatalogueDishes(q, tools, true)).map((r) => r.title);
    expect(await dishesBy('Fideuà per a 6, la de gambes i musclos.')).toEqual(['Fideuà de marisc']);
    // By the title alone unless asked.
    expect((await findCatalogueDishes('Fideuà per a 6, la de gambes i musclos.', tools)).length).toBe(0);
    expect(await dishesBy('una truita de patates amb ceba')).toEqual(['Truita de patates']);
    expect(await dishesBy('una truita amb ceba')).toEqual([]);
    // A food the recipe does not hold, or a dish only a food of the title names, is no match.
    expect(await dishesBy('fideuà amb pollastre')).toEqual([]);
    expect(await dishesBy('truita de carbassó')).toEqual([]);
    expect(await dishesBy('tinta de calamar i gambes')).toEqual([]);
    // A qualifier that is no food stays the title's to name.
    expect(await dishesBy('una truita de riu')).toEqual([]);
  });

  it('names the dish, not only a food of its title (set 15)', () => {
    expect(namesTheDish('Canelons de Sant Esteve', 'Faré canelons per a 12 persones')).toBe(true);
    expect(namesTheDish('Xató', 'Per al xató, quantes hores en remull el bacallà?')).toBe(true);
    expect(namesTheDish('Lasanya de carn', 'la milanesa se me despega de la carne')).toBe(false);
    // A dish named by a food's own name needs its whole title.
    expect(namesTheDish('Arròs negre', "la pica embussada amb restes d'arròs")).toBe(false);
    expect(namesTheDish('Arròs negre', "com es fa l'arròs negre?")).toBe(true);
    // A kind of dish names none of its dishes alone; a dish named to compare is not asked about.
    expect(namesTheDish('Pastís de formatge al forn', 'How many calories in a slice of cake?')).toBe(false);
    expect(namesTheDish('Pastís de formatge al forn', 'a no-bake cheesecake, how long in the fridge?')).toBe(
      true,
    );
    expect(namesTheDish('Pancakes amb nabius', 'My Yorkshire puddings came out flat as pancakes')).toBe(
      false,
    );
  });
});
