import type { CookText } from './check-cook-text.ts';

/**
 * Cooks' texts written for the autofill tests (issue 20, item 4), in Catalan, Spanish and English:
 * times in words and as stated, totals, "no cal cuinar", every action sentence a step, headings and
 * servings lines kept out of the steps, names without trailing fragments, "i mig", fractions,
 * ranges and number words, salt and pepper.
 */
export const TUNING_COOK_TEXTS: readonly CookText[] = [
  {
    text: "Arròs blanc. 300 g d'arròs i 600 ml d'aigua. Bull l'aigua, tira-hi l'arròs i cou-lo un quart d'hora.",
    cook: 15,
    prep: 0,
    rows: ['300 g arròs', '600 ml aigua'],
  },
  {
    text: 'Pa de pessic. 4 ous, 125 g de sucre i 125 g de farina. Bat els ous amb el sucre, afegeix la farina i enforna-ho tres quarts d’hora a 180 graus.',
    cook: 45,
    // One sentence, one step: the cook wrote the three actions together.
    steps: 1,
  },
  {
    text: 'Cigrons amb espinacs. 400 g de cigrons cuits i 200 g d’espinacs. Salteja els espinacs amb un raig d’oli mitja hora a foc molt lent i afegeix els cigrons.',
    cook: 30,
    names: ['oli'],
  },
  {
    text: 'Galtes al vi negre. 1 kg de galtes de porc, mig litre de vi negre i dues cebes. Dora les galtes, afegeix les cebes i el vi i estofa-ho hora i mitja.',
    cook: 90,
    rows: ['1 kg galtes de porc', '1/2 l vi negre', '2 unitats cebes'],
  },
  {
    text: 'Amanida de fruita (no cal cuinar). 2 pomes, 2 taronges i 1 plàtan. Pela la fruita, talla-la a daus i barreja-ho amb el suc de taronja. Deixa-la a la nevera 30 minuts.',
    cook: 0,
    prep: 30,
    steps: 2,
  },
  {
    text: 'Hummus. 400 g de cigrons cuits, 2 cullerades de tahini, una llimona, un gra d’all i oli. Tritura-ho tot durant 5 minuts. Sense cocció.',
    cook: 0,
    prep: 5,
  },
  {
    text: 'Llom al forn per a 4. 1 kg de llom de porc, 4 patates, sal i pebre. Temps de preparació: 15 minuts. Temps de cocció: 1 hora. Salpebra el llom. Talla les patates a rodanxes. Posa-ho tot a la safata i enforna-ho 30 minuts per banda.',
    servings: 4,
    prep: 15,
    cook: 60,
    steps: [
      'Salpebra el llom.',
      'Talla les patates a rodanxes.',
      'Posa-ho tot a la safata i enforna-ho 30 minuts per banda.',
    ],
    names: ['sal', 'pebre'],
  },
  {
    text: 'Fideuà per a 4 persones. Temps total: una hora. 400 g de fideus, 500 g de sípia, 1,5 l de fumet. Sofregeix la sípia 10 minuts. Afegeix els fideus i el fumet i cou-ho 20 minuts. Reposa 5 minuts abans de servir.',
    servings: 4,
    prep: 30,
    cook: 30,
    rows: ['400 g fideus', '500 g sípia', '1 1/2 l fumet'],
  },
  {
    text: 'Brownie. 200 g de xocolata, 150 g de mantega, 3 ous, 150 g de sucre i 80 g de farina. Fon la xocolata amb la mantega. Bat els ous amb el sucre. Barreja-ho amb la farina. Enforna 25 minuts. En total tardaràs tres quarts d’hora.',
    prep: 20,
    cook: 25,
    steps: 4,
  },
  {
    text: 'Per a 4:\nIngredients:\n- 500 g de mongetes verdes\n- 3 patates\n- sal\nPreparació:\n1. Talla les mongetes.\n2. Bull les patates i les mongetes 20 minuts.\n3. Escorre-ho i amaneix-ho amb oli.',
    servings: 4,
    cook: 20,
    steps: [
      'Talla les mongetes.',
      'Bull les patates i les mongetes 20 minuts.',
      'Escorre-ho i amaneix-ho amb oli.',
    ],
  },
  {
    text: 'Salmó a la planxa per a 2 persones. 2 lloms de salmó i sal. Escalfa la planxa. Posa-hi el salmó per la banda de la pell. Gira’l als 4 minuts i deixa’l 3 minuts més. Serveix-lo amb llimona.',
    servings: 2,
    steps: 4,
    cook: 7,
  },
  {
    text: "Truita francesa. 2 ous, una mica de sal i un raig d'oli. Bat els ous amb la sal. Escalfa l'oli a la paella deu minuts. Cou la truita 2 minuts.",
    rows: ['2 unitats ous'],
    names: ['sal', 'oli'],
    cook: 12,
  },
  {
    text: "Pastís de iogurt. Un iogurt, una tassa i mitja de farina, una tassa de sucre, 3 ous i mig got d'oli. Barreja-ho tot i enforna-ho 40 minuts.",
    rows: ['1 1/2 tassa farina', '1 tassa sucre', '3 unitats ous', '100 ml oli'],
  },
  {
    text: 'Arroz con leche. Un litro y medio de leche, 150 g de arroz, 120 g de azúcar y una rama de canela. Cuece el arroz en la leche con la canela a fuego lento cuarenta y cinco minutos. Añade el azúcar y remueve cinco minutos más.',
    rows: ['1 1/2 l leche', '150 g arroz', '120 g azúcar'],
    cook: 50,
  },
  {
    text: 'Pancakes. 1 ½ cups of flour, 2 eggs, 1 cup of milk and 2 tablespoons of sugar. Whisk everything together. Cook the pancakes in a hot pan for 2-3 minutes per side.',
    rows: ['1 1/2 tassa flour', '2 unitats eggs', '1 tassa milk', '2 cullerada sugar'],
    cook: 3,
    steps: 2,
  },
  {
    text: 'Amanida tèbia. 2-3 patates, ½ ceba vermella i 100 g de tonyina. Bull les patates 20 minuts. Talla la ceba i barreja-ho tot.',
    rows: ['2-3 unitats patates', '1/2 unitats ceba vermella', '100 g tonyina'],
  },
  {
    text: 'Crema de porros. Tres porros, dues patates, 750 ml de brou i 100 ml de nata. Talla els porros i les patates. Bull-ho tot amb el brou vint minuts i tritura-ho amb la nata.',
    rows: ['3 unitats porros', '2 unitats patates', '750 ml brou', '100 ml nata'],
    cook: 20,
  },
  {
    text: 'Pollo al ajillo para 4. Un pollo troceado, ocho dientes de ajo, un vaso de vino blanco, sal y pimienta. Salpimienta el pollo. Dóralo en una cazuela con aceite durante veinte minutos. Añade los ajos y el vino y deja que se evapore diez minutos.',
    servings: 4,
    cook: 30,
    names: ['sal', 'pimienta'],
    rows: ['8 unitats ajo', '200 ml vino blanco'],
  },
  {
    text: 'Costelles de xai. 8 costelles de xai. Salpebra les costelles i fes-les a la brasa 3 minuts per banda.',
    names: ['sal', 'pebre'],
    steps: 1,
  },
  {
    text: "Espinacs a la catalana. 500 g d'espinacs, 30 g de panses i 30 g de pinyons. Escalda els espinacs 2 minuts. Escalfa l'oli i daura-hi els pinyons. Afegeix les panses i els espinacs i salteja-ho un parell de minuts.",
    cook: 4,
    steps: 3,
    rows: ['500 g espinacs', '30 g panses', '30 g pinyons'],
  },
  {
    text: 'Gambes a la planxa. 500 g de gambes i sal gruixuda. Posa les gambes a la planxa ben calenta amb sal gruixuda. Cou-les 2 minuts per cada costat, girant-les cada minut.',
    cook: 2,
  },
  {
    text: "Ceviche. 400 g de lluç, 4 llimes, una ceba morada i coriandre. Talla el peix a daus. Cobreix-lo amb el suc de les llimes i deixa'l marinar 20 minuts a la nevera. Afegeix la ceba i el coriandre. No cal cuinar res.",
    cook: 0,
    prep: 20,
    steps: 3,
  },
  {
    text: "Ingredients per a 6 racions: 1 kg de musclos, 1 ceba, 1 got de vi blanc. Neteja els musclos. Sofregeix la ceba. Afegeix-hi els musclos i el vi i tapa-ho fins que s'obrin, uns 5 minuts.",
    servings: 6,
    steps: 3,
    cook: 5,
  },
  {
    text: 'Macedònia. Un meló, dues peres i un grapat de maduixes. Pela el meló i les peres. Talla-ho tot a daus. Afegeix les maduixes. Serveix-la ben freda.',
    steps: 4,
    cook: 0,
  },
  {
    text: 'Canelons. 16 plaques de caneló, 500 g de rostit picat i 50 g de formatge. Bull les plaques 12 minuts. Farceix-les amb el rostit. Posa-hi beixamel i formatge per sobre. Gratina-ho 10 minuts.',
    steps: 4,
    cook: 22,
    rows: ['16 unitats plaques de caneló', '500 g rostit picat', '50 g formatge'],
  },
  {
    text: 'Sopa de galets per a 4 persones. Temps de preparació 10 min i temps de cocció 25 min. 2 l de brou i 200 g de galets. Escalfa el brou. Afegeix els galets i bull-los fins que siguin tous.',
    servings: 4,
    prep: 10,
    cook: 25,
    steps: 2,
  },
  {
    text: "Pesto. 50 g d'alfàbrega, 30 g de pinyons, 50 g de parmesà i 100 ml d'oli. Tritura l'alfàbrega amb els pinyons. Afegeix el formatge i l'oli a poc a poc. Sense coure. Es fa en deu minuts.",
    cook: 0,
    prep: 10,
    steps: 2,
  },
  {
    text: 'Roast potatoes. 1 kg potatoes, 3 tablespoons of olive oil, salt. Prep time: 10 minutes. Peel the potatoes and cut them in quarters. Boil them for 8 minutes. Roast them in the oven for 45 minutes.',
    prep: 10,
    cook: 53,
    steps: 3,
    rows: ['1 kg potatoes', '3 cullerada olive oil'],
  },
  {
    text: "Magdalenes (12 unitats). 2 ous, 100 g de sucre, 100 ml d'oli, 150 g de farina. Bat els ous amb el sucre fins que blanquegin. Afegeix l'oli i la farina. Omple els motlles i enforna-les a 200 graus durant un quart d'hora.",
    cook: 15,
    steps: 3,
    rows: ['2 unitats ous', '100 g sucre', '100 ml oli', '150 g farina'],
  },
  {
    text: "Bacallà amb samfaina. 4 talls de bacallà dessalat, una albergínia, un carbassó, un pebrot i 2 tomàquets. Fes una samfaina amb les verdures a foc lent tres quarts d'hora. Posa-hi el bacallà i cou-ho deu minuts més.",
    cook: 55,
    rows: ['4 unitats talls de bacallà dessalat', '1 unitats albergínia', '1 unitats carbassó'],
  },
  {
    text: 'Lasanya de verdures. 12 plaques de lasanya, 2 carbassons i 500 ml de beixamel. Talla els carbassons i salteja’ls 10 minuts. Munta la lasanya i enforna-la 30 minuts. En total, una hora.',
    prep: 20,
    cook: 40,
    steps: 2,
  },
  {
    text: 'Ous remenats per a 2. 4 ous, 20 g de mantega, sal i pebre. Fon la mantega. Afegeix els ous batuts i remena-ho a foc suau 3 o 4 minuts. Salpebra-ho.',
    servings: 2,
    cook: 4,
    steps: 3,
    names: ['sal', 'pebre'],
  },
  {
    text: 'Mousse de xocolata. Per a 6 persones. 200 g de xocolata negra, 4 ous i 30 g de sucre. Fon la xocolata al bany maria. Separa els rovells de les clares. Barreja els rovells amb la xocolata. Munta les clares amb el sucre i incorpora-les. Deixa-la a la nevera 4 hores.',
    servings: 6,
    steps: 5,
    prep: 240,
  },
];
