import type { CookText } from './check-cook-text.ts';

/**
 * Second held-out set of cooks' texts: written on 2026-11-29 for issue 34, before any autofill change,
 * and never to be tuned on (no code, dictionary or rule may be changed to make one of these pass).
 * The voices are deliberately unlike the tuning texts: first person ("pelo les patates"), impersonal
 * ("es pelen", "se corta"), imperative, one long paragraph joined with "i"/"mentrestant"/"quan",
 * telegraphic notes, steps numbered inline and steps listed after "Passos:"/"Pasos:"/"Steps:".
 * Expectations are what the cook meant, never what the autofill gives.
 *
 * Conventions, following held-out-cook-texts.ts:
 * - cook: the sum of the durations the cook gives to steps on the heat or in the oven;
 * - prep: a stated preparation time; otherwise resting, soaking, marinating or fridge time;
 * - a stated TOTAL only (crema de carbassa there): cook is the sum of the cooking steps, prep the rest;
 * - no time stated at all: prep 0 and cook 0; a time given only as a range is not asserted;
 * - rows "quantity unit name": counted things in 'unitats', "mig"/"½" as 1/2, "i mig" as 1 1/2,
 *   spoons as 'cullerada'/'culleradeta' (singular), cups as 'tassa', a pinch as 'pessics';
 *   amounts given as ranges, cans, glasses, cloves, slices or "una mica" are not asserted as rows;
 * - steps without their numbering or bullets; one sentence (or one numbered item) is one step.
 */
export const HELD_OUT_COOK_TEXTS_2: readonly CookText[] = [
  // ───────────── Catalan ─────────────

  // voice: first person, times in the steps
  {
    text:
      "Truita de patates. Per a 4. Faig servir 4 patates, 6 ous, una ceba i oli d'oliva i sal. " +
      'Pelo les patates i les tallo a làmines fines. Pico la ceba. ' +
      'Les fregeixo amb la ceba en força oli a foc mitjà uns 20 minuts, fins que són toves. ' +
      'Bato els ous amb una mica de sal. Escorro les patates i les barrejo amb l’ou. ' +
      'Quallo la truita a la paella 4 minuts, la giro amb un plat i la deixo 2 minuts més.',
    title: 'Truita de patates',
    servings: 4,
    cook: 26,
    steps: 6,
    rows: ['4 unitats patates', '6 unitats ous', '1 unitats ceba'],
    names: ["oli d'oliva", 'sal'],
  },
  // voice: impersonal ("es renten"), quantities in words, time in words
  {
    text:
      "Escalivada. Dues albergínies, dos pebrots vermells, dues cebes, oli d'oliva i sal. " +
      'Es renten les verdures i es posen senceres en una safata. ' +
      "S'enfornen a 200 graus durant una hora, girant-les de tant en tant. " +
      'Es deixen refredar tapades amb un drap. Es pelen i es tallen a tires. ' +
      "S'amaneixen amb oli i sal.",
    title: 'Escalivada',
    cook: 60,
    steps: 5,
    rows: ['2 unitats albergínies', '2 unitats pebrots vermells', '2 unitats cebes'],
    names: ["oli d'oliva", 'sal'],
  },
  // voice: telegraphic notes ("ceba, 1."), abbreviated minutes
  {
    text:
      'Llenties estofades, 4 racions. 300 g llenties. ceba, 1. pastanaga, 2. all, 2 grans. llorer, 1 fulla. ' +
      'pebre vermell, 1 culleradeta. sal. sofregir ceba i pastanaga 10 min. afegir all i pebre vermell. ' +
      'llenties i aigua fins a cobrir, amb el llorer. coure 40 min a foc baix. salar al final.',
    servings: 4,
    cook: 50,
    steps: 5,
    rows: ['300 g llenties', '1 unitats ceba', '2 unitats pastanaga', '1 culleradeta pebre vermell'],
    names: ['sal'],
  },
  // voice: numbered steps inline "1) ... 2) ...", imperative; fridge time counts as prep, nothing cooked
  {
    text:
      "Esqueixada per a 4. 300 g de bacallà dessalat, 3 tomàquets, 1 ceba tendra, 1 pebrot verd, olives negres, oli d'oliva i vinagre. " +
      '1) Esqueixa el bacallà amb els dits. 2) Talla els tomàquets, la ceba i el pebrot a daus petits. ' +
      '3) Barreja-ho tot en una plata amb les olives. ' +
      '4) Amaneix-ho amb oli i vinagre i deixa-ho reposar mitja hora a la nevera.',
    servings: 4,
    prep: 30,
    cook: 0,
    steps: [
      'Esqueixa el bacallà amb els dits.',
      'Talla els tomàquets, la ceba i el pebrot a daus petits.',
      'Barreja-ho tot en una plata amb les olives.',
      'Amaneix-ho amb oli i vinagre i deixa-ho reposar mitja hora a la nevera.',
    ],
    rows: ['300 g bacallà dessalat', '3 unitats tomàquets', '1 unitats ceba tendra', '1 unitats pebrot verd'],
    names: ["oli d'oliva", 'vinagre', 'olives negres'],
  },
  // voice: one long paragraph ("i mentrestant", "quan", "un cop", "després"), "cinc minutets", "un raig"
  {
    text:
      "Per fer mongetes amb botifarra per a dues persones poso 2 botifarres a la paella amb un raig d'oli i les deixo fer " +
      "uns 15 minuts a foc mitjà i mentrestant escorro un pot de mongetes cuites i pico un gra d'all i una mica de julivert " +
      'i quan les botifarres són ben rosses les trec i un cop fora, a la mateixa paella hi tiro les mongetes amb l’all i el ' +
      'julivert i les salto cinc minutets i després hi torno les botifarres i ho serveixo tot junt.',
    servings: 2,
    cook: 20,
    rows: ['2 unitats botifarres'],
    names: ['oli', 'julivert'],
  },
  // voice: first person; total at the end ("una hora i quart") that is not the sum of the steps (65)
  {
    text:
      'Sopa de ceba. Per a 4 persones: 4 cebes, 50 g de mantega, 1 l de brou de carn, 4 llesques de pa, ' +
      '100 g de formatge ratllat, sal i pebre. Tallo les cebes a juliana ben fina. ' +
      'Les poso a la cassola amb la mantega i les deixo confitar a foc baix 40 minuts. ' +
      'Hi afegeixo el brou, salpebro i ho faig bullir 20 minuts més. ' +
      'Reparteixo la sopa en cassoletes, hi poso el pa a sobre i el formatge. Ho gratino 5 minuts. ' +
      'Tot plegat, una hora i quart.',
    title: 'Sopa de ceba',
    servings: 4,
    prep: 10,
    cook: 65,
    steps: 5,
    rows: ['4 unitats cebes', '50 g mantega', '1 l brou de carn', '100 g formatge ratllat'],
    names: ['sal', 'pebre'],
  },
  // voice: imperative; soaking the raisins counts as prep, like resting in the older set
  {
    text:
      "Espinacs a la catalana. 500 g d'espinacs, 30 g de panses, 30 g de pinyons, 2 grans d'all i oli. " +
      'Posa les panses en remull amb aigua tèbia 10 minuts. Bull els espinacs 3 minuts i escorre’ls bé. ' +
      "Daura l'all laminat i els pinyons en una paella amb oli. " +
      'Afegeix-hi els espinacs i les panses i salteja-ho 5 minuts.',
    title: 'Espinacs a la catalana',
    prep: 10,
    cook: 8,
    steps: 4,
    rows: ['500 g espinacs', '30 g panses', '30 g pinyons'],
    names: ['oli'],
  },
  // voice: telegraphic notes with colons and commas; fridge hours count as prep
  {
    text:
      'Crema catalana, per a 6. 1 l llet, 8 rovells, 200 g sucre (+ una mica per cremar), 40 g midó de blat de moro, ' +
      'pell de llimona, 1 branca de canyella. llet amb la pell i la canyella al foc fins que arrenca el bull, apagar. ' +
      'rovells, sucre i midó: batre. colar la llet i afegir-la als rovells. ' +
      'al foc sense parar de remenar fins que espessa, 5 min. repartir en cassoletes, nevera 4 h. ' +
      'sucre per sobre i cremar amb la pala.',
    servings: 6,
    prep: 240,
    cook: 5,
    steps: 6,
    rows: ['1 l llet', '8 unitats rovells', '40 g midó de blat de moro'],
    names: ['sucre'],
  },
  // voice: list after "Passos:", first person, one numbered item holds two sentences; "hora i mitja"
  {
    text:
      'Fricandó\nPer a 4 persones\n' +
      'Ingredients: 600 g de vedella a filets prims, 2 cebes, 2 tomàquets, 100 g de moixernons, 1 got de vi ranci, farina, oli i sal.\n' +
      'Passos:\n' +
      '1. Salo els filets, els enfarino i els dauro amb oli. Els reservo.\n' +
      '2. En el mateix oli sofregeixo les cebes picades 15 minuts.\n' +
      '3. Hi afegeixo els tomàquets ratllats i ho deixo 10 minuts més.\n' +
      "4. Hi tiro el vi ranci i deixo que s'evapori l'alcohol.\n" +
      "5. Hi torno la carn, hi poso els moixernons i una mica d'aigua i ho deixo coure hora i mitja a foc lent.",
    title: 'Fricandó',
    servings: 4,
    cook: 115,
    steps: [
      'Salo els filets, els enfarino i els dauro amb oli. Els reservo.',
      'En el mateix oli sofregeixo les cebes picades 15 minuts.',
      'Hi afegeixo els tomàquets ratllats i ho deixo 10 minuts més.',
      "Hi tiro el vi ranci i deixo que s'evapori l'alcohol.",
      "Hi torno la carn, hi poso els moixernons i una mica d'aigua i ho deixo coure hora i mitja a foc lent.",
    ],
    rows: ['2 unitats cebes', '2 unitats tomàquets', '100 g moixernons'],
    names: ['farina', 'oli', 'sal'],
  },
  // voice: impersonal, no time stated at all
  {
    text:
      'Xató. Per a 4. 1 escarola, 200 g de bacallà dessalat, 100 g de tonyina en oli, 16 olives arbequines, ' +
      "4 anxoves i salsa de xató. Es renta l'escarola i es talla a trossos. S'esqueixa el bacallà. " +
      "Es posa l'escarola en una plata amb el bacallà, la tonyina, les anxoves i les olives. " +
      "S'hi tira la salsa just abans de servir.",
    title: 'Xató',
    servings: 4,
    prep: 0,
    cook: 0,
    steps: 4,
    rows: [
      '1 unitats escarola',
      '200 g bacallà dessalat',
      '100 g tonyina en oli',
      '16 unitats olives arbequines',
      '4 unitats anxoves',
    ],
    names: ['salsa de xató'],
  },
  // voice: first person with "Primer"/"Després"; "un quart d'hora", "cinc minuts" in words;
  // total "una hora" against 45 minutes of cooking steps
  {
    text:
      "Arròs negre per a 4. Necessito 400 g d'arròs, 500 g de sípia, 2 sobres de tinta, una ceba, 2 tomàquets, " +
      '1,2 l de fumet i oli. Primer tallo la sípia a daus i la dauro amb oli 5 minuts. ' +
      "Després hi afegeixo la ceba picada i la deixo fer un quart d'hora. " +
      'Hi poso el tomàquet ratllat i la tinta i ho remeno cinc minuts. ' +
      "Tiro l'arròs, el nacro i hi aboco el fumet calent. Ho deixo coure 20 minuts. En total, una hora.",
    servings: 4,
    prep: 15,
    cook: 45,
    steps: 5,
    rows: ['400 g arròs', '500 g sípia', '1 unitats ceba', '2 unitats tomàquets'],
    names: ['oli'],
  },
  // voice: first person, quantities in words ("mig quilo", "un ou", "un parell de", "dos"), servings at the end
  {
    text:
      'Les mandonguilles de casa: mig quilo de carn picada de porc i vedella, un ou, un parell de llesques de pa ' +
      'sucades amb llet, all i julivert, farina per arrebossar, una ceba, dos tomàquets i un got de vi blanc. ' +
      "Barrejo la carn amb l'ou, el pa, l'all i el julivert. Faig boletes i les passo per farina. " +
      'Les fregeixo fins que són rosses i les reservo. ' +
      'Faig un sofregit amb la ceba i el tomàquet, hi tiro el vi i hi poso les mandonguilles. ' +
      "Ho deixo coure tres quarts d'hora a foc baix. Surten per a 6.",
    servings: 6,
    cook: 45,
    steps: 5,
    rows: ['1/2 kg carn picada de porc i vedella', '1 unitats ou', '1 unitats ceba', '2 unitats tomàquets'],
  },
  // voice: imperative; "costen" (a total, resting included): cook 25 + 10, prep the rest of two hours
  {
    text:
      "Panellets de pinyons. Surten uns 30. 250 g d'ametlla mòlta, 250 g de sucre, 1 moniato petit, 1 ou i 200 g de pinyons. " +
      "Bull el moniato 25 minuts, pela'l i aixafa'l. Barreja'l amb l'ametlla i el sucre fins a tenir una massa. " +
      'Deixa reposar la massa a la nevera una hora. ' +
      "Fes boletes, passa-les per la clara de l'ou i arrebossa-les amb els pinyons. " +
      'Pinta-les amb el rovell i enforna-les a 200 graus 10 minuts. Costen unes dues hores, comptant el repòs.',
    title: 'Panellets de pinyons',
    prep: 85,
    cook: 35,
    steps: 5,
    rows: ['250 g ametlla mòlta', '250 g sucre', '1 unitats ou', '200 g pinyons'],
  },
  // voice: one long paragraph in the first person ("i mentrestant", "quan", "després", "un cop"), "mitja hora"
  {
    text:
      "El trinxat el faig així: bullo una col d'hivern d'uns 500 g i 3 patates amb aigua i sal durant mitja hora " +
      'i mentrestant fregeixo 6 talls de cansalada fins que són cruixents, i quan la col i les patates són cuites ' +
      'les escorro bé i les trinxo amb una forquilla, després les poso a la paella amb un parell de grans d’all i el ' +
      'greix de la cansalada i hi faig una coca que giro amb un plat, i un cop daurada per les dues bandes la serveixo ' +
      'amb la cansalada a sobre. És per a 4.',
    servings: 4,
    cook: 30,
    rows: ['3 unitats patates'],
    names: ['sal'],
  },
  // voice: numbered steps inline, first person
  {
    text:
      'Coca de recapte per a 6. 400 g de massa de pa, 2 pebrots vermells, 1 albergínia, 2 cebes, 6 anxoves i oli. ' +
      '1) Escalivo les verdures al forn a 200 graus una hora. 2) Les pelo i les tallo a tires. ' +
      '3) Estiro la massa en una safata i hi reparteixo les verdures i les anxoves. ' +
      "4) Hi tiro un bon raig d'oli i l'enforno 25 minuts.",
    servings: 6,
    cook: 85,
    steps: [
      'Escalivo les verdures al forn a 200 graus una hora.',
      'Les pelo i les tallo a tires.',
      'Estiro la massa en una safata i hi reparteixo les verdures i les anxoves.',
      "Hi tiro un bon raig d'oli i l'enforno 25 minuts.",
    ],
    rows: [
      '400 g massa de pa',
      '2 unitats pebrots vermells',
      '1 unitats albergínia',
      '2 unitats cebes',
      '6 unitats anxoves',
    ],
    names: ['oli'],
  },
  // voice: numbered steps inline, imperative, the amounts only inside the steps, servings after the
  // last step, no time stated
  {
    text:
      'Amanida de cigrons. 1) Escorre i renta 400 g de cigrons cuits. 2) Pica mitja ceba vermella i un pebrot verd. ' +
      '3) Talla 2 tomàquets a daus. 4) Barreja-ho tot amb una llauna de tonyina, oli, vinagre i sal. Per a 3.',
    title: 'Amanida de cigrons',
    servings: 3,
    prep: 0,
    cook: 0,
    steps: [
      'Escorre i renta 400 g de cigrons cuits.',
      'Pica mitja ceba vermella i un pebrot verd.',
      'Talla 2 tomàquets a daus.',
      'Barreja-ho tot amb una llauna de tonyina, oli, vinagre i sal.',
    ],
    rows: [
      '400 g cigrons cuits',
      '1/2 unitats ceba vermella',
      '1 unitats pebrot verd',
      '2 unitats tomàquets',
    ],
    names: ['oli', 'vinagre', 'sal'],
  },
  // voice: telegraphic notes; "½ l", a pinch; the night in the fridge is not minutes, so prep is not asserted
  {
    text:
      "croquetes de carn d'olla (les de l'endemà de l'escudella). carn d'olla que sobra, uns 400 g. 1 ceba. " +
      '60 g mantega. 60 g farina. ½ l llet. ou i pa ratllat per arrebossar. un pessic de nou moscada. ' +
      'picar la carn. ceba a la mantega, 10 min. farina, 2 min. llet de mica en mica, remenant, 10 min. ' +
      'carn i nou moscada, barrejar. beixamel a la nevera tota la nit. fer les croquetes, arrebossar, fregir.',
    cook: 22,
    steps: 7,
    rows: ['1 unitats ceba', '60 g mantega', '60 g farina', '1/2 l llet', '1 pessics nou moscada'],
    names: ['pa ratllat'],
  },
  // voice: telegraphic notes; "2 o 3 grans d'all" and "35-40 min" (ranges: neither asserted)
  {
    text:
      "Conill amb all i julivert. 1 conill a trossos. 2 o 3 grans d'all. julivert. vi blanc, un raig. oli, sal, pebre. " +
      'salpebrar el conill. daurar-lo a la cassola amb oli, 10 min. picar l’all i el julivert i afegir-ho. ' +
      'tirar el vi blanc i deixar evaporar. tapar i coure a foc lent 35-40 min.',
    title: 'Conill amb all i julivert',
    steps: 5,
    names: ['julivert', 'vi blanc', 'oli', 'sal', 'pebre'],
  },
  // voice: list after "Passos:" with dashes, impersonal ("es talla", "s'hi afegeixen"); "un quilo i mig"
  {
    text:
      'Faves a la catalana\nPer a 4\n' +
      'Un quilo i mig de faves tendres desgranades, 150 g de cansalada, 1 botifarra negra, 2 cebes tendres, ' +
      '1 got de vi ranci, menta fresca, oli i sal.\n' +
      'Passos:\n' +
      '- Es talla la cansalada a daus i es daura a la cassola amb oli.\n' +
      "- S'hi afegeixen les cebes tendres picades i es fan 10 minuts.\n" +
      "- S'hi tiren les faves, el vi ranci i la menta.\n" +
      '- Es tapa i es deixa coure a foc lent 20 minuts.\n' +
      "- Al final s'hi posa la botifarra a rodanxes.",
    title: 'Faves a la catalana',
    servings: 4,
    cook: 30,
    steps: [
      'Es talla la cansalada a daus i es daura a la cassola amb oli.',
      "S'hi afegeixen les cebes tendres picades i es fan 10 minuts.",
      "S'hi tiren les faves, el vi ranci i la menta.",
      'Es tapa i es deixa coure a foc lent 20 minuts.',
      "Al final s'hi posa la botifarra a rodanxes.",
    ],
    rows: [
      '1 1/2 kg faves tendres desgranades',
      '150 g cansalada',
      '1 unitats botifarra negra',
      '2 unitats cebes tendres',
    ],
    names: ['menta fresca', 'oli', 'sal'],
  },
  // voice: first person; "entre 40 i 45 minuts" in a step (a range: cook not asserted); prep in words at the end
  {
    text:
      'Pastís de formatge al forn. Per a 8. 500 g de formatge fresc per untar, 4 ous, 200 ml de nata, 150 g de sucre, ' +
      '1 cullerada de farina. Barrejo tots els ingredients amb la batedora fins que queda fi. ' +
      'Ho aboco en un motlle folrat amb paper de forn. ' +
      "L'enforno a 180 graus entre 40 i 45 minuts, fins que el centre tremola una mica. " +
      'El deixo refredar dins el forn i després a la nevera. La preparació són deu minuts.',
    title: 'Pastís de formatge al forn',
    servings: 8,
    prep: 10,
    steps: 4,
    rows: [
      '500 g formatge fresc per untar',
      '4 unitats ous',
      '200 ml nata',
      '150 g sucre',
      '1 cullerada farina',
    ],
  },
  // voice: one long paragraph, impersonal ("es fa", "s'hi afegeixen", "mentrestant es prepara")
  {
    text:
      'Per al suquet es fa un sofregit amb una ceba i un tomàquet, i quan és ben fet s’hi afegeixen 4 patates tallades ' +
      "a rodanxes i es cobreixen amb fumet, es deixa bullir un quart d'hora i mentrestant es prepara una picada amb all, " +
      "julivert i ametlles, després s'hi posen els talls de lluç i les cloïsses i la picada i es deixa coure cinc minuts " +
      'més, i un cop obertes les cloïsses ja es pot servir. Per a quatre persones.',
    servings: 4,
    cook: 20,
    rows: ['1 unitats ceba', '1 unitats tomàquet', '4 unitats patates'],
    names: ['fumet', 'julivert'],
  },
  // voice: impersonal ("es preescalfa", "es fregeixen"); "2 o 3 talls" (a range, not asserted)
  {
    text:
      "Arròs al forn per a 4. 300 g d'arròs, 2 patates, 2 tomàquets, 200 g de cigrons cuits, 4 botifarres de ceba, " +
      "2 o 3 talls de cansalada, 1 cap d'all, 900 ml de brou i oli. Es preescalfa el forn a 220 graus. " +
      'Es fregeixen les patates a rodanxes i la cansalada i es posen a la cassola de fang. ' +
      'Es dauren les botifarres a la mateixa paella. ' +
      "S'hi afegeixen l'arròs, els cigrons, el tomàquet a rodanxes i el cap d'all al mig. " +
      "S'hi tira el brou bullent i s'enforna 20 minuts.",
    servings: 4,
    cook: 20,
    steps: 5,
    rows: [
      '300 g arròs',
      '2 unitats patates',
      '2 unitats tomàquets',
      '200 g cigrons cuits',
      '4 unitats botifarres de ceba',
      '900 ml brou',
    ],
    names: ['oli'],
  },
  // voice: impersonal; "De preparació" and "al foc hi està"
  {
    text:
      'Pollastre amb samfaina, per a 4. Mig pollastre a octaus, 1 albergínia, 1 carbassó, 1 pebrot vermell, 1 ceba, ' +
      '2 tomàquets, oli i sal. Es salpebra el pollastre i es daura a la cassola. ' +
      'Es treu i, en el mateix oli, es fan la ceba i el pebrot. ' +
      "S'hi afegeixen l'albergínia i el carbassó a daus. Quan tot és tou, s'hi posa el tomàquet ratllat. " +
      'Es torna el pollastre a la cassola i es deixa coure tapat. ' +
      'De preparació són 20 minuts i al foc hi està una hora.',
    servings: 4,
    prep: 20,
    cook: 60,
    steps: 5,
    rows: [
      '1 unitats albergínia',
      '1 unitats carbassó',
      '1 unitats pebrot vermell',
      '1 unitats ceba',
      '2 unitats tomàquets',
    ],
    names: ['oli', 'sal'],
  },
  // voice: first person, international dish, amounts only inside the steps, "un grapat", "un raig"
  {
    text:
      "Curri de llenties vermelles. Per a 4. Poso a la cassola un raig d'oli, una ceba picada, 2 grans d'all i un tros " +
      'de gingebre ratllat i ho sofregeixo 5 minuts. Hi afegeixo 2 cullerades de curri en pols i ho remeno un minut. ' +
      "Hi tiro 250 g de llenties vermelles, 400 ml de llet de coco i 500 ml d'aigua. " +
      "Ho deixo coure 20 minuts, fins que les llenties es desfan. Hi poso un grapat d'espinacs i sal al final. " +
      'Ho serveixo amb arròs blanc.',
    title: 'Curri de llenties vermelles',
    servings: 4,
    cook: 26,
    steps: 6,
    rows: ['2 cullerada curri en pols', '250 g llenties vermelles', '400 ml llet de coco', '500 ml aigua'],
    names: ['oli', 'espinacs', 'sal'],
  },
  // voice: imperative; nothing cooked, fridge hours as prep
  {
    text:
      'Tiramisú per a 6. 250 g de mascarpone, 3 ous, 80 g de sucre, 200 g de melindros, 2 tasses de cafè fort ' +
      'i cacau en pols. Separa les clares dels rovells. Bat els rovells amb el sucre i afegeix-hi el mascarpone. ' +
      'Munta les clares a punt de neu i incorpora-les a la crema. ' +
      'Suca els melindros amb el cafè i fes capes de melindros i crema en una safata. ' +
      'Empolvora-ho amb cacau i deixa-ho a la nevera 4 hores.',
    servings: 6,
    prep: 240,
    cook: 0,
    steps: 5,
    rows: ['250 g mascarpone', '3 unitats ous', '80 g sucre', '200 g melindros'],
    names: ['cacau en pols'],
  },

  // ───────────── Spanish ─────────────

  // voice: first person ("pongo", "lo dejo"), "tres cuartos de hora"
  {
    text:
      'Lentejas con chorizo para 4: 300 g de lentejas, un chorizo, una cebolla, una zanahoria, dos dientes de ajo, ' +
      'una hoja de laurel y una cucharadita de pimentón. ' +
      'Pongo las lentejas en la olla con el chorizo en rodajas y la verdura picada. ' +
      'Lo cubro todo con agua fría y añado el laurel y el pimentón. Lo pongo a hervir y luego bajo el fuego. ' +
      'Lo dejo cocer tres cuartos de hora. Al final lo pruebo y le pongo sal.',
    servings: 4,
    cook: 45,
    steps: 5,
    rows: [
      '300 g lentejas',
      '1 unitats chorizo',
      '1 unitats cebolla',
      '1 unitats zanahoria',
      '1 culleradeta pimentón',
    ],
  },
  // voice: impersonal ("se trocean", "se cuela"); soaking and fridge as prep (10 + 60), nothing cooked
  {
    text:
      'Salmorejo. Para 4 personas. 1 kg de tomates maduros, 200 g de pan del día anterior, 1 diente de ajo, ' +
      '150 ml de aceite de oliva virgen extra y sal. Para servir, huevo duro y jamón picados. ' +
      'Se trocean los tomates y se trituran. Se cuela el tomate para quitar pieles y pepitas. ' +
      'Se añade el pan en trozos y se deja remojar 10 minutos. ' +
      'Se tritura con el ajo y la sal mientras se añade el aceite en hilo. Se enfría en la nevera al menos una hora.',
    title: 'Salmorejo',
    servings: 4,
    prep: 70,
    cook: 0,
    steps: 5,
    rows: ['1 kg tomates maduros', '200 g pan del día anterior', '150 ml aceite de oliva virgen extra'],
    names: ['sal'],
  },
  // voice: imperative, "unos 5 minutos" and "dos minutos"
  {
    text:
      'Gambas al ajillo. 400 g de gambas peladas, 4 dientes de ajo, una guindilla, 100 ml de aceite de oliva, perejil y sal. ' +
      'Lamina los ajos. Calienta el aceite en una cazuela de barro con los ajos y la guindilla a fuego suave ' +
      'unos 5 minutos, hasta que los ajos se doren. Echa las gambas y sálalas. ' +
      'Cocina dos minutos, espolvorea el perejil picado y sirve enseguida.',
    title: 'Gambas al ajillo',
    cook: 7,
    steps: 4,
    rows: ['400 g gambas peladas', '1 unitats guindilla', '100 ml aceite de oliva'],
    names: ['perejil', 'sal'],
  },
  // voice: one long paragraph in the first person ("mientras tanto", "cuando", "después", "una vez"), "medio kilo"
  {
    text:
      'Para el pisto de mi abuela pico dos cebollas y un pimiento verde y los pocho en una sartén grande con aceite ' +
      'durante un cuarto de hora, mientras tanto corto un calabacín y una berenjena en dados y, cuando la cebolla está ' +
      'transparente, los añado y lo dejo todo otros veinte minutos, después echo medio kilo de tomate triturado, sal y ' +
      'una pizca de azúcar y lo dejo hacerse a fuego lento media hora más hasta que se reduce, y una vez listo se puede ' +
      'comer con un huevo frito encima. Da para 4.',
    servings: 4,
    cook: 65,
    rows: [
      '2 unitats cebollas',
      '1 unitats pimiento verde',
      '1 unitats calabacín',
      '1 unitats berenjena',
      '1/2 kg tomate triturado',
    ],
    names: ['aceite', 'sal', 'azúcar'],
  },
  // voice: telegraphic notes ("huevos, 6."), infinitives
  {
    text:
      'Tortilla de patatas (para 4). patatas, 5 medianas. huevos, 6. cebolla, 1. aceite abundante y sal. ' +
      'pelar y cortar finas las patatas y la cebolla. freír a fuego medio 25 min. escurrir. ' +
      'batir los huevos con sal y mezclar con la patata. cuajar 3 min, dar la vuelta y 2 min más.',
    servings: 4,
    cook: 30,
    steps: 5,
    rows: ['6 unitats huevos', '1 unitats cebolla'],
    names: ['sal'],
  },
  // voice: numbered steps inline, imperative
  {
    text:
      'Pollo al ajillo para 4: 1 pollo troceado, 8 dientes de ajo, 100 ml de vino blanco, aceite, sal y pimienta. ' +
      '1) Salpimienta el pollo. 2) Dóralo en una cazuela con aceite unos 10 minutos. ' +
      '3) Añade los ajos enteros y deja 5 minutos más. ' +
      '4) Echa el vino blanco y deja que se reduzca a fuego medio 20 minutos, con la cazuela tapada.',
    servings: 4,
    cook: 35,
    steps: [
      'Salpimienta el pollo.',
      'Dóralo en una cazuela con aceite unos 10 minutos.',
      'Añade los ajos enteros y deja 5 minutos más.',
      'Echa el vino blanco y deja que se reduzca a fuego medio 20 minutos, con la cazuela tapada.',
    ],
    rows: ['100 ml vino blanco'],
    names: ['aceite', 'sal', 'pimienta'],
  },
  // voice: list after "Pasos:", ingredients as a dashed list, imperative
  {
    text:
      'Paella valenciana\nPara 6 personas\nIngredientes:\n' +
      '- 1 pollo troceado\n- 1/2 conejo troceado\n- 300 g de judía verde plana\n- 200 g de garrofón\n' +
      '- 1 tomate rallado\n- 500 g de arroz\n- 1,5 l de agua\n- azafrán, pimentón, aceite y sal\n' +
      'Pasos:\n' +
      '1. Dora la carne con aceite y sal en la paella durante 15 minutos.\n' +
      '2. Añade la verdura y rehógala 5 minutos.\n' +
      '3. Haz un hueco y sofríe el tomate con el pimentón.\n' +
      '4. Echa el agua y el azafrán y deja hervir 25 minutos.\n' +
      '5. Reparte el arroz y cuece 18 minutos.\n' +
      '6. Deja reposar tapada con un paño antes de servir.',
    title: 'Paella valenciana',
    servings: 6,
    cook: 63,
    steps: [
      'Dora la carne con aceite y sal en la paella durante 15 minutos.',
      'Añade la verdura y rehógala 5 minutos.',
      'Haz un hueco y sofríe el tomate con el pimentón.',
      'Echa el agua y el azafrán y deja hervir 25 minutos.',
      'Reparte el arroz y cuece 18 minutos.',
      'Deja reposar tapada con un paño antes de servir.',
    ],
    rows: ['300 g judía verde plana', '200 g garrofón', '500 g arroz'],
    names: ['azafrán', 'pimentón', 'aceite', 'sal'],
  },
  // voice: impersonal ("se pican", "se rehogan"); "En total, cuarenta y cinco minutos" against 30 of cooking
  {
    text:
      'Crema de calabacín. Para 4. Se pican un puerro y una cebolla y se rehogan con un chorrito de aceite 10 minutos. ' +
      'Se añaden 3 calabacines troceados y 2 patatas y se cubren con 1 l de caldo de verduras. ' +
      'Se cuece todo 20 minutos. Se tritura con un quesito y se rectifica de sal. ' +
      'En total, cuarenta y cinco minutos.',
    title: 'Crema de calabacín',
    servings: 4,
    prep: 15,
    cook: 30,
    steps: 4,
    rows: ['1 unitats puerro', '1 unitats cebolla', '2 unitats patatas', '1 l caldo de verduras'],
    names: ['aceite', 'sal'],
  },
  // voice: first person; a yield ("me salen unas 12") rather than servings; the infusing time is neither
  // clearly prep nor cook, so no time is asserted
  {
    text:
      'Torrijas de Semana Santa. Con una barra de pan del día anterior me salen unas 12. ' +
      'Caliento 1/2 l de leche con una rama de canela, la piel de un limón y 100 g de azúcar, y la dejo infusionar ' +
      'un cuarto de hora. Corto el pan en rebanadas gruesas. Las empapo bien en la leche. ' +
      'Las paso por 2 huevos batidos. Las frío en aceite caliente hasta que están doradas. ' +
      'Las escurro y las reboso en azúcar con canela.',
    title: 'Torrijas de Semana Santa',
    steps: 6,
    rows: ['1/2 l leche', '100 g azúcar'],
    names: ['aceite'],
  },
  // voice: telegraphic notes with abbreviations ("4 pers.", "cdta"); "30-35 min" (a range: cook not asserted)
  {
    text:
      'patatas a la riojana, 4 pers. 1 kg patatas. 1 chorizo. 1 cebolla. 1 pimiento rojo. 2 ajos. ' +
      '1 cdta pimentón dulce. laurel. sofreír cebolla y pimiento, 10 min. añadir chorizo en rodajas, ajo y pimentón. ' +
      'patatas chascadas, rehogar. cubrir de agua, laurel y sal. cocer 30-35 min.',
    servings: 4,
    steps: 5,
    rows: [
      '1 kg patatas',
      '1 unitats chorizo',
      '1 unitats cebolla',
      '1 unitats pimiento rojo',
      '1 culleradeta pimentón dulce',
    ],
    names: ['laurel'],
  },
  // voice: imperative; fridge hours as prep
  {
    text:
      'Flan de huevo para 6. 4 huevos, 1/2 litro de leche, 120 g de azúcar y 4 cucharadas de azúcar para el caramelo. ' +
      'Haz un caramelo con las 4 cucharadas de azúcar y repártelo en las flaneras. ' +
      'Bate los huevos con el azúcar y la leche. Llena las flaneras. ' +
      'Cuécelas al baño maría en el horno a 170 grados 40 minutos. ' +
      'Déjalas enfriar y guárdalas en la nevera un mínimo de 3 horas.',
    servings: 6,
    prep: 180,
    cook: 40,
    steps: 5,
    rows: ['4 unitats huevos', '1/2 l leche', '120 g azúcar'],
  },
  // voice: one long paragraph, impersonal ("se doran", "se añade"), no time stated ("en un momento" is none)
  {
    text:
      'La merluza en salsa verde se hace en un momento: se doran 4 dientes de ajo picados en una cazuela de barro ' +
      'con aceite, y cuando empiezan a tomar color se añade una cucharada de harina y se remueve, después se vierten ' +
      '200 ml de fumet y un chorrito de vino blanco poco a poco sin dejar de mover, y una vez ligada la salsa se ' +
      'colocan 4 rodajas de merluza y unas almejas y se cuece todo moviendo la cazuela hasta que se abren las ' +
      'almejas, y al final se espolvorea mucho perejil picado. Para dos.',
    servings: 2,
    prep: 0,
    cook: 0,
    rows: ['1 cullerada harina', '200 ml fumet'],
    names: ['aceite'],
  },
  // voice: impersonal; "Tiempo de preparación" stated after the steps
  {
    text:
      'Pimientos rellenos de carne. Para 4 personas. 4 pimientos rojos, 400 g de carne picada, 1 cebolla, ' +
      '100 g de arroz cocido, 200 g de tomate frito y queso rallado. ' +
      'Se les quita la tapa y las semillas a los pimientos. Se sofríe la cebolla con la carne 10 minutos. ' +
      'Se mezcla con el arroz y el tomate frito. Se rellenan los pimientos y se cubren con queso. ' +
      'Se hornean a 180 grados durante 45 minutos. Tiempo de preparación: 20 minutos.',
    title: 'Pimientos rellenos de carne',
    servings: 4,
    prep: 20,
    cook: 55,
    steps: 5,
    rows: [
      '4 unitats pimientos rojos',
      '400 g carne picada',
      '1 unitats cebolla',
      '100 g arroz cocido',
      '200 g tomate frito',
    ],
    names: ['queso rallado'],
  },

  // ───────────── English ─────────────

  // voice: first person ("I brown", "I let it simmer"), amounts only inside the steps
  {
    text:
      'Chili con carne for 6. I brown 500 g of minced beef in a big pot with a splash of oil. ' +
      'Then I add 2 chopped onions and 3 cloves of garlic and cook them for 5 minutes. ' +
      'I stir in 2 teaspoons of chili powder and 1 teaspoon of cumin. ' +
      'I pour in 800 g of chopped tomatoes and a can of kidney beans, drained. ' +
      'I let it simmer for 40 minutes, stirring now and then. I serve it with rice and sour cream.',
    servings: 6,
    cook: 45,
    steps: 6,
    rows: [
      '500 g minced beef',
      '2 culleradeta chili powder',
      '1 culleradeta cumin',
      '800 g chopped tomatoes',
    ],
    names: ['oil'],
  },
  // voice: impersonal (passive); "overnight" is not minutes, so prep is not asserted; nothing cooked
  {
    text:
      'Overnight oats. Serves 1. 50 g rolled oats, 100 ml milk, 100 g natural yogurt, 1 teaspoon honey and a handful of berries. ' +
      'The oats are mixed with the milk, yogurt and honey in a jar. ' +
      'The jar is closed and left in the fridge overnight. In the morning the berries are added on top.',
    title: 'Overnight oats',
    servings: 1,
    cook: 0,
    steps: 3,
    rows: ['50 g rolled oats', '100 ml milk', '100 g natural yogurt', '1 culleradeta honey'],
    names: ['berries'],
  },
  // voice: imperative; "Prep time" and "Cooking time" before the steps; a yield, not servings
  {
    text:
      'Chocolate chip cookies. Makes about 20. 125 g butter, softened, 100 g brown sugar, 50 g white sugar, 1 egg, ' +
      '200 g flour, 1/2 teaspoon baking soda, a pinch of salt and 150 g chocolate chips. ' +
      'Prep time: 15 minutes. Cooking time: 12 minutes. Cream the butter with both sugars. Beat in the egg. ' +
      'Stir in the flour, baking soda and salt, then the chocolate chips. Scoop balls of dough onto a lined tray. ' +
      'Bake at 180 degrees until golden at the edges.',
    title: 'Chocolate chip cookies',
    prep: 15,
    cook: 12,
    steps: 5,
    rows: [
      '100 g brown sugar',
      '50 g white sugar',
      '1 unitats egg',
      '200 g flour',
      '1/2 culleradeta baking soda',
      '150 g chocolate chips',
    ],
    names: ['salt'],
  },
  // voice: one long paragraph ("and meanwhile", "when", "then", "after that", "once")
  {
    text:
      "For a shepherd's pie for four I boil 1 kg of potatoes for 20 minutes and meanwhile fry an onion and 2 carrots, " +
      'diced, then add 500 g of lamb mince and cook it until browned, and when the potatoes are done I mash them with ' +
      'butter and milk, then I stir a tablespoon of tomato purée and 250 ml of stock into the mince and let it bubble ' +
      "for 10 minutes, after that it all goes into a dish with the mash on top and once it's in the oven it needs " +
      '30 minutes at 200 degrees.',
    servings: 4,
    cook: 60,
    rows: ['1 kg potatoes', '500 g lamb mince', '1 cullerada tomato purée', '250 ml stock'],
    names: ['butter', 'milk'],
  },
  // voice: telegraphic notes ("w/", "+"), lower case, no time stated
  {
    text:
      'guacamole - 3 ripe avocados, 1 lime, 1/2 red onion, 1 tomato, coriander, salt. mash avocados w/ lime juice. ' +
      'finely chop onion + tomato, add. chopped coriander, salt to taste. serve straight away w/ tortilla chips.',
    prep: 0,
    cook: 0,
    steps: 4,
    rows: ['3 unitats ripe avocados', '1 unitats lime', '1/2 unitats red onion', '1 unitats tomato'],
    names: ['coriander', 'salt'],
  },
  // voice: numbered steps inline, imperative, amounts only inside the steps
  {
    text:
      'Mac and cheese for 4. 1) Cook 300 g of macaroni for 8 minutes and drain. ' +
      '2) Melt 30 g of butter, stir in 30 g of flour and cook for 1 minute. ' +
      '3) Whisk in 500 ml of milk and simmer for 5 minutes until thick. ' +
      '4) Stir in 200 g of grated cheddar and the pasta. 5) Bake at 200 degrees for 20 minutes.',
    servings: 4,
    cook: 34,
    steps: [
      'Cook 300 g of macaroni for 8 minutes and drain.',
      'Melt 30 g of butter, stir in 30 g of flour and cook for 1 minute.',
      'Whisk in 500 ml of milk and simmer for 5 minutes until thick.',
      'Stir in 200 g of grated cheddar and the pasta.',
      'Bake at 200 degrees for 20 minutes.',
    ],
    rows: ['300 g macaroni', '30 g butter', '30 g flour', '500 ml milk', '200 g grated cheddar'],
  },
  // voice: list after "Steps:", "1 hour and 20 minutes", "Prep time" after the last step
  {
    text:
      'Lemon roast chicken\nServes 4\n' +
      'Ingredients: 1 whole chicken, 2 lemons, 1 head of garlic, 4 sprigs of thyme, olive oil, salt and pepper.\n' +
      'Steps:\n' +
      '1. Heat the oven to 200 degrees.\n' +
      '2. Rub the chicken with olive oil, salt and pepper.\n' +
      '3. Stuff it with the halved lemons, the garlic and the thyme.\n' +
      '4. Roast for 1 hour and 20 minutes, basting halfway.\n' +
      '5. Let it rest under foil before carving.\n' +
      'Prep time: 10 minutes.',
    title: 'Lemon roast chicken',
    servings: 4,
    prep: 10,
    cook: 80,
    steps: [
      'Heat the oven to 200 degrees.',
      'Rub the chicken with olive oil, salt and pepper.',
      'Stuff it with the halved lemons, the garlic and the thyme.',
      'Roast for 1 hour and 20 minutes, basting halfway.',
      'Let it rest under foil before carving.',
    ],
    rows: ['2 unitats lemons'],
    names: ['olive oil', 'salt', 'pepper'],
  },
  // voice: first person; "All in, it takes about 35 minutes" against 25 of cooking
  {
    text:
      'Chickpea and spinach curry, serves 3. I fry a chopped onion in 2 tablespoons of oil for 8 minutes. ' +
      'I add garlic, ginger and 2 tablespoons of curry paste and fry them for 2 minutes. ' +
      'I pour in a 400 ml can of coconut milk and 2 cans of chickpeas, drained, and simmer for 15 minutes. ' +
      'I stir in 100 g of spinach until it wilts. All in, it takes about 35 minutes.',
    servings: 3,
    prep: 10,
    cook: 25,
    steps: 4,
    rows: ['2 cullerada oil', '2 cullerada curry paste', '100 g spinach'],
    names: ['garlic', 'ginger'],
  },
];
