/*
 * Held-out set 12 of cook texts for the recipe autofill (issue 34), written 2026-12-01, written
 * BLIND: from general cooking knowledge only, without reading the parser, the assistant, the
 * knowledge base, the earlier held-out sets, docs or tests.
 *
 * 45 texts: 15 Catalan, 15 Spanish, 15 English.
 *
 * Voices, on purpose unlike the earlier sets: a Lleida snail-eating colla at the Aplec del Caragol
 * ("lo", "natros", "aguaita"), a grandmother from L'Alguer writing in Alguerès to her grandson
 * ("me demanes", "aqueixa", "lo nono", "la nona"), a Valencia falla casal paella contest ("xe",
 * "tomata", bajoqueta, garrofó), a hospital discharge sheet with the dietitian's recipe, a Pyrenean
 * mountain-hut guard's blackboard (2.395 m, 48 places, helicopter on Thursday), a secondary-school
 * research project report (4t d'ESO B, Grup 3, a table of ingredients), a cycling club's WhatsApp
 * export (Penya Ciclista Anoia), a wedding caterer's quote (pressupost núm. 2026/118, 120 guests,
 * 38 € per cover), a rural-life museum family-workshop card, a cobla musician's road book in one
 * long paragraph, a Pallars rafting guide's menu card, a Chinese-Catalan daughter in Santa Coloma
 * weighing what her mother never measures, a catering-school technical sheet as a table of costs,
 * a scout camp quartermaster's notebook (34 cubs and 6 leaders) and a 1953 letter from a Catalan
 * exile in Mexico City; a Murcian huertano's transcribed voice note ("acho", "pijo", "pa",
 * "rodajicas"), a Zaragoza peña's Pilar breakfast sheet ("maño", cierzo), a Galician pulpeira's
 * telegraphic card ("home", "carallo", pota), a Mexican aunt's e-mail ("órale", "chamaco",
 * "ahorita"), a Chilean feria cook's card typed by her grandson ("po", "cachái", paila de greda),
 * a Lima chifa cook's notebook ("pe", "causa", "al toque", S/ 28), a Colombian family recipe book
 * (receta 14 de 40, olla pitadora, "parce"), a Spanish army barracks rancho sheet (raciones: 120,
 * marmita de 300 litros), a Camino de Santiago hospitalero in one paragraph, a Slack channel
 * (#cocina-oficina, sprint 23, PR #4512), a 1962 cookery manual in the impersonal "se", a fitness
 * TikTok caption, a university exam with its model answer, a mother e-mailing her nurse daughter
 * in Manchester and a nine-year-old's school composition; a Cork mother's soda bread ("yerra",
 * "boy", "don't be kneading it"), a Welsh chapel vestry note ("cariad", "now in a minute",
 * bakestone), a Black Country Facebook group post ("ow bist", "bostin", "ar"), a Guernsey market
 * stall card (bean jar, gâche, "Bian v'nu"), a Kiwi bach fridge note ("sweet as", chilly bin,
 * jandals), a South African church-bazaar cookbook ("ag man", "lekker", "just now"), a Lagos party
 * caterer ("o", "abeg", "no wahala", tatashe), a Filipino-American tita's forwarded e-mail in
 * capitals ("anak", "ay naku"), a Wisconsin supper club kitchen card ("86 the walleye"), a Maine
 * lobster pound's chowder ("ayuh", "wicked", "from away"), a GitHub bug report, a tabletop
 * role-playing game master's session notes (d20, DC 15), a Falklands sheep-station cookhouse
 * ("Camp", smoko, diddle-dee), a Norfolk allotment newsletter ("bor", "hold you hard", "squit") and
 * a Savannah rehearsal-dinner toast transcript ("y'all", "bless your heart").
 *
 * Traps: numbers that are not amounts or times (edicions, 12.000 kg at a fair, carpa 23, 13.00,
 * a 70 cm paella, núm. 213, room 512, 1,5 l of water a day, omeprazol 20 mg, 2.395 m, -8 °C, a
 * 22 cm tin, 12 slices, 6 cm high, timestamps, 95 km, prices, 120 guests, a 30 % deposit, ages,
 * 14 km, grau III-IV, a 36 cm wok, cost per portion, 4 °C serving temperature,
 * 21.30, a street number 1.214, 1953, 3 tahúllas, peña nº 27, a 60-litre pot, a 300-litre kettle,
 * km 212, 38 years, 31 km, sprint and PR numbers, 14.ª edición, 25 pesetas, 1,2M views, exam
 * duration 2 horas, marks, a 24 cm pan, 12-hour shifts, flight on the 22nd, 9 years old, the 208
 * bus, Hymn 341, £1.50, 132 likes, 64 crocks, 9 May, 14 Marine Parade, $6 a punnet, page 47,
 * R85, 500 guests, 2 bags of rice, the 3rd e-mail, Hwy 51, since 1957, $11.99/lb, v2.3, a 2 lb
 * loaf tin, 3 cm crater, Session 14, level 7, 4,200 sheep, 80 miles, £35 rent, table 12, 32
 * years, 6:30); yields that are not servings ("en surten 2 coques", "Makes 1 loaf", "makes about
 * 20", "unas 40 croquetas", "salen 6 tortitas", "Makes about 6 jars", "per 12 dinners"); servings
 * in words ("per a quatre", "para seis", "para cuatro", "Serves six", "It feeds eight"); servings
 * next to other counts (som 30 / 48 places, 34 + 6 = 40, 9 + 3 = 12, five players plus the DM);
 * times in words ("mitja hora", "un quart d'hora", "quince minutos", "an hour and a half", "an
 * hour"); times inside a stated total (the barley's last 40 of 2 hours); "per banda", "por cada
 * lado", "each side" and batches ("a tandes", "por tandas", "in batches"); ranges (4-5 min, "10 to
 * 6"), overnight soaks and nights in the fridge without a time, a pressure cooker's natural
 * release, a month to mature, parallel cooking ("while"), cooling in the oven without a time; a
 * "then" clause inside a numbered step, and "now and then" (steps left out there); cans and tins,
 * pounds, ounces, cups, glasses (vaso de yogur), cloves, heads of garlic, sachets, slices, bunches,
 * "al gust", "al gusto", "to taste", "a pinch", fractions (1/4, 1/2, and in words: "mig quilo",
 * "un cuarto de litro", "un decilitro"), decimal commas (1,5 kg, 2,5 l), ingredients inline in
 * the steps (the bug report), in a table, in a picada line and in one long paragraph; title lines
 * next to headers, a project title, an exam statement and a "Lección 18.ª".
 *
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

export const HELD_OUT_COOK_TEXTS_12: readonly CookText[] = [
  // ---------------------------------------------------------------- Catalan
  // Lleida colla at the Aplec del Caragol ("lo", "natros", "aguaita"); traps: 47a edició, 12.000 kg, carpa 23, 13.00, "al gust".
  {
    text: `Colla cargolera La Closca — Aplec del Caragol 2026 (47a edició; a l'Aplec s'hi couran uns 12.000 kg de cargols, natros en fem menys, aguaita)

Cargols a la llauna
Per a 6 persones

- 2 kg de cargols
- 1 cullerada de sal gruixuda
- pebre negre al gust
- 100 ml d'oli
- allioli per acompanyar

1. Renteu bé els cargols amb aigua i vinagre fins que no facin bromera.
2. Poseu-los a la llauna de boca per amunt, ben arrenglerats.
3. Tireu-hi la sal i lo pebre per sobre.
4. Poseu la llauna sobre lo caliu 15 minuts.
5. Quan treguin lo suc, regueu-los amb un raig d'oli.
6. Deixeu-los 5 minuts més a la brasa.
7. Serviu-los amb l'allioli i pa de pagès.

Ens trobeu a la carpa 23 dels Camps Elisis, dissabte a partir de les 13.00.`,
    title: 'Cargols a la llauna',
    servings: 6,
    prep: 0,
    cook: 20,
    steps: 7,
    stepIncludes: ['Poseu la llauna sobre lo caliu 15 minuts'],
    rows: ['2 kg cargols', '1 cullerada sal gruixuda', '100 ml oli'],
    names: ['pebre negre', 'allioli'],
  },
  // Alguerès grandmother's letter (me/te, "aqueixa", "lo nono"); traps: 81 anys, servings in words, "d'un quilo cada una" is a size, 29 de setembre, everything in words.
  {
    text: `L'Alguer, 2 de novembre

Estimat Nicolau,
me demanes la llagosta a la catalana que feia lo nono i te l'escric com la faig jo, que ja tinc 81 anys i encara la sé fer de memòria. Aqueixa dosi és per a quatre persones. Has de comprar dues llagostes vives d'un quilo cada una, tres tomàquets madurs, una ceba blanca, una llimona, oli bo i julivert. Bulles l'aigua amb molta sal, com l'aigua de la mar, i hi poses les llagostes: les deixes bullir 12 minuts. Les treus i les deixes reposar 10 minuts, que la carn s'assenta. La ceba la talles fina i la poses 5 minuts en aigua freda perquè no pica tant. Obres les llagostes per la meitat, les talles a trossos i les barreges amb el tomàquet a daus, la ceba, el suc de la llimona, l'oli i la sal. Se menja freda o tebiona, amb pa de casa.
Quan tornes per la festa de Sant Miquel, el 29 de setembre, te la faig jo.

Un bes gros de la teva nona`,
    servings: 4,
    prep: 15,
    cook: 12,
    names: ['llagostes', 'tomàquets', 'ceba', 'llimona', 'julivert'],
  },
  // Valencia falla casal paella contest ("xe", "tomata", bajoqueta); traps: núm. 213, clock times 14.00/11.30/14.30, 70 cm, 1,5 kg, a closing joke line.
  {
    text: `Falla Russafa Sud (núm. 213 al llibret) — Concurs de paelles del casal
Dissabte: paelles a foc a les 11.30, mascletà a les 14.00 i dinar a les 14.30.

Paella valenciana
Paella de 70 cm, per a 12 persones.

Ingredients:
- 1,5 kg de pollastre
- 1 kg de conill
- 400 g de bajoqueta
- 200 g de garrofó
- 1 tomata ratllada
- 1 culleradeta de pimentó dolç
- safrà
- 1 kg d'arròs
- 4 l d'aigua
- 200 ml d'oli
- sal

1. Sofregiu el pollastre i el conill amb l'oli durant 20 minuts.
2. Afegiu la bajoqueta i el garrofó i sofregiu-ho 5 minuts.
3. Feu lloc al mig i sofregiu la tomata 3 minuts.
4. Tireu el pimentó i, tot seguit, l'aigua.
5. Deixeu bullir el caldo 30 minuts.
6. Afegiu la sal, el safrà i l'arròs escampat.
7. Coeu-ho 10 minuts a foc fort i 8 minuts a foc suau.
8. Deixeu-la reposar 5 minuts tapada amb un drap.

Xe, i res de ceba, que això no és paella.`,
    title: 'Paella valenciana',
    servings: 12,
    prep: 5,
    cook: 76,
    steps: 8,
    rows: [
      '1.5 kg pollastre',
      '1 kg conill',
      '400 g bajoqueta',
      '200 g garrofó',
      '1 culleradeta pimentó dolç',
      '1 kg arròs',
      '4 l aigua',
      '200 ml oli',
    ],
    names: ['safrà', 'tomata', 'sal'],
  },
  // Hospital discharge sheet with the dietitian's recipe; traps: planta 5, habitació 512, llit 2, 2 setmanes, 1,5 l d'aigua al dia, omeprazol 20 mg, 9.20.
  {
    text: `Hospital Comarcal — Unitat de Digestiu, planta 5
Informe d'alta — habitació 512, llit 2
Recomanacions: dieta de protecció gàstrica durant 2 setmanes; beure 1,5 l d'aigua al dia; omeprazol 20 mg en dejú. Control a consultes externes el dia 14 a les 9.20.

Recepta suggerida per la dietista:

Crema de carbassó
Racions: 2
- 500 g de carbassó
- 1 patata
- 1 porro (només la part blanca)
- 750 ml d'aigua
- 1 cullerada d'oli d'oliva
- sal

1. Peleu el carbassó i la patata i talleu-ho a daus.
2. Bulliu-ho amb el porro i l'aigua 20 minuts.
3. Tritureu-ho fins que quedi fi.
4. Afegiu-hi l'oli en cru i una mica de sal.`,
    title: 'Crema de carbassó',
    servings: 2,
    prep: 0,
    cook: 20,
    steps: 4,
    rows: ['500 g carbassó', '750 ml aigua', "1 cullerada oli d'oliva"],
    names: ['patata', 'porro', 'sal'],
  },
  // Pyrenean mountain-hut guard's blackboard, telegraphic; traps: 2.395 m, 48 places vs servings 30, -8 °C, "a tandes", "per banda", 10.00, a closing note.
  {
    text: `REFUGI DE LA COMA (2.395 m) — 48 places — pissarra de la cuina
Avui som 30 a sopar: fem trinxat per a 30.
Fora fa -8 °C, que ningú surti sense frontal.

Trinxat amb rosta
6 kg de col d'hivern
4 kg de patates
1 kg de cansalada
oli, sal, alls

Col i patates a bullir, 25 min.
Escórrer molt bé.
Cansalada a la paella fins que quedi cruixent.
Trinxar-ho tot junt amb el greix.
Fer les truites a tandes, 5 min per banda.

Nota: l'helicòpter puja dijous a les 10.00, apunteu a la llista el que falti.`,
    title: 'Trinxat amb rosta',
    servings: 30,
    prep: 0,
    steps: 5,
    rows: ["6 kg col d'hivern", '4 kg patates', '1 kg cansalada'],
    names: ['oli', 'sal', 'alls'],
  },
  // Secondary-school research project report with an ingredient table; traps: 4t, Grup 3, pàgina 12 de 20, a project title, 22 cm, 12 talls (yield), 6 cm, result and conclusion lines.
  {
    text: `Institut de la Riera — 4t d'ESO B — Treball de recerca en grup (Grup 3: Aina, Pol, Youssef i Jana)
Títol del treball: "Per què s'infla el pa de pessic?" — pàgina 12 de 20

Hipòtesi: l'aire que entra en batre els ous fa créixer el pastís, sense llevat.

Pa de pessic

| Ingredient | Quantitat |
| Ous | 4 |
| Sucre | 125 g |
| Farina | 125 g |
| Ratlladura de llimona | 1 culleradeta |
| Mantega (per al motlle) | una mica |

Procediment:
1. Vam batre els ous amb el sucre i la ratlladura fins que van doblar el volum.
2. Vam afegir la farina tamisada a poc a poc amb una espàtula.
3. Vam posar la massa en un motlle de 22 cm untat amb mantega.
4. Vam enfornar a 180 °C durant 30 minuts.
5. Vam deixar reposar el pastís 10 minuts abans de desemmotllar-lo.

Resultat: en van sortir 12 talls i el pastís feia 6 cm d'alçada.
Conclusió: la hipòtesi es confirma.`,
    title: 'Pa de pessic',
    prep: 10,
    cook: 30,
    steps: 5,
    stepIncludes: ['Vam enfornar a 180 °C durant 30 minuts'],
    rows: ['4 unitats ous', '125 g sucre', '125 g farina', '1 culleradeta ratlladura de llimona'],
    names: ['mantega'],
  },
  // Cycling club WhatsApp export; traps: dates and timestamps, 95 km, "14 confirmats", "Després" sentences, recipe split over messages, no title line.
  {
    text: `[14/11/26, 19:02] Jordi Bici: Dissabte sortida de 95 km, sortim a les 8 de la plaça de l'Ajuntament 🚴
[14/11/26, 19:05] Montse: Jo faré macarrons per a tots al local. Som 14?
[14/11/26, 19:06] Jordi Bici: 14 confirmats 👍
[14/11/26, 21:40] Montse: Recepta pels que m'ho demanàveu:
Macarrons per a 14
2 kg de macarrons
1 kg de carn picada
1 kg de tomàquet triturat
3 cebes
200 g de formatge ratllat
oli, sal, orenga
[14/11/26, 21:41] Montse: Sofregir les cebes 15 minuts. Després la carn, 10 minuts. Després el tomàquet, 20 minuts més. Bullir la pasta 11 minuts. Gratinar-ho 5 minuts amb el formatge.
[14/11/26, 21:43] Pere: 😋 i jo porto la cervesa`,
    servings: 14,
    prep: 0,
    cook: 61,
    rows: [
      '2 kg macarrons',
      '1 kg carn picada',
      '1 kg tomàquet triturat',
      '3 unitats cebes',
      '200 g formatge ratllat',
    ],
    names: ['orenga'],
  },
  // Wedding caterer's quote, infinitives; traps: pressupost 2026/118, 120 convidats, 38 €, 12 de setembre, "multipliquem per 12", picada inline, cloves, "per banda", 30 %, 15 dies.
  {
    text: `Càtering Cal Masover — Pressupost núm. 2026/118
Casament de la Laia i l'Oriol — 12 de setembre — 120 convidats — 38 € per cobert (IVA inclòs)
Segon plat: mar i muntanya. Fitxa per a 10 racions (a la cuina multipliquem per 12).

Pollastre amb escamarlans
- 2 pollastres de pagès tallats a octaus
- 20 escamarlans
- 2 cebes
- 3 tomàquets madurs
- 100 ml de conyac
- 500 ml de brou de pollastre
- Picada: 30 g d'ametlles torrades, 20 g de xocolata negra, 2 grans d'all i 1 llesca de pa fregit

1. Daurar el pollastre salpebrat en una cassola amb oli, uns 15 minuts.
2. Marcar els escamarlans 1 minut per banda i reservar-los.
3. Sofregir la ceba a la mateixa cassola 10 minuts.
4. Afegir el tomàquet ratllat i deixar-ho reduir 10 minuts.
5. Flamejar amb el conyac.
6. Tornar-hi el pollastre, mullar amb el brou i coure-ho 30 minuts.
7. Afegir la picada i els escamarlans i coure 5 minuts més.

Condicions: paga i senyal del 30 % en signar; la resta, 15 dies abans del casament.`,
    title: 'Pollastre amb escamarlans',
    servings: 10,
    prep: 0,
    steps: 7,
    rows: [
      '20 unitats escamarlans',
      '2 unitats cebes',
      '100 ml conyac',
      '500 ml brou de pollastre',
      '30 g ametlles torrades',
      '20 g xocolata negra',
    ],
    names: ['pollastres', 'tomàquets', 'all'],
  },
  // Rural-life museum family workshop card; traps: 11.00, 6 €, edats de 6 a 12 anys, aforament 25, yield "en surten 2 coques", ingredients inline in two lines.
  {
    text: `Museu de la Vida Rural — Taller familiar
Dissabtes a les 11.00 · 6 € per família · edats de 6 a 12 anys · aforament 25 persones

Coca de recapte
En surten 2 coques de safata.

Massa: 500 g de farina, 25 g de llevat fresc, 250 ml d'aigua tèbia, 50 ml d'oli i 1 culleradeta de sal.
Recapte: 2 pebrots vermells, 1 albergínia, 2 cebes i 4 arengades.

1. Escalivem els pebrots, l'albergínia i les cebes al forn a 200 °C durant 45 minuts.
2. Barregem la farina, el llevat desfet a l'aigua, l'oli i la sal.
3. Pastem fins que la massa no s'enganxi als dits.
4. Deixem llevar la massa 1 hora tapada amb un drap.
5. L'estirem en una safata i hi posem l'escalivada a tires i les arengades.
6. Enfornem a 220 °C durant 20 minuts.

Recordeu: els menors de 12 anys han de venir acompanyats.`,
    title: 'Coca de recapte',
    prep: 60,
    cook: 65,
    steps: 6,
    rows: [
      '500 g farina',
      '25 g llevat fresc',
      '250 ml aigua tèbia',
      '50 ml oli',
      '1 culleradeta sal',
      '2 unitats pebrots vermells',
      '2 unitats cebes',
      '4 unitats arengades',
    ],
    names: ['albergínia'],
  },
  // Cobla musician's road book, one long paragraph; traps: 11 músics, 7.45, 12.00, 1907, times in words (mitja hora, un quart d'hora), 1,5 l, no title line.
  {
    text: `Llibre de ruta de la cobla — diumenge, Aplec de la Sardana: 11 músics, sortida de l'autocar a les 7.45 des de la plaça, primera audició a les 12.00 amb "La Santa Espina" (1907). Com que la Carme em va demanar els fideus a la cassola que faig per als assajos, aquí van, per a 6: 500 g de costella de porc, 2 botifarres, 100 g de cansalada, 1 ceba grossa, 2 tomàquets, 400 g de fideus gruixuts i 1,5 l de brou. Primer dauro la costella, les botifarres a trossos i la cansalada, deu minuts ben bons, i les aparto; a la mateixa cassola hi faig la ceba ben a poc a poc, que vol mitja hora, i hi tiro el tomàquet ratllat fins que s'ha menjat l'aigua, un quart d'hora més; torno la carn, hi tiro els fideus perquè es torrin dos minuts i ho mullo amb el brou calent, i quan arrenca el bull són deu minuts i a taula, amb allioli per sobre si us agrada. Ah, i que el tenora no hi posi formatge, que això no és pasta italiana.`,
    servings: 6,
    prep: 0,
    cook: 67,
    rows: ['500 g costella de porc', '100 g cansalada', '400 g fideus gruixuts', '1.5 l brou'],
    names: ['botifarres', 'ceba', 'tomàquets', 'allioli'],
  },
  // Pallars rafting guide's menu card ("lo"); traps: 14 km, grau III-IV, 45 €, 13.30/14.00/15.00, "de 250 g cada una" is a size, slices, cloves, "al gust", "per banda".
  {
    text: `Ràfting Aigües Braves del Pallars — menú del guia
Baixada de 14 km, grau III-IV, 45 € per persona; tornem a la base cap a les 13.30 i dinem aquí.

Truites a la pallaresa
Per a 4.
4 truites de riu de 250 g cada una
4 llesques de pernil
farina per enfarinar
100 ml d'oli
2 grans d'all
julivert al gust

Netejar les truites i farcir-les amb lo pernil.
Salar-les i enfarinar-les.
Fregir-les 4 minuts per banda.
Escórrer-les sobre paper.
Daurar l'all laminat a l'oli i tirar-lo per sobre amb lo julivert.

Qui vulgui repetir, que ho digui abans de les 14.00, que a les 15.00 surt la segona baixada.`,
    title: 'Truites a la pallaresa',
    servings: 4,
    prep: 0,
    steps: 5,
    rows: ['100 ml oli'],
    names: ['truites de riu', 'pernil', 'farina', 'all', 'julivert'],
  },
  // Chinese-Catalan daughter in Santa Coloma weighing her mother's chow mein; traps: carrer Major 88, 2004, "un moment", "un tros", a 36 cm wok, title only inside a sentence.
  {
    text: `La mama té la botiga de queviures al carrer Major, 88, des del 2004 i no mesura mai res, així que aquest cop l'he seguit amb la bàscula de cuina. Fideus saltats amb porc (chow mein), com els fa ella.

Per a 3 persones
- 400 g de fideus d'ou
- 300 g de llom de porc
- 2 cullerades de salsa de soja
- 1 cullerada de salsa d'ostres
- 1 culleradeta de sucre
- 1 culleradeta de midó de blat de moro
- 200 g de brots de soja
- 2 cebetes tendres
- un tros de gingebre
- oli de cacauet

1. Talla el porc a tires i marina'l amb la soja, el sucre i el midó 20 minuts.
2. Bull els fideus 3 minuts i escorre'ls.
3. Salta el porc al wok a foc molt fort 2 minuts i treu-lo.
4. Salta el gingebre i la cebeta un moment amb una mica d'oli.
5. Afegeix els fideus i els brots i salta-ho 3 minuts.
6. Torna-hi el porc amb la salsa d'ostres i barreja-ho 1 minut.

La mama diu que el wok ha de ser de 36 cm o res.`,
    servings: 3,
    prep: 20,
    cook: 9,
    steps: 6,
    rows: [
      "400 g fideus d'ou",
      '300 g llom de porc',
      '2 cullerada salsa de soja',
      "1 cullerada salsa d'ostres",
      '1 culleradeta sucre',
      '1 culleradeta midó de blat de moro',
      '200 g brots de soja',
      '2 unitats cebetes tendres',
    ],
    names: ['gingebre', 'oli de cacauet'],
  },
  // Catering-school technical sheet as a table with prices; traps: núm. 27, 0,62 €, 4 °C, price column, unit column "u", two sugar lines, 4 hores of fridge.
  {
    text: `ESCOLA D'HOSTALERIA — Fitxa tècnica núm. 27
Crema catalana
Racions: 8 · Cost per ració: 0,62 € · Temperatura de servei: 4 °C

| Gènere | Quantitat | Unitat | Preu (€/u) |
| Llet sencera | 1 | l | 0,95 |
| Rovells d'ou | 8 | u | 0,18 |
| Sucre | 200 | g | 1,20 |
| Midó de blat de moro | 40 | g | 3,10 |
| Pell de llimona | 1 | u | 0,30 |
| Canyella en branca | 1 | u | 0,25 |
| Sucre per cremar | 80 | g | 1,20 |

Elaboració:
1. Infusionar la llet amb la pell de llimona i la canyella 10 minuts a foc suau.
2. Batre els rovells amb el sucre i el midó.
3. Colar la llet calenta sobre els rovells i remenar.
4. Coure-ho a foc baix 5 minuts sense parar de remenar.
5. Repartir-ho en cassoletes i refrigerar-ho 4 hores.
6. Cremar el sucre amb la pala just abans de servir.`,
    title: 'Crema catalana',
    servings: 8,
    prep: 240,
    cook: 15,
    steps: 6,
    rows: ['1 l llet sencera', "8 unitats rovells d'ou", '200 g sucre', '40 g midó de blat de moro'],
    names: ['pell de llimona', 'canyella en branca'],
  },
  // Scout camp quartermaster's notebook; traps: dia 4 de 10, 34 + 6 = 40, cans of tuna, 12 l of water as an amount, 21.30, a closing reminder.
  {
    text: `Agrupament Escolta — Campaments d'estiu, unitat de Llops i Daines
Llibreta d'intendència, dia 4 de 10. Torn de cuina: patrulla Isards.
Som 34 llops i daines i 6 caps: l'arròs d'avui és per a 40.

Arròs amb tomàquet i tonyina
- 3 kg d'arròs
- 12 l d'aigua
- 2 kg de tomàquet fregit
- 6 llaunes de tonyina
- sal

1. Poseu l'aigua a bullir a la perola gran amb sal.
2. Tireu-hi l'arròs i bulliu-lo 18 minuts.
3. Escorreu-lo i passeu-lo per aigua freda.
4. Escalfeu el tomàquet en una cassola.
5. Barregeu-ho tot amb la tonyina escorreguda.

Recordeu: a les 21.30, foc de camp; ningú es perd la vetllada.`,
    title: 'Arròs amb tomàquet i tonyina',
    servings: 40,
    prep: 0,
    cook: 18,
    steps: 5,
    rows: ['3 kg arròs', '12 l aigua', '2 kg tomàquet fregit'],
    names: ['tonyina', 'sal'],
  },
  // 1953 letter from a Catalan exile in Mexico City; traps: 1953, catorze anys, overnight soak without a time, "mig quilo", times in words, avinguda Insurgentes 1.214, departament 6.
  {
    text: `Mèxic D.F., 3 de març de 1953

Estimada germana,
Ja fa catorze anys que vaig passar per Portbou i encara somio les mongetes amb botifarra de la mare. Aquí les mongetes en diuen frijoles i són negres, però al mercat de la Merced n'he trobat de blanques. T'escric com les faig, per si les vols comparar amb les teves: n'hi ha per a quatre. Poso mig quilo de mongetes seques a estovar la nit abans. L'endemà les bullo dues hores amb una fulla de llorer i sal. Fregeixo quatre botifarres a la paella deu minuts, girant-les, i les aparto. En el mateix greix hi saltejo les mongetes amb un all picat i julivert cinc minuts, fins que agafen color. Les serveixo amb les botifarres al damunt, com a casa.
Escriu-me a la nova adreça: avinguda Insurgentes 1.214, departament 6.

Una abraçada ben forta,
la teva Montserrat`,
    servings: 4,
    cook: 135,
    names: ['mongetes', 'botifarres', 'llorer', 'all', 'julivert'],
  },

  // ---------------------------------------------------------------- Spanish
  // Murcian huertano's transcribed voice note ("acho", "pijo", "pa", "rodajicas"); traps: 1:48 timestamp, 3 tahúllas, times in words, "Luego", servings in words, "el martes".
  {
    text: `[Nota de voz transcrita, 1:48] Acho, que me pides el zarangollo y tú sabes que yo no mido na, pero bueno, te lo digo como lo hacía mi abuelo en la huerta, que tenía 3 tahúllas y se comía esto toas las noches de verano. Pa cuatro: 1 kg de calabacín, 500 g de cebolla, 4 huevos, aceite y sal. Pochas la cebolla en juliana quince minutos a fuego lento. Echas el calabacín en rodajicas finas, lo tapas y lo dejas veinte minutos más, que se haga en su agua. Luego le cascas los huevos y remueves tres minutos, que no se sequen, pijo. Y ya está, con pan y una cerveza fresquica. Ah, y el martes es el Bando de la Huerta, que no se te olvide.`,
    servings: 4,
    prep: 0,
    cook: 38,
    stepIncludes: ['Pochas la cebolla en juliana'],
    rows: ['1 kg calabacín', '500 g cebolla', '4 unitats huevos'],
    names: ['aceite', 'sal'],
  },
  // Zaragoza peña's Pilar breakfast sheet ("maño", cierzo); traps: nº 27, 1978, día 12, 8.00, 12 €, overnight soak without a time, a head of garlic, chorizos without weight.
  {
    text: `Peña El Cierzo — nº 27, desde 1978 — Fiestas del Pilar
Almuerzo del día 12, después de la Ofrenda (salimos a las 8.00 del local).

Migas aragonesas
Para 8 personas.
- 1 kg de pan de ayer
- 200 ml de agua
- 150 ml de aceite de oliva
- 1 cabeza de ajos
- 300 g de panceta
- 2 chorizos
- uvas para acompañar

1. La víspera, desmigas el pan, lo rocías con el agua y lo tapas con un trapo toda la noche.
2. Fríes los ajos enteros en el aceite y los sacas.
3. Fríes la panceta y el chorizo en ese aceite 10 minutos y los apartas.
4. Echas el pan y lo vas moviendo con la rasera 30 minutos a fuego lento.
5. Vuelves a echar la panceta, el chorizo y los ajos.
6. Sirves con las uvas, maño, que el cierzo da hambre.

Cuota del almuerzo: 12 € por cabeza, pagar al tesorero.`,
    title: 'Migas aragonesas',
    servings: 8,
    cook: 40,
    steps: 6,
    rows: ['1 kg pan de ayer', '200 ml agua', '150 ml aceite de oliva', '300 g panceta'],
    names: ['ajos', 'chorizos', 'uvas'],
  },
  // Galician pulpeira's telegraphic card ("home", "carallo", pota); traps: 1986, puesto 12, 60 litros, "1 pulpo de 2 kg" is a size, "tres veces", a closing line.
  {
    text: `Pulpeira desde 1986 — puesto 12 de la feria, segundo domingo de agosto — pota de 60 litros

Pulpo á feira
Para 4 raciones.
- 1 pulpo de 2 kg, congelado antes (queda más tierno, home)
- 1 kg de cachelos
- aceite de oliva
- sal gorda
- pimentón dulce y picante

Agua a hervir en la pota de cobre.
Asustar el pulpo: meterlo y sacarlo tres veces.
Cocer 40 minutos.
Dejar reposar en el agua 10 minutos.
Cocer los cachelos con piel en esa agua 25 minutos.
Cortar con tijera sobre plato de madera.
Sal gorda, pimentón y aceite por encima.

Carallo, y no me pidas tenedor, que van palillos.`,
    title: 'Pulpo á feira',
    servings: 4,
    prep: 10,
    cook: 65,
    steps: 7,
    rows: ['1 kg cachelos'],
    names: ['pulpo', 'aceite de oliva', 'sal gorda', 'pimentón'],
  },
  // Mexican aunt's e-mail ("órale", "chamaco", "ahorita"); traps: a title line with "(para 4)", cumple 90, 16 de septiembre, 5 de Mayo 302, "(o más, al gusto)", 1/4, a clove, a bunch, "por tandas".
  {
    text: `De: tía Lupe
Asunto: Re: Re: los chilaquiles de la abuelita

Órale, Toño, ahí te va, ya ves que la abuelita cumple 90 el 16 de septiembre y quiere chilaquiles en la comida. Vive en 5 de Mayo 302, por si se te olvidó, chamaco.

Chilaquiles verdes (para 4)
- 500 g de tomate verde
- 2 chiles serranos (o más, al gusto)
- 1/4 de cebolla
- 1 diente de ajo
- 1 manojo de cilantro
- 12 tortillas del día anterior
- 250 ml de caldo de pollo
- crema, queso fresco y cebolla en aros

1. Hierve los tomates y los chiles 10 minutos.
2. Lícualos con la cebolla, el ajo, el cilantro y el caldo.
3. Corta las tortillas en triángulos y fríelas por tandas hasta que truenen.
4. Fríe la salsa 5 minutos en una cazuela.
5. Echa los totopos y revuelve 2 minutos.
6. Sirve con crema, queso y cebolla.

Ahorita le digo a tu prima que lleve el queso. Besos.`,
    title: 'Chilaquiles verdes',
    servings: 4,
    prep: 0,
    steps: 6,
    rows: ['500 g tomate verde', '250 ml caldo de pollo'],
    names: ['chiles serranos', 'cebolla', 'ajo', 'cilantro', 'tortillas', 'queso fresco'],
  },
  // Chilean feria cook's card typed by her grandson ("po", "cachái", paila de greda); traps: 74 años, puesto 3, servings in words, a cup, "el '79", a bracketed closing note.
  {
    text: `Pastel de choclo de la señora Nena (74 años, puesto 3 de la feria libre). Lo escribió su nieto; lo que está entre paréntesis lo dice ella.

Para seis personas.
Pino:
- 500 g de carne molida
- 3 cebollas
- 1 cucharadita de comino
- 1 cucharada de ají de color
- 2 huevos duros
- aceitunas y pasas (harta pasa, po)
Pasta:
- 8 choclos
- 1 taza de leche
- albahaca
- 1 cucharada de azúcar

Sofría la cebolla picada 15 minutos. Agregue la carne con el comino y el ají de color y cocine 10 minutos más. Muela los choclos con la leche y la albahaca. Cocine la pasta a fuego suave 10 minutos, revolviendo (si se pega, cachái, se arruina). Ponga el pino en la paila de greda con el huevo, las aceitunas y las pasas, y cubra con la pasta. Espolvoree el azúcar. Hornee a 200 °C 40 minutos, hasta que se dore.

(La paila la compré en Pomaire el '79 y nunca se me ha quebrado.)`,
    servings: 6,
    prep: 0,
    cook: 75,
    steps: 7,
    rows: [
      '500 g carne molida',
      '3 unitats cebollas',
      '1 culleradeta comino',
      '1 cullerada ají de color',
      '2 unitats huevos duros',
      '8 unitats choclos',
      '1 cullerada azúcar',
    ],
    names: ['leche', 'albahaca', 'aceitunas', 'pasas'],
  },
  // Lima chifa cook's notebook ("pe", "causa", "al toque"); traps: turno de 12 horas, S/ 28, servings in words, "en dos tandas, 2 minutos cada una", a closing "Ojo" line.
  {
    text: `Cuaderno de la cocina — chifa El Dragón, turno de 12 horas, S/ 28 el plato
Lomo saltado para cuatro, causa, como lo hace el maestro Chen:
- 500 g de lomo fino
- 2 cebollas rojas
- 3 tomates
- 1 ají amarillo
- 2 cucharadas de sillao
- 1 cucharada de vinagre tinto
- culantro picado
- papas fritas y arroz blanco para acompañar

1. Corta el lomo en tiras y la cebolla y los tomates en gajos.
2. Calienta el wok hasta que humee.
3. Saltea la carne en dos tandas, 2 minutos cada una, y sácala.
4. Saltea la cebolla y el ají 1 minuto.
5. Devuelve la carne y echa el sillao y el vinagre por el borde del wok.
6. Agrega el tomate y saltea 1 minuto más.
7. Apaga, echa el culantro y mezcla con las papas fritas al toque.

Ojo, pe: el tomate no se cocina, solo se calienta.`,
    servings: 4,
    prep: 0,
    steps: 7,
    rows: [
      '500 g lomo fino',
      '2 unitats cebollas rojas',
      '3 unitats tomates',
      '2 cullerada sillao',
      '1 cullerada vinagre tinto',
    ],
    names: ['ají amarillo', 'culantro', 'papas fritas', 'arroz blanco'],
  },
  // Colombian family recipe book (usted, olla pitadora, "parce"); traps: edición 2026, receta 14 de 40, carrera 43A # 38 Sur-21, overnight soak, pressure cooker natural release, a note line.
  {
    text: `Recetario de la familia Restrepo Gómez — edición 2026 — receta 14 de 40
Aportada por la abuela Marina, Envigado (carrera 43A # 38 Sur-21)

Fríjoles antioqueños
Porciones: 8
- 500 g de fríjol cargamanto
- 1 pezuña de cerdo
- 1 plátano verde
- Hogao: 2 tomates, 1 cebolla larga, aceite y sal

1. Remoje los fríjoles desde la noche anterior.
2. Escúrralos y póngalos en la olla a presión con la pezuña y agua que los cubra.
3. Cocine 40 minutos contados desde que pite.
4. Deje que la olla suelte el vapor sola, sin abrirla.
5. Agregue el plátano en trocitos y el hogao.
6. Cocine destapado 20 minutos a fuego medio.

Nota de la nieta: se sirven con arroz, aguacate, chicharrón y arepa. ¡Qué chimba, parce!`,
    title: 'Fríjoles antioqueños',
    servings: 8,
    steps: 6,
    rows: ['500 g fríjol cargamanto'],
    names: ['pezuña de cerdo', 'plátano verde', 'cebolla larga'],
  },
  // Spanish army barracks rancho sheet; traps: 3.ª Compañía, 14/11/2026, 13.30, cabo 1.º, raciones 120, 1,5 kg, bay leaves counted in leaves, a 300-litre kettle.
  {
    text: `ACUARTELAMIENTO — 3.ª Compañía — Orden del día 14/11/2026
Rancho de mediodía. Toque de fajina a las 13.30. Cocinero de servicio: cabo 1.º Ruiz.

Lentejas con chorizo
Raciones: 120
- 6 kg de lentejas pardinas
- 3 kg de chorizo
- 4 kg de patatas
- 2 kg de zanahorias
- 1,5 kg de cebolla
- 500 ml de aceite de oliva
- 8 hojas de laurel
- pimentón y sal

Procedimiento (marmita basculante de 300 litros):
1. Rehogar la cebolla y la zanahoria 15 minutos.
2. Añadir el pimentón y, sin dejar que se queme, las lentejas y el agua.
3. Cocer 30 minutos.
4. Añadir la patata cascada y el chorizo en rodajas.
5. Cocer 25 minutos más.
6. Reposar 10 minutos antes de servir.`,
    title: 'Lentejas con chorizo',
    servings: 120,
    prep: 10,
    cook: 70,
    steps: 6,
    rows: [
      '6 kg lentejas pardinas',
      '3 kg chorizo',
      '4 kg patatas',
      '2 kg zanahorias',
      '1.5 kg cebolla',
      '500 ml aceite de oliva',
    ],
    names: ['laurel', 'pimentón', 'sal'],
  },
  // Camino de Santiago hospitalero in one paragraph; traps: km 212, 32 literas, 2019, 38 años, a head of garlic, 2,5 l, "cinco minutos", 31 km, 22.00.
  {
    text: `Albergue de donativo, km 212 del Camino. 32 literas, hoy llenas. Soy Jesús, hospitalero voluntario; me jubilé de Renfe en 2019 después de 38 años y esta sopa de ajo es lo que más me piden. Sopa de ajo para 10: 1 cabeza de ajos, 300 g de pan duro, 150 g de jamón, 2 cucharadas de pimentón, 2,5 l de caldo, 10 huevos y 100 ml de aceite. Doro los ajos laminados en el aceite 2 minutos, echo el jamón en taquitos y el pan en rebanadas finas y les doy unas vueltas, aparto la olla del fuego para echar el pimentón, que no se queme, y enseguida el caldo; que hierva 20 minutos. Al final casco un huevo por peregrino y cinco minutos más, tapado. Mañana la etapa es de 31 km, así que a las 22.00 se apagan las luces.`,
    servings: 10,
    prep: 0,
    cook: 27,
    rows: [
      '300 g pan duro',
      '150 g jamón',
      '2 cullerada pimentón',
      '2.5 l caldo',
      '10 unitats huevos',
      '100 ml aceite',
    ],
    names: ['ajos'],
  },
  // Slack channel #cocina-oficina; traps: timestamps, sprint 23, yogurt-pot "medidas", a sachet, emoji-numbered steps, "8 trozos o 16", PR #4512, +12, a 16:00 bot reminder.
  {
    text: `#cocina-oficina
[10:42] lucia.dev: Pego la receta del bizcocho de yogur que traje el viernes 🙌 (lo pidieron en la retro del sprint 23)
[10:43] lucia.dev: Ingredientes: 1 yogur natural, 3 huevos, 3 medidas del vaso del yogur de harina, 2 de azúcar, 1 de aceite de girasol y 1 sobre de levadura química.
[10:44] lucia.dev: 1️⃣ Bates los huevos con el azúcar hasta que blanqueen. 2️⃣ Añades el yogur y el aceite. 3️⃣ Incorporas la harina tamizada con la levadura. 4️⃣ Al molde engrasado. 5️⃣ Horno a 180 °C, 40 min. 6️⃣ Esperas 10 min antes de desmoldar.
[10:45] marcos.qa: 😍 ¿para cuántos da?
[10:46] lucia.dev: para 8 trozos decentes o 16 de oficina jajaja
[10:47] marcos.qa: lo reviso en el PR #4512 🤣 (+12 👍)
[15:55] recordatorios-bot: Reunión general a las 16:00 en la sala Turing.`,
    prep: 10,
    cook: 40,
    stepIncludes: ['Horno a 180 °C, 40 min'],
    rows: ['3 unitats huevos'],
    names: ['yogur natural', 'harina', 'azúcar', 'aceite de girasol', 'levadura'],
  },
  // 1962 cookery manual in the impersonal "se"; traps: 14.ª edición, 1962, 25 pesetas, Lección 18.ª, cloves, "un cuarto de litro", "un decilitro", "dos dedos", "por cada lado", a note.
  {
    text: `MANUAL DE COCINA — 14.ª edición, 1962 — Precio: 25 pesetas
Lección 18.ª

Merluza en salsa verde

Para seis personas.
1 kg de merluza
250 g de almejas
4 dientes de ajo
1 cucharada de harina
un cuarto de litro de caldo de pescado
un decilitro de aceite
perejil picado y sal

Se corta la merluza en rodajas de dos dedos de grueso y se sazona. Se calienta el aceite en una cazuela de barro y se doran los ajos picados. Se añade la harina y se rehoga un minuto. Se vierte el caldo poco a poco, moviendo la cazuela. Se colocan las rodajas de merluza y las almejas y se cuecen cinco minutos por cada lado, sin dejar de mover la cazuela para que ligue la salsa. Se espolvorea el perejil y se sirve en la misma cazuela.

Nota: la merluza de pincho es la más apreciada.`,
    title: 'Merluza en salsa verde',
    servings: 6,
    prep: 0,
    steps: 6,
    rows: ['1 kg merluza', '250 g almejas', '1 cullerada harina'],
    names: ['ajo', 'caldo de pescado', 'aceite', 'perejil'],
  },
  // Fitness TikTok caption; traps: "2 ingredientes?? nope, son 3", a yield ("salen 6 tortitas"), "2 min por cada lado", "al gusto", 1,2M, a handle with 17.
  {
    text: `tortitas de avena y plátano 🍌 SIN AZÚCAR!! 2 ingredientes?? nope, son 3 jajaja
👉 1 plátano maduro
👉 2 huevos
👉 40 g de avena
machacas el plátano con un tenedor
mezclas con los huevos y la avena
sartén antiadherente a fuego medio, 2 min por cada lado
salen 6 tortitas 🥞 yo les pongo canela y miel al gusto
#receta #fit #desayuno #tortitas · 1,2M visualizaciones · @mariaa_fit_17`,
    prep: 0,
    rows: ['2 unitats huevos', '40 g avena'],
    names: ['plátano', 'canela', 'miel'],
  },
  // University exam with its model answer; traps: 12 de enero, "Duración del examen: 2 horas", Pregunta 3, 2 puntos, lettered steps, 120 °C, a 24 cm pan, marking criteria.
  {
    text: `GRADO EN GASTRONOMÍA — Técnicas Culinarias I — Examen final, 12 de enero
Duración del examen: 2 horas. Pregunta 3 (2 puntos).
Enunciado: Describa la elaboración de una tortilla de patatas para 4 personas.

RESPUESTA MODELO
Ingredientes: 1 kg de patatas, 6 huevos, 1 cebolla, 500 ml de aceite de oliva y sal.
a) Pelar y cortar las patatas en láminas finas.
b) Confitar las patatas y la cebolla en el aceite a 120 °C durante 25 minutos.
c) Escurrir y mezclar con los huevos batidos.
d) Dejar reposar la mezcla 10 minutos.
e) Cuajar en una sartén de 24 cm 3 minutos por un lado y 2 minutos por el otro.

Criterios de corrección: −0,5 puntos si no se menciona el reposo; −0,5 si el aceite supera los 160 °C.`,
    servings: 4,
    prep: 10,
    cook: 30,
    steps: 5,
    stepIncludes: ['Confitar las patatas y la cebolla en el aceite a 120 °C durante 25 minutos'],
    rows: ['1 kg patatas', '6 unitats huevos', '500 ml aceite de oliva'],
    names: ['cebolla', 'sal'],
  },
  // Mother e-mailing her nurse daughter in Manchester; traps: turnos de 12 horas y media, planta 7, yield "unas 40 croquetas", "un par de minutos", "media cucharadita", a night in the fridge, "por tandas", vuelo del 22.
  {
    text: `Asunto: las croquetas, hija (y ponte la chaqueta)
Para: Laura (Manchester)

Cariño, ya sé que con los turnos de 12 horas y media no tienes tiempo, pero me las pediste para el cumpleaños de tu compañera, la de la planta 7, así que ahí van, como las de la abuela. Con esto te salen unas 40 croquetas.

100 g de mantequilla
100 g de harina
1 litro de leche entera
150 g de jamón serrano muy picado
media cucharadita de sal y un poco de nuez moscada
2 huevos y pan rallado para rebozar
aceite para freír

Derrites la mantequilla y tuestas la harina un par de minutos. Vas echando la leche caliente poco a poco sin dejar de remover y la dejas 20 minutos a fuego suave, que pierda el sabor a harina. Echas el jamón, la sal y la nuez moscada. La extiendes en una fuente, la tapas con film a piel y a la nevera toda la noche. Formas las croquetas, las pasas por huevo y pan rallado y las fríes por tandas en aceite bien caliente.

Y llámame el domingo, que el vuelo del 22 ya lo tengo. Un beso, mamá.`,
    rows: ['100 g mantequilla', '100 g harina', '1 l leche entera'],
    names: ['jamón serrano', 'nuez moscada', 'huevos', 'pan rallado', 'sal'],
  },
  // Nine-year-old's school composition; traps: 3.º B, 9 años, abuela de 71, a cinnamon stick, "la piel de un limón", a joke last step, hermana de 5 años, a drawing line.
  {
    text: `MI RECETA FAVORITA — Lengua, 3.º B — Nombre: Hugo — tengo 9 años
Las natillas de mi abuela Pili (ella tiene 71 años y las hace desde que era pequeña)

Ingredientes:
1 litro de leche
4 yemas de huevo
100 g de azúcar
1 cucharada de maicena
1 palo de canela
la piel de un limón
galletas María

Pasos:
1. Mi abuela calienta la leche con la canela y la piel de limón 10 minutos.
2. Bate las yemas con el azúcar y la maicena.
3. Echa la leche colada poco a poco y lo pone otra vez al fuego 8 minutos removiendo sin parar.
4. Lo pone en cuencos con una galleta encima.
5. Las deja en la nevera 2 horas.
6. Me como dos, pero mi hermana solo una porque tiene 5 años.

Dibujo: aquí va el dibujo de las natillas.`,
    prep: 120,
    cook: 18,
    steps: 6,
    rows: ['1 l leche', '4 unitats yemas de huevo', '100 g azúcar', '1 cullerada maicena'],
    names: ['canela', 'limón', 'galletas maría'],
  },

  // ---------------------------------------------------------------- English
  // Cork mother's soda bread ("yerra", "boy", "don't be kneading it"); traps: Douglas Road, '66, yield "Makes 1 loaf, 12 slices", two oven temperatures, the 208 bus, a P.S.
  {
    text: `Brown soda bread

The way Mammy made it on the Douglas Road every day God sent, and every Sunday after Cork won it in '66. Yerra, 'tis no bother, boy.
Makes 1 loaf, cut into 12 slices.

- 350 g coarse wholemeal flour
- 100 g plain flour
- 1 tsp bread soda
- 1 tsp salt
- 400 ml buttermilk
- 1 egg

1. Heat the oven to 220 °C.
2. Mix the dry things in a big bowl.
3. Make a well and pour in the buttermilk and the beaten egg.
4. Bring it together with one hand like a claw, and don't be kneading it at all.
5. Shape a round and cut a deep cross in the top to let the fairies out.
6. Bake it for 15 minutes.
7. Turn the oven down to 200 °C and give it 25 minutes more.
8. Wrap it in a damp tea towel and let it sit for 30 minutes before you cut it.

P.S. The 208 bus stops right outside if you want to come over for the tea.`,
    title: 'Brown soda bread',
    prep: 30,
    cook: 40,
    steps: 8,
    rows: [
      '350 g coarse wholemeal flour',
      '100 g plain flour',
      '1 culleradeta bread soda',
      '1 culleradeta salt',
      '400 ml buttermilk',
    ],
    names: ['egg'],
  },
  // Welsh chapel vestry note ("cariad", "now in a minute", bakestone), one paragraph; traps: est. 1868, 2.30, Hymn 341, £1.50, "makes about 20", a pinch, 6 cm rounds, "in batches, 3 minutes each side".
  {
    text: `Bethel Chapel (est. 1868) — vestry notes for Saturday's Cymanfa Ganu
Tea at 2.30 after Hymn 341, Welsh cakes £1.50 a bag for the roof fund.

Bronwen's Welsh cakes (makes about 20, cariad, depending how thick you cut them). Rub 110 g butter into 225 g self-raising flour with a pinch of mixed spice, then stir in 85 g caster sugar and 50 g currants. Bind it with 1 beaten egg, and a splash of milk if it's dry. Rest the dough in the fridge for 15 minutes, it rolls out tidier. Roll it to the thickness of your little finger and cut 6 cm rounds. Cook them on a greased bakestone over a medium heat, in batches, 3 minutes each side, till golden. Dust them with caster sugar while they're warm. I'll bring the big bakestone down now in a minute, don't you worry.`,
    prep: 15,
    rows: ['110 g butter', '225 g self-raising flour', '85 g caster sugar', '50 g currants'],
    names: ['mixed spice', 'egg', 'milk'],
  },
  // Black Country Facebook group post ("ow bist", "bostin", "ar"); traps: 132 likes, 47 comments, 1962, Owen Street, overnight soak without a time, "an hour", 1.2 litres, the 74 bus.
  {
    text: `Black Country Memories · 132 likes · 47 comments
Posted by Sandra from Tipton
Ow bist? Somebody asked for me nan's grey paes an bacon, so ere it is. She med it every Friday on Owen Street in 1962, bostin it was.
500 g dried grey peas
250 g smoked bacon lardons
1 onion
1.2 litres water
black pepper (no salt, the bacon's salty enough)
Soak the peas overnight in plenty of cold water. Drain them, cover with the 1.2 litres of fresh water and simmer for an hour. Fry the bacon and the chopped onion for 8 minutes. Tip it all in with the peas and simmer another 30 minutes till thick. Pepper it well. Yow'll want bread with it, ar.
Comments: "Me dad had it with a pint at the Fountain" · "The 74 bus stopped right by her house!"`,
    cook: 98,
    rows: ['500 g dried grey peas', '250 g smoked bacon lardons', '1.2 l water'],
    names: ['onion', 'black pepper'],
  },
  // Guernsey market stall card (bean jar, gâche, "Bian v'nu"); traps: overnight soak and a night in the oven without times, "about 120 °C", "two fingers", 64 crocks, 9 May, 10.00.
  {
    text: `Guernsey Bean Jar
From the stall at the Viaër Marchi, St Peter Port — "Bian v'nu!"
Feeds 6.

500 g dried haricot beans
500 g shin of beef
1 pig's trotter
2 onions
2 carrots
a sprig of thyme
salt and pepper

Soak the beans overnight. Drain them and put them in the bean crock with the beef in big pieces, the trotter, the onions and carrots, the thyme and the seasoning. Cover with water by two fingers. Put the lid on and leave it in a low oven, about 120 °C, all night. In the morning check the liquid and serve it hot with a slice of gâche.

We sold 64 crocks on Liberation Day (9 May); the Sark boat leaves at 10.00, so come early.`,
    title: 'Guernsey Bean Jar',
    servings: 6,
    rows: ['500 g dried haricot beans', '500 g shin of beef', '2 unitats onions', '2 unitats carrots'],
    names: ["pig's trotter", 'thyme'],
  },
  // Kiwi bach fridge note ("sweet as", chilly bin, jandals); traps: 14 Marine Parade, Christmas Day, $6 a punnet, 20 cm circle, "an hour and a half", cooling in the oven without a time.
  {
    text: `Pinned on the fridge at the bach, 14 Marine Parade — for whoever's on pav duty Christmas Day

Pavlova
Serves 8

4 egg whites
250 g caster sugar
1 tsp white vinegar
1 tsp cornflour
1 tsp vanilla essence
300 ml cream
kiwifruit and strawberries ($6 a punnet at the stall by the boat ramp)

1. Heat the oven to 150 °C.
2. Beat the whites to stiff peaks.
3. Add the sugar a spoonful at a time, beating till glossy.
4. Fold in the vinegar, cornflour and vanilla.
5. Pile it onto baking paper in a 20 cm circle.
6. Turn the oven down to 120 °C and bake it for an hour and a half.
7. Leave it in the oven with the door ajar until it's cold.
8. Whip the cream and top the pav with it and the fruit just before serving.

Sweet as. Chilly bin's in the garage, jandals off at the door.`,
    title: 'Pavlova',
    servings: 8,
    cook: 90,
    steps: 8,
    rows: [
      '4 unitats egg whites',
      '250 g caster sugar',
      '1 culleradeta white vinegar',
      '1 culleradeta cornflour',
      '1 culleradeta vanilla essence',
      '300 ml cream',
    ],
    names: ['kiwifruit', 'strawberries'],
  },
  // South African church-bazaar cookbook ("ag man", "lekker", "just now"); traps: page 47, R85, servings in words, slices of bread, a soak without a time, a closing line.
  {
    text: `Church bazaar cookbook, page 47 (R85, proceeds to the creche) — Ouma Hettie's

Bobotie
Serves six

1 kg beef mince
2 onions, chopped
2 slices white bread
250 ml milk
2 tbsp curry powder
1 tsp turmeric
3 tbsp apricot jam
50 g sultanas
2 eggs
4 bay leaves

1. Soak the bread in the milk.
2. Fry the onions in a little oil for 10 minutes.
3. Add the mince and brown it for 10 minutes.
4. Stir in the curry powder, turmeric, jam, sultanas and the squeezed-out bread.
5. Press it into a greased oven dish.
6. Whisk the eggs into the leftover milk and pour it over the top.
7. Push the bay leaves in and bake at 180 °C for 35 minutes.

Ag man, serve it with yellow rice and chutney, it's lekker. I'll phone you just now.`,
    title: 'Bobotie',
    servings: 6,
    cook: 55,
    steps: 7,
    rows: [
      '1 kg beef mince',
      '2 unitats onions',
      '250 ml milk',
      '2 cullerada curry powder',
      '1 culleradeta turmeric',
      '3 cullerada apricot jam',
      '50 g sultanas',
      '2 unitats eggs',
    ],
    names: ['white bread', 'bay leaves'],
  },
  // Lagos party caterer ("o", "abeg", "no wahala", tatashe); traps: 500 guests, "for 6 people only o", a small tin, stock cubes, a "then" clause inside step 6 (7 steps), 2 bags of rice.
  {
    text: `Aunty Bisi's Kitchen, Surulere — we cook for owambe, 500 guests no wahala. This one is the small-pot version, for 6 people only o.

Party jollof rice
- 500 g long-grain parboiled rice
- 4 red bell peppers (tatashe)
- 2 scotch bonnets (ata rodo)
- 2 onions
- 1 small tin tomato paste
- 100 ml vegetable oil
- 750 ml chicken stock
- 2 stock cubes
- 1 tsp curry powder
- 1 tsp dried thyme
- 2 bay leaves

1. Blend the tatashe, scotch bonnets and one onion till smooth.
2. Fry the other onion, sliced, in the oil, add the tomato paste and fry it 5 minutes.
3. Pour in the blended pepper and fry 20 minutes till the oil floats on top.
4. Add the stock, curry, thyme, bay leaves and stock cubes.
5. Stir in the washed rice, cover with foil and the lid, and cook on low heat for 30 minutes.
6. Stir from the bottom, then cover again for 10 minutes.

Abeg no add water anyhow, na the steam dey cook am. For the real party we use 2 bags of rice.`,
    title: 'Party jollof rice',
    servings: 6,
    prep: 0,
    cook: 65,
    steps: 7,
    rows: [
      '500 g long-grain parboiled rice',
      '2 unitats onions',
      '100 ml vegetable oil',
      '750 ml chicken stock',
      '1 culleradeta curry powder',
      '1 culleradeta dried thyme',
    ],
    names: ['red bell peppers', 'scotch bonnets', 'tomato paste', 'stock cubes', 'bay leaves'],
  },
  // Filipino-American tita's forwarded e-mail in capitals ("anak", "ay naku"); traps: Fwd: Fwd:, "3rd time", "Tito Boy eats for 2", pounds, cups, 1/2, a head of garlic, capitals.
  {
    text: `Fwd: Fwd: ADOBO (ANAK, DON'T LOSE THIS AGAIN!!)
From: Tita Baby
Sent from my iPad

Ay naku, this is the 3rd time I'm sending this. Good for 4 people. Your Tito Boy eats for 2, so make extra.

2 lbs chicken thighs, bone-in
1/2 cup soy sauce
1/2 cup cane vinegar
1 head garlic, smashed
3 bay leaves
1 tsp whole peppercorns
1 tbsp brown sugar

1. MARINATE THE CHICKEN IN THE SOY, VINEGAR AND GARLIC FOR 30 MINUTES.
2. Put everything in the pot with the bay leaves, peppercorns and 1 cup of water.
3. Bring it to a boil and DON'T STIR until the vinegar smell cooks off.
4. Simmer covered for 35 minutes.
5. Uncover, add the sugar and reduce for 10 minutes.

Serve with plenty of rice. Love, Tita`,
    servings: 4,
    prep: 30,
    cook: 45,
    steps: 5,
    rows: ['1 culleradeta whole peppercorns', '1 cullerada brown sugar'],
    names: ['chicken thighs', 'soy sauce', 'cane vinegar', 'garlic', 'bay leaves'],
  },
  // Wisconsin supper club kitchen card ("86 the walleye"); traps: Hwy 51, since 1957, $7, "per 12 dinners", cups, a 12 oz bottle, pounds, 4 oz portions, °F, a 4-5 min range, batches, 9:30.
  {
    text: `The Pines Supper Club — Hwy 51 — since 1957
Kitchen card: Friday fish fry batter (per 12 dinners). Brandy Old Fashioned sweet, $7, tell the bar.

2 cups flour
1 tsp salt
1 tsp paprika
1 bottle (12 oz) cold lager
3 lb cod loins, cut in 4 oz portions
flour for dredging

Whisk the flour, salt and paprika.
Whisk in the cold beer till it coats a spoon.
Rest the batter 20 min in the walk-in.
Dredge the cod in flour and dip it in the batter.
Fry in batches at 350°F, 4-5 min, till golden.
Plate with coleslaw, rye bread, tartar and a lemon wedge.

NOTE: 86 the walleye when it's gone. Last seating 9:30.`,
    prep: 20,
    steps: 6,
    rows: ['1 culleradeta salt', '1 culleradeta paprika'],
    names: ['flour', 'lager', 'cod', 'coleslaw', 'rye bread'],
  },
  // Maine lobster pound's chowder ("ayuh", "wicked", "from away"); traps: since 1971, pounds and ounces, cups, "an hour" of sitting, market prices $11.99/lb, "10 to 6".
  {
    text: `Clam Chowder
The pound's recipe since 1971, written down for the summer kids from away. Ayuh, it's wicked simple.
Serves 6.

4 lb littleneck clams, scrubbed
4 oz salt pork, diced
1 onion, diced
1 lb potatoes, diced
2 cups whole milk
1 cup heavy cream
2 tbsp butter
fresh thyme, oyster crackers

Steam the clams in 2 cups of water for 8 minutes, till they open, and save the broth. Render the salt pork for 6 minutes. Cook the onion in the fat with the butter for 5 minutes. Add the potatoes and the strained clam broth and simmer for 15 minutes. Pour in the milk and cream, add the chopped clams and the thyme, and heat it through for 5 minutes without letting it boil. Take it off the heat and let it sit an hour; it's better still the next day.

Market price today: lobsters $11.99/lb, steamers $5.50/lb. Dock hours 10 to 6.`,
    title: 'Clam Chowder',
    servings: 6,
    prep: 60,
    cook: 39,
    rows: ['2 cullerada butter'],
    names: ['littleneck clams', 'salt pork', 'onion', 'potatoes', 'whole milk', 'heavy cream', 'thyme'],
  },
  // GitHub bug report; traps: #212, a 2 lb loaf tin, v2.3, ingredients only inside the steps, a pinch, "3 cm", 15 °C, a rest suggested in a comment, no dish title line.
  {
    text: `Banana bread sinks in the middle #212
Opened by @crumbdev · labels: bug, oven

**Environment**
- Oven: fan, 170 °C
- Tin: 2 lb loaf tin
- Altitude: sea level
- Recipe version: v2.3

**Steps to reproduce**
1. Mash 3 ripe bananas in a bowl.
2. Mix in 75 g melted butter.
3. Stir in 150 g sugar, 1 egg and 1 tsp vanilla extract.
4. Sprinkle over 1 tsp bicarbonate of soda and a pinch of salt.
5. Fold in 190 g plain flour.
6. Bake at 170 °C for 55 minutes.

**Expected behavior**
A flat or domed top.

**Actual behavior**
A crater about 3 cm deep.

**Comments**
@baker42: your oven probably runs cold, check it with a thermometer. Also let it rest 10 minutes in the tin before you turn it out.
@crumbdev: confirmed, it was 15 °C low. Closing as fixed in v2.4.`,
    cook: 55,
    stepIncludes: ['Bake at 170 °C for 55 minutes'],
    rows: [
      '150 g sugar',
      '190 g plain flour',
      '1 culleradeta vanilla extract',
      '1 culleradeta bicarbonate of soda',
    ],
    names: ['bananas', 'butter', 'egg', 'salt'],
  },
  // Tabletop role-playing game master's session notes; traps: Session 14, level 7, d20, DC 15, "Serves 6 (five players plus the DM)", nat 20.
  {
    text: `Curse of the Drowned Abbey — Session 14 prep notes (party is level 7, dinner at the DM's)
Players roll a d20 for who washes up; DC 15 to get out of it.

Shepherd's pie
Serves 6 (five players plus the DM).

500 g lamb mince
1 onion
2 carrots
1 tbsp tomato purée
2 tbsp Worcestershire sauce
300 ml lamb stock
1 kg potatoes
50 g butter
100 ml milk
50 g grated cheddar

1. Brown the lamb mince in a hot pan for 8 minutes.
2. Add the chopped onion and carrots and cook them for 5 minutes.
3. Stir in the tomato purée, Worcestershire sauce and stock and simmer for 20 minutes.
4. Boil the potatoes for 20 minutes.
5. Mash them with the butter and milk.
6. Spread the mince in a dish, cover it with the mash and scatter over the cheese.
7. Bake at 200 °C for 25 minutes.
8. Let it stand for 5 minutes before serving.

Initiative order for dinner: whoever rolled a nat 20 last session.`,
    title: "Shepherd's pie",
    servings: 6,
    prep: 5,
    cook: 78,
    steps: 8,
    rows: [
      '500 g lamb mince',
      '2 unitats carrots',
      '1 cullerada tomato purée',
      '2 cullerada worcestershire sauce',
      '300 ml lamb stock',
      '1 kg potatoes',
      '50 g butter',
      '100 ml milk',
      '50 g grated cheddar',
    ],
    names: ['onion'],
  },
  // Falklands sheep-station cookhouse ("Camp", smoko, diddle-dee); traps: 4,200 sheep, gang of 9, 80 miles, "Enough for 12" (9 + 3), 40 minutes inside a 2-hour total, smoko at 10 and 3.
  {
    text: `Out in Camp — cookhouse notes, shearing week
The station runs 4,200 sheep, the gang is 9 shearers, and Stanley's 80 miles by track, so don't run out of anything.

Enough for 12 (the gang plus the three of us).
Mutton and barley stew: 2 kg mutton, neck and shoulder in chunks, 4 onions, 6 carrots, 1 kg potatoes, 100 g pearl barley, 2 litres water, salt and pepper. Everything bar the barley goes in the big pot and it simmers 2 hours altogether; the barley goes in for the last 40 minutes of that. Smoko's at 10 and 3, so have the kettle on before the stew.
Diddle-dee jam for the scones is in the peat shed.`,
    servings: 12,
    prep: 0,
    cook: 120,
    rows: [
      '2 kg mutton',
      '4 unitats onions',
      '6 unitats carrots',
      '1 kg potatoes',
      '100 g pearl barley',
      '2 l water',
    ],
    names: ['salt', 'pepper'],
  },
  // Norfolk allotment newsletter ("bor", "hold you hard", "squit"); traps: No. 88, Plot 17, £35, the 1st, "Makes about 6 jars", "an hour and a half", "now and then" (steps left unasserted), a month to mature, the 14th, 9.
  {
    text: `Allotment Society Newsletter No. 88 — Plot 17 reporting (rent's £35 this year, bor, pay Brian by the 1st)

Courgette glut? Hold you hard, here's my old mum's chutney. Makes about 6 jars.

1 kg courgettes
500 g onions
500 g cooking apples
350 g soft brown sugar
500 ml cider vinegar
100 g sultanas
1 tbsp mustard seeds
1 tsp ground ginger

1. Chop the courgettes, onions and apples small.
2. Put everything in a big heavy pan.
3. Bring it slowly to the boil, stirring till the sugar's gone.
4. Simmer it uncovered for an hour and a half, stirring now and then, till a spoon leaves a channel.
5. Pot it into warm sterilised jars and seal.

Leave it a month before you open a jar, else it's all squit and vinegar. Show on the 14th, marrow class closes at 9.`,
    cook: 90,
    rows: [
      '1 kg courgettes',
      '500 g onions',
      '500 g cooking apples',
      '350 g soft brown sugar',
      '500 ml cider vinegar',
      '100 g sultanas',
      '1 cullerada mustard seeds',
      '1 culleradeta ground ginger',
    ],
  },
  // Savannah rehearsal-dinner toast transcript ("y'all", "bless your heart"); traps: table 12, 32 years, servings in words, cups, pounds, cloves, a stick of butter, times in words run in parallel ("while"), 6:30.
  {
    text: `[Rehearsal dinner, table 12 — toast by the mother of the bride, transcribed by a groomsman for the wedding book]
MRS. DELOACH: Y'all, I've been married 32 years and Bill still says he only married me for my shrimp and grits. [laughter] So, Tyler, honey, you write this down. It feeds eight. Two cups of stone-ground grits into eight cups of water with a teaspoon of salt, and you cook them low and slow for forty-five minutes, stirring, while you fry six slices of bacon till crisp. Crumble the bacon, keep the fat. Two pounds of shrimp, peeled, go in that fat for three minutes with two cloves of garlic and the scallions. Stir a stick of butter and a cup of sharp cheddar into the grits. Shrimp on top, bacon over that, and bless your heart if you ever use instant grits. [applause]
MR. DELOACH: Pictures in Forsyth Park at 6:30 tomorrow, people.`,
    servings: 8,
    names: ['grits', 'bacon', 'shrimp', 'garlic', 'scallions', 'butter', 'cheddar'],
  },
];
