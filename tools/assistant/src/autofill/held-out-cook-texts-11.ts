/**
 * Held-out set 11 of cook texts for the recipe autofill (issue 34), written 2026-12-01, written
 * BLIND: from general cooking knowledge only, without reading the parser, the assistant, the
 * knowledge base, the earlier held-out sets, docs or tests.
 *
 * 45 cook texts: 15 Catalan, 15 Spanish, 15 English.
 *
 * Voices, on purpose unlike the fifth to tenth sets: a grandmother from Elx in southern Valencian
 * ("xiqueta", "vore", "açò", arròs amb costra, the Hort de Baix), a masover from Els Ports de Morella
 * ("mos", "tos", 140 ovelles), a Serrallo fisherman's wife writing on the back of a fish-auction
 * ticket (caixa 32, €/kg), an Aran valley innkeeper with Aranese words ("cramba", "tà", "Adishatz"),
 * a Manresa consumer co-op newsletter (full informatiu núm. 23, comanda 14), a Sabadell library book
 * club handout (Mirall trencat, 1974, pàgines 120-180), a Banyoles rowing club email (race times
 * 6:48 and 7:31), a Poblenou flat-rental listing with the landlady's recipe (carrer de Pallars 190,
 * 85 m², 1.250 €), an amateur Pastorets script (Lluquet and Rovelló, Acte II, escena 3), a colla de
 * diables notice board (48 diables, 300 carretilles, a les 22.30), a Barcelona taxi driver dictating
 * to his daughter by voice (llicència 4521, no punctuation), a Catalan in Tokyo (6 tatamis, 398
 * iens), a Sant Cugat pharmacist's note (ibuprofè 600 mg cada 8 hores), a Girona notary's
 * "testament culinari" (protocol 1.347, PRIMER.- SEGON.-) and a Cardona penya barcelonista
 * (Barça 3 - Madrid 1, a les 21.00); a sobao maker from Vega de Pas ("masuca", "papelucos", since
 * 1921), a Pamplona peña's San Fermín log (encierro 2 min 45 s), a Salamanca university tuna's
 * letter to the novatos (Lunes de Aguas, 28 tunos), a Córdoba patio-contest neighbour (San Basilio
 * 44, 1.200 macetas), a Jaén olive mill's night shift (42.000 kg, rendimiento 22 %), a Guatemalan
 * grandmother ("mija", "patojos", "chilero"), a cook in Malabo (mercado de Semu, 2.500 francos, usted
 * imperatives), a Gibraltarian in Llanito (Main Street, 1969, "you know"), a Punta Umbría fisherman
 * (barco de 12 metros, 14 cajas), a Cabo de Gata lighthouse keeper's log (1984, levante fuerza 5, luz
 * a las 17.42), a Ceuta fair stall (puesto 7, 7 € la docena), a Valladolid TV-contest casting form
 * (edad 34, altura 1,68 m, CP 47003), a trucker at the A-2 km 214 (tacógrafo, descanso 45 min), a
 * Soria women's association cookbook (página 17, socia nº 31, 78 años) and a second-hand pressure
 * cooker listing in Getafe (6 litros, 25 €, envío 4,50 €); a Maltese nanna from Żejtun (kunserva,
 * ħobż biż-żejt, bus 91), a Bermudian Cup Match breakfast ("bye"), a Vermont sugarhouse (40 gallons
 * of sap, 1,200 taps), a Kodiak fishing lodge (112 lb halibut, Dock 3, float plane at 7:15), a
 * Whitechapel women's cooking group (Session 4 of 6, Room 2.14, E1), an Ethiopian restaurant on U
 * Street (table 9, since 1994), a Guyanese aunty in Richmond Hill, Queens ("bai", Liberty Avenue), a
 * Goa beach shack (Shack No. 14, Rs 450), a Nullarbor roadhouse ("mate", "servo", $2.89 a litre), a
 * Kent village cricket tea (tea at 4.10, all out for 143), a Belfast granny ("bout ye", "so it is",
 * "catch yourself on"), a Pennsylvania Dutch farm stand ("ach", "redd up", Route 340), a Cypriot
 * family on Green Lanes ("yiayia", "agapi mou"), an Iqaluit cook (Northmart, $14 milk,
 * "qujannamiik") and a Kansas custom-harvest crew (3,400 acres, 62 bushels an acre, Combine #2).
 *
 * Traps: numbers that are not amounts or times (years 1921, 1962, 1974, 1984, 1994; addresses and
 * postcodes; room, stall, shack, table and licence numbers; prices in €, iens, francos, rupees,
 * dollars and pounds sterling; ages; heights; race times; match and cricket scores; an encierro's
 * duration; a tachograph's rest; a prescription's "cada 8 hores"; kg of olives and acres of wheat;
 * clock times such as "a les 21.00", "a las 17.42", "tea at 4.10"); yields that are not servings
 * ("surten 8 flamets", "surten 40 croquetes", "salen 16 sobaos", "Makes 40 triangles", "Makes
 * 12"); servings in words (sis, cinc, vuit, tres, cuatro, four); times in words ("mitja hora", "un
 * quart d'hora", "media hora", "two and a half hours", "the last half hour"); a time inside a stated
 * duration; ranges ("25 to 30 minutes"); batches ("per tandes", "por tandas"); overnight soaks and
 * rests without a time; a pressure cooker's natural release; cans, jars, pounds, glasses ("un got",
 * "un vaso"), cloves of garlic and the spice cloves, sachets and packets of yeast, "al gust";
 * fractions (½, 1 1/2, 3/4, 1/4) and decimal commas; cups; a °F/°C pair; a 9-inch crust; dialogue
 * and a theatre script; a run-on dictated paragraph; "then"/"luego"/"després"/"meanwhile" clauses.
 *
 * Conventions (kept exactly from the seventh set): a stated time is the answer and a stated total is
 * never added to its parts; otherwise cook = sum of step durations on the heat / in the oven /
 * microwave / air fryer, and prep = resting, soaking, proving, marinating, fridge time; no time at
 * all: prep 0 and cook 0; a step time given only as a range (or as "per tandes" / batches) leaves
 * cook unasserted, and so do parallel batch-cooking plans and a pressure cooker's natural release.
 * Rows are "quantity unit name" with units g, kg, ml, l, unitats, cullerada, culleradeta, tassa,
 * pessics (the unit in Catalan whatever the text's language), decimals with a dot, the name as
 * written in the text's language, lowercase, without the measure word or "de"; ranges, ounces,
 * pounds, cans, glasses, cloves, sachets, handfuls and "to taste" are never rows (the food goes to
 * `names`). Steps: one sentence / numbered item / telegraphic line is a step, a clause opened by
 * then / luego / després / mentrestant / meanwhile is a step of its own; asserted only where
 * unambiguous (a closing tip or note line is not a step). Title only when the dish has its own title
 * line. Servings only when stated as a single number.
 *
 * Never to be tuned on: it is measured once, as written, and then retired.
 */
import type { CookText } from './check-cook-text.ts';

export const HELD_OUT_COOK_TEXTS_11: readonly CookText[] = [
  // ---------------------------------------------------------------- Catalan (15)
  // Elx grandmother in southern Valencian; a year, "sis" in words, an intro paragraph, "uns 10 minuts", a closing tip.
  {
    text: `Arròs amb costra

Açò ho faig des de 1962, quan em vaig casar i vinguí a viure a l'Hort de Baix, al costat de les palmeres. Xiqueta, per a sis persones ix una cassola ben plena.

Ingredients: 400 g d'arròs, mig pollastre a trossos, 300 g de costella de porc, 2 botifarres blanques, 2 botifarres roges, 200 g de cigrons cuits, 2 tomaques, 8 ous, safrà, oli i sal.

En la cassola de fang, sofregiu el pollastre i la costella amb oli uns 15 minuts. Afegiu les botifarres tallades i les tomaques ratllades i deixeu-ho 5 minuts més. Tireu aigua, els cigrons i el safrà, i que bulla 20 minuts. Aleshores tireu l'arròs i coeu-lo 10 minuts al foc. Bateu els ous amb una miqueta de sal i aboqueu-los per damunt. Poseu la cassola al forn a 200 graus fins que la costra estiga rossa, uns 10 minuts.

Si no ho voleu vore tot sec, no obriu el forn cada dos per tres.`,
    title: 'Arròs amb costra',
    servings: 6,
    prep: 0,
    cook: 60,
    steps: 6,
    rows: [
      '400 g arròs',
      '300 g costella de porc',
      '2 unitats botifarres blanques',
      '2 unitats botifarres roges',
      '200 g cigrons cuits',
      '2 unitats tomaques',
      '8 unitats ous',
    ],
    names: ['pollastre', 'safrà'],
  },
  // Els Ports masover ("mos", "tos"); 140 ovelles and "a les 6" are not amounts; telegraphic lines; cloves of garlic.
  {
    text: `Sopa d'all

Mos la feia la mare quan baixàvem del mas a les 6 del matí, amb les 140 ovelles ja munyides. Tos la deixo tal com ella la deia.

Per a 4

- 150 g de pa del dia abans
- 6 grans d'all
- 1 l d'aigua
- 4 ous
- 1 culleradeta de pebre roig
- oli d'oliva i sal

Alls a làmines, dorar-los amb oli 3 min.
Afegir el pa a llesques i el pebre roig, remenar 1 min.
Tirar l'aigua i la sal, bullir 15 min.
Trencar els ous a dins i deixar-los coure 4 min sense remenar.
Servir en cassoles de fang.`,
    title: "Sopa d'all",
    servings: 4,
    prep: 0,
    cook: 23,
    steps: 5,
    rows: ['150 g pa del dia abans', '1 l aigua', '4 unitats ous', '1 culleradeta pebre roig'],
    names: ['all'],
  },
  // Serrallo fisherman's wife on the back of an auction ticket (caixa 32, 3,2 kg, 18,40 €); "cinc" in words; a decimal comma; cloves.
  {
    text: `(darrere d'un tiquet de la llotja: CAIXA 32 — GALLINETA — 3,2 kg — 18,40 €/kg)

Rossejat de fideus
Per a cinc.

400 g de fideus gruixuts
1,5 l de fumet de peix
300 g de calamar
12 gambes
2 tomàquets madurs
4 grans d'all
pebre roig dolç, oli, sal
allioli per servir

1. Fregiu els fideus amb oli fins que siguin ben rossos, uns 8 minuts.
2. Traieu-los i, en el mateix oli, sofregiu el calamar i les gambes 5 minuts.
3. Afegiu el tomàquet ratllat, els alls picats i el pebre roig, i coeu-ho 10 minuts.
4. Torneu-hi els fideus i mulleu-ho amb el fumet bullent.
5. Quan torni a bullir, poseu la cassola al forn a 220 °C durant 12 minuts.
6. Serviu-ho amb allioli.

El meu home diu que al rossejat no s'hi posa res més, però jo hi poso sèpia si n'hi ha.`,
    title: 'Rossejat de fideus',
    servings: 5,
    prep: 0,
    cook: 35,
    steps: 6,
    rows: [
      '400 g fideus gruixuts',
      '1.5 l fumet de peix',
      '300 g calamar',
      '12 unitats gambes',
      '2 unitats tomàquets madurs',
    ],
    names: ['all', 'allioli'],
  },
  // Aran valley innkeeper with Aranese words; 630 m and cramba 7 are not amounts; overnight soak without a time; hours.
  {
    text: `Olla aranesa
Hostal Era Bòrda — cramba 7 — Les, Val d'Aran (a 630 m)

Tà 8 persones (per a vuit):
500 g de mongetes seques
1 os de pernil
300 g de cansalada
2 botifarres negres
1 pilota de carn
2 patates
1 col petita
100 g de fideus gruixuts

La nit abans, poseu les mongetes en remull.
L'endemà, bulliu-les amb l'os i la cansalada durant 2 hores, a foc lent.
Afegiu la col, les patates i la pilota, i deixeu-ho coure 30 minuts més.
Després, poseu-hi les botifarres i els fideus, 10 minuts.
Serviu-ho ben calent.

Adishatz! (adéu, en aranès)`,
    title: 'Olla aranesa',
    servings: 8,
    cook: 160,
    steps: 5,
    rows: [
      '500 g mongetes seques',
      '300 g cansalada',
      '2 unitats botifarres negres',
      '2 unitats patates',
      '100 g fideus gruixuts',
    ],
    names: ['col', 'pilota de carn'],
  },
  // Manresa co-op newsletter; a closing time, a street number, prices; the title under a header line; "Mentrestant".
  {
    text: `Cooperativa La Sèquia — Full informatiu núm. 23 — Manresa, novembre

Recordeu: la comanda 14 es tanca dimecres a les 20.00 i es recull a la nau del carrer del Born, 8. Els cigrons de Santa Maria d'Oló tornen a estar a 3,80 €/kg.

RECEPTA DEL MES
Cigrons amb espinacs i picada
Per a 4 racions.

- 400 g de cigrons cuits
- 300 g d'espinacs
- 1 ceba
- 2 tomàquets
- 15 ametlles torrades
- 1 llesca de pa fregit
- 1 gra d'all
- julivert

1. Sofregiu la ceba picada a foc suau 15 minuts.
2. Afegiu el tomàquet ratllat i deixeu-ho 10 minuts més.
3. Tireu-hi els espinacs i, quan s'estovin, els cigrons escorreguts.
4. Mentrestant, feu la picada al morter amb les ametlles, el pa, l'all i el julivert.
5. Afegiu la picada amb un raig d'aigua i deixeu-ho coure 5 minuts.`,
    title: 'Cigrons amb espinacs i picada',
    servings: 4,
    prep: 0,
    cook: 30,
    steps: 5,
    rows: [
      '400 g cigrons cuits',
      '300 g espinacs',
      '1 unitats ceba',
      '2 unitats tomàquets',
      '15 unitats ametlles torrades',
    ],
    names: ['julivert', 'all'],
  },
  // Sabadell library book club handout; a year and page numbers; "surten 8 flamets" is a yield; "un got" is a glass; fridge time.
  {
    text: `Club de lectura de la Biblioteca del Nord — sessió de novembre
Llibre: Mirall trencat (1974), de Mercè Rodoreda. Per a dijous, llegiu de la pàgina 120 a la 180.
Com que a la novel·la es parla tant de la cuina de la casa Valldaura, la Núria ens porta un postre antic:

Menjar blanc

200 g d'ametlles crues
1 l d'aigua
150 g de sucre
80 g de midó de blat de moro
1 branca de canyella
la pell d'una llimona

Tritureu les ametlles amb l'aigua i coleu la llet a través d'un drap.
Escalfeu la llet d'ametlla amb la canyella i la pell de llimona 5 minuts, sense que bulli.
Dissoleu el midó en un got de llet d'ametlla freda.
Afegiu el midó i el sucre i remeneu a foc baix 10 minuts, fins que espesseixi.
Repartiu-ho en flamets i deixeu-ho a la nevera 4 hores.

Surten 8 flamets. Portarem culleretes!`,
    title: 'Menjar blanc',
    prep: 240,
    cook: 15,
    steps: 5,
    rows: ['200 g ametlles crues', '1 l aigua', '150 g sucre', '80 g midó de blat de moro'],
    names: ['canyella', 'llimona'],
  },
  // Banyoles rowing club email; race times 6:48 and 7:31, a 2.000 m course, 28 confirmed, a les 21.00; batches leave cook unasserted.
  {
    text: `Assumpte: Sopar de dissabte després de la regata

Hola, remers!

Quina regata: el quatre sense timoner va guanyar els 2.000 m amb 6:48 i el doble scull va quedar 3r amb 7:31. Ho celebrem dissabte a les 21.00 al local del club; ja tenim 28 confirmats.

El menú és el de sempre, botifarra amb mongetes, i aquesta és la recepta per a 30 racions:
30 botifarres
4 kg de mongetes del ganxet cuites
8 grans d'all
julivert
oli d'oliva

Les botifarres es fan a la planxa per tandes, 12 minuts cada tanda.
Les mongetes se salten a la paella amb l'all i el julivert, 5 minuts per tanda.

Qui pugui venir a les 19.30 a ajudar, que ho digui!
Jordi (secretari)`,
    servings: 30,
    rows: ['30 unitats botifarres', '4 kg mongetes del ganxet cuites'],
    names: ['all', 'julivert'],
  },
  // Poblenou flat listing; address, m², rent, rooms, a year; a glass of wine; "un quart d'hora" inside the 45-minute oven time.
  {
    text: `LLOGUER — Poblenou, carrer de Pallars 190, 4t 2a
85 m², 3 habitacions, balcó, 1.250 €/mes. Cuina reformada amb forn nou (2023).
La propietària, la senyora Pepeta, deixa la seva recepta enganxada a la porta de la nevera:

Pollastre amb prunes i pinyons
Per a 4 persones.

1 pollastre d'1,8 kg a quarts
12 prunes seques
40 g de pinyons
1 ceba
1 got de vi blanc sec
oli i sal

Salpebreu el pollastre i daureu-lo a la cassola 10 minuts.
Afegiu la ceba a trossos i les prunes.
Mulleu-ho amb el vi.
Poseu-ho al forn a 190 °C durant 45 minuts.
Quan en faltin un quart d'hora, tireu-hi els pinyons.

Visites: dilluns i dijous de 17 a 19 h.`,
    title: 'Pollastre amb prunes i pinyons',
    servings: 4,
    prep: 0,
    cook: 55,
    steps: 5,
    rows: ['12 unitats prunes seques', '40 g pinyons', '1 unitats ceba'],
    names: ['pollastre', 'vi blanc sec'],
  },
  // Amateur Pastorets script; act and scene numbers, a season count; the recipe in dialogue; "mitja hora" resting; "vuit" in words.
  {
    text: `ELS PASTORETS — Ateneu de Sant Andreu, 94a temporada
Acte II, escena 3. La cova dels pastors.

ROVELLÓ: Per fer la coca de llardons, Lluquet, agafes 500 g de massa de pa.
LLUQUET: I què més, que tinc una gana que m'esgarrifa?
ROVELLÓ: 150 g de llardons, 100 g de sucre i 50 g de pinyons.
(Rovelló estira la massa sobre la taula. Lluquet se la mira amb candeletes.)
ROVELLÓ: Primer estires la massa ben fina. Després hi escampes els llardons, els pinyons i el sucre. La deixes reposar mitja hora. I al forn, a 200 graus, 20 minuts.
LLUQUET: I per a quants n'hi ha?
ROVELLÓ: Per a vuit pastors afamats!
(Riuen. Teló.)`,
    servings: 8,
    prep: 30,
    cook: 20,
    rows: ['500 g massa de pa', '150 g llardons', '100 g sucre', '50 g pinyons'],
  },
  // Colla de diables notice board; 48 diables, 300 carretilles, a les 22.30, carrer Gran 151; the title line carries "(per a 12)"; a rest.
  {
    text: `COLLA DE DIABLES — SOPAR DE GERMANOR
Després del correfoc (sortida a les 22.30 del carrer Gran 151). Som 48 diables i hem cremat 300 carretilles: ens ho hem guanyat.
Cuina la Montse. La recepta, per si algú la vol:

FIDEUS A LA CASSOLA (per a 12)
— 600 g de fideus gruixuts
— 500 g de costella de porc
— 4 botifarres
— 2 cebes
— 3 tomàquets
— 2 l de brou
— picada: 2 alls, 10 avellanes, julivert

Passos:
1) Rosseu la costella i les botifarres a trossos 10 min.
2) Sofregiu-hi la ceba 15 min i el tomàquet 10 min més.
3) Tireu-hi el brou i, quan bulli, els fideus.
4) Coeu-ho 12 min, afegint la picada a mitja cocció.
5) Reposeu-ho 5 min abans de servir.`,
    servings: 12,
    prep: 5,
    cook: 47,
    steps: 5,
    rows: [
      '600 g fideus gruixuts',
      '500 g costella de porc',
      '4 unitats botifarres',
      '2 unitats cebes',
      '3 unitats tomàquets',
      '2 l brou',
    ],
    names: ['julivert', 'avellanes'],
  },
  // Taxi driver dictating by voice: no punctuation, no capitals, a licence number, a glass, "tres" in words, then-clauses run on.
  {
    text: `bon dia nena soc el papa des del taxi estic a la parada de sants amb la llicencia 4521 i no puc escriure aixi que t'ho dicto per als pesols ofegats que volies agafes 1 kg de pèsols desgranats 100 g de cansalada una botifarra negra i una ceba tendra fas la ceba amb oli 5 minuts hi tires la cansalada 3 minuts mes despres els pesols amb un got d'aigua i unes fulles de menta i tapat a foc baix 20 minuts i al final la botifarra a rodanxes 5 minuts i ja esta per a tres persones o sigui tu la mare i el pol petons que em fan senyal`,
    servings: 3,
    prep: 0,
    cook: 33,
    rows: ['1 kg pèsols desgranats', '100 g cansalada'],
    names: ['botifarra negra', 'ceba tendra', 'menta'],
  },
  // Catalan in Tokyo; 6 tatamis, 398 iens, a station; a squash "d'uns 1,2 kg" is not a row; "dos" in words.
  {
    text: `Crema de kabocha

Des que visc a Nakameguro, en un pis de 6 tatamis, la carbassa de casa l'he canviada per la kabocha: al súper de l'estació en valen una per 398 iens. És per a dos (aquí no hi cap ningú més).

1 kabocha d'uns 1,2 kg
1 ceba
1 patata
750 ml d'aigua
100 ml de llet de coco
1 cullerada de miso blanc
sal i pebre al gust

Peleu la kabocha i talleu-la a daus.
Ofegueu la ceba amb una mica d'oli 8 minuts.
Afegiu-hi la carbassa i la patata i cobriu-ho amb l'aigua.
Bulliu-ho 25 minuts.
Tritureu-ho amb el miso i la llet de coco.`,
    title: 'Crema de kabocha',
    servings: 2,
    prep: 0,
    cook: 33,
    steps: 5,
    rows: [
      '1 unitats ceba',
      '1 unitats patata',
      '750 ml aigua',
      '100 ml llet de coco',
      '1 cullerada miso blanc',
    ],
    names: ['kabocha'],
  },
  // Sant Cugat pharmacist's note: a dose "cada 8 hores", 600 mg, 5 dies, an address; "2 hores i mitja" in words; no servings.
  {
    text: `FARMÀCIA VALLS-ROIG — Rambla del Celler 42 — Sant Cugat del Vallès

Sr. Jordi:
Ibuprofè 600 mg: 1 comprimit cada 8 hores, durant 5 dies, sempre després de menjar.
I per sopar, el meu brou, que cura més que res:

Brou de gallina
½ gallina
2 pastanagues
1 porro
1 branca d'api
1 nap
3 l d'aigua
sal

Bulliu-ho tot a foc molt suau durant 2 hores i mitja, escumant de tant en tant.
Coleu el brou.
Preneu-ne una tassa ben calenta abans d'anar a dormir.`,
    title: 'Brou de gallina',
    prep: 0,
    cook: 150,
    steps: 3,
    rows: ['2 unitats pastanagues', '1 unitats porro', '1 unitats nap', '3 l aigua'],
    names: ['gallina', 'api'],
  },
  // Girona notary's "testament culinari": protocol number, an age, clauses PRIMER.- SISÈ.-, a sachet, "tres setmanes" of keeping.
  {
    text: `NÚMERO MIL TRES-CENTS QUARANTA-SET (protocol 1.347)
A Girona, davant meu, Notari del Col·legi de Catalunya, compareix la senyora Montserrat Puig i Ferrer, de 91 anys d'edat, la qual, amb plena capacitat, DISPOSA:

PRIMER.- Llega als seus néts la recepta dels carquinyolis de la família, que és com segueix: 500 g de farina, 250 g de sucre, 3 ous, 150 g d'ametlles senceres, 1 sobre de llevat i la ratlladura d'una llimona.
SEGON.- Es barregen la farina, el sucre, els ous, el llevat i la ratlladura fins a obtenir una massa.
TERCER.- S'hi incorporen les ametlles.
QUART.- Es formen dos pans allargats i es couen al forn a 180 °C durant 20 minuts.
CINQUÈ.- Es tallen a llesques d'un dit de gruix i es tornen a coure 10 minuts.
SISÈ.- Es guarden en una llauna, on duren tres setmanes.

I perquè consti, signo aquesta acta.`,
    cook: 30,
    rows: ['500 g farina', '250 g sucre', '3 unitats ous', '150 g ametlles senceres'],
    names: ['llevat', 'llimona'],
  },
  // Cardona penya barcelonista; a score and a match time; "surten 40 croquetes" is a yield; overnight fridge; frying per tandes.
  {
    text: `PENYA BARCELONISTA DE CARDONA
Dimecres, partit a les 21.00 a la pantalla gran del local. Després del Barça 3 - Madrid 1 de l'anada, les croquetes de la Rosa hi tornen a ser. Surten 40 croquetes, una per cap i alguna de més.

Croquetes de rostit

300 g de carn rostida
1 ceba
60 g de mantega
80 g de farina
750 ml de llet
nou moscada
2 ous
pa ratllat
oli per fregir

1. Sofregiu la ceba picada amb la mantega 10 minuts.
2. Afegiu la farina i remeneu 2 minuts.
3. Aboqueu la llet a poc a poc, sense parar de remenar, durant 15 minuts.
4. Incorporeu la carn picada i deixeu refredar la massa a la nevera tota la nit.
5. Formeu les croquetes.
6. Passeu-les per ou batut i pa ratllat.
7. Fregiu-les per tandes en oli ben calent.`,
    title: 'Croquetes de rostit',
    steps: 7,
    rows: [
      '300 g carn rostida',
      '1 unitats ceba',
      '60 g mantega',
      '80 g farina',
      '750 ml llet',
      '2 unitats ous',
    ],
    names: ['nou moscada', 'pa ratllat'],
  },

  // ---------------------------------------------------------------- Spanish (15)
  // Vega de Pas sobao maker ("masuca", "papelucos"); 1921 and km 3 are not amounts; "salen 16 sobaos" is a yield; a sachet; a rest.
  {
    text: `Sobaos pasiegos

Obrador fundado en 1921, en el km 3 de la carretera de Selaya. Mi güela los hacía a mano y yo sigo igual, sin máquinas. Salen 16 sobaos.

250 g de mantequilla
250 g de azúcar
250 g de harina
4 huevos
1 sobre de levadura química
la ralladura de un limón
un chorrito de anís
una pizca de sal

Se bate la mantequilla con el azúcar hasta que blanquee.
Se echan los huevos de uno en uno.
Se añade la harina con la levadura, la sal, el anís y la ralladura.
Se reparte la masuca en los papelucos.
Se deja reposar 15 minutos.
Al horno a 180 °C, 20 minutos.`,
    title: 'Sobaos pasiegos',
    prep: 15,
    cook: 20,
    steps: 6,
    rows: ['250 g mantequilla', '250 g azúcar', '250 g harina', '4 unitats huevos'],
    names: ['levadura', 'anís'],
  },
  // Pamplona peña's San Fermín log; an encierro of 2 min 45 s, 8.00, 7 de julio; 36 h soak "cada 8 horas"; cloves; "6 mozos".
  {
    text: `Peña El Txistu — cuaderno de San Fermín
7 de julio. Encierro a las 8.00, limpio y rápido: 2 min 45 s. Toros de Miura. Comida en el local a las 14.30.

Bacalao al ajoarriero
Para 6 mozos.

500 g de bacalao
1 cebolla
3 dientes de ajo
2 pimientos rojos
2 pimientos choriceros
200 g de tomate frito
aceite de oliva

1. Poner el bacalao a desalar 36 horas en la nevera, cambiando el agua cada 8 horas.
2. Pochar la cebolla y el ajo en aceite 15 minutos.
3. Añadir los pimientos rojos en tiras y seguir 10 minutos.
4. Incorporar el tomate y la carne de los choriceros, 5 minutos.
5. Agregar el bacalao desmigado y cocinar 8 minutos sin que se deshaga.`,
    title: 'Bacalao al ajoarriero',
    servings: 6,
    prep: 2160,
    cook: 38,
    steps: 5,
    rows: [
      '500 g bacalao',
      '1 unitats cebolla',
      '2 unitats pimientos rojos',
      '2 unitats pimientos choriceros',
      '200 g tomate frito',
    ],
    names: ['ajo'],
  },
  // Salamanca tuna's letter to the novatos, one long paragraph; a founding year, 28 tunos, Lunes de Aguas; two egg rows; "da para 8".
  {
    text: `Queridos pardillos: como el Lunes de Aguas os toca a vosotros llevar el hornazo a la orilla del Tormes, aquí va la receta de la Tuna de Derecho, fundada en 1965, que da para 8 y que los 28 tunos que somos nos comemos sin dejar miga. Se hace la masa con 500 g de harina, 100 ml de vino blanco, 100 ml de aceite, 2 huevos, 20 g de levadura fresca y sal, se amasa bien y se deja reposar 1 hora tapada. Se estira la mitad en la bandeja y se cubre con 250 g de lomo adobado, 200 g de chorizo, 150 g de jamón y 3 huevos cocidos en rodajas. Se tapa con la otra mitad de la masa, se cierran los bordes con un cordón y se pinta con huevo batido. Se hornea a 180 °C durante 45 minutos. Y el que no traiga la capa, que no venga.`,
    servings: 8,
    prep: 60,
    cook: 45,
    rows: [
      '500 g harina',
      '100 ml vino blanco',
      '100 ml aceite',
      '2 unitats huevos',
      '20 g levadura fresca',
      '250 g lomo adobado',
      '200 g chorizo',
      '150 g jamón',
    ],
    names: ['huevos cocidos'],
  },
  // Córdoba patio contest; San Basilio 44, 2.º premio 2019, 1.200 macetas; "cuatro" in words; soaking + fridge prep; "Luego"; a clove.
  {
    text: `Salmorejo cordobés

Patio de la calle San Basilio 44 — 2.º premio del concurso de patios de 2019, con sus 1.200 macetas. Mientras regamos, esto es lo que sacamos a las visitas. Para cuatro.

1 kg de tomates
200 g de pan del día anterior
150 ml de aceite de oliva virgen extra
1 diente de ajo
sal
2 huevos
jamón en taquitos

Triturar los tomates y colarlos.
Añadir el pan troceado y dejar que se empape 10 minutos.
Echar el ajo y la sal y triturar otra vez.
Luego ir añadiendo el aceite en hilo sin dejar de batir.
Meter en la nevera 2 horas.
Mientras, cocer los huevos 10 minutos.
Servir con el huevo picado y el jamón por encima.`,
    title: 'Salmorejo cordobés',
    servings: 4,
    prep: 130,
    cook: 10,
    steps: 7,
    rows: [
      '1 kg tomates',
      '200 g pan del día anterior',
      '150 ml aceite de oliva virgen extra',
      '2 unitats huevos',
    ],
    names: ['ajo', 'jamón'],
  },
  // Jaén olive mill night shift; 42.000 kg, 22 %, campaign 2025/26; a can of tuna; cloves; "media hora" in words.
  {
    text: `ALMAZARA SAN ISIDRO — campaña 2025/26
Hoy han entrado 42.000 kg de aceituna, rendimiento del 22 %. La tolva 2 sigue atascada, avisad al Manolo.

Pipirrana jaenera
Para los 6 del turno de noche.

4 tomates maduros
2 pimientos verdes
3 huevos
1 lata de atún
2 dientes de ajo
100 ml de aceite de oliva virgen extra
sal

(El aceite, del nuestro, claro.)

Cocer los huevos 10 minutos.
Pelar los tomates y picarlos menudos.
Picar los pimientos.
Majar el ajo con la sal y las yemas, y emulsionar con el aceite.
Mezclar todo con el atún y las claras picadas.
Dejar en la nevera media hora.`,
    title: 'Pipirrana jaenera',
    servings: 6,
    prep: 30,
    cook: 10,
    steps: 6,
    rows: [
      '4 unitats tomates maduros',
      '2 unitats pimientos verdes',
      '3 unitats huevos',
      '100 ml aceite de oliva virgen extra',
    ],
    names: ['atún', 'ajo'],
  },
  // Guatemalan grandmother's letter ("mija", "patojos"); a cup row; "como 12" is a yield; frying por tandas leaves cook unasserted.
  {
    text: `Rellenitos de plátano

Mija, aquí le mando la receta que me pidió, la de los domingos en la zona 1 cuando usted y sus primos eran patojos. Quedan bien chileros. Salen como 12.

3 plátanos maduros
1 taza de frijoles negros volteados
2 cucharadas de azúcar
50 g de chocolate
canela
aceite para freír

Cueza los plátanos con cáscara en agua 15 minutos. Pélelos y macháquelos hasta que quede una masa. Mezcle los frijoles con el azúcar, el chocolate y la canela en una sartén a fuego bajo hasta que se derrita el chocolate. Haga bolitas de masa, rellénelas con los frijoles y ciérrelas en forma de huevito. Fríalos por tandas hasta que estén doraditos. Sírvalos con azúcar por encima.

Con cariño, su abuelita Chusita.`,
    title: 'Rellenitos de plátano',
    rows: [
      '3 unitats plátanos maduros',
      '1 tassa frijoles negros volteados',
      '2 cullerada azúcar',
      '50 g chocolate',
    ],
    names: ['canela'],
  },
  // Cook in Malabo training a helper (usted); prices in francos, the Semu market; a decimal comma; numbered steps.
  {
    text: `Pepesup de pescado

El pescado se compra temprano en el mercado de Semu; el capitán estaba hoy a 2.500 francos el kilo. Para 4 personas.

1 kg de pescado capitán
1 cebolla
2 tomates
1 trozo de jengibre
2 guindillas
1,5 l de agua
sal

1. Lave el pescado con limón.
2. Ponga el agua a hervir con la cebolla, el tomate, el jengibre y las guindillas machacadas.
3. Deje hervir 15 minutos.
4. Añada el pescado y cocine 20 minutos a fuego medio, sin remover para que no se rompa.
5. Sirva con plátano cocido o con arroz blanco.`,
    title: 'Pepesup de pescado',
    servings: 4,
    prep: 0,
    cook: 35,
    steps: 5,
    rows: [
      '1 kg pescado capitán',
      '1 unitats cebolla',
      '2 unitats tomates',
      '2 unitats guindillas',
      '1.5 l agua',
    ],
    names: ['jengibre'],
  },
  // Gibraltarian in Llanito; Main Street 221 and 1969 are not amounts; an hour's rest; Spanglish steps ("Then add").
  {
    text: `Calentita

Esta es la de mi abuela, que tenía el puesto en Main Street 221 antes de que cerraran la frontera en 1969, you know. Serves 6 pa' la familia.

250 g de harina de garbanzo
750 ml de agua
100 ml de aceite de oliva
sal y pimienta negra

Mezcla la harina con el agua y la sal, and whisk it bien que no queden grumos.
Deja reposar la mezcla 1 hora.
Then add el aceite y mezcla otra vez.
Pour it en una bandeja de horno engrasada.
Al horno a 220 °C durante 40 minutos, hasta que esté dorada por arriba.
Sprinkle pimienta negra por encima y sirve caliente.`,
    title: 'Calentita',
    servings: 6,
    prep: 60,
    cook: 40,
    steps: 6,
    rows: ['250 g harina de garbanzo', '750 ml agua', '100 ml aceite de oliva'],
  },
  // Punta Umbría fisherman; a 12-metre boat, 4 de la mañana, 14 cajas; a glass of wine; "Pa cuatro"; "Luego" and "Después" sentences.
  {
    text: `Punta Umbría, 3 de marzo

Niña, te mando lo de los chocos, que me lo pediste por teléfono. Ayer salimos a las 4 de la mañana con el barco (el de 12 metros) y trajimos 14 cajas a la lonja.

Chocos con papas
Pa cuatro.

1 kg de chocos limpios
1 kg de papas
1 cebolla
1 pimiento verde
2 dientes de ajo
1 vaso de vino blanco
1 hoja de laurel
pimentón, aceite y sal

Se sofríe la cebolla con el pimiento y el ajo 10 minutos. Luego se echan los chocos troceados y se rehogan 5 minutos. Se moja con el vino y se deja que se evapore. Se cubre con agua y se cuece 30 minutos a fuego lento. Después se añaden las papas chascadas y se cuece otros 20 minutos. Hay que dejarlo reposar 10 minutos antes de comer.

Un beso de tu padre.`,
    title: 'Chocos con papas',
    servings: 4,
    prep: 10,
    cook: 65,
    steps: 6,
    rows: ['1 kg chocos limpios', '1 kg papas', '1 unitats cebolla', '1 unitats pimiento verde'],
    names: ['ajo', 'vino blanco', 'laurel'],
  },
  // Cabo de Gata lighthouse keeper's log; 1984, levante fuerza 5, luz a las 17.42, lámpara nº 2, "los tres críos"; cloves.
  {
    text: `Faro de Cabo de Gata. Libro de servicio.
14 de enero de 1984. Levante fuerza 5. Luz encendida a las 17.42. Revisada la lámpara nº 2. Sin novedad.
Para comer, migas, como cada vez que sopla levante.

Migas de harina
Para 5 (mi mujer, los tres críos y yo).

500 g de harina
600 ml de agua
100 ml de aceite de oliva
4 dientes de ajo
sal

Se calienta el aceite en la sartén y se fríen los ajos enteros 2 minutos.
Se sacan los ajos.
Se echa el agua con sal y, cuando hierva, la harina de golpe.
Se va picando y dando vueltas con la rasera a fuego medio 30 minutos, hasta que queden sueltas.
Se sirven con sardinas asadas, pimientos fritos y uvas.`,
    title: 'Migas de harina',
    servings: 5,
    prep: 0,
    cook: 32,
    steps: 5,
    rows: ['500 g harina', '600 ml agua', '100 ml aceite de oliva'],
    names: ['ajo'],
  },
  // Ceuta fair stall; puesto 7, 7 € la docena; "salen 24 pinchitos" is a yield; overnight marinade; each side in batches.
  {
    text: `PINCHITOS MORUNOS — puesto 7 de la Feria — 7 € la docena

Esto es lo que hacemos en el puesto desde que mi padre lo abrió. Con un kilo salen 24 pinchitos.

Pinchitos morunos

1 kg de carne de cordero en dados
1 cucharada de comino molido
1 cucharada de pimentón dulce
1 cucharadita de cúrcuma
2 dientes de ajo
perejil picado
el zumo de un limón
100 ml de aceite de oliva
sal y pimienta

Se mezclan las especias con el ajo, el perejil, el limón y el aceite.
Se embadurna la carne y se deja en la nevera toda la noche.
Se ensarta en las brochetas.
Se asan en la parrilla bien caliente por tandas, 3 minutos por cada lado.`,
    title: 'Pinchitos morunos',
    rows: [
      '1 kg carne de cordero en dados',
      '1 cullerada comino molido',
      '1 cullerada pimentón dulce',
      '1 culleradeta cúrcuma',
      '100 ml aceite de oliva',
    ],
    names: ['ajo', 'perejil', 'limón'],
  },
  // Valladolid TV casting form; age, height, postcode, word limit; the dish only as a form field (no title); "Raciones: 4"; cloves.
  {
    text: `FORMULARIO DE INSCRIPCIÓN — CASTING
Nombre: Begoña Arranz
Edad: 34
Altura: 1,68 m
Código postal: 47003 (Valladolid)
Plato estrella: sopa castellana
Raciones: 4

Ingredientes:
1,5 l de caldo de cocido
150 g de pan duro
100 g de jamón serrano
4 dientes de ajo
1 cucharada de pimentón de la Vera
4 huevos
aceite de oliva

Describe tu receta paso a paso (máx. 200 palabras):
1. Dorar los ajos laminados en aceite 2 minutos.
2. Añadir el jamón y rehogar 2 minutos.
3. Echar el pan en rebanadas y el pimentón, y remover 1 minuto.
4. Verter el caldo y cocer 15 minutos.
5. Repartir en cazuelas de barro, cascar un huevo en cada una y hornear a 200 °C 5 minutos.`,
    servings: 4,
    prep: 0,
    cook: 25,
    steps: 5,
    rows: [
      '1.5 l caldo de cocido',
      '150 g pan duro',
      '100 g jamón serrano',
      '1 cullerada pimentón de la vera',
      '4 unitats huevos',
    ],
    names: ['ajo'],
  },
  // Trucker at the A-2 km 214; 14.30, 4 h 30 of driving, a 45-minute tachograph rest that is not prep; "dos" in words.
  {
    text: `Área de servicio km 214, A-2. Son las 14.30 y llevo 4 h 30 de conducción, así que el tacógrafo me pide descanso de 45 min. Aprovecho y apunto la receta que me pidió mi cuñada.

Huevos rotos
Para dos (el Paco y yo, que hacemos la ruta juntos).

3 patatas grandes
1 cebolla
4 huevos
100 g de chorizo
aceite de oliva y sal

Pelar las patatas y cortarlas en láminas finas.
Freírlas a fuego medio con la cebolla 20 minutos.
Escurrir el aceite.
Freír el chorizo 3 minutos.
Freír los huevos uno a uno.
Poner los huevos encima de las patatas y romperlos con el tenedor.`,
    title: 'Huevos rotos',
    servings: 2,
    prep: 0,
    cook: 23,
    steps: 6,
    rows: ['3 unitats patatas grandes', '1 unitats cebolla', '4 unitats huevos', '100 g chorizo'],
  },
  // Soria women's association cookbook; página 17, 78 años, socia nº 31; 24 h fridge; a "Después" numbered item stays one step.
  {
    text: `Asociación de Mujeres "La Amistad" — Recetario de las fiestas — página 17
Receta de Visitación (78 años, socia nº 31).

Torreznos
Para 8 raciones de aperitivo.

1 kg de panceta fresca con corteza
2 cucharadas de sal gorda
1 cucharadita de pimentón

1. Cortar la panceta en tiras de dos dedos.
2. Frotarlas con la sal y el pimentón.
3. Dejarlas en la nevera 24 horas.
4. Hornear con la piel hacia arriba a 120 °C durante 1 hora.
5. Después subir el horno a 220 °C y dejarlas 15 minutos más, hasta que la corteza se infle.`,
    title: 'Torreznos',
    servings: 8,
    prep: 1440,
    cook: 75,
    steps: 5,
    rows: ['1 kg panceta fresca con corteza', '2 cullerada sal gorda', '1 culleradeta pimentón'],
  },
  // Second-hand listing in Getafe; 6 litros, 25 €, usada 3 veces, 4,50 €; a pressure cooker's natural release leaves cook unasserted.
  {
    text: `Vendo olla exprés de 6 litros, casi nueva (usada 3 veces). 25 €. Envío 4,50 € o en mano en Getafe.
Regalo la receta de lentejas que me salen de lujo:

Lentejas en olla exprés
Para 4.

300 g de lentejas pardinas
1 chorizo
1 zanahoria
1 patata
1 cebolla
2 dientes de ajo
1 cucharadita de pimentón
1 l de agua

Sofríe la cebolla, la zanahoria y el ajo 5 minutos.
Añade el pimentón, las lentejas, el chorizo, la patata y el agua.
Cierra la olla y cuenta 10 minutos desde que sube la válvula.
Deja que baje sola la presión.
Abre y rectifica de sal.

No acepto cambios. No contesto a ofertas ridículas.`,
    title: 'Lentejas en olla exprés',
    servings: 4,
    stepIncludes: ['Deja que baje sola la presión.'],
    rows: [
      '300 g lentejas pardinas',
      '1 unitats chorizo',
      '1 unitats zanahoria',
      '1 unitats patata',
      '1 unitats cebolla',
      '1 culleradeta pimentón',
      '1 l agua',
    ],
    names: ['ajo'],
  },

  // ---------------------------------------------------------------- English (15)
  // Maltese nanna from Żejtun; bus 91, age 94, 25 November; "four" in words; cloves; numbered steps.
  {
    text: `Kapunata

My Nanna Ġużeppina from Żejtun made this every Friday until she was 94. We took the 91 bus to see her and she always had a pot of it on the stove for the festa of St Catherine on 25 November. Serves four.

1 aubergine
2 green peppers
1 onion
4 tomatoes
2 cloves garlic
1 tbsp kunserva
2 tbsp capers
10 black olives
a few basil leaves
olive oil

1. Fry the onion in olive oil for 5 minutes.
2. Add the garlic and the peppers and cook for 10 minutes.
3. Add the aubergine and cook for another 10 minutes.
4. Stir in the tomatoes and the kunserva and simmer for 20 minutes.
5. Add the capers, olives and basil and cook for 5 minutes more.
6. Serve warm or cold with ħobż biż-żejt.`,
    title: 'Kapunata',
    servings: 4,
    prep: 0,
    cook: 50,
    steps: 6,
    rows: [
      '1 unitats aubergine',
      '2 unitats green peppers',
      '1 unitats onion',
      '4 unitats tomatoes',
      '1 cullerada kunserva',
      '2 cullerada capers',
      '10 unitats black olives',
    ],
    names: ['garlic', 'basil'],
  },
  // Bermudian Cup Match breakfast ("bye"); dates and a 1991 win; pounds and a can; overnight soak; "Meanwhile" without a time.
  {
    text: `Codfish and Potatoes

Bye, Cup Match is 31 July and 1 August this year and St. George's haven't won since 1991, so at least eat good. This is how Mummy does Sunday breakfast. Feeds 6.

2 lb salt codfish
8 potatoes
1 onion
2 tbsp butter
1 can tomatoes
2 bananas
1 avocado
3 eggs

1. Soak the codfish overnight, changing the water twice.
2. Boil the codfish in fresh water for 20 minutes.
3. Meanwhile, peel the potatoes.
4. Add the potatoes to the pot with the fish and boil 20 minutes more.
5. For the sauce, fry the onion in the butter for 5 minutes.
6. Add the tomatoes and simmer for 15 minutes.
7. Serve everything with sliced bananas, avocado and hard-boiled eggs.`,
    title: 'Codfish and Potatoes',
    servings: 6,
    cook: 60,
    steps: 7,
    rows: ['8 unitats potatoes', '1 unitats onion', '2 cullerada butter', '3 unitats eggs'],
    names: ['salt codfish', 'tomatoes', 'bananas', 'avocado'],
  },
  // Vermont sugarhouse; 40 gallons of sap, 1,200 taps; a pound of beans and salt pork; a °F/°C pair; "the last half hour" inside 6 hours.
  {
    text: `Maple Baked Beans

From the sugarhouse on Hollow Road. It takes 40 gallons of sap to make 1 gallon of syrup, and this year we hung 1,200 taps, so we put syrup in everything. Serves 8 at the church supper.

1 lb dry navy beans
1/2 cup maple syrup
1 tsp dry mustard
1 onion
1/4 lb salt pork
1 tsp salt

1. Soak the beans overnight.
2. Drain, cover with fresh water and simmer for 30 minutes.
3. Put the onion and the salt pork in the bottom of a bean pot.
4. Add the beans, maple syrup, mustard and salt, and cover with hot water.
5. Bake covered at 300 °F (150 °C) for 6 hours, adding water if they dry out.
6. Uncover for the last half hour.`,
    title: 'Maple Baked Beans',
    servings: 8,
    cook: 390,
    steps: 6,
    rows: ['0.5 tassa maple syrup', '1 culleradeta dry mustard', '1 unitats onion', '1 culleradeta salt'],
    names: ['navy beans', 'salt pork'],
  },
  // Kodiak fishing lodge; a 112 lb halibut, Dock 3, float plane at 7:15; pounds; cups; "Serves 12" apart from the title.
  {
    text: `KODIAK RIVER LODGE — kitchen binder
Float plane leaves Dock 3 at 7:15 sharp. Yesterday's big one: a 112 lb halibut, photo on the board.

Salmon Chowder
Serves 12.

2 lb salmon fillet
4 slices bacon
1 onion
3 stalks celery
6 potatoes
6 cups fish stock
2 cups heavy cream
2 tbsp butter
fresh dill

1. Fry the bacon in the big pot for 6 minutes.
2. Add the butter, onion and celery and cook for 8 minutes.
3. Add the diced potatoes and the stock and simmer for 15 minutes.
4. Add the salmon in chunks and cook for 5 minutes.
5. Pour in the cream and heat for 3 minutes without boiling.`,
    title: 'Salmon Chowder',
    servings: 12,
    prep: 0,
    cook: 37,
    steps: 5,
    rows: [
      '1 unitats onion',
      '6 unitats potatoes',
      '6 tassa fish stock',
      '2 tassa heavy cream',
      '2 cullerada butter',
    ],
    names: ['salmon fillet', 'bacon', 'celery', 'dill'],
  },
  // Whitechapel women's cooking group; Session 4 of 6, Room 2.14, £1.50 crèche, a postcode; numbered steps.
  {
    text: `Whitechapel Women's Kitchen — Session 4 of 6
Thursday, Room 2.14, Idea Store, E1. Crèche £1.50. This week Rahima apa showed us the bhorta her ammu made in Sylhet.

Aloo Bhorta
Serves 4 with rice.

4 potatoes
1 onion, finely sliced
2 dried red chillies
2 tbsp mustard oil
fresh coriander
salt

1. Boil the potatoes in their skins for 20 minutes.
2. Fry the dried chillies in the mustard oil for 1 minute.
3. Add the onion and fry for 5 minutes.
4. Peel the potatoes and mash them with the onion, chillies, oil, coriander and salt.
5. Eat with hot bhaat and dal.`,
    title: 'Aloo Bhorta',
    servings: 4,
    prep: 0,
    cook: 26,
    steps: 5,
    rows: ['4 unitats potatoes', '2 unitats dried red chillies', '2 cullerada mustard oil'],
    names: ['onion', 'coriander'],
  },
  // Ethiopian restaurant on U Street, one long paragraph; table 9, since 1994; cups; cloves; a thumb of ginger; "Then".
  {
    text: `Misir wot. This is the one everybody at table 9 orders, and we have made it the same way since we opened on U Street in 1994, so listen. For four people you need 2 cups red lentils, 2 onions, 3 tablespoons niter kibbeh, 2 tablespoons berbere, 3 garlic cloves, a thumb of ginger, 4 cups water and salt. Cook the chopped onions in a dry pot for 10 minutes, stirring so they don't burn. Then add the niter kibbeh, garlic and ginger and cook 5 minutes. Add the berbere and stir for 2 minutes. Pour in the rinsed lentils and the water and simmer for 25 minutes until soft. Serve it on injera, never on rice.`,
    servings: 4,
    prep: 0,
    cook: 42,
    rows: [
      '2 tassa red lentils',
      '2 unitats onions',
      '3 cullerada niter kibbeh',
      '2 cullerada berbere',
      '4 tassa water',
    ],
    names: ['garlic', 'ginger', 'injera'],
  },
  // Guyanese aunty in Queens ("bai"); Liberty Avenue, 118th Street, the A train, 1988; pounds; the spice cloves; a time in words; overnight rest.
  {
    text: `Pepperpot

Bai, every Christmas since 1988 Aunty Shirley make this on Liberty Avenue and 118th Street, and the whole family come on the A train for it. Feeds 10.

3 lb beef chuck and oxtail
1/2 cup cassareep
1 cinnamon stick
6 cloves
3 wiri wiri peppers
2 tbsp brown sugar
1 onion
5 cloves garlic
water

1. Brown the meat in a heavy pot for 10 minutes.
2. Add the onion and garlic and cook for 5 minutes.
3. Stir in the cassareep, sugar, cinnamon, cloves and peppers.
4. Cover with water and simmer for two and a half hours, until the meat is tender.
5. Leave it overnight so the flavour sets, and heat it again on Christmas morning.`,
    title: 'Pepperpot',
    servings: 10,
    cook: 165,
    steps: 5,
    rows: [
      '0.5 tassa cassareep',
      '3 unitats wiri wiri peppers',
      '2 cullerada brown sugar',
      '1 unitats onion',
    ],
    names: ['cloves', 'garlic', 'cinnamon'],
  },
  // Goa beach shack; Shack No. 14, Rs 450, Wednesday flea market; a marinade of 6 hours; "6 people".
  {
    text: `Shack No. 14, Anjuna beach — season 2025-26
Baba, you asked for the vindaloo, so here. Rs 450 a plate on the board, but for you free, men. Come Wednesday after the flea market.

Pork Vindaloo
For 6 people.

1 kg pork
10 Kashmiri chillies
1 tsp cumin seeds
1 tsp black peppercorns
6 cloves garlic
1 piece ginger
100 ml toddy vinegar
2 onions
salt

1. Grind the chillies, cumin, pepper, garlic and ginger with the vinegar to a paste.
2. Rub the pork with the paste and marinate for 6 hours.
3. Fry the sliced onions in oil for 10 minutes.
4. Add the pork with all the paste and cook covered on low heat for 1 hour.
5. Serve with rice or pão.`,
    title: 'Pork Vindaloo',
    servings: 6,
    prep: 360,
    cook: 70,
    steps: 5,
    rows: [
      '1 kg pork',
      '10 unitats kashmiri chillies',
      '1 culleradeta cumin seeds',
      '100 ml toddy vinegar',
      '2 unitats onions',
    ],
    names: ['garlic', 'ginger'],
  },
  // Nullarbor roadhouse ("mate", "servo"); 1,200 km, $2.89 a litre; cups with a fraction; a range in the coals leaves cook unasserted.
  {
    text: `Damper

G'day from the servo. We're 1,200 km from Adelaide and diesel is $2.89 a litre, so you might as well stop for a feed, mate. This is what we do in the camp oven out the back. Feeds 4 hungry truckies.

3 cups self-raising flour
1 tsp salt
2 tbsp butter
1 1/2 cups milk
golden syrup to serve

Rub the butter into the flour and salt.
Pour in the milk and mix to a soft dough with a knife.
Shape it into a round and dust it with flour.
Put it in the greased camp oven and bury it in the coals for 25 to 30 minutes.
It's done when it sounds hollow when you knock on it.
Eat it hot with golden syrup.`,
    title: 'Damper',
    servings: 4,
    rows: ['3 tassa self-raising flour', '1 culleradeta salt', '2 cullerada butter', '1.5 tassa milk'],
    names: ['golden syrup'],
  },
  // Kent village cricket tea; tea at 4.10, all out for 143, 40 overs, founded 1887; "Makes 40 triangles" is a yield; a chill.
  {
    text: `Little Chartwell CC — Tea rota, Saturday 14 June
Tea at 4.10 between innings (40 overs a side). Last week we bowled them all out for 143, so the tea has to be worthy. Club founded 1887, and the coronation chicken has been on the table nearly as long.

Coronation Chicken Sandwiches
Makes 40 triangles.

4 chicken breasts
200 g mayonnaise
2 tbsp mango chutney
1 tbsp curry powder
50 g sultanas
2 loaves sliced bread
butter

1. Poach the chicken breasts in simmering water for 20 minutes.
2. Shred the chicken once it is cool.
3. Warm the curry powder in a dry pan for 1 minute.
4. Mix the mayonnaise, chutney, curry powder and sultanas.
5. Stir in the chicken and chill for 1 hour.
6. Spread on buttered bread and cut into triangles.`,
    title: 'Coronation Chicken Sandwiches',
    prep: 60,
    cook: 21,
    steps: 6,
    rows: [
      '4 unitats chicken breasts',
      '200 g mayonnaise',
      '2 cullerada mango chutney',
      '1 cullerada curry powder',
      '50 g sultanas',
    ],
  },
  // Belfast granny ("bout ye", "so it is"); one paragraph; a bunch of scallions; "Meanwhile" in parallel leaves cook unasserted.
  {
    text: `Bout ye, love. Here's Granny's champ, so it is, the one she made on the Cavehill Road every Friday since 1958. Peel 1 kg of floury potatoes and boil them for 20 minutes. Meanwhile chop a bunch of scallions and warm them in 300 ml of milk for 5 minutes. Drain the spuds, then mash them with the hot milk and scallions. Pile it in a bowl, make a well in the middle and drop in 50 g of butter. Serves 4 with a sausage or two. And don't be putting cream in it, catch yourself on.`,
    servings: 4,
    rows: ['1 kg floury potatoes', '300 ml milk', '50 g butter'],
    names: ['scallions'],
  },
  // Pennsylvania Dutch farm stand; Route 340, $12 pies, est. 1952; a 9-inch crust; fractions; °F only; two "then" clauses split steps.
  {
    text: `Shoofly Pie

Stoltzfus Farm Stand, Route 340 — pies $12, closed Sundays, est. 1952. Ach, people ask for this one all summer, so here it is once.

1 unbaked 9-inch pie crust
1 cup flour
2/3 cup brown sugar
3 tbsp butter
1 cup molasses
3/4 cup hot water
1 tsp baking soda
1 egg

Mix the flour, brown sugar and butter into crumbs.
Stir the baking soda into the hot water, then stir in the molasses and the egg.
Pour the filling into the crust.
Top with the crumbs.
Bake at 400 °F for 10 minutes, then turn the oven down to 350 °F and bake 30 minutes more.`,
    title: 'Shoofly Pie',
    prep: 0,
    cook: 40,
    steps: 7,
    rows: [
      '1 tassa flour',
      '3 cullerada butter',
      '1 tassa molasses',
      '0.75 tassa hot water',
      '1 culleradeta baking soda',
      '1 unitats egg',
    ],
    names: ['pie crust', 'brown sugar'],
  },
  // Cypriot family on Green Lanes, an email ("yiayia", "agapi mou"); the 29 bus, 3 pm; a jar of vine leaves; "enough for 6"; a rest.
  {
    text: `Subject: Yiayia's koupepia

Hi Eleni agapi mou,

Andreas says you want to learn the koupepia before Sunday, so here is how Yiayia does them. Come to the flat above the shop at 3 pm, it's the 29 bus to Green Lanes. This is enough for 6.

1 jar of vine leaves
500 g minced pork
150 g rice
1 onion
2 tomatoes, grated
1 tbsp dried mint
juice of 1 lemon
100 ml olive oil
salt and pepper

Blanch the vine leaves in boiling water for 2 minutes. Mix the pork, rice, onion, tomatoes, mint, half the oil, salt and pepper. Put a spoonful on each leaf, fold in the sides and roll it up tight. Pack them in the pot in layers. Pour over the lemon juice, the rest of the oil and water to cover. Put a plate on top to stop them unrolling. Simmer for 1 hour. Let them rest 15 minutes before you serve.

Filakia,
Theia Maria`,
    servings: 6,
    prep: 15,
    cook: 62,
    stepIncludes: ['Put a plate on top to stop them unrolling.'],
    rows: [
      '500 g minced pork',
      '150 g rice',
      '1 unitats onion',
      '1 cullerada dried mint',
      '100 ml olive oil',
    ],
    names: ['vine leaves', 'lemon'],
  },
  // Iqaluit cook; Northmart, $14 milk, $8.99 potatoes; a can of evaporated milk; "qujannamiik"; numbered steps.
  {
    text: `Arctic Char Chowder

Milk is $14 at Northmart this week and a bag of potatoes $8.99, so this uses a can of evaporated milk, like my anaanatsiaq did. My brother brought the char from the Sylvia Grinnell river. Serves 6.

1 kg Arctic char
4 potatoes
1 onion
2 carrots
1 l water
1 can evaporated milk
2 tbsp butter
salt and pepper

1. Melt the butter and soften the onion and carrots for 8 minutes.
2. Add the diced potatoes and the water and simmer for 15 minutes.
3. Add the char in chunks and cook for 6 minutes.
4. Stir in the evaporated milk and heat for 2 minutes.
5. Serve with bannock.

Qujannamiik!`,
    title: 'Arctic Char Chowder',
    servings: 6,
    prep: 0,
    cook: 31,
    steps: 5,
    rows: [
      '1 kg arctic char',
      '4 unitats potatoes',
      '1 unitats onion',
      '2 unitats carrots',
      '1 l water',
      '2 cullerada butter',
    ],
    names: ['evaporated milk'],
  },
  // Kansas custom-harvest crew notebook; 3,400 acres, 62 bushels, Combine #2, Day 23; a packet of yeast; cups with fractions; "Makes 12".
  {
    text: `Harvest notebook — Day 23, south of Dodge City
Cut 3,400 acres so far, running 62 bushels an acre. Combine #2 threw a belt again. Supper at the field edge: bierocks. Makes 12, and the boys eat two each.

Bierocks

1 packet yeast
1 cup warm milk
1/4 cup sugar
1 egg
3 1/2 cups flour
1 lb ground beef
1/2 head cabbage
1 onion
salt and pepper

1. Dissolve the yeast in the warm milk with the sugar.
2. Add the egg and the flour and knead until smooth.
3. Let it rise for 1 hour.
4. Brown the beef with the onion and cabbage for 15 minutes.
5. Roll the dough, cut 12 squares, fill them and pinch them shut.
6. Let them rise for 20 minutes on the pan.
7. Bake at 350 °F for 20 minutes.`,
    title: 'Bierocks',
    prep: 80,
    cook: 35,
    steps: 7,
    rows: ['1 tassa warm milk', '0.25 tassa sugar', '1 unitats egg', '3.5 tassa flour', '1 unitats onion'],
    names: ['yeast', 'ground beef', 'cabbage'],
  },
];
