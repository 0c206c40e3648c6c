/**
 * Held-out cook texts, set 17 — written 2026-12-03, BLIND: read ONLY
 * /work/scratch/brief17/autofill-conventions.txt, /work/scratch/brief17/cooktext-type.txt and
 * /work/scratch/brief17/autofill-voices-earlier.txt; nothing under /work/main, /work/wt or any other
 * project folder, nor any other file in /work/scratch, was opened, and no parser was run. Written from
 * general cooking knowledge only.
 *
 * Counts: 45 texts — 15 Catalan (0-14), 15 Spanish (15-29), 15 English (30-44).
 *
 * Voices, on purpose unlike every voice of sets 8 to 16: Catalan — a Cervera bell-ringer's bell-tower
 * log, a Platja d'Aro lifeguards' shift handover (flag, water temperature, jellyfish stings), a dating
 * app profile, a letter to the editor about a TV chef's romesco, a vet clinic's home-cooked diet sheet
 * for a dog, a Tarraco Viva Roman re-enactors' workshop leaflet (Apicius), a magazine's balcony
 * vegetable-garden column, a mycological society's exhibition label, a Ukrainian from Kharkiv in a
 * Girona library's Catalan conversation group, a Sant Jordi bookseller's bookmark, a Vila-real tile
 * factory worker in Valencian of La Plana ("hui", "xiquetes", "isca"), a school canteen's monthly menu
 * with allergen numbers, a crowdfunding campaign page, a Montblanc medieval-week stall card in
 * mock-archaic style, and a farmer's almanac page (moons, saints, sayings). Spanish — a La Gomera
 * silbo gomero teacher's handout, a German retiree in Jávea writing learner Spanish to his
 * urbanización, a comic-strip script (VIÑETA 1-4, dialogue in capitals), an Ourense spa's weekly guest
 * programme, a Palencia football-pools syndicate sheet (1 X 2 columns, jackpot), an astronomer's night
 * log at the Roque de los Muchachos, a Huesca village mayor's edict (BANDO, "HACE SABER", impersonal
 * "se"), a travelling circus's caravan cook, an adult's letter to the Three Kings, a flight attendant's
 * layover notes in Bogotá, a Romanian orange-warehouse worker in Burriana writing learner Spanish, a
 * TV autocue script with camera cues, a home-care worker's daily visit sheet, a pencilled note found
 * in a second-hand book from the Rastro, and a supermarket customer-service chat. English — a Harris
 * Tweed weaver's letter from Lewis (Gaelic endearments), a Tarangire safari camp's note to guests
 * (Swahili greetings), a Dublin GAA club's weekly notes (lotto numbers, hurling scores), a UAW strike
 * kitchen flyer, a British Columbia tree-planting camp's cookshack whiteboard, a Tasmanian bakery's
 * prep list, a Belizean Kriol grandmother's transcribed voice note, a Polish builder in Croydon
 * writing learner English, a Neighbourhood Watch newsletter, a solo ocean racer's blog from the
 * Southern Ocean, a Newmarket racing yard's feed board, a tattoo studio's aftercare card, a stand-up
 * comedian's open-mic transcript, a Glasgow ice-cream van man ("dinnae", "aff", "aboot") and a Meals
 * on Wheels driver's route sheet.
 *
 * Traps: numbers that are not quantities or times (bell weight 2.150 kg, 112 steps, clock times of
 * bells, shifts, flights, feeds, picket lines and drops; water temperature and wind knots; age, height,
 * distance and marathon time on a dating profile; a dog's weight, age, file number and percentages of
 * kibble; a re-enactors' tent number and places; a 40-litre pot and "6 hores de sol"; exhibition and
 * file numbers and species counts; moon dates; allergen numbers and a menu price; crowdfunding sums,
 * backers, days left and reward tiers; football-pools columns, a 2-1 score, a jackpot; altitude,
 * seeing, magnitude, wind speed, exposures; an edict's dates, prize and edition; circus show times,
 * horses and years in the ring; a 1991 letter and a numbered wish list; Sintrom 1/4 and blood pressure
 * 13/8; a book's edition, volumes, price and page; an order number, chat time and 5/5 rating; loom
 * yards and a pattern number; elephant counts and a 1,000-year-old baobab; lotto numbers, hurling
 * scores, fees; strike pay, day of the strike, "every 20 minutes"; trees planted; pie orders; scoops
 * and kg of chaff for horses; a tattoo's "3 hours" wrap and "14 days"; a comedian's set length and a
 * 45-minute phone call; key-safe codes and house numbers); yields that are not servings (6
 * cassoletes, 12 trozos, about 40 bowls, 1 tray = 12 pies, 16 squares, 40 rollitos beside a stated
 * 10, butties (12), aboot 40 bits); servings in words or next to other counts ("Per a dues persones",
 * "Para cuatro personas", "Per 8 persones (a casa meva som 3...)", "Feeds the four of you", "Serves 6.
 * Or 4 if your brother is coming"); numbered lists that are not steps (a Kings' wish list, tattoo
 * aftercare, a delivery route, comic panels, horse boxes); a time repeated in dialogue ("¿¿20
 * minutos??") that must not be added twice; a massage's 25 minutes, a batten repair's 3 hours and
 * naps of 20 minutes that are not cooking; per-side cooking and batches leaving cook unasserted;
 * parallel "mentrestant" / "meanwhile" steps leaving cook unasserted; untimed overnight soaks;
 * beating and kneading minutes that are not prep; an oven "at 190" with no unit; times in words
 * ("un quart d'hora", "mitja hora", "1 hora i mitja", "hora y media", "2 horas y media"); words and
 * fractions as quantities ("mitja ceba", "1/2 col", "medio kilo", "1 1/2 cups", "1/4 cup"); decimal
 * commas (2,5 l, 1,5 kg); pounds, cans, tins, jars, glasses, cloves, heads of garlic, bunches,
 * sachets, handfuls and "al gust" kept out of rows; "SENSE sal" (an ingredient that is not one);
 * closing tips, sign-offs and notes that are not steps.
 *
 * Conventions (copied exactly from autofill-conventions.txt):
 * Conventions (kept exactly from the seventh set): a stated time is the answer and a stated total
 * is never added to its parts; otherwise cook = sum of step durations on the heat / in the oven /
 * microwave / air fryer, and prep = resting, soaking, proving, marinating, fridge time; no time at
 * all: prep 0 and cook 0; a step time given only as a range (or as "per tandes" / batches) leaves
 * cook unasserted, and so do parallel batch-cooking plans and a pressure cooker's natural release.
 * Rows are "quantity unit name" with units g, kg, ml, l, unitats, cullerada, culleradeta, tassa,
 * pessics (the unit in Catalan whatever the text's language), decimals with a dot, the name as
 * written in the text's language, lowercase, without the measure word or "de"; ranges, ounces,
 * pounds, cans, glasses, cloves, sachets, handfuls and "to taste" are never rows (the food goes to
 * `names`). Steps: one sentence / numbered item / telegraphic line is a step, a clause opened by
 * then / luego / després / mentrestant / meanwhile is a step of its own; asserted only where
 * unambiguous (a closing tip or note line is not a step). Title only when the dish has its own
 * title line. Servings only when stated as a single number.
 *
 * Never to be tuned on: it is measured once, as written, and then retired.
 */
import type { CookText } from './check-cook-text.ts';

export const HELD_OUT_COOK_TEXTS_17: readonly CookText[] = [
  // 0 — Catalan: a Cervera bell-ringer's bell-tower log.
  {
    text: `Llibre del campanar de Santa Maria de Cervera — dissabte 14 de novembre
Tocs: a les 7, a les 12 i a les 19. La Bernarda (2.150 kg) té el batall fluix; avisar l'Agustí dilluns.
Pujo 112 graons cada dia, i el dinar ha de ser de pes. Això és el que faig aquí dalt al fogonet:

Fideus a la cassola
Per a 2 persones
200 g de fideus
150 g de costella de porc
1 ceba
2 tomàquets
1 l de brou
1 culleradeta de pebre vermell

Daura la costella 10 minuts.
Afegeix la ceba i el tomàquet ratllats i fes el sofregit 15 minuts.
Tira el pebre vermell i els fideus i remena.
Mulla amb el brou i deixa-ho bullir 12 minuts.
Reposa 5 minuts abans de menjar.

Proper repic gros: la Puríssima, 8 de desembre.`,
    servings: 2,
    prep: 5,
    cook: 37,
    title: 'Fideus a la cassola',
    steps: 5,
    rows: [
      '200 g fideus',
      '150 g costella de porc',
      '1 unitats ceba',
      '2 unitats tomàquets',
      '1 l brou',
      '1 culleradeta pebre vermell',
    ],
    names: ['fideus', 'costella de porc', 'brou'],
  },
  // 1 — Catalan: lifeguards' shift handover at Platja d'Aro.
  {
    text: `RELLEU DE TORN — Torre 3, platja Gran de Platja d'Aro
Bandera: groga. Aigua: 21 °C. Llevant, 12 nusos. Incidències: 4 picades de medusa, 1 nen perdut (trobat a les 17.40 al xiringuito).
Marc, t'he deixat a la nevera de la caseta l'amanida d'arròs per al sopar de l'equip. Si demà en vols fer més:
- 300 g d'arròs
- 2 llaunes de tonyina
- 1 pebrot vermell
- 12 olives negres
- 3 cullerades d'oli
- sal al gust
Bull l'arròs 18 minuts en aigua amb sal. Després refreda'l sota l'aixeta. Talla el pebrot a daus. Barreja-ho tot amb la tonyina, les olives i l'oli. Deixa-la a la nevera mitja hora.
Som 6 al torn i en surt per a tothom. Crema solar a la farmaciola, que s'acaba!`,
    prep: 30,
    cook: 18,
    steps: 5,
    rows: ['300 g arròs', '1 unitats pebrot vermell', '12 unitats olives negres', '3 cullerada oli'],
    names: ['arròs', 'tonyina', 'pebrot vermell', 'olives negres', 'oli', 'sal'],
  },
  // 2 — Catalan: a dating-app profile.
  {
    text: `Jordi, 38 · a 3 km · 1,82 m · Enginyer de camins
Sobre mi: corro maratons (millor marca 3h12), tinc un gos que es diu Pinyol i canto fatal.
Busco: algú que em robi la truita del plat.
Perquè quedi clar que vaig de debò, la meva recepta:

Truita de patates
4 ous, 3 patates, mitja ceba, 200 ml d'oli d'oliva, sal.
Pela les patates i talla-les a làmines fines. Fregeix-les amb la ceba a foc baix 25 minuts. Escorre l'oli. Bat els ous i barreja-hi les patates. Qualla-la 4 minuts. Gira-la amb un plat i deixa-la 2 minuts més.

Match si t'agrada poc feta 😉`,
    prep: 0,
    cook: 31,
    title: 'Truita de patates',
    steps: 6,
    rows: ['4 unitats ous', '3 unitats patates', '0.5 unitats ceba', "200 ml oli d'oliva"],
    names: ['ous', 'patates', 'ceba', "oli d'oliva", 'sal'],
  },
  // 3 — Catalan: a letter to the editor about romesco.
  {
    text: `CARTES AL DIRECTOR
El romesco no porta maionesa

Senyor director: diumenge passat, al programa de les 21.30, un cuiner de renom va fer un "romesco" amb maionesa i pebrot del piquillo. Tinc 81 anys, sóc de Valls i en fa 60 que el faig. Com que sembla que cal recordar-ho, així és com es fa:
Escalivo 4 tomàquets i 1 cap d'alls al forn 30 minuts. Torro 50 g d'ametlles i 50 g d'avellanes a la paella 5 minuts. Fregeixo 1 llesca de pa 2 minuts. Ho pico tot al morter amb 2 nyores remullades, 150 ml d'oli i 1 cullerada de vinagre.
Res més. Ni maionesa ni piquillo.

Josep M. R. (Valls)`,
    cook: 37,
    steps: 4,
    rows: ['4 unitats tomàquets', '50 g ametlles', '50 g avellanes', '150 ml oli', '1 cullerada vinagre'],
    names: ['tomàquets', 'alls', 'ametlles', 'avellanes', 'pa', 'oli', 'vinagre'],
  },
  // 4 — Catalan: a vet clinic's home-cooked diet sheet for a dog.
  {
    text: `Clínica Veterinària Les Moreres — Pauta de dieta casolana
Pacient: Trufa · gossa, 9 anys · 12,4 kg · historial 4471
Diagnòstic: gastroenteritis lleu. Dieta tova durant 5 dies; després, tornar al pinso a poc a poc (25 % el dia 6, 50 % el dia 7...).

Arròs amb pollastre per a la Trufa
Quantitats per a un dia (2 àpats):
120 g de pit de pollastre
80 g d'arròs
1 pastanaga
600 ml d'aigua
(SENSE sal, SENSE all, SENSE ceba)

1. Bulliu el pollastre en l'aigua 15 minuts.
2. Traieu-lo i bulliu-hi l'arròs i la pastanaga a rodanxes 20 minuts.
3. Esmicoleu el pollastre i barregeu-ho tot.
4. Deixeu-ho refredar fins a temperatura ambient abans de servir-ho.

Qualsevol dubte: urgències 24 h.`,
    cook: 35,
    title: 'Arròs amb pollastre per a la Trufa',
    steps: 4,
    rows: ['120 g pit de pollastre', '80 g arròs', '1 unitats pastanaga', '600 ml aigua'],
    names: ['pit de pollastre', 'arròs', 'pastanaga', 'aigua'],
  },
  // 5 — Catalan: a Tarraco Viva Roman re-enactors' workshop leaflet.
  {
    text: `TARRACO VIVA · Grup de recreació Legio VII Gemina
Taller de cuina romana — carpa 9, divendres a les 18.00 (25 places)

Patina de pira (pastís de peres d'Apici, llibre IV)
Per a 6 comensals
1 kg de peres
4 ous
250 ml de llet
3 cullerades de mel
1 culleradeta de comí
1 pessic de pebre
2 cullerades de garum (o salsa de peix)

— Coure les peres pelades en aigua 15 minuts.
— Aixafar-les amb el comí, el pebre, la mel i el garum.
— Afegir-hi els ous batuts i la llet.
— Abocar-ho en una cassola untada i enfornar-ho a 180 °C durant 40 minuts.
— Servir-ho amb un fil de mel.

Vale! (Adéu, en llatí.)`,
    servings: 6,
    prep: 0,
    cook: 55,
    steps: 5,
    rows: ['1 kg peres', '4 unitats ous', '250 ml llet', '3 cullerada mel', '1 culleradeta comí'],
    names: ['peres', 'ous', 'llet', 'mel', 'comí', 'pebre', 'garum'],
  },
  // 6 — Catalan: a magazine's balcony vegetable-garden column.
  {
    text: `L'HORT AL BALCÓ · per Rosa Vidal
Aquest novembre les tomaqueres ja han plegat, però els carbassons encara donen. Amb un test de 40 litres i 6 hores de sol, una sola mata us en pot donar 15 o 20 en una temporada. I quan en tingueu massa, feu aquesta crema:

Crema de carbassó
Per a 4 persones
— 2 carbassons
— 1 porro
— 2 patates
— 750 ml de brou de verdures
— 1 formatget fresc
— oli i sal

Ofegueu el porro tallat amb una mica d'oli 8 minuts. Afegiu-hi el carbassó i la patata a daus i remeneu-ho 5 minuts. Cobriu-ho amb el brou i deixeu-ho coure 20 minuts. Tritureu-ho amb el formatget.

El mes que ve: com plantar alls per Sant Martí.`,
    servings: 4,
    prep: 0,
    cook: 33,
    title: 'Crema de carbassó',
    steps: 4,
    rows: ['2 unitats carbassons', '1 unitats porro', '2 unitats patates', '750 ml brou de verdures'],
    names: ['carbassons', 'porro', 'patates', 'brou de verdures', 'oli', 'sal'],
  },
  // 7 — Catalan: a mycological society's exhibition label.
  {
    text: `34a Exposició de Bolets — Agrupació Micològica de Cardedeu
Fitxa 112: Cantharellus cibarius (rossinyol). Comestible excel·lent. Confusió possible amb Omphalotus olearius (TÒXIC). Aquest any hi ha 347 espècies exposades.
Recepta de la fitxa, cedida per un soci:

Rossinyols amb patates
500 g de rossinyols
4 patates
2 grans d'all
1 branca de julivert
4 cullerades d'oli

1. Netegeu els rossinyols amb un pinzell, mai sota l'aixeta.
2. Bulliu les patates tallades a daus 12 minuts.
3. Saltegeu els rossinyols amb l'oli i l'all 10 minuts.
4. Afegiu-hi les patates i el julivert picat i saltegeu-ho 3 minuts més.

No mengeu cap bolet que no hagi revisat un micòleg.`,
    prep: 0,
    cook: 25,
    title: 'Rossinyols amb patates',
    steps: 4,
    rows: ['500 g rossinyols', '4 unitats patates', '4 cullerada oli'],
    names: ['rossinyols', 'patates', 'all', 'julivert', 'oli'],
  },
  // 8 — Catalan: a Ukrainian from Kharkiv in a Girona library's Catalan conversation group.
  {
    text: `Hola a tots del grup de conversa de la biblioteca! Em dic Olena, sóc de Khàrkiv i visc a Girona fa 2 anys. La Núria diu que escrivim una recepta del nostre país. Jo escric borsch, la sopa vermella.
Per 8 persones (a casa meva som 3 però sempre fem molta)
Necessito:
500 g de carn de vedella
3 remolatxes
1/2 col
2 patates
1 pastanaga
1 ceba
2 cullerades de tomàquet concentrat
1 cullerada de vinagre
3 l d'aigua
nata agra per posar a sobre
Primer bullo la carn amb l'aigua 1 hora i mitja. Després poso les patates i la col tallades, 15 minuts. Mentrestant faig a la paella la ceba, la pastanaga i la remolatxa ratllades amb el tomàquet i el vinagre, 10 minuts. Després poso tot a l'olla i bull 10 minuts més.
És millor l'endemà! Perdó per els errors.`,
    servings: 8,
    steps: 4,
    rows: [
      '500 g carn de vedella',
      '3 unitats remolatxes',
      '0.5 unitats col',
      '2 unitats patates',
      '1 unitats pastanaga',
      '1 unitats ceba',
      '2 cullerada tomàquet concentrat',
      '1 cullerada vinagre',
      '3 l aigua',
    ],
    names: ['carn de vedella', 'remolatxes', 'col', 'nata agra'],
  },
  // 9 — Catalan: a Sant Jordi bookseller's bookmark.
  {
    text: `Llibreria La Gralla · Sant Jordi 2027 · parada 63 de la Rambla
Per cada llibre, un punt de llibre amb recepta. Aquest és el 5 de 12.
CREMA CATALANA (6 cassoletes)
1/2 l de llet · 4 rovells · 100 g de sucre · 20 g de midó · 1 pela de llimona · 1 branca de canyella
Bull la llet amb la pela i la canyella. Bat els rovells amb el sucre i el midó. Ajunta-ho i remena a foc baix fins que espesseixi. Reparteix-ho en cassoletes i posa-les a la nevera. Crema el sucre per sobre abans de servir.
Bona lectura!`,
    prep: 0,
    cook: 0,
    steps: 5,
    rows: ['0.5 l llet', '4 unitats rovells', '100 g sucre', '20 g midó'],
    names: ['llet', 'rovells', 'sucre', 'midó', 'canyella'],
  },
  // 10 — Catalan (Valencian of La Plana): a Vila-real tile factory worker.
  {
    text: `Nau 3, línia d'esmaltat, torn de matí (de 6 a 14). Hui les xiques del descans m'han demanat que pose per escrit l'olleta de ma mare, que és de les Alqueries. Ahí va, xiquetes:

Olleta de la Plana
300 g de cigrons
250 g de fesols
1 quilo de carn de porc (costella i un os de pernil)
1 creïlla
200 g de carabassa
2 naps
2,5 l d'aigua

Poseu els cigrons a remulla la nit abans, 12 hores.
Coeu la carn amb l'aigua, els cigrons i els fesols 1 hora.
Afegiu-hi la creïlla, la carabassa i els naps a trossos i deixeu-ho 30 minuts més.

Que vos isca bona! Dilluns vos porte una tasseta per a tastar-la.`,
    prep: 720,
    cook: 90,
    title: 'Olleta de la Plana',
    steps: 3,
    rows: [
      '300 g cigrons',
      '250 g fesols',
      '1 unitats creïlla',
      '200 g carabassa',
      '2 unitats naps',
      '2.5 l aigua',
    ],
    names: ['cigrons', 'fesols', 'carn de porc', 'creïlla', 'carabassa', 'naps'],
  },
  // 11 — Catalan: a school canteen's monthly menu with allergen numbers.
  {
    text: `MENJADOR ESCOLAR — Escola Pi Gros · Menú de novembre 2026
Dilluns 16: llenties estofades · lluç al forn · fruita (al·lèrgens: 1, 4, 9)
Dimarts 17: macarrons · pollastre rostit · iogurt (al·lèrgens: 1, 3, 7)
Dimecres 18: crema de verdures · truita · fruita (al·lèrgens: 3, 9)
Moltes famílies ens demaneu les llenties de la Montse, la cuinera. Aquí les teniu, en quantitat de casa:

Llenties estofades
Per a 4 persones
300 g de llenties
1 ceba
1 pastanaga
1 pebrot verd
2 tomàquets
1 fulla de llorer
1 culleradeta de pebre vermell

Deixeu les llenties en remull 2 hores. Feu un sofregit amb la ceba, el pebrot i la pastanaga 10 minuts. Afegiu-hi el tomàquet ratllat i el pebre vermell i coeu-ho 5 minuts més. Incorporeu-hi les llenties i el llorer, cobriu-ho d'aigua i bulliu-ho 40 minuts.

Preu del menú: 6,70 € per dia.`,
    servings: 4,
    prep: 120,
    cook: 55,
    title: 'Llenties estofades',
    steps: 4,
    rows: [
      '300 g llenties',
      '1 unitats ceba',
      '1 unitats pastanaga',
      '1 unitats pebrot verd',
      '2 unitats tomàquets',
      '1 culleradeta pebre vermell',
    ],
    names: ['llenties', 'llorer', 'pebre vermell'],
  },
  // 12 — Catalan: a crowdfunding campaign page.
  {
    text: `Receptari de les àvies del Lluçanès — campanya de micromecenatge
Recaptat: 7.340 € de 9.000 € · 212 mecenes · queden 11 dies
Recompenses: 15 € llibre digital · 30 € llibre en paper · 60 € llibre + dinar a Prats

Tast del llibre (pàgina 48):
Coca de llardons
300 g de farina
150 g de llardons
100 g de sucre
2 ous
1 sobre de llevat
50 ml d'anís
pinyons

Barregeu la farina, el sucre, els ous, el llevat i l'anís. Pasteu-ho amb els llardons esmicolats. Deixeu reposar la massa 1 hora. Estireu-la en una safata i escampeu-hi els pinyons i una mica més de sucre. Enforneu-la a 180 graus 25 minuts.

Gràcies per fer-ho possible!`,
    prep: 60,
    cook: 25,
    title: 'Coca de llardons',
    steps: 5,
    rows: ['300 g farina', '150 g llardons', '100 g sucre', '2 unitats ous', '50 ml anís'],
    names: ['farina', 'llardons', 'llevat', 'pinyons'],
  },
  // 13 — Catalan: a Montblanc medieval-week stall card in mock-archaic style.
  {
    text: `Setmana Medieval de Montblanc — parada de la Confraria dels Menestrals
Oiats, oiats! Bon senyor, bona dona: aquest és lo menjar que feien a les cuines del monestir, i ara vós lo podreu fer a casa.

Menjar blanc
A la manera antiga, per a 8 convidats
1 l de llet d'ametlla
80 g de farina d'arròs
150 g de sucre
1 pell de llimona
1 branca de canyella

Desfeu la farina d'arròs en un got de la llet, ben freda.
Escalfeu la resta de la llet amb la pell de llimona, la canyella i el sucre 10 minuts.
Aboqueu-hi la farina desfeta i remeneu sense parar 8 minuts, fins que espesseixi.
Repartiu-ho en escudelles i deixeu-ho refredar 3 hores.

Se'n venen a 3 diners (2 € de l'any de gràcia 2027) a la parada 14.`,
    servings: 8,
    prep: 180,
    cook: 18,
    title: 'Menjar blanc',
    steps: 4,
    rows: ["1 l llet d'ametlla", "80 g farina d'arròs", '150 g sucre'],
    names: ["llet d'ametlla", "farina d'arròs", 'sucre', 'canyella'],
  },
  // 14 — Catalan: a farmer's almanac page.
  {
    text: `CALENDARI DEL PAGÈS — Desembre
Lluna nova el dia 9, quart creixent el 17, lluna plena el 24.
Refrany: «Per Santa Llúcia, un pas de puça.»
Feines del mes: podar les oliveres, sembrar alls, matar el porc.

La recepta del mes:
Sopa de farigola
Per a dues persones.
1 l d'aigua, 4 llesques de pa sec, 2 grans d'all, 1 manat de farigola, 2 ous, 3 cullerades d'oli.
Fregiu l'all amb l'oli 2 minuts. Afegiu-hi l'aigua i la farigola i bulliu-ho un quart d'hora. Coleu-ho i poseu-hi el pa a llesques. Trenqueu-hi els ous i deixeu-ho coure 4 minuts més.`,
    servings: 2,
    prep: 0,
    cook: 21,
    title: 'Sopa de farigola',
    steps: 4,
    rows: ['1 l aigua', '2 unitats ous', '3 cullerada oli'],
    names: ['pa sec', 'all', 'farigola', 'ous', 'oli'],
  },
  // 15 — Spanish: a La Gomera silbo gomero teacher's handout.
  {
    text: `Taller de silbo gomero — 5.º y 6.º, miércoles a las 11:15
Hoy silbamos los alimentos: «queso» tiene 2 vocales silbadas y «pimienta», 3. Practicad en casa 10 minutos cada día.
Y para merendar después del taller, la receta que nos trajo la abuela de Aitami:

Almogrote de la abuela Candelaria
250 g de queso gomero curado
2 dientes de ajo
1 pimienta palmera (o ñora)
100 ml de aceite
1 cucharada de pimentón

1. Ralla el queso.
2. Machaca el ajo con la pimienta en el mortero.
3. Añade el queso, el pimentón y el aceite poco a poco.
4. Mezcla hasta que quede una pasta.

Se unta en pan o en papas. ¡Aguanta semanas en la nevera!`,
    prep: 0,
    cook: 0,
    title: 'Almogrote de la abuela Candelaria',
    steps: 4,
    rows: ['250 g queso gomero curado', '100 ml aceite', '1 cullerada pimentón'],
    names: ['ajo', 'aceite', 'pimentón'],
  },
  // 16 — Spanish: a German retiree in Jávea writing learner Spanish to his urbanización.
  {
    text: `Hola vecinos de la urbanización Montgó Alto! Soy Helmut de la casa 27, la con la piscina azul. Muchas gracias por la fiesta del sábado. Muchos me preguntan por el pastel de manzana de mi mujer Gisela, aquí es:

Apfelkuchen (pastel de manzana alemán)
Para 12 trozos
Ingredientes:
200 g mantequilla
200 g azúcar
3 huevos
300 g harina
1 sobre levadura
4 manzanas

Primero batir mantequilla con azúcar 5 minutos. Después poner los huevos uno a uno. Luego poner harina y levadura. La masa en el molde de 26 cm, y las manzanas en trozos arriba. En el horno a 180 grados 50 minutos.

Gisela dice: no abrir el horno antes! Saludos, Helmut (y Gisela)`,
    prep: 0,
    cook: 50,
    steps: 5,
    rows: ['200 g mantequilla', '200 g azúcar', '3 unitats huevos', '300 g harina', '4 unitats manzanas'],
    names: ['mantequilla', 'azúcar', 'huevos', 'harina', 'levadura', 'manzanas'],
  },
  // 17 — Spanish: a comic-strip script for a neighbourhood magazine.
  {
    text: `GUION — «La abuela Tere», página 3 (tira para la revista del barrio)

VIÑETA 1. Cocina pequeña. La abuela Tere, 80 años, con delantal. Su nieto Dani, 10 años, con el móvil.
TERE: Deja el chisme, que hoy aprendes a hacer migas.

VIÑETA 2. Plano detalle de la encimera: medio kilo de pan duro, 4 dientes de ajo, 150 g de panceta, 2 pimientos verdes, un vaso de agua y la aceitera.
TERE (OFF): El pan lo dejas la noche antes mojadito y tapado con un trapo, 10 horas.

VIÑETA 3. Tere en el fogón.
TERE: Primero frío los ajos y la panceta 5 minutos. Luego echo los pimientos, 5 minutos más. Luego el pan, y a remover 20 minutos sin parar.

VIÑETA 4. Dani sudando, removiendo.
DANI: ¿¿20 minutos??
TERE: ¡Y sin rechistar!

FIN DE LA PÁGINA 3.`,
    prep: 600,
    cook: 30,
    rows: ['0.5 kg pan duro', '150 g panceta', '2 unitats pimientos verdes'],
    names: ['pan duro', 'ajo', 'panceta', 'pimientos verdes', 'agua'],
  },
  // 18 — Spanish: an Ourense spa's weekly guest programme.
  {
    text: `Balneario Termas do Miño — Programa semanal del huésped
Lunes: circuito termal de 10:00 a 11:30 (agua a 38 ºC) · Martes: masaje de 25 min · Miércoles: excursión a Ribadavia (salida a las 9:30)
La cena del miércoles es caldo gallego. Nuestra cocinera, Maruxa, comparte la receta:

Caldo gallego
Para 6 personas
200 g de alubias blancas
1 manojo de grelos
4 patatas
100 g de unto
1 hueso de jamón
2,5 l de agua

Poner las alubias en remojo la víspera, 12 horas.
Cocer las alubias con el hueso, el unto y el agua 1 hora y media.
Añadir las patatas en cachelos y los grelos picados y cocer 25 minutos más.
Dejar reposar 10 minutos antes de servir.

Recuerde: el albornoz se devuelve en recepción.`,
    servings: 6,
    prep: 730,
    cook: 115,
    title: 'Caldo gallego',
    steps: 4,
    rows: ['200 g alubias blancas', '4 unitats patatas', '100 g unto', '2.5 l agua'],
    names: ['alubias blancas', 'grelos', 'patatas', 'unto', 'hueso de jamón'],
  },
  // 19 — Spanish: a Palencia football-pools syndicate sheet.
  {
    text: `PEÑA QUINIELÍSTICA «EL CARRIÓN» — Jornada 15
Columna de la semana: 1 X 2 1 1 X 2 2 1 X 1 1 2 X · Pleno al 15: 2-1
Bote: 4.500.000 € · Sellamos 24 columnas a 0,75 €
Como la semana pasada cobramos 63 €, el domingo hay menestra en el bar de Fermín. Receta de su mujer, Puri:

Menestra de verduras
Para 8 personas
500 g de judías verdes
500 g de guisantes
6 alcachofas
1 coliflor pequeña
200 g de jamón en taquitos
2 huevos
harina para rebozar
aceite

Cuece cada verdura por separado: las judías 10 minutos, los guisantes 8, las alcachofas 20 y la coliflor 12.
Reboza la coliflor y las alcachofas en harina y huevo y fríelas.
Saltea el jamón 3 minutos y júntalo todo con un poco del caldo.

¡Suerte a todos y a por el pleno!`,
    servings: 8,
    title: 'Menestra de verduras',
    steps: 3,
    rows: ['500 g judías verdes', '500 g guisantes', '6 unitats alcachofas', '2 unitats huevos'],
    names: ['judías verdes', 'guisantes', 'alcachofas', 'harina', 'aceite'],
  },
  // 20 — Spanish: an astronomer's night log at the Roque de los Muchachos.
  {
    text: `Observatorio del Roque de los Muchachos (2.396 m) — Telescopio de 1,2 m — Parte de noche 03/12
22:40 Seeing 0,9". Humedad 34 %. Magnitud límite 21,5.
01:15 Cúpula cerrada por viento (62 km/h). Aprovecho para dejar aquí el potaje de berros que nos dejó hecho Yurena en la residencia, que lo piden los del turno de enero:

Potaje de berros
300 g de judías (en remojo la noche antes)
1 manojo de berros
2 papas
1 piña de millo
200 g de costilla salada
1 cucharada de gofio

En la olla, judías y costilla con agua 1 hora. Luego berros, papas y millo en trozos, 30 minutos. Al final, el gofio para espesar.

04:50 Reabrimos. Objeto NGC 891, 12 exposiciones de 300 s.`,
    cook: 90,
    title: 'Potaje de berros',
    steps: 3,
    rows: ['2 unitats papas', '1 cullerada gofio', '200 g costilla salada'],
    names: ['judías', 'berros', 'papas', 'millo', 'costilla salada', 'gofio'],
  },
  // 21 — Spanish: a Huesca village mayor's edict (bando).
  {
    text: `BANDO

Don Ramón Lacasa, Alcalde del Ayuntamiento de Castejón del Pueyo (Huesca), HACE SABER:

Que el sábado día 19, a las 17:00, en la plaza Mayor, tendrá lugar el III Concurso de Crespillos, con inscripción gratuita hasta el día 15 y un premio de 150 €.

Que, para que nadie alegue desconocimiento, se publica la receta de la Comisión de Fiestas:

Crespillos de borraja
Hojas de borraja, unas 20
2 huevos
150 g de harina
200 ml de leche
1 cucharada de azúcar
aceite para freír
azúcar y canela para espolvorear

Se lavan las hojas y se escaldan 1 minuto.
Se bate la masa con los huevos, la harina y la leche y se deja reposar 30 minutos.
Se pasa cada hoja por la masa y se fríen de dos en dos.
Se espolvorean con azúcar y canela.

Lo que se hace público para general conocimiento.
Castejón del Pueyo, a 2 de diciembre de 2026.`,
    prep: 30,
    title: 'Crespillos de borraja',
    steps: 4,
    rows: ['2 unitats huevos', '150 g harina', '200 ml leche', '1 cullerada azúcar'],
    names: ['borraja', 'huevos', 'harina', 'leche', 'aceite', 'canela'],
  },
  // 22 — Spanish: a travelling circus's caravan cook.
  {
    text: `Circo Hermanos Tonetti — gira de invierno, plaza de toros de Talavera. Funciones a las 18:00 y a las 20:30.
Somos 14 en la compañía, con 3 caballos y un perro que no come potaje. La cocina de la caravana es mía (Loli, 31 años en la pista y ahora en los fogones). Lo de hoy:

Lentejas con chorizo
Para 14 personas.
1,5 kg de lentejas
3 chorizos
2 cebollas
3 zanahorias
4 patatas
1 cabeza de ajos
2 cucharadas de pimentón
5 l de agua

Sofrío la cebolla, los ajos y la zanahoria 10 minutos. Echo el pimentón, las lentejas, el chorizo en rodajas y el agua y lo cuezo 40 minutos. Luego añado las patatas y lo dejo 20 minutos más. Lo reposo 15 minutos tapado.

A las 19:30, entre función y función, se come. ¡Y el que llegue tarde, friega!`,
    servings: 14,
    prep: 15,
    cook: 70,
    title: 'Lentejas con chorizo',
    steps: 4,
    rows: [
      '1.5 kg lentejas',
      '3 unitats chorizos',
      '2 unitats cebollas',
      '3 unitats zanahorias',
      '4 unitats patatas',
      '2 cullerada pimentón',
      '5 l agua',
    ],
    names: ['lentejas', 'chorizos', 'ajos', 'pimentón'],
  },
  // 23 — Spanish: an adult's letter to the Three Kings.
  {
    text: `Queridos Reyes Magos:
Este año he sido bastante buena (salvo lo del coche de mi cuñado, que no fue culpa mía). Tengo 43 años y no os escribía desde 1991. Os pido tres cosas:
1. Que mi madre vuelva a hacer el roscón, como antes.
2. Una batidora que no haga ruido.
3. Paciencia, mucha.
Por si acaso, os dejo la receta del roscón de mi madre para que se la llevéis:

Roscón de Reyes
500 g de harina de fuerza
100 g de azúcar
100 g de mantequilla
3 huevos
25 g de levadura fresca
150 ml de leche
2 cucharadas de agua de azahar
fruta escarchada

Mezclar todo y amasar 10 minutos. Dejar levar 2 horas. Formar el roscón y meter la sorpresa. Levar otra hora. Pintar con huevo y decorar con la fruta. Hornear a 180 ºC 20 minutos.

Os dejo tres vasos de leche y turrón en la mesa. Un beso, Carmen.`,
    prep: 180,
    cook: 20,
    title: 'Roscón de Reyes',
    steps: 6,
    rows: [
      '500 g harina de fuerza',
      '100 g azúcar',
      '100 g mantequilla',
      '3 unitats huevos',
      '25 g levadura fresca',
      '150 ml leche',
      '2 cullerada agua de azahar',
    ],
    names: ['harina de fuerza', 'mantequilla', 'levadura fresca', 'fruta escarchada'],
  },
  // 24 — Spanish: a flight attendant's layover notes in Bogotá.
  {
    text: `Escala en Bogotá, 2.640 m. Vuelta el jueves, presentación a las 05:10 en el hotel.
Notas para Marta, que repite escala en enero: la changua del desayuno del hotel. El cocinero me la explicó así:
Para 2
2 tazas de leche
1 taza de agua
2 huevos
1 cebolla larga
cilantro
1 calado (pan)
Hervir la leche con el agua y la cebolla picada 5 minutos. Romper los huevos dentro y dejarlos cuajar 3 minutos sin remover. Servir con el calado en el fondo del plato y cilantro por encima.
Ojo con la altura: nada de alcohol la primera noche y mucha agua.`,
    servings: 2,
    prep: 0,
    cook: 8,
    steps: 3,
    rows: ['2 tassa leche', '1 tassa agua', '2 unitats huevos', '1 unitats cebolla larga'],
    names: ['leche', 'huevos', 'cebolla larga', 'cilantro'],
  },
  // 25 — Spanish: a Romanian orange-warehouse worker in Burriana writing learner Spanish.
  {
    text: `Buenas, soy Mirela, trabajo en el almacén de naranjas en Burriana, 9 años en España. Mi compañera Pepa pide la receta de sarmale que llevé a la comida de empresa. Mi español no es perfecto, perdón.

Sarmale
Para 10 personas (salen unos 40 rollitos)
1 col en vinagre grande
700 g carne picada de cerdo
150 g arroz
2 cebollas
1 cucharada pimentón
400 ml tomate triturado
1 l agua

Yo pico cebolla y frío 10 minutos, después pongo con la carne y el arroz y pimentón crudo, mezclo. Luego hago rollitos con hojas de col. Pongo en olla grande, con tomate y agua encima. Cuece a fuego lento 2 horas y media.

En Rumanía comemos con smântână (nata agria) y mămăligă. Besos!`,
    servings: 10,
    prep: 0,
    cook: 160,
    title: 'Sarmale',
    steps: 5,
    rows: [
      '700 g carne picada de cerdo',
      '150 g arroz',
      '2 unitats cebollas',
      '1 cullerada pimentón',
      '400 ml tomate triturado',
      '1 l agua',
    ],
    names: ['col', 'arroz', 'cebollas', 'tomate triturado'],
  },
  // 26 — Spanish: a TV autocue script with camera cues.
  {
    text: `[AUTOCUE — «Cocina con Paco», programa 212, bloque 2, duración 6' 30"]
(A CÁMARA 1) ¡Buenos días! Hoy, algo rapidito: gambas al ajillo.
(CÁMARA 2, PLANO DE ENCIMERA) Para cuatro personas necesitamos 400 gramos de gambas peladas, 6 dientes de ajo, 1 guindilla, 100 mililitros de aceite de oliva y perejil.
(A CÁMARA 1) Calentamos el aceite con el ajo laminado y la guindilla 2 minutos. Echamos las gambas y las dejamos 3 minutos. Espolvoreamos el perejil picado.
(A CÁMARA 1) ¡Y listo! Mañana, más. Recuerden que pueden escribirnos a la web del programa.
[PUBLICIDAD 3']`,
    servings: 4,
    prep: 0,
    cook: 5,
    steps: 3,
    rows: ['400 g gambas peladas', '100 ml aceite de oliva', '1 unitats guindilla'],
    names: ['gambas peladas', 'ajo', 'guindilla', 'aceite de oliva', 'perejil'],
  },
  // 27 — Spanish: a home-care worker's daily visit sheet.
  {
    text: `SAD — Servicio de Ayuda a Domicilio · Ayuntamiento de Ávila
Hoja diaria · Auxiliar: Nerea G. · Usuaria: Dña. Pilar M., 91 años, C/ Caballeros 8, 2.º izq. · Horario: 9:00-11:00
Tensión 13/8. Medicación de la mañana tomada (Sintrom 1/4). Ducha asistida.
Comida preparada para hoy y mañana (dieta blanda, poca sal):

Merluza en salsa verde con patatas
2 rodajas de merluza
2 patatas
1 diente de ajo
1 cucharada de harina
250 ml de caldo de pescado
perejil

- Cocer las patatas en rodajas 15 minutos.
- Dorar el ajo con un poco de aceite 1 minuto y añadir la harina.
- Verter el caldo y poner la merluza 6 minutos.
- Añadir el perejil y las patatas.

Dejo una ración en la nevera, en el táper azul. Próxima visita: jueves a las 9:00.`,
    prep: 0,
    cook: 22,
    title: 'Merluza en salsa verde con patatas',
    steps: 4,
    rows: ['2 unitats patatas', '1 cullerada harina', '250 ml caldo de pescado'],
    names: ['merluza', 'patatas', 'ajo', 'harina', 'caldo de pescado', 'perejil'],
  },
  // 28 — Spanish: a pencilled note found in a second-hand book from the Rastro.
  {
    text: `Encontrada a lápiz en las guardas de un ejemplar de «Fortunata y Jacinta» (ed. de 1951, 2 tomos) que compré en el Rastro por 4 €. La transcribo tal cual:

«Para Julián, que siempre se le pega. Arroz con leche de mi madre.
Un litro de leche, 100 gramos de arroz, 120 de azúcar, una rama de canela, la piel de un limón.
Hervir la leche con la canela y el limón. Echar el arroz y cocer a fuego suave 40 minutos removiendo. Añadir el azúcar y dejar 5 minutos más. Al plato, y canela por encima.
Sevilla, 1963. Tu Encarna.»

No sé quiénes eran Julián ni Encarna. El libro tenía doblada la página 312.`,
    prep: 0,
    cook: 45,
    steps: 4,
    rows: ['1 l leche', '100 g arroz'],
    names: ['leche', 'arroz', 'azúcar', 'canela', 'limón'],
  },
  // 29 — Spanish: a supermarket customer-service chat.
  {
    text: `Chat de atención al cliente — SuperAhorro · Pedido n.º 58213 · 03/12/2026 19:42
Cliente: Hola, en mi pedido venía una receta impresa de pisto y se me ha mojado. ¿Me la podéis mandar?
Agente (Sonia): ¡Claro! Aquí la tienes:

Pisto manchego
Raciones: 4
2 calabacines
1 berenjena
1 pimiento rojo
1 pimiento verde
1 cebolla
400 g de tomate triturado
4 cucharadas de aceite de oliva
1 cucharadita de azúcar

1) Pocha la cebolla en el aceite 10 minutos.
2) Añade los pimientos y cocina 10 minutos más.
3) Incorpora la berenjena y el calabacín en dados, 15 minutos.
4) Agrega el tomate y el azúcar y deja 20 minutos a fuego suave.

Cliente: ¡Genial, gracias! Valoración: ⭐⭐⭐⭐⭐ (5/5)
Agente (Sonia): ¡Gracias a ti! Tu código de descuento: PISTO10 (10 % en tu próxima compra).`,
    servings: 4,
    prep: 0,
    cook: 55,
    title: 'Pisto manchego',
    steps: 4,
    rows: [
      '2 unitats calabacines',
      '1 unitats berenjena',
      '1 unitats pimiento rojo',
      '1 unitats pimiento verde',
      '1 unitats cebolla',
      '400 g tomate triturado',
      '4 cullerada aceite de oliva',
      '1 culleradeta azúcar',
    ],
    names: ['calabacines', 'berenjena', 'cebolla', 'tomate triturado', 'aceite de oliva', 'azúcar'],
  },
  // 30 — English: a Harris Tweed weaver's letter from Lewis.
  {
    text: `Loom shed, Shawbost, Isle of Lewis — Tuesday night

Mòrag, a ghràidh,
The 60-yard web for the mill is off the loom at last (pattern 114, the blue herringbone), so here is the skirlie you asked for, the way Seanmhair made it:

Skirlie
2 onions
75 g butter
175 g pinhead oatmeal
salt and pepper

Melt the butter in the big pan. Fry the chopped onions slowly for 10 minutes. Stir in the oatmeal and toast it for 8 minutes. Season it and serve it with the mince.

It feeds the four of you fine.
Mìle taing for the parcel. Your aunt Peigi`,
    prep: 0,
    cook: 18,
    title: 'Skirlie',
    steps: 4,
    rows: ['2 unitats onions', '75 g butter', '175 g pinhead oatmeal'],
    names: ['onions', 'butter', 'pinhead oatmeal', 'salt', 'pepper'],
  },
  // 31 — English: a Tarangire safari camp's note to guests.
  {
    text: `KARIBU! — Kiboko Bush Camp, Tarangire
Tomorrow: early game drive at 06:15, picnic breakfast under the big baobab (they say it is 1,000 years old). Elephants counted today: 43.
Many of you asked for Mama Neema's coconut beans from tonight's dinner. Here they are, pole pole:

Maharagwe ya Nazi (coconut beans)
Serves 6
500 g red kidney beans, soaked overnight
1 onion
2 tomatoes
400 ml coconut milk
1 teaspoon turmeric
1 teaspoon curry powder
2 tablespoons oil

1. Boil the beans in fresh water for 1 hour.
2. Fry the onion in the oil for 5 minutes, then add the tomatoes, turmeric and curry powder.
3. Add the beans and the coconut milk and simmer for 20 minutes.

Asante sana, and lala salama! — Neema and the Kiboko team`,
    servings: 6,
    cook: 85,
    steps: 4,
    rows: [
      '1 unitats onion',
      '2 unitats tomatoes',
      '400 ml coconut milk',
      '1 culleradeta turmeric',
      '1 culleradeta curry powder',
      '2 cullerada oil',
    ],
    names: ['red kidney beans', 'onion', 'tomatoes', 'coconut milk', 'turmeric', 'curry powder', 'oil'],
  },
  // 32 — English: a Dublin GAA club's weekly notes.
  {
    text: `St Fintan's GAA Club Notes — week ending 29 November
LOTTO: Numbers drawn 4, 11, 19, 27. No jackpot winner. Next week's jackpot €6,400. Lucky dips: €50 each to Mick Dolan and the Hanlon family.
U-14 hurlers beat Kilmacud 2-14 to 1-09. Well done lads!
Christmas social on Saturday the 12th, 8pm. The ladies' committee asks everyone to bring a dish. Breda's coddle, by popular demand:

Dublin Coddle
8 pork sausages
8 rashers
4 potatoes
2 onions
500 ml chicken stock
parsley

Brown the sausages and rashers in a pan for 8 minutes. Layer them in a pot with the sliced potatoes and onions. Pour over the stock. Cover and cook in the oven at 160°C for 2 hours. Scatter the parsley over.

Membership fees due by 31 January — €80 adult, €40 juvenile.`,
    prep: 0,
    cook: 128,
    title: 'Dublin Coddle',
    steps: 5,
    rows: [
      '8 unitats pork sausages',
      '8 unitats rashers',
      '4 unitats potatoes',
      '2 unitats onions',
      '500 ml chicken stock',
    ],
    names: ['pork sausages', 'rashers', 'potatoes', 'onions', 'chicken stock', 'parsley'],
  },
  // 33 — English: a UAW strike kitchen flyer.
  {
    text: `UAW LOCAL 2209 · STRIKE KITCHEN, GATE 4 TRAILER
Day 17 on the line. Picket shifts: 6am–2pm, 2pm–10pm, 10pm–6am. Strike pay $500/week, sign in at the hall.
Chili for the line: one 5-gallon pot, about 40 bowls. Volunteers, here is Darlene's recipe, don't change it:
5 kg ground beef
8 onions
2 kg kidney beans, cooked
3 kg crushed tomatoes
6 tablespoons chili powder
3 tablespoons cumin
2 tablespoons salt
Brown the beef in two batches.
Add the onions and cook them for 15 minutes.
Add everything else and simmer for 2 hours, stirring every 20 minutes.
Solidarity forever. Coffee's free, donations to the hardship fund.`,
    steps: 3,
    rows: [
      '5 kg ground beef',
      '8 unitats onions',
      '3 kg crushed tomatoes',
      '6 cullerada chili powder',
      '3 cullerada cumin',
      '2 cullerada salt',
    ],
    names: ['ground beef', 'onions', 'kidney beans', 'crushed tomatoes', 'chili powder', 'cumin', 'salt'],
  },
  // 34 — English: a British Columbia tree-planting camp's cookshack whiteboard.
  {
    text: `COOKSHACK WHITEBOARD — Crew 3, Kluskus Road camp
Yesterday: top planter Jess with 3,150 trees. Crew average 2,280. Bears seen: 2 (one ate the cooler lid).
Day off Thursday, bus to town leaves at 7:00.

Bannock
4 cups flour
2 tablespoons baking powder
1 teaspoon salt
1/4 cup oil
1 1/2 cups water

Mix the dry stuff.
Add the oil and water and stir just till it comes together.
Press it into the greased skillet.
Cook on low for 12 minutes a side.

P.S. Jam's in the blue bin, lid ON.`,
    prep: 0,
    title: 'Bannock',
    steps: 4,
    rows: [
      '4 tassa flour',
      '2 cullerada baking powder',
      '1 culleradeta salt',
      '0.25 tassa oil',
      '1.5 tassa water',
    ],
    names: ['flour', 'baking powder', 'salt', 'oil', 'water'],
  },
  // 35 — English: a Tasmanian bakery's prep list.
  {
    text: `PREP LIST — Friday — Bicheno Bakehouse
Ovens 1 and 2 on at 4:30. Orders: 120 pies for the footy club (pick-up 11am), 36 vanilla slices for the CWA.

Scallop pies — batch card (1 tray = 12 pies)
1 kg Tasmanian scallops
60 g butter
60 g plain flour
500 ml milk
2 teaspoons curry powder
12 pie bases and lids

1. Make a roux with the butter and flour, 2 minutes.
2. Whisk in the milk and curry powder and cook for 5 minutes until thick.
3. Fold in the scallops off the heat.
4. Fill the bases, put the lids on and bake at 200°C for 25 minutes.

Scallops roe-on, no exceptions — the tourists notice!`,
    prep: 0,
    cook: 32,
    steps: 4,
    rows: [
      '1 kg tasmanian scallops',
      '60 g butter',
      '60 g plain flour',
      '500 ml milk',
      '2 culleradeta curry powder',
    ],
    names: ['butter', 'plain flour', 'milk', 'curry powder'],
  },
  // 36 — English (Belizean Kriol): a grandmother's transcribed voice note.
  {
    text: `(voice note from Granny, typed up by Shanice)
Aarait Shanice, dis da how yu granny mek rice an beans, Belize style. Lissen good.
Yu soak di red kidney beans overnight, one pound a dem.
Nex day yu boil dem wid one onion, three clove a garlic an a piece a pig tail fi two hours.
Den yu put in one can a coconut milk, two cups a rice, one teaspoon a thyme, black pepper an salt.
Yu cover it an cook it slow fi 25 minutes, til di rice soft.
No lif up di lid, yu hear? Mi gaan.`,
    cook: 145,
    rows: ['1 unitats onion', '2 tassa rice', '1 culleradeta thyme'],
    names: [
      'red kidney beans',
      'garlic',
      'pig tail',
      'coconut milk',
      'rice',
      'thyme',
      'black pepper',
      'salt',
    ],
  },
  // 37 — English: a Polish builder in Croydon writing learner English.
  {
    text: `Hi Dave,
Is Tomasz from the loft job in Croydon (number 47). You ask me for the soup my wife make for lunch on Friday. Is called żurek. My wife write it and I translate:

Żurek
for 4 person
500 ml żur (sour rye starter, from Polish shop)
300 g white sausage (biała kiełbasa)
100 g smoked bacon
2 potato
1 onion
1 litre water
1 tablespoon marjoram

First you boil the sausage in the water 20 minutes. Then take it out and put potato in cubes, 15 minutes. Meanwhile fry bacon with onion 5 minutes. Then put all together with the żur and marjoram and cook 10 minutes more. Put the sausage back in slices.

My wife say also egg, boiled, is good.
See you Monday 7:30, bring the long ladder please.
Tomasz`,
    servings: 4,
    title: 'Żurek',
    steps: 5,
    rows: ['100 g smoked bacon', '2 unitats potato', '1 unitats onion', '1 l water', '1 cullerada marjoram'],
    names: ['żur', 'white sausage', 'smoked bacon', 'potato', 'onion', 'marjoram'],
  },
  // 38 — English: a Neighbourhood Watch newsletter.
  {
    text: `Elm Park Neighbourhood Watch — Newsletter No. 38
Crime figures for October: 3 bike thefts, 1 attempted break-in (Cedar Close, between 2 and 4 am), 12 reports of cold callers. Remember: never let anyone in without ID!
Coordinator's corner: thank you to the 27 households who came to the street meeting. Several of you asked about Maureen's flapjacks.

Maureen's flapjacks
Makes 16 squares
250 g rolled oats
125 g butter
125 g light brown sugar
3 tablespoons golden syrup

Melt the butter, sugar and syrup in a pan over a low heat for 5 minutes.
Stir in the oats.
Press into a lined 20 cm square tin.
Bake at 180°C for 20 minutes.
Leave to cool in the tin for 30 minutes before cutting.

Next meeting: Tuesday 8 December, 7 pm, St Anne's church hall.`,
    cook: 25,
    title: "Maureen's flapjacks",
    steps: 5,
    rows: ['250 g rolled oats', '125 g butter', '125 g light brown sugar', '3 cullerada golden syrup'],
    names: ['rolled oats', 'butter', 'light brown sugar', 'golden syrup'],
  },
  // 39 — English: a solo ocean racer's blog from the Southern Ocean.
  {
    text: `Day 34 — 47°S — 30 knots from the west, surfing at 22
Still 12th, 210 miles behind the leader. Broke a batten yesterday, fixed it in 3 hours.
Lots of you (hello to Class 5B at Lymington Primary!) asked what I eat out here. Tonight's treat, on the gimballed stove, one-handed:

Southern Ocean porridge
1 cup porridge oats
2 cups water
2 tablespoons milk powder
1 tablespoon brown sugar
a handful of raisins

Boil the water.
Stir in the oats and milk powder and cook for 4 minutes.
Add the sugar and the raisins.
Eat it out of the pot, wedged into the nav seat.

Sleep log: 6 naps of 20 minutes today. Onwards!`,
    prep: 0,
    cook: 4,
    title: 'Southern Ocean porridge',
    steps: 4,
    rows: ['1 tassa porridge oats', '2 tassa water', '2 cullerada milk powder', '1 cullerada brown sugar'],
    names: ['porridge oats', 'water', 'milk powder', 'brown sugar', 'raisins'],
  },
  // 40 — English: a Newmarket racing yard's feed board.
  {
    text: `YARD BOARD — Hatherley Stables, Newmarket
FEEDS (4 am / 11 am / 5 pm / 9 pm):
Box 1 Silver Thistle — 3 scoops cubes, 1 scoop oats, 2 kg chaff
Box 2 Dancing Minstrel — 2.5 scoops cubes, NO OATS, electrolytes
Box 3 Brave Boreas — 3 scoops cubes, 1 scoop oats, linseed
1st lot pulls out 7.15, 2nd lot 9.00, 3rd lot 10.30.

LADS' BREAKFAST after 1st lot — Sandra's bacon butties, twelve of them:
24 bacon rashers
12 white rolls
butter
brown sauce
Grill the bacon for 8 minutes, turning once.
Butter the rolls.
Two rashers in each, brown sauce, done.

Boots off in the kitchen!`,
    prep: 0,
    cook: 8,
    steps: 3,
    rows: ['24 unitats bacon rashers', '12 unitats white rolls'],
    names: ['bacon rashers', 'white rolls', 'butter', 'brown sauce'],
  },
  // 41 — English: a tattoo studio's aftercare card.
  {
    text: `INKWELL TATTOO CO. — AFTERCARE
1. Leave the wrap on for 3 hours.
2. Wash gently with unscented soap and pat dry.
3. Thin layer of balm 3 times a day for 2 weeks.
4. No swimming, sun or sunbeds for 14 days.
Flip it over for Rico's post-session recovery soup (yes, people ask).

Rico's chicken noodle soup
Serves 4
2 chicken thighs
1.5 litres chicken stock
2 carrots
2 celery sticks
100 g egg noodles
1 tablespoon soy sauce

Simmer the chicken thighs in the stock for 25 minutes.
Take them out, shred the meat and put it back.
Add the sliced carrots and celery and cook for 10 minutes.
Add the noodles and the soy sauce and cook for 4 minutes more.

Stay hydrated and don't pick your scabs. Deposits £50, non-refundable.`,
    servings: 4,
    prep: 0,
    cook: 39,
    title: "Rico's chicken noodle soup",
    steps: 4,
    rows: [
      '2 unitats chicken thighs',
      '1.5 l chicken stock',
      '2 unitats carrots',
      '100 g egg noodles',
      '1 cullerada soy sauce',
    ],
    names: ['chicken thighs', 'chicken stock', 'carrots', 'celery', 'egg noodles', 'soy sauce'],
  },
  // 42 — English: a stand-up comedian's open-mic transcript.
  {
    text: `[Open-mic transcript — Jo Mercer, The Laughing Horse, Brighton, act 3 of 11, 9.40pm, 7-minute slot]
So my mum has emailed me her lasagne recipe. Emailed. She's seventy-four. The subject line is "LASAGNE!!!" — three exclamation marks, like it's a ransom demand. [laughter]
And I'm reading it to you exactly as she wrote it. "Serves 6. Or 4 if your brother is coming." [laughter]
"Step 1: Fry 500 g of beef mince with one onion for 10 minutes."
"Step 2: Add a jar of passata and simmer for 30 minutes."
"Step 3: Make a white sauce." That's it! No quantities! Make a white sauce! Like I'm Mary Berry! [laughter]
"Step 4: Layer it up with the lasagne sheets and a handful of cheddar."
"Step 5: Bake at 190 for 40 minutes. Then ring your mother."
Then ring your mother! It's a recipe with a guilt trip built in. [applause]
Anyway, I rang her. Forty-five minutes. Longer than the lasagne.`,
    cook: 80,
    rows: ['500 g beef mince'],
    names: ['beef mince', 'passata', 'lasagne sheets', 'cheddar'],
  },
  // 43 — English (Glaswegian): an ice-cream van man's tablet.
  {
    text: `Frankie's Van — Castlemilk run, 4 till 9, chimes at every close
Right, wee Tam asked for ma tablet recipe so here it is, nae messin:

Tablet
1 kg caster sugar
125 g butter
250 ml milk
1 tin condensed milk
1 teaspoon vanilla

Melt the butter in the milk in a big heavy pot.
Add the sugar and stir till it's dissolved, dinnae let it boil yet.
Add the condensed milk and boil it for 20 minutes, stirring the whole time.
Take it aff the heat, add the vanilla and beat it for 5 minutes.
Pour it intae a greased tin and let it set for 2 hours.
Cut it intae squares. Makes aboot 40 bits, 20p each aff the van.

Pure magic, so it is.`,
    prep: 120,
    cook: 20,
    title: 'Tablet',
    rows: ['1 kg caster sugar', '125 g butter', '250 ml milk', '1 culleradeta vanilla'],
    names: ['caster sugar', 'butter', 'milk', 'condensed milk', 'vanilla'],
  },
  // 44 — English: a Meals on Wheels driver's route sheet.
  {
    text: `MEALS ON WHEELS — Route C (Thursday) — Driver: Ken
Collect the van keys from the depot by 10.45. 11 drops, back by 1.30.
1. Mrs Patel, 14 Orchard Rise — vegetarian, soft
2. Mr O'Connor, 3 Mill Lane — diabetic, knock loud
3. Mrs Ruddock, Flat 6, Beech Court — key safe 2817
4. Mr and Mrs Hughes, 22 Station Road — no gravy
Note for drivers doing the Christmas hampers: this year's hotpot is Jean's, cooked by volunteers on the Monday.

Lancashire hotpot
Serves 8
1.2 kg lamb neck, diced
1 kg potatoes
3 onions
2 carrots
600 ml lamb stock
2 tablespoons flour
1 tablespoon Worcestershire sauce

Toss the lamb in the flour. Soften the onions and carrots in the big casserole for 10 minutes. Add the lamb, the stock and the Worcestershire sauce. Layer the sliced potatoes on top. Cover and bake at 160°C for 2 hours, then uncover and bake for 30 minutes more to crisp.`,
    servings: 8,
    prep: 0,
    cook: 160,
    title: 'Lancashire hotpot',
    steps: 6,
    rows: [
      '1 kg potatoes',
      '3 unitats onions',
      '2 unitats carrots',
      '600 ml lamb stock',
      '2 cullerada flour',
      '1 cullerada worcestershire sauce',
    ],
    names: ['lamb neck', 'potatoes', 'onions', 'carrots', 'lamb stock', 'flour', 'worcestershire sauce'],
  },
];
