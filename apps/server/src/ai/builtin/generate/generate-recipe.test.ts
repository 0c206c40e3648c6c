import { describe, expect, it } from 'vitest';
import { AiProviderError } from '../../ai-provider-error.ts';
import { generateRecipe } from './generate-recipe.ts';

const generate = (explanation: string, servings?: number) =>
  generateRecipe({ explanation, category: 'Primer plat', cuisine: 'Espanya', servings });

const rows = (recipe: ReturnType<typeof generate>) =>
  recipe.ingredients.map((i) => [i.quantity, i.unit, i.name].join(' ').trim());

describe('builtin recipe generation', () => {
  it('reads a truita de patates: list, sequence words, times, servings and the dish as title', () => {
    const recipe = generate(
      'Per fer una truita de patates per a 4 persones necessitem 4 ous, 500 g de patates i una ceba. ' +
        'Primer pela les patates i talla-les a daus. Després fregeix-les amb oli a foc lent 20 minuts. ' +
        'A continuació bat els ous amb una mica de sal. Finalment barreja-ho tot i quall la truita 5 minuts per cada costat.',
    );
    expect(recipe.title).toBe('Truita de patates');
    expect(recipe.ingredients.slice(0, 3)).toEqual([
      { quantity: '4', unit: 'unitats', name: 'ous' },
      { quantity: '500', unit: 'g', name: 'patates' },
      { quantity: '1', unit: 'unitats', name: 'ceba' },
    ]);
    expect(rows(recipe)).toEqual(expect.arrayContaining(['sal', 'oli']));
    expect(recipe.steps).toEqual([
      'Pela les patates i talla-les a daus.',
      'Fregeix-les amb oli a foc lent 20 minuts.',
      'Bat els ous amb una mica de sal.',
      'Barreja-ho tot i quall la truita 5 minuts per cada costat.',
    ]);
    expect(recipe).toMatchObject({ servings: 4, prep_time: 0, cook_time: 25 });
    // 4 eggs (≈ 200 g), 500 g potatoes and an onion over 4: about 150-220 kcal a serving.
    expect(recipe.nutrition.calories).toBeGreaterThan(150);
    expect(recipe.nutrition.calories).toBeLessThan(220);
    expect(recipe.nutrition.protein).toBeGreaterThan(6);
  });

  it('reads spoken Spanish\'s "Pa\' 6" as the servings under the title, no bread (issue 34, set 13)', () => {
    const recipe = generate(
      "Cocido madrileño\n\nPa' 6\n\n500 g de garbanzos\n2 chorizos\n\n- Garbanzos a remojo 12 horas.\n- Cocer con los chorizos 3 horas.",
    );
    expect(recipe).toMatchObject({ title: 'Cocido madrileño', servings: 6 });
    expect(rows(recipe)).toEqual(['500 g garbanzos', '2 unitats chorizos']);
  });

  it('reads crema catalana: "quan", resting time as preparation, "Recepta de" as title', () => {
    const recipe = generate(
      'Recepta de crema catalana per a 6 persones. Necessitem 1 litre de llet, 6 ous, 200 g de sucre, ' +
        "40 g de midó de blat de moro, la pell d'una llimona i un pal de canyella. Primer escalfa la llet " +
        'amb la pell de llimona i la canyella. Mentrestant, bat els rovells amb el sucre i el midó. Quan la ' +
        'llet bulli, afegeix-la a poc a poc als rovells i cou-ho 10 minuts sense parar de remenar. Reparteix ' +
        'la crema en cassoletes i deixa-la refredar a la nevera 2 hores. Finalment crema el sucre per sobre.',
    );
    expect(recipe.title).toBe('Crema catalana');
    expect(rows(recipe).slice(0, 4)).toEqual([
      '1 l llet',
      '6 unitats ous',
      '200 g sucre',
      '40 g midó de blat de moro',
    ]);
    expect(recipe.steps).toHaveLength(5);
    expect(recipe.steps[2]).toBe(
      'Quan la llet bulli, afegeix-la a poc a poc als rovells i cou-ho 10 minuts sense parar de remenar.',
    );
    expect(recipe).toMatchObject({ servings: 6, prep_time: 120, cook_time: 10 });
  });

  it('reads a list with headings and numbered steps, and "racions"', () => {
    const recipe = generate(
      "Ingredients:\n- 400 g d'espaguetis\n- 2 grans d'all\n- 4 cullerades d'oli d'oliva\n- 1 culleradeta de bitxo\n- sal\n\n" +
        "Preparació:\n1. Bull els espaguetis en aigua amb sal 10 minuts.\n2. Mentre, daura l'all tallat a làmines amb l'oli.\n" +
        "3. Escorre la pasta i barreja-la amb l'all i el bitxo.\nSurten 4 racions.",
      2,
    );
    expect(rows(recipe)).toEqual([
      '400 g espaguetis',
      '2 unitats all',
      "4 cullerada oli d'oliva",
      '1 culleradeta bitxo',
      'sal',
    ]);
    expect(recipe.steps).toEqual([
      'Bull els espaguetis en aigua amb sal 10 minuts.',
      "Mentre, daura l'all tallat a làmines amb l'oli.",
      "Escorre la pasta i barreja-la amb l'all i el bitxo.",
    ]);
    // The explanation's "4 racions" wins over the form's hint of 2.
    expect(recipe).toMatchObject({ servings: 4, cook_time: 10, prep_time: 0 });
    expect(recipe.title).toBe("Espaguetis amb all i oli d'oliva");
  });

  it('reads a Spanish tortilla, with "media hora" as cooking time', () => {
    const recipe = generate(
      'Para hacer una tortilla de patatas para 4 personas necesitamos 6 huevos, 600 g de patatas y una cebolla. ' +
        'Primero pela las patatas y córtalas en láminas. Luego fríe las patatas y la cebolla a fuego lento durante ' +
        'media hora. Bate los huevos, mézclalo todo y cuaja la tortilla 5 minutos por cada lado.',
    );
    expect(recipe.title).toBe('Tortilla de patatas');
    expect(rows(recipe)).toEqual(['6 unitats huevos', '600 g patatas', '1 unitats cebolla']);
    expect(recipe.steps).toHaveLength(3);
    expect(recipe.steps[1]).toBe('Fríe las patatas y la cebolla a fuego lento durante media hora.');
    // Setting the tortilla ("cuaja") cooks it too: 30 + 5 minutes on the fire.
    expect(recipe).toMatchObject({ servings: 4, cook_time: 35, prep_time: 0 });
  });

  it('reads "una hora i quart" in the oven, a glass of wine in ml, and an opening line as title', () => {
    const recipe = generate(
      'Pollastre al forn amb patates. Necessitem 1 pollastre tallat a octaus, 1 kg de patates, 2 cebes, ' +
        '1 got de vi blanc i herbes de Provença. Salpebra el pollastre. Talla les patates i les cebes a rodanxes ' +
        'i posa-les a la safata. A continuació posa-hi el pollastre a sobre, rega-ho amb el vi i enforna-ho a ' +
        '200 graus durant una hora i quart.',
    );
    expect(recipe.title).toBe('Pollastre al forn amb patates');
    expect(rows(recipe)).toEqual([
      // "1 pollastre tallat a trossos": the name ends where the ingredient ends (issue 34).
      '1 unitats pollastre',
      '1 kg patates',
      '2 unitats cebes',
      '200 ml vi blanc',
      'herbes de provença',
      // "Salpebra el pollastre": salt and pepper are used.
      'sal',
      'pebre',
    ]);
    expect(recipe.steps).toHaveLength(3);
    expect(recipe).toMatchObject({ servings: 4, cook_time: 75, prep_time: 0 });
  });

  it('reads an amanida "per a 2" and keeps the cook’s own sentence as the description', () => {
    const recipe = generate(
      'Amanida per a 2: 1 enciam, 2 tomàquets, 1 llauna de tonyina, 50 g d’olives negres i un pessic de sal. ' +
        "Renta l'enciam i trinxa'l. Talla els tomàquets a daus. Barreja-ho tot amb la tonyina i les olives i " +
        "amaneix-ho amb oli i vinagre. És una amanida fresca per a l'estiu.",
    );
    expect(recipe.title).toBe('Amanida');
    expect(rows(recipe)).toEqual(
      expect.arrayContaining([
        '1 unitats enciam',
        '1 unitats tonyina',
        '50 g olives negres',
        '1 pessics sal',
      ]),
    );
    expect(recipe.description).toBe("És una amanida fresca per a l'estiu.");
    expect(recipe).toMatchObject({ servings: 2, prep_time: 0, cook_time: 0 });
    expect(recipe.steps).toHaveLength(3);
  });

  it('reads llenties: soaking as preparation, "1 h", "llavors" and "farem" as title', () => {
    const recipe = generate(
      'Farem unes llenties estofades. Deixa les llenties en remull 1 h. Sofregeix una ceba, una pastanaga i ' +
        "2 grans d'all amb oli. Després afegeix 300 g de llenties, 1 l d'aigua i una fulla de llorer i deixa-ho " +
        'coure 40 minuts a foc lent. Llavors salpebra-ho i serveix calent.',
      6,
    );
    expect(recipe.title).toBe('Llenties estofades');
    expect(rows(recipe)).toEqual(
      expect.arrayContaining(['1 unitats ceba', '300 g llenties', '1 l aigua', '1 unitats llorer']),
    );
    expect(recipe.steps.at(-1)).toBe('Salpebra-ho i serveix calent.');
    // No servings in the text: the form's hint is used.
    expect(recipe).toMatchObject({ servings: 6, prep_time: 60, cook_time: 40 });
  });

  it('writes a two-sentence description and defaults to 4 servings', () => {
    const recipe = generate(
      'Per preparar un batut de plàtan necessites 2 plàtans, 300 ml de llet i 1 cullerada de mel. ' +
        'Pela els plàtans, posa-ho tot al got de la batedora i tritura-ho 1 minut.',
    );
    expect(recipe.title).toBe('Batut de plàtan');
    expect(rows(recipe)).toEqual(['2 unitats plàtans', '300 ml llet', '1 cullerada mel']);
    expect(recipe.description).toBe(
      'Batut de plàtan, per a 4 persones, amb plàtans, llet i mel. Es prepara en 1 minut.',
    );
    expect(recipe).toMatchObject({ servings: 4, prep_time: 1, cook_time: 0 });
  });

  it('titles a recipe without a named dish after its main ingredients', () => {
    const recipe = generate('Bull 200 g de cigrons cuits amb 2 pastanagues 15 minuts i afegeix-hi espinacs.');
    expect(recipe.title).toBe('Cigrons cuits amb pastanagues');
    expect(recipe.steps).toEqual([
      'Bull 200 g de cigrons cuits amb 2 pastanagues 15 minuts i afegeix-hi espinacs.',
    ]);
    expect(recipe.cook_time).toBe(15);
  });

  it.each([
    [
      'Boil 200 g of chickpeas with 2 carrots for 15 minutes and add spinach.',
      'Chickpeas with carrots',
      'Chickpeas with carrots, for 4 people, with chickpeas and carrots. Ready in 15 minutes.',
    ],
    [
      'Hierve 200 g de garbanzos con 2 zanahorias durante 15 minutos y añade espinacas.',
      'Garbanzos con zanahorias',
      'Garbanzos con zanahorias, para 4 personas, con garbanzos y zanahorias. Se prepara en 15 minutos.',
    ],
  ])('writes its own title and description in the cook’s language: %s', (explanation, title, description) => {
    const recipe = generate(explanation);
    expect(recipe.title).toBe(title);
    expect(recipe.description).toBe(description);
  });

  it.each([
    'Vull comprar un cotxe nou de 20000 euros i anar de vacances a Roma amb la família.',
    'Hola, com estàs? Demà plourà tot el dia.',
  ])('refuses a text that is not a recipe: %s', (explanation) => {
    expect(() => generate(explanation)).toThrow(AiProviderError);
  });

  it('leaves no punctuation debris nor numbering in the title, the description and the steps', () => {
    const recipe = generate(
      'Sopa de galets,\nIngredients: 2 l de brou,, 200 g de galets.\nPassos: 1) Escalfa el brou ,, 2) Afegeix els galets i bull-los 10 minuts.',
    );
    expect(recipe.title).toBe('Sopa de galets');
    expect(recipe.steps).toEqual(['Escalfa el brou.', 'Afegeix els galets i bull-los 10 minuts.']);
    expect(recipe.description).not.toMatch(/,\s*,|\s,/u);
    expect(rows(recipe)).toEqual(['2 l brou', '200 g galets']);
    expect(recipe.cook_time).toBe(10);
  });

  it('times a numbered method by its steps: a line under it timing nothing done is no step (set 17)', () => {
    const recipe = generate(
      'Sopa de farigola\n200 g de pa sec\n1 l d’aigua\n2 grans d’all\n\n' +
        '1. Bulliu l’aigua amb els alls 10 minuts.\n2. Afegiu-hi el pa i deixeu-ho coure 15 minuts.\n\n' +
        'Botiga oberta 24 h, dubtes al telèfon.',
    );
    expect(recipe.steps).toHaveLength(2);
    expect(recipe.cook_time).toBe(25);
  });

  it('cooks a roux: its minutes are cooking, with no verb of heat (set 17)', () => {
    const recipe = generate(
      'White sauce\n50 g butter\n50 g flour\n500 ml milk\n\n' +
        '1. Make a roux with the butter and flour, 3 minutes.\n2. Whisk in the milk and simmer for 10 minutes.',
    );
    expect(recipe.cook_time).toBe(13);
    expect(recipe.prep_time).toBe(0);
  });

  it('answers 0 and 0 when the text names no time (the service then warns the cook)', () => {
    const none = generate(
      'Pa amb tomàquet. 4 llesques de pa i 2 tomàquets. Torra el pa. Frega-hi el tomàquet.',
    );
    expect(none).toMatchObject({ prep_time: 0, cook_time: 0 });
    expect(none.warnings).toBeUndefined();
  });

  it('splits a stated total alone into the timed cooking steps and the rest, never adding it to them', () => {
    expect(
      generate(
        'Crema. Tiempo total: 40 minutos. 3 calabacines, 1 patata. Trocear las verduras. Cocerlas 25 minutos. Triturar.',
      ),
    ).toMatchObject({ prep_time: 15, cook_time: 25 });
    expect(
      generate(
        'Crema. Tiempo total: 40 minutos. 3 calabacines, 1 patata. Trocear las verduras. Cocerlas hasta que estén tiernas.',
      ),
    ).toMatchObject({ prep_time: 40, cook_time: 0 });
  });

  it('reads the servings a header above the dish names when the recipe names none', () => {
    const recipe = generate(
      'SOCIEDAD GASTRONÓMICA — Libro de la cocina, hoja 37\nAnota: Iñaki. Para la cena de socios del sábado, 8 personas.\nBacalao al pil pil\n8 lomos de bacalao\n400 ml de aceite\n1. Confitar el bacalao a fuego muy bajo 15 minutos.',
    );
    expect(recipe.title).toBe('Bacalao al pil pil');
    expect(recipe.servings).toBe(8);
  });
});
