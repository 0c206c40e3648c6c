import { describe, expect, it } from 'vitest';
import {
  amountFirst,
  findIngredients,
  leaderLinesAmountFirst,
  withoutSentenceCapital,
} from './find-ingredients.ts';

const rows2 = (sentences: string[]) =>
  findIngredients(sentences).map((i) => [i.quantity, i.unit, i.name].join(' ').trim());
const rows = (sentence: string) =>
  findIngredients([sentence]).map((i) => [i.quantity, i.unit, i.name].join(' ').trim());

describe('findIngredients', () => {
  it('names a food bare of what it comes in, after its size', () => {
    expect(findIngredients(['1 small tin tomato paste', '2 onions']).map((i) => i.name)).toEqual([
      'tomato paste',
      'onions',
    ]);
  });

  it('reads spelled hundreds, a bare unit and a half and "plenty of" (issue 34, set 13)', () => {
    expect(rows('a hundred and fifty grams of brown sugar, two hundred grams of self-raising flour')).toEqual(
      ['150 g brown sugar', '200 g self-raising flour'],
    );
    expect(rows('doscientos gramos de chorizo')).toEqual(['200 g chorizo']);
    expect(rows('- kilo y medio de cordero')).toEqual(['1 1/2 kg cordero']);
    expect(rows('15 oz ricotta')).toEqual(['425.25 g ricotta']);
    expect(findIngredients(['4 dientes de ajo picados']).map((i) => i.name)).toEqual(['ajo']);
    expect(findIngredients(['salt and plenty of pepper']).map((i) => i.name)).toEqual(['salt', 'pepper']);
  });

  it('names a food said vaguely after a comma and a conjunction', () => {
    expect(
      findIngredients(["Bind it with 1 beaten egg, and a splash of milk if it's dry."]).map((i) => i.name),
    ).toEqual(['egg', 'milk']);
  });

  it('names a counted food bare of its day, while a weighed one keeps it as every set writes it', () => {
    expect(rows2(['12 tortillas del día anterior', '200 g de pan del día anterior'])).toEqual([
      '12 unitats tortillas',
      '200 g pan del día anterior',
    ]);
  });

  it('names two kinds of one food on a block line by the food alone', () => {
    expect(
      findIngredients(['1 kg de cachelos', '2 pulpos', 'pimentón dulce y picante']).map((i) => i.name),
    ).toEqual(['cachelos', 'pulpos', 'pimentón']);
  });

  it("keeps a counted spice's form in its name, and names it bare without an amount", () => {
    expect(
      findIngredients(['1 Canyella en branca', '8 rovells', 'canela en rama']).map((i) => i.name),
    ).toEqual(['canyella en branca', 'rovells', 'canela']);
  });

  it('names the foods of a block line that says what the dish is served with, as written', () => {
    const names = findIngredients([
      '500 g de lomo fino',
      '3 tomates',
      'papas fritas y arroz blanco para acompañar',
    ]).map((i) => i.name);
    expect(names).toEqual(['lomo fino', 'tomates', 'papas fritas', 'arroz blanco']);
  });

  it('reads how finely a food is cut as no part of its name, what is sold cut as its name', () => {
    expect(rows2(['150 g de jamón serrano muy picado', '150 g de jamón serrano picado'])).toEqual([
      '150 g jamón serrano',
      '150 g jamón serrano picado',
    ]);
  });

  it("reads the size of each piece and a live food's state as no part of its name, nor a row", () => {
    expect(rows2(['4 truites de riu de 250 g cada una', "dues llagostes vives d'un quilo cada una"])).toEqual(
      ['4 unitats truites de riu', '2 unitats llagostes'],
    );
  });

  it('reads every amount of a clause, not only the first', () => {
    expect(rows('I softened an onion in 25 g of butter for 10 minutes.')).toEqual([
      '1 unitats onion',
      '25 g butter',
    ]);
  });

  it('ends a name where the clause goes on', () => {
    expect(rows("en una paella amb dues cullerades d'oli hi dauro 20 g de pinyons")).toEqual([
      '2 cullerada oli',
      '20 g pinyons',
    ]);
    expect(rows('voy echando 300 ml de fumet mientras muevo la cazuela')).toEqual(['300 ml fumet']);
    expect(rows('boil a kilo of potatoes till soft')).toEqual(['1 kg potatoes']);
    expect(rows('Bake 1 kg chicken thighs at 200°C for 35 minutes')).toEqual(['1 kg chicken thighs']);
    // "de" is a word: "desiccated" keeps it.
    expect(rows('1 cup desiccated coconut')).toEqual(['1 tassa desiccated coconut']);
    // "de la" inside a name is part of it.
    expect(rows('40 g pimentón de la Vera picante')).toEqual(['40 g pimentón de la vera picante']);
  });

  it('lists a sliced food by its name, the slices its count; a fish cut stays', () => {
    expect(rows('3 rashers of bacon, chopped')).toEqual(['3 unitats bacon']);
    expect(rows('4 thick slices of bread')).toEqual(['4 unitats bread']);
    expect(rows('4 slices ham')).toEqual(['4 unitats ham']);
    expect(rows('2 rebanadas de pan de molde')).toEqual(['2 unitats pan de molde']);
    expect(rows('4 talls de bacallà dessalat')).toEqual(['4 unitats talls de bacallà dessalat']);
  });

  it('names each line of an ingredient block without an amount, known to the table or not', () => {
    const names = (lines: string[]) => findIngredients(lines).map((i) => i.name);
    expect(
      names([
        '1 kg de caragols',
        "100 ml d'oli",
        'pebre negre al gust',
        'allioli, lo que vulgueu',
        'una branca de romer',
      ]),
    ).toEqual(['caragols', 'oli', 'pebre negre', 'allioli', 'romer']);
    expect(names(['40 g porridge oats', '250 ml milk', 'a handful of berries', 'sal i pebre'])).toEqual([
      'porridge oats',
      'milk',
      'berries',
      'sal',
      'pebre',
    ]);
    // A food sold cut keeps its cut; a heading, and a title above the block, name no food.
    expect(
      names(['Croquetas', '1 l de leche', '2 huevos', 'pan rallado', 'perejil picado', 'Elaboración']),
    ).toEqual(['leche', 'huevos', 'pan rallado', 'perejil']);
    // Lines of a sentence ("Serve with a few berries.") are no block.
    expect(names(['Mix the oats.', 'Serve with berries.'])).not.toContain('berries');
  });

  it('reads a sheet line led from the food to its amount by dots or a dash, with a note after', () => {
    expect(leaderLinesAmountFirst('farina fluixa ..... 100 % — 250 g\nProcés:')).toBe(
      '250 g farina fluixa\nProcés:',
    );
    expect(amountFirst('Onions – 2, finely chopped')).toBe('2 Onions, finely chopped');
    expect(amountFirst('Haldi – ½ tsp')).toBe('½ tsp Haldi');
    expect(amountFirst('carne picada de ternera ... 180 g (2 bolas)')).toBe(
      '180 g carne picada de ternera (2 bolas)',
    );
    expect(amountFirst('cheddar ... 2 lonchas')).toBe('2 lonchas cheddar');
    // A time or a step is no such line.
    expect(amountFirst('Forn ... 20 min')).toBe('Forn ... 20 min');
    expect(findIngredients(['1 cup rice', '2 tbsp oil', 'Salt – as per taste']).map((i) => i.name)).toContain(
      'salt',
    );
  });

  it('reads English fractions in words: half a cup, a quarter cup, one and a quarter cups', () => {
    expect(rows('half a cup of all-purpose flour')).toEqual(['1/2 tassa all-purpose flour']);
    expect(rows('a quarter cup of sugar')).toEqual(['1/4 tassa sugar']);
    expect(rows('one and a half cups of yellow cornmeal')).toEqual(['1 1/2 tassa yellow cornmeal']);
    expect(rows('one and a quarter cups of buttermilk')).toEqual(['1 1/4 tassa buttermilk']);
  });

  it('reads columns, percentages between leaders and a count in "u" or "pcs"', () => {
    expect(leaderLinesAmountFirst('Dark brown sugar ... 70% ... 196 g')).toBe('196 g Dark brown sugar');
    expect(leaderLinesAmountFirst('Bicarbonate of soda  1.1% .. 3 g')).toBe('3 g Bicarbonate of soda');
    expect(amountFirst('botifarra 20 u')).toBe('20 botifarra');
    expect(amountFirst('Eggs - 4 pcs')).toBe('4 Eggs');
  });

  it('opens the next item at a number word in a list run on without commas', () => {
    expect(rows('1/2 kg lentejas pardinas dos zanahorias una cebolla')).toEqual([
      '1/2 kg lentejas pardinas',
      '2 unitats zanahorias',
      '1 unitats cebolla',
    ]);
    expect(rows('1 kg lamb mince two onions three carrots')).toEqual([
      '1 kg lamb mince',
      '2 unitats onions',
      '3 unitats carrots',
    ]);
    // English's "an" is an article.
    expect(rows('2 tbsp oil an hour before')).toEqual(['2 cullerada oil']);
  });

  it('reads a verb opening its clause as the verb, not the food it spells', () => {
    expect(findIngredients(['Wrap tightly in foil.']).map((i) => i.name)).toEqual([]);
    expect(findIngredients(['Cream the butter and sugar until light.']).map((i) => i.name)).toEqual([
      'butter',
      'sugar',
    ]);
    expect(findIngredients(['cream, to serve']).map((i) => i.name)).toEqual(['cream']);
  });

  it("reads a package's stated size as the amount", () => {
    expect(rows('1 tin (400ml) coconut milk')).toEqual(['400 ml coconut milk']);
    expect(rows('1 lata (400 g) de tomate triturado')).toEqual(['400 g tomate triturado']);
  });

  it('ends a name before how much goes on each piece, where it goes and how finely it is cut (issue 34, set 14)', () => {
    expect(rows('3 champiñones gordos por pincho')).toEqual(['3 unitats champiñones']);
    expect(findIngredients(['media cebolla muy picadita']).map((i) => i.name)).toEqual(['cebolla']);
    expect(rows('350 ml de agua muy fría')).toEqual(['350 ml agua muy fría']);
    expect(findIngredients(['1 big bunch sukuma wiki', 'un bastó de canyella']).map((i) => i.name)).toEqual([
      'sukuma wiki',
      'canyella',
    ]);
    expect(findIngredients(['Se sirve con aguacate."']).map((i) => i.name)).toEqual(['aguacate']);
    expect(
      findIngredients(['1 kg de patates', '2 cullerades de farina', 'allioli casolà']).map((i) => i.name),
    ).toEqual(['patates', 'farina', 'allioli']);
  });

  it('converts pints and quarts to millilitres, as the nutrition table sizes them', () => {
    expect(rows('1 pint of Guinness')).toEqual(['473 ml guinness']);
    expect(rows('1 quart milk')).toEqual(['946 ml milk']);
  });

  it('reads a Catalan or Spanish quarter of a kilo or a litre, never a US quart (issue 34, set 14)', () => {
    expect(rows('un quart de quilo de costella de porc')).toEqual(['1/4 kg costella de porc']);
    expect(rows('tres quarts de litre de llet')).toEqual(['3/4 l llet']);
    expect(rows('un cuarto de kilo de carne picada')).toEqual(['1/4 kg carne picada']);
  });

  it('reads an amount written after its food, after a comma, a dash or a space', () => {
    expect(amountFirst('harina de fuerza - 500 g')).toBe('500 g harina de fuerza');
    expect(amountFirst('all-purpose flour - 1 1/2 cups')).toBe('1 1/2 cups all-purpose flour');
    expect(amountFirst('almendra cruda pelada 200 g')).toBe('200 g almendra cruda pelada');
    expect(amountFirst('ceba, 1.')).toBe('1 ceba');
    // A label with its food, then the food's weight: a plan's line.
    expect(rows('Cigrons: 500 g en remull des de dissabte')).toEqual(['500 g cigrons']);
    expect(rows('Arròs integral: 400 g, 40 minuts.')).toEqual(['400 g arròs integral']);
    expect(rows('Salsa: 1 kg de tomàquet triturat')).toEqual(['1 kg tomàquet triturat']);
    // An alternative is no part of the name.
    expect(rows('100 g ditalini or other small pasta')).toEqual(['100 g ditalini']);
    // A sentence that does something is no list line.
    expect(amountFirst('Cou-ho 20 min')).toBe('Cou-ho 20 min');
  });

  it('names the food, not what it comes in; a clove or a slice is counted as the food, a fish cut stays', () => {
    expect(rows('1 sobre de llevat químic')).toEqual(['1 unitats llevat químic']);
    expect(rows('un palo de canela')).toEqual(['1 unitats canela']);
    expect(rows('1 cabeza de ajos')).toEqual(['1 unitats ajos']);
    expect(rows('3 dientes de ajo')).toEqual(['3 unitats ajo']);
    expect(rows("2 grans d'all")).toEqual(['2 unitats all']);
    expect(rows('2 garlic cloves')).toEqual(['2 unitats garlic']);
    expect(rows('2 celery sticks, diced')).toEqual(['2 unitats celery']);
    expect(rows('4 daus de mantega')).toEqual(['4 unitats mantega']);
    expect(rows('2 handfuls of spinach')).toEqual(['2 unitats spinach']);
    expect(rows('Roast 2 trays of broccoli')).toEqual(['2 unitats broccoli']);
    expect(rows('1 big spoon of nutella')).toEqual(['1 cullerada nutella']);
    // A weight in ounces is as explicit as one in grams, for a food the table lacks.
    expect(rows('Top layer: 4 oz semi-sweet chocolate')).toEqual(['113.4 g semi-sweet chocolate']);
    expect(rows('400 g tin chopped tomatoes')).toEqual(['400 g chopped tomatoes']);
    expect(rows('a 370 ml can of evaporated milk')).toEqual(['370 ml evaporated milk']);
    expect(findIngredients(['Fry 4 slices of salt pork']).map((i) => i.name)).toEqual(['salt pork']);
    expect(rows('4 rodajas de merluza')).toEqual(['4 unitats rodajas de merluza']);
    expect(rows('4 bay leaves')).toEqual(['4 unitats bay leaves']);
    expect(rows('1 lata atun')).toEqual(['1 unitats atun']);
    expect(findIngredients(['mash them with a knob of butter']).map((i) => i.name)).toEqual(['butter']);
  });

  it('leaves the size of a counted piece and the trimming out of the name, never an egg’s grade', () => {
    expect(rows('1 patata mitjana')).toEqual(['1 unitats patata']);
    expect(rows('4 patates grosses')).toEqual(['4 unitats patates']);
    expect(rows('1 cebolla grande')).toEqual(['1 unitats cebolla']);
    expect(rows('1 small apple')).toEqual(['1 unitats apple']);
    expect(rows('2 tbsp medium curry powder')).toEqual(['2 cullerada curry powder']);
    expect(rows('150 g de lluç sense espines')).toEqual(['150 g lluç']);
    expect(rows('4 large eggs')).toEqual(['4 unitats large eggs']);
    // On a weighed food the word is no size: coarse salt.
    expect(rows('1 kg de sal grossa')).toEqual(['1 kg sal grossa']);
  });

  it('leaves the cut out of a food counted in pieces, never out of a weighed or cooked one', () => {
    expect(rows('Després hi poses dos tomates ratllades')).toEqual(['2 unitats tomates']);
    expect(rows('1 pollo troceado')).toEqual(['1 unitats pollo']);
    expect(rows('100 g de formatge ratllat')).toEqual(['100 g formatge ratllat']);
    expect(rows('2 huevos cocidos')).toEqual(['2 unitats huevos cocidos']);
    // A participle of readying (not cooking) is the cook's work too, unless the table names the food so.
    expect(rows('3 mazorcas partidas en trozos')).toEqual(['3 unitats mazorcas']);
    expect(rows('8 choclos desgranados')).toEqual(['8 unitats choclos']);
    expect(rows('1 pimiento choricero remojado')).toEqual(['1 unitats pimiento choricero']);
    expect(rows('4 talls de bacallà dessalat')).toEqual(['4 unitats talls de bacallà dessalat']);
    // Whole is the state it comes in, not its name.
    expect(rows("6 grans d'all sencers")).toEqual(['6 unitats all']);
  });

  it('lists two measured kinds of one food as two rows, never a measure of another food', () => {
    expect(rows('1 kg de papa criolla, 500 g de papa sabanera, 500 g de papa pastusa')).toEqual([
      '1 kg papa criolla',
      '500 g papa sabanera',
      '500 g papa pastusa',
    ]);
    expect(rows('500 g de farina, i afegeix 100 g de farina')).toEqual(['500 g farina']);
    expect(
      findIngredients(['1 yogur natural', '2 medidas de yogur de azúcar', 'azúcar']).map((i) => i.name),
    ).toEqual(['yogur natural', 'azúcar']);
  });

  it('reads a list in parentheses as a list', () => {
    expect(
      findIngredients(['2 bandejas de verduras (brócoli, coliflor, cebolla morada), 30 minutos']).map(
        (i) => i.name,
      ),
    ).toEqual(['verduras', 'brócoli', 'coliflor', 'cebolla morada']);
  });

  it('writes a listed name lowercase as the form does, unless its capitals are meant', () => {
    expect(rows('250 g Mongetes seques')).toEqual(['250 g mongetes seques']);
    expect(rows('Arroz bomba, 300 g')).toEqual(['300 g arroz bomba']);
    expect(rows('2 tbsp Worcestershire sauce')).toEqual(['2 cullerada worcestershire sauce']);
    // An acronym or a name with a capital inside is written so on purpose.
    expect(withoutSentenceCapital('AOVE')).toBe('AOVE');
    expect(withoutSentenceCapital('Parmigiano Reggiano')).toBe('parmigiano reggiano');
    expect(withoutSentenceCapital('pimentón de la Vera')).toBe('pimentón de la vera');
    expect(withoutSentenceCapital('harina PAN')).toBe('harina PAN');
    expect(withoutSentenceCapital('McIntosh apples')).toBe('McIntosh apples');
    expect(withoutSentenceCapital('Xocolata negra')).toBe('xocolata negra');
  });

  it('names a counted or unmeasured food without its state or origin; a weighed row keeps them', () => {
    expect(rows('2 aguacates maduros')).toEqual(['2 unitats aguacates']);
    expect(rows('4 ous de galliner')).toEqual(['4 unitats ous']);
    expect(rows('1 pollastre de pagès')).toEqual(['1 unitats pollastre']);
    // The words left out are still the tomatoes': "pera" is no pear of its own.
    expect(rows('6 tomàtigues de pera')).toEqual(['6 unitats tomàtigues']);
    expect(findIngredients(['1 kg de patates', 'fresh coriander', '2 pebrots']).map((i) => i.name)).toContain(
      'coriander',
    );
    // The shopping line as written: weighed or measured.
    expect(rows('1 kg higos maduros')).toEqual(['1 kg higos maduros']);
    expect(rows('300 g frozen peas')).toEqual(['300 g frozen peas']);
    // The table names another food with the word: it stays.
    expect(rows('4 llesques de pa de pagès')).toEqual(['4 unitats llesques de pa de pagès']);
  });

  it('reads pounds and ounces in Spanish and the measure words before a food', () => {
    expect(rows('2 libras de falda de res')).toEqual(['907.2 g falda de res']);
    expect(rows('1 copita de anís')).toEqual(['1 unitats anís']);
    expect(rows('Agafes un bon grapat de carreroles')).toEqual([]);
    expect(rows('3 ribs of celery')).toEqual(['3 unitats celery']);
    expect(findIngredients(['agua fría y un poquitín de azafrán']).map((i) => i.name)).toEqual([
      'agua fría',
      'azafrán',
    ]);
  });

  it('leaves a cut before an unmeasured food and "whole" before a counted one out of the name', () => {
    expect(
      findIngredients(['1 kg de patates', 'a wee handful of chopped parsley', '2 pebrots']).map(
        (i) => i.name,
      ),
    ).toContain('parsley');
    expect(rows('1 whole chicken')).toEqual(['1 unitats chicken']);
    expect(rows('300 ml whole milk')).toEqual(['300 ml whole milk']);
    expect(rows('2 guindillas secas')).toEqual(['2 unitats guindillas']);
    expect(rows('4 avellanes torrades')).toEqual(['4 unitats avellanes']);
    expect(rows("50 g d'ametlles torrades")).toEqual(['50 g ametlles torrades']);
    // The table names a tin's chopped tomatoes so.
    expect(rows('2 tins chopped tomatoes')).toEqual(['2 unitats chopped tomatoes']);
  });

  it('ends a name before "cut" and before a quantifier with its participle', () => {
    expect(rows('1 pound of andouille cut in coins')).toEqual(['453.6 g andouille']);
    expect(rows('3 ribs of celery all chopped')).toEqual(['3 unitats celery']);
  });

  it("keeps a flour's grade of zeros in its name", () => {
    expect(rows('500 g de harina 0000')).toEqual(['500 g harina 0000']);
    expect(rows('200 g de farina 2 ous')).toEqual(['200 g farina', '2 unitats ous']);
  });

  it('knows bay leaves, chillies and dripping by their English names', () => {
    expect(rows('flour, 2 bay leaves')).toEqual(['2 unitats bay leaves', 'flour']);
    expect(rows('Chilli: 6 red chillies, 4 garlic cloves')).toEqual([
      '6 unitats red chillies',
      '4 unitats garlic',
    ]);
    expect(findIngredients(['beef dripping or vegetable oil']).map((i) => i.name)).toEqual(['beef dripping']);
  });

  it("reads a part's label before a list of amounts as a heading, a label before one weight as the food", () => {
    expect(rows('Pastry: 500 g strong white flour, 120 g lard')).toEqual([
      '500 g strong white flour',
      '120 g lard',
    ]);
    expect(rows('Cigrons: 500 g en remull')).toEqual(['500 g cigrons']);
  });

  it("reads a part's labelled list as lines of the ingredient block, each item a food", () => {
    expect(
      findIngredients([
        'BARA: 2 cups flour, 1 tsp instant yeast',
        'CHANNA: 1 onion, 1 cup water, salt',
        'TOPPINGS: shado beni chutney, cucumber, pepper sauce (slight or heavy, your business)',
      ]).map((i) => i.name),
    ).toEqual([
      'flour',
      'instant yeast',
      'onion',
      'water',
      'shado beni chutney',
      'cucumber',
      'pepper sauce',
      // Named bare in an amounts' line, read with the mentions.
      'salt',
    ]);
    expect(findIngredients(['1 cucharadita de comino y ají molido a gusto']).map((i) => i.name)).toEqual([
      'comino',
      'ají molido',
    ]);
  });

  it('names the food, not its slab, thumb or small glass, a whole egg as an egg, and no bare unit', () => {
    expect(rows("1 penca de cansalada, 1 copeta d'anís, 1 ou sencer")).toEqual([
      '1 unitats cansalada',
      '1 unitats anís',
      '1 unitats ou',
    ]);
    expect(rows('1 thumb of ginger')).toEqual(['1 unitats ginger']);
    expect(rows('1 gallina de patio de unos 2 kg, en presas')).toEqual(['1 unitats gallina']);
    expect(findIngredients(['Serviu-les amb un toc de pebre.']).map((i) => i.name)).toEqual(['pebre']);
  });

  it("reads a part's list of foods after a labelled line of amounts, each line's food apart", () => {
    expect(
      findIngredients([
        'Masa: 1 kg de harina, 100 g de manteca vegetal, 500 ml de agua tibia.',
        'Relleno: frijoles rojos fritos, mantequilla crema.',
      ]).map((i) => i.name),
    ).toEqual(['harina', 'manteca vegetal', 'agua tibia', 'frijoles rojos fritos', 'mantequilla crema']);
  });

  it("reads a block's line by its food's own words: another food sharing a word is no repeat", () => {
    expect(
      findIngredients(['500 g de maduixes', '100 ml de vi negre', 'pebre negre acabat de moldre']).map(
        (i) => i.name,
      ),
    ).toEqual(['maduixes', 'vi negre', 'pebre negre']);
    expect(
      findIngredients(['200 g de camarones', '1 cebolleta', 'aceite de oliva pa freír, abundante']).map(
        (i) => i.name,
      ),
    ).toEqual(['camarones', 'cebolleta', 'aceite de oliva']);
  });

  it('names a food said with a vague amount in a list, known to the table or not', () => {
    expect(
      findIngredients(["- Un grapat de llardons, 3 cullerades d'oli, 2 alls, 4 cullerades de farina"]).map(
        (i) => i.name,
      ),
    ).toEqual(['oli', 'alls', 'farina', 'llardons']);
  });

  it('reads a line opening with a fraction sign as an amount, never as a bare name', () => {
    expect(
      findIngredients(['1 cup red lentils', '2 cups water', '½ teaspoon turmeric']).map((i) => i.name),
    ).toEqual(['red lentils', 'water', 'turmeric']);
  });

  it('reads a food measured again for another part of the dish as another row', () => {
    expect(
      rows2([
        'Stew: 1 kg stewing beef, 1 teaspoon salt, 500 ml water.',
        'Sadza: 1.5 litres water, 4 cups white mealie-meal.',
        'Boil the beef with the salt and water for 1 hour.',
      ]),
    ).toEqual([
      '1 kg stewing beef',
      '1 culleradeta salt',
      '500 ml water',
      '1 1/2 l water',
      '4 tassa white mealie-meal',
    ]);
  });

  it('names a cooked food cut after, a piece of a food, and a food without its weight', () => {
    expect(rows('Se cubre con 200 g de chorizo y 3 huevos cocidos en rodajas.')).toEqual([
      '200 g chorizo',
      '3 unitats huevos cocidos',
    ]);
    expect(rows2(['1 trozo de jengibre', '1 pollastre d’1,8 kg a quarts'])).toEqual([
      '1 unitats jengibre',
      '1 unitats pollastre',
    ]);
  });

  it('lists a food measured under its own name after a measured variety of it', () => {
    expect(rows('You need 1/4 lb salt pork and 1 tsp salt.')).toEqual([
      '113.4 g salt pork',
      '1 culleradeta salt',
    ]);
  });

  it("names a food without its size in inches or centimetres, and a mould's size is no ingredient", () => {
    expect(rows2(['1 unbaked 9-inch pie crust', '1 cup flour'])).toEqual([
      '1 unitats pie crust',
      '1 tassa flour',
    ]);
    expect(rows('Necesitas 1 molde de 22 cm, 200 g de harina y 2 huevos.')).not.toContain('22 unitats cm');
  });

  it('keeps a piece\'s own rind or skin after "con"/"with" in its name, not another food\'s', () => {
    expect(rows2(['1 kg de panceta fresca con corteza'])).toEqual(['1 kg panceta fresca con corteza']);
    expect(rows('Puse a hervir 1,5 l de leche entera con la piel de un limón.')[0]).toBe(
      '1 1/2 l leche entera',
    );
  });

  it('keeps a fat coloured with achiote as one food, while "con" still parts two foods', () => {
    expect(rows2(['1/4 taza de aceite con achiote', '2 cucharadas de mantequilla con achiote'])).toEqual([
      '1/4 tassa aceite con achiote',
      '2 cullerada mantequilla con achiote',
    ]);
    expect(rows('200 g de arroz con 1 cucharada de sal')).toEqual(['200 g arroz', '1 cullerada sal']);
  });

  it('ends a name where the cook says how it goes in, and reads a clove as "grell"', () => {
    expect(rows('Then whisk in 500 ml of milk little by little and let it bubble.')).toEqual(['500 ml milk']);
    expect(rows2(['3 grells d’all'])).toEqual(['3 unitats all']);
  });

  it('reads a stick, a regional splash, a sized knob, a passive "were" and British millilitres (issue 34, set 15)', () => {
    const names = (lines: string[]) => findIngredients(lines).map((i) => i.name);
    expect(names(['Necesitás 1 raja de canela y una pizca de sal.'])).toContain('canela');
    expect(names(['Se pochan las cebollas con un chorruco de aceite 15 minutos.'])).toContain('aceite');
    expect(names(['Put a big knob of butter in it.'])).toContain('butter');
    expect(names(['Heat the oil and crackle the mustard seeds and curry leaves.'])).toContain('curry leaves');
    expect(names(['Tear the basil leaves over it.'])).toContain('basil');
    expect(rows('250 g of chickpea flour and 1 teaspoon of salt were combined.')).toContain(
      '1 culleradeta salt',
    );
    expect(rows2(['150 millilitres milk'])).toEqual(['150 ml milk']);
  });
});
