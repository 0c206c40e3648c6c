/*
Held-out cook texts, set 16 — written 2026-12-03, BLIND: read ONLY /work/scratch/brief16/cooktext-type.txt, /work/scratch/brief16/autofill-conventions.txt and /work/scratch/brief16/autofill-voices-earlier.txt; nothing under /work/main, /work/wt or any other project folder, nor any other file in /work/scratch, was opened, and no parser was run.

Counts: 45 texts — 15 Catalan (0-14), 15 Spanish (15-29), 15 English (30-44).

Voices, on purpose unlike every voice of sets 8 to 15: Catalan — a chess club's bulletin
(round results, move notation, standings), a neighbourhood food bank's leaflet for families (what
this week's lot contains, pick-up hours), a Collserola fire-watch tower's duty log, a polling-station
president's e-mail to her two vocals (one paragraph, times in words), a Calella havanera written as
a recipe in verse, a Cadaqués painter's letter to his gallerist with the salat article ("es", "sa",
"ses"), a TV audio-description script with timecodes, a cheesemaker's batch record with the staff
lunch on the back, a Rodalies R3 commuter's phone notes between delay announcements, an amateur
weather-station blog, a free-wiki recipe page with its contents box, edit stamp and footnote, a
supermarket till receipt with the method handwritten on the back, a mountain ultra-trail aid
station's volunteer sheet, a Senegalese cook from Kaolack living in Salt writing for a charity lunch
in her learner's Catalan, and a local paper's obituary that prints the deceased's recipe. Spanish —
a Segovia roast-house's HACCP temperature sheet with the production card, a Sephardic grandmother in
Istanbul writing in Judeo-Spanish spelling ("kon", "guevos", "kucharas"), a Mérida (Yucatán) landlady's
note to her foreign tenant ("¡Uay!", recado, calle 62 x 57 y 59), a home-insurance claim form from
Teruel, a TVE teletext recipe over three pages in capitals, a hotel job offer with the practical test
recipe, a Sahrawi mother in the Smara camp writing to her son's summer host family in Vitoria, a Welsh
tea house in Gaiman (Chubut) card for tourists, an Amazon riverboat cook's San Juan juane (Yurimaguas–
Iquitos), a Sonora rancher's one-paragraph machaca talk to his nephew ("plebe", "pa'", "arre"), a
restaurant complaint form (hoja de reclamaciones) from Zafra's man in Mérida, an easy-read (lectura
fácil) recipe, a Barranquilla corner shop's credit notebook ("ajá", "eche", "mi llave"), the rules of
an Albacete atascaburras contest (Artículo 1-6) and a 1961 telegram in capitals with STOP. English — a
Shetland crofter's lambing diary in Shetland dialect ("da", "du", "peerie", "muckle"), a Barbados
parish hurricane-season checklist with a Bajan cou-cou ("wunna", "cuhdear"), a Swindon St Helena
("Saint") association newsletter, a Fiji-Indian aunty writing on the back of a Lautoka rugby
programme ("beti", "bula", "isa"), a retired Royal Navy submarine chef in a veterans' newsletter
("scran", "oppo"), an Isle of Man TT marshals' sector briefing with Manx phrases ("moghrey mie",
"traa dy liooar"), an Iowa amateur-radio station log (UTC, frequencies, RST reports), an online shop
product review with stars and "people found this helpful", a knitting circle's newsletter with a
pattern and a cake "written up like a pattern", a Zambian kitchen-party advice card for a bride
(Lusaka, "ba Auntie"), a Gullah Geechee elder's heritage-festival demonstration card, a Nassau cruise
shore-excursion listing with a conch stand's card ("bey"), a Devon souvenir tea towel, an interactive-
fiction game transcript and a film shooting script with scene numbers (a Korean-American halmoni).

Traps: numbers that are not quantities (chess moves and scores, polling-station census and
percentages, canvas sizes and prices, timecodes, cheese batch litres, pH and cellar temperatures,
train delays, hPa and rain millimetres, wiki revision numbers and a numbered contents box, till
receipt weights and prices, aid-station jerrycans and cups, an address "calle 62 x 57 y 59", policy
numbers and claim values, teletext page numbers and "EL TIEMPO: 300", salaries and a 90-minute test
limit, water rations, ship dates and passenger counts, cattle and well depth, complaint-form prices,
contest ages, prizes and scores, telegram word counts, lamb weights and ear tags, a 1-gallon water
rule, race laps, miles and mph, radio frequencies and signal reports, pot sizes and helpful votes,
knitting needle sizes and row counts, a 40 °C washing label, game scores and turns, scene numbers
and ages); yields that are not servings ("Dóna per a 8 talls", 10 juanes, 2 cakes of 22 cm, 10
arepas, 8 flasks, 8 wedges, a 2 lb loaf in 10 slices, Makes 12) next to servings that are stated in
words, in verse, in a telegram or in dialogue; numbered lists that are not steps (a wiki contents
box, contest articles, a hurricane checklist, knitting rows); a stated total next to its parts ("FUEGO
LENTO TRES HORAS ... ULTIMA MEDIA HORA"); a tour length, an episode length and a test limit that are
not cooking times; times in words (vint-i-cinc minuts, un quart d'hora, una hora y cuarto, doce
horas); quantities in words, fractions and halves (mig quilo, medio kilo, cuarto kilo, 1/2 cup, 2
1/2 cups); a per-side frying time and a "batches" step that leave cook unasserted; quantities after
the name (telegraphic lists, a telegram); a teletext step wrapped over two lines; utensils listed like
ingredients in the easy-read text; a "luego" clause inside a numbered item; closing tips and sign-offs
that are not steps.

Conventions (copied exactly from autofill-conventions.txt):
Conventions (kept exactly from the seventh set): a stated time is the answer and a stated total
is never added to its parts; otherwise cook = sum of step durations on the heat / in the oven /
microwave / air fryer, and prep = resting, soaking, proving, marinating, fridge time; no time at
all: prep 0 and cook 0; a step time given only as a range (or as "per tandes" / batches) leaves
cook unasserted, and so do parallel batch-cooking plans and a pressure cooker's natural release.
Rows are "quantity unit name" with units g, kg, ml, l, unitats, cullerada, culleradeta, tassa,
pessics (the unit in Catalan whatever the text's language), decimals with a dot, the name as
written in the text's language, lowercase, without the measure word or "de"; ranges, ounces,
pounds, cans, glasses, cloves, sachets, handfuls and "to taste" are never rows (the food goes to
`names`). Steps: one sentence / numbered item / telegraphic line is a step, a clause opened by
then / luego / després / mentrestant / meanwhile is a step of its own; asserted only where
unambiguous (a closing tip or note line is not a step). Title only when the dish has its own
title line. Servings only when stated as a single number.

Never to be tuned on: it is measured once, as written, and then retired.
*/

import type { CookText } from './check-cook-text.ts';

export const HELD_OUT_COOK_TEXTS_16: readonly CookText[] = [
  // 0 — Catalan: chess club bulletin; move notation, scores and standings around a plain numbered recipe
  {
    text: `CLUB D'ESCACS LA TORRE — Butlletí núm. 212, febrer
Ronda 5 del Magistral: Puig - Serra 1-0 (1.e4 c5 2.Cf3 d6 3.d4). Vidal - Roca, taules a la jugada 41.
Classificació: 1r Puig 4,5 punts; 2n Serra 4; 3r Vidal 3,5.

RECEPTA DEL SOPAR DE CLOENDA
Cigrons amb espinacs
Per a 6 persones
- 400 g de cigrons cuits
- 300 g d'espinacs
- 2 ous durs
- 3 cullerades d'oli d'oliva
- 1 culleradeta de pebre vermell
- sal

1. Renteu els espinacs i escorreu-los bé.
2. Sofregiu els espinacs amb l'oli en una cassola ampla durant 5 minuts.
3. Afegiu-hi el pebre vermell i els cigrons i deixeu-ho coure 10 minuts més.
4. Talleu els ous durs a trossos i repartiu-los per sobre abans de servir.

Recordeu: la partida simultània comença a les 18.30 a la sala 2 i hi ha 24 taulers.`,
    title: 'Cigrons amb espinacs',
    servings: 6,
    prep: 0,
    cook: 15,
    steps: 4,
    rows: ['400 g cigrons cuits', '300 g espinacs', "3 cullerada oli d'oliva", '1 culleradeta pebre vermell'],
    names: ['ous durs', 'sal'],
  },

  // 1 — Catalan: food bank leaflet; the week's lot (1 kg, 0,5 l) is not the recipe, cans are not rows, "Després" line
  {
    text: `REBOST SOLIDARI DEL BARRI — Full per a les famílies (lot número 3)
Aquesta setmana el lot porta: 1 paquet d'arròs d'1 kg, 2 pots de llenties cuites de 400 g, 1 ampolla d'oli de 0,5 l, 4 pastanagues i 1 ceba.
Horari de recollida: dimarts i dijous de 17 a 19 h. Porteu el carnet (el número de família és a dalt a la dreta).

Una idea per cuinar-ho:
Llenties amb arròs
Per a 4 persones
Necessitareu 2 pots de llenties, 200 g d'arròs, 2 pastanagues, 1 ceba i 2 cullerades de l'oli del lot.
Piqueu la ceba i les pastanagues.
Poseu l'oli en una olla i sofregiu la verdura 10 minuts a foc baix.
Afegiu-hi l'arròs i un litre d'aigua i deixeu-ho bullir 18 minuts.
Després escorreu les llenties i tireu-les a l'olla perquè s'escalfin 2 minuts.
Tasteu-ho i poseu-hi sal si cal.`,
    title: 'Llenties amb arròs',
    servings: 4,
    prep: 0,
    cook: 30,
    stepIncludes: ["Afegiu-hi l'arròs i un litre d'aigua i deixeu-ho bullir 18 minuts."],
    rows: ['200 g arròs', '1 l aigua', '2 unitats pastanagues'],
    names: ['llenties', 'ceba', 'oli'],
  },

  // 2 — Catalan: fire-watch tower duty log; clock times, km/h and an incident number around a short recipe, "Mentrestant"
  {
    text: `Torre de guaita de Collserola — full de servei
Guaita: Montse R. Torn: 9.00-21.00. Visibilitat 40 km. Humitat 23 %. Vent de garbí 15 km/h.
11.42 Fumerol a la zona de Molins de Rei, comunicat a la central (incidència 2026/0873). Falsa alarma: crema agrícola autoritzada.
13.10 Dinar. Escric la recepta que em demanava en Jordi del torn de nit:

Patates emmascarades (per a 2)
mig quilo de patates
una botifarra negra
dues cullerades d'oli
un gra d'all

Bulliu les patates pelades i tallades 20 minuts.
Mentrestant esmicoleu la botifarra sense la pell.
Escorreu les patates i aixafeu-les amb una forquilla.
En una paella amb l'oli i l'all picat, salteu-ho tot junt 5 minuts fins que les patates quedin negres.

17.55 Cap novetat. Relleu a les 21.00.`,
    title: 'Patates emmascarades',
    servings: 2,
    prep: 0,
    cook: 25,
    steps: 4,
    rows: ['0.5 kg patates', '2 cullerada oli'],
    names: ['botifarra negra', 'all'],
  },

  // 3 — Catalan: polling-station president's e-mail; one paragraph, times and quantities in words, per-side time, "8 talls" yield
  {
    text: `Assumpte: Diumenge, mesa 3 (secció 012)

Hola, Marta i Pau:

Sóc la presidenta de la mesa 3 de l'Escola Pompeu Fabra. Ens hi hem de presentar a les 8.00 i la votació dura de 9.00 a 20.00, així que serà llarg: tenim 512 electors al cens i l'última vegada va votar el 61 %. Jo porto l'esmorzar. Faré una truita de patates de les grosses; us explico com la faig per si algú té al·lèrgies. Pelo sis patates i una ceba, ho tallo tot ben fi i ho confito en un dit d'oli a foc baix durant vint-i-cinc minuts. Després ho escorro, hi trenco vuit ous i ho batego tot amb un pessic de sal. Ho deixo reposar deu minuts perquè la patata xucli l'ou. Llavors quallo la truita en una paella de 28 cm, quatre minuts per cada costat. Dóna per a 8 talls.

Porteu el DNI i un bolígraf blau. Fins diumenge!
Rosa`,
    prep: 10,
    rows: ['6 unitats patates', '8 unitats ous'],
    names: ['ceba', 'oli', 'sal'],
  },

  // 4 — Catalan: Calella havanera in verse; quantities and times in words inside rhymes, servings in the chorus
  {
    text: `HAVANERA DEL SUQUET
(per cantar a la taverna, amb la tonada de sempre)

I
Dos quilos de peix de roca
que el patró ha dut de matí,
tres patates ben tallades
i una ceba per sofregir.

II
Quatre cullerades d'oli
a la cassola de fang;
quan la ceba ja és daurada,
les patates hi aniran.

III
Un litre d'aigua ben freda,
que bulli un quart d'hora just;
llavors el peix per damunt,
deu minuts, i ja té gust.

Tornada
Ai, suquet de Calella,
que la barca ja és al port!
Per a sis a la taula,
pa torrat i allioli fort.`,
    servings: 6,
    prep: 0,
    cook: 25,
    rows: ['2 kg peix de roca', '4 cullerada oli', '1 l aigua', '3 unitats patates'],
    names: ['ceba', 'pa torrat', 'allioli'],
  },

  // 5 — Catalan: Cadaqués painter's letter with salat article; canvas sizes and prices, a serving note after the method
  {
    text: `Cadaqués, 14 d'octubre

Benvolgut Ferran,

Ets quadros ja són embalats: són 11 teles, sa més gran de 146 x 114, i sa furgoneta passarà dijous. Tu em demanaves sa recepta de ses garotes amb ou que et vaig fer quan vas venir, i aquí la tens, tal com la fa sa meva veïna de Sa Riba.

Per a quatre:
vint-i-quatre garotes ben fresques
quatre ous
una llesca de pa per cap
un raig d'oli

Obres ses garotes amb unes tisores i en treus es corall amb una cullereta.
Bats ets ous amb es corall.
Ho quallis a sa paella a foc molt baix, remenant sempre, dos minuts i no més, que ha de quedar melós.
Ho poses damunt es pa torrat.
Es vi, un blanc de s'Empordà ben fred.

Una abraçada,
Lluís

P.S. Es preu de sa tela número 7 és 2.400 €, no 4.200 com et vaig dir.`,
    servings: 4,
    prep: 0,
    cook: 2,
    stepIncludes: ['Bats ets ous amb es corall.'],
    rows: ['4 unitats ous'],
    names: ['garotes', 'pa', 'oli'],
  },

  // 6 — Catalan: TV audio-description script; timecodes and an episode length that is not a cooking time, times shown as captions
  {
    text: `AUDIODESCRIPCIÓ — «La cuina de casa», capítol 38. Guió per a la locutora. Durada del capítol: 26 minuts.
[00:00:04] La cuinera, una dona d'uns seixanta anys amb davantal verd, somriu a càmera.
[00:00:09] Sobre el marbre hi ha un bol amb 500 g de mongetes cuites, 4 llesques de cansalada, una ampolla d'oli i un pot de vidre amb julivert.
CUINERA (diàleg, no audiodescriure): Avui, mongetes amb cansalada, per a quatre.
[00:01:20] Talla la cansalada a daus i la tira a la paella.
[00:01:31] La cansalada es rosseja. Un rètol diu: «8 minuts».
[00:02:40] Afegeix les mongetes i tres cullerades d'oli i les remena amb una cullera de fusta.
[00:02:55] Rètol: «5 minuts més».
[00:03:30] Escampa el julivert picat per sobre i serveix en quatre plats blancs.
[00:03:42] Fosa a negre. Títols de crèdit.`,
    servings: 4,
    prep: 0,
    cook: 13,
    rows: ['500 g mongetes cuites', '3 cullerada oli'],
    names: ['cansalada', 'julivert'],
  },

  // 7 — Catalan: cheesemaker's batch record with the staff trinxat on the back; litres, pH, °C and a setting time that are not the recipe
  {
    text: `FORMATGERIA CAL SERRA — Registre d'elaboració
Lot: 26-311   Data: 07/11   Llet: 420 l de vaca (tanc 2)   Temperatura de quallada: 32 °C   pH a l'emmotllat: 5,2
Quall: 90 ml   Temps de presa: 45 min   Peces: 38 de 1 kg   Cambra 3 a 12 °C, humitat 85 %
Signat: Anna

(al dors, amb bolígraf)
Trinxat per al dinar de l'equip — som 5
1 kg de col d'hivern
600 g de patates
6 talls de cansalada
4 cullerades d'oli
Bulliu la col i les patates juntes 30 minuts.
Escorreu-les i trinxeu-les amb la forquilla.
Rosseu la cansalada a la paella i reserveu-la.
En el mateix greix i l'oli, coeu la trinxada com una truita 6 minuts, gireu-la i deixeu-la 6 minuts més.`,
    servings: 5,
    prep: 0,
    cook: 42,
    steps: 4,
    rows: ["1 kg col d'hivern", '600 g patates', '4 cullerada oli'],
    names: ['cansalada'],
  },

  // 8 — Catalan: Rodalies commuter's phone notes; delay minutes between telegraphic list and telegraphic steps
  {
    text: `Notes (mòbil) — R3, tren de les 7.12 de Vic, dimecres
7.34 Aturats a Balenyà. «Per una incidència a la infraestructura, circulació amb retards de 20 minuts.» Aprofito i apunto la crema de carbassa de la Fàtima per aquest vespre:
- carbassa 800 g
- ceba 1
- patata 1
- brou de verdura, 750 ml
- formatgets 4
- oli, sal, pebre
7.51 Tornem a anar. Passos:
ceba i carbassa a daus, a l'olla amb un raig d'oli, 10 min
patata a trossos i el brou, 20 min tapat
triturar amb els formatgets
sal i pebre al gust
8.02 Parats a Centelles 8 minuts més. 3 anys fent aquest trajecte i cada dia igual.
8.40 Arribo a Sant Andreu Arenal amb 31 minuts de retard.`,
    prep: 0,
    cook: 30,
    steps: 4,
    rows: ['800 g carbassa', '750 ml brou de verdura'],
    names: ['ceba', 'patata', 'formatgets', 'oli', 'sal', 'pebre'],
  },

  // 9 — Catalan: amateur weather-station blog; temperatures, hPa, mm and a forecast range around a soup with a resting step
  {
    text: `Meteo Bellmunt — Entrada del 18 de gener
Mínima d'aquesta matinada: −6,4 °C a les 7.50. Màxima 4,1 °C. Pressió 1.031 hPa, estable. Precipitació acumulada del mes: 12,6 mm. Glaçada a la carretera de la Fonollosa, compte.
Amb aquest fred, a casa toca sopa de farigola. Per a 3:
- 1 l d'aigua
- 2 branquetes de farigola
- 3 grans d'all
- 100 g de pa sec
- 2 ous
- 2 cullerades d'oli
Poseu a bullir l'aigua amb la farigola i els alls aixafats.
Deixeu-ho bullir 10 minuts i coleu-ho.
Llesqueu el pa ben prim i poseu-lo a la sopera.
Aboqueu-hi el brou calent i cruixiu-hi els ous remenant.
Deixeu-ho reposar 5 minuts tapat abans de servir.
Previsió per demà: cel serè, mínimes entre −8 i −5 °C.`,
    servings: 3,
    prep: 5,
    cook: 10,
    steps: 5,
    rows: ['1 l aigua', '100 g pa sec', '2 unitats ous', '2 cullerada oli'],
    names: ['farigola', 'all'],
  },

  // 10 — Catalan: free-wiki recipe page; numbered contents box that is not steps, revision number, footnote, "Racions: 4"
  {
    text: `Fideus a la cassola
De Receptari Lliure
(Darrera modificació: 3 de març de 2026 a les 22.14, per l'usuari Pere_Bages. Revisió 1.186.)
Contingut [amaga]
1 Ingredients
2 Preparació
3 Variants
4 Referències

Ingredients
Racions: 4
* 400 g de fideus gruixuts
* 300 g de costella de porc
* 2 botifarres
* 1 tomàquet ratllat
* 1,5 l de brou
* 1 culleradeta de pebre vermell

Preparació
# Rosseu la costella i les botifarres a trossos a la cassola, 10 minuts.
# Afegiu-hi el tomàquet i el pebre vermell i sofregiu 5 minuts.
# Tireu-hi els fideus i remeneu perquè es torrin una mica.
# Mulleu-ho amb el brou i coeu-ho 12 minuts.

Variants
Al Baix Llobregat hi posen carxofes.[1]

Referències
↑ Enquesta de receptes de la comarca, 1998, pàg. 44.
Categories: Plats de pasta | Cuina del Bages`,
    title: 'Fideus a la cassola',
    servings: 4,
    prep: 0,
    cook: 27,
    steps: 4,
    rows: ['400 g fideus gruixuts', '300 g costella de porc', '1.5 l brou', '1 culleradeta pebre vermell'],
    names: ['botifarres', 'tomàquet'],
  },

  // 11 — Catalan: supermarket till receipt with the method on the back; receipt weights and prices are not rows, oven degrees
  {
    text: `SUPERMERCAT ESTALVI PLUS  (NIF B-00000000)
Av. de la Generalitat, 44 — Tel. 93 000 00 00
Tiquet 0042-118373   12/02/2026   18:47   Caixa 4
MACARRONS 500G                         1,19
CARN PICADA PORC/VEDELLA 0,412 kg x 8,95 €/kg   3,69
TOMÀQUET TRITURAT 400G                 0,89
CEBA GROGA MALLA 1KG                   1,49
FORMATGE RATLLAT 150G                  2,15
TOTAL (5 articles)                     9,41
Efectiu 10,00   Canvi 0,59
Gràcies per la seva visita!

(a mà, al dors)
Macarrons de la iaia — per a 4
Sofregeix una ceba picada 8 min.
Hi tires la carn, 5 min més.
Després el tomàquet, 15 min a foc baix.
Bull els macarrons 10 min amb aigua i sal i escorre'ls.
Barreja-ho amb la pasta a la safata, formatge per sobre i al forn a 200° 10 min, que gratini.`,
    title: 'Macarrons de la iaia',
    servings: 4,
    prep: 0,
    cook: 48,
    steps: 5,
    names: ['macarrons', 'ceba', 'carn', 'tomàquet', 'formatge'],
  },

  // 12 — Catalan: ultra-trail aid-station sheet; km, altitude, bib numbers, jerrycans and cup sizes that are not rows
  {
    text: `ULTRA TRAIL DEL CADÍ — Avituallament 3 (km 42,5, Coll de Pal, 2.107 m)
Responsable: Jaume (dorsal de voluntari V-17). Obertura: 6.30. Tancament (barrera horària): 14.15.
Previsió: 380 corredors; el primer hi passarà cap a les 8.10.
Material: 2 taules, 6 garrafes de 8 l d'aigua, 300 gots.

BROU CALENT (olla de 20 l, es fa la vigília al local de la cooperativa)
2 carcasses de pollastre
1 kg d'ossos de vedella
4 pastanagues
2 porros
1 nap
12 l d'aigua
sal
1. Poseu els ossos i les carcasses a l'olla amb l'aigua freda.
2. Quan arrenqui el bull, escumeu-ho.
3. Afegiu-hi la verdura i deixeu-ho xup-xup 3 hores.
4. Coleu-ho i saleu-ho.
5. L'endemà, escalfeu-lo a l'avituallament i serviu-lo en gots de 200 ml.`,
    prep: 0,
    cook: 180,
    steps: 5,
    rows: ['1 kg ossos de vedella', '12 l aigua', '4 unitats pastanagues', '2 unitats porros'],
    names: ['carcasses de pollastre', 'nap', 'sal'],
  },

  // 13 — Catalan: Senegalese cook in Salt writing for a charity lunch; years and children counts, a glass that is not a row, a serving note
  {
    text: `Dinar solidari de l'Associació Teranga — diumenge 12 a les 14 h al pavelló, 12 € per persona, per al pou d'aigua de Ndiaffate.
Aquí teniu la recepta del mafé que servirem. L'escric jo, l'Awa. Escric com parlo, perdoneu les faltes.
Jo soc de Kaolack, fa 9 anys que visc a Salt, tinc 3 fills. El mafé és el plat del diumenge a casa meva.
Per a 6 persones:
1 kg de carn de xai
250 g de pasta de cacauet
2 cebes
3 tomàquets
1 cullerada de concentrat de tomàquet
500 g de moniato
1,5 l d'aigua
Primer dauro la carn amb una mica d'oli a l'olla gran, 10 minuts.
Després poso les cebes tallades i els tomàquets, 10 minuts.
Desfaig la pasta de cacauet amb un got d'aigua calenta i ho tiro a l'olla amb la resta de l'aigua.
Ho deixo coure a foc baix una hora.
Llavors hi poso el moniato a trossos i 30 minuts més.
Es menja amb arròs blanc, amb la mà dreta o amb cullera, com vulgueu.`,
    servings: 6,
    prep: 0,
    cook: 110,
    stepIncludes: ['Ho deixo coure a foc baix una hora.'],
    rows: [
      '1 kg carn de xai',
      '250 g pasta de cacauet',
      '1 cullerada concentrat de tomàquet',
      '500 g moniato',
      '1.5 l aigua',
      '2 unitats cebes',
      '3 unitats tomàquets',
    ],
    names: ['oli'],
  },

  // 14 — Catalan: local-paper obituary quoting the recipe; ages, years, a ceremony time, quantities in words, sachet and glass not rows
  {
    text: `NECROLÒGIQUES
Teresa Vilalta i Puig
(Sant Feliu de Codines, 1931 – Granollers, 2026)
Ens ha deixat als 94 anys, envoltada dels seus 4 fills, 11 néts i 3 besnéts. Durant 40 anys va portar la fonda de la plaça, on cada diumenge servia més de 120 dinars. La família ens ha demanat que publiquem la seva coca de llardons, la que ella feia per Sant Joan, perquè tothom la pugui fer a casa aquest any: «Pasteu cinc-cents grams de farina amb dos-cents grams de llardons picats, cent cinquanta grams de sucre, dos ous i un sobre de llevat; afegiu-hi un got de llet tèbia a poc a poc. Estireu la massa a la safata, empolseu-la amb sucre i pinyons i deixeu-la reposar mitja hora. Enforneu-la a 180 graus durant 25 minuts. Bon profit.» La cerimònia serà demà a les 11 a l'església parroquial. Descansi en pau.`,
    prep: 30,
    cook: 25,
    stepIncludes: ['Enforneu-la a 180 graus durant 25 minuts.'],
    rows: ['500 g farina', '200 g llardons picats', '150 g sucre', '2 unitats ous'],
    names: ['llevat', 'llet', 'pinyons'],
  },

  // 15 — Spanish: Segovia roast-house HACCP sheet; fridge and oven temperatures, a lot of 6 pieces of 4,5 kg, "1 pieza = 4 raciones"
  {
    text: `ASADOR MESÓN DEL ACUEDUCTO — Segovia
Registro APPCC / Hoja de control de temperaturas — Semana 47
Cámara 1: 3 °C (8.00) · 4 °C (16.00)   Cámara 2 (congelación): −19 °C   Firma: R. Sanz
Horno de leña: encendido 9.15, 250 °C a las 11.00
Lote cochinillos: proveedor 0341, 6 piezas de 4,5 kg, 18 días

FICHA DE ELABORACIÓN: COCHINILLO ASADO (1 pieza = 4 raciones)
Ingredientes por pieza:
1 cochinillo de 4,5 kg abierto en canal
100 g de manteca de cerdo
250 ml de agua
1 cucharada de sal gorda
2 hojas de laurel
Elaboración:
1. Salar el cochinillo por dentro y colocarlo boca arriba en la cazuela de barro con el agua y el laurel.
2. Asar 1 hora y media en el horno de leña.
3. Dar la vuelta, untar la piel con la manteca y pinchar la piel con un tenedor.
4. Asar 1 hora más hasta que la piel esté crujiente.
5. Temperatura interior mínima de control: 75 °C (anotar en la hoja).
Se trincha con el borde de un plato, delante del cliente.`,
    servings: 4,
    prep: 0,
    cook: 150,
    stepIncludes: ['Asar 1 hora y media en el horno de leña.'],
    rows: ['100 g manteca de cerdo', '250 ml agua', '1 cullerada sal gorda'],
    names: ['cochinillo', 'laurel'],
  },

  // 16 — Spanish: Sephardic grandmother in Istanbul, Judeo-Spanish spelling ("kilo", "guevos", "kucharas"); holidays, a letter frame
  {
    text: `Keftes de prasa de la nona Rejina
Estambol, Kuzgundjuk — eskrito para mi inyeta Sara ke esta en Madrid

Kerida Sara, aki te mando la recheta ke me demandates. Esto lo azia mi madre para Pesah i para Rosh Ashana, i agora lo azes tu.
Para 6 personas:
1 kilo de prasa
250 g de karne molida
2 guevos
3 kucharas de matsa molida
azeyte para friir
sal i pimyenta
Kozes la prasa en agua kon sal 20 minutos i la apretas bien kon las manos.
La tajas chikitika i la mezklas kon la karne, los guevos i la matsa.
Azes keftikas redondas, komo la palma de la mano.
Las friyes en el azeyte kayente 5 minutos, dandoles la buelta a la meatad.
A la fin las metes en una tendjera kon un poko de agua i limon, 10 minutos a fuego basho.
Bezos de la nona, ke te kere muncho.`,
    title: 'Keftes de prasa de la nona Rejina',
    servings: 6,
    prep: 0,
    cook: 35,
    stepIncludes: ['La tajas chikitika i la mezklas kon la karne, los guevos i la matsa.'],
    rows: ['1 kg prasa', '250 g karne molida', '2 unitats guevos'],
    names: ['matsa', 'azeyte'],
  },

  // 17 — Spanish: Mérida (Yucatán) landlady's note to her tenant; overnight-or-8-hours marinade (prep unasserted), address numbers, tacos per person
  {
    text: `Joven Kevin:
Le dejo escrito cómo hago la cochinita, ya que me preguntó tanto el domingo. ¡Uay, no se me olvide decirle que la llave del tinaco está en la maceta!
Lo que ocupa:
- 2 kilos de pierna de cerdo
- 100 g de recado rojo
- 1 taza de jugo de naranja agria
- 4 hojas de plátano
- sal
Se desbarata el recado en el jugo de naranja agria y se baña la carne.
Se deja marinando en el refri toda la noche, o mínimo 8 horas.
Se forra el refractario con las hojas de plátano, se mete la carne con todo el jugo y se tapa con las mismas hojas.
Se hornea a 170 grados 3 horas.
Se deshebra y se sirve en tortillas con cebolla morada curtida y chile habanero, y si sobra el xix se lo come el perro.
Rinde para 8 tacos por persona, somos 5 en la casa.
Doña Rosy, casa 14, calle 62 x 57 y 59`,
    cook: 180,
    stepIncludes: ['Se hornea a 170 grados 3 horas.'],
    rows: ['2 kg pierna de cerdo', '100 g recado rojo', '1 tassa jugo de naranja agria'],
    names: ['hojas de plátano', 'sal'],
  },

  // 18 — Spanish: Teruel home-insurance claim form; policy numbers, claim value, clock times, an overnight soak of 12 hours, a non-step phone call
  {
    text: `PARTE DE SINIESTRO — SEGURO DE HOGAR
Póliza n.º 0087-554120-3   Tomador: Dolores Ibáñez Ruiz
Fecha del siniestro: 23/11/2026   Hora aproximada: 14.20
Dirección: C/ Mayor 18, 2.º izda., 44001 Teruel
Tipo: Daños por humo en cocina   Valoración estimada: 1.350 €

Descripción de los hechos (escriba con letra clara):
Estaba haciendo unas migas para 4, como siempre. La noche antes había puesto el pan duro en dados en remojo con 100 ml de agua y sal, tapado con un paño, unas 12 horas. A las 13.40 freí 150 g de panceta y 2 chorizos en la sartén grande con 4 cucharadas de aceite, unos 10 minutos, y los saqué. En el mismo aceite eché 6 dientes de ajo y después el pan, y lo fui moviendo con la rasera a fuego medio 25 minutos. Mientras tanto sonó el teléfono y me entretuve, y cuando volví el extractor estaba echando humo. El filtro del extractor (de 2019) se prendió y se quemaron el mueble alto y los azulejos de encima.
Las migas, dicho sea de paso, se salvaron.
Firma del tomador: D. I. R.`,
    servings: 4,
    prep: 720,
    cook: 35,
    rows: ['100 ml agua', '150 g panceta', '4 cullerada aceite'],
    names: ['pan', 'chorizos', 'ajo'],
  },

  // 19 — Spanish: TVE teletext recipe over three pages in capitals; page numbers, "EL TIEMPO: 300", a step wrapped over two lines
  {
    text: `TVE  P470  S1/3        TELETEXTO   12 MAR 21:04:33
 COCINA ..........................  470
 RECETA DEL DIA: PISTO MANCHEGO
 --------------------------------------
 PARA 4 PERSONAS
 2 PIMIENTOS VERDES
 1 PIMIENTO ROJO
 2 CALABACINES
 1 CEBOLLA
 800 G TOMATE MADURO
 6 CUCHARADAS ACEITE DE OLIVA
 SAL Y 1 CUCHARADITA AZUCAR
 --------------------------------------
 SIGUE EN PAGINA 471 >>>

TVE  P471  S2/3        TELETEXTO   12 MAR 21:04:51
 PICAR TODAS LAS VERDURAS EN DADOS.
 POCHAR LA CEBOLLA EN EL ACEITE 10 MIN.
 AÑADIR PIMIENTOS, 15 MIN.
 AÑADIR CALABACIN, 10 MIN.
 AGREGAR TOMATE Y AZUCAR Y DEJAR
 QUE REDUZCA 30 MIN A FUEGO LENTO.
 SIGUE EN PAGINA 472 >>>

TVE  P472  S3/3        TELETEXTO   12 MAR 21:05:09
 SERVIR CON UN HUEVO FRITO ENCIMA.
 RECETAS ANTERIORES: 473
 EL TIEMPO: 300   DEPORTES: 600`,
    servings: 4,
    prep: 0,
    cook: 65,
    stepIncludes: ['AÑADIR CALABACIN, 10 MIN.'],
    rows: [
      '800 g tomate maduro',
      '6 cullerada aceite de oliva',
      '1 culleradeta azucar',
      '2 unitats pimientos verdes',
      '2 unitats calabacines',
    ],
    names: ['cebolla', 'sal'],
  },

  // 20 — Spanish: hotel job offer with a practical-test recipe; hours, salary, a 90-minute test limit and a 0-10 score that are not times or servings
  {
    text: `OFERTA DE EMPLEO — Ref. 2026/COC-077
Puesto: Cocinero/a de partida   Vacantes: 2   Contrato: fijo discontinuo
Centro: Hostería del Doncel, Sigüenza (Guadalajara)
Jornada: 40 horas semanales, turno partido (10.00-16.00 y 20.00-22.00). Salario: 1.640 € brutos x 14 pagas.
Requisitos: 2 años de experiencia, carné de manipulador de alimentos, inglés nivel B1.
Prueba práctica (día 15, a las 11.00, duración máxima 90 minutos): el candidato elaborará la siguiente receta para 2 comensales, que se valorará de 0 a 10.

SOPA CASTELLANA (prueba)
- 150 g de pan asentado
- 50 g de jamón serrano
- 4 dientes de ajo
- 1 cucharadita de pimentón de la Vera
- 3 cucharadas de aceite de oliva
- 750 ml de caldo de ave
- 2 huevos
Dorar los ajos laminados en el aceite.
Añadir el jamón y el pan en rebanadas finas y rehogar 3 minutos.
Retirar del fuego, agregar el pimentón y remover.
Mojar con el caldo y cocer 15 minutos.
Repartir en cazuelitas, cascar un huevo en cada una y gratinar 4 minutos.
Envío de candidaturas con la referencia antes del 30 de noviembre.`,
    servings: 2,
    prep: 0,
    cook: 22,
    steps: 5,
    rows: [
      '150 g pan asentado',
      '50 g jamón serrano',
      '1 culleradeta pimentón de la vera',
      '3 cullerada aceite de oliva',
      '750 ml caldo de ave',
      '2 unitats huevos',
    ],
    names: ['ajo'],
  },

  // 21 — Spanish: Sahrawi mother in the Smara camp writing to a host family; water ration litres, a child's age and school year, glasses of tea
  {
    text: `Campamento de Smara, 2 de febrero

Querida Begoña, querido Iñaki:
Salam aleikum. Os escribe Mariam, la madre de Brahim, el niño que pasó con vosotros en Vitoria el verano de Vacaciones en Paz. Brahim ya tiene 11 años y está en 5.º. Aquí hace mucho viento; ayer llegó el camión del agua y nos dieron 20 litros por persona. Me pedisteis cómo hacemos el cuscús con verduras que comisteis cuando vinisteis en abril. Lo escribe mi sobrina Aicha, que sabe bien el español.
Para 8 personas (aquí comemos todos juntos en una bandeja):
1 kg de sémola de cuscús
3 zanahorias
2 nabos
1 calabacín
1 cebolla
2 cucharadas de tomate concentrado
1 cucharadita de comino
4 cucharadas de aceite
Se rehoga la cebolla en el aceite con el tomate y el comino en la olla de abajo.
Se echan las verduras en trozos grandes y agua hasta cubrir, y se deja hervir.
Encima se pone el cuscús mojado en el recipiente con agujeros, y se cuece al vapor 30 minutos.
Se saca el cuscús, se le echa un poco de caldo y se vuelve a poner al vapor 15 minutos.
Se sirve en la bandeja grande con las verduras encima, y después el té, tres vasos.
Muchos besos a la abuela Maite. Insha'Allah hasta el verano.
Mariam`,
    servings: 8,
    prep: 0,
    cook: 45,
    stepIncludes: [
      'Encima se pone el cuscús mojado en el recipiente con agujeros, y se cuece al vapor 30 minutos.',
    ],
    rows: [
      '1 kg sémola de cuscús',
      '2 cullerada tomate concentrado',
      '1 culleradeta comino',
      '4 cullerada aceite',
      '3 unitats zanahorias',
      '2 unitats nabos',
    ],
    names: ['calabacín', 'cebolla'],
  },

  // 22 — Spanish: Gaiman Welsh tea-house card; history years and passenger count, "Rinde 2 tortas (unas 24 porciones)", time in words, a week's rest
  {
    text: `TORTA NEGRA GALESA
Casa de Té Tŷ Nain — Gaiman, Chubut — desde 1974
¡Croeso! Bienvenidos. Los colonos galeses llegaron en el velero Mimosa en 1865 (153 personas) y esta torta aguantaba meses en las chacras. Nuestra nain la horneaba para las bodas y la guardaba hasta el primer aniversario.
Rinde 2 tortas de 22 cm (unas 24 porciones).
500 g de harina leudante
250 g de manteca
250 g de azúcar negra
500 g de pasas de uva
100 g de cáscara de naranja abrillantada
3 huevos
1 cucharadita de canela
1 taza de leche
Remojar las pasas en té caliente la noche anterior.
Batir la manteca con el azúcar.
Agregar los huevos de a uno.
Incorporar la harina, la canela, la leche, las pasas escurridas y la cáscara.
Volcar en los moldes enmantecados y hornear a 160 °C durante una hora y cuarto.
Dejar reposar una semana envuelta en papel antes de cortar.
Se sirve con el té de las cinco, junto con scones y pan casero.`,
    cook: 75,
    stepIncludes: ['Agregar los huevos de a uno.'],
    rows: [
      '500 g harina leudante',
      '250 g manteca',
      '250 g azúcar negra',
      '500 g pasas de uva',
      '100 g cáscara de naranja abrillantada',
      '3 unitats huevos',
      '1 culleradeta canela',
      '1 tassa leche',
    ],
  },

  // 23 — Spanish: Amazon riverboat cook's juane (Yurimaguas–Iquitos); passengers and crew, trip days, a 10-juane yield, a "Luego" line
  {
    text: `Lancha "Eduardo IX" — ruta Yurimaguas–Iquitos (3 días, 2 noches). Cocina de la cubierta 2.
Menú de San Juan, 24 de junio: juane para los 60 pasajeros y los 8 tripulantes.
Esto es lo que me dictó doña Lidia, la cocinera, para una sola olla (salen 10 juanes):
- 1 kg de arroz
- 1 gallina en presas
- 10 huevos sancochados
- 10 aceitunas
- 2 cucharadas de palillo
- 3 cucharadas de ajo molido
- 20 hojas de bijao
Dice que primero se cocina la gallina con el palillo, el ajo y sal en agua, 40 minutos.
Con ese caldo se hace el arroz, 20 minutos, y se deja entibiar.
Luego se arma: dos hojas de bijao en cruz, arroz, una presa, un huevo y una aceituna, y se amarra con soguilla.
Los juanes se hierven una hora en la olla grande.
Se comen con cocona y ají, pues. ¡Bien rico, pata!`,
    prep: 0,
    cook: 120,
    stepIncludes: ['Los juanes se hierven una hora en la olla grande.'],
    rows: ['1 kg arroz', '2 cullerada palillo', '3 cullerada ajo molido', '10 unitats aceitunas'],
    names: ['gallina', 'hojas de bijao'],
  },

  // 24 — Spanish: Sonora rancher's one-paragraph talk to his nephew; cattle and well depth, a price per kilo, handfuls, "que somos cuatro", times in words
  {
    text: `Ahí te va, plebe, pa' que no digas que tu tío no te enseña nada. Aquí en el rancho La Noria, con las 340 vacas y el pozo a 80 metros, el almuerzo de los vaqueros es machaca con huevo, y se hace así: agarras dos puños de machaca de res (la seca, de la que compramos en Cananea a 600 pesos el kilo), una cebolla, dos tomates, un chile verde del norte y ocho huevos, que somos cuatro. En el disco de arado, con una cuchara de manteca, fríes la cebolla, el tomate y el chile picados unos cinco minutos; luego le echas la machaca y la meneas otros tres minutos pa' que se esponje; luego le quiebras los huevos y los revuelves hasta que cuajen, como dos minutos. Se come con tortillas de harina sobaqueras y café de olla. Arre pues, y no le eches sal, que la machaca ya trae.`,
    servings: 4,
    prep: 0,
    cook: 10,
    rows: ['8 unitats huevos'],
    names: ['machaca', 'cebolla', 'tomates', 'chile verde', 'manteca'],
  },

  // 25 — Spanish: restaurant complaint form; form number, prices, age, a numbered recipe whose item 3 holds a "luego" clause
  {
    text: `HOJA DE RECLAMACIONES — Ejemplar para la Administración
N.º de hoja: 00145872
DATOS DEL RECLAMANTE: Hilario Gómez Pastor, Avda. de Portugal 7, 4.º C, Badajoz
DATOS DEL ESTABLECIMIENTO: Bar Restaurante El Puente, Mérida (Badajoz)
FECHA Y HORA: 8/09/2026, 15.05
HECHOS QUE SE RECLAMAN:
He pedido la "caldereta extremeña de cordero, receta de la casa" de la carta (18,50 €) y me han servido un cordero hervido sin gracia. Soy de Zafra, tengo 71 años y esto no es una caldereta. Una caldereta para 4 se hace así, que lo sepa el cocinero:
1. Se trocea 1 kg de cordero y se dora en 5 cucharadas de aceite, 10 minutos.
2. Se añaden 1 cebolla, 1 pimiento rojo y 4 dientes de ajo picados y se pochan 10 minutos.
3. Se echa 1 cucharada de pimentón y 1 hoja de laurel, y luego 250 ml de vino blanco.
4. Se machaca el hígado frito con pan frito en el mortero y se añade con 500 ml de agua.
5. Se cuece todo a fuego lento 1 hora.
PRETENSIÓN: Que me devuelvan los 18,50 € y que pongan la caldereta como Dios manda.
Firma del reclamante / Firma del establecimiento (se niega a firmar)`,
    servings: 4,
    prep: 0,
    cook: 80,
    steps: 6,
    rows: ['1 kg cordero', '5 cullerada aceite', '1 cullerada pimentón', '250 ml vino blanco', '500 ml agua'],
    names: ['cebolla', 'pimiento rojo', 'ajo', 'laurel', 'hígado'],
  },

  // 26 — Spanish: easy-read (lectura fácil) recipe; one-action lines, a utensil list shaped like ingredients, a pinch, a closing warning
  {
    text: `Receta en lectura fácil
Tortilla francesa con queso

Esta receta es para 1 persona.

Necesitas:
2 huevos.
1 loncha de queso.
1 cucharada de aceite.
1 pellizco de sal.

Necesitas también:
1 plato hondo.
1 tenedor.
1 sartén pequeña.

Pasos:
Casca los huevos en el plato hondo.
Echa la sal.
Bate los huevos con el tenedor.
Pon el aceite en la sartén.
Enciende el fuego.
Espera 1 minuto.
Echa los huevos en la sartén.
Pon el queso encima.
Espera 2 minutos.
Dobla la tortilla por la mitad con cuidado.
Pon la tortilla en un plato.
Apaga el fuego.

Cuidado: la sartén quema.
Este texto sigue las pautas europeas de lectura fácil. Lo han validado 3 personas con discapacidad intelectual.`,
    title: 'Tortilla francesa con queso',
    servings: 1,
    prep: 0,
    cook: 3,
    steps: 12,
    rows: ['2 unitats huevos', '1 cullerada aceite', '1 pessics sal'],
    names: ['queso'],
  },

  // 27 — Spanish: Barranquilla corner shop's credit notebook; peso amounts and pounds of rice above a recipe that yields 10 arepas
  {
    text: `CUADERNO DE FIADO — Tienda La Bendición, Barrio Abajo
Efraín (el del taller): 3 Águilas + 1 bolsa de hielo .... $12.500
La seño Nelly: 2 libras de arroz, 1 panela .............. $9.800
Yeison: 1 recarga de minutos ............................ $5.000 (debe desde el 14)

Ajá, y aquí le dejo a mi sobrina Keila cómo se hacen las arepas de huevo del kiosco, eche, pa' que el sábado de Carnaval no me haga quedar mal:
AREPAS DE HUEVO — salen 10
1/2 kg de harina de maíz amarillo
2 tazas de agua tibia
1 cucharadita de sal
10 huevos
1 litro de aceite
Amasar la harina con el agua y la sal, y dejar reposar 10 minutos.
Hacer 10 bolitas y aplanarlas como tortillas.
Freírlas en el aceite bien caliente hasta que se inflen, 2 minutos.
Abrirles un bolsillito con el cuchillo y meter un huevo crudo en cada una.
Cerrar con un poquito de masa y volver a freír 3 minutos.
No me le ponga mucha sal, mi llave, que la gente se queja. Y apunte lo que se lleven.`,
    prep: 10,
    cook: 5,
    steps: 5,
    rows: [
      '0.5 kg harina de maíz amarillo',
      '2 tassa agua tibia',
      '1 culleradeta sal',
      '10 unitats huevos',
      '1 l aceite',
    ],
  },

  // 28 — Spanish: rules of an Albacete atascaburras contest; numbered articles that are not steps, a 3-hour window, ages, jury scores, prizes
  {
    text: `BASES DEL XXIII CONCURSO DE ATASCABURRAS
Artículo 1. Podrán participar parejas mayores de 16 años, estén o no empadronadas en el municipio.
Artículo 2. Cada pareja elaborará el plato in situ el domingo 18 de enero, de 10.00 a 13.00 horas, en la plaza Mayor.
Artículo 3. La organización entregará a cada pareja: 1 kg de patatas, 400 g de bacalao desalado, 4 dientes de ajo, 2 huevos duros y 200 ml de aceite de oliva. No se permite añadir ningún otro ingrediente salvo sal.
Artículo 4. Receta de referencia (para 6 raciones):
a) Cocer las patatas peladas y troceadas con el bacalao durante 25 minutos.
b) Escurrir, reservando un poco del agua de cocción.
c) Majar los ajos en el mortero, añadir las patatas y el bacalao y majar hasta obtener un puré.
d) Ir añadiendo el aceite poco a poco sin dejar de majar.
e) Decorar con los huevos duros cortados en cuartos.
Artículo 5. El jurado, formado por 5 miembros, puntuará de 1 a 10 el sabor, la textura y la presentación.
Artículo 6. Premios: 1.º 300 €, 2.º 150 €, 3.º lote de productos de la tierra.`,
    servings: 6,
    prep: 0,
    cook: 25,
    steps: 5,
    rows: ['1 kg patatas', '400 g bacalao desalado', '200 ml aceite de oliva'],
    names: ['ajo', 'huevos duros', 'sal'],
  },

  // 29 — Spanish: 1961 telegram in capitals with STOP; quantities after the name in words, a stated 3-hour total with its last half hour inside it
  {
    text: `TELEGRAMA
Oficina de origen: MADRID-CENTRAL   N.º 1458   Palabras 62   Depositado 14 11 1961 10.40
DESTINATARIO: MERCEDES ALONSO — PLAZA MAYOR 9 — PALENCIA
TEXTO:
LLEGO SABADO TREN 18.30 STOP PREPARA COCIDO PARA SEIS STOP RECETA MADRE COMO SIGUE STOP REMOJO GARBANZOS MEDIO KILO NOCHE ANTES DOCE HORAS STOP OLLA TRES LITROS AGUA FRIA CON MORCILLO CUARTO KILO GALLINA MEDIA Y TOCINO STOP GARBANZOS CUANDO HIERVA STOP FUEGO LENTO TRES HORAS STOP ULTIMA MEDIA HORA REPOLLO Y PATATAS STOP NO OLVIDES CHORIZO APARTE STOP BESOS ANTONIO`,
    servings: 6,
    prep: 720,
    cook: 180,
    rows: ['0.5 kg garbanzos', '0.25 kg morcillo'],
    names: ['gallina', 'tocino', 'repollo', 'patatas', 'chorizo'],
  },

  // 30 — English: Shetland crofter's lambing diary in dialect; lamb weights in kg, ear tags, ewe numbers, wind force, "dis does fur 6"
  {
    text: `Lambing diary — Nort Hoose, Cunningsburgh
Tuesday 14th. Ewe 214 twins, baith fine. Ewe 87 a single, tup lamb, 5.2 kg. Tagged 1046-1049. Wind nor'wast force 7, sleet.
Mam wis up for her tea sae I med da reestit mutton soup. Writin it doon here sae I hae it for next year.

Reestit mutton soup (dis does fur 6 o wis)
- 1 kg reestit mutton
- 3 l watter
- 2 carrots
- half a neep
- 4 tatties
- 1 onion
Pit da mutton in da muckle pot wi da watter an bring hit tae da boil.
Let hit simmer 2 hours.
Tak da mutton oot an cut hit in peerie bits.
Pit in da vegetables, chappit, an cook dem 30 minutes.
Pit da mutton back in afore du serves hit.

Wednesday 15th. Ewe 301 needed a hand, lamb 4.8 kg. 23 ewes left tae lamb.`,
    title: 'Reestit mutton soup',
    servings: 6,
    prep: 0,
    cook: 150,
    steps: 5,
    rows: ['1 kg reestit mutton', '3 l watter', '2 unitats carrots', '4 unitats tatties'],
    names: ['neep', 'onion'],
  },

  // 31 — English: Barbados parish hurricane checklist with a Bajan cou-cou; a numbered checklist that is not steps, gallons, a soak, water split across steps
  {
    text: `PARISH OF ST. PHILIP — HURRICANE SEASON CHECKLIST (June 1 – November 30)
Emergency Shelter No. 4: St. Philip Primary School.
1. Store 1 gallon of water per person per day, for at least 3 days.
2. Check yuh radio batteries.
3. Tie down de galvanise.
4. Cook something dat will hold — see Miss Gloria recipe below.

Miss Gloria Cou-Cou (feeds 5, cuhdear)
2 cups cornmeal
8 okras
4 cups water
2 tablespoons butter
1 teaspoon salt
Soak de cornmeal in 1 cup of de water 10 minutes.
Boil de okras, sliced thin, in de other 3 cups of water wid de salt, 10 minutes.
Take out half de okra water and keep it.
Pour in de cornmeal slow, stirring wid de cou-cou stick, and keep turning 15 minutes, adding back de okra water as yuh need.
When it pull away from de pot, stir in de butter.
Wunna serve it wid flying fish and steam gravy, and doan forget de pepper sauce.`,
    servings: 5,
    prep: 10,
    cook: 25,
    stepIncludes: ['Take out half de okra water and keep it.'],
    rows: [
      '2 tassa cornmeal',
      '8 unitats okras',
      '4 tassa water',
      '2 cullerada butter',
      '1 culleradeta salt',
    ],
  },

  // 32 — English: Swindon St Helena association newsletter; attendance, pots, money raised, meeting time, a "then" clause, a resting line in a quote
  {
    text: `SWINDON ST HELENA ASSOCIATION — Newsletter No. 58, Autumn
Saints Day supper on 21st May was a grand do: 140 came, 9 pots of plo went, and we raised £1,236 for the Jamestown school roof. Thank you all!
Next meeting: 2nd Tuesday, 7.30pm, Room 3, the community centre.

As promised, Aunty Violet's plo. "Dis is how me mudder done it back home in Half Tree Hollow."
Plo (does for 8)
1 kg chicken thighs
500 g rice
2 onions
1 tablespoon curry powder
2 tablespoons tomato purée
3 tablespoons oil
1 l water
Fry the onions in the oil 5 minutes, then add the curry powder.
Brown the chicken 10 minutes.
Stir in the tomato purée and the rice.
Pour in the water, cover and cook on low 25 minutes until the rice is dry.
"You must let ee stand 10 minutes with the lid on, ay, else ee wet."`,
    servings: 8,
    prep: 10,
    cook: 40,
    stepIncludes: ['Brown the chicken 10 minutes.'],
    rows: [
      '1 kg chicken thighs',
      '500 g rice',
      '2 unitats onions',
      '1 cullerada curry powder',
      '2 cullerada tomato purée',
      '3 cullerada oil',
      '1 l water',
    ],
  },

  // 33 — English: Fiji-Indian aunty on the back of a Lautoka rugby programme; score, round, price, kick-off times, a fraction, cloves not rows
  {
    text: `CHURCHILL PARK, LAUTOKA — Skipper Cup Round 9
Lautoka 24 v Nadroga 17. Gates open 1pm, kick-off 3pm. Programme $2.

(pen, on the back page — Aunty Shanti to her niece in Auckland, posted with the programme)
Beti, you asked for my dhal. Bula from all of us.
Dhal for 6
1 cup yellow split peas
5 cups water
1/2 teaspoon haldi
1 teaspoon salt
2 tablespoons ghee
1 teaspoon jeera
4 cloves garlic, sliced
Wash the dhal three times.
Boil with the water, haldi and salt 40 minutes until it is soft like porridge.
Beat it with the dhal ghotni, or a whisk if you are flash in Auckland.
Heat the ghee in a small pot, fry the jeera and garlic till brown, 1 minute, and throw it in the dhal — chhonk! — lid on straight away.
Eat with rice and baigan tarkari. Isa, we miss you.`,
    servings: 6,
    prep: 0,
    cook: 41,
    stepIncludes: ['Wash the dhal three times.'],
    rows: [
      '1 tassa yellow split peas',
      '5 tassa water',
      '0.5 culleradeta haldi',
      '1 culleradeta salt',
      '2 cullerada ghee',
      '1 culleradeta jeera',
    ],
    names: ['garlic'],
  },

  // 34 — English: retired submarine chef in a veterans' newsletter; service years, crew and boat length, 0200 watch, servings in words, "Meanwhile"
  {
    text: `"SCRAN FROM THE BOAT" — by ex-Leading Chef "Taff" Pryce (HMS Opportune 1979-83)
Submariners' Association, Portsmouth Branch — Newsletter 112

Sixty-eight souls in a tube 90 metres long, three weeks dived, one oven and me. Every night at 0200 the lads off watch wanted cheesy hammy eggy. Here's how it went, scaled down for four of you at home:
4 thick slices of bread
4 slices of ham
200 g grated cheddar
4 eggs
2 tablespoons Worcestershire sauce
Toast the bread one side under the grill.
Turn it over and lay on the ham.
Pile on the cheese with a dash of Worcester.
Back under the grill 3 minutes till it bubbles.
Meanwhile fry the eggs.
Egg on top of each and get it down you.
My oppo "Knocker" White reckoned it was the best scran in the Squadron. He also reckoned he could hold his breath for the length of a trim dive, so make of that what you will.`,
    servings: 4,
    prep: 0,
    cook: 3,
    stepIncludes: ['Back under the grill 3 minutes till it bubbles.', 'Meanwhile fry the eggs.'],
    rows: ['200 g grated cheddar', '4 unitats eggs', '2 cullerada worcestershire sauce'],
    names: ['bread', 'ham'],
  },

  // 35 — English: Isle of Man TT marshals' briefing; race times, laps, miles, mph, post number, "Enough for 8 flasks", a handful not a row
  {
    text: `TT 2026 — Marshals' sector briefing, Sector 4 (Ballacraine to Glen Helen)
Post 4/11, Ballaspur. Sign on 8.45am at the Ballacraine hut. Roads close 10.00, Senior TT at 11.45, 6 laps, 37.73 miles a lap. Bikes through at 190+ mph — orange flags at the ready, stay behind the hedge.
Bring: tabard, whistle, flask, waterproofs, a camping chair.

For the flask — Mrs Kewley's Manx broth (moghrey mie, and traa dy liooar, but get it on early!)
Enough for 8 flasks
750 g shin of beef
100 g pearl barley
2 carrots
1 turnip
2 leeks
2 l water
a handful of parsley
Cover the beef and barley with the water and simmer 1 hour.
Add the carrots, turnip and leeks, chopped small, and simmer 45 minutes more.
Season, and throw in the parsley.
Fill the flasks boiling hot at 7 in the morning.`,
    prep: 0,
    cook: 105,
    stepIncludes: ['Cover the beef and barley with the water and simmer 1 hour.'],
    rows: ['750 g shin of beef', '100 g pearl barley', '2 l water', '2 unitats carrots', '2 unitats leeks'],
    names: ['turnip', 'parsley'],
  },

  // 36 — English: Iowa amateur-radio station log; UTC times, MHz, RST reports, watts, feet, a 10-inch skillet, °F, "8 wedges", a "then" clause
  {
    text: `STATION LOG — KD0QRT, Ames, Iowa   Rig: IC-7300, 100 W, dipole at 35 ft
UTC     FREQ      MODE  CALL     RST S/R  NOTES
1402    7.185     LSB   W9GRN    59/57    Sunday "Cast Iron Net", net control. 14 check-ins.
1418    7.185     LSB   N5PLY    55/55    Pat in Texas asked for my cornbread, read it over the air:
        Skillet cornbread — 8 wedges
        1 cup cornmeal
        1 cup flour
        1 tablespoon baking powder
        1 teaspoon salt
        2 tablespoons sugar
        1 cup buttermilk
        2 eggs
        4 tablespoons butter
        Put the butter in a 10-inch cast iron skillet in the oven while it heats to 425 °F.
        Mix the dry stuff, then the buttermilk and eggs.
        Pour the melted butter from the skillet into the batter and stir.
        Pour the batter back into the hot skillet and bake 20 minutes.
1441    14.230    USB   VE3KMF   59/59    SSTV, nice picture. 73.`,
    prep: 0,
    cook: 20,
    stepIncludes: ['Pour the batter back into the hot skillet and bake 20 minutes.'],
    rows: [
      '1 tassa cornmeal',
      '1 tassa flour',
      '1 cullerada baking powder',
      '1 culleradeta salt',
      '2 cullerada sugar',
      '1 tassa buttermilk',
      '2 unitats eggs',
      '4 cullerada butter',
    ],
  },

  // 37 — English: online shop product review; stars, pot size, percentages, a knob rating in °C, helpful votes, an inline list, a batches step (cook unasserted)
  {
    text: `★★★★☆ Great pot, heavy as a boulder
Reviewed in the United Kingdom on 3 March 2026
Colour: Volcanic Orange | Size: 26 cm / 5.3 L | Verified Purchase
I've had Dutch ovens from three brands and this one is 90% as good as the one that costs four times as much. Lost a star because the knob is only rated to 190 °C. Anyway, the first thing I made was my lamb and apricot stew and it was perfect, so here it is (serves 4): 800 g diced lamb shoulder, 2 onions, 3 garlic cloves, 2 teaspoons ras el hanout, 150 g dried apricots, 400 ml stock, 1 tablespoon honey, 2 tablespoons olive oil. Brown the lamb in the oil in batches. Soften the onions and garlic 5 minutes, then add the spice. Return the lamb, add the stock, apricots and honey, put the lid on and into the oven at 160 °C for 2 hours. Rest 15 minutes before serving with couscous.
412 people found this helpful
Helpful | Report`,
    servings: 4,
    prep: 15,
    rows: [
      '800 g diced lamb shoulder',
      '2 unitats onions',
      '2 culleradeta ras el hanout',
      '150 g dried apricots',
      '400 ml stock',
      '1 cullerada honey',
      '2 cullerada olive oil',
    ],
    names: ['garlic'],
  },

  // 38 — English: knitting circle newsletter; pattern rows, needle sizes, tension, "10 minutes flat", a loaf yield, an inline materials list, fan temperature
  {
    text: `THE PURL SOCIETY — Thursday Knit & Natter, St Mark's Hall
Pattern of the month: gansey-style tea cosy. Yarn: 2 x 50 g balls DK, 4 mm needles. Tension: 22 sts and 30 rows to 10 cm.
Row 1: *K2, P2; rep from * to end.
Row 2: as Row 1.
Rows 3-24: rep Rows 1-2 eleven times.

And because Jean's lemon drizzle went in 10 minutes flat last week, here it is, "written up like a pattern" by Jean herself:
LEMON DRIZZLE (makes one 2 lb loaf, cuts into 10 slices)
Materials: 225 g butter, 225 g caster sugar, 4 eggs, 225 g self-raising flour, 2 lemons (zest for the cake, juice for the drizzle), 85 g icing sugar.
Abbreviations: cr = cream; bk = bake.
Step 1: cr butter and sugar till pale.
Step 2: add eggs one at a time.
Step 3: fold in flour and zest.
Step 4: bk in lined tin at 180 °C (160 fan) 45 mins.
Step 5: mix lemon juice with icing sugar; spoon over cake while still warm.
Finishing: leave in tin until cold, then slice.`,
    cook: 45,
    rows: [
      '225 g butter',
      '225 g caster sugar',
      '4 unitats eggs',
      '225 g self-raising flour',
      '85 g icing sugar',
    ],
    names: ['lemons'],
  },

  // 39 — English: Zambian kitchen-party advice card for a bride; date, card and table numbers, gifts and kwacha, nshima's cups that are not this dish's rows
  {
    text: `KITCHEN PARTY — for our bride Chileshe, Saturday 9 August, Kabulonga, Lusaka
Advice card no. 17 from ba Auntie Memory (table 4)
My daughter, a man who eats well stays home. Here is ifisashi the way your grandmother taught me in Kasama:
500 g rape leaves
1 cup pounded groundnuts
2 tomatoes
1 onion
2 cups water
1 teaspoon salt
Boil the water with the salt, tomatoes and onion, chopped, 5 minutes.
Stir the groundnut powder into a paste with a little cold water and add it.
Let it cook on low without stirring 15 minutes — if you stir, it will be bitter.
Add the greens, shredded, and cook 10 minutes more.
Serve with nshima made from 3 cups of mealie meal, and let your husband wash the pots on Sundays.
Gift: 2 pots, 6 plates, 1 cooler box. K 350 contributed.`,
    prep: 0,
    cook: 30,
    stepIncludes: ['Add the greens, shredded, and cook 10 minutes more.'],
    rows: [
      '500 g rape leaves',
      '1 tassa pounded groundnuts',
      '2 unitats tomatoes',
      '2 tassa water',
      '1 culleradeta salt',
    ],
    names: ['onion'],
  },

  // 40 — English: Gullah Geechee elder's heritage-festival demonstration card; show times, age, years, a can of 6 oz, a mixed number, a lid-on rest
  {
    text: `HERITAGE DAYS — Cooking Demonstration Tent, 11 am & 2 pm
St. Helena Island, South Carolina
Demonstrator: Miss Ernestine, 81, born on the island, cooked for the praise house suppers for 50 years.
"Oonuh come, sit down. Dis red rice. We mama mek um every Sunday."

Red Rice (Miss Ernestine don't measure; her granddaughter wrote this down watching her)
4 slices bacon
1 onion
1 green bell pepper
2 cups long grain rice
1 can (6 oz) tomato paste
2 1/2 cups water
1 teaspoon sugar
salt and pepper
Fry the bacon crisp and crumble it.
Cook the onion and pepper in the grease till soft.
Stir in the tomato paste, water and sugar and let it come to the boil.
Add the rice, stir one time, cover tight and cook on low 25 minutes.
Then take it off the fire and leave the lid on 10 minutes.
Stir the bacon through.
"E done when e done. Don't rush um."
Bring your own chair. Demonstration is free; 200 seats.`,
    prep: 10,
    cook: 25,
    stepIncludes: ['Add the rice, stir one time, cover tight and cook on low 25 minutes.'],
    rows: ['2 tassa long grain rice', '2.5 tassa water', '1 culleradeta sugar'],
    names: ['bacon', 'onion', 'green bell pepper', 'tomato paste'],
  },

  // 41 — English: Nassau cruise shore-excursion listing with a conch stand's card; ship times, a 3.5-hour tour, prices, ages, miles, a marinade
  {
    text: `SHORE EXCURSION 12B — "Fish Fry Food Walk", Nassau
Ship arrives Prince George Wharf 8:00 am, all aboard 5:30 pm. Duration 3.5 hours. $79 adults, $49 children (ages 3-11). Walking distance 1.2 miles. Max 16 guests.
Stop 3: Arawak Cay — Uncle Dell's stand, since 1996. He'll show you cracked conch and give you this card:

CRACKED CONCH, UNCLE DELL STYLE — serves 2
2 conch, cleaned
1 lime
1 cup flour
1 egg
1/2 cup evaporated milk
1 teaspoon seasoning salt
oil for frying
Beat the conch flat with a mallet till it's thin like paper, bey.
Squeeze the lime on it and let it sit 10 minutes.
Dip in egg and milk beaten together, then in the flour with the seasoning salt.
Fry in hot oil 4 minutes, turning once, till golden.
Eat it hot wit' peas 'n' rice and a cold one.`,
    servings: 2,
    prep: 10,
    cook: 4,
    stepIncludes: ['Squeeze the lime on it and let it sit 10 minutes.'],
    rows: ['1 tassa flour', '0.5 tassa evaporated milk', '1 culleradeta seasoning salt'],
    names: ['conch', 'lime', 'egg', 'oil'],
  },

  // 42 — English: Devon souvenir tea towel; decorative lines, "Makes 12", 2 cm thickness, a washing label at 40 °C, a design number
  {
    text: `A DEVON CREAM TEA
~ Souvenir of Widecombe-in-the-Moor ~
Jam first? Cream first? In Devon it's CREAM FIRST, my lover!
(Cornwall does it the other way round. Don't tell 'em we said so.)

DEVONSHIRE SCONES
Makes 12
450 g self-raising flour
100 g butter
50 g caster sugar
2 eggs
200 ml milk
~ Rub the butter into the flour ~
~ Stir in the sugar ~
~ Beat the eggs with the milk and mix in to a soft dough ~
~ Pat out 2 cm thick and cut into rounds ~
~ Bake at 220 °C for 12 minutes ~
Split, spread with clotted cream, then strawberry jam.

100% cotton. Wash at 40 °C. Do not tumble dry. Printed in England. Design no. 117.`,
    prep: 0,
    cook: 12,
    rows: ['450 g self-raising flour', '100 g butter', '50 g caster sugar', '2 unitats eggs', '200 ml milk'],
  },

  // 43 — English: interactive-fiction transcript; release and serial numbers, a pantry with 12 eggs and a tin, game commands, score and turns
  {
    text: `KITCHEN QUEST — an interactive fiction by M. Oduya (Release 3 / Serial 260114)
Type HELP for instructions.

Farmhouse Kitchen
You are in a warm farmhouse kitchen. A recipe card is pinned to the wall. There is a stove here, and a pantry to the north.

> READ CARD
The card says, in neat handwriting:
"Shakshuka for 2.
1 tablespoon olive oil, 1 onion, 1 red pepper, 1 teaspoon cumin, 400 g chopped tomatoes, 4 eggs.
Fry the onion and pepper in the oil 8 minutes.
Add the cumin and tomatoes and simmer 10 minutes.
Make four hollows, crack in the eggs, cover and cook 6 minutes."

> NORTH
Pantry. You see: 12 eggs, a tin of tomatoes (400 g), an onion, a red pepper and a jar of cumin.

> TAKE ALL
Taken.

> SOUTH
> COOK SHAKSHUKA
You follow the card. 24 minutes later, the kitchen smells wonderful.
Your score has just gone up by 10 points. [Score: 35 of 100, in 14 turns]`,
    servings: 2,
    prep: 0,
    cook: 24,
    stepIncludes: ['Add the cumin and tomatoes and simmer 10 minutes.'],
    rows: ['1 cullerada olive oil', '1 culleradeta cumin', '400 g chopped tomatoes', '4 unitats eggs'],
    names: ['onion', 'red pepper'],
  },

  // 44 — English: film shooting script (Korean-American halmoni); scene numbers, ages, draft date, servings in dialogue, times in words, "Then" clauses
  {
    text: `"SUNDAY STEW" — shooting script, draft 4 (pink pages), 02/11/26

14   INT. HALMONI'S KITCHEN, KOREATOWN, LOS ANGELES — NIGHT              14

     A tiny kitchen. A rice cooker clicks to WARM. HALMONI (78) ties an apron. JENNY (24) films her on a phone.

                         JENNY
               Okay, kimchi jjigae for the channel. How many does it feed?

                         HALMONI
               Four. Always four. Your grandfather ate for two.

     Halmoni sets out: 300 g sour kimchi, 200 g pork belly, 1 block of tofu, 1 tablespoon gochugaru, 2 cups anchovy stock, 2 scallions.

                         HALMONI (CONT'D)
               First the pork in the pot, ten minutes, till the fat comes.
               Then kimchi, five minutes. Then gochugaru.
               Then stock, boil twenty minutes.
               Tofu and scallion at the end, two minutes. Done.

                         JENNY
               That's it? No measuring?

                         HALMONI
               You measure with your heart. Forty years, never a cup.

     She LIFTS the lid. Steam fills the frame.

                                                         CUT TO:

15   EXT. WILSHIRE BOULEVARD — CONTINUOUS                                15`,
    servings: 4,
    prep: 0,
    cook: 37,
    rows: ['300 g sour kimchi', '200 g pork belly', '1 cullerada gochugaru', '2 tassa anchovy stock'],
    names: ['tofu', 'scallions'],
  },
];
