/**
 * Held-out cook texts, set 9 (issue 34), 2026-12-01, written BLIND: without reading the parser,
 * the knowledge base, the earlier held-out sets, the docs or the tests. 45 texts: 15 Catalan,
 * 15 Spanish, 15 English.
 *
 * Voices, on purpose unlike the fifth to eighth sets: a Menorcan llaüt skipper from Fornells
 * ("sa", "es", "idò", tomàtics), an Empordà cold-station prep card (l'Escala anxoves, "a la
 * cambra"), a castellers' bulletin (the 3 de 9 amb folre, la canalla, a 90 cm paella), an Andorran
 * radio phone-in (carreroles, Canillo), a Sóller baker's notebook in Mallorcan ("pastam",
 * "enfornam", "jo ho pes"), a shared-flat fridge note in Gràcia, a numbered social-media thread
 * from Valls (1/7 … 7/7), a Penedès cava cellar workshop in the formal "vostès", an Ebro Delta rice
 * grower in Tortosí ("mosatros", "fico", "en acabant", 12 jornals), a galets packet with its
 * nutrition table, a YouTube transcript with timestamps, a Priorat cooking-forum post (#4,
 * "editat 2 vegades"), a senior-centre workshop handout in Vic (sessió 7 de 12), the minutes of a
 * Berguedà hunting society (Punt 3, 23 socis) and a Santa Caterina fishmonger talking to a
 * customer ("reina", "maca", parada 47); a Tenerife grandmother's letter (papas, guagua,
 * caldero), an Asturian sidrería interview (P:/R:, fabes, "ho", guajes), a Bermeo txoko kitchen
 * book (socio nº 112), a porteño's transcribed voice note (voseo, "che", heladera), a Venezuelan
 * arepera's shift sheet in Lavapiés (budare, "chamo"), a Hialeah notebook from 1982 (olla de
 * presión, libras, onzas), Clarisas selling perrunillas at the torno, a Triana gym coach's meal
 * prep (macros, tuppers, freidora de aire), a Cádiz chirigota member ("quillo", "pisha", "pa"),
 * an Extremaduran transhumant shepherd (800 merinas, leguas), a Madrid tavern placemat (cocido en
 * tres vuelcos, stated soak and cooking times), a Uruguayan golden-wedding recipe book (tortas
 * fritas, "ta", "bo", gurises), a Dominican salon owner in Washington Heights ("un chin",
 * libras), a merchant ship's galley log (tripulación 22, fuerza 6) and a Quito cooking class
 * (locro, "ñaños", usted imperatives); a Portsoy B&B card (cullen skink, "wee"), a Québec family
 * Christmas letter (tourtière, °F, ground cloves), a Louisiana fishing-camp guide (roux, "cher",
 * quarts), a Jamaican grandmother's voice note for a student zine (tins, pimento, Scotch bonnet),
 * a Singapore hawker uncle's handover notes ("lah", stall #01-23), a Kenyan in a Leeds bedsit
 * (sukuma wiki, ugali, sufuria), a Pune housing-society newsletter (kanda poha, Flat C-304), a
 * Minnesota Lutheran funeral-lunch sign-up (tater tot hotdish, 9x13), Texas chili cook-off notes
 * (spice dumps, turn-in at noon), a North Shore surf-shack whiteboard (loco moco, "brah"), a
 * Yorkshire dad in the family doc ("love", "nowt", gas mark 8), a Redruth bakery staff sheet
 * (Cornish pasty, "Makes 6"), a Trinidadian aunty's doubles ("allyuh", "doh"), a dorm mug cake
 * (Room 214, 700 W) and a narrowboat cruising log (57 ft, Lock 21, Caen Hill).
 *
 * Traps: numbers that are not amounts or times (7 metres, 13.00, 3 de 9, 90 cm, 11.05, 40x30,
 * 2,20 €, 1/7, Reserva 2019, 36 mesos, 6-8 °C, 12 jornals, núm. 4, 355 kcal, L-2611-07, 24 cm,
 * 00:25 timestamps, #4, sessió 7 de 12, 45 €, 19.30 h, parada 47, 4,80 €, guagua at 8, 1964,
 * socio nº 112, "Para 12 empanadas", 110 g balls, 17.00, página 14, 1608, 9 €, P 45 g, 800 merinas,
 * 14 leguas, calle de Toledo 72, harina 0000, 1975-2025, 181 y St. Nicholas, fuerza 6, 20 l pot,
 * Grupo 3, Room 3, 9-inch pie, -25 °C, mile marker 33, Issue 4, #01-23, Flat C-304, 9x13, 32 oz,
 * booth 41, 12:00 noon, judge #7, 1.8 ft tide, 12-hole tin, gas mark 8, est. 1952, "about 20
 * times", 700 W, 57 ft, Lock 21), yields that are not servings ("Makes 12", "Makes 6", "salen 10
 * arepas", "unas 40 piezas", "5 tuppers", "Tripulación: 22"), times inside a stated time ("els
 * últims cinc minuts" of three quarters of an hour, "els últims 10 minuts", "the last 25 minutes",
 * "el cilantro los últimos 5 minutos", "La última media hora" inside a stated 3 h 30), stated
 * soak and cooking times above the method, times in words ("vint minuts", "un quart d'hora",
 * "tres quarts d'hora", "dues hores i mitja", "media hora", "dieciocho minutos", "an hour and a
 * half", "for an hour"), a range ("tres o quatre minuts", "entre 40 i 50 minuts", "entre 15 y 18
 * minutos"), batches ("per tandes", "de tres en tres", "de a una", "in batches", "one at a
 * time"), parallel meal prep ("Mientras"), a pressure cooker left to drop on its own, a pressure
 * cooker released by the valve (timed), °F ovens, tips with days in the fridge, cans, tins, jars,
 * a sachet, pounds, ounces, quarts, glasses ("got", "copita", yogurt-pot measures), cloves
 * ("grans d'all", "dientes", "6 ajos", ground cloves the spice), handfuls, "al gust" / "al gusto"
 * / "a gusto" / "to taste", quantities in words ("un quilo", "mig quilo", "medio kilo"), fractions
 * (½, ¾, ¼, 1/2) and "then" / "després" / "luego" / "mentrestant" clauses.
 *
 * Conventions applied to the expected values (kept exactly from the seventh set): a stated time is
 * the answer and a stated total is never added to its parts; otherwise cook = sum of step
 * durations on the heat / in the oven / microwave / air fryer, and prep = resting, soaking,
 * proving, marinating, fridge time; no time at all: prep 0 and cook 0; a step time given only as a
 * range (or as "per tandes" / batches) leaves cook unasserted, and so do parallel batch-cooking
 * plans and a pressure cooker's natural release. Rows are "quantity unit name" with units g, kg,
 * ml, l, unitats, cullerada, culleradeta, tassa, pessics (the unit in Catalan whatever the text's
 * language), decimals with a dot, the name as written in the text's language, lowercase, without
 * the measure word or "de"; ranges, ounces, pounds, cans, glasses, cloves, sachets, handfuls and
 * "to taste" are never rows (the food goes to `names`). Steps: one sentence / numbered item /
 * telegraphic line is a step, a clause opened by then / luego / després / mentrestant / meanwhile
 * is a step of its own; asserted only where unambiguous (a closing tip or note line is not a
 * step). Title only when the dish has its own title line. Servings only when stated as a single
 * number (a yield of pieces is not servings).
 *
 * Never to be tuned on: it is measured once, as written, and then retired.
 */
import type { CookText } from './check-cook-text.ts';

export const HELD_OUT_COOK_TEXTS_9: readonly CookText[] = [
  // ---------------------------------------------------------------- Catalan (15)
  {
    // A Menorcan llaüt skipper, dictated; the sofregit time in words, a rest after.
    text: `Caldereta de llagosta de Fornells
Com la fa en Biel, patró des llaüt Sa Marieta (7 metres d'eslora). Per a 4.
- 2 llagostes d'uns 800 g
- 2 cebes
- 3 tomàtics madurs
- 1 pebre verd
- 4 grans d'all
- 1 branquilló de julivert
- 60 ml d'oli d'oliva
- 1,5 l d'aigua
- llesques primes de pa sec
- sal
Idò, primer tallau ses llagostes a rodanxes i guardau es suc i es corall a una tassa. Dins sa greixonera sofregiu sa ceba i es pebre ben picats amb s'oli, a foc baix, vint minuts. Després hi afegiu es tomàtics ratllats i ho deixau anar deu minuts més. Hi posau es corall picat amb ets alls i es julivert, i tot d'una s'aigua. Quan bulli, hi tirau sa llagosta i ho deixau bullir un quart d'hora, no més, que s'endureix. Apagau es foc i deixau-la reposar deu minuts. Es serveix damunt ses llesques de pa, a sa mateixa greixonera.`,
    title: 'Caldereta de llagosta de Fornells',
    servings: 4,
    cook: 45,
    prep: 10,
    rows: ["60 ml oli d'oliva", '1.5 l aigua'],
    names: ['llagostes', 'all', 'julivert', 'sal'],
  },
  {
    // An Empordà cold-station prep card: no heat at all, two fridge times.
    text: `Anxoves en vinagre
Fitxa de la partida de freds — Can Tià, l'Escala. Servei del migdia: obrim a les 13.00.
Rendiment: 10 racions de tapa
1 kg d'anxoves fresques, netes i sense espina
500 ml de vinagre de vi blanc
250 ml d'aigua
15 g de sal
2 grans d'all
julivert picat
oli d'oliva de l'Empordà al gust
- Barrejar el vinagre, l'aigua i la sal.
- Cobrir les anxoves amb la barreja, 4 hores a la cambra.
- Escórrer-les i cobrir-les d'oli, all i julivert.
- 1 hora més a la cambra abans del servei.
Nota: en carmanyola tancada aguanten 3 dies.`,
    title: 'Anxoves en vinagre',
    servings: 10,
    prep: 300,
    cook: 0,
    steps: 4,
    rows: ['500 ml vinagre de vi blanc', '250 ml aigua', '15 g sal'],
    names: ['anxoves', 'all', 'julivert', "oli d'oliva"],
  },
  {
    // A castellers' bulletin: the tower and the pan size are not amounts.
    text: `Del butlletí núm. 112 de la colla, secció «Cuina de local».
Després de descarregar el 3 de 9 amb folre a la plaça de la Font, tocava sopar. La Montse, de la comissió de canalla, ens ho explica.
Arròs de costella i carxofes
Per a 40 persones
3 kg de costella de porc
12 carxofes
4 kg d'arròs bomba
2 kg de tomàquet ratllat
250 ml d'oli d'oliva
12 l de brou de pollastre
1 sobre de safrà
sal
1. A la paella gran (la de 90 cm), daureu la costella amb l'oli 15 minuts.
2. Afegiu-hi les carxofes a quarts i deixeu-les 5 minuts.
3. Tireu-hi el tomàquet i sofregiu-ho fins que sigui fosc, 10 minuts.
4. Aboqueu-hi el brou calent i, quan arrenqui el bull, l'arròs en creu.
5. Cuit a foc fort 10 minuts i 8 més a foc baix.
6. Deixeu-lo reposar 5 minuts tapat amb draps.`,
    title: 'Arròs de costella i carxofes',
    servings: 40,
    cook: 48,
    prep: 5,
    steps: 6,
    rows: [
      '3 kg costella de porc',
      '4 kg arròs bomba',
      '2 kg tomàquet ratllat',
      "250 ml oli d'oliva",
      '12 l brou de pollastre',
    ],
    names: ['carxofes', 'safrà', 'sal'],
  },
  {
    // An Andorran radio phone-in: spoken, a handful, times of day that are not times.
    text: `[Transcripció] Ràdio Valira, dissabte a les 11.05, «Fogons de la parròquia». Avui ens truca la Roser, de Canillo.
—Bon dia! Mira, la truita de carreroles, que ara a la tardor a les prades de sobre de casa en surten a cabassos. Agafes un bon grapat de carreroles, 4 ous de galliner, 2 cullerades d'oli, un gra d'all, julivert i sal. Les carreroles les rentes poc, que xuclen aigua, i les saltes amb l'oli i l'all picat cinc minuts, fins que hagin deixat anar l'aigua. Mentrestant bats els ous amb la sal i el julivert. Hi tires les carreroles i, a la paella petita, la de 20 cm, la qualles tres minuts. La gires amb un plat i dos minuts més per l'altre costat. I ja està, amb un tros de pa de pagès!
—Gràcies, Roser. I ara, les notícies de les 11.30.`,
    cook: 10,
    prep: 0,
    rows: ['2 cullerada oli'],
    names: ['carreroles', 'ous', 'all', 'julivert', 'sal'],
  },
  {
    // A Sóller baker's notebook in Mallorcan; tin size and price are traps.
    text: `Coca de trempó
Llibreta des forn de sa plaça, Sóller — dissabtes. Sa padrina ho feia a ull; jo ho pes tot.
Pasta (per a 2 llaunes de 40x30):
1 kg de farina de força
550 ml d'aigua tèbia
100 ml d'oli d'oliva
50 g de saïm
20 g de sal
25 g de llevat fresc
Trempó:
6 tomàtigues de pera
3 pebres verds
2 cebes blanques
oli, sal i pebre bo
Pastam tot amb ses mans fins que sa pasta no s'aferri. Deixam reposar sa pasta una hora, tapada amb un drap. Mentrestant tallam sa verdura a daus petits, l'escorrem i l'amanim amb oli i sal. Estiram sa pasta a ses llaunes, hi posam es trempó per damunt i ho enfornam a 220 °C vint-i-cinc minuts.
Es ven a 2,20 € sa porció.`,
    title: 'Coca de trempó',
    prep: 60,
    cook: 25,
    rows: [
      '1 kg farina de força',
      '550 ml aigua tèbia',
      "100 ml oli d'oliva",
      '50 g saïm',
      '20 g sal',
      '25 g llevat fresc',
    ],
    names: ['tomàtigues', 'pebres verds', 'cebes'],
  },
  {
    // A fridge note in a shared flat: a jar of chickpeas, a days-in-the-fridge tip.
    text: `Nota a la nevera (pis del carrer Verdi, 4t 2a)
Nens, us he deixat cigrons amb espinacs a la carmanyola blava. Si en voleu fer més, així ho he fet jo:
- 1 pot de cigrons cuits (400 g), escorreguts
- 300 g d'espinacs frescos
- 1 ceba
- 2 grans d'all
- 1 culleradeta de pebre vermell dolç
- 1/2 culleradeta de comí
- 3 cullerades d'oli
- sal
Primer poses l'oli a la paella gran i hi fas la ceba a foc mitjà 8 minuts.
Després l'all i les espècies, un minut i prou, que es cremen.
Hi tires els cigrons i els espinacs i remenes 4 minuts, fins que els espinacs s'arronsin.
Aguanta 3 dies a la nevera. Qui ho acabi, que renti la carmanyola 😅
— Laia (hab. 3)`,
    cook: 13,
    prep: 0,
    steps: 3,
    rows: [
      '300 g espinacs frescos',
      '1 culleradeta pebre vermell dolç',
      '0.5 culleradeta comí',
      '3 cullerada oli',
    ],
    names: ['cigrons', 'ceba', 'all', 'sal'],
  },
  {
    // A numbered thread: "1/7" is not a fraction; soaking is prep, a night in the fridge is a tip.
    text: `🧵 Salsa de calçots com la fa ma mare a Valls (i no, no és romesco, ja ens barallarem a les respostes) 1/7
2/7 Ingredients: 4 tomàquets madurs, 1 cap d'alls, 50 g d'ametlles torrades, 30 g d'avellanes torrades, 2 nyores, 1 llesca de pa fregit, 150 ml d'oli d'oliva, 1 cullerada de vinagre i sal.
3/7 Poseu les nyores en remull amb aigua calenta mitja hora.
4/7 Mentrestant, escaliveu els tomàquets i el cap d'alls al forn a 200 °C 25 minuts.
5/7 Peleu-ho tot i, amb la carn de les nyores raspada, piqueu-ho al morter amb la fruita seca i el pa.
6/7 Després hi aneu afegint l'oli a fil i el vinagre, remenant sempre, i saleu-la.
7/7 Millor si reposa una nit a la nevera. RT si sou de Valls 🔁`,
    prep: 30,
    cook: 25,
    steps: 4,
    rows: ['50 g ametlles torrades', '30 g avellanes torrades', "150 ml oli d'oliva", '1 cullerada vinagre'],
    names: ['tomàquets', 'alls', 'nyores', 'sal'],
  },
  {
    // A cava cellar workshop in the formal "vostès": the last five minutes are inside the 45.
    text: `Celler Cal Rovelló — Sant Sadurní d'Anoia
Taller de cuina i cava, visita de les 10.30 (grups de 20 persones com a màxim)
Pollastre al cava amb raïm
Per a 6 persones
1,5 kg de pollastre de pagès
1 ceba grossa
200 g de raïm blanc
375 ml de cava brut nature (mitja ampolla del nostre Reserva 2019, 36 mesos de criança)
200 ml de brou de pollastre
2 cullerades de farina
4 cullerades d'oli d'oliva
sal i pebre
Salpebrin el pollastre tallat a octaus i enfarinin-lo. Daurin-lo a la cassola amb l'oli deu minuts. Retirin-lo i, a la mateixa cassola, facin la ceba tallada en juliana fins que sigui ben rossa, quinze minuts. Tornin-hi el pollastre, regin-ho amb el cava i deixin evaporar l'alcohol cinc minuts. Després afegeixin-hi el brou, tapin la cassola i coguin-ho a foc lent tres quarts d'hora. Els últims cinc minuts hi tiren el raïm. Serveixin-lo amb la resta del cava ben fred, a 6-8 °C.`,
    title: 'Pollastre al cava amb raïm',
    servings: 6,
    cook: 75,
    prep: 0,
    rows: ['200 g raïm blanc', '200 ml brou de pollastre', '2 cullerada farina', "4 cullerada oli d'oliva"],
    names: ['pollastre', 'ceba', 'cava', 'sal', 'pebre'],
  },
  {
    // An Ebro Delta rice grower in Tortosí, one paragraph: a range leaves cook unasserted.
    text: `Arròs amb galeres
Mosatros a casa, que tenim 12 jornals d'arròs a la partida de la Cava, l'arròs amb galeres lo fem cada divendres de Quaresma. Fico 400 g d'arròs, mig quilo de galeres, 1 ceba, 2 tomates madures, 1 culleradeta de pebre roig, 1,5 l de fumet i oli. Primer fico les galeres a la cassola amb un raig d'oli i les fregixo tres o quatre minuts, i en acabant les trac. Al mateix oli faig la ceba a foc lent, que vinga rosseta, un quart d'hora, i després la tomata ratllada deu minuts més. Aboco lo fumet bullint, tiro l'arròs i ho deixo anar a foc viu 10 minuts; en acabant hi torno les galeres per damunt i 8 minuts més a foc baixet. Aixina com s'apaga lo foc, tapat amb un drap cinc minuts i a taula, xiquets.`,
    title: 'Arròs amb galeres',
    prep: 5,
    rows: ['400 g arròs', '1 culleradeta pebre roig', '1.5 l fumet'],
    names: ['galeres', 'ceba', 'tomates', 'oli'],
  },
  {
    // A pasta packet: net weight, year, nutrition figures and a lot number are not amounts.
    text: `PASTES LA FARGA · Galets grossos núm. 4 · Pes net 500 g
Pasta de sèmola de blat dur. Elaborada a Manlleu des de 1921.
MODE DE PREPARACIÓ (per a 4 persones):
2 l de brou d'escudella
200 g de galets
Porteu el brou a ebullició, afegiu-hi els galets i deixeu-los coure 14 minuts, remenant de tant en tant.
Apagueu el foc i deixeu-los reposar 2 minuts abans de servir.
Informació nutricional per 100 g: valor energètic 1.505 kJ / 355 kcal; greixos 1,5 g; hidrats de carboni 71 g; proteïnes 12 g; sal 0,01 g.
Consumiu-la preferentment abans de: vegeu el lateral. Lot: L-2611-07. Conserveu-la en lloc fresc i sec.`,
    servings: 4,
    cook: 14,
    prep: 2,
    steps: 2,
    rows: ["2 l brou d'escudella", '200 g galets'],
  },
  {
    // A YouTube transcript: yogurt-pot measures are never rows; the first 25 minutes are inside the 40.
    text: `[00:00] Bona, família! Avui fem el pastís de iogurt de tota la vida, el que mesures amb el mateix got del iogurt, literal.
[00:25] Necessites: 1 iogurt natural, 3 ous, 2 gots (del iogurt) de sucre, 3 gots de farina, 1 got d'oli de gira-sol, 1 sobre de llevat químic i la ratlladura d'una llimona.
[01:10] Primer bateu els ous amb el sucre fins que blanquegin.
[01:45] Després hi aboqueu el iogurt, l'oli i la ratlladura.
[02:30] Tamiseu-hi la farina amb el llevat i barregeu sense passar-vos.
[03:15] Ho passeu al motlle de 24 cm untat i al forn, a 180 °C, 40 minuts. No obriu el forn els primers 25 minuts, eh!
[04:40] Deixeu-lo refredar 15 minuts abans de desemmotllar-lo. Si us ha agradat, like i subscriu-te!`,
    cook: 40,
    prep: 15,
    names: ['iogurt natural', 'ous', 'sucre', 'farina', 'oli de gira-sol', 'llevat químic', 'llimona'],
  },
  {
    // A forum post: the marinade is prep, the range leaves cook unasserted, a rabbit's weight is not a row.
    text: `Fòrum Cuina Casolana › Carns › Re: algú té la recepta del conill amb xocolata?
#4 · padrina_del_priorat · 14 de novembre, 21:12
Bon vespre! La meva, que és de la Morera de Montsant:
1 conill de 1,2 kg a trossos
250 ml de vi negre del Montsant
1 ceba
2 tomàquets
1 fulla de llorer
Per a la picada: 20 g de xocolata negra, 15 ametlles torrades, 1 gra d'all i julivert
Marineu el conill amb el vi i el llorer 12 hores a la nevera. Escorreu-lo (guardeu el vi!) i daureu-lo a la cassola. Feu-hi el sofregit de ceba i tomàquet. Mulleu-ho amb el vi de la marinada i deixeu-ho a foc lent entre 40 i 50 minuts. Mentrestant, feu la picada al morter i tireu-la-hi els últims 10 minuts.
Salut i bon profit! (editat 2 vegades)`,
    prep: 720,
    rows: ['250 ml vi negre del Montsant', '20 g xocolata negra'],
    names: ['conill', 'ceba', 'llorer', 'ametlles', 'julivert'],
  },
  {
    // A senior-centre workshop in Vic: session numbers, room, hours and a date are not amounts.
    text: `CASAL DE GENT GRAN DEL REMEI (Vic) — Taller de cuina, sessió 7 de 12
Dimarts 1 de desembre · Aula 2 · De 10 a 12 del matí
Botifarra amb mongetes del ganxet
Racions: 4
Ingredients
4 botifarres de porc
600 g de mongetes del ganxet cuites
2 cullerades d'oli d'oliva
1 gra d'all
julivert
sal
Elaboració
1. Punxeu les botifarres i feu-les a la paella amb una cullerada d'oli 12 minuts, girant-les sovint.
2. Retireu-les i mantingueu-les calentes.
3. A la mateixa paella, amb l'altra cullerada d'oli, saltegeu l'all picat 1 minut.
4. Afegiu-hi les mongetes i deixeu-les rossejar 6 minuts sense remenar gaire.
5. Tasteu-les de sal i espolseu-hi julivert.
Recordeu: la propera sessió (dia 15) fem canelons. Porteu carmanyola!`,
    title: 'Botifarra amb mongetes del ganxet',
    servings: 4,
    cook: 19,
    prep: 0,
    steps: 5,
    rows: ['600 g mongetes del ganxet cuites', "2 cullerada oli d'oliva"],
    names: ['botifarres', 'all', 'julivert', 'sal'],
  },
  {
    // Hunting-society minutes, impersonal: a day in the fridge is prep, "per tandes" leaves cook out.
    text: `ACTA DE L'ASSEMBLEA ORDINÀRIA — Societat de Caçadors de Gisclareny (Berguedà)
Assistents: 23 socis. Comença a les 19.30 h.
Punt 1. S'aprova l'acta anterior.
Punt 2. Es fixa la quota de la temporada en 45 €.
Punt 3. Recepta del civet del dinar de germanor (la demana tothom, i el Ton la deixa per escrit):
3 kg de carn de senglar
1 l de vi negre
2 cebes grosses
2 pastanagues
1 branca de farigola i 2 fulles de llorer
50 ml de conyac
100 ml d'oli
sal i pebre
Es posa la carn a daus en adob amb el vi, les verdures tallades i les herbes, i es deixa 24 hores a la nevera. L'endemà s'escorre, s'eixuga i es dauren els trossos a l'olla, per tandes. Es fan les verdures de l'adob a la mateixa olla vint minuts. Es torna la carn, es flameja amb el conyac i es mulla amb el vi colat. Es cou a foc ben lent dues hores i mitja, tapat.
Punt 4. Precs i preguntes: cap.
S'aixeca la sessió a les 21.05 h.`,
    prep: 1440,
    rows: ['3 kg carn de senglar', '1 l vi negre', '50 ml conyac', '100 ml oli'],
    names: ['cebes', 'pastanagues', 'farigola', 'llorer', 'sal', 'pebre'],
  },
  {
    // A fishmonger to a customer: "un quilo" in words, a glass, a stall number and a price.
    text: `Parada 47 del Mercat de Santa Caterina. La Pilar, peixatera, a una clienta:
—Mira, reina, per a 2 persones t'emportes un quilo de musclos del Delta i ja està. A casa els rasques i els treus la barba. En una cassola amb un raig d'oli hi fas una ceba ben picada deu minuts, que quedi transparent. Després hi tires una cullerada de farina i un got de vi blanc, i quan arrenqui el bull hi poses els musclos. Ho tapes i en cinc minuts s'obren tots. Al final, julivert per sobre i a sucar pa, eh, que és el millor! Són 4,80 €, maca. Vols res més?`,
    servings: 2,
    cook: 15,
    prep: 0,
    rows: ['1 cullerada farina'],
    names: ['musclos', 'oli', 'ceba', 'vi blanc', 'julivert'],
  },

  // ---------------------------------------------------------------- Spanish (15)
  {
    // A Tenerife grandmother's letter: the bus time is not a time; "veinte minutos" in words.
    text: `Querida Yaiza, mi niña:
Ya sé que en Madrid no encuentras papas bonitas, pero con unas papas pequeñitas te salen igual. Te lo apunto como me lo enseñó tu bisabuela en Icod:
Para las papas: 1 kg de papas pequeñas, 250 g de sal gorda y agua que las cubra justito.
Para el mojo picón: 3 pimientas palmeras (o 2 guindillas si no hay), 1 cabeza de ajos pelada, 1 cucharadita de comino, 1 cucharada de pimentón, 150 ml de aceite, 50 ml de vinagre y sal.
Las papas se lavan bien pero no se pelan. Se ponen en el caldero con el agua y la sal y se guisan veinte minutos desde que rompe a hervir. Luego se tira el agua y se dejan en el caldero a fuego bajito cinco minutos, meneándolo, hasta que se arrugan y sale la sal blanca. Para el mojo, se majan en el mortero los ajos con el comino y la sal, se añade la pimienta remojada y el pimentón, y se va echando el aceite poco a poco y al final el vinagre.
Mándame foto cuando lo hagas, que la guagua para el pueblo pasa a las 8 y tengo que ir a ver a tu tía.
Besitos, la abuela Candelaria`,
    cook: 25,
    prep: 0,
    rows: [
      '1 kg papas pequeñas',
      '250 g sal gorda',
      '1 culleradeta comino',
      '1 cullerada pimentón',
      '150 ml aceite',
      '50 ml vinagre',
    ],
    names: ['pimientas palmeras', 'ajos'],
  },
  {
    // An Asturian sidrería interview (P:/R:): soak and rest are prep, "medio kilo" in words.
    text: `Entrevista publicada en La Voz del Nalón, sección «Fogones de la cuenca»
P: ¿Cuál es el secreto de la fabada de la sidrería El Llagar de Xuan, abierta desde 1964?
R: Ho, secreto ninguno. Medio kilo de fabes de la granja, que se ponen a remojo la víspera, doce horas en agua fría. Luego el compango: 2 chorizos, 2 morcillas asturianas, 250 g de lacón y 200 g de tocino.
P: ¿Y cómo se cocina?
R: Las fabes van a la pota con el compango, agua fría que las cubra dos dedos y un poquitín de azafrán. Cuando rompe a hervir se espuma bien. Después, fuego mínimo dos horas y media, sin remover nunca con cuchara, solo meneando la pota, y asustándolas con un chorrín de agua fría tres veces. Al final se deja reposar media hora fuera del fuego, que espesa sola.
P: ¿Para cuántos da?
R: Para 6 guajes con hambre. Y con un culín de sidra al lado, claro.`,
    servings: 6,
    prep: 750,
    cook: 150,
    rows: ['250 g lacón', '200 g tocino'],
    names: ['fabes', 'chorizos', 'morcillas asturianas', 'azafrán'],
  },
  {
    // A Bermeo txoko kitchen book: 48 hours of desalting is prep; "every 8 hours" is not added.
    text: `SOCIEDAD GASTRONÓMICA ARRANTZALEAK (Bermeo) — Libro de la cocina, hoja 37
Anota: Iñaki, socio nº 112. Para la cena de socios del sábado, 8 personas.
Bacalao al pil pil
8 lomos de bacalao salado
400 ml de aceite de oliva suave
8 dientes de ajo
2 guindillas secas
1. Desalar los lomos en agua fría 48 horas en la cámara, cambiando el agua cada 8 horas.
2. Secar bien con papel.
3. Dorar los ajos laminados y la guindilla en el aceite en cazuela de barro y retirarlos.
4. Dejar templar el aceite y meter el bacalao con la piel hacia arriba a fuego muy bajo 15 minutos, sin que fría.
5. Sacar los lomos y dejar templar el aceite.
6. Dejar la gelatina en la cazuela e ir ligando la salsa con un colador, moviendo en círculos hasta que emulsione.
7. Volver el bacalao a la salsa y calentar 3 minutos moviendo la cazuela.
Eskerrik asko a Patxi por el truco del colador. Dejad la cocina recogida, que el martes hay junta.`,
    title: 'Bacalao al pil pil',
    servings: 8,
    prep: 2880,
    cook: 18,
    steps: 7,
    rows: ['400 ml aceite de oliva suave'],
    names: ['bacalao', 'ajo', 'guindillas'],
  },
  {
    // A porteño's voice note (voseo): a yield of 12 empanadas is not servings; the oven is a range.
    text: `🎤 Audio de Nacho (2:47)
Che, Jordi, ahí va lo de las empanadas, anotá. Para 12 empanadas comprás un paquete de tapas para horno, las criollas, no las de hojaldre. Relleno: 500 g de carne cortada a cuchillo, 2 cebollas de verdeo, 1 cebolla común, 2 huevos duros, 100 g de aceitunas verdes, 1 cucharada de pimentón, 1 cucharadita de comino y ají molido a gusto. Picás la cebolla y la hacés con un poco de grasa 10 minutos, bien blandita. Después le agregás la carne y la cocinás 5 minutos nomás, que no se seque, con el pimentón, el comino y el ají. Sacás del fuego, le metés el verdeo y a la heladera 2 horas, que tiene que estar bien fría para armarlas. Rellenás cada tapa con huevo y aceituna, hacés el repulgue como te mostré y al horno fuerte, a 220, entre 15 y 18 minutos. ¡Dale, que el domingo vamos a ver a River y las llevamos!`,
    prep: 120,
    rows: ['100 g aceitunas verdes', '1 cullerada pimentón', '1 culleradeta comino'],
    names: ['carne', 'cebollas de verdeo', 'huevos duros', 'ají molido'],
  },
  {
    // A Venezuelan arepera's shift sheet: "salen 10 arepas" is a yield, 110 g balls are not amounts.
    text: `AREPERA LA GUAIREÑA (Lavapiés) — para el chamo nuevo del turno de tarde
Masa (salen 10 arepas):
500 g de harina de maíz precocida blanca
625 ml de agua tibia
1 cucharadita de sal
1 cucharada de aceite
Reina pepiada:
1 pechuga de pollo cocida y desmechada (unos 400 g)
2 aguacates maduros
3 cucharadas de mayonesa
1/2 cebolla morada picadita
cilantro y limón al gusto
- Agua, sal y aceite en el bol; la harina poco a poco, amasando con la mano.
- Reposar la masa 5 minutos, tapada.
- Bolitas de 110 g, aplastadas a 1,5 cm.
- Budare bien caliente: 12 minutos, volteándolas a mitad.
- Terminar 10 minutos en el horno a 200 °C, hasta que suenen huecas.
- Relleno: pisar el aguacate y mezclarlo todo con el pollo.
Ojo: la caja abre a las 17.00 y el cuadre se hace con Yuleisy.`,
    prep: 5,
    cook: 22,
    steps: 6,
    rows: [
      '500 g harina de maíz precocida blanca',
      '625 ml agua tibia',
      '1 culleradeta sal',
      '1 cullerada aceite',
      '3 cullerada mayonesa',
    ],
    names: ['pollo', 'aguacates', 'cilantro', 'limón'],
  },
  {
    // A Hialeah notebook: pounds, ounces and a can are names; a natural release leaves cook out.
    text: `Ropa vieja
(del cuaderno de Migdalia — Hialeah, 1982, página 14 — copiado por su nieta)
2 libras de falda de res
1 cebolla grande
1 ají verde grande
1 ají rojo
4 dientes de ajo
1 lata de salsa de tomate (8 onzas)
1/2 taza de vino seco
1 cucharadita de comino
1 cucharadita de orégano
2 hojas de laurel
aceite y sal
Se pone la carne en la olla de presión con agua que la cubra, una hoja de laurel y sal, y se cocina 35 minutos después que empieza a pitar. Se deja que la presión baje sola. Luego se saca, se deja refrescar y se desmenuza con los dedos. Aparte, en una cazuela con aceite, se sofríen la cebolla, los ajíes en tiras y el ajo 10 minutos. Se le echa la salsa de tomate, el vino, el comino, el orégano y la otra hoja de laurel, y se mete la carne con una taza del caldo a fuego lento 20 minutos. Se sirve con arroz blanco, maduros fritos y frijoles negros, como Dios manda.`,
    title: 'Ropa vieja',
    rows: ['0.5 tassa vino seco', '1 culleradeta comino', '1 culleradeta orégano'],
    names: ['falda de res', 'ajo', 'salsa de tomate', 'laurel'],
  },
  {
    // Clarisas at the torno: opening hours, box price, a founding year and "unas 40 piezas".
    text: `Monasterio de Santa Clara — Dulces del torno
Horario del torno: de 10 a 13 h y de 16.30 a 18.30 h. Caja de medio kilo: 9 €.
Perrunillas de la Madre Abadesa
(Receta de la comunidad desde 1608; la escribe sor María del Carmen para quien la pidió en el torno.)
Ingredientes para unas 40 piezas:
250 g de manteca de cerdo
250 g de azúcar
2 huevos
1 kg de harina
1 copita de anís
la ralladura de un limón
1 cucharadita de canela molida
Elaboración:
Se bate la manteca con el azúcar hasta que blanquee. Luego se añaden los huevos uno a uno, el anís y la ralladura. Se incorpora la harina con la canela poco a poco y se amasa lo justo. Se deja reposar la masa media hora en sitio fresco. Se forman bolitas, se aplastan, se pintan con huevo y se cuecen en horno moderado, a 180 °C, dieciocho minutos. Se dejan enfriar sobre rejilla antes de guardarlas en lata.
Dios se lo pague.`,
    title: 'Perrunillas de la Madre Abadesa',
    prep: 30,
    cook: 18,
    steps: 6,
    rows: ['250 g manteca de cerdo', '250 g azúcar', '1 kg harina', '1 culleradeta canela molida'],
    names: ['huevos', 'anís', 'limón'],
  },
  {
    // A gym coach's meal prep: macros are not amounts, "Mientras" runs in parallel (cook unasserted).
    text: `MEAL PREP DEL DOMINGO 💪 (coach Rubén, Box Triana)
5 tuppers de pollo, arroz y brócoli → la comida de lunes a viernes.
Macros por tupper: 520 kcal · P 45 g · C 55 g · G 12 g
Compra:
800 g de pechuga de pollo
350 g de arroz basmati
2 brócolis
2 cucharadas de aceite de oliva
1 cucharadita de pimentón de la Vera
1 cucharadita de ajo en polvo
sal y pimienta
1) Corta el pollo en tiras y marínalo con el aceite y las especias 30 minutos.
2) Pollo a la freidora de aire, 200 °C, 18 minutos, meneando a la mitad.
3) Mientras, cuece el arroz en agua con sal 12 minutos y escúrrelo.
4) El brócoli en ramitos al microondas con un poco de agua, tapado, 4 minutos.
5) Repártelo en los 5 tuppers y a la nevera. Aguantan 4 días; el del viernes, mejor congelado.
Sin excusas 🔥`,
    prep: 30,
    steps: 5,
    rows: [
      '800 g pechuga de pollo',
      '350 g arroz basmati',
      '2 cullerada aceite de oliva',
      '1 culleradeta pimentón de la Vera',
      '1 culleradeta ajo en polvo',
    ],
    names: ['brócolis', 'sal', 'pimienta'],
  },
  {
    // A Cádiz chirigota member: a handful, "pa freír", frying in threes (cook unasserted).
    text: `Quillo, que me lo habéis pedío los catorce de la chirigota en el ensayo, aquí lo tenéis.
TORTILLITAS DE CAMARONES
(como las de mi mare en la Viña)
200 g de camarones vivos
150 g de harina de garbanzo
100 g de harina de trigo
1 cebolleta
un puñaíto de perejil
350 ml de agua muy fría
sal
aceite de oliva pa freír, abundante
Se mezclan las harinas con la sal y el agua fría hasta que quede una masa más bien clarita. Se le echan la cebolleta y el perejil picaos y los camarones, y la masa a la nevera una hora, que se ponga bien fresquita. Luego se fríen por cucharadas en el aceite bien caliente, de tres en tres pa que no se enfríe, hasta que queden como un encaje, finitas y doraítas. Se sacan a papel de cocina. Y pisha, no me las hagáis gordas, que eso no son tortillitas, son buñuelos.`,
    prep: 60,
    rows: [
      '200 g camarones vivos',
      '150 g harina de garbanzo',
      '100 g harina de trigo',
      '350 ml agua muy fría',
    ],
    names: ['cebolleta', 'perejil', 'sal', 'aceite de oliva'],
  },
  {
    // A transhumant shepherd's notebook: 800 merinas, 3 perros and 14 leguas are not amounts.
    text: `Libreta del tío Eusebio, pastor. Trashumancia de 2025 por la cañada real, con 800 merinas y 3 perros.
Migas de pastor
Pa 4 zagales
1/2 kg de pan sentao (del día de antes)
200 g de panceta
1 chorizo
6 ajos
1 cucharada de pimentón de la Vera
150 ml de aceite
agua con sal
Se pica el pan menúo, se rocía con agua con sal sin encharcarlo y se deja tapao con un paño dos horas. En la sartén grande, con el aceite, se fríen la panceta y el chorizo a tacos diez minutos y se sacan. En la misma grasa se doran los ajos enteros con su piel. Se echa el pan con el pimentón y se le dan vueltas sin parar media hora, hasta que las migas estén sueltas y doraítas. Luego se vuelven a echar la panceta y el chorizo. Pa acompañar, uvas o un café con leche, y a seguir andando, que quedan 14 leguas hasta Trujillo.`,
    title: 'Migas de pastor',
    servings: 4,
    prep: 120,
    cook: 40,
    rows: ['200 g panceta', '1 cullerada pimentón de la Vera', '150 ml aceite'],
    names: ['pan', 'chorizo', 'ajos'],
  },
  {
    // A Madrid tavern placemat: stated soak and cooking times win; "La última media hora" is inside.
    text: `TABERNA CASA PACO · Calle de Toledo, 72 · Desde 1933
«Así hacemos nuestro cocido en tres vuelcos» (impreso en el mantel)
Para 6 comensales
Remojo: 12 horas. Cocción: 3 horas y media.
500 g de garbanzos de Fuentesaúco
500 g de morcillo de ternera
1/4 de gallina
1 hueso de rodilla y 1 de caña
150 g de tocino fresco
1 chorizo y 1 morcilla de cebolla
4 patatas y 3 zanahorias
1 repollo
150 g de fideos finos
Los garbanzos, a remojo la noche antes en agua templada con sal. Las carnes y los huesos, al puchero con agua fría; al hervir, se espuma. Se echan los garbanzos en una red y se deja todo a fuego lento. La última media hora entran las patatas y las zanahorias, y el chorizo y la morcilla se cuecen aparte con el repollo para que no tiñan. Con el caldo colado se hace la sopa de fideos. Primer vuelco: la sopa; segundo: garbanzos y verduras; tercero: las carnes.`,
    servings: 6,
    prep: 720,
    cook: 210,
    rows: [
      '500 g garbanzos de Fuentesaúco',
      '500 g morcillo de ternera',
      '150 g tocino fresco',
      '150 g fideos finos',
    ],
    names: ['gallina', 'chorizo', 'morcilla de cebolla', 'repollo'],
  },
  {
    // A Uruguayan golden-wedding book: "0000" is the flour grade, frying one at a time leaves cook out.
    text: `Tortas fritas de la abuela Nelly
(del recetario de las Bodas de Oro de Nelly y Washington, 1975-2025)
Cuando llueve en Montevideo, ta, se hacen tortas fritas, no hay discusión. Para los gurises:
500 g de harina 0000
1 cucharadita de sal
60 g de grasa de pella
250 ml de agua tibia
grasa para freír
azúcar para espolvorear
Se mezcla la harina con la sal, se le pone la grasa derretida y el agua de a poco, y se amasa bien. Se tapa la masa y se deja descansar media hora. Se estira con las manos, se hacen discos finitos con un agujerito en el medio y se fríen de a una en la grasa bien caliente hasta que estén doraditas de los dos lados. Se escurren y se pasan por azúcar.
Con mate, bo, no hay nada mejor.`,
    title: 'Tortas fritas de la abuela Nelly',
    prep: 30,
    steps: 4,
    rows: ['500 g harina 0000', '1 culleradeta sal', '60 g grasa de pella', '250 ml agua tibia'],
    names: ['azúcar'],
  },
  {
    // A Dominican salon owner: pounds and "como 4 litros" are names; the cilantro's 5 minutes are inside.
    text: `¡Feliz domingo, mis amores! 💇🏽‍♀️ Aquí en el salón (Beauty Yanelly, en la 181 y St. Nicholas) toditas me preguntaron por el sancocho, así que ahí les va, pa 8 personas:
2 libras de carne de res, 1 libra de cerdo, 1 pollo en presas, 1 libra de yuca, 1 libra de ñame, 2 plátanos verdes, 1/2 libra de auyama, 2 mazorcas de maíz, 1 cebolla, 4 dientes de ajo, 1 cucharada de orégano, el jugo de 2 limones, y cilantro y sal al gusto.
Adoben la carne con el ajo, el orégano, el limón y la sal y déjenla una hora en la nevera. Después la sofríen en la olla grande con un chin de aceite 10 minutos. Échenle agua, como 4 litros, y déjenla hervir 40 minutos. Luego van los víveres duros, la yuca y el ñame, 20 minutos. Después el plátano, la auyama y el maíz, 15 minutos más, y el cilantro los últimos 5 minutos. Se sirve con arroz blanco y aguacate. ¡Bendiciones! 🙏🏽`,
    servings: 8,
    prep: 60,
    cook: 85,
    rows: ['1 cullerada orégano'],
    names: ['carne de res', 'yuca', 'ñame', 'plátanos verdes', 'auyama', 'cilantro', 'sal'],
  },
  {
    // A ship's galley log: crew size, wind force and a 20 l pot are not servings or amounts;
    // the pressure is let out by the valve, so the 12 minutes count.
    text: `DIARIO DE COCINA — Buque «Monte Aitana», día 17 de travesía Algeciras–Róterdam. Tripulación: 22. Mar de fondo del noroeste, fuerza 6.
Comida de hoy: lentejas con chorizo (cocinero: Manolo, de Vigo).
2 kg de lentejas pardinas
4 chorizos
4 zanahorias
2 pimientos verdes
2 cebollas
2 cucharadas de pimentón
100 ml de aceite
4 hojas de laurel
- Sofrito de cebolla, pimiento y zanahoria en la olla a presión de 20 l, 10 minutos.
- Pimentón fuera del fuego, que no se queme.
- Lentejas, chorizo en rodajas, laurel y agua fría que cubra tres dedos.
- Cerrar la olla: 12 minutos desde que sube la válvula.
- Sacar el vapor por la válvula, abrir y rectificar de sal.
Cena: sobras y ensalada. Mañana toca pescado si el práctico sube a las 06.00.`,
    cook: 22,
    prep: 0,
    rows: ['2 kg lentejas pardinas', '2 cullerada pimentón', '100 ml aceite'],
    names: ['chorizos', 'zanahorias', 'laurel'],
  },
  {
    // A Quito cooking class in usted imperatives: group number and student count are not servings.
    text: `Locro de papa quiteño
Clase de cocina del jueves · Grupo 3 (10 estudiantes de intercambio) · Profe: doña Rosita, de La Floresta
Achachay, qué frío que hace hoy... por eso el locro, ñaños.
Para 6 personas:
1,5 kg de papa chola
1 cebolla blanca larga
2 cucharadas de manteca de color
1 l de agua
500 ml de leche
200 g de queso fresco
1 aguacate
culantro picado al gusto
1. Haga un refrito con la manteca de color y la cebolla picada, 5 minutos.
2. Añada las papas peladas en cuadritos y muévalas 2 minutos para que cojan color.
3. Ponga el agua y cocine a fuego medio 25 minutos, hasta que unas papas se deshagan y espesen el locro.
4. Baje el fuego, agregue la leche y déjelo 5 minutos sin que hierva.
5. Apague y añada el queso desmenuzado.
6. Sirva con tajadas de aguacate y culantro.`,
    title: 'Locro de papa quiteño',
    servings: 6,
    cook: 37,
    prep: 0,
    steps: 6,
    rows: [
      '1.5 kg papa chola',
      '2 cullerada manteca de color',
      '1 l agua',
      '500 ml leche',
      '200 g queso fresco',
    ],
    names: ['cebolla blanca', 'aguacate', 'culantro'],
  },

  // ---------------------------------------------------------------- English (15)
  {
    // A Portsoy B&B card: breakfast hours and room number are not times or amounts; a wee handful.
    text: `Cullen Skink
From the kitchen at Tigh na Mara B&B, Portsoy, for the guests who asked at breakfast (served 7.30 to 9, and Room 3 wanted seconds!)
Serves 4
350 g undyed smoked haddock
1 onion, finely chopped
25 g butter
500 g floury potatoes
300 ml whole milk
300 ml water
a wee handful of chopped parsley
Lay the haddock in a pan with the water, bring to a simmer and poach for 5 minutes. Lift the fish out and keep the water. Then soften the onion in the butter in a clean pot for 8 minutes without colouring it. Add the diced potatoes and the fish water and simmer for 15 minutes until tender. Flake the fish, discarding skin and bones. Pour in the milk, add the fish back and heat gently for 5 minutes; don't let it boil. Mash a few potatoes against the side for body, season and scatter with parsley. Aye, and oatcakes on the side.`,
    title: 'Cullen Skink',
    servings: 4,
    cook: 33,
    prep: 0,
    rows: [
      '350 g undyed smoked haddock',
      '25 g butter',
      '500 g floury potatoes',
      '300 ml whole milk',
      '300 ml water',
    ],
    names: ['onion', 'parsley'],
  },
  {
    // A Québec family Christmas letter: °F, ground cloves (a spice, a row), pounds, a 9-inch pie.
    text: `The Tremblay-O'Brien Christmas Letter, 2026 — page 2: Mémère's tourtière
Hi everyone! Liam made Grade 11 honours, the 401 was a parking lot again, and it was -25 °C the night we drove to Chicoutimi. As promised, here's the tourtière we eat after midnight Mass on Christmas Eve.
Makes one 9-inch pie (serves 8)
1 lb ground pork
½ lb ground beef
1 onion, grated
1 garlic clove
½ cup water
½ tsp ground cinnamon
¼ tsp ground cloves
¼ tsp allspice
1 tsp salt
1 medium potato, boiled and mashed
pastry for a double-crust pie
Put the meats, onion, garlic, water, spices and salt in a pot and simmer, stirring, for 30 minutes. Stir in the mashed potato, then let the filling cool for an hour. Line the pie plate, fill it, cover with the top crust and cut a few vents. Bake at 425 °F for 15 minutes, then turn it down to 375 °F for another 30 minutes.
Joyeux Noël, and call Mémère!`,
    servings: 8,
    cook: 75,
    prep: 60,
    steps: 6,
    rows: [
      '0.5 tassa water',
      '0.5 culleradeta ground cinnamon',
      '0.25 culleradeta ground cloves',
      '0.25 culleradeta allspice',
      '1 culleradeta salt',
    ],
    names: ['ground pork', 'ground beef', 'garlic', 'potato'],
  },
  {
    // A Louisiana fishing-camp guide in one paragraph: quarts and pounds are names; "an hour and a half".
    text: `Chicken and Andouille Gumbo
Told by Remy Thibodeaux, who runs the fishing camp down past Cocodrie, mile marker 33, for the St. Joseph's church cookbook (6th edition):
Cher, first you make a roux, and you don't walk away from it. Take ¾ cup of oil and ¾ cup of flour in your heavy black pot and stir it over medium-low for 45 minutes till it's the color of a Hershey bar. Then throw in your trinity, that's 2 onions, 1 bell pepper and 3 ribs of celery all chopped, and cook it 10 minutes. Pour in 2 quarts of chicken stock a little at a time, add 2 pounds of chicken thighs and 1 pound of andouille cut in coins, 2 bay leaves and cayenne to taste, and let it simmer an hour and a half. Skim the grease now and then. Put the green onions and parsley in the last 10 minutes. Serve it over rice with a spoon of potato salad right in the bowl, that's how my mama done it.`,
    title: 'Chicken and Andouille Gumbo',
    cook: 145,
    prep: 0,
    rows: ['0.75 tassa oil', '0.75 tassa flour'],
    names: [
      'chicken stock',
      'chicken thighs',
      'andouille',
      'bay leaves',
      'cayenne',
      'celery',
      'green onions',
    ],
  },
  {
    // A Jamaican grandmother's voice note for a student zine: tins, cloves, a whole Scotch bonnet.
    text: `Grandma Hyacinth's Rice and Peas
(transcribed from a voice note for the Afro-Caribbean Society zine, Issue 4; she said "don't put mi name inna no magazine", sorry Grandma)
Serves 6
1 400 g tin red kidney beans, with the liquid
1 400 ml tin coconut milk
2 cups long grain rice
2 cups water
2 stalks scallion
4 sprigs thyme
1 whole Scotch bonnet
6 pimento berries
2 garlic cloves
1 tsp salt
"Put the peas dem with the liquid, the coconut milk, the water, scallion, thyme, garlic, pimento and salt in the pot and boil it up for 10 minutes so the flavour come out. Then you put in the washed rice and the Scotch bonnet on top, whole, mind you don't burst it or nobody can eat it. Cover it tight, turn it right down and leave it 25 minutes, don't lift the lid. Then take it off the fire and leave it 5 minutes more before you fork it up."
Sunday dinner, with the chicken.`,
    title: "Grandma Hyacinth's Rice and Peas",
    servings: 6,
    cook: 35,
    prep: 5,
    rows: ['2 tassa long grain rice', '2 tassa water', '1 culleradeta salt'],
    names: ['red kidney beans', 'coconut milk', 'scallion', 'thyme', 'garlic'],
  },
  {
    // A Singapore hawker's handover notes: the stall number, the block and opening hours are traps.
    text: `Instructions for Ah Boy (stall #01-23, Blk 85 Bedok North, open 10am to 8pm, closed Mondays)
Chicken rice, the way Uncle does it
For 4 plates:
1 whole chicken, about 1.6 kg
2 cups jasmine rice
3 cups chicken stock from the poaching
4 garlic cloves, chopped
3 slices ginger
2 pandan leaves, knotted
2 tbsp chicken fat
1 tsp salt
Chilli: 6 red chillies, 4 garlic cloves, 1 thumb ginger, 2 tbsp lime juice, sugar and salt to taste
1. Rub the chicken with salt, stuff the ginger inside.
2. Put into the pot of boiling water, lower to very gentle simmer, 30 minutes, cannot boil hard or the skin break lah.
3. Take out and put into ice water until cold.
4. Fry the garlic in the chicken fat 3 minutes until fragrant, add the rice and stir.
5. Add the stock, pandan and salt, cover, small fire 18 minutes.
6. Blend all the chilli things together. Shiok!
Don't anyhow change the recipe ok, customers will know.`,
    servings: 4,
    cook: 51,
    rows: ['2 tassa jasmine rice', '2 cullerada chicken fat', '1 culleradeta salt', '2 cullerada lime juice'],
    names: ['chicken', 'garlic', 'ginger', 'pandan leaves', 'red chillies'],
  },
  {
    // A Kenyan in a Leeds bedsit: "about 250 g" and a bunch are not rows; the comment is not a step.
    text: `Sukuma Wiki and Ugali (a taste of Kisumu in a Leeds bedsit)
Posted by otieno_in_yorkshire · 3 comments
Mum would laugh at my two-ring hob, but sawa, it works. Feeds 2 hungry people.
For the sukuma wiki: 1 bunch of collard greens, 1 red onion, 2 tomatoes, 2 tbsp oil, ½ tsp salt.
For the ugali: 500 ml water and about 250 g white maize flour.
Fry the onion in the oil in a sufuria for 5 minutes until soft. Add the chopped tomatoes and cook 5 minutes into a paste. Throw in the sukuma, sliced thin, with the salt, and stir for 3 minutes only so it stays green. Then bring the water to a boil for the ugali, pour in the flour little by little while stirring with a wooden spoon, and keep pressing and turning for 10 minutes until it pulls away from the pot. Turn it out onto a plate, shape it, and eat with your right hand.
Comment from Achieng: you forgot the Royco! 😂`,
    servings: 2,
    cook: 23,
    prep: 0,
    rows: ['2 cullerada oil', '0.5 culleradeta salt', '500 ml water'],
    names: ['collard greens', 'red onion', 'tomatoes', 'white maize flour'],
  },
  {
    // A Pune housing-society newsletter: flat number, festival, a range of curry leaves.
    text: `SAHAKAR NAGAR CO-OP HOUSING SOCIETY — Wing C Newsletter, Diwali issue
Cookery corner by Mrs. Kulkarni (Flat C-304)
Kanda Poha
Many residents asked me for my poha recipe after the Ganpati committee breakfast, so kindly note it down.
Serves 3
2 cups thick poha
¼ cup peanuts
2 tbsp oil
1 tsp mustard seeds
8-10 curry leaves
2 green chillies, slit
1 onion, finely chopped
½ tsp turmeric
1 tsp sugar
salt to taste
1 tbsp lemon juice
fresh coriander
Rinse the poha in a sieve, do not soak it, and keep aside for 10 minutes to soften. Mix the sugar and salt into it. Heat the oil and roast the peanuts for 2 minutes, then add the mustard seeds and let them splutter. Add the curry leaves, chillies and onion and fry 3 minutes till pink. Add the turmeric and the poha and mix gently. Cover and steam on a low flame for 2 minutes. Squeeze the lemon, garnish with coriander and serve hot with tea.
Please return my steel dabba, whoever took it at the last meeting!`,
    title: 'Kanda Poha',
    servings: 3,
    prep: 10,
    cook: 7,
    rows: [
      '2 tassa thick poha',
      '0.25 tassa peanuts',
      '2 cullerada oil',
      '1 culleradeta mustard seeds',
      '0.5 culleradeta turmeric',
      '1 culleradeta sugar',
      '1 cullerada lemon juice',
    ],
    names: ['curry leaves', 'green chillies', 'onion', 'salt', 'coriander'],
  },
  {
    // A Minnesota funeral-lunch sign-up: "Serves 8 to 10" is a range, 9x13 and 32 oz are traps.
    text: `Trinity Lutheran Church, Fergus Falls — Funeral Lunch Committee
Hotdish sign-up for the Johnson family, Saturday 11:30 after the service. We need 6 pans! Please label your 9x13 with masking tape and your name.
Tater Tot Hotdish (Arlene's, the one everyone asks for)
Serves 8 to 10
1 lb ground beef
1 onion, diced
1 can cream of mushroom soup
2 cups frozen green beans
1 cup shredded cheddar
1 bag frozen tater tots (32 oz)
salt and pepper
Brown the beef with the onion in a skillet for 8 minutes and drain the fat. Stir in the soup and the green beans and spread it in the 9x13. Sprinkle the cheese over, then line up the tater tots on top in nice rows, uff da, it matters. Bake uncovered at 375 °F for 40 minutes till the tots are crispy.
Drop it off in the church kitchen by 11:00, ya?`,
    cook: 48,
    prep: 0,
    rows: ['2 tassa frozen green beans', '1 tassa shredded cheddar'],
    names: ['ground beef', 'onion', 'cream of mushroom soup', 'tater tots', 'salt', 'pepper'],
  },
  {
    // Texas chili cook-off notes: spice dumps, clock times, browning in batches (cook unasserted).
    text: `Big Earl's Red — cook-off notes (Terlingua, first Saturday of November, booth 41)
Rules: no beans, no fillers, meat cooked on site, 20 oz turn-in cup at 12:00 noon sharp.
3 lb beef chuck, in 3/8-inch cubes
2 tbsp oil
1 onion, minced
1 8 oz can tomato sauce
500 ml beef broth
Dump 1: 1 tbsp granulated onion, 1 tsp garlic powder, 2 tbsp chili powder
Dump 2: 3 tbsp chili powder, 1 tbsp cumin, 1 tsp paprika
Dump 3: 1 tbsp chili powder, ½ tsp cayenne, salt to taste
- Start the fire at 9:00. Brown the meat in batches in the oil, no crust, just gray.
- Onion, broth, tomato sauce and Dump 1. Simmer 1 hour.
- Dump 2. Simmer another hour, stirring every 10 minutes.
- Dump 3 at 11:30. Simmer the last 25 minutes and skim the grease.
- Turn in at noon. Pray to judge #7.`,
    rows: [
      '2 cullerada oil',
      '500 ml beef broth',
      '1 cullerada granulated onion',
      '1 culleradeta garlic powder',
      '1 culleradeta paprika',
      '0.5 culleradeta cayenne',
    ],
    names: ['beef chuck', 'onion', 'tomato sauce', 'chili powder', 'cumin'],
  },
  {
    // A surf-shack whiteboard: lesson times and a tide height are traps; scoops of rice are names.
    text: `STAFF LUNCH — Kahuku Surf Shack whiteboard (lessons at 8, 10:30 & 2, high tide 1.8 ft at 11:42)
LOCO MOCO for da crew, 4 plates, brah
4 scoops rice from the big rice cooker
1 lb ground beef
1 tsp Hawaiian salt
4 eggs
Gravy: 2 tbsp butter, 2 tbsp flour, 2 cups beef broth, 1 tbsp shoyu
Shape 4 patties, salt 'em, fry in the big pan 8 minutes, flip once.
Pull 'em out, same pan: butter and flour, stir 2 minutes.
Whisk in the broth and shoyu, simmer 5 minutes till thick.
Fry the eggs sunny side up, 3 minutes.
Rice, patty, egg, gravy over everything. Ono! Shaka 🤙`,
    servings: 4,
    cook: 18,
    prep: 0,
    rows: [
      '1 culleradeta hawaiian salt',
      '2 cullerada butter',
      '2 cullerada flour',
      '2 tassa beef broth',
      '1 cullerada shoyu',
    ],
    names: ['rice', 'ground beef', 'eggs'],
  },
  {
    // A Yorkshire dad in the family doc: "Makes 12" is a yield; gas mark 8 and a 12-hole tin are traps.
    text: `Dad's Yorkshire Puddings
(added to the family doc by Dad on Sunday the 9th. Jess, stop using the packet ones)
Makes 12
140 g plain flour
4 eggs
200 ml whole milk
a pinch of salt
beef dripping or vegetable oil
Whisk the flour, eggs and salt, then add the milk bit by bit till it's like single cream. Let it stand for 30 minutes, love, nowt good comes from rushing it. Put a teaspoon of dripping in each hole of a 12-hole tin and heat it in the oven at 230 °C (gas mark 8) for 10 minutes till it's smoking. Pour the batter in quick, about two-thirds up, and bake for 20 minutes. Don't open the door or they'll drop like Leeds in the second half.`,
    title: "Dad's Yorkshire Puddings",
    prep: 30,
    cook: 30,
    rows: ['140 g plain flour', '200 ml whole milk'],
    names: ['eggs', 'salt', 'beef dripping'],
  },
  {
    // A Redruth bakery staff sheet: "Makes 6" is a yield, est. 1952 and "about 20 times" are traps.
    text: `Penhallow's Bakery, Redruth · est. 1952 · Staff sheet no. 9
Traditional Cornish pasty, home version (the shop batch is 48, don't try that at home)
Makes 6
Pastry: 500 g strong white flour, 120 g lard, 125 g cold butter, 1 tsp salt, 175 ml cold water
Filling: 450 g beef skirt, 450 g potato, 250 g swede, 200 g onion, salt and plenty of black pepper
1 egg to glaze
1. Rub the fats into the flour and salt, add the water and knead till smooth.
2. Wrap and chill the pastry for an hour.
3. Slice the veg thin and cut the skirt into small pieces, never mince it.
4. Roll out 6 rounds the size of a side plate, layer the filling raw and season as you go.
5. Fold into a D, crimp along the edge about 20 times and glaze.
6. Bake at 200 °C for 20 minutes, then at 160 °C for 40 minutes.
Legal bit: only pasties made in Cornwall can be sold as Cornish. Dreckly, my 'ansum.`,
    prep: 60,
    cook: 60,
    steps: 7,
    rows: [
      '500 g strong white flour',
      '120 g lard',
      '125 g cold butter',
      '1 culleradeta salt',
      '175 ml cold water',
      '450 g beef skirt',
      '450 g potato',
      '250 g swede',
      '200 g onion',
    ],
    names: ['black pepper', 'egg'],
  },
  {
    // A Trinidadian aunty: the rise in words is prep; frying one at a time leaves cook unasserted.
    text: `Doubles like by the stand in Curepe
Aunty Sharda's instructions, for allyuh who moving to Toronto and crying for doubles
BARA: 2 cups flour, 1 tsp instant yeast, ½ tsp turmeric, ½ tsp salt, ¾ cup warm water
CHANNA: 1 400 g can chickpeas, drained, 1 onion, 3 cloves garlic, 1 tbsp curry powder, 1 tsp cumin, 1 cup water, salt
TOPPINGS: shado beni chutney, cucumber, pepper sauce (slight or heavy, your business)
Mix up the bara dough soft, cover it and leave it to rise an hour and a half. For the channa, burn the curry with the garlic and onion in a little oil for 2 minutes, then throw in the chickpeas and the water and let it cook down 15 minutes till soft and saucy. Pat out the dough in small rounds with wet hands and fry them one at a time in hot oil till they puff. Two bara, channa in the middle, pepper on top. Eat it standing up or it doh count.`,
    title: 'Doubles like by the stand in Curepe',
    prep: 90,
    rows: [
      '2 tassa flour',
      '1 culleradeta instant yeast',
      '0.5 culleradeta turmeric',
      '0.75 tassa warm water',
      '1 cullerada curry powder',
      '1 culleradeta cumin',
      '1 tassa water',
    ],
    names: ['chickpeas', 'garlic', 'shado beni chutney', 'pepper sauce'],
  },
  {
    // A dorm mug cake: Room 214, 3rd floor and 700 W are traps; the microwave time is the cook.
    text: `Mug Cake for Finals Week
(taped to the 3rd floor kitchen fridge, Hamilton Hall, by Room 214. The RA says no hot plates, so microwave only!!)
Serves 1
4 tbsp flour
3 tbsp sugar
2 tbsp cocoa powder
¼ tsp baking powder
a pinch of salt
3 tbsp milk
2 tbsp vegetable oil
a handful of chocolate chips
1. Mix the dry stuff in a big mug with a fork.
2. Add the milk and oil and stir till there are no lumps.
3. Drop the chocolate chips on top.
4. Microwave on high for 2 minutes (this microwave is 700 W, yours might be different).
5. Let it cool 2 minutes, it's lava.
Good luck on your exams, Room 214 is rooting for you ✌️`,
    title: 'Mug Cake for Finals Week',
    servings: 1,
    cook: 2,
    prep: 2,
    steps: 5,
    rows: [
      '4 cullerada flour',
      '3 cullerada sugar',
      '2 cullerada cocoa powder',
      '0.25 culleradeta baking powder',
      '3 cullerada milk',
      '2 cullerada vegetable oil',
    ],
    names: ['salt', 'chocolate chips'],
  },
  {
    // A narrowboat cruising log: boat length, lock numbers and lock counts are not amounts.
    text: `Log of nb Kingfisher (57 ft), Kennet & Avon, Day 6: moored above Lock 21 at Caen Hill
Rain all day, 16 locks done before lunch, so: shepherd's pie in the little galley oven.
Shepherd's Pie
Serves 2
700 g potatoes
30 g butter
1 tbsp oil
1 onion and 1 carrot, both diced
500 g lamb mince
1 tbsp tomato purée
1 tbsp Worcestershire sauce
300 ml lamb stock
Boil the peeled potatoes for 20 minutes, mash them with the butter and set aside. Fry the onion and carrot in the oil for 5 minutes, then add the mince and brown it for 10 minutes. Stir in the purée, the Worcestershire sauce and the stock and simmer for 25 minutes until thick. Tip it into the dish, spread the mash over and fork the top. Bake at 200 °C for 25 minutes.
Tomorrow: the Devizes flight, another 13 locks. Windlass by the hatch.`,
    title: "Shepherd's Pie",
    servings: 2,
    cook: 85,
    prep: 0,
    steps: 6,
    rows: [
      '700 g potatoes',
      '30 g butter',
      '1 cullerada oil',
      '500 g lamb mince',
      '1 cullerada tomato purée',
      '1 cullerada worcestershire sauce',
      '300 ml lamb stock',
    ],
    names: ['onion', 'carrot'],
  },
];
