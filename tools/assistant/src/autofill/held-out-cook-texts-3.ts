import type { CookText } from './check-cook-text.ts';

/**
 * Third held-out set of cooks' texts: written on 2026-11-30 for issue 34, before any autofill tuning,
 * by a writer who read neither the autofill code, nor the tuning texts, nor the earlier held-out texts
 * (only the shape of an entry), and never to be tuned on (no code, dictionary or rule may be changed to
 * make one of these pass). Measured once, at the end.
 * Voices: first person past ("vaig posar", "usé", "I made") and present ("bato", "pel", "I brown"),
 * first person plural, impersonal ("es talla", "se corta", "are sliced"), imperative, one long sentence
 * joined with "mentrestant / després", "mientras tanto / luego", "meanwhile / then", telegraphic lists,
 * a grandmother talking, a blog with chatter around the recipe, phone typing (no accents, typos), Valencian
 * and Balearic forms, UK and US units; dishes from starters and mains to desserts, breads, drinks and sauces.
 * Expectations are what the cook meant, never what the autofill gives.
 *
 * Conventions (those of the earlier sets):
 * - a stated time ("Temps de preparació", "Cooking time", "Tiempo: ... de remojo y ... de cocción") is
 *   the answer, even when the steps' durations add up to something else; a stated TOTAL is never added
 *   to the parts it is made of;
 * - otherwise cook: the sum of the durations the cook gives to steps on the heat or in the oven;
 *   prep: resting, soaking, proving, macerating or fridge time; no time stated at all: prep 0 and cook 0;
 * - times in words count ("un quart d'hora" 15, "tres quarts d'hora" 45, "hora i mitja" 90,
 *   "una hora i quart" 75, "media hora" 30, "an hour and a half" 90, "un par de minutos" 2);
 * - rows "quantity unit name": counted things in 'unitats', "mig/mitja/medio/half"/"½" as 1/2, "i mig"/
 *   "y medio" as 1 1/2, spoons as 'cullerada'/'culleradeta' (singular), cups as 'tassa', a pinch as
 *   'pessics', litres as 'l'; amounts given as ranges, ounces, pints, cans, glasses, cloves, slices,
 *   sachets, "un raig", "un grapat", "un puñado" or "al gust" are not asserted as rows (names at most);
 * - steps without their numbering, bullets or "Passos:/Elaboración:/Method" heading; one sentence (or
 *   one numbered item, or one line of a telegraphic list) is one step; in one long sentence, each clause
 *   opened by "mentrestant", "després", "luego", "meanwhile", "then"... is one step; lines that only give
 *   servings, ingredients, times or chatter are not steps.
 */
export const HELD_OUT_COOK_TEXTS_3: readonly CookText[] = [
  // ───────────── Catalan ─────────────

  // voice: first person past ("vaig posar"); times in words; soup
  {
    text:
      'Crema de carbassó\n' +
      "Ahir la vaig fer per a 3 persones. Vaig posar 2 carbassons, 1 ceba, 2 patates, 750 ml d'aigua i sal. " +
      "Vaig tallar la ceba i la vaig sofregir en una olla amb oli un quart d'hora. " +
      'Vaig afegir els carbassons i les patates a daus. ' +
      "Vaig cobrir-ho amb l'aigua i ho vaig deixar bullir mitja hora. " +
      'Vaig triturar-ho tot amb la batedora. ' +
      "La vaig servir amb un raig d'oli per sobre.",
    title: 'Crema de carbassó',
    servings: 3,
    prep: 0,
    cook: 45,
    steps: 5,
    rows: ['2 unitats carbassons', '1 unitats ceba', '2 unitats patates', '750 ml aigua'],
    names: ['sal'],
  },
  // voice: first person present ("bato", "tamiso"); cake
  {
    text:
      'Pa de pessic de iogurt. Per a 8 racions. ' +
      "Ingredients: 1 iogurt natural, 3 ous, 250 g de farina, 200 g de sucre, 1 sobre de llevat químic, 80 ml d'oli de gira-sol. " +
      'Engego el forn a 180 graus. Bato els ous amb el sucre fins que blanquegen. ' +
      "Hi afegeixo el iogurt i l'oli. Tamiso la farina amb el llevat i la barrejo amb la resta. " +
      'Unto el motlle amb mantega. Hi aboco la massa i el coc 40 minuts. ' +
      'El deixo refredar abans de desemmotllar-lo.',
    title: 'Pa de pessic de iogurt',
    servings: 8,
    prep: 0,
    cook: 40,
    steps: 7,
    rows: ['3 unitats ous', '250 g farina', '200 g sucre', '80 ml oli de gira-sol'],
  },
  // voice: impersonal ("es renten", "s'enforna"); ingredients one a line; "una hora"; starter
  {
    text:
      'Escalivada\n' +
      'Racions: 4\n' +
      '2 albergínies\n2 pebrots vermells\n2 cebes\n' +
      "oli d'oliva verge\nsal\n" +
      'Es renten les verdures i es posen senceres en una safata de forn. ' +
      "S'enforna tot a 200 °C durant una hora. " +
      'Es deixen refredar tapades amb un drap. ' +
      'Es pelen i es tallen a tires. ' +
      "S'amaneixen amb l'oli i la sal.",
    title: 'Escalivada',
    servings: 4,
    prep: 0,
    cook: 60,
    steps: 5,
    rows: ['2 unitats albergínies', '2 unitats pebrots vermells', '2 unitats cebes'],
    names: ["oli d'oliva verge", 'sal'],
  },
  // voice: imperative, steps numbered "1)" after "Passos:", stated prep at the end; "una hora i quart"
  {
    text:
      'Pollastre al forn amb llimona\n' +
      'Per a 4 persones.\n' +
      "Ingredients: 1 pollastre a quarts, 4 patates, 1 llimona, 4 grans d'all, 1 culleradeta de farigola, 100 ml de vi blanc, oli i sal.\n" +
      'Passos:\n' +
      '1) Preescalfa el forn a 200 graus.\n' +
      '2) Talla les patates a rodanxes i posa-les a la safata.\n' +
      '3) Col·loca el pollastre a sobre amb els alls i la llimona a quarts.\n' +
      "4) Ruixa-ho amb el vi i l'oli i sala-ho.\n" +
      '5) Enforna-ho una hora i quart, girant el pollastre a mitja cocció.\n' +
      'Temps de preparació: 15 minuts.',
    title: 'Pollastre al forn amb llimona',
    servings: 4,
    prep: 15,
    cook: 75,
    steps: 5,
    rows: ['4 unitats patates', '1 unitats llimona', '1 culleradeta farigola', '100 ml vi blanc'],
    names: ['oli', 'sal'],
  },
  // voice: one long sentence with "mentrestant", "després", "finalment"; title ends with a comma;
  // the cook states the time on the heat, which is not the sum of the parallel steps
  {
    text:
      "Espaguetis amb tomàquet i tonyina, per a 2: 200 g d'espaguetis, 400 g de tomàquet triturat, 1 llauna de tonyina, 1 ceba i oli. " +
      'Bullo els espaguetis en aigua amb sal 10 minuts, mentrestant sofregeixo la ceba picada en una paella, ' +
      'després hi tiro el tomàquet i el deixo fer, després hi afegeixo la tonyina escorreguda ' +
      'i finalment barrejo la pasta escorreguda amb la salsa. Tot plegat són 25 minuts de foc.',
    title: 'Espaguetis amb tomàquet i tonyina',
    servings: 2,
    prep: 0,
    cook: 25,
    steps: 5,
    rows: ['200 g espaguetis', '400 g tomàquet triturat', '1 unitats ceba'],
    names: ['oli'],
  },
  // voice: telegraphic list, amounts after the name ("all, 2 grans", "ceba, mitja"); infinitives; main
  {
    text:
      'Cigrons amb espinacs (4 pers.)\n' +
      '- cigrons cuits 400 g\n' +
      '- espinacs 300 g\n' +
      '- ceba, mitja\n' +
      '- all, 2 grans\n' +
      '- pebre vermell dolç, 1 culleradeta\n' +
      '- pa, 1 llesca\n' +
      '- oli, sal\n' +
      'fregir el pa i els alls, reservar\n' +
      'saltar la ceba i els espinacs 5 min\n' +
      'afegir el pebre vermell i els cigrons\n' +
      'picar el pa i els alls al morter i afegir-ho\n' +
      'coure-ho tot junt 10 min',
    title: 'Cigrons amb espinacs',
    servings: 4,
    prep: 0,
    cook: 15,
    steps: 5,
    rows: ['400 g cigrons cuits', '300 g espinacs', '1/2 unitats ceba', '1 culleradeta pebre vermell dolç'],
    names: ['oli', 'sal'],
  },
  // voice: grandmother talking ("Mira, bonica"), second person, "tres quarts d'hora", "un parell d'hores"; dessert
  {
    text:
      'Arròs amb llet de la iaia\n' +
      "Mira, bonica, per a sis persones agafes un litre de llet, 100 g d'arròs, 150 g de sucre, una pela de llimona i un bastó de canyella. " +
      "Ho poses tot menys el sucre a l'olla. " +
      "Quan arrenca el bull, abaixes el foc i ho deixes anar tres quarts d'hora remenant de tant en tant, que no s'agafi, eh? " +
      'Llavors hi tires el sucre i ho deixes cinc minuts més. ' +
      "Ho poses en cassoletes i a la nevera un parell d'hores. " +
      'I canyella en pols per sobre, al gust.',
    title: 'Arròs amb llet de la iaia',
    servings: 6,
    prep: 120,
    cook: 50,
    steps: 5,
    rows: ['1 l llet', '100 g arròs', '150 g sucre'],
  },
  // voice: Valencian forms ("tomaca", "creïlles", "encenem"), first person plural; main
  {
    text:
      'Arròs al forn (per a 4)\n' +
      "Ingredients: 300 g d'arròs, 1 tomaca, 2 creïlles, 200 g de cigrons cuits, 4 botifarres, 100 g de cansalada, 1 cap d'all, 900 ml de brou, oli i sal.\n" +
      'Encenem el forn a 220 graus. ' +
      'En una cassola de fang fregim la cansalada i les botifarres. ' +
      'Després fregim les creïlles a rodanxes i la tomaca partida. ' +
      "Afegim l'arròs, els cigrons i el cap d'all al mig. " +
      'Aboquem el brou calent. ' +
      'Ho posem al forn vint minuts.',
    title: 'Arròs al forn',
    servings: 4,
    prep: 0,
    cook: 20,
    steps: 6,
    rows: [
      '300 g arròs',
      '1 unitats tomaca',
      '2 unitats creïlles',
      '200 g cigrons cuits',
      '4 unitats botifarres',
      '100 g cansalada',
      '900 ml brou',
    ],
    names: ['oli', 'sal'],
  },
  // voice: Balearic forms (article salat, "pel", "tall", "pos"), quantities in words, no time; salad
  {
    text:
      'Trempó mallorquí. Per a 4. ' +
      "Tres tomàtigues de ramellet, un pebre verd, una ceba blanca, oli d'oliva, sal. " +
      'Pel ses tomàtigues i les tall a daus. ' +
      'Tall es pebre i sa ceba ben menuts. ' +
      'Ho pos tot dins una greixonera. ' +
      "Hi afegesc s'oli i sa sal i ho remen.",
    title: 'Trempó mallorquí',
    servings: 4,
    prep: 0,
    cook: 0,
    steps: 4,
    rows: ['3 unitats tomàtigues de ramellet', '1 unitats pebre verd', '1 unitats ceba blanca'],
    names: ["oli d'oliva", 'sal'],
  },
  // voice: phone typing, no accents, "q", "mes", "hora i mitja"; a stated total of the rests that must
  // not be added to them; bread
  {
    text:
      'Pa de pages casola\n' +
      '8 racions\n' +
      '500g farina de forca, 350ml aigua, 10g sal, 15 g llevat fresc\n' +
      'barrejar farina i aigua i deixar 30 min\n' +
      'afegir llevat i sal i pastar fins q quedi fina\n' +
      'deixar q dobli el volum, hora i mitja\n' +
      'formar el pa i deixar 1 hora mes\n' +
      'coure al forn a 220 graus 40 min\n' +
      '(en total son 3 h de repos)',
    title: 'Pa de pages casola',
    servings: 8,
    prep: 180,
    cook: 40,
    steps: 5,
    rows: ['500 g farina de forca', '350 ml aigua', '10 g sal', '15 g llevat fresc'],
  },
  // voice: blog with chatter before and after, first person plural; soup
  {
    text:
      'Bon dia a tothom! Aquesta setmana ha fet un fred que pela i a casa ens venia de gust una cosa calenteta. ' +
      'La meva sogra sempre diu que no hi ha res com una bona sopa de galets, i té tota la raó. ' +
      'Us deixo la recepta tal com la fem nosaltres.\n\n' +
      'Sopa de galets\n' +
      'Per a 6 persones\n' +
      '- 2 l de brou de carn\n' +
      '- 250 g de galets\n' +
      '- 1 pilota de carn\n' +
      'Posem el brou a bullir en una olla gran. ' +
      'Hi afegim la pilota tallada a rodanxes. ' +
      'Quan torna a bullir, hi tirem els galets i els deixem coure 12 minuts. ' +
      'Ho servim ben calent.\n' +
      'Espero que us agradi i ja em direu què tal!',
    title: 'Sopa de galets',
    servings: 6,
    prep: 0,
    cook: 12,
    steps: 4,
    rows: ['2 l brou de carn', '250 g galets', '1 unitats pilota de carn'],
  },
  // voice: amounts after the name ("llet, mig litre"), "Primer, / Després / Finalment", "tres quarts",
  // fridge time in words; dessert
  {
    text:
      "Flam d'ou\n" +
      'Per a 6.\n' +
      'llet, mig litre\n' +
      'ous, 4\n' +
      'sucre, 100 g (i 4 cullerades més per al caramel)\n' +
      'pell de llimona, 1 tros\n' +
      'Primer, fes el caramel amb les 4 cullerades de sucre i reparteix-lo a les flameres. ' +
      'Després escalfa la llet amb la pell de llimona i deixa-la refredar una mica. ' +
      'Bat els ous amb els 100 g de sucre i afegeix-hi la llet colada. ' +
      "Omple les flameres i cou-les al bany maria al forn a 170 °C tres quarts d'hora. " +
      'Finalment, deixa-les a la nevera quatre hores.',
    title: "Flam d'ou",
    servings: 6,
    prep: 240,
    cook: 45,
    steps: 5,
    rows: ['1/2 l llet', '4 unitats ous'],
    names: ['sucre'],
  },
  // voice: "Pas 1:" numbering, "un raig", time in words; drink
  {
    text:
      'Xocolata a la tassa\n' +
      'Per a 2 persones.\n' +
      'Ingredients: 400 ml de llet, 100 g de xocolata negra, 1 culleradeta de midó de blat de moro, 1 cullerada de sucre.\n' +
      'Pas 1: Dissol el midó en un raig de llet freda.\n' +
      'Pas 2: Escalfa la resta de la llet amb la xocolata trossejada, remenant fins que es fongui.\n' +
      'Pas 3: Afegeix-hi el midó i el sucre.\n' +
      'Pas 4: Cou-ho a foc baix cinc minuts, sense parar de remenar, fins que espesseixi.',
    title: 'Xocolata a la tassa',
    servings: 2,
    prep: 0,
    cook: 5,
    steps: 4,
    rows: ['400 ml llet', '100 g xocolata negra', '1 culleradeta midó de blat de moro', '1 cullerada sucre'],
  },
  // voice: stated total with its parts at the top ("una hora i quaranta"), imperative, "un grapat"; main
  {
    text:
      'Estofat de vedella amb bolets. Per a 4 persones. ' +
      'Temps total: 2 hores (20 minuts de preparació i una hora i quaranta minuts de cocció).\n' +
      '800 g de vedella per estofar, 300 g de bolets, 2 pastanagues, 1 ceba, 1 got de vi negre, 2 cullerades de farina, ' +
      'un grapat de julivert, oli, sal i pebre.\n' +
      'Salpebra la carn i passa-la per la farina. ' +
      "Daura-la a l'olla amb oli i reserva-la. " +
      'Sofregeix la ceba i les pastanagues tallades. ' +
      "Torna-hi la carn, mulla-ho amb el vi i deixa que s'evapori l'alcohol. " +
      "Cobreix-ho d'aigua i deixa-ho coure tapat a foc suau. " +
      'A mitja cocció hi afegeixes els bolets i el julivert picat.',
    title: 'Estofat de vedella amb bolets',
    servings: 4,
    prep: 20,
    cook: 100,
    steps: 6,
    rows: ['300 g bolets', '2 unitats pastanagues', '1 unitats ceba', '2 cullerada farina'],
    names: ['julivert', 'oli', 'sal', 'pebre'],
  },
  // voice: impersonal with "s'hi", a range ("2-3 cullerades"), soaking time in words; sauce
  {
    text:
      'Salsa romesco. Surt per a 6 persones. ' +
      "Fa falta: 4 tomàquets, 2 nyores, 1 cap d'all, 50 g d'ametlles torrades, 30 g d'avellanes torrades, 1 llesca de pa fregit, " +
      "2-3 cullerades de vinagre, 150 ml d'oli d'oliva i sal. " +
      'Es posen les nyores en remull mitja hora. ' +
      "S'escaliven els tomàquets i l'all al forn a 180 graus 25 minuts. " +
      'Es pelen i es posen al got de la batedora amb la carn de les nyores. ' +
      "S'hi afegeixen les ametlles, les avellanes i el pa. " +
      "Es tritura tot afegint-hi l'oli a poc a poc, el vinagre i la sal.",
    title: 'Salsa romesco',
    servings: 6,
    prep: 30,
    cook: 25,
    steps: 5,
    rows: [
      '4 unitats tomàquets',
      '2 unitats nyores',
      '50 g ametlles torrades',
      '30 g avellanes torrades',
      "150 ml oli d'oliva",
    ],
    names: ['vinagre', 'sal'],
  },

  // ───────────── Spanish ─────────────

  // voice: first person past ("usé", "piqué"), "un litro y medio", times in words; main
  {
    text:
      'Lentejas con chorizo\n' +
      'Las hice el domingo para 4 personas. Usé 300 g de lentejas pardinas, 1 chorizo, 1 cebolla, 1 zanahoria, ' +
      '2 dientes de ajo, 1 cucharadita de pimentón dulce, 1 hoja de laurel y un litro y medio de agua. ' +
      'Piqué la cebolla, la zanahoria y el ajo. ' +
      'Los sofreí en la olla con un chorrito de aceite unos diez minutos. ' +
      'Añadí el pimentón y el chorizo en rodajas. ' +
      'Eché las lentejas, el laurel y el agua. ' +
      'Lo dejé cocer tapado cuarenta minutos a fuego lento.',
    title: 'Lentejas con chorizo',
    servings: 4,
    prep: 0,
    cook: 50,
    steps: 5,
    rows: [
      '300 g lentejas pardinas',
      '1 unitats chorizo',
      '1 unitats cebolla',
      '1 unitats zanahoria',
      '1 culleradeta pimentón dulce',
      '1 1/2 l agua',
    ],
  },
  // voice: first person present ("lavo", "trituro"), soaking and fridge as prep; starter
  {
    text:
      'Salmorejo cordobés. Para 4. ' +
      'Necesito 1 kg de tomates maduros, 200 g de pan del día anterior, 1 diente de ajo, 150 ml de aceite de oliva virgen extra, ' +
      'sal, 2 huevos y 100 g de jamón serrano. ' +
      'Lavo los tomates y los trituro. ' +
      'Cuelo el puré para quitar pieles y pepitas. ' +
      'Añado el pan troceado y lo dejo empapar diez minutos. ' +
      'Trituro de nuevo con el ajo y la sal mientras añado el aceite en hilo. ' +
      'Lo meto en la nevera una hora. ' +
      'Cuezo los huevos diez minutos y los pico. ' +
      'Sirvo el salmorejo con el huevo y el jamón por encima.',
    title: 'Salmorejo cordobés',
    servings: 4,
    prep: 70,
    cook: 10,
    steps: 7,
    rows: [
      '1 kg tomates maduros',
      '150 ml aceite de oliva virgen extra',
      '2 unitats huevos',
      '100 g jamón serrano',
    ],
    names: ['sal'],
  },
  // voice: impersonal ("se corta", "se pocha"), "un cuarto de hora", "media hora"; vegetable main
  {
    text:
      'Pisto manchego\n' +
      'Raciones: 4\n' +
      'Ingredientes: 2 calabacines, 1 berenjena, 1 pimiento rojo, 1 pimiento verde, 1 cebolla, 500 g de tomate triturado, ' +
      'aceite de oliva, sal, 1 cucharadita de azúcar.\n' +
      'Se corta toda la verdura en dados pequeños. ' +
      'Se pocha la cebolla con los pimientos en aceite durante un cuarto de hora. ' +
      'Se añaden la berenjena y el calabacín y se cocinan diez minutos más. ' +
      'Se incorpora el tomate con el azúcar y la sal. ' +
      'Se deja hacer a fuego suave media hora, removiendo de vez en cuando.',
    title: 'Pisto manchego',
    servings: 4,
    prep: 0,
    cook: 55,
    steps: 5,
    rows: [
      '2 unitats calabacines',
      '1 unitats berenjena',
      '1 unitats pimiento rojo',
      '1 unitats pimiento verde',
      '1 unitats cebolla',
      '500 g tomate triturado',
      '1 culleradeta azúcar',
    ],
    names: ['aceite de oliva', 'sal'],
  },
  // voice: imperative with "Primero, / Luego / Al día siguiente", "un par de minutos", fridge in hours; starter
  {
    text:
      'Croquetas de jamón\n' +
      'Para 6 personas (unas 30 croquetas).\n' +
      '- 1 litro de leche entera\n' +
      '- 90 g de mantequilla\n' +
      '- 90 g de harina\n' +
      '- 150 g de jamón serrano picado\n' +
      '- nuez moscada, sal\n' +
      '- 2 huevos y pan rallado para rebozar\n' +
      'Primero, derrite la mantequilla y sofríe el jamón un par de minutos. ' +
      'Luego añade la harina y tuéstala cinco minutos. ' +
      'Vierte la leche caliente poco a poco sin dejar de remover y cuece la bechamel veinte minutos. ' +
      'Sazona con sal y nuez moscada. ' +
      'Extiende la masa en una fuente, tápala con film y déjala en la nevera 12 horas. ' +
      'Al día siguiente, forma las croquetas, pásalas por huevo y pan rallado y fríelas en aceite bien caliente hasta que estén doradas.',
    title: 'Croquetas de jamón',
    servings: 6,
    prep: 720,
    cook: 27,
    steps: 6,
    rows: ['1 l leche entera', '90 g mantequilla', '90 g harina', '150 g jamón serrano picado'],
    names: ['nuez moscada', 'sal'],
  },
  // voice: one long sentence with "mientras tanto", "después", "luego", "a continuación", "por último";
  // title followed by "para 4:"; rice
  {
    text:
      'Arroz con pollo para 4: medio pollo troceado, 320 g de arroz bomba, 1 pimiento rojo, 2 tomates rallados, ' +
      '1 litro de caldo de pollo, azafrán, aceite y sal. ' +
      'Doro el pollo salado en la paella con aceite durante quince minutos, mientras tanto caliento el caldo con el azafrán, ' +
      'después añado el pimiento en tiras y lo sofrío cinco minutos, luego echo el tomate y lo dejo reducir otros cinco, ' +
      'a continuación incorporo el arroz y lo nacaro un minuto, después vierto el caldo caliente y lo cuezo dieciocho minutos ' +
      'y por último lo sirvo en la misma paella.',
    title: 'Arroz con pollo',
    servings: 4,
    prep: 0,
    cook: 44,
    steps: 7,
    rows: ['320 g arroz bomba', '1 unitats pimiento rojo', '1 l caldo de pollo'],
    names: ['azafrán', 'aceite', 'sal'],
  },
  // voice: telegraphic, amounts after the name ("ajo 1 diente"), infinitives, no heat; cold soup
  {
    text:
      'Ajoblanco (4 raciones)\n' +
      'almendra cruda pelada 200 g\n' +
      'pan duro 100 g\n' +
      'ajo 1 diente\n' +
      'agua fría 750 ml\n' +
      'aceite oliva 100 ml\n' +
      'vinagre jerez 2 cucharadas\n' +
      'sal\n' +
      'remojar el pan en agua 10 min\n' +
      'triturar todo\n' +
      'colar\n' +
      'nevera 2 h\n' +
      'servir con uvas',
    title: 'Ajoblanco',
    servings: 4,
    prep: 130,
    cook: 0,
    steps: 5,
    rows: [
      '200 g almendra cruda pelada',
      '100 g pan duro',
      '750 ml agua fría',
      '100 ml aceite oliva',
      '2 cullerada vinagre jerez',
    ],
    names: ['sal'],
  },
  // voice: grandmother talking ("Mira, hija", "diez minutitos"), ingredients only inside the steps; dessert
  {
    text:
      'Natillas de mi abuela\n' +
      'Mira, hija, para cuatro personas pones medio litro de leche a calentar con una rama de canela y la piel de un limón. ' +
      'Aparte bates cuatro yemas con 100 g de azúcar y una cucharada de maicena. ' +
      'Cuando la leche rompe a hervir, la apartas y la cuelas. ' +
      'Echas la leche poco a poco sobre las yemas, sin parar de remover. ' +
      'Lo vuelves a poner al fuego bajito, removiendo siempre con la cuchara de palo, unos diez minutitos hasta que espese, que no hierva, ¿eh? ' +
      'Lo repartes en cuencos y les pones una galleta y canela por encima.',
    title: 'Natillas de mi abuela',
    servings: 4,
    prep: 0,
    cook: 10,
    steps: 6,
    rows: ['1/2 l leche', '4 unitats yemas', '100 g azúcar', '1 cullerada maicena'],
  },
  // voice: phone typing without accents, "q", "horno a 180" as a step; cake
  {
    text:
      'Bizcocho de chocolate\n' +
      'para 8\n' +
      '3 huevos, 150g azucar, 120 ml aceite girasol, 200 g harina, 40g cacao, 1 sobre levadura, 200ml leche\n' +
      'horno a 180\n' +
      'batir huevos y azucar hasta q blanqueen\n' +
      'añadir aceite y leche\n' +
      'mezclar harina cacao y levadura y echarlo tamizado\n' +
      'al molde engrasado y 40 min al horno\n' +
      'comprobar con un palillo y dejar enfriar',
    title: 'Bizcocho de chocolate',
    servings: 8,
    prep: 0,
    cook: 40,
    steps: 6,
    rows: [
      '3 unitats huevos',
      '150 g azucar',
      '120 ml aceite girasol',
      '200 g harina',
      '40 g cacao',
      '200 ml leche',
    ],
  },
  // voice: blog with chatter before and after, first person plural, "Elaboración:"; seafood main
  {
    text:
      '¡Hola, cocinillas! Hoy os traigo una receta que me recuerda a las fiestas de mi pueblo en Galicia. ' +
      'Mi tío la hacía en una pota de cobre enorme y todos esperábamos con el plato en la mano. Vamos allá.\n\n' +
      'Pulpo a la gallega\n' +
      'Para 4 personas\n' +
      'Ingredientes: 1 pulpo de 2 kg congelado, 1 kg de patatas, pimentón de la Vera, sal gorda, aceite de oliva virgen extra.\n' +
      'Elaboración: Ponemos a hervir una olla grande con agua. ' +
      'Asustamos el pulpo metiéndolo y sacándolo tres veces. ' +
      'Lo cocemos cuarenta minutos a fuego medio. ' +
      'Cocemos las patatas en esa misma agua veinte minutos. ' +
      'Cortamos el pulpo con tijeras sobre las patatas y lo aliñamos con sal gorda, pimentón y aceite.\n' +
      '¡Ya me contaréis si os ha gustado!',
    title: 'Pulpo a la gallega',
    servings: 4,
    prep: 0,
    cook: 60,
    steps: 5,
    rows: ['1 kg patatas'],
    names: ['pimentón de la vera', 'sal gorda', 'aceite de oliva virgen extra'],
  },
  // voice: steps numbered "1.", times stated at the top, a step that repeats the cook time ("tres horas")
  // which must not be added to it; stew
  {
    text:
      'Fabada asturiana\n' +
      'Para 6 personas. Tiempo: 12 horas de remojo y 3 horas de cocción.\n' +
      'Ingredientes:\n' +
      '500 g de fabes\n2 chorizos asturianos\n2 morcillas asturianas\n200 g de panceta\nazafrán\nsal\n' +
      '1. Pon las fabes en remojo con agua fría la noche anterior.\n' +
      '2. Escúrrelas y ponlas en la olla con el chorizo, la morcilla, la panceta y agua fría que las cubra.\n' +
      '3. Cuando hierva, retira la espuma y asusta las fabes con un chorro de agua fría.\n' +
      '4. Añade el azafrán y cuece a fuego muy suave tres horas, sin remover, solo moviendo la olla.\n' +
      '5. Rectifica de sal y sirve bien caliente.',
    title: 'Fabada asturiana',
    servings: 6,
    prep: 720,
    cook: 180,
    steps: 5,
    rows: ['500 g fabes', '2 unitats chorizos asturianos', '2 unitats morcillas asturianas', '200 g panceta'],
    names: ['azafrán', 'sal'],
  },
  // voice: impersonal, mixed units ("media taza", "un puñado", "al gusto"); main
  {
    text:
      'Migas extremeñas. Para 4. ' +
      'Una barra de pan del día anterior, 4 dientes de ajo, 150 g de chorizo, 100 g de panceta, 1 pimiento verde, ' +
      'media taza de agua, aceite de oliva, sal al gusto y un puñado de uvas para servir. ' +
      'Se corta el pan en dados pequeños, se humedece con el agua salada y se deja tapado con un paño húmedo una hora. ' +
      'Se fríen los ajos enteros y se retiran. ' +
      'En el mismo aceite se fríen el chorizo, la panceta y el pimiento, y se reservan. ' +
      'Se echa el pan y se remueve sin parar a fuego medio durante veinte minutos, hasta que esté suelto y dorado. ' +
      'Se vuelve a añadir todo y se sirve con las uvas.',
    title: 'Migas extremeñas',
    servings: 4,
    prep: 60,
    cook: 20,
    steps: 5,
    rows: ['150 g chorizo', '100 g panceta', '1 unitats pimiento verde', '1/2 tassa agua'],
    names: ['aceite de oliva', 'sal'],
  },
  // voice: impersonal, maceration in words; drink
  {
    text:
      'Sangría\n' +
      'Para 6 personas.\n' +
      '1 botella de vino tinto, 1 naranja, 1 limón, 1 melocotón, 2 cucharadas de azúcar, 1 rama de canela, 250 ml de gaseosa, hielo.\n' +
      'Se lava la fruta y se corta en trozos. ' +
      'Se pone en una jarra con el vino, el azúcar y la canela. ' +
      'Se deja macerar en la nevera dos horas. ' +
      'Justo antes de servir se añaden la gaseosa y el hielo.',
    title: 'Sangría',
    servings: 6,
    prep: 120,
    cook: 0,
    steps: 4,
    rows: [
      '1 unitats naranja',
      '1 unitats limón',
      '1 unitats melocotón',
      '2 cullerada azúcar',
      '250 ml gaseosa',
    ],
    names: ['hielo'],
  },
  // voice: quantities in words, a range ("de dos a tres cucharadas"), no time at all; salad
  {
    text:
      'Pipirrana jienense\n' +
      'Para cuatro personas.\n' +
      'Cuatro tomates maduros, un pimiento verde, un pepino, media cebolla, dos huevos cocidos, una lata de atún, ' +
      'de dos a tres cucharadas de vinagre, aceite de oliva y sal.\n' +
      'Se pelan los tomates y se cortan en dados. ' +
      'Se pican el pimiento, el pepino y la cebolla. ' +
      'Se mezcla todo en una fuente con el atún desmigado y los huevos troceados. ' +
      'Se aliña con el aceite, el vinagre y la sal.',
    title: 'Pipirrana jienense',
    servings: 4,
    prep: 0,
    cook: 0,
    steps: 4,
    rows: [
      '4 unitats tomates maduros',
      '1 unitats pimiento verde',
      '1 unitats pepino',
      '1/2 unitats cebolla',
      '2 unitats huevos cocidos',
    ],
    names: ['vinagre', 'aceite de oliva', 'sal'],
  },
  // voice: "Paso 1:" numbering, imperative, "un minuto" + "cinco minutos"; sauce
  {
    text:
      'Salsa brava\n' +
      'Para 4 raciones de patatas.\n' +
      'Ingredientes: 2 cucharadas de aceite de oliva, 1 cucharada de harina, 1 cucharadita de pimentón picante, ' +
      '1 cucharadita de pimentón dulce, 250 ml de caldo de pollo, sal.\n' +
      'Paso 1: Calienta el aceite en un cazo y tuesta la harina un minuto.\n' +
      'Paso 2: Retira del fuego y añade los dos pimentones.\n' +
      'Paso 3: Vierte el caldo poco a poco sin dejar de batir.\n' +
      'Paso 4: Cuece a fuego suave cinco minutos hasta que espese y sala al gusto.',
    title: 'Salsa brava',
    servings: 4,
    prep: 0,
    cook: 6,
    steps: 4,
    rows: [
      '2 cullerada aceite de oliva',
      '1 cullerada harina',
      '1 culleradeta pimentón picante',
      '1 culleradeta pimentón dulce',
      '250 ml caldo de pollo',
    ],
    names: ['sal'],
  },

  // ───────────── English ─────────────

  // voice: first person past ("I whisked"), US cups and spoons, fractions; breakfast
  {
    text:
      'Sunday pancakes\n' +
      'I made these for 4 people. I used 1 1/2 cups of flour, 2 tablespoons of sugar, 2 teaspoons of baking powder, ' +
      '1/2 teaspoon of salt, 1 1/4 cups of milk, 1 egg and 3 tablespoons of melted butter. ' +
      'I whisked the dry ingredients together in a big bowl. ' +
      'I beat the egg with the milk and the butter. ' +
      'I poured the wet mix into the dry and stirred just until combined. ' +
      'I let the batter rest for ten minutes. ' +
      'I cooked the pancakes on a hot griddle for twenty minutes in all, flipping each one when bubbles appeared.',
    title: 'Sunday pancakes',
    servings: 4,
    prep: 10,
    cook: 20,
    steps: 5,
    rows: [
      '1 1/2 tassa flour',
      '2 cullerada sugar',
      '2 culleradeta baking powder',
      '1/2 culleradeta salt',
      '1 1/4 tassa milk',
      '1 unitats egg',
    ],
  },
  // voice: first person present ("I brown"), UK metric, stated prep and cooking times that differ from
  // the sum of the steps (the potatoes boil while the mince simmers); main
  {
    text:
      "Shepherd's pie\n" +
      'Serves 6.\n' +
      'I take 750 g of lamb mince, 1 onion, 2 carrots, 2 tablespoons of tomato purée, 400 ml of lamb stock, ' +
      '1 kg of potatoes, 50 g of butter and 100 ml of milk. ' +
      'I brown the mince in a large pan for ten minutes. ' +
      'I add the chopped onion and carrots and soften them for five minutes. ' +
      'I stir in the tomato purée and the stock and simmer it for twenty-five minutes. ' +
      'Meanwhile I boil the potatoes for twenty minutes and mash them with the butter and milk. ' +
      'I spoon the mince into a dish and spread the mash on top. ' +
      'I bake it at 200C for thirty minutes until golden.\n' +
      'Prep time: 20 minutes. Cooking time: 1 hour 10 minutes.',
    title: "Shepherd's pie",
    servings: 6,
    prep: 20,
    cook: 70,
    steps: 6,
    rows: [
      '750 g lamb mince',
      '1 unitats onion',
      '2 unitats carrots',
      '2 cullerada tomato purée',
      '400 ml lamb stock',
      '1 kg potatoes',
      '50 g butter',
      '100 ml milk',
    ],
  },
  // voice: passive ("are sliced"), UK abbreviations ("tbsp"), times in words; soup
  {
    text:
      'French onion soup\n' +
      'For 4.\n' +
      '1 kg onions, 50 g butter, 1 tbsp plain flour, 1 litre beef stock, 150 ml dry white wine, 4 slices of baguette, 100 g grated Gruyère.\n' +
      'The onions are sliced thinly and cooked slowly in the butter for forty-five minutes, until deep brown. ' +
      'The flour is stirred in and cooked for two minutes. ' +
      'The wine and the stock are added and the soup is simmered for twenty minutes. ' +
      'The soup is poured into bowls, topped with the baguette and the cheese, and grilled for three minutes.',
    title: 'French onion soup',
    servings: 4,
    prep: 0,
    cook: 70,
    steps: 4,
    rows: [
      '1 kg onions',
      '50 g butter',
      '1 cullerada plain flour',
      '1 l beef stock',
      '150 ml dry white wine',
    ],
  },
  // voice: imperative, "Method" with steps numbered "1)", UK baking; bread
  {
    text:
      'Classic scones\n' +
      'Serves 8.\n' +
      'Ingredients\n' +
      '350 g self-raising flour\n1/4 tsp salt\n85 g cold butter\n3 tbsp caster sugar\n175 ml milk\n1 egg, beaten, to glaze\n' +
      'Method\n' +
      '1) Heat the oven to 220C.\n' +
      '2) Rub the butter into the flour and salt until it looks like breadcrumbs.\n' +
      '3) Stir in the sugar, then add the milk and bring it together into a soft dough.\n' +
      '4) Pat the dough out to 4 cm thick and cut out 8 rounds.\n' +
      '5) Brush the tops with the egg and bake for 12 minutes.',
    title: 'Classic scones',
    servings: 8,
    prep: 0,
    cook: 12,
    steps: 5,
    rows: [
      '350 g self-raising flour',
      '1/4 culleradeta salt',
      '85 g cold butter',
      '3 cullerada caster sugar',
      '175 ml milk',
    ],
  },
  // voice: one long sentence with "meanwhile", "then", "after that", "finally"; title followed by "for 2:"; vegetarian main
  {
    text:
      'Chickpea and spinach curry for 2: 1 onion, 2 garlic cloves, 1 tbsp curry powder, 1 tin of chickpeas, ' +
      '400 ml coconut milk, 100 g spinach, rice to serve. ' +
      'Fry the chopped onion in a little oil for 8 minutes, meanwhile crush the garlic, then add the garlic and the curry powder ' +
      'and cook for 1 minute, after that pour in the chickpeas and the coconut milk and simmer for 15 minutes, ' +
      'then stir in the spinach until it wilts and finally serve it over rice.',
    title: 'Chickpea and spinach curry',
    servings: 2,
    prep: 0,
    cook: 24,
    steps: 6,
    rows: ['1 unitats onion', '1 cullerada curry powder', '400 ml coconut milk', '100 g spinach'],
  },
  // voice: telegraphic notes, US cups, "1 hr", a label before the first step ("syrup:"); drink
  {
    text:
      'Fresh lemonade (serves 6)\n' +
      '- 1 cup sugar\n' +
      '- 1 cup water (for the syrup)\n' +
      '- 6 lemons\n' +
      '- 4 cups cold water\n' +
      '- ice\n' +
      'syrup: heat the sugar with 1 cup of water 5 min till dissolved, cool\n' +
      'squeeze the lemons\n' +
      'mix the syrup, the juice and the cold water\n' +
      'chill 1 hr\n' +
      'serve over ice',
    title: 'Fresh lemonade',
    servings: 6,
    prep: 60,
    cook: 5,
    steps: 5,
    rows: ['1 tassa sugar', '6 unitats lemons', '4 tassa cold water'],
    names: ['ice'],
  },
  // voice: grandmother talking ("Now, love"), quantities in words, "a pint", "half an hour"; dessert
  {
    text:
      "Nana's bread and butter pudding\n" +
      'Now, love, this serves six. You want eight slices of stale bread, buttered, a handful of sultanas, ' +
      'two eggs, a pint of milk and three tablespoons of sugar. ' +
      'Cut the bread into triangles and lay them in a dish with the sultanas in between. ' +
      'Whisk the eggs, milk and sugar together and pour it over. ' +
      "Leave it to soak for half an hour, mind, or it'll be dry. " +
      'Grate a bit of nutmeg on top. ' +
      "Then it goes in the oven at 180 for forty minutes till it's puffed and golden.",
    title: "Nana's bread and butter pudding",
    servings: 6,
    prep: 30,
    cook: 40,
    steps: 5,
    rows: ['2 unitats eggs', '3 cullerada sugar'],
    names: ['sultanas'],
  },
  // voice: phone typing, no capitals but the first, "w", typos ("reeal", "evrything", "rite"), "half a",
  // no time at all; dip
  {
    text:
      'Easy guac\n' +
      'for 4 ppl\n' +
      '3 ripe avocados, 1 lime, half a red onion, 1 tomato, handful of cilantro, salt to taste\n' +
      'mash the avocados w a fork\n' +
      'chop onion tomato and cilantro reeal fine\n' +
      'mix evrything w the lime juice and salt\n' +
      'serve rite away w chips',
    title: 'Easy guac',
    servings: 4,
    prep: 0,
    cook: 0,
    steps: 4,
    rows: ['3 unitats ripe avocados', '1 unitats lime', '1/2 unitats red onion', '1 unitats tomato'],
    names: ['cilantro', 'salt'],
  },
  // voice: US blog with chatter before and after, "Directions:", 350°F, "an hour", cups as fractions; bread
  {
    text:
      'Okay, confession time: I always buy too many bananas. Always. My kids won’t touch them once they get a single brown spot, ' +
      'so this recipe has saved about a hundred bananas from the trash. It’s super forgiving, too.\n\n' +
      'Banana Bread\n' +
      'Serves 10\n' +
      'Ingredients:\n' +
      '3 ripe bananas\n1/3 cup melted butter\n3/4 cup sugar\n1 egg\n1 teaspoon vanilla\n1 teaspoon baking soda\n' +
      '1 pinch of salt\n1 1/2 cups all-purpose flour\n' +
      'Directions: Preheat the oven to 350°F. ' +
      'Mash the bananas in a bowl. ' +
      'Stir in the melted butter, then the sugar, egg and vanilla. ' +
      'Sprinkle in the baking soda and salt, then fold in the flour. ' +
      'Pour into a greased loaf pan and bake for an hour. ' +
      'Let it cool before slicing.\n' +
      'Happy baking, friends!',
    title: 'Banana Bread',
    servings: 10,
    prep: 0,
    cook: 60,
    steps: 6,
    rows: [
      '3 unitats ripe bananas',
      '1/3 tassa melted butter',
      '3/4 tassa sugar',
      '1 unitats egg',
      '1 culleradeta vanilla',
      '1 culleradeta baking soda',
      '1 pessics salt',
      '1 1/2 tassa all-purpose flour',
    ],
  },
  // voice: UK, a stated total with its parts in words ("an hour and a half"); no step durations; main
  {
    text:
      'Sunday roast chicken\n' +
      'Serves 4. Takes 1 hour 45 minutes in total: 15 minutes to prepare and an hour and a half in the oven.\n' +
      '1 chicken (about 1.8 kg)\n1 lemon\n1 head of garlic\n2 tbsp olive oil\nsalt and pepper\n' +
      'Preheat the oven to 190°C. ' +
      'Put the halved lemon and the garlic inside the chicken. ' +
      'Rub the skin with the olive oil, salt and pepper. ' +
      'Roast it until the juices run clear. ' +
      'Rest it under foil before carving.',
    title: 'Sunday roast chicken',
    servings: 4,
    prep: 15,
    cook: 90,
    steps: 5,
    rows: ['1 unitats lemon', '2 cullerada olive oil'],
    names: ['salt', 'pepper'],
  },
  // voice: US, ounces (not asserted as rows), cups and spoons spelled out; pasta main
  {
    text:
      'Stovetop mac and cheese\n' +
      'Serves 4\n' +
      '8 oz elbow macaroni\n2 tablespoons butter\n2 tablespoons flour\n2 cups whole milk\n8 oz sharp cheddar, shredded\n' +
      '1/2 teaspoon mustard powder\nsalt to taste\n' +
      'Boil the macaroni in salted water for 7 minutes and drain. ' +
      'Melt the butter in the same pot, whisk in the flour and cook for 1 minute. ' +
      'Slowly whisk in the milk and simmer for 5 minutes until thick. ' +
      'Take it off the heat and stir in the cheese and mustard powder until smooth. ' +
      'Fold in the macaroni and season with salt.',
    title: 'Stovetop mac and cheese',
    servings: 4,
    prep: 0,
    cook: 13,
    steps: 5,
    rows: ['2 cullerada butter', '2 cullerada flour', '2 tassa whole milk', '1/2 culleradeta mustard powder'],
    names: ['elbow macaroni'],
  },
  // voice: "First, / Next, / Finally," steps, no time at all; sauce
  {
    text:
      'Basil pesto\n' +
      'Enough for 4 servings of pasta.\n' +
      '50 g fresh basil leaves, 1 garlic clove, 30 g pine nuts, 50 g grated parmesan, 120 ml extra virgin olive oil, a pinch of salt.\n' +
      'First, toast the pine nuts in a dry pan until golden. ' +
      'Next, pound the garlic with the salt in a mortar. ' +
      'Add the basil and pine nuts and keep pounding to a paste. ' +
      'Finally, stir in the parmesan and the olive oil.',
    title: 'Basil pesto',
    servings: 4,
    prep: 0,
    cook: 0,
    steps: 4,
    rows: [
      '50 g fresh basil leaves',
      '30 g pine nuts',
      '50 g grated parmesan',
      '120 ml extra virgin olive oil',
      '1 pessics salt',
    ],
  },
  // voice: "For one", "½", a range ("2-3 cloves"), no time; hot drink
  {
    text:
      'Hot toddy\n' +
      'For one.\n' +
      '50 ml whisky, 1 tablespoon honey, ½ lemon, 1 cinnamon stick, 150 ml boiling water, 2-3 cloves.\n' +
      'Put the honey, the whisky and the juice of the lemon in a mug. ' +
      'Pour over the boiling water and stir until the honey dissolves. ' +
      'Add the cinnamon stick and the cloves and let it steep briefly before drinking.',
    title: 'Hot toddy',
    servings: 1,
    prep: 0,
    cook: 0,
    steps: 3,
    rows: ['50 ml whisky', '1 cullerada honey', '1/2 unitats lemon', '150 ml boiling water'],
    names: ['cloves'],
  },
];
