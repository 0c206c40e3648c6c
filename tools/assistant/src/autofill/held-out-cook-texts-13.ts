/**
 * Held-out cook texts, set 13 — written 2026-12-02, BLIND: without opening the parser, its tests,
 * its docs or any other held-out set; only the CookText interface, the conventions and the list of
 * the twelfth set's voices (to stay away from them) were read.
 *
 * Counts: 45 texts — 15 Catalan (0-14), 15 Spanish (15-29), 15 English (30-44), in that order.
 *
 * Voices: Catalan — a Fornells lobster fisherman dictating his caldereta in Menorquí ("idò", "sa",
 * "llavò"), an Empordà farmhouse B&B's Sunday breakfast card, a Tarragona casteller colla's
 * calçotada sheet (3 de 9 amb folre, 1.200 calçots), a night-shift nurse's batch-cooking note to
 * herself (torns, box 2, tàpers), a climbing club's hut menu (6a+, sortida a les 6:30), the OCR of
 * a 1958 brotherhood card with words broken across lines, a one-paragraph fideuà with no
 * punctuation at all, a supermarket leaflet in the impersonal "es" (prices, offers, article code),
 * a local radio-podcast transcript with timestamps, a Perpignan grandmother's letter in Rossellonès
 * ("no surto pas", cuisinière, frigo), a school AMPA newsletter's panellets, a cooking-forum reply
 * quoting the question, an Ebre delta rice mill's card in Tortosí ("aixina", "mos", "xiquets"), a
 * Girona student residence's kitchen whiteboard, and an Alcoi Moros i Cristians filà's olleta in
 * Valencian ("huit", "creïlles", "carabassa"). Spanish — a Galician grandmother's letter ("meu
 * neno", "filliño"), a Basque txoko card ("aupa", cuadrilla, mus), a Seville feria caseta
 * ("miarma", "quillo", "pa'"), an Argentinian asado WhatsApp group ("che", "boludo", "ponele"), a
 * Venezuelan arepa stall ("chamo", "pana", budare), a Tenerife guachinche card ("mi niño",
 * "chacho"), an Asturian sidrería ("ho", "guaje", fabes, olla exprés), a radio call-in transcript
 * ("las cuatro y veinte en Canarias"), a Madrid castizo tavern chalkboard ("chaval", tres vuelcos),
 * a Dominican colmado notebook ("un chin", "jevi"), a vegan blog with SEO padding and a table of
 * contents, a Pamplona San Fermín peña ("majo", encierro), an Extremaduran shepherd dictating to
 * his granddaughter ("jija", "jechas", pitarra), a Havana paladar ("asere", "qué bolá") and a La
 * Paz salteñería ("caserita", jigote, 3.640 m). English — an Australian shearing-shed cook
 * (rousies, cocky, camp oven), a Scottish bothy book entry ("dinnae", "wee", grid ref), a Jamaican
 * church women's fellowship cookbook (Psalm 34:8), a Quebec maple sugar shack card (4,000 taps,
 * 35% cream, 9x13"), an Indian-English tiffin note to the cook ("kindly do the needful", whistles),
 * a baking podcast transcript with a sponsor read, a Cornish surf shack ("proper job", "dreckly",
 * emmets), a Texas chili cook-off entry form (Entry #37, CASI), a US firehouse shift kitchen
 * (Engine 42, probie), a Hawaiian lunch wagon ("brah", "da kine", "ono"), a village show schedule
 * with the winning Victoria sandwich (Class 14), a Singapore hawker uncle ("lah", "can or not"), a
 * Newfoundland Sunday dinner ("b'y", "me son"), a Reddit post with EDIT lines, and a narrowboat
 * log (Lock 21, Trent & Mersey).
 *
 * Traps: numbers that are not amounts or times (boat registration 3ª-MH-2-1987, room numbers, wifi
 * password, 1.200 calçots, "torns del 7 al 13", tàpers of 450 g, 6:30 departure, "preu 3 pta.",
 * "84 anys", 2,49 €/kg and codi article, podcast timestamps [00:00:33], "18 anys", "boletes de 15
 * g", forum post time 23:14, "planta 2, hab. 204", "fundada el 1889", "las cinco y veinte",
 * telephone numbers, "250 g por cabeza", "2 kg de hielo" for the drinks, "10 bolitas", "km 7",
 * "1,5 m" for pouring cider, "Calle 17 #42", "5 estrellas", encierro "2 minutos y 30 segundos",
 * "87 años y 300 ovejas", 3.640 m, 4,200 head, grid ref, Psalm 34:8, 9x13", PIN 560034, "code
 * CRUMBS20 for 20% off", "20 crimps a side", tide 14:52, judging at 3:00 PM, incident #2026-0413,
 * mile marker 12, "1st prize 1994", "#01-23", "Route 70", "1.2k upvotes", "6 mph"); times in words
 * ("un quart d'hora", "tres quarts d'hora", "hora i mitja" broken by OCR as "ho- / ra i mitja",
 * "mitja hora", "media hora", "hora y media", "tres horas y media", "un cuarto de hora", "an hour
 * and a quarter", "1 1/2 hours"); stated times that differ from the steps' sum (the stated time
 * wins) and stated totals that must not be added; times stated at the end of the card; browning
 * "in batches" (cook unasserted), an olla exprés left to release on its
 * own and pressure-cooker whistles (cook unasserted); first person singular and plural,
 * impersonal "es / se" and infinitive voices; fractions (1/2, 1/4, 1 1/2, 2 1/2), decimals
 * with a comma (1,5 l, 1,2 l), words as quantities ("mig", "kilo y medio", "doscientos gramos",
 * "two hundred grams", "huit"); pounds, ounces, cans, jars, glasses, sachets, heads and cloves of
 * garlic, handfuls and "to taste" that are never rows; clauses opened by "després / luego / then /
 * mentrestant" inside one sentence or numbered item; yields that are not servings (16 magdalenes,
 * 5 tàpers, 40 panellets, 24 salteñas, 6 pasties, 16 squares); note, tip, EDIT and sponsor lines
 * that are not steps; a numbered table of contents before the recipe.
 *
 * Conventions (copied exactly from autofill-conventions.txt):
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
 *
 * Never to be tuned on: measured once, then retired.
 */
import type { CookText } from './check-cook-text.ts';

export const HELD_OUT_COOK_TEXTS_13: readonly CookText[] = [
  // ───────────────────────────── Catalan (15) ─────────────────────────────
  {
    // A Fornells lobster fisherman dictating to his granddaughter, in Menorquí.
    text: `Idò escolta, al·lota, i escriu-ho tal com t'ho dic, que jo de lletra no en sé gaire. Sa caldereta de llagosta de sa barca, sa «Margalida», matrícula 3ª-MH-2-1987. Per a 4 persones.

Necessites:
2 llagostes
2 cebes
4 tomàtigues
3 grans d'all
100 ml d'oli
1,5 l d'aigua
julivert, un grapat

Primer talles sa llagosta a trossos i guardes es fetge. Dins sa greixonera fas sa ceba i s'all a foc viu un quart d'hora. Llavò hi poses sa tomàtiga ratllada i ho deixes coure deu minuts més. Després hi tires sa llagosta i s'aigua i ho deixes bullir vint minuts. Mentrestant piques es fetge amb es julivert dins es morter. Ho tires a sa caldereta, li dones un bull i apagues. Abans de servir-la, deixa-la reposar cinc minuts fora del foc.

I amb llesques de pa sec a sa greixonera, com ho feia es meu pare l'any 62.`,
    servings: 4,
    cook: 45,
    prep: 5,
    rows: ['2 unitats llagostes', '2 unitats cebes', '4 unitats tomàtigues', '100 ml oli', '1.5 l aigua'],
    names: ['all', 'julivert'],
    stepIncludes: ['bullir vint minuts'],
  },
  {
    // An Empordà farmhouse B&B's Sunday breakfast card; a yield next to the servings, a wifi note.
    text: `Mas Can Sureda · Turisme rural · Peratallada (Baix Empordà)
Esmorzar de diumenge — les habitacions 3 i 5 són celíaques, pa a part!

Magdalenes de l'àvia Pepeta

Per a 8 hostes (surten 16 magdalenes, dues per cap)

3 ous
200 g de sucre
200 ml d'oli
100 ml de llet
250 g de farina
1 sobre de llevat
un pessic de sal

1. Bat els ous amb el sucre fins que blanquegin.
2. Afegeix l'oli i la llet a poc a poc.
3. Incorpora la farina tamisada amb el llevat i la sal.
4. Deixa reposar la massa a la nevera 1 hora.
5. Omple les càpsules fins a dos terços i posa sucre per sobre.
6. Enforna a 200 °C durant 18 minuts.

Nota: wifi MasSureda2026, check-out a les 11.`,
    title: "Magdalenes de l'àvia Pepeta",
    servings: 8,
    prep: 60,
    cook: 18,
    steps: 6,
    rows: ['3 unitats ous', '200 g sucre', '200 ml oli', '100 ml llet', '250 g farina', '1 pessics sal'],
    names: ['llevat'],
  },
  {
    // A Tarragona casteller colla's calçotada sheet; first person plural; "mentrestant" mid-item.
    text: `COLLA CASTELLERA XIQUETS DEL MIRACLE — CALÇOTADA DE FINAL DE TEMPORADA
Diumenge 22 de febrer, al local (c/ del Miracle, 14). Aquesta temporada hem descarregat el 3 de 9 amb folre i el 4 de 8: toca celebrar-ho! Hem encarregat 1.200 calçots (20 per cap) a Cal Ramonet.

Salvitxada de la colla

Per a 60 persones

- 1,5 kg de tomàquets
- 4 caps d'all
- 12 nyores
- 300 g d'ametlles
- 200 g d'avellanes
- 500 ml d'oli
- 3 cullerades de vinagre
- sal al gust

1. Posem les nyores en remull amb aigua tèbia 2 hores.
2. Escalivem els tomàquets i els alls al forn a 180 °C durant 40 minuts.
3. Ho pelem tot i ho piquem al morter amb les ametlles, les avellanes i la polpa de les nyores.
4. Hi anem tirant l'oli a raig fi, remenant; mentrestant un altre hi tira el vinagre i la sal.
5. Deixem reposar la salsa mitja hora abans de servir.`,
    title: 'Salvitxada de la colla',
    servings: 60,
    prep: 150,
    cook: 40,
    steps: 6,
    rows: [
      '1.5 kg tomàquets',
      '12 unitats nyores',
      '300 g ametlles',
      '200 g avellanes',
      '500 ml oli',
      '3 cullerada vinagre',
    ],
    names: ['all', 'sal'],
  },
  {
    // A night-shift nurse's batch-cooking plan to herself: parallel fires, so cook is not asserted.
    text: `Nota per a mi (i per a la Laia si li toca torn): batch cooking de diumenge abans de la setmana de nits (torns del 7 al 13, planta 6, box 2). Surten 5 tàpers de 450 g, un per nit.

Llenties amb verdures i arròs integral

- 400 g de llenties
- 2 pastanagues
- 1 ceba
- 1 carbassó
- 300 g d'arròs integral
- 2 l d'aigua
- 1 culleradeta de comí
- 2 cullerades d'oli

Pla (tot alhora, dos focs i el forn):
Foc 1: llenties amb la pastanaga, la ceba, el comí i l'aigua, 35 minuts.
Foc 2: l'arròs integral, 30 minuts.
Forn: safata de carbassó amb l'oli a 200 °C, 20 minuts.
Mentrestant rento els tàpers i els etiqueto: dl, dt, dc, dj, dv.
Quan tot és cuit, ho reparteixo en els 5 tàpers i cap a la nevera.`,
    title: 'Llenties amb verdures i arròs integral',
    rows: [
      '400 g llenties',
      '2 unitats pastanagues',
      '300 g arròs integral',
      '2 l aigua',
      '1 culleradeta comí',
      '2 cullerada oli',
    ],
    names: ['ceba', 'carbassó'],
    stepIncludes: ["l'arròs integral, 30 minuts"],
  },
  {
    // A climbing club's hut menu, impersonal "es"; the departure hour is not a time.
    text: `CLUB D'ESCALADA ROCA ALTA — SORTIDA A MONTREBEI, 14 i 15 de març
Dissabte via de 250 m (6a+ obligat), sortida de l'alberg a les 6:30, tornada prevista a les 17 h. Qui porti la corda de 80 m, que no se l'oblidi.

Macarrons de refugi

Per a 12 escaladors

1,5 kg de macarrons
800 g de carn picada
2 pots de tomàquet triturat
3 cebes
200 g de formatge ratllat
oli i sal, el que calgui

Com es fa (el primer que arribi):
Es sofregeix la ceba a foc lent durant 15 minuts.
S'hi afegeix la carn i es cou 10 minuts més.
Després s'hi tira el tomàquet i es deixa fer un quart d'hora.
Mentrestant es bullen els macarrons en aigua amb sal, al punt que diu el paquet.
S'escorren, es barreja tot i es gratina amb el formatge 5 minuts.`,
    title: 'Macarrons de refugi',
    servings: 12,
    prep: 0,
    cook: 45,
    steps: 5,
    rows: ['1.5 kg macarrons', '800 g carn picada', '3 unitats cebes', '200 g formatge ratllat'],
    names: ['tomàquet triturat', 'oli', 'sal'],
  },
  {
    // OCR of a 1958 brotherhood card: words (and "hora i mitja") broken across lines.
    text: `RECEPTARI DE LA GERMANDAT DE SANT ANTONI · VILAFRANCA
fitxa n° 27 ........ any 1958 ........ preu 3 pta.

Coca de llardons

Per a 6 per-
sones.

500 g de farina
150 g de llardons
150 g de su-
cre
2 ous
25 g de llevat
1 got de llet
pinyons, un grapat

Es pasta la farina amb el llevat, els ous i la
llet tèbia. Es deixa reposar la massa tapada una ho-
ra i mitja. S'estira la massa a la llauna i s'hi escam-
pen els llardons, el sucre i els pinyons. Es cou al
forn a foc mitjà tres quarts d'hora.`,
    title: 'Coca de llardons',
    servings: 6,
    prep: 90,
    cook: 45,
    steps: 4,
    rows: ['500 g farina', '150 g llardons', '2 unitats ous', '25 g llevat'],
    names: ['llet', 'pinyons'],
  },
  {
    // One paragraph, no punctuation, no capitals; "84 anys" is not an amount.
    text: `fideuà de la tia Rosa per a 6 la fem així a casa poses 4 cullerades d'oli a la paella i hi fregeixes 500 g de fideus gruixuts fins que agafin color els treus i en el mateix oli fas un sofregit amb 2 cebes i 3 tomàquets ratllats 10 minuts després hi poses 600 g de sípia i 400 g de gambes i ho remenes 5 minuts tornes a posar els fideus hi tires 1 l de brou de peix calent i ho deixes coure 12 minuts sense tocar-ho al final 5 minuts al forn ben calent perquè els fideus s'aixequin i a taula amb allioli que la Rosa té 84 anys i encara la fa cada diumenge`,
    servings: 6,
    prep: 0,
    cook: 32,
    rows: ['600 g sípia'],
    names: ['fideus', 'gambes', 'cebes'],
  },
  {
    // A supermarket leaflet in the impersonal "es": stated times win over the steps' sum (33).
    text: `SUPERMERCATS VILAPLANA · Fulletó del 3 al 16 de desembre · Codi article 48213
La recepta de la setmana

Crema de carbassa amb castanyes

Preparació: 15 min · Cocció: 30 min · 4 persones · Cost per ració: 1,35 €

Ingredients
1 kg de carbassa (2,49 €/kg)
200 g de castanyes cuites (Oferta 2x1!)
1 ceba
2 patates
750 ml de brou de verdures
100 ml de nata
2 cullerades d'oli
Sal i pebre

Elaboració
1. Es pela la carbassa i es talla a daus.
2. Es sofregeix la ceba amb l'oli 8 minuts.
3. S'hi afegeixen la carbassa, les patates i el brou, i es cou 25 minuts.
4. Es tritura amb la nata i es rectifica de sal i pebre.
5. Se serveix amb les castanyes esmicolades per sobre.

Consell Vilaplana: es pot congelar fins a 3 mesos.`,
    title: 'Crema de carbassa amb castanyes',
    servings: 4,
    prep: 15,
    cook: 30,
    steps: 5,
    rows: ['1 kg carbassa', '2 unitats patates', '100 ml nata', '2 cullerada oli'],
    names: ['castanyes cuites', 'ceba', 'sal', 'pebre'],
  },
  {
    // A local radio-podcast transcript with timestamps that look like times.
    text: `[00:00:03] LOCUTOR: Bon dia i benvinguts a «Cuina de proximitat», episodi 57. Avui tenim l'Hortènsia Puig, de Sant Feliu de Codines.
[00:00:11] HORTÈNSIA: Bon dia! Avui fem fricandó, per a 6 persones.
[00:00:16] LOCUTOR: Què necessitem?
[00:00:18] HORTÈNSIA: Doncs 1 kg de vedella tallada fina, 50 g de moixernons, 2 cebes, 2 tomàquets, farina per enfarinar, 1 got de vi ranci i oli.
[00:00:31] LOCUTOR: I com es fa?
[00:00:33] HORTÈNSIA: Primer poses els moixernons en remull mitja hora. Enfarines la carn, la daures a la cassola i la reserves. Després, en el mateix oli, fas la ceba ben a poc a poc, vint minuts, i hi tires el tomàquet deu minuts més. Hi tornes la carn, el vi i els bolets, i ho deixes xup-xup tres quarts d'hora.
[00:01:02] LOCUTOR: I al final?
[00:01:04] HORTÈNSIA: Al final una picada d'ametlles i cinc minuts més de foc. Ah, i l'endemà encara és més bo!`,
    servings: 6,
    prep: 30,
    cook: 80,
    rows: ['50 g moixernons', '2 unitats cebes', '2 unitats tomàquets'],
    names: ['vi ranci', 'oli'],
  },
  {
    // A Perpignan grandmother's letter in Rossellonès; "18 anys" and the 1-euro bus are not amounts.
    text: `Perpinyà, 3 de novembre

Ma petita Júlia,

M'has demanat la recepta de l'ollada de la mamà. Te l'escric avui que plou i no surto pas. Ton cosí Nicolau ha fet 18 anys dissabte i ha vingut amb l'autobús a 1 euro, adiu la moto!

És per a 8 persones, com a Ceret per la festa. Cal:
500 g de fesols
1 col
1 kg de patates
300 g de cansalada
4 botifarres
una mica d'all i de julivert

La vetlla, poses els fesols en remull 12 hores. L'endemà els fas bullir una hora i mitja a la cuisinière, amb aigua freda al començament. Després hi afegeixes la col tallada, les patates i la cansalada, i ho deixes coure tres quarts d'hora. Les botifarres, les fas a la brasa deu minuts, no pas més. Al final hi tires l'all i el julivert picats amb un raig d'oli.

El que sobra, al frigo, i l'endemà és més bo encara. Un petó de la teva mamà Rosa`,
    servings: 8,
    prep: 720,
    cook: 145,
    rows: ['500 g fesols', '1 kg patates', '300 g cansalada', '4 unitats botifarres'],
    names: ['col', 'julivert'],
  },
  {
    // A school AMPA newsletter: a yield (40 panellets) but no servings; "boletes de 15 g".
    text: `AMPA Escola Els Til·lers — Full informatiu núm. 3, curs 2026-27
Castanyada: divendres 30 d'octubre a les 15 h, al pati. Cada família de 4t porta una safata. En surten uns 40.

Panellets de pinyons

500 g d'ametlla mòlta
400 g de sucre
1 patata de 200 g
2 ous
200 g de pinyons

1. Bulliu la patata amb pell 25 minuts i deixeu-la refredar.
2. Pelada i aixafada, barregeu-la amb l'ametlla, el sucre i els rovells.
3. Deixeu reposar la massa a la nevera 2 hores.
4. Feu boletes de 15 g, passeu-les pels pinyons i pinteu-les amb la clara batuda.
5. Forn a 220 °C, 10 minuts, fins que siguin daurats.`,
    title: 'Panellets de pinyons',
    prep: 120,
    cook: 35,
    steps: 5,
    rows: ['500 g ametlla mòlta', '400 g sucre', '2 unitats ous', '200 g pinyons'],
    names: ['patata'],
  },
  {
    // A cooking-forum reply quoting the question; infinitive telegraphic steps; an EDIT note.
    text: `Re: Re: Canelons de Sant Esteve sense carn d'olla?
Missatge de marieta_58 » 26 des. 2025, 23:14 · Missatges: 1.482

> Algú té una recepta de canelons que no sigui de carn d'olla? A casa som 6 i n'estem tips.

Jo els faig així i a casa sempre volen repetir. Per a 6 persones (4 canelons cadascú):
- 24 plaques de caneló
- 300 g de pit de pollastre
- 300 g de carn de porc
- 1 ceba
Beixamel:
- 1 l de llet
- 80 g de mantega
- 80 g de farina
- nou moscada

Coure la carn amb la ceba a la cassola 40 minuts.
Passar-ho tot per la picadora.
Fer la beixamel amb la mantega, la farina i la llet, 10 minuts remenant.
Bullir les plaques 8 minuts.
Farcir-les, enrotllar-les i posar-les a la safata amb la beixamel per sobre.
Gratinar 15 minuts a 200 °C.

EDIT: m'havia deixat el formatge ratllat per sobre, el que vulgueu.`,
    servings: 6,
    prep: 0,
    cook: 73,
    steps: 6,
    rows: ['300 g pit de pollastre', '300 g carn de porc', '1 l llet', '80 g mantega', '80 g farina'],
    names: ['nou moscada', 'ceba'],
  },
  {
    // An Ebre delta rice mill's card in Tortosí; times stated at the end, with a total not to add.
    text: `Molí Arrossaire del Delta · Deltebre · des de 1926
Aixina el fem a casa i aixina mos agrada, xiquets.

Arròs negre del Delta

Per a 4 persones

400 g d'arròs
500 g de sèpia
2 sobres de tinta
1,2 l de fumet
1 ceba
2 tomates
4 cullerades d'oli

1. Fas un sofregit amb la ceba i les tomates, a foc lent, 10 minuts.
2. Hi poses la sèpia a trossets i la tinta, i ho remenes.
3. Tires l'arròs i el fas rossejar; després hi aboques el fumet bullint.
4. Ho deixes coure 18 minuts sense remenar.
5. Ho deixes reposar 5 minuts tapat amb un drap.

Temps: preparació 20 min, foc 35 min (total 55 min).`,
    title: 'Arròs negre del Delta',
    servings: 4,
    prep: 20,
    cook: 35,
    steps: 6,
    rows: ['400 g arròs', '500 g sèpia', '1.2 l fumet', '2 unitats tomates', '4 cullerada oli'],
    names: ['tinta', 'ceba'],
  },
  {
    // A Girona student residence's kitchen whiteboard; room numbers are not amounts.
    text: `RESIDÈNCIA CAMPUS MONTILIVI — CUINA PLANTA 2
Festa Erasmus dijous a les 21 h!! No toqueu la paella de la hab. 204. Renta: Marc (hab. 211).

Truita de patates

Per a 10 persones

1 kg de patates
8 ous
1 ceba (opcional, hi ha debat!!)
250 ml d'oli
sal

- Pelar i tallar les patates a làmines fines.
- Fregir les patates i la ceba a foc mitjà 20 min.
- Escórrer l'oli i barrejar-ho amb els ous batuts.
- Quallar-la a la paella 5 min.
- Girar-la amb un plat i 3 min més.`,
    title: 'Truita de patates',
    servings: 10,
    prep: 0,
    cook: 28,
    steps: 5,
    rows: ['1 kg patates', '8 unitats ous', '250 ml oli'],
    names: ['ceba', 'sal'],
  },
  {
    // An Alcoi Moros i Cristians filà's card in Valencian, "huit" in words, impersonal "es".
    text: `Filà Maseros — fundada el 1889 — Esquadra 7
Dinar de l'entrà, 22 d'abril

Olleta alcoiana

Per a huit persones

500 g de fesols
200 g d'arròs
300 g de carabassa
dos naps
tres creïlles
una botifarra i un tros de cansalada

1. Es posen els fesols en remull 12 hores.
2. Es bullen en 3 litres d'aigua una hora.
3. S'afegeixen la carabassa, els naps i les creïlles, i es cou mitja hora.
4. Després s'hi tiren l'arròs i la botifarra, 18 minuts més.
5. Es deixa reposar deu minuts abans de servir.`,
    title: 'Olleta alcoiana',
    servings: 8,
    prep: 730,
    cook: 108,
    steps: 5,
    rows: ['500 g fesols', '200 g arròs', '300 g carabassa', '2 unitats naps', '3 unitats creïlles'],
    names: ['botifarra', 'cansalada'],
  },

  // ───────────────────────────── Spanish (15) ─────────────────────────────
  {
    // A Galician grandmother's letter; glasses and cans are never rows.
    text: `Ourense, 20 de noviembre

Querido Brais, meu neno:

Aquí va la empanada que me pediste, filliño. La tía Carmiña cumplió 90 años y la hicimos para todos; yo cogí el autobús de las 8 para ir a su casa.

Apunta:
500 g de harina
25 g de levadura
1 vaso de vino blanco
1 vaso de aceite
3 cebollas
2 pimientos
2 latas de atún
1 huevo

Primero haces el sofrito con la cebolla y los pimientos, a fuego lento, veinte minutos, y le echas el atún al final. La masa: la harina con la levadura deshecha en agua templada, el vino, el aceite del sofrito y sal; amasas y la dejas subir una hora tapada con un paño. Estiras dos láminas, pones el relleno, tapas, pintas con el huevo y al horno tres cuartos de hora.

Da para 8 personas, ai home, y sobra. Un bico grande de tu avoa Maruxa.`,
    servings: 8,
    prep: 60,
    cook: 65,
    rows: ['500 g harina', '25 g levadura', '3 unitats cebollas', '2 unitats pimientos'],
    names: ['vino blanco', 'atún'],
  },
  {
    // A Basque txoko handwritten card: a 48-hour soak is prep; "cada 8 horas" is not.
    text: `Txoko Gure Etxea · Deusto · cuadrilla de los jueves
¡Aupa! Mus: ganan los de la ventana, 3 a 1. Cuota 2026: 45 €, la llave la tiene Iñaki.

Bacalao al pil-pil

Para 6

1 kg de bacalao
300 ml de aceite
6 dientes de ajo
1 guindilla

1. Desalar el bacalao 48 horas en la nevera, cambiando el agua cada 8 horas.
2. Confitar los ajos en el aceite a fuego suave y retirarlos.
3. Poner el bacalao con la piel hacia arriba en el aceite templado 8 minutos a fuego muy suave.
4. Sacar el bacalao y mover la cazuela en círculos hasta que ligue la salsa.
5. Volver a meter el bacalao otros 2 minutos, sin que hierva.
6. Servir con los ajos y la guindilla por encima.`,
    title: 'Bacalao al pil-pil',
    servings: 6,
    prep: 2880,
    cook: 10,
    steps: 6,
    rows: ['1 kg bacalao', '300 ml aceite'],
    names: ['ajo', 'guindilla'],
  },
  {
    // A Seville feria caseta; "luego" mid-sentence splits a step; a pinch in Spanish is pessics.
    text: `Caseta nº 47 «Los Compadres» · calle Pepe Hillo · Real de la Feria
Ozú, quillo, esto no tiene ciencia ninguna, miarma.

Salmorejo de la caseta

Pa' 4 personas

1 kg de tomates
200 g de pan
150 ml de aceite
1 diente de ajo
un pellizco de sal
4 huevos
100 g de jamón

Preparación:
Lavas los tomates, luego los trituras con el pan, el ajo y la sal.
Echas el aceite a hilo sin parar de batir.
Lo metes en la nevera 2 horas, que tiene que estar fresquito.
Mientras, cueces los huevos 10 minutos.
Sirves con el huevo picado y el jamón por encima.`,
    title: 'Salmorejo de la caseta',
    servings: 4,
    prep: 120,
    cook: 10,
    steps: 6,
    rows: ['1 kg tomates', '200 g pan', '150 ml aceite', '1 pessics sal', '4 unitats huevos', '100 g jamón'],
    names: ['ajo'],
  },
  {
    // An Argentinian asado WhatsApp group: the drinks' ice and "250 g por cabeza" are traps.
    text: `[14/3/26, 19:02] Nacho: Che, el sábado somos 12 en lo del Colo, ¿quién hace el vacío?
[14/3/26, 19:03] Colo: Yo, boludo, como siempre 🙄
[14/3/26, 19:05] Colo: Para 12 van 3 kg de vacío, ponele 250 g por cabeza
[14/3/26, 19:07] Colo: Chimichurri: 1 taza de aceite, 1/2 taza de vinagre, 2 cucharadas de orégano, 1 cucharadita de ají molido, 4 dientes de ajo picados, perejil un puñado y sal
[14/3/26, 19:08] Colo: Lo mezclás todo y lo dejás reposar 2 horas en la heladera
[14/3/26, 19:10] Colo: El vacío va con la grasa para abajo 2 horas y media a fuego bajo, después lo das vuelta y media hora más
[14/3/26, 19:12] Nacho: Genial. Yo llevo el fernet y 2 kg de hielo 🧊
[14/3/26, 19:13] Colo: Y salen 12 porciones, no me pidan más que no hay 😂`,
    servings: 12,
    prep: 120,
    cook: 180,
    rows: [
      '3 kg vacío',
      '1 tassa aceite',
      '0.5 tassa vinagre',
      '2 cullerada orégano',
      '1 culleradeta ají molido',
    ],
    names: ['ajo', 'perejil', 'sal'],
  },
  {
    // A Venezuelan arepa stall: a mixed fraction, a half onion, "10 bolitas" are not servings.
    text: `Arepera La Chamita · Mercado Municipal, puesto 12 · 3 $ cada una
Chamo, esta es la que más se vende, burda de buena, pana.

Arepas reina pepiada

Para 5 personas (salen 10 arepas, dos por cabeza)

2 tazas de harina de maíz precocida
2 1/2 tazas de agua
1 cucharadita de sal
500 g de pechuga de pollo
2 aguacates
3 cucharadas de mayonesa
1/2 cebolla

1. Sancochas la pechuga en agua con sal 25 minutos.
2. La desmechas y la mezclas con el aguacate, la mayonesa y la cebolla picadita.
3. Amasas la harina con el agua y la sal, y dejas reposar la masa 5 minutos.
4. Formas 10 bolitas y las aplastas en arepas de un dedo de grueso.
5. Las asas en el budare 12 minutos, volteándolas a la mitad.
6. Las abres y las rellenas con la reina pepiada.`,
    title: 'Arepas reina pepiada',
    servings: 5,
    prep: 5,
    cook: 37,
    steps: 6,
    rows: [
      '2.5 tassa agua',
      '1 culleradeta sal',
      '2 unitats aguacates',
      '3 cullerada mayonesa',
      '0.5 unitats cebolla',
    ],
  },
  {
    // A Tenerife guachinche card in the impersonal "se"; "km 7" and "2 € el vaso" are traps.
    text: `Guachinche Tía Candelaria · carretera de La Esperanza, km 7 · vino del país a 2 € el vaso
Chacho, mi niño, esto se come con las manos.

Papas arrugadas con mojo picón

Para 4

1 kg de papas
150 g de sal gorda
4 pimientas palmeras
1 cabeza de ajos
1 cucharadita de comino
1 cucharada de pimentón
100 ml de aceite
2 cucharadas de vinagre

1. Las pimientas se ponen en remojo media hora.
2. Se ponen las papas en una olla con la sal y agua que apenas las cubra.
3. Se hierven 25 minutos.
4. Se tira el agua y se dejan al fuego, destapadas, 5 minutos más, hasta que arruguen.
5. Mientras tanto se majan en el mortero las pimientas, los ajos, el comino y el pimentón.
6. Luego se añade el aceite y el vinagre poco a poco.`,
    title: 'Papas arrugadas con mojo picón',
    servings: 4,
    prep: 30,
    cook: 30,
    steps: 6,
    rows: [
      '1 kg papas',
      '150 g sal gorda',
      '4 unitats pimientas palmeras',
      '1 culleradeta comino',
      '1 cullerada pimentón',
      '100 ml aceite',
      '2 cullerada vinagre',
    ],
    names: ['ajos'],
  },
  {
    // An Asturian sidrería: the olla exprés releases on its own, so cook is not asserted.
    text: `Sidrería El Llagar de Fonso · Nava · mesa 9
Ho, guaje, la sidra se escancia desde 1,5 m, no me la tires al suelo.

Fabada asturiana

Para 6

500 g de fabes
2 chorizos
2 morcillas
200 g de panceta
1 pizca de azafrán

1. Pon las fabes en remojo 12 horas en agua fría.
2. Mete en la olla exprés las fabes, el compango, el azafrán y agua que las cubra.
3. Cuando suba la válvula, 25 minutos a fuego suave.
4. Deja que baje la presión sola, sin abrirla.
5. Sazona y deja reposar 15 minutos antes de servir.`,
    title: 'Fabada asturiana',
    servings: 6,
    prep: 735,
    steps: 5,
    rows: ['500 g fabes', '2 unitats chorizos', '2 unitats morcillas', '200 g panceta', '1 pessics azafrán'],
  },
  {
    // A radio call-in transcript: "las cinco y veinte" is a clock, quantities are spoken words.
    text: `LOCUTORA: Son las cinco y veinte, las cuatro y veinte en Canarias. Seguimos con «La cocina de tu casa». Tenemos a Pepa, que nos llama desde Tarancón. Buenas tardes, Pepa.
PEPA: Buenas tardes, Marisa, que os escucho todos los días en el coche, desde hace 11 años.
LOCUTORA: ¿Qué nos traes hoy?
PEPA: Unas migas como las hacía mi suegro, para 4 personas. Necesitas medio kilo de pan del día anterior, doscientos gramos de chorizo, cien mililitros de aceite, una cabeza de ajos y un vaso de agua con sal.
LOCUTORA: ¿Y cómo se hacen?
PEPA: El pan lo cortas muy menudito, lo rocías con el agua y lo dejas tapado con un paño una hora. Luego en la sartén fríes los ajos y el chorizo cinco minutos. Echas el pan y le das vueltas cuarenta minutos, sin parar, hasta que estén sueltas.
LOCUTORA: ¡Cuarenta minutos!
PEPA: Sí, hija, sin parar. Y se acompañan con uvas o con un huevo frito.
LOCUTORA: Pues gracias, Pepa. Os recuerdo el teléfono del programa, 900 123 456.`,
    servings: 4,
    prep: 60,
    cook: 45,
    rows: ['200 g chorizo', '100 ml aceite'],
    names: ['pan', 'ajos'],
  },
  {
    // A Madrid castizo tavern chalkboard, telegraphic; "tres horas y media" in words.
    text: `TABERNA LA CHULAPONA · desde 1921 · calle de la Paloma, 14
Menú del día 14,50 € · Jueves: cocido, chaval, y no se pide otra cosa

Cocido madrileño

Pa' 6

500 g de garbanzos
1/4 de gallina
300 g de morcillo
2 chorizos
1 morcilla
4 zanahorias
1 repollo
100 g de fideos

- Garbanzos a remojo 12 horas.
- Al puchero con la carne y los huesos, y espumar.
- Tres horas y media a fuego lento.
- Los chorizos, la morcilla y el repollo, aparte.
- Colar el caldo y hacer la sopa con los fideos 5 minutos.
- Se sirve en tres vuelcos: sopa, garbanzos con verdura, carnes.`,
    title: 'Cocido madrileño',
    servings: 6,
    prep: 720,
    cook: 215,
    steps: 6,
    rows: ['500 g garbanzos', '300 g morcillo', '2 unitats chorizos', '4 unitats zanahorias', '100 g fideos'],
    names: ['gallina', 'morcilla', 'repollo'],
  },
  {
    // A Dominican colmado notebook: pounds and ounces are never rows; "luego" splits item 4.
    text: `Colmado Doña Fefa · Calle 17 #42, Villa Consuelo · Tel. 809-555-0142
Esto es lo que desayuna el barrio entero, dime a ver, jevi.

Mangú con los tres golpes

Pa' 4

4 plátanos verdes
2 cebollas rojas
3 cucharadas de mantequilla
1 libra de salami
8 onzas de queso de freír
4 huevos
1/4 taza de vinagre

1. Hierve los plátanos pelados 20 minutos.
2. Sofríe la cebolla en el vinagre 5 minutos.
3. Maja los plátanos con la mantequilla y un chin del agua de hervirlos.
4. Fríe el salami y el queso, luego fríe los huevos.
5. Sirve el mangú con la cebolla encima y los tres golpes al lado.`,
    title: 'Mangú con los tres golpes',
    servings: 4,
    prep: 0,
    cook: 25,
    steps: 6,
    rows: [
      '4 unitats plátanos verdes',
      '2 unitats cebollas rojas',
      '3 cullerada mantequilla',
      '4 unitats huevos',
      '0.25 tassa vinagre',
    ],
    names: ['salami', 'queso de freír'],
  },
  {
    // A vegan blog with SEO padding, a numbered table of contents and a sign-off that are not steps.
    text: `Las MEJORES hamburguesas veganas de garbanzos (¡fáciles y en 30 minutos!)

¿Buscas la mejor receta de hamburguesas veganas fáciles? ¡Estás en el sitio correcto! En este post te cuento todos mis trucos para que queden jugosas, porque las hamburguesas veganas caseras son mucho más sanas que las del súper. (Este post contiene enlaces de afiliado.)

Tabla de contenidos
1. ¿Por qué te van a encantar?
2. Ingredientes
3. Preguntas frecuentes
4. Receta

Receta
Raciones: 4 | Preparación: 20 min | Cocción: 16 min | Total: 36 min

Ingredientes
1 bote de garbanzos cocidos (400 g)
80 g de pan rallado
1/2 cebolla morada
2 cucharadas de tahini
1 cucharadita de comino
1 cucharadita de pimentón ahumado
2 cucharadas de aceite de oliva

Instrucciones
1. Tritura los garbanzos con la cebolla, el tahini y las especias.
2. Añade el pan rallado y mezcla hasta tener una masa manejable.
3. Forma 4 hamburguesas y déjalas en la nevera mientras calientas la sartén.
4. Cocina las hamburguesas con el aceite 8 minutos por cada lado.
5. Sirve en pan con lechuga y tomate.

Notas: se conservan 3 días en la nevera. ¿Te ha gustado? ¡Déjame 5 estrellas y sígueme en Instagram @verdeyfacil!`,
    servings: 4,
    prep: 20,
    cook: 16,
    steps: 5,
    rows: ['80 g pan rallado', '0.5 unitats cebolla morada', '2 cullerada tahini', '1 culleradeta comino'],
    names: ['garbanzos'],
  },
  {
    // A Pamplona San Fermín peña, impersonal "se"; the encierro's minutes are not a time.
    text: `Peña Los del Bronce · almuerzo del 7 de julio
Encierro a las 8: duró 2 minutos y 30 segundos, majo. El bacalao, comprado ya desalado. ¡Gora San Fermín!

Ajoarriero de la peña

Para 6

400 g de bacalao
3 pimientos choriceros
2 cebollas
3 dientes de ajo
4 patatas
200 ml de tomate frito
100 ml de aceite
6 huevos

Preparación:
Se sofríen los ajos y la cebolla en el aceite 15 minutos, luego se echa el bacalao desmigado y se rehoga 5 minutos.
Se añade el tomate frito con la carne de los choriceros y se deja 10 minutos más.
Mientras tanto se fríen las patatas en dados.
Al final se juntan las patatas con el bacalao y se cuajan los huevos por encima 3 minutos.`,
    title: 'Ajoarriero de la peña',
    servings: 6,
    prep: 0,
    cook: 33,
    steps: 5,
    rows: [
      '400 g bacalao',
      '3 unitats pimientos choriceros',
      '2 unitats cebollas',
      '4 unitats patatas',
      '200 ml tomate frito',
      '100 ml aceite',
      '6 unitats huevos',
    ],
    names: ['ajo'],
  },
  {
    // An Extremaduran shepherd dictating to his granddaughter: quantities in words, an overnight
    // marinade with no number (prep not asserted).
    text: `(Lo escribo yo, Lucía, tal como me lo va diciendo el abuelo Juan, que tiene 87 años y 300 ovejas en Monesterio.)

Mira, jija, la caldereta pa' 6 personas. Apunta:
- kilo y medio de cordero
- cien mililitros de aceite
- dos pimientos
- una cabeza de ajos
- un vaso de vino de pitarra
- dos hojas de laurel
- una cucharada de pimentón

El cordero lo dejas la noche antes en adobo con el pimentón, el laurel y el vino. Al otro día sofríes los ajos y los pimientos en el aceite un cuarto de hora, jechas el cordero y lo doras bien. Luego le jechas el adobo y lo dejas a fuego lento hora y media, que si no está duro como una suela.`,
    servings: 6,
    cook: 105,
    rows: ['1.5 kg cordero', '100 ml aceite', '2 unitats pimientos', '1 cullerada pimentón'],
    names: ['ajos', 'vino de pitarra', 'laurel'],
  },
  {
    // A Havana paladar: stated times (20 / 120) win over the steps' sum (125).
    text: `Paladar Los Socios · calle San Lázaro 512, Centro Habana · el plato cuesta 1 200 pesos
Asere, qué bolá. Esto es lo que más piden los yumas.

Ropa vieja

Para 6 comensales · Preparación: 20 minutos · Cocción: 2 horas

1 kg de falda de res
1 cebolla
1 ají cachucha
3 dientes de ajo
1 lata de puré de tomate
1/2 taza de vino seco
1 cucharadita de comino
2 hojas de laurel
3 cucharadas de aceite

1. Hierve la falda con el laurel hora y media, hasta que se deshebre.
2. Deshébrala con dos tenedores.
3. Haz un sofrito con la cebolla, el ají y el ajo 20 minutos.
4. Echa la carne, el tomate, el vino y el comino, luego cocina 15 minutos a fuego bajo.
5. Sírvela con arroz blanco y plátano maduro frito.`,
    title: 'Ropa vieja',
    servings: 6,
    prep: 20,
    cook: 120,
    steps: 6,
    rows: ['1 kg falda de res', '0.5 tassa vino seco', '1 culleradeta comino', '3 cullerada aceite'],
    names: ['puré de tomate', 'laurel', 'ajo'],
  },
  {
    // A La Paz salteñería: a yield (24) next to the servings (8); the altitude is not an amount.
    text: `Salteñería Doña Justa · calle Sagárnaga 318, La Paz (3.640 m)
Pues caserita, aquí la receta, ya. El jigote tiene que cuajar, si no se chorrea.

Salteñas paceñas

Salen 24 salteñas, para 8 personas

1 kg de harina
200 g de manteca
1 cucharada de achiote
1 cucharada de azúcar
500 g de carne de res en cubitos
3 papas
1 taza de arvejas
2 huevos duros

1. Cocina la carne con las papas, las arvejas y el achiote 40 minutos.
2. Enfría el jigote en la heladera 8 horas, hasta que cuaje.
3. Amasa la harina con la manteca fundida y el azúcar, y deja reposar la masa 30 minutos.
4. Rellena los discos con el jigote y un trozo de huevo, y ciérralas con el repulgue.
5. Hornea a 250 °C durante 15 minutos.`,
    title: 'Salteñas paceñas',
    servings: 8,
    prep: 510,
    cook: 55,
    steps: 5,
    rows: [
      '1 kg harina',
      '200 g manteca',
      '1 cullerada achiote',
      '1 cullerada azúcar',
      '3 unitats papas',
      '1 tassa arvejas',
    ],
  },

  // ───────────────────────────── English (15) ─────────────────────────────
  {
    // An Australian shearing-shed cook: browning "in batches" leaves cook unasserted.
    text: `WIRRABILLA STATION — SHED TUCKER
8 stands, 4,200 head this week. Rousies wash up, the cocky's bringing the beer Friday.

Camp Oven Mutton Stew

Feeds 12

3 kg mutton chops
6 onions
2 kg spuds
1 cup plain flour
2 tbsp Worcestershire sauce
1 tin tomatoes
2 litres water
salt and pepper

1. Roll the chops in the flour.
2. Brown them in the camp oven in batches.
3. Throw in the onions, then the spuds and the tomatoes.
4. Pour in the water and the sauce.
5. Lid on, coals on top, and leave it 2 hours while the boys finish the run.`,
    title: 'Camp Oven Mutton Stew',
    servings: 12,
    prep: 0,
    steps: 6,
    rows: [
      '3 kg mutton chops',
      '6 unitats onions',
      '2 kg spuds',
      '1 tassa plain flour',
      '2 cullerada worcestershire sauce',
      '2 l water',
    ],
    names: ['tomatoes', 'salt', 'pepper'],
  },
  {
    // A Scottish bothy book entry: the grid reference and the wind speed are not amounts.
    text: `Bothy book — Sat 3rd Nov. Shona & Ewan, came over from Glen Affric in the clag, grid ref NH 0754 2173. Wind 50 mph on the tops, dinnae bother with the ridge.

Made stovies for the 4 of us on the wee stove, left the spare tatties by the fire. We carried in:
1 kg tatties
2 onions
1 tin corned beef
50 g butter
300 ml stock

Melt the butter in the big pot and soften the onions for 10 minutes. Chuck in the tatties and the stock. Lid on and let it go 40 minutes, giving the pot a shoogle every so often. Break the corned beef into it and give it 10 more minutes.

Sorry aboot the burnt bit on the pot. Aye, it was braw.`,
    servings: 4,
    prep: 0,
    cook: 60,
    rows: ['1 kg tatties', '2 unitats onions', '50 g butter', '300 ml stock'],
    names: ['corned beef'],
  },
  {
    // A Jamaican church fellowship cookbook: "Psalm 34:8" looks like a time; 1 1/2 hours.
    text: `St. Andrew's Methodist Church Women's Fellowship Cookbook (1998) — page 47
Submitted by Sister Myrtle Campbell. "O taste and see that the Lord is good" (Psalm 34:8)

Sister Myrtle's Rice and Peas

Serves 8 at the harvest supper

2 cups rice
1 cup red peas
1 can coconut milk
2 stalks scallion
3 sprigs thyme
1 Scotch bonnet pepper
2 cloves garlic
1 tsp salt
4 cups water

1. Soak the peas in water 8 hours.
2. Boil the peas in the 4 cups water until tender, 1 1/2 hours.
3. Add the coconut milk, scallion, thyme, garlic and the whole Scotch bonnet.
4. Stir in the rice and salt, then cover and cook on low 25 minutes.
5. Remove the pepper and the thyme stems before serving.`,
    title: "Sister Myrtle's Rice and Peas",
    servings: 8,
    prep: 480,
    cook: 115,
    steps: 6,
    rows: ['2 tassa rice', '1 tassa red peas', '1 culleradeta salt', '4 tassa water'],
    names: ['coconut milk', 'scallion', 'thyme', 'garlic'],
  },
  {
    // A Quebec maple sugar shack card: fractions, 9x13", 35% and 350°F are not amounts or times.
    text: `Érablière Gagnon & Fils · Saint-Pierre-Baptiste, QC · since 1932 · 4,000 taps
Sugaring-off season: open weekends March & April. Tire sur la neige for the kids!

Pouding chômeur

Serves 10

1 1/2 cups maple syrup
1 cup whipping cream (35%)
1/2 cup butter
1/2 cup sugar
2 eggs
1 1/2 cups flour
2 tsp baking powder
1/2 cup milk
pinch of salt

1. Bring the syrup and cream to a boil, then set aside.
2. Cream the butter and sugar, beat in the eggs.
3. Fold in the flour, baking powder and salt alternately with the milk.
4. Spread the batter in a buttered 9x13" dish and pour the hot syrup over.
5. Bake at 350°F for 40 minutes.
6. Let it stand 10 minutes before serving.`,
    title: 'Pouding chômeur',
    servings: 10,
    prep: 10,
    cook: 40,
    steps: 7,
    rows: [
      '1.5 tassa maple syrup',
      '0.5 tassa butter',
      '0.5 tassa sugar',
      '2 unitats eggs',
      '1.5 tassa flour',
      '2 culleradeta baking powder',
      '0.5 tassa milk',
    ],
  },
  {
    // An Indian-English tiffin note to the cook: whistles and a natural release, so no cook.
    text: `Lakshmi didi,

Kindly make the dal for tomorrow's tiffin, for 4 only. Tiffin to be packed by 12:30 sharp, Rahul's school bus comes at 1. Gas cylinder is booked, the delivery boy will come, PIN 560034, please do the needful.

1 cup toor dal
3 cups water
1/2 tsp turmeric
1 tsp jeera
2 tomatoes
1 onion
2 green chillies
4 cloves garlic
2 tbsp ghee
salt to taste

Soak the dal 30 minutes itself. Pressure cook with the water and turmeric for 3 whistles, then let the pressure go down on its own. For the tadka, heat the ghee, put the jeera, then garlic, onion, chillies and tomatoes, and pour on the dal.

Don't make it too spicy, Rahul is complaining. Thank you — Meena`,
    servings: 4,
    prep: 30,
    rows: [
      '1 tassa toor dal',
      '3 tassa water',
      '0.5 culleradeta turmeric',
      '1 culleradeta jeera',
      '2 unitats tomatoes',
      '2 cullerada ghee',
    ],
    names: ['garlic', 'salt', 'green chillies'],
  },
  {
    // A baking podcast transcript: spoken quantities, a sponsor read, timestamps, a loaf (no servings).
    text: `CRUMBS & CHAT — Episode 112 — "Banana bread, but make it Tuesday"

(14:02) JO: Before we start, this episode is brought to you by Flourbox. Use code CRUMBS20 for 20% off your first box!
(14:10) SAM: Right, banana bread. One loaf, and it's so easy.
(14:14) SAM: You want three really ripe bananas, a hundred grams of butter, melted, a hundred and fifty grams of brown sugar, two eggs, two hundred grams of self-raising flour and a teaspoon of cinnamon.
(14:32) JO: And then?
(14:33) SAM: Mash the bananas, beat in the butter, the sugar and the eggs, fold in the flour and the cinnamon, into a lined loaf tin, and bake it for an hour and a quarter at one-sixty fan.
(14:49) JO: An hour and a quarter, wow.
(14:51) SAM: Yep, and then leave it in the tin fifteen minutes before you turn it out. Don't cut it hot, Jo.
(15:03) JO: I always cut it hot.`,
    prep: 15,
    cook: 75,
    rows: [
      '100 g butter',
      '150 g brown sugar',
      '2 unitats eggs',
      '200 g self-raising flour',
      '1 culleradeta cinnamon',
    ],
    names: ['bananas'],
  },
  {
    // A Cornish surf shack: a yield of pasties (no servings); "20 crimps a side" and the tide.
    text: `GWITHIAN SURF SHACK — wetsuit hire £12 — high tide 14:52
Proper job. The emmets can wait, pasties'll be ready dreckly, my lover.

Cornish Pasties

Makes 6 pasties

500 g strong flour
125 g lard
125 g butter
175 ml water
450 g beef skirt
450 g potato
250 g swede
200 g onion
salt and plenty of pepper

1. Rub the lard and butter into the flour, then add the water.
2. Rest the pastry in the fridge 30 minutes.
3. Roll out 6 rounds the size of a side plate.
4. Layer the swede, potato, onion and beef on each, seasoning as you go.
5. Crimp the edge, 20 crimps a side for luck.
6. Bake at 210°C for 20 minutes, then drop to 180°C for 40 minutes.`,
    title: 'Cornish Pasties',
    prep: 30,
    cook: 60,
    steps: 8,
    rows: [
      '500 g strong flour',
      '125 g lard',
      '125 g butter',
      '175 ml water',
      '450 g beef skirt',
      '450 g potato',
      '250 g swede',
      '200 g onion',
    ],
    names: ['salt', 'pepper'],
  },
  {
    // A Texas chili cook-off entry form: times stated at the end win; the total is not added.
    text: `CHILI COOK-OFF — ENTRY FORM
Entry #37 · Booth 12 · $25 entry fee · Judging at 3:00 PM sharp · CASI rules, no beans
Team: Smokin' Armadillos (Pflugerville, TX)

Smokin' Armadillo Red

Serves 8

3 lb beef chuck
2 oz chili powder blend
1 onion
6 cloves garlic
2 tbsp cumin
1 tsp oregano
1 can tomato sauce (8 oz)
2 cups beef broth
1 bottle of beer
2 tbsp masa harina

1. Brown the beef in three batches.
2. Sweat the onion and garlic 5 minutes.
3. Add the spices, broth, tomato sauce and beer.
4. Simmer 2 1/2 hours, stirring every 20 minutes.
5. Stir in the masa slurry for the last 15 minutes.

Prep time: 30 minutes. Cook time: 3 hours. Total: 3 1/2 hours.`,
    title: "Smokin' Armadillo Red",
    servings: 8,
    prep: 30,
    cook: 180,
    steps: 5,
    rows: ['2 cullerada cumin', '1 culleradeta oregano', '2 tassa beef broth', '2 cullerada masa harina'],
    names: ['beef chuck', 'garlic', 'tomato sauce', 'beer'],
  },
  {
    // A US firehouse kitchen: two "then" clauses split items; jars and pounds are never rows.
    text: `ENGINE 42 / LADDER 17 — B SHIFT KITCHEN
If the tones drop, oven OFF. Nobody wants another kitchen fire report (#2026-0413). Probie does the dishes.

Engine 42 Lasagna

Serves 10

2 lb ground beef
1 lb Italian sausage
1 box lasagna noodles
2 jars marinara (24 oz)
15 oz ricotta
2 eggs
4 cups mozzarella
1 cup parmesan
1/4 cup parsley

1. Brown the beef and sausage 15 minutes, then drain.
2. Stir in the marinara.
3. Mix the ricotta, eggs and parsley.
4. Layer sauce, noodles, ricotta and mozzarella three times.
5. Top with the parmesan.
6. Bake covered at 375°F for 45 minutes, then uncovered 15 minutes.
7. Rest 15 minutes before cutting.`,
    title: 'Engine 42 Lasagna',
    servings: 10,
    prep: 15,
    cook: 75,
    steps: 9,
    rows: ['2 unitats eggs', '4 tassa mozzarella', '1 tassa parmesan', '0.25 tassa parsley'],
    names: ['ground beef', 'ricotta', 'marinara'],
  },
  {
    // A Hawaiian lunch wagon, telegraphic lines; mile marker 12 is not an amount.
    text: `Auntie Lei's Lunch Wagon · Waimānalo, mile marker 12 · cash only brah
Da kine everybody ask for. Broke da mouth, ono!

Loco Moco

Serves 4

1 1/2 lb ground beef
4 cups rice
4 eggs
2 cups beef broth
2 tbsp shoyu
1 tbsp cornstarch
1/2 onion

Shape da beef into 4 patties.
Fry the patties 8 minutes, flip halfway.
Same pan, onion 3 minutes, then the broth and shoyu.
Thicken with the cornstarch slurry 2 minutes.
Fry the eggs sunny side up.
Rice, patty, gravy, egg on top.`,
    title: 'Loco Moco',
    servings: 4,
    prep: 0,
    cook: 13,
    steps: 7,
    rows: [
      '4 tassa rice',
      '4 unitats eggs',
      '2 tassa beef broth',
      '2 cullerada shoyu',
      '1 cullerada cornstarch',
      '0.5 unitats onion',
    ],
    names: ['ground beef'],
  },
  {
    // A village show schedule with the winning recipe: class numbers, prize years, tin sizes.
    text: `LITTLE WENBURY FLOWER & PRODUCE SHOW — Saturday 8th August
Class 14: Victoria sandwich (WI rules). 2 x 18cm tins, raspberry jam filling, caster sugar dusting, no cream. Entries to the marquee by 9.30am.

Mrs Joan Pattinson's winning recipe (1st prize 1994, 1996 and 2003):

Victoria Sandwich

225 g butter
225 g caster sugar
4 eggs
225 g self-raising flour
2 tbsp milk
4 tbsp raspberry jam

1. Cream the butter and sugar until pale.
2. Beat in the eggs one at a time.
3. Fold in the flour and the milk.
4. Divide between two 18cm tins.
5. Bake at 180°C for 25 minutes.
6. Cool in the tins for 10 minutes, then on a rack for an hour.
7. Sandwich with the jam and dust with caster sugar.`,
    title: 'Victoria Sandwich',
    prep: 70,
    cook: 25,
    steps: 8,
    rows: [
      '225 g butter',
      '225 g caster sugar',
      '4 unitats eggs',
      '225 g self-raising flour',
      '2 cullerada milk',
      '4 cullerada raspberry jam',
    ],
  },
  {
    // A Singapore hawker uncle in Singlish; slices and cloves are never rows; "$4.50" and "#01-23".
    text: `Uncle Tan Chicken Rice · Blk 85 Bedok North, #01-23 · since 1987 · $4.50 per plate

Aiyoh, you want my recipe? Can lah, but don't open stall next to me ok. Serves 6 lah.

1 whole chicken
2 cups jasmine rice
3 cups chicken stock
5 slices ginger
6 cloves garlic
2 tbsp chicken fat
1 tsp sesame oil

Simmer the chicken with the ginger 35 minutes, then dunk it in ice water until cold. Fry the garlic and the rice in the chicken fat 3 minutes. Cook the rice in the pot with the stock 20 minutes, covered. Rub the chicken with the sesame oil and chop. Shiok!`,
    servings: 6,
    prep: 0,
    cook: 58,
    rows: [
      '2 tassa jasmine rice',
      '3 tassa chicken stock',
      '2 cullerada chicken fat',
      '1 culleradeta sesame oil',
    ],
    names: ['chicken', 'ginger', 'garlic'],
  },
  {
    // A Newfoundland Sunday dinner card: an 8-hour soak, "Then" opening a sentence, pounds.
    text: `Sunday dinner at Nan's, Bay Roberts, off Route 70 — every Sunday since 1949, b'y.

Jiggs Dinner

Feeds 6

2 lb salt beef
1 cup yellow split peas
1 turnip
6 potatoes
4 carrots
1 cabbage

Method:
Soak the salt beef in cold water 8 hours, me son. Tie the peas loose in the pudding bag. Boil the beef with the pudding bag in the big pot 2 hours. Then in goes the turnip, carrots, potatoes and cabbage for 30 minutes more. Mash the pease pudding with a knob of butter and lots of pepper.`,
    title: 'Jiggs Dinner',
    servings: 6,
    prep: 480,
    cook: 150,
    steps: 5,
    rows: ['1 tassa yellow split peas', '6 unitats potatoes', '4 unitats carrots'],
    names: ['salt beef', 'turnip', 'cabbage'],
  },
  {
    // A Reddit post: "fed 5 kids on $20 a week" is not servings; EDIT lines are not steps.
    text: `r/Cooking · Posted by u/gramps_chili_mac · 9h
My grandpa's one-pot chili mac (fed 5 kids on $20 a week)

He made this every Thursday. Serves 6.

* 1 lb ground beef
* 2 cups elbow macaroni
* 1 can kidney beans
* 3 cups beef broth
* 1 tbsp chili powder
* 1 cup cheddar

1. Brown the beef in a big pot for 8 minutes.
2. Add the chili powder, beans, broth and macaroni.
3. Simmer covered 12 minutes, stirring twice.
4. Stir in the cheddar and let it sit 5 minutes off the heat.

EDIT: to the 47 people asking, no, I'm not adding tomatoes.
EDIT 2: 1.2k upvotes?? Grandpa would have loved this.`,
    servings: 6,
    prep: 5,
    cook: 20,
    steps: 4,
    rows: ['2 tassa elbow macaroni', '3 tassa beef broth', '1 cullerada chili powder', '1 tassa cheddar'],
    names: ['ground beef', 'kidney beans'],
  },
  {
    // A narrowboat log: lock numbers and speed limits; a yield of squares, not servings.
    text: `Log, Tues 14th — moored below Lock 21 on the Trent & Mersey. Hire boat ignored the 6 mph limit again and the gongoozlers cheered. Windlass back on its hook.

Flapjack

Makes 16 squares, the boat's tin

250 g oats
125 g butter
125 g sugar
3 tbsp golden syrup
a pinch of salt

Melt the butter, sugar and syrup in the pan 5 minutes.
Stir in the oats and the salt.
Press into the greased tin.
Bake at 180°C for 25 minutes in the little gas oven.
Cool in the tin 20 minutes, then cut into 16.`,
    title: 'Flapjack',
    prep: 20,
    cook: 30,
    steps: 6,
    rows: ['250 g oats', '125 g butter', '125 g sugar', '3 cullerada golden syrup'],
    names: ['salt'],
  },
];
