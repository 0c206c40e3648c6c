import type { CookText } from './check-cook-text.ts';

/**
 * Eighth held-out set of cook texts for issue 34, written 2026-11-30 BLIND: by a helper session that
 * read no file of the project (no parser, no knowledge base, no earlier held-out sets, no docs, no
 * tests; only the brief, which quotes the seventh set's header for its conventions and the voices to
 * avoid) and wrote these 45 texts from general cooking knowledge only. 15 Catalan, 15 Spanish, 15
 * English.
 *
 * Voices, on purpose unlike the fifth, sixth and seventh sets: a Lleida farmer ("lo", "los
 * caragols", aladrocs, "mig quilo"), a hospital dietitian's patient handouts (kcal, protein, sodium
 * and HbA1c figures after the method), scout camp leaders (patrols, tents, a 20.30 supper, a 12:30
 * start, 25 kids and 5 leaders), a Valencian paella competition judge (scores "de l'1 al 10", 15
 * paelles, bajoqueta, garrofó, tomaca), SMS threads between siblings (timestamps, "tete", "legend"),
 * a machine-translated recipe in each language (verb-last word order, "eggs of hen"), recipes inside
 * email reply chains ("Re: Re:", "-----Mensaje original-----", quoted "> " lines with dates),
 * 1950s cookbooks in the impersonal ("se baten sis ous", "cuézase", "a moderate oven (180 °C)", 4
 * oz.), kids' school assignments (4t B, 3.º A, Year 4, "Nota: 9", WALT), a vegan blogger's
 * affiliate chatter (discount codes, 25.000 followers, "200+ times"), a Cerdanya mountain hut at
 * 2.100 m, a sommelier's fricandó for a 1998 vi ranci, a restaurant cost sheet with columns and
 * euros, a pressure-cooker manual (model OX-6, 6 litres, level 2, "2/3"), a Galician grandmother
 * writing in Spanish (lacón, grelos, "miña neniña", Lalín), a Murcian huerta cook ("acho",
 * "despacico", zarangollo), Mexican Spanish (jitomate, "mi amá", "ahorita"), Chilean (porotos
 * granados, zapallo camote, choclo, "al tiro"), Peruvian (ají amarillo, papa amarilla, palta,
 * sancochar), Aragonese ("maño", ternasco), Colombian ("sumercé", ajiaco, guascas, papa criolla),
 * an Irish pub cook (est. 1987, table 12, a pint of Guinness), a New Zealand bach (kumara, chilly
 * bin, "sweet as"), a South African potjie (No. 3 pot, boet, braai spice), a Filipino-American
 * adobo (Lola, Tita, Daly City), a Nigerian party jollof (tatashe, ata rodo, a sachet of tomato
 * paste), an Australian gran's Anzac biscuits, a Welsh chapel rarebit (the 1976 Eisteddfod) and a
 * Hong Kong cha chaan teng breakfast set (HK$38).
 * Traps: numbers that are not amounts or times (1985, 40 hectàrees, 2.100 m, 22a edició, "patrulla
 * 3", tenda 4, 20.30, 25.000, "un 10%", pàgina 14, 2/3, 0,28 €/ració, 14 °C, "1 lacón de 2 kg",
 * "el molde grande de 22 cm", 190 kcal, 120 mg, "tienda 7", 8:00, "Makes about 12", No. 3, 7-inch
 * tins, "20 paper cases", 32 g carbohydrate, 48 mmol/mol, HK$38), times inside a stated time ("los
 * últimos 10 minutos" of an hour and a half, "las guascas los últimos 5 minutos", "the last 5
 * minutes" of a 30-minute cook), a tip with days in the fridge, ranges ("5-7 minuts", "5-10
 * minutes"), batches ("per tandes", "in batches", one pancake at a time), a natural pressure release,
 * cans and jars ("1 pot de cigrons (400 g)", "1 bote", "1 lata", "1 tin", "1 400 g can"), a sachet,
 * ounces, pounds, pints, cloves, handfuls, "al gust" / "al gusto" / "to taste", quantities in words
 * ("mig quilo", "medio litro", "sis ous", "tres huevos") and fractions ("½ cup", "¾ cup", "1/2
 * cucharadita"), times in words ("quaranta minuts", "media hora", "tres cuartos de hora", "hora y
 * media", "an hour and a half").
 *
 * Conventions applied to the expected values (kept exactly from the seventh set): a stated time is
 * the answer and a stated total is never added to its parts; otherwise cook = sum of step durations
 * on the heat / in the oven / microwave / air fryer, and prep = resting, soaking, proving,
 * marinating, fridge time; no time at all: prep 0 and cook 0; a step time given only as a range (or
 * as "per tandes" / batches) leaves cook unasserted, and so do parallel batch-cooking plans and a
 * pressure cooker's natural release. Rows are "quantity unit name" with units g, kg, ml, l, unitats,
 * cullerada, culleradeta, tassa, pessics (the unit in Catalan whatever the text's language),
 * decimals with a dot, the name as written in the text's language, lowercase, without the measure
 * word or "de"; ranges, ounces, pounds, cans (also "796 ml can"), glasses, cloves, sachets, handfuls
 * and "to taste" are never rows (the food goes to `names`). Steps: one sentence / numbered item /
 * telegraphic line is a step, a clause opened by then / luego / després / mentrestant / meanwhile is
 * a step of its own; asserted only where unambiguous (a closing tip or note line is not a step).
 * Title only when the dish has its own title line. Servings only when stated as a single number.
 *
 * Never to be tuned on: it is measured once, as written, and then retired.
 */
export const HELD_OUT_COOK_TEXTS_8: readonly CookText[] = [
  // ------------------------------------------------------------------------------------ Catalan
  {
    // A Lleida farmer: "lo", "los", a year that is a memory, not an amount.
    text: `Caragols a la llauna
Per a 4.
Lo que cal:
1 kg de caragols
100 ml d'oli
2 cullerades de sal grossa
pebre negre al gust
allioli, lo que vulgueu
Poseu los caragols a la llauna amb la boca amunt. Tireu-hi la sal i lo pebre per damunt. Poseu la llauna a la brasa 20 minuts. Després rocieu-los amb l'oli i deixeu-los 5 minuts més. Serviu-los amb allioli i pa de pagès.
Lo meu avi en feia 3 llaunes per a l'aplec del 1985 i encara en parlen a la Segarra.`,
    title: 'Caragols a la llauna',
    servings: 4,
    prep: 0,
    cook: 25,
    steps: 5,
    rows: ['1 kg caragols', '100 ml oli', '2 cullerada sal grossa'],
    names: ['pebre negre', 'allioli'],
  },
  {
    // The same farmer: "mig quilo" in words, frying in batches, hectares in a closing line.
    text: `Aladrocs fregits
Mig quilo d'aladrocs
farina per arrebossar
oli per fregir
sal
Netegeu los aladrocs: traieu-los lo cap i la tripa. Passeu-los per farina. Fregiu-los per tandes en oli ben calent. Deixeu-los escórrer sobre paper i saleu-los.
A la finca tenim 40 hectàrees de pomeres, però això és lo que ens fa més goig lo diumenge.`,
    title: 'Aladrocs fregits',
    steps: 4,
    rows: ['0.5 kg aladrocs'],
    names: ['farina', 'oli', 'sal'],
  },
  {
    // A hospital dietitian's handout: nutrition figures after the method are not amounts.
    text: `Crema de carbassó
Full d'educació nutricional · Unitat de Nutrició Clínica · Planta 3
Racions: 2
Ingredients
- 300 g de carbassó
- 1 patata mitjana (150 g)
- 400 ml d'aigua
- 1 culleradeta d'oli d'oliva
- Sal: la mínima (dieta hiposòdica)
Elaboració
1. Renteu i talleu el carbassó i la patata a daus.
2. Bulliu-los en l'aigua durant 20 minuts.
3. Tritureu-ho fins que quedi fi.
4. Afegiu-hi l'oli en cru.
Valor per ració: 95 kcal, 3 g de proteïna, 2,5 g de greix, 40 mg de sodi. Consulteu la vostra dietista abans de canviar la dieta.`,
    title: 'Crema de carbassó',
    servings: 2,
    prep: 0,
    cook: 20,
    steps: 4,
    rows: ['300 g carbassó', '400 ml aigua', "1 culleradeta oli d'oliva"],
    names: ['patata'],
  },
  {
    // A scout camp leader: a patrol, a tent number and a supper time; the rest off the heat is prep.
    text: `Arròs de campament
Agrupament Escolta Puig Cabrer · torn de cuina de la patrulla Esquirols, tenda 4
Per a 30.
3 kg d'arròs
2 kg de botifarra
6 cebes
200 ml d'oli
6 l d'aigua
sal
- Sofregiu la ceba a l'olla gran 15 minuts.
- Afegiu la botifarra a trossos i deixeu-la 10 minuts.
- Tireu l'arròs i l'aigua i bulliu-ho 18 minuts.
- Tapeu l'olla, retireu-la del foc i deixeu-la reposar 5 minuts.
Sopar a les 20.30; la patrulla 3 renta les olles i ningú no s'escapa.`,
    title: 'Arròs de campament',
    servings: 30,
    prep: 5,
    cook: 43,
    steps: 4,
    rows: ['3 kg arròs', '2 kg botifarra', '6 unitats cebes', '200 ml oli', '6 l aigua'],
    names: ['sal'],
  },
  {
    // A Valencian paella judge: edition, scores and entries are not amounts.
    text: `Paella valenciana
Fitxa de referència del jurat (concurs de la Pobla, 22a edició). Per a 6.
- 400 g d'arròs bomba
- 1 pollastre de corral trossejat
- mig conill
- 200 g de bajoqueta
- 100 g de garrofó
- 1 tomaca ratllada
- 1 culleradeta de pimentó dolç
- safrà
- una branca de romer
- 150 ml d'oli
- aigua
1. Fregiu la carn a foc viu 20 minuts.
2. Afegiu la bajoqueta i el garrofó i fregiu-ho 5 minuts més.
3. Afegiu la tomaca i el pimentó i remeneu 3 minuts.
4. Ompliu d'aigua fins als claus de les anses i bulliu-ho 30 minuts.
5. Tireu l'arròs i el safrà i coeu-ho 18 minuts, sense remenar.
6. Deixeu-la reposar 5 minuts fora del foc.
Puntuació: de l'1 al 10 per sabor, punt de l'arròs i socarrat. 15 paelles a concurs.`,
    title: 'Paella valenciana',
    servings: 6,
    prep: 5,
    cook: 76,
    steps: 6,
    rows: [
      '400 g arròs bomba',
      '200 g bajoqueta',
      '100 g garrofó',
      '1 culleradeta pimentó dolç',
      '150 ml oli',
    ],
    names: ['safrà', 'romer', 'conill', 'pollastre'],
  },
  {
    // An SMS thread between siblings: timestamps are not times.
    text: `[19:02] Marta: ei com feia la mare la truita de patates??
[19:03] Jordi: 3 patates grosses, 1 ceba, 5 ous, oli i sal
[19:03] Jordi: patates i ceba a làmines, a la paella amb molt d'oli a foc lent 20 min
[19:05] Jordi: escorres l'oli i ho barreges amb els ous batuts
[19:05] Jordi: a la paella 2 min, la gires amb un plat, 2 min més
[19:06] Marta: i la sal?
[19:06] Jordi: a les patates. i no la facis seca eh 😂
[19:07] Marta: gràcies tete ❤️`,
    prep: 0,
    cook: 24,
    rows: ['5 unitats ous', '1 unitats ceba'],
    names: ['patates', 'oli', 'sal'],
  },
  {
    // Machine-translated, verb-last word order.
    text: `Pollastre de llimona al forn recepta fàcil
Ingredients per 4 persones:
1 pollastre en vuit trossos
2 llimones el suc de
4 grans d'all
2 cullerades oli d'oliva verge extra
1 culleradeta de farigola sec
sal i pebre al gust
Passos:
1. Forn el preescalfar a 200 graus.
2. Pollastre en la safata posar i llimona suc per sobre tirar.
3. All esclafat i farigola afegir, oli també.
4. Forn 45 minuts coure fins daurat la pell ser.
5. Calent servir, gaudir!`,
    servings: 4,
    prep: 0,
    cook: 45,
    steps: 5,
    rows: ["2 cullerada oli d'oliva verge extra", '1 culleradeta farigola sec'],
    names: ['pollastre', 'all', 'pebre'],
  },
  {
    // A recipe inside an email reply chain: dates, times and "60 panellets" are not amounts.
    text: `Re: Re: panellets d'aquest any
Hola Núria,
Aquí la tens, copiada de la llibreta de la iaia. Diumenge 1 de novembre a les 11 a casa meva!
Anna

> El 28/10/2026, a les 18:12, Núria va escriure:
> M'envies la recepta dels panellets? Que l'any passat en vam fer 60 i no en va quedar cap.

Panellets de pinyons
250 g d'ametlla mòlta
200 g de sucre
1 patata petita
150 g de pinyons
1 ou
1. Bulliu la patata amb pell 25 minuts i aixafeu-la.
2. Barregeu-la amb l'ametlla i el sucre fins a fer una massa.
3. Deixeu reposar la massa a la nevera 12 hores.
4. Feu boletes, passeu-les per clara d'ou i arrebosseu-les amb els pinyons.
5. Pinteu-les amb el rovell i coeu-les al forn a 200 °C 10 minuts.`,
    title: 'Panellets de pinyons',
    prep: 720,
    cook: 35,
    steps: 5,
    rows: ['250 g ametlla mòlta', '200 g sucre', '150 g pinyons', '1 unitats ou'],
    names: ['patata'],
  },
  {
    // A 1950s cookbook in the impersonal: "sis ous", "un pessic", "forn moderat (180 °C)", minutes in words.
    text: `Pa de pessic
(del «Llibre de la bona mestressa», edició de 1954)
Se baten sis ous amb 180 g de sucre fins que blanquegin. S'hi afegeixen 180 g de farina tamisada i un pessic de sal, a poc a poc. S'unta el motlle amb mantega. Es cou en forn moderat (180 °C) durant quaranta minuts. Es desemmotlla quan s'ha refredat.`,
    title: 'Pa de pessic',
    prep: 0,
    cook: 40,
    steps: 5,
    rows: ['6 unitats ous', '180 g sucre', '1 pessics sal'],
    names: ['farina', 'mantega'],
  },
  {
    // A kid's school assignment: class, date and mark are not amounts; no time at all.
    text: `Treball de Coneixement del Medi - 4t B
Nom: Pol Ferrer Puig   Data: 23/11/2026
LA RECEPTA DEL MEU AVI: PA AMB TOMÀQUET
Ingredients (per a 2 persones):
- 4 llesques de pa de pagès
- 2 tomàquets madurs
- oli d'oliva
- sal
Passos:
1. Primer torrem el pa.
2. Tallem els tomàquets per la meitat.
3. Refreguem el tomàquet pel pa.
4. Hi tirem oli i sal.
M'agrada perquè el meu avi diu que és el millor esmorzar del món. Nota: 9`,
    servings: 2,
    prep: 0,
    cook: 0,
    steps: 4,
    names: ['pa de pagès', 'tomàquets', "oli d'oliva", 'sal'],
  },
  {
    // A vegan blogger's affiliate chatter: a code, a percentage, a follower count; a jar is not a row.
    text: `Curri de cigrons i espinacs (vegà, sense gluten!) 🌱
Abans de començar: aquest post conté enllaços d'afiliat. Si compres les espècies amb el meu codi VERDA10 tens un 10% de descompte i a mi em fa molta il·lusió 💚 Ja som 25.000 a la comunitat!
Racions: 4
- 1 ceba
- 2 grans d'all
- 1 cullerada de curri en pols
- 1 pot de cigrons cuits (400 g)
- 400 ml de llet de coco
- 100 g d'espinacs frescos
- sal
1. Sofregeix la ceba i l'all 5 minuts.
2. Afegeix el curri i remena 1 minut.
3. Tira-hi els cigrons i la llet de coco i cou-ho 15 minuts.
4. Afegeix els espinacs al final i deixa que s'estovin 2 minuts.
Si el fas, etiqueta'm! 📸`,
    servings: 4,
    prep: 0,
    cook: 23,
    steps: 4,
    rows: ['1 unitats ceba', '1 cullerada curri en pols', '400 ml llet de coco', '100 g espinacs frescos'],
    names: ['cigrons', 'all'],
  },
  {
    // A Cerdanya mountain hut: an altitude that is not an amount.
    text: `Trinxat de la Cerdanya
Refugi a 2.100 m d'altitud. Per a 4.
1 kg de col d'hivern
500 g de patates
100 g de cansalada viada
2 grans d'all
oli
sal
Bulliu la col i les patates 25 minuts. Escorreu-les i aixafeu-les amb una forquilla. Fregiu la cansalada i l'all. Barregeu-ho tot i poseu-ho a la paella en forma de coca 5 minuts. Gireu-la amb un plat i deixeu-la 5 minuts més.`,
    title: 'Trinxat de la Cerdanya',
    servings: 4,
    prep: 0,
    cook: 35,
    steps: 5,
    rows: ["1 kg col d'hivern", '500 g patates', '100 g cansalada viada'],
    names: ['all', 'oli', 'sal'],
  },
  {
    // A sommelier: a vintage and a serving temperature; soaking is prep, an hour in words.
    text: `Fricandó amb moixernons
Un plat per obrir aquell vi ranci del 1998 que guardem al celler. Per a 6.
800 g de vedella en filets prims
30 g de moixernons secs
2 cebes
2 tomàquets
farina
150 ml de vi ranci
500 ml de brou
Poseu els moixernons en remull 30 minuts. Enfarineu la carn i daureu-la 10 minuts. Traieu-la i sofregiu la ceba i el tomàquet 20 minuts. Torneu-hi la carn, els moixernons, el vi i el brou i coeu-ho una hora a foc suau.
Maridatge: el mateix ranci, servit a 14 °C.`,
    title: 'Fricandó amb moixernons',
    servings: 6,
    prep: 30,
    cook: 90,
    steps: 4,
    rows: [
      '30 g moixernons secs',
      '2 unitats cebes',
      '2 unitats tomàquets',
      '150 ml vi ranci',
      '500 ml brou',
    ],
    names: ['vedella', 'farina'],
  },
  {
    // A restaurant cost sheet: columns, euros, a range on the heat (cook unasserted), fridge is prep.
    text: `CREMA CATALANA — full de costos (cuina del restaurant)
Ingredient | Quantitat | Cost
Llet sencera | 500 ml | 0,55 €
Rovells d'ou | 4 | 0,80 €
Sucre | 100 g | 0,12 €
Midó de blat de moro | 20 g | 0,05 €
Pell de llimona | 1 | 0,10 €
Canyella en branca | 1 | 0,08 €
Total 6 racions: 1,70 € → 0,28 €/ració
Procés:
Infusioneu la llet amb la pell de llimona i la canyella 10 minuts.
Bateu els rovells amb el sucre i el midó.
Coeu-ho tot a foc baix, remenant, 5-7 minuts, fins que espesseixi.
Repartiu-la en cassoles i deixeu-la a la nevera 2 hores.
Cremeu el sucre per sobre just abans de servir.`,
    servings: 6,
    prep: 120,
    steps: 5,
    rows: ['500 ml llet sencera', '100 g sucre', '20 g midó de blat de moro'],
    names: ["rovells d'ou", 'pell de llimona', 'canyella en branca'],
  },
  {
    // A pressure-cooker manual: model, litres, level and a fraction that are not amounts; natural release.
    text: `Cigrons a l'olla exprés
Manual d'ús, model OX-6 (6 litres), pàgina 14
250 g de cigrons secs
1 fulla de llorer
1 l d'aigua
sal
1. Poseu els cigrons en remull 12 hores.
2. Escorreu-los i poseu-los a l'olla amb l'aigua i el llorer.
3. Tanqueu la tapa, nivell 2, i compteu 20 minuts des que surti el vapor.
4. Deixeu que la pressió baixi sola abans d'obrir.
5. Saleu-los al final.
Atenció: no ompliu mai l'olla més de 2/3 de la seva capacitat.`,
    title: "Cigrons a l'olla exprés",
    prep: 720,
    steps: 5,
    rows: ['250 g cigrons secs', '1 l aigua'],
    names: ['llorer', 'sal'],
  },
  // ------------------------------------------------------------------------------------ Spanish
  {
    // A Galician grandmother writing in Spanish: a soak of a day, "luego" and "después" steps.
    text: `Lacón con grelos
Mira, miña neniña, esto es para 6 y sobra.
1 lacón de 2 kg
1 kg de grelos
6 patatas
3 chorizos gallegos
sal
Pon el lacón a remojo 24 horas, cambiándole el agua un par de veces. Cuécelo en una olla grande 2 horas. Luego echa los chorizos y déjalos 20 minutos. Después saca el lacón y los chorizos y cuece en ese caldo las patatas y los grelos 25 minutos. Sírvelo todo junto con un chorrito de aceite y pimentón, que así lo hacía mi madre en Lalín.`,
    title: 'Lacón con grelos',
    servings: 6,
    prep: 1440,
    cook: 165,
    rows: ['1 kg grelos', '6 unitats patatas', '3 unitats chorizos gallegos'],
    names: ['lacón', 'sal'],
  },
  {
    // A Murcian huerta cook: "acho", "pijo", "despacico".
    text: `Zarangollo murciano
Acho, esto en la huerta se hace con lo que hay. Para 4 personas:
1 kg de calabacín
2 cebollas
4 huevos
100 ml de aceite de oliva
sal
1. Pica el calabacín y la cebolla en rodajas finas.
2. Ponlo a pochar a fuego lento 30 minutos, que se haga despacico.
3. Echa los huevos batidos y remueve 3 minutos.
4. Sala y a la mesa, pijo.`,
    title: 'Zarangollo murciano',
    servings: 4,
    prep: 0,
    cook: 33,
    steps: 4,
    rows: ['1 kg calabacín', '2 unitats cebollas', '4 unitats huevos', '100 ml aceite de oliva'],
    names: ['sal'],
  },
  {
    // Mexican Spanish: jitomate, "mi amá", "ahorita"; soak and rest are prep.
    text: `Arroz rojo
Como el de mi amá. Para 6.
1 taza de arroz
2 jitomates
1/4 de cebolla
1 diente de ajo
2 tazas de caldo de pollo
2 cucharadas de aceite
1 ramita de cilantro
Remoja el arroz 15 minutos y escúrrelo. Licúa el jitomate con la cebolla y el ajo. Fríe el arroz en el aceite 5 minutos, hasta que suene a arenita. Agrega lo licuado y cocina 3 minutos. Luego el caldo y el cilantro, tapa y cocina a fuego bajo 20 minutos. Apaga y déjalo reposar 5 minutos tapado, ahorita no lo destapes.`,
    title: 'Arroz rojo',
    servings: 6,
    prep: 20,
    cook: 28,
    steps: 6,
    rows: ['1 tassa arroz', '2 unitats jitomates', '2 cullerada aceite'],
    names: ['ajo', 'cilantro', 'caldo de pollo'],
  },
  {
    // Chilean: porotos granados, zapallo camote, choclo, "al tiro"; a closing tip.
    text: `Porotos granados
Para 6.
1 kg de porotos granados
500 g de zapallo camote
4 choclos
1 cebolla
1 cucharada de color (pimentón en aceite)
10 hojas de albahaca
Sofríe la cebolla con el color 5 minutos. Agrega los porotos, cubre con agua y cocina 30 minutos. Después echa el zapallo en cubos y cocina 15 minutos más. Ralla los choclos, échalos con la albahaca y cocina 10 minutos, revolviendo al tiro para que no se pegue.
Quedan bien espesos; si te gustan con mazamorra, no te pases de agua.`,
    title: 'Porotos granados',
    servings: 6,
    prep: 0,
    cook: 60,
    steps: 4,
    rows: ['1 kg porotos granados', '500 g zapallo camote', '4 unitats choclos', '1 unitats cebolla'],
    names: ['albahaca'],
  },
  {
    // Peruvian: ají amarillo, papa amarilla, palta, sancochar; a tin of tuna is not a row.
    text: `Causa limeña
Para 4 personas.
1 kg de papa amarilla
3 cucharadas de pasta de ají amarillo
el jugo de 3 limones
100 ml de aceite vegetal
1 lata de atún
4 cucharadas de mayonesa
1 palta
2 huevos duros
aceitunas de botija
Sancocha las papas con cáscara 25 minutos. Pélalas y prénsalas en caliente. Mezcla con el ají, el limón, el aceite y sal. Arma capas de papa, atún con mayonesa y palta. Refrigera 1 hora antes de servir, decorada con huevo y aceituna.`,
    title: 'Causa limeña',
    servings: 4,
    prep: 60,
    cook: 25,
    steps: 5,
    rows: [
      '1 kg papa amarilla',
      '3 cullerada pasta de ají amarillo',
      '100 ml aceite vegetal',
      '4 cullerada mayonesa',
    ],
    names: ['atún', 'palta', 'aceitunas de botija'],
  },
  {
    // A vegan blogger in Spanish: a discount code and a percentage; a jar; "al gusto"; no time at all.
    text: `¡El hummus más cremoso del mundo! (vegano y sin aceite de palma)
Antes de nada: este post contiene enlaces de afiliado. Mi procesador es el de la marca que os enlazo abajo; con el código HUMMUS20 tenéis un 20% de descuento 🙌
Ingredientes:
- 1 bote de garbanzos cocidos (400 g)
- 2 cucharadas de tahini
- el zumo de 1 limón
- 1 diente de ajo
- 3 cucharadas de agua fría
- 1/2 cucharadita de comino
- sal al gusto
Preparación:
1. Escurre los garbanzos (guarda el agua, ¡es aquafaba!).
2. Tritura todo en el procesador.
3. Añade el agua poco a poco hasta que quede cremoso.
4. Sirve con pimentón y un hilo de aceite.
¿Lo has probado? ¡Cuéntamelo en comentarios y dale a guardar! 💛`,
    prep: 0,
    cook: 0,
    steps: 4,
    rows: ['2 cullerada tahini', '3 cullerada agua fría', '0.5 culleradeta comino'],
    names: ['garbanzos', 'ajo', 'sal'],
  },
  {
    // Machine-translated Spanish, verb-last; marinating is prep.
    text: `Cerdo en agridulce estilo de China receta
Para 4 personas porciones.
500 g de lomo de cerdo en cubos
2 cucharadas salsa de soja
1 cucharada de maicena
1 pimiento rojo
1 lata de piña en trozos
3 cucharadas de ketchup
2 cucharadas vinagre de arroz
Pasos:
1. Cerdo con soja y maicena marinar 30 minutos.
2. En aceite caliente freír el cerdo por 6 minutos hasta dorado quedar.
3. Pimiento y piña añadir, saltear 2 minutos.
4. Ketchup y vinagre la salsa agregar y cocinar 4 minutos más.
5. Caliente con arroz blanco servir.`,
    servings: 4,
    prep: 30,
    cook: 12,
    steps: 5,
    rows: [
      '2 cullerada salsa de soja',
      '1 cullerada maicena',
      '1 unitats pimiento rojo',
      '3 cullerada ketchup',
      '2 cullerada vinagre de arroz',
    ],
    names: ['piña'],
  },
  {
    // A recipe inside a forwarded email: dates and clock times, a 22 cm mould, "para 12" in the reply.
    text: `RE: RV: receta flan tía Encarna
¡Gracias tía! Lo hago el sábado para 12, así que doblo.
Enviado desde mi móvil

-----Mensaje original-----
De: Encarna
Enviado el: jueves, 26 de noviembre de 2026 9:41
Asunto: receta flan

Flan de huevo
Para 8 (el molde grande de 22 cm).
6 huevos
1 l de leche entera
200 g de azúcar
1 rama de canela
Para el caramelo: 100 g de azúcar y 2 cucharadas de agua.
1. Haz el caramelo en un cazo hasta que esté dorado y cubre el molde.
2. Infusiona la leche con la canela a fuego suave 10 minutos.
3. Bate los huevos con el azúcar y mezcla con la leche colada.
4. Hornea al baño maría a 170 °C durante 50 minutos.
5. Déjalo enfriar y mételo en la nevera 4 horas.
Besos, y a ver si venís en Navidad.`,
    title: 'Flan de huevo',
    servings: 8,
    prep: 240,
    cook: 60,
    rows: ['6 unitats huevos', '1 l leche entera', '200 g azúcar'],
    names: ['canela'],
  },
  {
    // A 1950s Spanish cookbook in the impersonal: "medio litro", "tres huevos", "media hora", "tres cuartos de hora".
    text: `Pudin de pan
(Del recetario «La cocina de la buena esposa», Madrid, 1956)
Se templa medio litro de leche y se pone en remojo en ella el pan del día anterior, unos 250 g, durante media hora. Se deshace con un tenedor y se le agregan tres huevos batidos, 150 g de azúcar y la ralladura de un limón. Se vierte en un molde acaramelado. Cuézase al baño maría en horno moderado (180 °C) durante tres cuartos de hora. Sírvase frío.`,
    title: 'Pudin de pan',
    prep: 30,
    cook: 45,
    rows: ['0.5 l leche', '150 g azúcar'],
    names: ['pan', 'huevos', 'limón'],
  },
  {
    // A kid's school assignment: one pancake at a time (cook unasserted); a sachet is not a row.
    text: `Lengua Castellana — 3.º A — Texto instructivo
Nombre: Lucía
MIS TORTITAS FAVORITAS
Ingredientes:
- 2 huevos
- 200 g de harina
- 250 ml de leche
- 1 cucharada de azúcar
- 1 sobre de levadura
Pasos:
1. Primero mezclamos los huevos con la leche.
2. Echamos la harina, el azúcar y la levadura.
3. Mi madre pone la sartén al fuego con un poco de mantequilla.
4. Echamos un cazo de masa y a los 2 minutos le damos la vuelta.
5. Salen 10 tortitas y nos las comemos con miel.`,
    steps: 5,
    rows: ['2 unitats huevos', '200 g harina', '250 ml leche', '1 cullerada azúcar'],
    names: ['levadura', 'mantequilla', 'miel'],
  },
  {
    // An SMS thread between siblings: timestamps; fridge time is prep; "somos 4 hoy" is not stated servings.
    text: `Pablo 13:20: oye cómo hace mamá el gazpacho?
Irene 13:22: 1 kg de tomates maduros, 1 pimiento verde, 1 pepino, 1 diente de ajo
Irene 13:22: 50 ml de aceite, 2 cucharadas de vinagre, sal
Irene 13:23: lo trituras todo, lo pasas por el chino y a la nevera 2 horas
Pablo 13:25: y pan?
Irene 13:25: un trozo si quieres, mamá no le pone
Pablo 13:26: vale gracias!! somos 4 hoy`,
    prep: 120,
    cook: 0,
    rows: [
      '1 kg tomates maduros',
      '1 unitats pimiento verde',
      '1 unitats pepino',
      '50 ml aceite',
      '2 cullerada vinagre',
    ],
    names: ['ajo', 'sal'],
  },
  {
    // A hospital dietitian's handout in Spanish: kcal, protein, fat, sodium after the method.
    text: `Merluza en papillote
Hoja informativa para pacientes · Servicio de Endocrinología y Nutrición · Dieta baja en grasa
Raciones: 1
- 150 g de merluza
- 1/2 calabacín
- 1/2 zanahoria
- 1 cucharadita de aceite de oliva
- zumo de limón
- hierbas aromáticas (sin sal añadida)
1. Precalienta el horno a 200 °C.
2. Corta las verduras en tiras finas.
3. Coloca el pescado sobre las verduras en papel de horno y cierra el paquete.
4. Hornea 15 minutos.
Por ración: 190 kcal, 28 g de proteína, 5 g de grasa, 120 mg de sodio.`,
    title: 'Merluza en papillote',
    servings: 1,
    prep: 0,
    cook: 15,
    steps: 4,
    rows: ['150 g merluza', '1 culleradeta aceite de oliva'],
    names: ['calabacín', 'zanahoria'],
  },
  {
    // A scout leader in Spanish: a soak with no time (prep unasserted), tent 7, clock times, 25 + 5 people.
    text: `Lentejas de campamento
Grupo Scout Montes Blancos · Ronda de cocina: Patrulla Lobo (tienda 7)
Para 25 chavales y 5 monitores.
3 kg de lentejas pardinas
1 kg de chorizo
1 kg de zanahorias
4 cebollas
2 cabezas de ajo
pimentón dulce
Las lentejas se ponen la víspera en agua. En la marmita, sofríe la cebolla y la zanahoria 15 minutos. Luego añade el chorizo, las lentejas y agua hasta cubrir y cocina 45 minutos a fuego medio. Diana a las 8:00 y comida a las 14:00: empezad a cocinar a las 12:30.`,
    title: 'Lentejas de campamento',
    cook: 60,
    rows: ['3 kg lentejas pardinas', '1 kg chorizo', '1 kg zanahorias', '4 unitats cebollas'],
    names: ['ajo', 'pimentón dulce'],
  },
  {
    // Aragonese: "hora y media" in words; the last 10 minutes hotter are inside it, not added.
    text: `Ternasco asado con patatas a lo pobre
Para 4, maño, y que no sobre.
1 paletilla y media de ternasco (unos 2 kg)
1 kg de patatas
1 cebolla
200 ml de vino blanco
100 ml de agua
4 dientes de ajo
romero y sal
Corta las patatas en rodajas y ponlas en la bandeja con la cebolla. Encima, el ternasco con el ajo, el romero y la sal. Riega con el vino y el agua. Al horno a 180 °C hora y media, dándole la vuelta a la mitad. Sube a 220 °C los últimos 10 minutos para que se dore.`,
    title: 'Ternasco asado con patatas a lo pobre',
    servings: 4,
    prep: 0,
    cook: 90,
    rows: ['1 kg patatas', '1 unitats cebolla', '200 ml vino blanco', '100 ml agua'],
    names: ['ternasco', 'ajo', 'romero'],
  },
  {
    // Colombian, "sumercé": the guascas' last 5 minutes are inside the 30, not added.
    text: `Ajiaco santafereño
Para 8, sumercé.
1 pechuga de pollo grande
1 kg de papa criolla
1 kg de papa pastusa
500 g de papa sabanera
3 mazorcas en trozos
1 manojo de guascas
3 l de agua
crema de leche, alcaparras y aguacate para servir
Cocina el pollo con las mazorcas en el agua 40 minutos. Saca el pollo y desmenúzalo. Luego echa las papas y cocina 30 minutos, hasta que la criolla se deshaga y espese. Agrega las guascas los últimos 5 minutos. Vuelve el pollo a la olla y sirve con la crema, las alcaparras y el aguacate.`,
    title: 'Ajiaco santafereño',
    servings: 8,
    prep: 0,
    cook: 70,
    rows: ['1 kg papa criolla', '1 kg papa pastusa', '500 g papa sabanera', '3 l agua'],
    names: ['guascas', 'alcaparras', 'aguacate', 'crema de leche'],
  },
  // ------------------------------------------------------------------------------------ English
  {
    // An Irish pub cook: est. 1987, table 12, a pint is not a row, "an hour and a half" in words.
    text: `Irish Stew
The way we do it behind the bar at Flanagan's, est. 1987. Serves 8.
1.5 kg lamb neck, in chunks
1 kg floury potatoes
4 carrots
2 onions
1 litre lamb stock
1 pint of Guinness (optional, don't tell the regulars)
a handful of parsley
Brown the lamb for 10 minutes. Soften the onions for 10 minutes. Put everything back with the carrots, stock and stout and simmer for an hour and a half. Add the potatoes and cook for 30 minutes more, till they start to break up. Scatter the parsley over and send it out to table 12.`,
    title: 'Irish Stew',
    servings: 8,
    prep: 0,
    cook: 140,
    steps: 5,
    rows: ['1 kg floury potatoes', '4 unitats carrots', '2 unitats onions', '1 l lamb stock'],
    names: ['lamb neck', 'guinness', 'parsley'],
  },
  {
    // A New Zealand bach: kumara, chilly bin, "sweet as"; fritters fried in batches (cook unasserted).
    text: `Kumara & Bacon Fritters (bach breakfast)
Makes about 12. Chilly bin list for the long weekend:
2 medium kumara, grated
3 rashers of bacon, chopped
2 eggs
½ cup flour
1 tsp baking powder
salt and pepper
oil for the pan
Fry the bacon on the gas ring till crispy. Mix everything in a bowl. Fry big spoonfuls in batches, 3 minutes a side, and keep them warm under the barbie hood. Sweet as with tomato relish and a flat white.`,
    rows: ['2 unitats eggs', '0.5 tassa flour', '1 culleradeta baking powder'],
    names: ['kumara', 'bacon'],
  },
  {
    // A South African potjie: "No. 3" and "three-legged" are not amounts; the boerewors is not in it.
    text: `Oxtail Potjie
Serves 6. Use a No. 3 three-legged pot over the coals and leave the boerewors on the braai for the kids.
1.5 kg oxtail
2 onions
4 carrots
250 g mushrooms
2 potatoes
500 ml beef stock
250 ml red wine
1 tbsp braai spice
Brown the oxtail in a little oil for 10 minutes. Add the onions and fry for 5 minutes. Pour in the wine and stock, put the lid on and simmer for 3 hours, adding coals now and then. Layer the carrots, potatoes and mushrooms on top and simmer for 45 minutes more.
Don't stir, boet: a potjie is not a stew.`,
    title: 'Oxtail Potjie',
    servings: 6,
    prep: 0,
    cook: 240,
    rows: [
      '1.5 kg oxtail',
      '2 unitats onions',
      '4 unitats carrots',
      '250 g mushrooms',
      '500 ml beef stock',
      '250 ml red wine',
      '1 cullerada braai spice',
    ],
    names: ['potatoes'],
  },
  {
    // A Filipino-American adobo: pounds and cloves are not rows; marinating is prep; a fridge tip is not.
    text: `Chicken Adobo (Lola's, Daly City version)
Serves 4.
2 lbs chicken thighs, bone-in
½ cup soy sauce
½ cup cane vinegar
1 head of garlic, cloves smashed
3 bay leaves
1 tsp whole peppercorns
1 cup water
1 tbsp brown sugar
1. Marinate the chicken in the soy sauce, garlic and peppercorns for 30 minutes.
2. Put everything in a pot with the vinegar, water and bay leaves and bring to a boil without stirring.
3. Simmer covered for 30 minutes.
4. Uncover, add the sugar and reduce for 10 minutes.
5. Serve with garlic rice.
Tita Baby says it's even better after 2 days in the fridge.`,
    servings: 4,
    prep: 30,
    cook: 40,
    steps: 5,
    rows: [
      '0.5 tassa soy sauce',
      '0.5 tassa cane vinegar',
      '1 culleradeta whole peppercorns',
      '1 tassa water',
      '1 cullerada brown sugar',
    ],
    names: ['chicken thighs', 'garlic', 'bay leaves'],
  },
  {
    // A Nigerian party jollof: a sachet is not a row; "the last 5 minutes" are inside the 30.
    text: `Party Jollof Rice
Serves 6. My aunty's way, Lagos style, smoky bottom and all.
4 tomatoes
2 red bell peppers (tatashe)
1 scotch bonnet (ata rodo)
2 onions
1 sachet (70 g) tomato paste
120 ml vegetable oil
3 cups long grain parboiled rice
3 cups chicken stock
2 bay leaves
1 tsp curry powder
1 tsp dried thyme
1. Blend the tomatoes, peppers, scotch bonnet and one onion till smooth.
2. Fry the other onion, sliced, in the oil for 5 minutes.
3. Add the tomato paste and fry for 5 minutes.
4. Add the blended pepper mix and fry for 20 minutes, until the oil floats on top.
5. Add the stock, spices and rice, cover with foil and the lid and cook on low for 30 minutes.
6. Turn up the heat for the last 5 minutes to get the party bottom.`,
    title: 'Party Jollof Rice',
    servings: 6,
    prep: 0,
    cook: 60,
    steps: 6,
    rows: [
      '4 unitats tomatoes',
      '2 unitats onions',
      '120 ml vegetable oil',
      '3 tassa long grain parboiled rice',
      '3 tassa chicken stock',
      '1 culleradeta curry powder',
      '1 culleradeta dried thyme',
    ],
    names: ['tomato paste', 'scotch bonnet'],
  },
  {
    // A vegan blogger's affiliate chatter: "15% off", "200+ times"; a can and cloves are not rows.
    text: `The BEST Lentil Bolognese (vegan, one pot!) 🌿
Quick note before we start: this post contains affiliate links, so if you buy my favourite pot through them I earn a small commission at no extra cost to you. Use code PLANTY15 for 15% off! Honestly, I've made this 200+ times...
Servings: 4
1 tbsp olive oil
1 onion, diced
2 carrots, diced
2 cloves garlic
1 cup red lentils
1 400 g can chopped tomatoes
500 ml vegetable stock
1 tsp dried oregano
salt and pepper to taste
1. Sauté the onion and carrots in the oil for 8 minutes.
2. Add the garlic and cook for 1 minute.
3. Stir in the lentils, tomatoes, stock and oregano and simmer for 25 minutes.
4. Season and serve over pasta.
Pin it for later! 📌`,
    servings: 4,
    prep: 0,
    cook: 34,
    steps: 4,
    rows: [
      '1 cullerada olive oil',
      '1 tassa red lentils',
      '500 ml vegetable stock',
      '1 culleradeta dried oregano',
    ],
    names: ['garlic', 'chopped tomatoes'],
  },
  {
    // Machine-translated English, verb-last.
    text: `Tortilla of potato Spanish traditional recipe
Quantity for 4 persons eat.
5 eggs of hen
600 g potatoes
1 onion
200 ml olive oil
salt of sea
Steps:
1. The potatoes peel and cut in slices thin.
2. In the oil fry them on fire slow 20 minutes together the onion.
3. Eggs beat in bowl, potatoes without oil put inside.
4. In pan little oil, mixture pour, 3 minutes cook.
5. With plate turn over, other 3 minutes cook.
6. Warm or cold eat, both good!`,
    servings: 4,
    prep: 0,
    cook: 26,
    steps: 6,
    rows: ['600 g potatoes', '1 unitats onion', '200 ml olive oil'],
  },
  {
    // An email reply chain: a year on a card, Anzac Day, 30 people; cups and fractions as rows.
    text: `Re: Gran's Anzac biscuits?

Here you go, typed up from her card. It says 1962 on the back!
x Fiona

On Sat, 28 Nov 2026 at 14:03, Jean wrote:
> Could you send me Gran's Anzac biscuits? Not Anzac Day till 25 April but I've got 30 for the street party.
> J

Gran's Anzac Biscuits
1 cup rolled oats
1 cup plain flour
1 cup desiccated coconut
¾ cup sugar
125 g butter
2 tbsp golden syrup
½ tsp bicarbonate of soda
2 tbsp boiling water
1. Heat the oven to 180 °C and line two trays.
2. Mix the oats, flour, coconut and sugar in a bowl.
3. Melt the butter with the golden syrup.
4. Dissolve the soda in the boiling water and stir it into the butter.
5. Pour into the dry mix and stir well.
6. Roll into walnut-sized balls, flatten on the trays and bake for 12 minutes.`,
    title: "Gran's Anzac Biscuits",
    prep: 0,
    cook: 12,
    steps: 6,
    rows: [
      '1 tassa rolled oats',
      '1 tassa plain flour',
      '1 tassa desiccated coconut',
      '0.75 tassa sugar',
      '125 g butter',
      '2 cullerada golden syrup',
      '0.5 culleradeta bicarbonate of soda',
      '2 cullerada boiling water',
    ],
  },
  {
    // A 1950s cookbook: ounces are not rows, "a moderate oven (180 °C)", 7-inch tins.
    text: `Victoria Sandwich
(from "The Good Housewife's Cookery Book", 1953 edition)
4 oz. butter
4 oz. castor sugar
2 eggs
4 oz. self-raising flour
jam for filling
Cream the butter and sugar until light. Beat in the eggs one at a time. Fold in the flour lightly. Divide between two greased 7-inch sandwich tins. Bake in a moderate oven (180 °C) for 25 minutes. When cold, sandwich with jam.`,
    title: 'Victoria Sandwich',
    prep: 0,
    cook: 25,
    steps: 6,
    rows: ['2 unitats eggs'],
    names: ['butter', 'castor sugar', 'self-raising flour', 'jam'],
  },
  {
    // A kid's school assignment: Year 4, a date, 20 paper cases, WALT; "and then" makes the step count unclear.
    text: `Year 4 Literacy — Instructions
Name: Amelia   Date: 24.11.26
How to Make Fairy Cakes
You will need:
100 g butter
100 g caster sugar
2 eggs
100 g self-raising flour
20 paper cases
Method:
1. Ask a grown-up to turn the oven on to 180 °C.
2. Mix the butter and sugar together.
3. Crack the eggs in and mix again.
4. Stir in the flour.
5. Put a spoonful in each paper case.
6. Bake for 15 minutes.
7. Let them cool and then decorate them with icing.
I gave mine to my nan. WALT: write instructions using bossy verbs.`,
    prep: 0,
    cook: 15,
    stepIncludes: ['Bake for 15 minutes.'],
    rows: ['100 g butter', '100 g caster sugar', '2 unitats eggs', '100 g self-raising flour'],
  },
  {
    // An SMS thread between siblings: timestamps, tins and cloves are not rows, "then" lines, a mug joke.
    text: `Tom 18:41: how does mum do her chilli again
Beth 18:44: 500g beef mince, 1 onion, 2 cloves garlic, 1 tin kidney beans, 1 tin chopped toms, 1 tsp cumin, 1 tsp chilli powder
Beth 18:45: brown the mince 10 min. then onion and garlic 5 min
Beth 18:45: then spices, toms and beans, simmer 45 min lid off
Tom 18:47: rice?
Beth 18:47: yeah 1 mug per 2 people lol
Tom 18:48: legend 🙏`,
    prep: 0,
    cook: 60,
    rows: ['500 g beef mince', '1 unitats onion', '1 culleradeta cumin', '1 culleradeta chilli powder'],
    names: ['garlic', 'kidney beans'],
  },
  {
    // A diabetes clinic handout: microwave minutes; "Stir, then microwave" is two steps; clinical figures are not amounts.
    text: `Porridge (Diabetes Clinic handout, sheet 4 of 6)
Serves 1.
40 g porridge oats
250 ml semi-skimmed milk
a handful of berries
1 tsp ground cinnamon
1. Put the oats and milk in a large microwaveable bowl.
2. Microwave on full power for 2 minutes.
3. Stir, then microwave for 1 minute more.
4. Top with the berries and cinnamon.
Per portion: 32 g carbohydrate, 260 kcal. Aim for an HbA1c below 48 mmol/mol; check with your diabetes nurse.`,
    servings: 1,
    prep: 0,
    cook: 3,
    steps: 5,
    rows: ['40 g porridge oats', '250 ml semi-skimmed milk', '1 culleradeta ground cinnamon'],
    names: ['berries'],
  },
  {
    // A scout leader's campfire dessert: a range in the embers (cook unasserted), head counts.
    text: `Campfire Banana Boats
14th Bristol Scouts, summer camp. One per Scout: we had 24 plus 4 leaders.
bananas, one each
chocolate buttons
mini marshmallows
foil
Slit each banana lengthways through the skin, but not all the way through. Stuff with chocolate buttons and marshmallows. Wrap tightly in foil. Put them in the embers for 5-10 minutes. Unwrap carefully and eat with a spoon.`,
    title: 'Campfire Banana Boats',
    prep: 0,
    steps: 5,
    names: ['bananas', 'chocolate buttons', 'mini marshmallows'],
  },
  {
    // A Welsh chapel vestry tea: the 1976 Eisteddfod; toasting without a time adds nothing.
    text: `Welsh Rarebit
Served at the chapel vestry tea since the 1976 Eisteddfod. Serves 4.
250 g mature Cheddar, grated
25 g butter
1 tbsp plain flour
100 ml dark ale
1 tsp English mustard
2 tsp Worcestershire sauce
4 thick slices of bread
Melt the butter in a pan, stir in the flour and cook for 1 minute. Whisk in the ale and let it bubble for 2 minutes. Take off the heat and stir in the cheese, mustard and Worcestershire sauce. Toast the bread on one side under the grill. Spread the cheese mix on the other side and grill for 3 minutes until bubbling and brown.`,
    title: 'Welsh Rarebit',
    servings: 4,
    prep: 0,
    cook: 6,
    steps: 5,
    rows: [
      '25 g butter',
      '1 cullerada plain flour',
      '100 ml dark ale',
      '1 culleradeta english mustard',
      '2 culleradeta worcestershire sauce',
    ],
    names: ['bread'],
  },
  {
    // A Hong Kong cha chaan teng: "meanwhile" runs in parallel (cook unasserted), a price that is not an amount.
    text: `Breakfast set A: macaroni soup with ham and a fried egg
How my dad made it every morning at the shop in Mong Kok.
100 g macaroni
750 ml chicken stock
4 slices ham
2 eggs
1 tsp sesame oil
Boil the macaroni in water for 8 minutes and drain. Meanwhile heat the stock with the ham. Fry the eggs sunny side up for 2 minutes. Put the macaroni in bowls, pour over the stock and ham, and top with the egg and the sesame oil.
Milk tea on the side, HK$38.`,
    rows: ['100 g macaroni', '750 ml chicken stock', '2 unitats eggs', '1 culleradeta sesame oil'],
    names: ['ham'],
  },
];
