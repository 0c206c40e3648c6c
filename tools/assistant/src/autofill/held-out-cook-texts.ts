import type { CookText } from './check-cook-text.ts';

/**
 * Held-out cooks' texts: written before the autofill fixes of issue 20 and never tuned against;
 * docs/assistant.md reports how many fields the autofill gets right on them (cook-texts.test.ts and
 * `npm run assistant:evaluate` print the figures). Expectations are what the cook wrote.
 */
export const HELD_OUT_COOK_TEXTS: readonly CookText[] = [
  {
    text:
      'Salmó al forn amb llimona per a 2. Necessitem 2 lloms de salmó, una llimona, oli i sal. ' +
      'Preescalfa el forn a 200 graus. Posa el salmó en una safata, sala-ho i rega-ho amb oli. ' +
      'Talla la llimona a rodanxes i posa-la a sobre. Enforna el salmó 12 minuts. Temps de preparació: 5 minuts.',
    servings: 2,
    prep: 5,
    cook: 12,
    steps: 4,
    stepIncludes: ['Enforna el salmó 12 minuts.'],
    rows: ['2 unitats lloms de salmó', '1 unitats llimona'],
    names: ['oli', 'sal'],
  },
  {
    text:
      'Macarrons gratinats. Per a 4 persones: 400 g de macarrons, 300 g de carn picada, una ceba, ' +
      '400 g de tomàquet triturat i 100 g de formatge ratllat. Bull els macarrons deu minuts. ' +
      'Mentrestant sofregeix la ceba i la carn un quart d’hora. Afegeix el tomàquet i deixa-ho coure vint minuts. ' +
      'Barreja la pasta amb la salsa, posa-hi el formatge i gratina-ho cinc minuts.',
    servings: 4,
    cook: 35,
    steps: 5,
    rows: [
      '400 g macarrons',
      '300 g carn picada',
      '1 unitats ceba',
      '400 g tomàquet triturat',
      '100 g formatge ratllat',
    ],
  },
  {
    text:
      'Gaspatxo (no cal cuinar). 1 kg de tomàquets madurs, un cogombre, mig pebrot verd, un gra d’all, ' +
      "50 ml d'oli d'oliva, 2 cullerades de vinagre i sal. Renta les verdures i trosseja-les. Tritura-ho tot amb l'oli, " +
      'el vinagre i la sal. Passa-ho pel colador i deixa-ho a la nevera 2 hores.',
    cook: 0,
    prep: 120,
    steps: 3,
    rows: ['1 kg tomàquets madurs', '1 unitats cogombre', "50 ml oli d'oliva", '2 cullerada vinagre'],
    names: ['sal'],
  },
  {
    text:
      'Para 6 personas. Ingredientes: 1 kg de patatas, 2 huevos, una lata de atún, 200 g de mayonesa y aceitunas. ' +
      'Cuece las patatas con piel 25 minutos. Cuece los huevos 10 minutos. Pela las patatas y los huevos y córtalos a dados. ' +
      'Mézclalo todo con el atún y la mayonesa. Decora con las aceitunas.',
    servings: 6,
    cook: 35,
    steps: 5,
    rows: ['1 kg patatas', '2 unitats huevos', '200 g mayonesa'],
  },
  {
    text:
      'Banana bread, serves 8. You will need 3 ripe bananas, 2 eggs, 250 g flour, 100 g sugar, 80 g melted butter ' +
      'and 1 teaspoon of baking soda. Preheat the oven to 180 degrees. Mash the bananas and whisk in the eggs, sugar and butter. ' +
      'Fold in the flour and the baking soda. Pour into a loaf tin and bake for an hour.',
    servings: 8,
    cook: 60,
    steps: 4,
    rows: ['3 unitats ripe bananas', '2 unitats eggs', '250 g flour', '100 g sugar'],
  },
  {
    text:
      'Crema de carbassa per a 4. Una carbassa de 800 g, una ceba, dues patates, 1 l de brou i sal i pebre. ' +
      'Talla-ho tot a daus. Sofregeix la ceba cinc minuts, afegeix la carbassa, les patates i el brou i bull-ho ' +
      'vint-i-cinc minuts. Tritura-ho i salpebra al gust. En total, tres quarts d’hora.',
    servings: 4,
    prep: 15,
    cook: 30,
    steps: 4,
    names: ['sal', 'pebre'],
  },
  {
    text:
      'Pollastre a l’ast casolà. Un pollastre sencer, 2 llimones, romaní, sal i pebre. Unta el pollastre amb sal, pebre i el suc ' +
      "de les llimones. Deixa'l marinar mitja hora. Rosteix-lo al forn hora i mitja a 190 graus, girant-lo a la meitat.",
    prep: 30,
    cook: 90,
    steps: 3,
    names: ['sal', 'pebre'],
  },
  {
    text:
      'Natillas para 4: medio litro de leche, 3 yemas, 80 g de azúcar, una cucharada de maicena y canela. ' +
      'Calienta la leche con la canela. Bate las yemas con el azúcar y la maicena. Añade la leche poco a poco y ' +
      'cuece a fuego suave unos diez minutos sin dejar de remover. Reparte en cuencos y enfría en la nevera.',
    servings: 4,
    cook: 10,
    steps: 4,
    rows: ['1/2 l leche', '3 unitats yemas', '80 g azúcar', '1 cullerada maicena'],
  },
  {
    text:
      'Quick tuna pasta for two. 200 g spaghetti, one can of tuna, 2 tomatoes, a handful of olives, olive oil, salt and pepper. ' +
      'Boil the spaghetti for 10 to 12 minutes. Chop the tomatoes. Drain the pasta and toss it with the tuna, tomatoes, olives and oil. ' +
      'Season with salt and pepper.',
    servings: 2,
    cook: 12,
    steps: 4,
    rows: ['200 g spaghetti', '2 unitats tomatoes'],
    names: ['salt', 'pepper'],
  },
  {
    text:
      "Coca de llardons. Mig quilo de massa de pa, 150 g de llardons, 100 g de sucre i una mica d'anís. " +
      'Estira la massa amb el corró. Escampa-hi els llardons i el sucre i ruixa-ho amb anís. ' +
      'Deixa-la reposar tres quarts d’hora. Enforna-la a 180 graus uns vint minuts.',
    prep: 45,
    cook: 20,
    steps: 4,
    rows: ['1/2 kg massa de pa', '150 g llardons', '100 g sucre'],
  },
];
