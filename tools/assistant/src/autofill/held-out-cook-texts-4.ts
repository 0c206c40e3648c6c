import type { CookText } from './check-cook-text.ts';

/**
 * Fourth held-out set of cook texts for issue 34.
 *
 * Written on 2026-11-30, before any tuning, by a writer who read no code, no
 * parser, no knowledge base, no tuning texts and no earlier held-out texts —
 * only the brief's conventions and the list of demo titles. Never to be tuned
 * on; measured once.
 *
 * 45 texts: 15 Catalan, 15 Spanish, 15 English. Voices: WhatsApp / text
 * messages from relatives, cookbook cards with headings (Catalan, Spanish,
 * UK), a food blog with a long story and "jump to recipe" chatter (ca, es, US),
 * chef's terse mise-en-place notes, teenagers typing on a phone (no accents,
 * abbreviations, typos), grandmothers dictating, ingredients only inline in
 * sentences, ingredients with the amount after the name, bullet lists (•, -,
 * *) and numbered lists (1., 1)), a Mallorcan cook (tomàtigues, pebres,
 * greixonera) and Valencian cooks (bajoqueta, garrofó, tomaca, creïlles,
 * pebre), Argentinian (frutillas, manteca, heladera, voseo) and Mexican
 * (jitomates, chícharos) Spanish, US (cups, °F, zucchini) and UK (ounces,
 * pints, courgettes, gas mark) English, multi-part recipes ("Per al farcit",
 * "Para la masa", "For the pastry"), time ranges, stated totals with parts.
 *
 * Conventions (the app's):
 * - a stated time is the answer, even when step durations add up to something
 *   else; a stated total is never added to its parts;
 * - otherwise cook = sum of step durations on the heat / in the oven /
 *   microwave, prep = resting, soaking, proving, marinating, fridge time;
 *   no time stated at all: prep 0 and cook 0; times in words count;
 * - where a step time is only given as a range, cook is left out;
 * - rows are "quantity unit name" with units g, kg, ml, l, unitats, cullerada,
 *   culleradeta, tassa, pessics; ranges, ounces, pints, cans, glasses, cloves,
 *   slices, sachets, handfuls and "to taste" are not asserted as rows;
 * - steps: one sentence / numbered item / telegraphic line is one step, and a
 *   clause opened by "then", "luego", "després"... is a step of its own;
 *   servings, ingredient, time and chatter lines are not steps;
 * - title: the dish's name as the cook wrote it; left out when the text has no
 *   title line.
 */
export const HELD_OUT_COOK_TEXTS_4: readonly CookText[] = [
  // ───────────────────────── Catalan ─────────────────────────

  // voice: WhatsApp from an aunt, inline ingredients, no title line; soup
  {
    text:
      'Hola maca!! Et passo la crema de carbassa que et vaig dir\n' +
      'És per a 4\n' +
      "1 kg de carbassa, 2 patates, 1 ceba, 1 l de brou de verdures, un raig d'oli i sal\n" +
      "Sofregeixes la ceba tallada ben fina amb l'oli uns 10 minuts.\n" +
      'Hi afegeixes la carbassa i les patates a daus, hi tires el brou i ho deixes bullir 25 minuts.\n' +
      'Ho tritures, ho sales i a taula.\n' +
      'Petons i ja em diràs q tal!!',
    servings: 4,
    prep: 0,
    cook: 35,
    steps: 3,
    rows: ['1 kg carbassa', '2 unitats patates', '1 l brou de verdures'],
    names: ['ceba', 'oli', 'sal'],
  },
  // voice: cookbook card with headings and stated times; bread / coca
  {
    text:
      'Coca de recapte\n' +
      'Racions: 6\n' +
      'Temps de preparació: 30 minuts\n' +
      'Temps de cocció: 40 minuts\n' +
      'Ingredients\n' +
      '400 g de massa de pa\n' +
      '2 pebrots vermells\n' +
      '2 albergínies\n' +
      '1 ceba\n' +
      '8 anxoves\n' +
      "4 cullerades d'oli d'oliva\n" +
      'Elaboració\n' +
      'Escaliveu els pebrots, les albergínies i la ceba al forn a 200 °C.\n' +
      'Peleu-los i talleu-los a tires.\n' +
      'Esteneu la massa en una safata i cobriu-la amb les verdures i les anxoves.\n' +
      "Amaniu-ho amb l'oli i enforneu-ho fins que la massa sigui cruixent.",
    title: 'Coca de recapte',
    servings: 6,
    prep: 30,
    cook: 40,
    steps: 4,
    rows: [
      '400 g massa de pa',
      '2 unitats pebrots vermells',
      '2 unitats albergínies',
      '8 unitats anxoves',
      "4 cullerada oli d'oliva",
    ],
    names: ['ceba'],
  },
  // voice: grandmother dictating ("primer de tot poses..."), times in words; meat main
  {
    text:
      'Mandonguilles amb sípia\n' +
      'Primer de tot poses en un bol mig quilo de carn picada, un ou, un all picat, julivert i una mica de pa mullat amb llet.\n' +
      'Ho barreges bé amb les mans i fas les mandonguilles, que no siguin gaire grosses.\n' +
      'Les passes per farina i les fregeixes fins que siguin rosses.\n' +
      "A la mateixa cassola fas un sofregit amb una ceba i dos tomàquets ratllats, que s'hi estigui un quart d'hora.\n" +
      "Hi poses la sípia a trossos i les mandonguilles, ho cobreixes amb aigua i ho deixes coure tres quarts d'hora a foc lent.\n" +
      "Al final hi fas una picada d'ametlles i all i ho deixes cinc minuts més.\n" +
      'Per a quatre persones, eh, que en sobraran.',
    title: 'Mandonguilles amb sípia',
    servings: 4,
    prep: 0,
    cook: 65,
    steps: 6,
    rows: ['1/2 kg carn picada', '2 unitats tomàquets'],
    names: ['ou', 'all', 'julivert', 'farina', 'ceba', 'sípia', 'ametlles'],
  },
  // voice: teenager on a phone, no accents, "q", "xq", "tb"; cookies
  {
    text:
      'galetes de xoco\n' +
      'en surten 20\n' +
      '100g mantega, 100g sucre, 1 ou, 200g farina, 100g xocolata negra a trossets\n' +
      'barreja la mantega tova amb el sucre fins q quedi cremos\n' +
      'tira l ou i la farina i barreja tb\n' +
      'posa la xoco i fes boletes\n' +
      'al forn a 180 uns 12 min xq sino es cremen\n' +
      'deixales refredar q si no es trenquen jaja',
    title: 'galetes de xoco',
    servings: 20,
    prep: 0,
    cook: 12,
    steps: 5,
    rows: ['100 g mantega', '100 g sucre', '200 g farina'],
    names: ['ou', 'xocolata negra'],
  },
  // voice: Mallorcan cook (tomàtigues, pebres, greixonera), "-" bullets; vegetable main
  {
    text:
      'Tumbet mallorquí\n' +
      'Per a 6 persones\n' +
      '- 1 kg de patates\n' +
      '- 3 albergínies\n' +
      '- 3 pebres vermells\n' +
      '- 1 kg de tomàtigues madures\n' +
      "- 2 grells d'all\n" +
      "- oli d'oliva i sal\n" +
      'Fregeix les patates a rodanxes i posa-les a la greixonera.\n' +
      'Fregeix les albergínies i posa-les damunt.\n' +
      'Fregeix els pebres a tires i fes-ne una altra capa.\n' +
      'Amb les tomàtigues i els alls fes una salsa i deixa-la coure mitja hora.\n' +
      'Tira la salsa per damunt i posa-ho deu minuts al forn.',
    title: 'Tumbet mallorquí',
    servings: 6,
    prep: 0,
    cook: 40,
    steps: 5,
    rows: ['1 kg patates', '3 unitats albergínies', '3 unitats pebres vermells', '1 kg tomàtigues madures'],
    names: ["oli d'oliva", 'sal'],
  },
  // voice: Valencian family recipe (bajoqueta, garrofó, tomaca, estiga/bulla), stated cook time, decimal comma; rice
  {
    text:
      'Paella valenciana de la iaia\n' +
      'Per a 4. Temps de cocció: 1 hora\n' +
      "Ingredients: mig pollastre, mig conill, 200 g de bajoqueta, 100 g de garrofó, 1 tomaca ratllada, 400 g d'arròs, 1,5 l d'aigua, safrà, pebre roig, oli i sal.\n" +
      'Sofregiu la carn a trossos amb oli i sal fins que estiga ben daurada.\n' +
      'Afegiu la bajoqueta i el garrofó i sofregiu-ho tot.\n' +
      "Feu un forat al mig, poseu-hi la tomaca i el pebre roig i de seguida l'aigua.\n" +
      "Quan bulla, tireu-hi el safrà i l'arròs repartit per tota la paella.\n" +
      "Deixeu-ho coure sense remenar fins que l'arròs estiga a punt i reposeu-la cinc minuts abans de menjar.",
    title: 'Paella valenciana de la iaia',
    servings: 4,
    prep: 5,
    cook: 60,
    steps: 5,
    rows: ['200 g bajoqueta', '100 g garrofó', '400 g arròs', '1 1/2 l aigua'],
    names: ['pollastre', 'conill', 'tomaca', 'safrà', 'pebre roig', 'oli', 'sal'],
  },
  // voice: ingredient list with the amount after the name ("sucre, 150 g"); cake
  {
    text:
      'Pa de pessic\n' +
      'Ingredients:\n' +
      'ous, 4\n' +
      'sucre, 150 g\n' +
      'farina, 150 g\n' +
      "ratlladura d'una llimona\n" +
      'mantega per untar el motlle\n' +
      'Passos:\n' +
      'Bat els ous amb el sucre fins que dobli el volum.\n' +
      'Afegeix-hi la farina tamisada i la ratlladura, amb moviments suaus.\n' +
      'Posa-ho en un motlle untat amb mantega.\n' +
      'Cou-ho al forn a 180 °C durant 35 minuts, sense obrir la porta.\n' +
      "Deixa'l refredar abans de desemmotllar.",
    title: 'Pa de pessic',
    prep: 0,
    cook: 35,
    steps: 5,
    rows: ['4 unitats ous', '150 g sucre', '150 g farina'],
    names: ['mantega'],
  },
  // voice: ingredients only inline inside the sentences, "un parell de minuts"; vegetable side / starter
  {
    text:
      'Espinacs a la catalana\n' +
      "Renta bé 500 g d'espinacs i bull-los 3 minuts en aigua amb sal.\n" +
      "Escorre'ls i premsa'ls perquè deixin anar tota l'aigua.\n" +
      "En una paella amb 2 cullerades d'oli, daura 30 g de pinyons i un grapat de panses durant un parell de minuts.\n" +
      'Hi afegeixes els espinacs i ho saltes tot 5 minuts més.\n' +
      'Dona per a 2 racions.',
    title: 'Espinacs a la catalana',
    servings: 2,
    prep: 0,
    cook: 10,
    steps: 4,
    rows: ['500 g espinacs', '2 cullerada oli', '30 g pinyons'],
    names: ['panses', 'sal'],
  },
  // voice: chef's terse mise-en-place notes, minutes as 10'; fish main
  {
    text:
      'Bacallà amb samfaina\n' +
      '4 rac.\n' +
      'MEP: 4 talls bacallà dessalat, 1 albergínia, 1 carbassó, 1 pebrot vermell, 1 ceba, 400 g tomàquet, oli, farina\n' +
      "Samfaina: ceba 10', pebrot 10', albergínia i carbassó 15', tomàquet 20', tot a foc lent\n" +
      "Bacallà: enfarinar i fregir pell avall 3', girar 2'\n" +
      'Emplatar: base de samfaina, bacallà al damunt',
    title: 'Bacallà amb samfaina',
    servings: 4,
    prep: 0,
    cook: 60,
    steps: 3,
    rows: ['400 g tomàquet'],
    names: ['bacallà', 'albergínia', 'carbassó', 'pebrot vermell', 'ceba', 'oli', 'farina'],
  },
  // voice: food blog, long family story and "baixeu a la recepta" chatter, numbered steps; pasta
  {
    text:
      'Fideus a la cassola de costella\n' +
      "Cada diumenge d'hivern, a casa dels meus avis a Reus, l'olor de sofregit omplia l'escala sencera. El meu avi deia que els fideus s'han de fer sense presses, i jo m'asseia a la cuina a mirar-lo mentre m'explicava històries del mercat.\n" +
      'Si no voleu llegir tota la història, baixeu directament a la recepta! I no oblideu deixar un comentari ❤️\n' +
      'Per a 4 persones\n' +
      'Ingredients: 400 g de costella de porc, 300 g de fideus gruixuts, 1 ceba, 2 tomàquets, 1 l de brou, pebre vermell dolç, oli i sal.\n' +
      '1. Daureu la costella a trossos a la cassola amb oli.\n' +
      '2. Afegiu la ceba picada i deixeu-la coure 15 minuts.\n' +
      '3. Hi poseu el tomàquet ratllat i el pebre vermell i ho sofregiu 10 minuts més.\n' +
      '4. Aboqueu-hi el brou calent i, quan bulli, els fideus.\n' +
      '5. Deixeu-ho coure 12 minuts i reposeu-ho 5 minuts abans de servir.',
    title: 'Fideus a la cassola de costella',
    servings: 4,
    prep: 5,
    cook: 37,
    steps: 5,
    rows: ['400 g costella de porc', '300 g fideus gruixuts', '2 unitats tomàquets', '1 l brou'],
    names: ['ceba', 'pebre vermell dolç', 'oli', 'sal'],
  },
  // voice: numbered list with "1)", soaking time in words; sauce
  {
    text:
      'Salsa romesco\n' +
      "Ingredients: 2 tomàquets, 1 cap d'all, 2 nyores, 50 g d'ametlles torrades, 25 g d'avellanes torrades, 1 llesca de pa fregit, 100 ml d'oli d'oliva, 1 cullerada de vinagre i sal\n" +
      '1) Posa les nyores en remull amb aigua calenta durant mitja hora.\n' +
      "2) Enforna els tomàquets i el cap d'all a 180 °C durant 30 minuts.\n" +
      "3) Pela'ls i posa'ls al morter amb la carn de les nyores.\n" +
      '4) Afegeix-hi les ametlles, les avellanes i el pa, i pica-ho tot.\n' +
      "5) Incorpora l'oli a poc a poc, el vinagre i la sal, i remena fins que lligui.",
    title: 'Salsa romesco',
    prep: 30,
    cook: 30,
    steps: 5,
    rows: [
      '2 unitats tomàquets',
      '2 unitats nyores',
      '50 g ametlles torrades',
      '25 g avellanes torrades',
      "100 ml oli d'oliva",
      '1 cullerada vinagre',
    ],
    names: ['sal'],
  },
  // voice: multi-part recipe ("Per al farcit / Per a la beixamel / Per gratinar"); baked pasta
  {
    text:
      'Canelons de carn\n' +
      'Per a 6 persones\n' +
      'Per al farcit: 300 g de carn de porc, 300 g de pit de pollastre, 1 ceba, 1 porro, 1 got de vi ranci, 24 plaques de caneló\n' +
      'Per a la beixamel: 1 l de llet, 80 g de mantega, 80 g de farina, nou moscada i sal\n' +
      'Per gratinar: 100 g de formatge ratllat\n' +
      'Cou la ceba i el porro a foc lent durant 20 minuts.\n' +
      'Afegeix-hi la carn a trossos i deixa-ho coure 40 minuts més, mullant-ho amb el vi.\n' +
      'Tritura-ho tot i deixa refredar el farcit.\n' +
      'Bull les plaques 10 minuts, farceix-les i enrotlla-les.\n' +
      'Per a la beixamel, fon la mantega, hi afegeixes la farina i la llet a poc a poc i remenes 10 minuts.\n' +
      'Cobreix els canelons amb la beixamel i el formatge i gratina-ho 15 minuts.',
    title: 'Canelons de carn',
    servings: 6,
    prep: 0,
    cook: 95,
    steps: 6,
    rows: [
      '300 g carn de porc',
      '300 g pit de pollastre',
      '24 unitats plaques de caneló',
      '1 l llet',
      '80 g mantega',
      '80 g farina',
      '100 g formatge ratllat',
    ],
    names: ['ceba', 'porro', 'vi ranci', 'nou moscada', 'sal'],
  },
  // voice: everyday cook giving times as ranges ("de 10 a 15 minuts", "entre 5 i 7"); seafood starter
  {
    text:
      'Musclos a la marinera\n' +
      'Per a 2\n' +
      '1 kg de musclos, 1 ceba, 2 tomàquets madurs, 1 got de vi blanc, julivert, oli\n' +
      'Neteja bé els musclos i treu-los la barba.\n' +
      'Fes un sofregit amb la ceba i el tomàquet, de 10 a 15 minuts.\n' +
      "Hi tires els musclos i el vi, tapa la cassola i deixa-ho entre 5 i 7 minuts, fins que s'obrin.\n" +
      'Escampa-hi julivert picat i serveix de seguida.',
    title: 'Musclos a la marinera',
    servings: 2,
    prep: 0,
    steps: 4,
    rows: ['1 kg musclos', '2 unitats tomàquets madurs'],
    names: ['ceba', 'vi blanc', 'julivert', 'oli'],
  },
  // voice: Valencian cook (creïlles, pebre), stated total with its parts; roast meat main
  {
    text:
      'Pollastre al forn amb creïlles\n' +
      'Per a 4 persones\n' +
      'Temps total: 1 h 20 min (preparació: 20 min; forn: 1 h)\n' +
      'Ingredients\n' +
      '1 pollastre a quarts\n' +
      '1 kg de creïlles\n' +
      '2 cebes\n' +
      "1 cap d'all\n" +
      '1 got de vi blanc\n' +
      'romer, pebre i sal\n' +
      'Pela les creïlles i talla-les a rodanxes, i les cebes a juliana.\n' +
      "Posa-les a la safata amb els alls, el romer i un bon raig d'oli.\n" +
      "Salpebra el pollastre i posa'l damunt.\n" +
      'Rega-ho amb el vi i enforna-ho a 190 °C una hora, girant-lo a mitja cocció.',
    title: 'Pollastre al forn amb creïlles',
    servings: 4,
    prep: 20,
    cook: 60,
    steps: 4,
    rows: ['1 kg creïlles', '2 unitats cebes'],
    names: ['pollastre', 'vi blanc', 'romer', 'pebre', 'sal'],
  },
  // voice: "•" bullets, resting time and "tres quarts d'hora"; preserve
  {
    text:
      'Melmelada de préssec\n' +
      '• 1 kg de préssecs\n' +
      '• 500 g de sucre\n' +
      "• el suc d'una llimona\n" +
      "Pela els préssecs, talla'ls a trossos i barreja'ls amb el sucre i el suc de llimona.\n" +
      'Deixa-ho reposar 2 hores perquè deixin anar el suc.\n' +
      "Posa-ho a foc mitjà i deixa-ho coure tres quarts d'hora, remenant de tant en tant.\n" +
      "Omple els pots nets encara calents, tapa'ls i posa'ls de cap per avall fins que es refredin.",
    title: 'Melmelada de préssec',
    prep: 120,
    cook: 45,
    steps: 4,
    rows: ['1 kg préssecs', '500 g sucre'],
  },

  // ───────────────────────── Spanish ─────────────────────────

  // voice: WhatsApp from a mother, inline ingredients, no title line; legume stew
  {
    text:
      'Hija te mando lo de las lentejas 😘 salen 4 platos\n' +
      '400 g de lentejas, 1 chorizo, 1 zanahoria, 1 cebolla, 1 pimiento verde, 2 dientes de ajo, pimentón y aceite\n' +
      'Las pones en remojo 2 horas.\n' +
      'Haces un sofrito con la cebolla, el pimiento, la zanahoria y el ajo, unos 10 minutos.\n' +
      'Echas el pimentón, las lentejas escurridas y el chorizo en rodajas y cubres con agua.\n' +
      'Lo dejas cocer a fuego lento media hora y listo.\n' +
      'Ya me contarás!! besos',
    servings: 4,
    prep: 120,
    cook: 40,
    steps: 4,
    rows: ['400 g lentejas'],
    names: ['chorizo', 'zanahoria', 'cebolla', 'pimiento verde', 'pimentón', 'aceite'],
  },
  // voice: Argentinian (frutillas, manteca, heladera, voseo), two parts, no heat; cake / dessert
  {
    text:
      'Torta de frutillas\n' +
      'Rinde 8 porciones\n' +
      'Para la base: 200 g de galletitas dulces molidas, 100 g de manteca derretida\n' +
      'Para el relleno: 500 g de frutillas, 400 ml de crema de leche, 1 lata de leche condensada, jugo de 1 limón\n' +
      'Mezclá las galletitas con la manteca y forrá el fondo de un molde desmontable.\n' +
      'Llevala a la heladera 30 minutos.\n' +
      'Batí la crema a medio punto y sumale la leche condensada y el jugo de limón.\n' +
      'Volcá el relleno sobre la base y llevá a la heladera 4 horas.\n' +
      'Decorá con las frutillas cortadas a la mitad antes de servir.',
    title: 'Torta de frutillas',
    servings: 8,
    prep: 270,
    cook: 0,
    steps: 5,
    rows: [
      '200 g galletitas dulces molidas',
      '100 g manteca derretida',
      '500 g frutillas',
      '400 ml crema de leche',
    ],
    names: ['leche condensada', 'limón'],
  },
  // voice: Mexican (jitomates, chícharos, licúa), cups, "un par de minutos"; rice
  {
    text:
      'Arroz rojo a la mexicana\n' +
      'Para 6 personas\n' +
      '2 tazas de arroz\n' +
      '3 jitomates\n' +
      '1/4 de cebolla\n' +
      '1 diente de ajo\n' +
      '4 tazas de caldo de pollo\n' +
      '1/2 taza de chícharos\n' +
      '1 zanahoria en cubitos\n' +
      '3 cucharadas de aceite\n' +
      'Licúa los jitomates con la cebolla y el ajo y cuela la salsa.\n' +
      'Fríe el arroz en el aceite hasta que esté doradito, unos 5 minutos.\n' +
      'Agrega la salsa y deja que se seque un par de minutos.\n' +
      'Añade el caldo, los chícharos y la zanahoria, tapa y cuece a fuego bajo 20 minutos.\n' +
      'Apaga y deja reposar tapado 10 minutos.',
    title: 'Arroz rojo a la mexicana',
    servings: 6,
    prep: 10,
    cook: 27,
    steps: 5,
    rows: [
      '2 tassa arroz',
      '3 unitats jitomates',
      '4 tassa caldo de pollo',
      '1/2 tassa chícharos',
      '3 cullerada aceite',
    ],
    names: ['cebolla', 'zanahoria'],
  },
  // voice: cookbook card with headings and stated times, "usted" imperatives; fish main
  {
    text:
      'Merluza en salsa verde\n' +
      'Raciones: 4\n' +
      'Tiempo de preparación: 10 minutos\n' +
      'Tiempo de cocción: 20 minutos\n' +
      'Ingredientes\n' +
      '4 rodajas de merluza\n' +
      '3 dientes de ajo\n' +
      '1 cucharada de harina\n' +
      '150 ml de vino blanco\n' +
      '250 ml de caldo de pescado\n' +
      '12 almejas\n' +
      'perejil picado\n' +
      'aceite de oliva\n' +
      'Elaboración\n' +
      'Dore el ajo laminado en una cazuela de barro con aceite.\n' +
      'Añada la harina y rehóguela un minuto.\n' +
      'Vierta el vino y el caldo poco a poco, sin dejar de mover la cazuela.\n' +
      'Incorpore la merluza y las almejas y cueza 5 minutos por cada lado.\n' +
      'Espolvoree el perejil y sirva enseguida.',
    title: 'Merluza en salsa verde',
    servings: 4,
    prep: 10,
    cook: 20,
    steps: 5,
    rows: ['1 cullerada harina', '150 ml vino blanco', '250 ml caldo de pescado', '12 unitats almejas'],
    names: ['merluza', 'ajo', 'perejil', 'aceite de oliva'],
  },
  // voice: teenager on a phone (no accents, "q", "tb", "x", "pq"), microwave; pasta
  {
    text:
      'macarrones con atun\n' +
      'pa 2 personas\n' +
      '200g macarrones, 1 lata atun, tomate frito, queso rallado\n' +
      'pon agua a hervir con sal y echa los macarrones 10 min\n' +
      'escurrelos\n' +
      'mezcla con el tomate y el atun q tb lo puedes calentar un poco\n' +
      'echale queso x encima y al micro 1 min pq se derrita\n' +
      'y a comer jajaj',
    title: 'macarrones con atun',
    servings: 2,
    prep: 0,
    cook: 11,
    steps: 4,
    rows: ['200 g macarrones'],
    names: ['atun', 'tomate frito', 'queso rallado', 'sal'],
  },
  // voice: grandmother dictating ("Mira, lo primero..."), inline amounts, "un cuarto de hora", fridge time; fried starter
  {
    text:
      'Croquetas de jamón de la abuela\n' +
      'Mira, lo primero derrites 100 g de mantequilla en una sartén y le echas 100 g de harina, y la tuestas un poquito.\n' +
      'Luego le vas echando 1 litro de leche fría poco a poco, sin parar de remover, y lo dejas un cuarto de hora a fuego lento.\n' +
      'Entonces le pones 150 g de jamón picadito, sal y nuez moscada.\n' +
      'Esa masa la dejas enfriar en la nevera 4 horas, tapada.\n' +
      'Después formas las croquetas, las pasas por huevo y pan rallado y las fríes en aceite bien caliente.\n' +
      'Salen cuarenta, hija.',
    title: 'Croquetas de jamón de la abuela',
    servings: 40,
    prep: 240,
    cook: 15,
    steps: 5,
    rows: ['100 g mantequilla', '100 g harina', '1 l leche', '150 g jamón'],
    names: ['sal', 'nuez moscada', 'huevo', 'pan rallado', 'aceite'],
  },
  // voice: food blog with a long story and "salta a la receta" chatter, "-" bullets; cake
  {
    text:
      'Bizcocho de limón y yogur\n' +
      'Este bizcocho tiene historia: lo hacía mi tía Carmen cada vez que íbamos al pueblo en verano, y el olor a limón me sigue llevando a aquella cocina con el suelo de baldosas. Durante años intenté replicarlo sin éxito hasta que encontré su libreta.\n' +
      '¿Tienes prisa? Salta directamente a la receta 👇 ¡Y no olvides suscribirte!\n' +
      'Ingredientes (para 8 porciones):\n' +
      '- 1 yogur natural\n' +
      '- 3 huevos\n' +
      '- 200 g de azúcar\n' +
      '- 250 g de harina\n' +
      '- 100 ml de aceite de girasol\n' +
      '- 1 sobre de levadura química\n' +
      '- ralladura de 1 limón\n' +
      'Preparación:\n' +
      'Precalienta el horno a 180 °C.\n' +
      'Bate los huevos con el azúcar hasta que blanqueen.\n' +
      'Añade el yogur, el aceite y la ralladura y mezcla.\n' +
      'Incorpora la harina con la levadura, tamizadas.\n' +
      'Hornea 40 minutos en un molde engrasado y deja enfriar sobre una rejilla.',
    title: 'Bizcocho de limón y yogur',
    servings: 8,
    prep: 0,
    cook: 40,
    steps: 5,
    rows: ['3 unitats huevos', '200 g azúcar', '250 g harina', '100 ml aceite de girasol'],
    names: ['yogur natural', 'levadura química', 'limón'],
  },
  // voice: ingredients only inline inside the sentences; vegetable main
  {
    text:
      'Pisto manchego\n' +
      'Pica 2 cebollas y 2 pimientos verdes y póchalos en 4 cucharadas de aceite de oliva durante 15 minutos.\n' +
      'Añade 2 calabacines en dados y deja que se hagan otros 10 minutos.\n' +
      'Incorpora 800 g de tomate triturado, 1 cucharadita de azúcar y sal, y cocina a fuego lento 30 minutos más.\n' +
      'Sírvelo con un huevo frito encima.\n' +
      'Para 4 personas.',
    title: 'Pisto manchego',
    servings: 4,
    prep: 0,
    cook: 55,
    steps: 4,
    rows: [
      '2 unitats cebollas',
      '2 unitats pimientos verdes',
      '4 cullerada aceite de oliva',
      '2 unitats calabacines',
      '800 g tomate triturado',
      '1 culleradeta azúcar',
    ],
    names: ['sal', 'huevo'],
  },
  // voice: ingredient list with the amount after the name ("harina de fuerza - 500 g"), proving times; bread
  {
    text:
      'Pan casero\n' +
      'harina de fuerza - 500 g\n' +
      'agua tibia - 325 ml\n' +
      'levadura fresca - 15 g\n' +
      'sal - 10 g\n' +
      'Disuelve la levadura en el agua.\n' +
      'Mezcla con la harina y la sal y amasa hasta que la masa quede lisa y elástica.\n' +
      'Deja levar tapada 1 hora, hasta que doble su volumen.\n' +
      'Forma la hogaza y déjala levar otros 45 minutos.\n' +
      'Hornea a 220 °C durante 35 minutos con un cuenco de agua dentro del horno.',
    title: 'Pan casero',
    prep: 105,
    cook: 35,
    steps: 5,
    rows: ['500 g harina de fuerza', '325 ml agua tibia', '15 g levadura fresca', '10 g sal'],
  },
  // voice: "-" bullet list, fridge time; drink
  {
    text:
      'Sangría\n' +
      'Para 6\n' +
      '- 1 botella de vino tinto\n' +
      '- 1 naranja\n' +
      '- 1 melocotón\n' +
      '- 2 cucharadas de azúcar\n' +
      '- 100 ml de brandy\n' +
      '- 500 ml de gaseosa\n' +
      '- 1 rama de canela\n' +
      'Corta la fruta en trozos y ponla en una jarra con el azúcar, la canela y el brandy.\n' +
      'Añade el vino, remueve y déjala en la nevera 1 hora.\n' +
      'Justo antes de servir, añade la gaseosa bien fría y hielo.',
    title: 'Sangría',
    servings: 6,
    prep: 60,
    cook: 0,
    steps: 3,
    rows: ['2 cullerada azúcar', '100 ml brandy', '500 ml gaseosa'],
    names: ['vino tinto', 'naranja', 'melocotón', 'canela'],
  },
  // voice: chef's terse notes ("pax", "uds", "AOVE", 40'); octopus tapa / main
  {
    text:
      'Pulpo á feira\n' +
      'Para 4 pax\n' +
      'Pulpo 2 kg (congelado previamente), patata 4 uds, pimentón dulce y picante, AOVE, sal gorda\n' +
      '- Asustar el pulpo 3 veces en agua hirviendo.\n' +
      "- Cocer 40' a fuego medio.\n" +
      "- Reposar 10' en el agua.\n" +
      "- Patatas en la misma agua, 20'.\n" +
      '- Cortar con tijera sobre los cachelos y aliñar con sal, pimentón y AOVE.',
    title: 'Pulpo á feira',
    servings: 4,
    prep: 10,
    cook: 60,
    steps: 5,
    rows: ['2 kg pulpo', '4 unitats patata'],
    names: ['pimentón', 'AOVE', 'sal gorda'],
  },
  // voice: multi-part recipe ("Para la masa / Para el relleno"); savoury pie
  {
    text:
      'Empanada gallega de atún\n' +
      'Para 8 raciones\n' +
      'Para la masa: 500 g de harina, 150 ml de agua templada, 100 ml de aceite del sofrito, 20 g de levadura fresca, 1 cucharadita de sal\n' +
      'Para el relleno: 2 cebollas, 2 pimientos rojos, 3 latas de atún, 2 huevos cocidos, 200 g de tomate triturado\n' +
      'Pocha la cebolla y el pimiento en aceite durante 25 minutos, añade el tomate y cocina 10 minutos más.\n' +
      'Mezcla el sofrito con el atún y el huevo picado y deja que se enfríe.\n' +
      'Amasa la harina con el agua, la levadura, la sal y el aceite del sofrito y deja reposar la masa 30 minutos.\n' +
      'Estira la mitad de la masa, cubre con el relleno y tapa con la otra mitad.\n' +
      'Pinta con huevo batido y hornea a 180 °C durante 35 minutos.',
    title: 'Empanada gallega de atún',
    servings: 8,
    prep: 30,
    cook: 70,
    steps: 5,
    rows: [
      '500 g harina',
      '150 ml agua templada',
      '100 ml aceite del sofrito',
      '20 g levadura fresca',
      '1 culleradeta sal',
      '2 unitats cebollas',
      '2 unitats pimientos rojos',
      '2 unitats huevos cocidos',
      '200 g tomate triturado',
    ],
    names: ['atún'],
  },
  // voice: home baker giving the bake as a range ("de 8 a 10 minutos"); cookies
  {
    text:
      'Galletas de mantequilla\n' +
      'Salen 24\n' +
      '250 g de mantequilla, 125 g de azúcar glas, 1 huevo, 375 g de harina, 1 cucharadita de esencia de vainilla\n' +
      'Bate la mantequilla con el azúcar glas hasta que esté cremosa.\n' +
      'Añade el huevo, la vainilla y la harina.\n' +
      'Envuelve la masa en film y refrigera 30 minutos.\n' +
      'Forma las galletas con una manga pastelera sobre la bandeja.\n' +
      'Hornea a 180 °C de 8 a 10 minutos, hasta que los bordes se doren.',
    title: 'Galletas de mantequilla',
    servings: 24,
    prep: 30,
    steps: 5,
    rows: ['250 g mantequilla', '125 g azúcar glas', '375 g harina', '1 culleradeta esencia de vainilla'],
    names: ['huevo'],
  },
  // voice: recipe site with a stated total and its parts; rice with chicken
  {
    text:
      'Arroz con pollo y verduras\n' +
      'Para 4 personas\n' +
      'Tiempo total: 55 minutos (preparación 15 min, cocción 40 min)\n' +
      'Ingredientes: 4 muslos de pollo, 300 g de arroz bomba, 1 pimiento rojo, 100 g de judías verdes, 2 tomates, 1 l de caldo de pollo, azafrán, aceite de oliva y sal\n' +
      'Dora el pollo troceado en la paella con aceite.\n' +
      'Añade el pimiento y las judías y rehoga.\n' +
      'Incorpora el tomate rallado y sofríe hasta que se reduzca.\n' +
      'Vierte el caldo caliente con el azafrán y, cuando hierva, echa el arroz.\n' +
      'Cuece 18 minutos y deja reposar 5 minutos antes de servir.',
    title: 'Arroz con pollo y verduras',
    servings: 4,
    prep: 15,
    cook: 40,
    steps: 5,
    rows: [
      '4 unitats muslos de pollo',
      '300 g arroz bomba',
      '100 g judías verdes',
      '2 unitats tomates',
      '1 l caldo de pollo',
    ],
    names: ['pimiento rojo', 'azafrán', 'aceite de oliva', 'sal'],
  },
  // voice: numbered "1)" list with a stated cooking time and a maceration; preserve
  {
    text:
      'Mermelada de higos\n' +
      'Tiempo de cocción: 1 hora\n' +
      'Ingredientes: 1 kg de higos maduros, 400 g de azúcar moreno, el zumo de medio limón\n' +
      '1) Lava los higos, quítales el rabito y córtalos en cuartos.\n' +
      '2) Ponlos en una olla con el azúcar y el zumo de limón y deja macerar 1 hora.\n' +
      '3) Cuece a fuego medio-bajo, removiendo de vez en cuando, hasta que espese.\n' +
      '4) Tritura un poco si la quieres más fina.\n' +
      '5) Envasa en caliente en tarros esterilizados y ponlos boca abajo hasta que se enfríen.',
    title: 'Mermelada de higos',
    prep: 60,
    cook: 60,
    steps: 5,
    rows: ['1 kg higos maduros', '400 g azúcar moreno'],
    names: ['limón'],
  },

  // ───────────────────────── English ─────────────────────────

  // voice: US food blog, long story, "Jump to Recipe" chatter, cups and °F, "then" clauses; cookies
  {
    text:
      'Brown Butter Chocolate Chip Cookies\n' +
      'Okay, friends, story time. Last fall my kids and I got snowed in for three days, and by day two we had eaten every snack in the house. I found half a bag of chocolate chips behind the flour and, well, these cookies were born. They have since become our family legend.\n' +
      'Jump to Recipe | Print Recipe | Pin it for later!\n' +
      'This post may contain affiliate links.\n' +
      'Makes 24 cookies\n' +
      '1 cup unsalted butter, 1 cup brown sugar, 1/2 cup white sugar, 2 eggs, 2 teaspoons vanilla extract, 2 1/4 cups all-purpose flour, 1 teaspoon baking soda, 1/2 teaspoon salt, 2 cups chocolate chips\n' +
      'Brown the butter in a saucepan over medium heat for about 5 minutes, then let it cool slightly.\n' +
      'Whisk in both sugars, the eggs and the vanilla.\n' +
      'Stir in the flour, baking soda and salt, then fold in the chocolate chips.\n' +
      'Chill the dough for 30 minutes.\n' +
      'Scoop onto lined sheets and bake at 350°F for 11 minutes.',
    title: 'Brown Butter Chocolate Chip Cookies',
    servings: 24,
    prep: 30,
    cook: 16,
    steps: 7,
    rows: [
      '1 tassa unsalted butter',
      '1 tassa brown sugar',
      '1/2 tassa white sugar',
      '2 unitats eggs',
      '2 culleradeta vanilla extract',
      '2 1/4 tassa all-purpose flour',
      '1 culleradeta baking soda',
      '1/2 culleradeta salt',
      '2 tassa chocolate chips',
    ],
  },
  // voice: UK recipe card with headings (Serves / Prep time / Cook time / Method), courgettes; soup
  {
    text:
      'Courgette and Pea Soup\n' +
      'Serves 4\n' +
      'Prep time: 10 mins\n' +
      'Cook time: 25 mins\n' +
      'Ingredients\n' +
      '2 tbsp olive oil\n' +
      '1 onion, chopped\n' +
      '3 courgettes, sliced\n' +
      '300 g frozen peas\n' +
      '1 litre vegetable stock\n' +
      'a small bunch of mint\n' +
      'Method\n' +
      'Soften the onion in the oil for 5 minutes.\n' +
      'Add the courgettes and cook for 10 minutes more.\n' +
      'Pour in the stock, bring to the boil and simmer for 5 minutes.\n' +
      'Add the peas and mint and cook for 3 minutes, then blend until smooth.\n' +
      'Season and serve with crusty bread.',
    title: 'Courgette and Pea Soup',
    servings: 4,
    prep: 10,
    cook: 25,
    steps: 6,
    rows: ['2 cullerada olive oil', '3 unitats courgettes', '300 g frozen peas', '1 l vegetable stock'],
    names: ['onion', 'mint'],
  },
  // voice: text message from a UK mum, no title line; rice and fish
  {
    text:
      "Hi love, here's my kedgeree x\n" +
      'enough for the 4 of you\n' +
      '300g basmati rice, 400g smoked haddock, 4 eggs, 1 onion, 1 tbsp curry powder, a knob of butter, handful of parsley\n' +
      'Cook the rice for 10 mins and drain.\n' +
      'Poach the haddock in milk for 8 minutes then flake it.\n' +
      'Boil the eggs for 8 mins too.\n' +
      'Fry the onion in the butter with the curry powder for 5 mins, then stir everything together.\n' +
      'Ring me if it goes wrong!! Mum xx',
    servings: 4,
    prep: 0,
    cook: 31,
    steps: 6,
    rows: ['300 g basmati rice', '400 g smoked haddock', '4 unitats eggs', '1 cullerada curry powder'],
    names: ['onion', 'butter', 'parsley'],
  },
  // voice: chef's terse notes ("4 covers", "BB:", telegraphic lines); fish main with sauce
  {
    text:
      'Seared salmon, beurre blanc, samphire\n' +
      '4 covers\n' +
      '4 x 150 g salmon portions, skin on\n' +
      '100 g samphire\n' +
      'BB: 2 shallots, 100 ml white wine, 50 ml white wine vinegar, 200 g cold butter, diced\n' +
      'Reduce shallot, wine and vinegar to 2 tbsp, approx 8 min\n' +
      'Whisk in butter off heat, season, hold warm\n' +
      'Salmon skin down, hot pan, 4 min, flip, 1 min\n' +
      'Blanch samphire 1 min\n' +
      'Plate: samphire, salmon, sauce around',
    title: 'Seared salmon, beurre blanc, samphire',
    servings: 4,
    prep: 0,
    cook: 14,
    steps: 5,
    rows: [
      '100 g samphire',
      '2 unitats shallots',
      '100 ml white wine',
      '50 ml white wine vinegar',
      '200 g cold butter',
    ],
    names: ['salmon'],
  },
  // voice: teenager on a phone ("obvs", "w", "bc", "lol", typos), microwave; dessert
  {
    text:
      'choc mug cake!!! (for 1 obvs)\n' +
      '4 tbsp flour 4 tbsp sugar 2 tbsp cocoa 1 egg 3 tbsp milk 3 tbsp oil\n' +
      'mix evrything in a big mug w a fork till no lumps\n' +
      'microwave 2 mins\n' +
      'let it sit 1 min bc its lava inside lol\n' +
      'ur welcome',
    title: 'choc mug cake',
    servings: 1,
    prep: 1,
    cook: 2,
    steps: 3,
    rows: [
      '4 cullerada flour',
      '4 cullerada sugar',
      '2 cullerada cocoa',
      '3 cullerada milk',
      '3 cullerada oil',
    ],
    names: ['egg'],
  },
  // voice: US, ingredient list with the amount after the name ("sugar - 3/4 cup"), "Directions"; quick bread
  {
    text:
      'Banana Bread\n' +
      'Ingredients\n' +
      'ripe bananas - 3\n' +
      'butter, melted - 1/3 cup\n' +
      'sugar - 3/4 cup\n' +
      'egg - 1\n' +
      'vanilla extract - 1 tsp\n' +
      'baking soda - 1 tsp\n' +
      'salt - a pinch\n' +
      'all-purpose flour - 1 1/2 cups\n' +
      'Directions\n' +
      'Preheat the oven to 350°F and grease a loaf pan.\n' +
      'Mash the bananas and mix in the melted butter.\n' +
      'Stir in the sugar, egg and vanilla.\n' +
      'Sprinkle over the baking soda and salt, then add the flour.\n' +
      'Bake for 60 minutes, until a skewer comes out clean.\n' +
      'Let it cool in the pan before turning out.',
    title: 'Banana Bread',
    prep: 0,
    cook: 60,
    steps: 7,
    rows: [
      '3 unitats ripe bananas',
      '1/3 tassa butter',
      '3/4 tassa sugar',
      '1 culleradeta vanilla extract',
      '1 culleradeta baking soda',
      '1 1/2 tassa all-purpose flour',
    ],
    names: ['egg', 'salt'],
  },
  // voice: ingredients only inline inside the sentences, "Meanwhile"; starter
  {
    text:
      'Tomato Bruschetta\n' +
      'Dice 4 ripe tomatoes and mix them with 1 crushed garlic clove, a few torn basil leaves, 2 tablespoons of extra virgin olive oil and a pinch of salt.\n' +
      'Leave the mixture to marinate for 20 minutes.\n' +
      'Meanwhile, toast 8 slices of ciabatta under the grill for 4 minutes, turning once.\n' +
      'Spoon the tomatoes over the toast and serve straight away.\n' +
      'Serves 4 as a starter.',
    title: 'Tomato Bruschetta',
    servings: 4,
    prep: 20,
    cook: 4,
    steps: 4,
    rows: ['4 unitats ripe tomatoes', '2 cullerada extra virgin olive oil'],
    names: ['garlic', 'basil', 'salt', 'ciabatta'],
  },
  // voice: UK multi-part recipe ("For the pastry / For the filling"), chilling times; tart / dessert
  {
    text:
      'Lemon Tart\n' +
      'Serves 8\n' +
      'For the pastry: 200 g plain flour, 100 g cold butter, 50 g icing sugar, 1 egg yolk, 2 tbsp cold water\n' +
      'For the filling: 4 eggs, 150 g caster sugar, 150 ml double cream, juice and zest of 3 lemons\n' +
      'Rub the butter into the flour and sugar, then bind with the yolk and water.\n' +
      'Wrap the pastry and chill for 30 minutes.\n' +
      'Roll it out, line a 23 cm tin and blind bake at 190°C for 15 minutes.\n' +
      'Whisk the eggs, sugar, cream, lemon juice and zest together.\n' +
      'Pour into the case and bake at 150°C for 30 minutes, until just set.\n' +
      'Cool, then chill for 1 hour before slicing.',
    title: 'Lemon Tart',
    servings: 8,
    prep: 90,
    cook: 45,
    steps: 8,
    rows: [
      '200 g plain flour',
      '100 g cold butter',
      '50 g icing sugar',
      '2 cullerada cold water',
      '4 unitats eggs',
      '150 g caster sugar',
      '150 ml double cream',
    ],
    names: ['egg yolk', 'lemons'],
  },
  // voice: "*" bullet list, US cups, "makes 8 glasses"; drink
  {
    text:
      'Old-Fashioned Lemonade\n' +
      'Makes 8 glasses\n' +
      '* 1 cup sugar\n' +
      '* 1 cup water (for the syrup)\n' +
      '* 1 cup fresh lemon juice\n' +
      '* 5 cups cold water\n' +
      '* ice and lemon slices to serve\n' +
      'Heat the sugar and 1 cup of water in a small pan for 3 minutes, until the sugar dissolves.\n' +
      'Let the syrup cool completely.\n' +
      'Stir in the lemon juice and the cold water.\n' +
      'Refrigerate for 40 minutes and serve over ice.',
    title: 'Old-Fashioned Lemonade',
    servings: 8,
    prep: 40,
    cook: 3,
    steps: 4,
    rows: ['1 tassa sugar', '1 tassa fresh lemon juice', '5 tassa cold water'],
    names: ['ice'],
  },
  // voice: US home cook giving times as ranges ("8 to 10 minutes", "3 to 4 minutes"), ounces; pasta
  {
    text:
      'Spaghetti Aglio e Olio\n' +
      'Serves 2\n' +
      '8 oz spaghetti, 4 garlic cloves, 1/3 cup olive oil, 1/2 tsp red pepper flakes, a handful of parsley, salt\n' +
      'Boil the spaghetti in well-salted water for 8 to 10 minutes.\n' +
      'While it cooks, warm the oil over low heat and fry the sliced garlic for 3 to 4 minutes until pale gold.\n' +
      'Add the pepper flakes and a splash of pasta water.\n' +
      'Toss in the drained spaghetti and the parsley and serve.',
    title: 'Spaghetti Aglio e Olio',
    servings: 2,
    prep: 0,
    steps: 4,
    rows: ['1/3 tassa olive oil', '1/2 culleradeta red pepper flakes'],
    names: ['spaghetti', 'garlic', 'parsley', 'salt'],
  },
  // voice: US recipe site with a stated total and its parts, numbered "1." steps, pounds; meat stew
  {
    text:
      'Hearty Beef Stew\n' +
      'Serves 6\n' +
      'Total time: 2 hours 30 minutes\n' +
      'Prep: 30 minutes | Cook: 2 hours\n' +
      '2 lb beef chuck, cubed\n' +
      '3 tablespoons flour\n' +
      '2 tablespoons olive oil\n' +
      '1 onion, diced\n' +
      '3 carrots, sliced\n' +
      '4 potatoes, cubed\n' +
      '4 cups beef broth\n' +
      '2 tablespoons tomato paste\n' +
      '1. Toss the beef with the flour and brown it in the oil in batches.\n' +
      '2. Add the onion and cook for 5 minutes.\n' +
      '3. Stir in the tomato paste and the broth and bring to a boil.\n' +
      '4. Cover and simmer for 1 1/2 hours.\n' +
      '5. Add the carrots and potatoes and simmer 30 minutes more, until tender.',
    title: 'Hearty Beef Stew',
    servings: 6,
    prep: 30,
    cook: 120,
    steps: 5,
    rows: [
      '3 cullerada flour',
      '2 cullerada olive oil',
      '3 unitats carrots',
      '4 unitats potatoes',
      '4 tassa beef broth',
      '2 cullerada tomato paste',
    ],
    names: ['beef chuck', 'onion'],
  },
  // voice: UK grandmother's card in ounces and pints, gas mark; cake
  {
    text:
      'Victoria Sponge\n' +
      "Nan's recipe, cuts into 8 slices\n" +
      '8 oz self-raising flour\n' +
      '8 oz caster sugar\n' +
      '8 oz softened butter\n' +
      '4 large eggs\n' +
      '2 tsp baking powder\n' +
      '4 tbsp strawberry jam\n' +
      '1/4 pint double cream, whipped\n' +
      'Heat the oven to 180°C (160°C fan), gas mark 4.\n' +
      'Beat everything except the jam and cream together until smooth.\n' +
      'Divide between two 8-inch tins and bake for 25 minutes.\n' +
      'Leave to cool completely on a rack.\n' +
      'Sandwich together with the jam and cream and dust with caster sugar.',
    title: 'Victoria Sponge',
    servings: 8,
    prep: 0,
    cook: 25,
    steps: 5,
    rows: ['4 unitats large eggs', '2 culleradeta baking powder', '4 cullerada strawberry jam'],
    names: ['self-raising flour', 'caster sugar', 'softened butter', 'double cream'],
  },
  // voice: US ("zucchini", "green onions", "paper towels"), "-" bullet steps, draining time; fritters / starter
  {
    text:
      'Zucchini Fritters\n' +
      'Makes 12\n' +
      '2 medium zucchini, grated\n' +
      '1 tsp salt\n' +
      '2 eggs\n' +
      '1/2 cup all-purpose flour\n' +
      '1/2 cup grated Parmesan\n' +
      '2 green onions, sliced\n' +
      '3 tbsp vegetable oil\n' +
      '- Toss the zucchini with the salt and let it drain in a colander for 10 minutes.\n' +
      '- Squeeze out as much liquid as you can.\n' +
      '- Mix in the eggs, flour, Parmesan and green onions.\n' +
      '- Fry spoonfuls in the hot oil for about 5 minutes, flipping halfway.\n' +
      '- Drain on paper towels and serve with sour cream.',
    title: 'Zucchini Fritters',
    servings: 12,
    prep: 10,
    cook: 5,
    steps: 5,
    rows: [
      '1 culleradeta salt',
      '2 unitats eggs',
      '1/2 tassa all-purpose flour',
      '1/2 tassa grated Parmesan',
      '2 unitats green onions',
      '3 cullerada vegetable oil',
    ],
    names: ['zucchini'],
  },
  // voice: short pickle card, "an hour and a half", closing chatter; preserve
  {
    text:
      'Quick Pickled Red Onions\n' +
      '2 red onions, thinly sliced\n' +
      '3/4 cup apple cider vinegar\n' +
      '1/2 cup water\n' +
      '1 tbsp sugar\n' +
      '1 1/2 tsp salt\n' +
      'Pack the onions into a clean jar.\n' +
      'Warm the vinegar, water, sugar and salt in a pan for 2 minutes, just until dissolved.\n' +
      'Pour the brine over the onions and let them sit at room temperature for an hour and a half.\n' +
      'Great on tacos!',
    title: 'Quick Pickled Red Onions',
    prep: 90,
    cook: 2,
    steps: 3,
    rows: [
      '2 unitats red onions',
      '3/4 tassa apple cider vinegar',
      '1/2 tassa water',
      '1 cullerada sugar',
      '1 1/2 culleradeta salt',
    ],
  },
  // voice: UK home baker, inline ingredient line, rising times in words ("an hour", "half an hour"); bread
  {
    text:
      'Rosemary Focaccia\n' +
      'Serves 8\n' +
      '500 g strong white flour, 7 g sachet of fast-action yeast, 10 g salt, 400 ml warm water, 6 tbsp olive oil, a few sprigs of rosemary, flaky sea salt\n' +
      'Mix the flour, yeast, salt and water into a wet, sticky dough.\n' +
      'Cover and leave to rise for an hour, until doubled.\n' +
      'Tip it into an oiled tray, press it out with oily fingers and leave for another half an hour.\n' +
      'Dimple the dough, scatter over the rosemary and sea salt and drizzle with the rest of the oil.\n' +
      'Bake at 220°C for 25 minutes until golden.',
    title: 'Rosemary Focaccia',
    servings: 8,
    prep: 90,
    cook: 25,
    steps: 5,
    rows: ['500 g strong white flour', '10 g salt', '400 ml warm water', '6 cullerada olive oil'],
    names: ['rosemary'],
  },
];
