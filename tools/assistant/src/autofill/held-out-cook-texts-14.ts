/**
 * Held-out cook texts, set 14 — written 2026-12-02, BLIND: without opening the parser, its tests, its docs or any other held-out set; only the CookText interface, the conventions and the lists of the eleventh to thirteenth sets' voices (to stay away from them) were read.
 *
 * Counts: 45 texts — 15 Catalan (0-14), 15 Spanish (15-29), 15 English (30-44). Lengths from a
 * three-line gift tag to a long page; numbered steps, telegraphic lines, prose, one long sentence,
 * first person singular and plural, impersonal "es"/"se", infinitives, dictation, OCR, minutes, logs.
 *
 * Voices: Catalan — a Pòrtol (Mallorca) potters' workshop label in Mallorquí ("sa", "es", "posau"),
 * a Vic market charcuterie stall's note on wrapping paper (parada 17, 12,90 €/kg), a Liceu chorister
 * writing between acts (fila 4, assaig a les 17 h), a Terrassa textile retiree at a day centre
 * transcribed by the educator (teler número 14), an Andorran ski school's staff-kitchen card
 * (Soldeu 1.710 m, pista 12), a Benicarló local paper quoting a farmer's showcooking in northern
 * Valencian ("hui", "tomata", "llima"), an adult Catalan-course worksheet (Nivell Bàsic 3, exercici 4),
 * a Montseny beekeeper's honey-jar label (lot 2026-07, pes net 500 g), a Priorat winemaker's harvest
 * log (parcel·la 7, 2.340 kg, grau 14,5), a Sitges xató-route placemat (menú 24,50 €), a Reus vermut
 * bar's Instagram caption with emojis and hashtags, the OCR of a 1926 women's magazine in pre-Fabra
 * spelling ("ab", "y", "cuyna", "blanch"), an Olot volcanic-cuisine contest entry form, a Catalan in
 * Berlin e-mailing her WG flatmates (Spätkauf, 18 Uhr, Weinbrand) and a Ribes de Freser sheepdog
 * trials barbecue's volunteer-shift sheet. Spanish — a Cádiz chirigota's rehearsal notebook ("pisha",
 * "ozú", pasodoble nº 2), an Oaxaca mezcal palenque's notebook (horneada 41, 72 horas, "compas"), a
 * Santa Teresa (Costa Rica) surf hostel's guest guide ("mae", "diay", "tuanis"), a Bayamón abuela's
 * card for her granddaughter in Orlando ("nena", "bendito", caldero, pegao), a Montevideo newspaper
 * comment thread ("bo", "ta", votes, "hace 2 horas"), a Capiatá (Paraguay) parish kermesse flyer with
 * Guaraní ("mba'éichapa", "che ra'a", "jaha"), an anthropology student's field diary at Quito's
 * Mercado Central ("chuta, mi reina", "ve"), the Spanish Antarctic base's daily galley report
 * (dotación 22, −4 °C, 35 nudos), a Logroño calle Laurel bar's sheet for the new waiter (champis,
 * chiquito), a San Pedro Sula mother's SMS thread with her son abroad ("maje", "cipote", voseo), a
 * Madrid streamer's auto-subtitled Twitch cooking stream ("literal", "en plan", "chat"), the OCR of a
 * 1941 ration-era "cocina de recursos" book (onzas, cartilla), a Chimayó (New Mexico) parish bulletin
 * in old New Mexican Spanish ("pos", "asina", "muncha", libras), an El Ejido greenhouse co-op
 * bulletin (cotizaciones €/kg, nave 4, 38 ºC) and a Zamora Holy Week cofradía circular (Cinco de
 * Copas, circular n.º 7/2027). English — a Yorkshire brass band's bandroom notice ("ey up", "t'",
 * "reyt", ounces), a Breaux Bridge Cajun crawfish farmer talking ("mais, cher", "I garontee",
 * lagniappe), a Curepe (Trinidad) doubles vendor's handover to his nephew ("doh", "yuh", "does
 * come"), a Montana elk-camp journal (HD 313, 5x6 bull, 8" of snow), a Liverpool note taped to a lent
 * slow cooker ("la", "me nan", "our kid", KO 3pm), a Saskatchewan Ukrainian parish perogy bee sheet
 * (1,150 dozen, $9 a dozen), a Nairobi women's chama's meeting minutes (Min 03/03/26, KSh 7,000), a
 * North Sea platform galley handover (POB 84, bratt pan, walk-in), a Pittsburgh tailgate e-mail chain
 * ("yinz", "n'at", Lot 5, Steelers -3.5), a Mille Lacs ice-fishing house guest log ("ope", "uff da",
 * slot 21-23"), a Hong Kong OpenRice review recreating cha chaan teng French toast ("aiya", HK$38),
 * a retired Baltimore teacher dictating to her phone ("hon", spoken "period"/"comma" left in, numbers
 * as words), the OCR of a 1900s New England cooking-school page in two columns, a Brooklyn bubbe's
 * page in a bat-mitzvah family cookbook ("nu", "bubbeleh", schmaltz) and a Harlan County mamaw's
 * note taped inside a cast-iron skillet given as a wedding present (one long sentence).
 *
 * Traps: prices, lot numbers, dates, clock times, altitudes, ages, table/stand/lot/entry numbers,
 * oven temperatures without units (450, 375, 200 graus), net weight on a label, rations per person
 * in a 1941 note, 72 hours of agave roasting and 3 days of parkin resting; times in words (una hora,
 * mitja hora, un quart d'hora, tres horas, eight minutes, a good 15 minutes); stated preparation and
 * cooking times on a form; a stated "Tiempo" that is neither; fractions (1/2, 1/4, 1 1/2, 2 1/2, ⅛,
 * 1 ½) and decimals with a comma (1,5 kg, 2,5 kg); words as quantities (mig quilo, un quart de quilo,
 * dotze, una taza y media, half a cup, one teaspoon); units the conventions exclude (oz, lb, libras,
 * onzas, quarts, cans/lata/tins, glasses/vaso/got, cloves/dientes/grans, sachets/sobre, handfuls/puño,
 * sticks, heads, bunches, bottles); yields that are not servings (6 cassoletes, 24 canelons, salen
 * como 20, bolitas como de 12, makes about 40, 10 dozen a batch, six cakes, 4 racions de bar); ranges
 * ("10 o 12", "uns cinc o sis minuts"); batches (per tandes, por tandas, de a dos o tres, in batches)
 * and a pressure cooker left to drop by itself; "then"/"luego"/"després"/"mentrestant"/"meanwhile"
 * clauses; closing tips, notes, verdicts, sign-offs and an exercise instruction that are not steps;
 * a header "Repetir el estribillo 3 veces" and "Se ruega puntualidad" that are not steps.
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

export const HELD_OUT_COOK_TEXTS_14: readonly CookText[] = [
  // 0 — Catalan: a Pòrtol (Mallorca) potters' workshop label for a new greixonera, in Mallorquí
  {
    text: `Greixonera de brossat

(Sa recepta que donam amb cada greixonera des nº 3. Ollers de Pòrtol des de 1890, Sa Cabaneta.)

Per a 8 persones.

1 kg de brossat
6 ous
300 g de sucre
1 culleradeta de canyella
sa pell ratllada d'una llimona
un pessic de sal
un bocí de mantega per untar

Batau es ous amb es sucre fins que blanquegin.
Afegiu-hi es brossat esbocinat, sa canyella, sa pell de llimona i sa sal.
Untau sa greixonera amb mantega i abocau-hi sa pasta.
Coeu-la a forn moderat una hora.
Deixau-la refredar dins es forn apagat, que l'endemà és més bona.

Nota des terrissers: una greixonera nova, posau-la en remull amb aigua freda tota una nit abans d'estrenar-la, que si no s'esclata.`,
    title: 'Greixonera de brossat',
    servings: 8,
    cook: 60,
    steps: 5,
    rows: ['1 kg brossat', '6 unitats ous', '300 g sucre', '1 culleradeta canyella', '1 pessics sal'],
    names: ['llimona', 'mantega'],
  },
  // 1 — Catalan: a Vic market charcuterie stall's recipe written on the wrapping paper, infinitives
  {
    text: `Mandonguilles amb sípia
(t'ho apunto al paper d'embolicar, parada 17 del mercat de Vic, dimarts i dissabte; la carn la faig meitat porc meitat vedella, avui a 12,90 €/kg)

500 g de carn picada
1 sípia grossa d'uns 600 g, neta
1 ou
2 cullerades de pa ratllat
1 ceba
2 tomàquets madurs
1 got de vi ranci
picada: 1 gra d'all, julivert, 10 ametlles torrades
oli, sal, farina

Pastar la carn amb l'ou, el pa ratllat i sal.
Fer boles i enfarinar-les.
Fregir-les 5 minuts i reservar.
Sofregir la ceba 10 minuts.
Afegir el tomàquet ratllat i la sípia a trossos, 10 minuts més.
Tirar el vi i deixar evaporar.
Tornar-hi les mandonguilles, cobrir d'aigua i coure 30 minuts.
Picada al final, 5 minuts.`,
    title: 'Mandonguilles amb sípia',
    prep: 0,
    cook: 60,
    steps: 8,
    rows: ['500 g carn picada', '1 unitats ou', '2 cullerada pa ratllat', '1 unitats ceba'],
    names: ['sípia', 'vi ranci', 'all', 'julivert', 'ametlles'],
  },
  // 2 — Catalan: a Liceu opera chorister's note to a colleague, written between acts
  {
    text: `Marta, aquí tens la crema que et vaig prometre a l'assaig (la de la meva tieta de Sant Andreu). T'ho escric entre l'acte II i el III, que el mestre ens ha donat vint minuts.

Per a 6 cassoletes:
1 litre de llet
6 rovells d'ou
200 g de sucre
40 g de maizena
la pell d'una llimona
un bastó de canyella
sucre per cremar

Poso la llet a bullir amb la pell de llimona i la canyella, i quan arrenca el bull l'aparto del foc. Mentrestant bato els rovells amb el sucre i la maizena. Hi afegeixo la llet colada a poc a poc i ho torno al foc petit, remenant sempre, uns cinc o sis minuts fins que espesseixi. Reparteixo la crema a les cassoletes i les poso a la nevera quatre hores. Just abans de servir, sucre per sobre i cremar amb la pala.

Ens veiem dijous a les 17 h, fila 4 com sempre!
Pep`,
    prep: 240,
    steps: 5,
    rows: ['1 l llet', '200 g sucre', '40 g maizena'],
    names: ['rovells', 'llimona', 'canyella'],
  },
  // 3 — Catalan: a Terrassa textile-mill retiree at a day centre, transcribed by the educator
  {
    text: `[Sessió de memòria del dimarts, Centre de Dia Sant Pere, Terrassa. Parla l'Antònia, 87 anys; ho transcric jo, la Judit (educadora), tal com ho diu.]

L'escudella de Nadal? Ai, filla. Mira, jo vaig entrar a la fàbrica als catorze anys, al teler número 14, i la meva mare la feia cada diumenge d'hivern, que érem nou germans. Posava mig quilo de cigrons en remull des del dissabte. El diumenge, a les set del matí, ja tenia l'olla gran al foc amb aigua freda, un tros de vedella, mitja gallina, un os de genoll i un os d'espinada, i un tros de cansalada. Quan bullia, escumar, eh, que si no queda tèrbol. Després hi anaven els cigrons, una botifarra negra i una de blanca. Més tard la verdura: col, tres patates, dues pastanagues, un tros d'api i un nap. I la pilota, que la fèiem amb carn picada, un ou, pa sucat amb llet, all i julivert. Bullia fins a la una, que era quan tornava mon pare de missa. Colàvem el brou i hi coíem els galets, 200 grams, dels grossos. Primer plat la sopa, segon plat la carn d'olla. I l'endemà, amb el que sobrava, la mare feia croquetes.

[Quan li pregunto per a quantes persones, riu i diu: "per a un regiment".]`,
    rows: ['0.5 kg cigrons', '3 unitats patates', '2 unitats pastanagues', '200 g galets'],
    names: ['vedella', 'gallina', 'cansalada', 'botifarra negra', 'col', 'api', 'nap', 'julivert'],
  },
  // 4 — Catalan: an Andorran ski school's card in the staff kitchen at Soldeu, numbered infinitives
  {
    text: `Trinxat de muntanya
Escola d'esquí, cuina del personal, Soldeu (1.710 m). Si baixes de la pista 12 congelat, això t'arregla.

Per a 4.

1,5 kg de col d'hivern
800 g de patates
150 g de cansalada viada
2 grans d'all
oli d'oliva, sal

1. Bullir la col i les patates amb aigua i sal, 25 minuts.
2. Escórrer molt bé i deixar-ho reposar 10 minuts al colador perquè perdi l'aigua.
3. Fregir la cansalada a llesques i reservar.
4. A la mateixa paella, daurar els alls laminats.
5. Abocar-hi la col i la patata i aixafar-les amb la forquilla.
6. Fer-ne una truita grossa i daurar-la 5 minuts, girar-la i 5 minuts més.
7. Servir amb la cansalada per sobre.

Truc de la Núria: si en sobra, l'endemà a la planxa és encara millor.`,
    title: 'Trinxat de muntanya',
    servings: 4,
    prep: 10,
    cook: 35,
    steps: 7,
    rows: ["1.5 kg col d'hivern", '800 g patates', '150 g cansalada viada'],
    names: ['all', "oli d'oliva"],
  },
  // 5 — Catalan: a Benicarló local paper quoting a farmer's showcooking, northern Valencian
  {
    text: `Arròs amb carxofes del tio Vicent

(Diari del Baix Maestrat, 24 de gener. El tio Vicent, 71 anys i quaranta collites de carxofa, va cuinar davant de 300 persones a la plaça de l'Ajuntament. Ací teniu la recepta tal com la va explicar.)

"Per a sis persones, eh, no més: sis. Mig quilo d'arròs, dotze carxofes de Benicarló, que si no són d'ací no val, un quart de quilo de costella de porc, una tomata ratllada, pebre roig, safrà, oli i sal, i aigua, el doble que d'arròs i un poquet més.

Primer netegem les carxofes, les fem a quarts i les posem en aigua amb llima perquè no es facen negres. En la paella sofregim la costella deu minuts. Després les carxofes, cinc minuts. Després la tomata i el pebre roig, i de seguida l'aigua. Quan bull, tirem l'arròs i el safrà i el deixem vint minuts. I cinc minuts de repòs, tapat amb un drap. Hui no m'ha eixit mal, no?"`,
    title: 'Arròs amb carxofes del tio Vicent',
    servings: 6,
    prep: 5,
    cook: 35,
    steps: 6,
    rows: ['0.5 kg arròs', '0.25 kg costella de porc'],
    names: ['carxofes', 'tomata', 'pebre roig', 'safrà'],
  },
  // 6 — Catalan: an adult Catalan-course worksheet (Nivell Bàsic 3) with a recipe in infinitives
  {
    text: `Consorci per a la Normalització Lingüística. Nivell Bàsic 3, unitat 7: "A la cuina"
Exercici 4. Llegiu la recepta i subratlleu els verbs en infinitiu. Després, escriviu-ne tres amb imperatiu (vosaltres).

Coca de recapte

Ingredients (per a 4 persones):
- 250 g de farina
- 125 ml d'aigua tèbia
- 50 ml d'oli d'oliva
- 10 g de llevat fresc
- 1 culleradeta de sal
- 2 pebrots vermells
- 2 albergínies
- 1 ceba
- 4 arengades

Preparació:
1. Barrejar la farina, l'aigua, l'oli, el llevat i la sal.
2. Pastar la massa fins que quedi fina.
3. Deixar reposar la massa una hora.
4. Escalivar els pebrots, les albergínies i la ceba al forn, 45 minuts.
5. Pelar les verdures i tallar-les a tires.
6. Estirar la massa a la safata.
7. Posar les verdures i les arengades a sobre.
8. Coure la coca al forn a 200 graus 20 minuts.

Exercici 5. Com es diu "arengada" a la vostra llengua? Comenteu-ho amb el company.`,
    title: 'Coca de recapte',
    servings: 4,
    prep: 60,
    cook: 65,
    steps: 8,
    rows: [
      '250 g farina',
      '125 ml aigua tèbia',
      "50 ml oli d'oliva",
      '10 g llevat fresc',
      '1 culleradeta sal',
      '2 unitats pebrots vermells',
      '2 unitats albergínies',
      '1 unitats ceba',
      '4 unitats arengades',
    ],
  },
  // 7 — Catalan: a Montseny beekeeper's honey-jar label with a recipe on the back, three lines
  {
    text: `MEL DE BRUC. Apicultura Can Pruna, Montseny. Lot 2026-07. Pes net 500 g. Consumir preferentment abans de 12/2028.
Al dors, els carquinyolis de l'àvia Pruna: 250 g de farina, 100 g de sucre, 3 cullerades de mel, 2 ous, 150 g d'ametlles senceres.
Ho barreges tot i en fas dos rotlles. Forn a 180 °C, 20 minuts. Els talles en calent a llesques i els tornes al forn 10 minuts més.`,
    prep: 0,
    cook: 30,
    steps: 3,
    rows: ['250 g farina', '100 g sucre', '3 cullerada mel', '2 unitats ous', '150 g ametlles senceres'],
  },
  // 8 — Catalan: a Priorat winemaker's harvest log with the crew dinner, telegraphic lines
  {
    text: `Quadern de verema 2026. Mas d'en Cabré, Porrera (DOQ Priorat)

Dll 14/9. Parcel·la 7 (garnatxa, costers de llicorella). 2.340 kg. Grau 14,5. Pluja a la tarda, parem a les 16 h.
Dt 15/9. Parcel·la 3 (carinyena vella). 1.180 kg. Tornem a plegar tard.
Dc 16/9. Sopar de la colla (11 veremadors). La Rosa fa el conill; l'apunto aquí perquè cada any el demanen:
 2 conills tallats a trossos
 3 cebes
 4 tomàquets
 1 cap d'alls
 mig litre de vi negre
 farigola, romaní, llorer
 oli, sal, pebre
 Daurar el conill a la cassola, 15 minuts.
 Treure'l i sofregir la ceba tallada fina, 20 minuts a foc baix.
 Afegir el tomàquet i els alls, 10 minuts.
 Tornar-hi el conill, el vi (el del 2023) i les herbes.
 Coure tapat una hora, remenant de tant en tant.
Dj 17/9. Parcel·la 9. Acabem la garnatxa. Brindem amb el ranci.`,
    prep: 0,
    cook: 105,
    steps: 5,
    rows: ['3 unitats cebes', '4 unitats tomàquets', '0.5 l vi negre'],
    names: ['conill', 'alls', 'farigola', 'romaní', 'llorer'],
  },
  // 9 — Catalan: a Sitges xató-route restaurant placemat, numbered, first person plural
  {
    text: `Ruta del Xató · Sitges · Restaurant Can Pasqual (des de 1962)
Menú xató 24,50 € (IVA inclòs) · Del 17 de gener al 8 de març

El nostre xató

Per a 4 persones

Salsa:
 4 nyores
 30 ametlles torrades
 10 avellanes torrades
 1 cap d'alls
 1 llesca de pa fregit
 1 cullerada de vinagre
 150 ml d'oli d'oliva

Amanida:
 2 escaroles
 200 g de bacallà dessalat
 100 g de tonyina en oli
 16 anxoves
 olives arbequines

1. Posem les nyores en remull amb aigua tèbia 30 minuts.
2. Escalivem els alls al forn 20 minuts.
3. Piquem al morter les ametlles, les avellanes, els alls, el pa i la carn de les nyores.
4. Hi afegim l'oli a rajolí i el vinagre fins que quedi lligada.
5. Esqueixem el bacallà i netegem les escaroles.
6. Ho amanim tot amb la salsa just abans de servir.

Al Garraf diem que el xató es menja amb porró. Bon profit!`,
    title: 'El nostre xató',
    servings: 4,
    prep: 30,
    cook: 20,
    steps: 6,
    rows: [
      '4 unitats nyores',
      '30 unitats ametlles torrades',
      '10 unitats avellanes torrades',
      '1 cullerada vinagre',
      "150 ml oli d'oliva",
      '2 unitats escaroles',
      '200 g bacallà dessalat',
      '100 g tonyina en oli',
      '16 unitats anxoves',
    ],
    names: ['alls', 'pa', 'olives arbequines'],
  },
  // 10 — Catalan: a Reus vermut bar's Instagram caption with emojis and hashtags
  {
    text: `🥔🔥 DIUMENGE DE VERMUT A LA PLAÇA DEL MERCADAL 🔥🥔
Ens ho demaneu cada setmana i avui la Pili ha dit que sí: la recepta de les nostres braves!! 🙌 Surten unes 4 racions de bar.

👉 1 kg de patates
👉 sal i oli per fregir
Per a la salsa:
👉 2 cullerades de farina
👉 1 cullerada de pebre vermell dolç
👉 1 culleradeta de picant
👉 500 ml de brou de pollastre
👉 allioli casolà

Pelem les patates i les tallem a daus irregulars. Primer les confitem a foc suau 15 minuts, les traiem i les deixem reposar mitja hora. Mentrestant fem la salsa: farina torrada a la paella amb un raig d'oli, pebre vermell, picant, brou, i 10 minuts bullint fins que espesseix. Al final fregim les patates 3 minuts a foc fort i al plat: salsa brava i allioli per sobre.

📍 Plaça del Mercadal, 11 · Reus
🕛 De 12 a 15 h
#vermutreus #patatesbraves #reus #tapes #vermut #1rAniversari`,
    prep: 30,
    cook: 28,
    steps: 4,
    rows: [
      '1 kg patates',
      '2 cullerada farina',
      '1 cullerada pebre vermell dolç',
      '1 culleradeta picant',
      '500 ml brou de pollastre',
    ],
    names: ['allioli', 'sal'],
  },
  // 11 — Catalan: OCR of a 1926 women's magazine cookery column in pre-Fabra spelling, impersonal
  {
    text: `LA LLAR. Revista setmanal per a la dona. Any III, núm. 112. Barcelona, 14 de Febrer de 1926.        Pàg. 9

SECCIÓ DE CUYNA

Bacallà a la llauna.

Pera sis persones se necessiten: sis talls de bacallà ben gruixuts, de uns 150 grams cada un, dessalats durant dos dies ab aygua que's mudarà sovint; quatre alls, una cullerada de pebre-roig dolç, mitja tassa de vi blanch, oli fi y farina.
S'enfarinan los talls y's fregeixen lleugerament en oli ben calent. Se posan en una llauna de forn. En lo mateix oli se fregeixen los alls tallats á rodanxes, y quan son rossos s'hi tira lo pebre-roig y tot seguit lo vi. Aquesta salsa s'aboca sobre'l bacallà y's posa la llauna al forn ben calent un quart d'hora. Se serveix tot seguit, ab mongetes del ganxet si's vol.

(Continuarà en lo número vinent: Els postres de Carnestoltes.)`,
    title: 'Bacallà a la llauna',
    servings: 6,
    cook: 15,
    steps: 5,
    rows: ['1 cullerada pebre-roig dolç', '0.5 tassa vi blanch'],
    names: ['bacallà', 'alls', 'farina'],
  },
  // 12 — Catalan: an Olot volcanic-cuisine contest entry form with stated times
  {
    text: `XV CONCURS DE CUINA VOLCÀNICA. Olot, la Garrotxa
Fitxa d'inscripció (omplir amb lletra clara)

Concursant núm.: 9        Categoria: B (plat principal)
Nom i cognoms: Pere Vilanova i Puig       Edat: 52       Població: Santa Pau
Nom del plat: Fesols de Santa Pau amb botifarra i ceba confitada
Racions: 4
Temps de preparació: 15 min (+ els fesols en remull la nit abans)
Temps de cocció: 1 h 10 min

Ingredients:
300 g de fesols de Santa Pau
4 botifarres
2 cebes de Figueres
1 cullerada de sucre
2 cullerades d'oli d'oliva
julivert, sal

Elaboració:
Bullir els fesols, escorreguts del remull, amb aigua i sal fins que siguin tendres.
Confitar la ceba a foc molt baix amb l'oli i el sucre.
Fer la botifarra a la brasa.
Saltar els fesols a la paella amb el greix de la botifarra i emplatar amb la ceba i julivert.

Signatura del concursant: P. V.        Data: 3/10/2026`,
    title: 'Fesols de Santa Pau amb botifarra i ceba confitada',
    servings: 4,
    prep: 15,
    cook: 70,
    steps: 4,
    rows: [
      '300 g fesols de santa pau',
      '4 unitats botifarres',
      '2 unitats cebes de figueres',
      '1 cullerada sucre',
      "2 cullerada oli d'oliva",
    ],
    names: ['julivert'],
  },
  // 13 — Catalan: a Catalan in Berlin e-mailing her WG flatmates, numbered second person plural
  {
    text: `Assumpte: Canelons per Sant Esteve a la WG (diumenge 26, 18 Uhr)

Hola Jonas, Mia i Kemal!

Com que aquest any no baixo a Manresa, diumenge faig els canelons de casa aquí a la WG. Us deixo la recepta per si algú vol ajudar (i perquè la Mia la va demanar per a la seva àvia de Leipzig). Surten uns 24 canelons, que amb la gana que tenim vol dir per a 6.

Per a 6:
– 24 plaques de canelons (les del Spanisches Feinkost de la Kastanienallee, 3,49 € la caixa)
– 300 g de carn de porc picada
– 300 g de pit de pollastre
– 150 g de fetge de pollastre
– 2 cebes
– 100 ml de conyac (o el Weinbrand que hi hagi)
– per a la beixamel: 1 litre de llet, 80 g de mantega, 80 g de farina, nou moscada
– formatge ratllat per gratinar

1. Rosseu la carn i el pollastre a la cassola amb la ceba tallada, 30 minuts a foc lent.
2. Hi tireu el conyac i ho deixeu reduir 5 minuts.
3. Ho passeu per la picadora i deixeu que la farsa reposi a la nevera una hora.
4. Bulliu les plaques 12 minuts i les esteneu sobre un drap.
5. Feu la beixamel: mantega, farina, i la llet a poc a poc, 10 minuts remenant.
6. Enrotlleu la farsa dins les plaques i poseu-los a la safata.
7. Beixamel per sobre, formatge, i forn a 200 graus 15 minuts.

El forn de la WG escalfa poc, així que potser caldrà més estona. Porteu vi!
Una abraçada,
Laia`,
    servings: 6,
    prep: 60,
    cook: 72,
    steps: 7,
    rows: [
      '300 g carn de porc picada',
      '300 g pit de pollastre',
      '150 g fetge de pollastre',
      '2 unitats cebes',
      '1 l llet',
      '80 g mantega',
      '80 g farina',
    ],
    names: ['conyac', 'nou moscada', 'formatge ratllat'],
  },
  // 14 — Catalan: a Ribes de Freser sheepdog trials barbecue's volunteer-shift instruction sheet
  {
    text: `Concurs de gossos d'atura de Ribes de Freser. Barbacoa de l'Associació de Ramaders
INSTRUCCIONS PER AL TORN 3 (de 13 a 16 h, sisplau no marxeu abans que arribi el torn 4!)
Les patates embolicades amb paper d'alumini, al caliu, 40 minuts.
Les costelles de xai, a la graella per tandes de 20, 2 minuts per banda.
Sal gruixuda al final, mai abans.
Cada plat: 8 costelles, 2 patates, una cullerada d'allioli. Val 12 € amb pa i aigua.`,
    prep: 0,
    names: ['patates', 'costelles de xai', 'sal gruixuda', 'allioli'],
  },
  // 15 — Spanish: a Cádiz chirigota's rehearsal notebook, impersonal "se"
  {
    text: `Cuaderno de ensayo. Chirigota "Los Que Nunca Pasan de Cuartos" (COAC 2027)
Ensayo del jueves en el local de la calle Sopranis, a las diez y media.
Pasodoble nº 2 todavía cojo en la segunda cuarteta. Repetir el estribillo 3 veces.

Pisha, que me pedís las tortillitas de mi suegra pa' la merienda del sábado. Ahí van, y que no se entere ella que las he apuntado:

250 g de camarones vivos
150 g de harina de garbanzo
50 g de harina de trigo
media cebolla muy picadita
perejil, sal
300 ml de agua fría, más o menos
aceite de oliva pa' freír, mucho

Se mezclan las harinas con el agua hasta que quede como una natilla clarita y se deja en la nevera media hora. Luego se echan los camarones, la cebolla y el perejil. Se fríen a cucharadas en el aceite bien caliente, por tandas, que no se amontonen. Se ponen en papel pa' que suelten la grasa y a comer calentitas, ozú qué bastinazo.

Ojo: la masa tiene que quedar fina fina, que si no sale un buñuelo.`,
    prep: 30,
    steps: 4,
    rows: ['250 g camarones vivos', '150 g harina de garbanzo', '50 g harina de trigo'],
    names: ['cebolla', 'perejil', 'aceite de oliva'],
  },
  // 16 — Spanish: an Oaxaca mezcal palenque's notebook, tlayudas for the crew, no recipe times
  {
    text: `Libreta del palenque. Santiago Matatlán, Oax.
Horneada 41: 3 toneladas de espadín, 72 horas en el horno de tierra. Salieron 380 litros a 47 grados.

Tlayudas pa' los compas que vinieron a la tapada del horno:

- tlayudas grandes de comal, una por cabeza
- asiento, 4 cucharadas
- frijoles negros molidos, 1 taza
- quesillo deshebrado, 300 g
- tasajo, medio kilo
- col picada, salsa de chile pasilla

Untar cada tlayuda con asiento y frijol.
Ponerle quesillo y col, doblarla.
Al anafre, a las brasas, hasta que truene la tortilla.
El tasajo asado aparte.

Y un mezcalito pa' bajarla, pues.`,
    prep: 0,
    cook: 0,
    steps: 4,
    rows: [
      '4 cullerada asiento',
      '1 tassa frijoles negros molidos',
      '300 g quesillo deshebrado',
      '0.5 kg tasajo',
    ],
    names: ['tlayudas', 'col', 'salsa de chile pasilla'],
  },
  // 17 — Spanish: a Santa Teresa (Costa Rica) surf hostel's guest guide, numbered infinitives
  {
    text: `Guía del huésped. Hostel Olas Tuanis, Santa Teresa, Puntarenas
Pág. 6: Cocina compartida (abierta de 6 a 22 h; check-out a las 11, ¡diay, lavá tus platos!)

Gallo pinto de doña Flor
(la señora que limpia, mae, una leyenda)

Para 4 personas.
2 tazas de arroz cocido del día anterior
2 tazas de frijoles negros cocidos, con un poco de su caldo
1 cebolla
1 chile dulce
3 cucharadas de salsa Lizano
2 cucharadas de aceite
culantro picado, un puño

1. Sofreír la cebolla y el chile picaditos en el aceite 5 minutos.
2. Echar los frijoles con su caldo y la salsa Lizano, 3 minutos.
3. Agregar el arroz y mezclar a fuego bajo 5 minutos, sin majar.
4. Apagar y tirarle el culantro.

Con huevo frito y natilla queda tuanis. ¡Pura vida!`,
    title: 'Gallo pinto de doña Flor',
    servings: 4,
    prep: 0,
    cook: 13,
    steps: 4,
    rows: ['1 unitats cebolla', '1 unitats chile dulce', '3 cullerada salsa lizano', '2 cullerada aceite'],
    names: ['arroz', 'frijoles negros', 'culantro'],
  },
  // 18 — Spanish: a Bayamón (Puerto Rico) abuela's card for her granddaughter in Orlando, second person
  {
    text: `De la cocina de Abuela Nilda, Bayamón, P.R.
Arroz con gandules

Nena, esto es pa' la Nochebuena, que ahora tú eres la que lo hace allá en Orlando. Bendito, no me le cambies nada.

3 tazas de arroz de grano mediano
1 lata de gandules verdes (15 oz), con el agua
1/2 taza de sofrito
1/4 taza de aceite con achiote
1 sobre de sazón con culantro y achiote
2 hojas de laurel
4 tazas de agua
2 cucharaditas de sal
aceitunas rellenas, un puñito

En el caldero calientas el aceite con achiote y sofríes el sofrito 5 minutos. Echas los gandules con su agua, el sazón, las aceitunas, el laurel, la sal y el agua, y lo dejas hervir. Le echas el arroz y lo dejas que se seque destapado a fuego medio alto 10 minutos. Lo viras una vez con la cuchara grande, lo tapas con papel de aluminio y la tapa, y lo dejas a fuego bajito 30 minutos. ¡No lo destapes, nena! El pegao es lo mejor.

Rinde pa' 10 o 12 en la mesa.`,
    title: 'Arroz con gandules',
    prep: 0,
    cook: 45,
    rows: [
      '3 tassa arroz de grano mediano',
      '0.5 tassa sofrito',
      '0.25 tassa aceite con achiote',
      '4 tassa agua',
      '2 culleradeta sal',
    ],
    names: ['gandules', 'sazón', 'laurel', 'aceitunas'],
  },
  // 19 — Spanish: a Montevideo newspaper's comment thread under a rain alert, impersonal
  {
    text: `Comentarios (37)

▲ 214 ▼   abuela_del_cerro · hace 2 horas
Alerta amarilla de Inumet y ustedes discutiendo del tránsito en 18 de Julio. Día de lluvia en Uruguay es día de torta frita, bo. Ahí va la mía, de toda la vida:
medio kilo de harina común, 1 cucharadita de sal, 50 g de grasa de pella, un vaso de agua tibia, grasa para freír.
Se hace un bollo con todo, se amasa un poco y se deja descansar tapado 20 minutos. Se estira finito, se cortan redondas del tamaño de la mano, con el agujerito en el medio. Se fríen en grasa bien caliente de a dos o tres, dorando de los dos lados. Van con azúcar por arriba o solas con el mate. Ta, salen como 20.

   ▲ 12 ▼   gurisa_1987 · hace 1 hora
   ¿Y sin grasa de pella, abuela? Que en mi casa somos veganos.`,
    prep: 20,
    rows: ['0.5 kg harina común', '1 culleradeta sal', '50 g grasa de pella'],
    names: ['agua tibia'],
  },
  // 20 — Spanish: a Capiatá (Paraguay) parish kermesse flyer with Guaraní, telegraphic infinitives
  {
    text: `Kermesse de San Blas, Capiatá. Comisión de Damas
Receta de Ña Eladia para la sopa paraguaya (stand N° 5, al lado del tiro al blanco)
Mba'éichapa, che ra'a! Esto es lo que lleva una asadera grande, de 30 x 40:

1 kg de harina de maíz
500 g de queso Paraguay
4 cebollas
200 g de grasa de cerdo
6 huevos
1 litro de leche
sal

Rehogar las cebollas cortadas en la grasa 10 minutos.
Dejar enfriar.
Batir los huevos y mezclar con la leche, el queso desmenuzado y las cebollas.
Echar la harina de a poco hasta que quede una masa blanda.
Verter en la asadera engrasada.
Horno fuerte 45 minutos, hasta que esté doradita arriba.
Cortar en cuadrados cuando esté tibia.

Jaha, que a las 19 h empieza la procesión.`,
    prep: 0,
    cook: 55,
    steps: 7,
    rows: [
      '1 kg harina de maíz',
      '500 g queso paraguay',
      '4 unitats cebollas',
      '200 g grasa de cerdo',
      '6 unitats huevos',
      '1 l leche',
    ],
    names: ['sal'],
  },
  // 21 — Spanish: an anthropology student's field diary at Quito's Mercado Central, dictated locro
  {
    text: `Diario de campo. Mercado Central de Quito, puesto 112 (Doña Rosa, 63 años, vende papas desde 1979). Martes 14/4, 10h40, garúa.

[Le pregunto qué se cocina con las papas que vende. Se ríe: "Chuta, mi reina, ¿usted no sabe hacer un locro?" Me dicta, yo anoto; lo que está entre comillas es textual.]

"Para 6 personas, ve. Un kilo y medio de papa chola, pelada y en pedazos. Una cebolla blanca picadita, dos cucharadas de mantequilla con achiote. Se refríe la cebolla 5 minutos, se mete la papa y se cubre con agua, unos dos litros. Que hierva 30 minutos, hasta que la papa se desbarate. Después se aplasta un poco con la cuchara y se echa una taza de leche y 200 gramos de queso fresco desmenuzado. 5 minutitos más y ya. Se sirve con aguacate."

[Nota: la papa chola cuesta $0,80 la libra; en el puesto 110 la venden a $0,75. Preguntar la próxima vez por el yahuarlocro.]`,
    servings: 6,
    prep: 0,
    cook: 40,
    rows: [
      '1.5 kg papa chola',
      '2 cullerada mantequilla con achiote',
      '1 tassa leche',
      '200 g queso fresco desmenuzado',
    ],
    names: ['cebolla blanca', 'aguacate'],
  },
  // 22 — Spanish: the Spanish Antarctic base's daily galley report, telegraphic
  {
    text: `BAE Juan Carlos I. Isla Livingston. Campaña 2026-27
Parte diario de cocina. Día 47. Dotación: 22 (14 científicos, 8 técnicos). Temp. exterior −4 °C, viento 35 nudos. Zodiac suspendida.

Comida: lentejas con chorizo (receta para 22; la dejo escrita para el relevo de febrero)
2,5 kg de lentejas pardinas
6 chorizos
3 cebollas
4 zanahorias
2 pimientos verdes
1 cabeza de ajos
2 cucharadas de pimentón
8 litros de agua
aceite, sal, laurel

Lentejas en remojo 1 hora (son pardinas, no hace falta más).
Sofrito de cebolla, pimiento y zanahoria, 15 min.
Pimentón y agua, lentejas, chorizo en rodajas y laurel.
Cocer 45 min a fuego suave.
Reposar 10 min antes de servir.

Cena: sobras + pizza (la del congelador n.º 3). Mañana pan.`,
    servings: 22,
    prep: 70,
    cook: 60,
    steps: 5,
    rows: [
      '2.5 kg lentejas pardinas',
      '6 unitats chorizos',
      '3 unitats cebollas',
      '4 unitats zanahorias',
      '2 unitats pimientos verdes',
      '2 cullerada pimentón',
      '8 l agua',
    ],
    names: ['ajos', 'laurel'],
  },
  // 23 — Spanish: a Logroño calle Laurel bar's sheet for the new waiter, numbered infinitives
  {
    text: `Bar El Soldado de Laurel. Calle Laurel 15, Logroño. HOJA PARA EL NUEVO (léetela antes del viernes)

Los champis, tal cual, que son la casa desde 1968:
– 3 champiñones gordos por pincho
– una gamba pelada encima
– salsa: 1 vaso de aceite, 6 dientes de ajo, perejil y sal, machacado todo en el mortero (la haces por la mañana y aguanta el día)

1. Quitarles el pie a los champiñones.
2. A la plancha bien caliente boca abajo, 3 minutos.
3. Darles la vuelta, un poco de salsa en cada uno, 2 minutos más.
4. Ensartar los tres en el pan con la gamba arriba y el palillo.

Los jueves de 20 a 23 h hay pincho + chiquito por 3,50 €. No te equivoques en la caja.`,
    prep: 0,
    cook: 5,
    steps: 4,
    names: ['champiñones', 'gamba', 'aceite', 'ajo', 'perejil'],
  },
  // 24 — Spanish: a San Pedro Sula mother's SMS thread with her son abroad, Honduran voseo
  {
    text: `[SMS · Mamá 🇭🇳]
Mamá, 21:04: Mijo ya vi tu mensaje. Las baleadas son facilitas maje no te ahuevés
Mamá, 21:05: Para las tortillas: 4 tazas de harina, 1 cucharadita de sal, 1 cucharadita de polvo de hornear, media taza de manteca vegetal, 1 taza y media de agua tibia
Mamá, 21:07: Amasás todo hasta que no se pegue. La dejás reposar tapada 30 minutos. Hacés bolitas como de 12 y las estirás con las manos bien finas
Mamá, 21:08: Al comal bien caliente, 1 minuto de cada lado
Mamá, 21:09: Adentro frijoles rojos fritos, mantequilla rala y queso duro rallado. Doblás y ya
Mamá, 21:11: Si le querés poner huevo o aguacate es la sencilla con todo
Yo, 21:15: Gracias ma!! Aquí el queso duro no se consigue 😩
Mamá, 21:16: Usá feta, cipote, pero no le digás a tu abuela`,
    prep: 30,
    rows: [
      '4 tassa harina',
      '1 culleradeta sal',
      '1 culleradeta polvo de hornear',
      '0.5 tassa manteca vegetal',
      '1.5 tassa agua tibia',
    ],
    names: ['frijoles rojos', 'mantequilla rala', 'queso duro'],
  },
  // 25 — Spanish: a Madrid streamer's auto-generated Twitch subtitles while cooking with chat
  {
    text: `[Subtítulos automáticos · directo "cocinando con el chat" de @lauritagamer · 02:14:33]

vale chat, literal os hago la carbonara de verdad, la de Roma, que el otro día alguien en el chat puso nata y casi me muero
en plan, para dos personas: 200 gramos de espaguetis, 100 gramos de guanciale, que si no tenéis usáis panceta pero no es lo mismo, 2 yemas y un huevo entero, 50 gramos de pecorino rallado y pimienta negra a saco
primero pongo el agua a hervir con sal y echo la pasta, 9 minutos, lo que pone el paquete menos uno
mientras tanto el guanciale en la sartén sin aceite 5 minutos hasta que suelta la grasita
en un bol bato las yemas, el huevo, el pecorino y la pimienta
luego escurro la pasta guardando un vaso de agua de cocer y la echo a la sartén con el fuego apagado
y ahora la crema de huevo y un chorrito de agua, removiendo a saco, que no se cuaje, eh
[chat: "TREMENDO" "nata o muerte" "la 3 es la buena"]
y ya, chat, tremendo, tenéis que probarla`,
    servings: 2,
    prep: 0,
    cook: 14,
    rows: ['200 g espaguetis', '2 unitats yemas', '50 g pecorino rallado'],
    names: ['guanciale', 'huevo', 'pimienta negra'],
  },
  // 26 — Spanish: OCR of a 1941 ration-era "cocina de recursos" book, impersonal "se"
  {
    text: `COCINA DE RECURSOS (DEJE UD. EL HAMBRE EN LA PUERTA). 3.ª edición, Madrid, 1941.        pág. 58

Tortilla de patatas sin huevos.

Para cuatro personas. Tiempo: media hora.

Ingredientes.—Medio kilo de patatas, una cebolla, dos onzas de harina, cuatro cucharadas de aceite, una cucharadita de bicarbonato, sal y agua.

Manera de hacerla.—Se pelan y cortan las patatas en rodajitas finas y se frien en la mitad del aceite con la cebolla picada. Se deslie la harina en un poco de agua fría, añadiendo el bicarbonato y la sal, y se bate hasta que haga espuma, que así sustituye al huevo. Se mezclan las patatas con esta pasta y se cuaja en la sartén con el resto del aceite, dándole la vuelta con una tapadera como a cualquier tortilla.

NOTA.—Con la cartilla de racionamiento de este mes se reparten 250 gramos de aceite por persona; adminístrelo con juicio.`,
    title: 'Tortilla de patatas sin huevos',
    servings: 4,
    steps: 3,
    rows: ['0.5 kg patatas', '1 unitats cebolla', '4 cullerada aceite', '1 culleradeta bicarbonato'],
    names: ['harina', 'sal'],
  },
  // 27 — Spanish: a Chimayó (New Mexico) parish bulletin column in old New Mexican Spanish
  {
    text: `Boletín de la Parroquia de San José, Chimayó, Nuevo México. Diciembre
Rincón de la Cocina: "El posole de mi jita", por Doña Cleofas Trujillo (84 años)

Pos, me pidió el Padre que escribiera el posole pa' las Posadas del 16 al 24. Asina lo hacía mi mamá en el horno de afuera, pero yo ya lo hago en la estufa, ¿cómo no?

2 libras de maíz posole seco
2 libras de lomo de puerco en cuadritos
1 cebolla
4 dientes de ajo
1/2 taza de chile colorado molido de Chimayó
1 cucharada de orégano
sal

Se pone el maíz en agua la noche antes. Otro día se lava y se pone a cocer en una olla grande con muncha agua, tres horas, hasta que reviente. Luego se le echa la carne, la cebolla y el ajo, y otra hora. Al último el chile y el orégano, media hora más a fuego bajito. Se sirve con tortillas.

Que Dios los bendiga y felices Posadas.`,
    cook: 270,
    rows: ['1 unitats cebolla', '1 cullerada orégano'],
    names: ['maíz posole', 'lomo de puerco', 'ajo', 'chile colorado', 'sal'],
  },
  // 28 — Spanish: an El Ejido greenhouse co-op bulletin with a member's no-cook recipe
  {
    text: `Boletín informativo n.º 88. S.C.A. Campo Verde, El Ejido (Almería). Julio
• Cotizaciones de la semana: tomate pera 0,62 €/kg; pimiento California rojo 1,14 €/kg; pepino Almería 0,48 €/kg.
• Recordamos a los socios que la nave 4 estará cerrada por fumigación del 14 al 16. Con 38 ºC a mediodía, nadie dentro de los invernaderos entre las 13 y las 17 h.
• LA RECETA DEL SOCIO. Pipirrana de Encarni (finca 212):
Para 4:
4 tomates pera bien maduros
1 pimiento verde italiano
1 pepino
media cebolleta
2 huevos cocidos
1 lata de atún
aceite de oliva virgen extra, vinagre de Jerez y sal
Se pica todo en cuadraditos muy chicos, se junta en una fuente, se aliña y a la mesa bien fresquita.
• Próxima asamblea: viernes 25 a las 20.30 en el salón de actos.`,
    servings: 4,
    prep: 0,
    cook: 0,
    steps: 1,
    rows: [
      '1 unitats pimiento verde italiano',
      '1 unitats pepino',
      '0.5 unitats cebolleta',
      '2 unitats huevos cocidos',
    ],
    names: ['tomates', 'atún', 'vinagre de jerez'],
  },
  // 29 — Spanish: a Zamora Holy Week cofradía circular to the paso bearers, impersonal "se"
  {
    text: `REAL COFRADÍA DE JESÚS NAZARENO. ZAMORA
Circular n.º 7/2027 a los hermanos cargadores del paso "Camino del Calvario"

Estimados hermanos:
Como cada Viernes Santo, tras la salida de las Cinco de Copas, la Junta ofrecerá las tradicionales sopas de ajo en la Casa de Cofradías (calle Benavente, 2), de 4.30 a 5.30, antes de la procesión de las 5 de la madrugada. Las hará, como los últimos 23 años, nuestro hermano Ángel, que nos ha pasado la receta para 40 cargadores:

- 2 kg de pan sentado (de dos días)
- 3 cabezas de ajo
- 300 ml de aceite de oliva
- 4 cucharadas de pimentón de la Vera
- 10 litros de caldo de hueso
- 20 huevos
- sal

Primero se doran los ajos laminados en el aceite 3 minutos. Se aparta la olla del fuego, se echa el pimentón y en seguida el pan en rebanadas. Después se añade el caldo y se deja hervir a fuego lento 20 minutos. Al final se escalfan los huevos en la sopa, 4 minutos.

Se ruega puntualidad y túnica completa. Un fraternal abrazo,
El Hermano Mayor`,
    servings: 40,
    prep: 0,
    cook: 27,
    steps: 4,
    rows: [
      '300 ml aceite de oliva',
      '4 cullerada pimentón de la vera',
      '10 l caldo de hueso',
      '20 unitats huevos',
    ],
    names: ['pan', 'ajo', 'sal'],
  },
  // 30 — English: a Yorkshire brass band's bandroom notice, telegraphic lines, ounces
  {
    text: `Ey up, band! Parkin for Bonfire Night after t'practice (Thurs 5th, 7.30 sharp, we're doing "Gresford" and the Floral Dance again). Margaret's recipe, she's 91 and still plays tenor horn, so no arguing.

Margaret's Parkin

8 oz medium oatmeal
4 oz self-raising flour
1 tsp ground ginger
4 oz butter
4 oz black treacle
4 oz golden syrup
4 oz soft brown sugar
1 egg
2 tbsp milk

Melt t'butter, treacle, syrup and sugar in a pan, don't let it boil.
Mix the oatmeal, flour and ginger in a big bowl.
Pour the warm stuff in, then the egg and milk beaten together.
Bake in a square tin at 140°C for 1 hour 30 minutes.
Wrap it in greaseproof and leave it in a tin for 3 days before you cut it, it goes reyt sticky.

Bring your own mugs. Tea rota is on t'other wall, love.`,
    title: "Margaret's Parkin",
    prep: 4320,
    cook: 90,
    steps: 6,
    rows: ['1 culleradeta ground ginger', '1 unitats egg', '2 cullerada milk'],
    names: [
      'medium oatmeal',
      'self-raising flour',
      'butter',
      'black treacle',
      'golden syrup',
      'soft brown sugar',
    ],
  },
  // 31 — English: a Breaux Bridge Cajun crawfish farmer talking, one long paragraph
  {
    text: `Mais, cher, you want my étouffée? Okay. First you make a roux, half a cup of oil and half a cup of flour, and you stir that in a black iron pot till it's the color of peanut butter, a good 15 minutes, and don't you walk away from it or you gonna start over. Then you throw in the trinity, one onion, one bell pepper and two ribs of celery all chopped, and cook that down 10 minutes. Then 4 cloves of garlic, a stick of butter, 2 pounds of crawfish tails with the fat and a cup of shrimp stock, and let it smother on low 20 minutes. Salt, cayenne, green onion on top. Serve it over rice. That's it, that's all, I garontee. Lagniappe: if you got some of that Tabasco from Avery Island, put it on the table.`,
    prep: 0,
    cook: 45,
    rows: [
      '0.5 tassa oil',
      '0.5 tassa flour',
      '1 unitats onion',
      '1 unitats bell pepper',
      '1 tassa shrimp stock',
    ],
    names: ['celery', 'garlic', 'butter', 'crawfish tails', 'cayenne', 'green onion', 'rice'],
  },
  // 32 — English: a Curepe (Trinidad) doubles vendor's handover note to his nephew, numbered
  {
    text: `DOUBLES, for Kevon, while Uncle Ray in Tobago for the week
(stand open 5 a.m. sharp by Curepe junction, doh be late, the taxi men does come first)

BARA (makes about 40):
4 cups flour
1 tsp turmeric
1 tsp geera
1 tbsp yeast
1 tsp sugar
1 1/2 cups warm water

CHANNA:
2 lb channa, soak from the night before
1 onion
4 cloves garlic
2 tbsp curry powder
1 tsp geera

1. Mix everything for the bara, knead smooth, let it rise 1 hour.
2. Pressure the channa 15 minutes and let the pressure drop by itself.
3. Fry the onion, garlic, curry and geera in the pot, then throw in the channa and water and simmer 20 minutes till it soft soft.
4. Pull the dough in small pieces, flatten in yuh palm, fry in hot oil one at a time, few seconds each side.
5. Two bara, channa in the middle, slight pepper, tamarind, cucumber chutney.

Doh give credit to nobody. Ah serious.`,
    steps: 6,
    rows: [
      '4 tassa flour',
      '1 culleradeta turmeric',
      '1 culleradeta geera',
      '1 cullerada yeast',
      '1 culleradeta sugar',
      '1.5 tassa warm water',
      '1 unitats onion',
      '2 cullerada curry powder',
    ],
    names: ['channa', 'garlic', 'tamarind'],
  },
  // 33 — English: a Montana elk-hunting camp journal, first person plural past tense
  {
    text: `Elk Camp Journal. Gallatin, Hunting District 313. Oct 27
Snowed 8" overnight. Dale filled his tag at 7:40 a.m., 5x6 bull, 600 yards up the north drainage. Four trips with the packframes. Camp stew tonight, writing it down because Dale's wife asks every year and he never remembers:

Elk stew, Dutch oven, feeds the 6 of us
3 lb elk roast cut in chunks
1/2 cup flour
4 tbsp bacon grease
2 onions
6 carrots
6 potatoes
1 bottle of dark beer
4 cups beef broth
2 tsp salt, pepper, thyme

We floured the meat and browned it in the bacon grease, 10 minutes. Threw in the onions, beer and broth and hung it over the fire for 2 hours. Added the carrots and potatoes and gave it another 45 minutes. Let it sit 10 minutes off the coals while we got the bowls. Nobody said a word for a quarter hour.`,
    servings: 6,
    prep: 10,
    cook: 175,
    steps: 4,
    rows: [
      '0.5 tassa flour',
      '4 cullerada bacon grease',
      '2 unitats onions',
      '6 unitats carrots',
      '6 unitats potatoes',
      '4 tassa beef broth',
      '2 culleradeta salt',
    ],
    names: ['elk roast', 'dark beer', 'pepper', 'thyme'],
  },
  // 34 — English: a Liverpool note taped to a slow cooker lent to a neighbour
  {
    text: `Maureen, here's the slow cooker, la, and me nan's scouse so you do it proper. Dead easy.

1 kg stewing steak (or half beef half lamb neck, me nan did)
2 onions
4 carrots
1.5 kg potatoes
2 Oxo cubes in 1 litre boiling water
salt and pepper

Brown the meat in a pan first, 5 mins. Chop the veg, half the spuds in big chunks and the other half small so they melt and thicken it. Everything in the slow cooker with the stock. 8 hours on low. Have it with pickled red cabbage and crusty bread, boss.

Bring the pot back Sat, our kid needs it for the match (KO 3pm, Reds v Everton).`,
    prep: 0,
    cook: 485,
    rows: ['2 unitats onions', '4 unitats carrots', '1.5 kg potatoes'],
    names: ['stewing steak', 'oxo cubes', 'salt', 'pepper'],
  },
  // 35 — English: a Saskatchewan Ukrainian parish perogy bee sheet, numbered, batch production
  {
    text: `St. Volodymyr Ukrainian Catholic Parish, Canora, Sask.
PEROGY BEE: Tuesdays in October, 9:00 a.m. to 2:00 p.m., church hall basement
Slava Isusu Khrystu! We need pinchers, rollers and cutters. Last year we did 1,150 dozen for the Christmas sale ($9 a dozen, frozen). Bring an apron and your own rolling pin. Coffee and kolach at 10:30.

Baba Olga's dough and filling (one batch = about 10 dozen; we make 12 batches a morning)

DOUGH
8 cups flour
2 tsp salt
2 eggs
1/2 cup vegetable oil
2 1/2 cups warm water

FILLING
5 lb potatoes
1 lb old cheddar, grated
1 onion, chopped and fried in butter

1. Boil the potatoes 20 minutes, drain and mash while hot.
2. Stir in the cheddar and the fried onion and let the filling cool.
3. Mix the flour and salt, make a well, add the eggs, oil and water.
4. Knead the dough until soft, cover and let it rest 30 minutes.
5. Roll thin, cut rounds with a glass, fill with a teaspoon of filling, pinch shut.
6. Boil in batches, 3 minutes after they float.
7. Toss with melted butter and fried onions.

(For the sale we freeze them raw on trays.) Any questions call Olga (she's 89, call before 8 p.m.) or the parish office.`,
    prep: 30,
    steps: 7,
    rows: [
      '8 tassa flour',
      '2 culleradeta salt',
      '2 unitats eggs',
      '0.5 tassa vegetable oil',
      '2.5 tassa warm water',
    ],
    names: ['potatoes', 'cheddar', 'onion', 'butter'],
  },
  // 36 — English: a Nairobi women's chama's meeting minutes with a cooking demonstration
  {
    text: `TUMAINI WOMEN'S CHAMA: MINUTES
Meeting held at Mama Wanjiru's house, Kasarani, Saturday 7th March 2026, 2:00 p.m.
Present: 14 members. Apologies: 2.

Min 01/03/26. Opening prayer by Mama Akinyi.
Min 02/03/26. Contributions: KSh 500 per member received, total KSh 7,000, banked at Equity.
Min 03/03/26. Cooking demonstration for the youth (ugali and sukuma wiki, for 4):
  Sukuma: 1 big bunch sukuma wiki, 2 tomatoes, 1 onion, 2 tbsp cooking oil, 1 tsp salt.
  Ugali: 1 litre water, 500 g maize flour.
  Mama Wanjiru fried the onion in the oil until golden, then added the tomatoes and cooked them 5 minutes. The chopped sukuma went in for 3 minutes only, stirring, so it stays green. For the ugali she boiled the water, poured the flour slowly while stirring with the mwiko, and kept turning and pressing for 10 minutes until it pulled from the sides. Members noted pole pole is the secret. Sawa.
Min 04/03/26. AOB: next meeting 4th April at Mama Akinyi's. Meeting closed with prayer at 4:30 p.m.

Secretary: Grace N.`,
    servings: 4,
    prep: 0,
    cook: 18,
    rows: [
      '2 unitats tomatoes',
      '1 unitats onion',
      '2 cullerada cooking oil',
      '1 culleradeta salt',
      '1 l water',
      '500 g maize flour',
    ],
    names: ['sukuma wiki'],
  },
  // 37 — English: a North Sea platform galley handover from the night baker to the day cook
  {
    text: `ALBA NORTH PLATFORM. GALLEY HANDOVER (night baker to day cook)
Date: 19/01   POB: 84   Weather: 45 kn gusts, chopper cancelled, no fresh veg till Thursday.

- Bread done: 12 loaves, 4 trays of rolls. Flapjack for the 3 a.m. tea break is in tin 2.
- Friday curry is on you, Davie. Mary's chicken curry from the red folder, scaled up:

Chicken curry (serves 80)
12 kg diced chicken thigh
6 kg onions
400 g garlic & ginger paste
600 g curry powder
8 tins chopped tomatoes
4 l chicken stock
2 l coconut milk
1 kg natural yoghurt
fresh coriander

Marinate the chicken in the yoghurt and half the curry powder, 2 hours in the walk-in.
Sweat the onions in the bratt pan 30 minutes.
Add the paste and the rest of the curry powder, 5 minutes.
Add the chicken, 15 minutes.
Tomatoes, stock and coconut milk in, simmer 40 minutes.
Coriander on top at the servery.

- Fryer 2 oil changed. Cold room logged at 3 °C. Don't touch the OIM's birthday cake.`,
    servings: 80,
    prep: 120,
    cook: 90,
    steps: 6,
    rows: [
      '12 kg diced chicken thigh',
      '6 kg onions',
      '400 g garlic & ginger paste',
      '600 g curry powder',
      '4 l chicken stock',
      '2 l coconut milk',
      '1 kg natural yoghurt',
    ],
    names: ['chopped tomatoes', 'coriander'],
  },
  // 38 — English: a Pittsburgh tailgate e-mail chain, quoted reply, prose
  {
    text: `Subject: RE: RE: Sunday tailgate, Lot 5, who's bringing what

> Deb, can you do the haluski again? Everybody was asking.
> Gary (bringing the kielbasa, 2 cases of Iron City and the grill)

Yinz are lucky I like yinz. Haluski for the crew, same as last year:

1 head of cabbage, sliced
2 onions, sliced
1 stick butter
1 lb egg noodles
1 lb kielbasa, sliced (Gary, don't forget it this time)
salt and pepper n'at

Melt the butter in the big pot, then the onions and cabbage go in for 25 minutes on medium till they're soft and brown. Meanwhile boil the noodles 8 minutes and drain them. Throw the noodles and kielbasa in with the cabbage and cook it 10 minutes more. Put it in the aluminum pan with the lid so it stays warm till kickoff (1 p.m., Steelers -3.5).

Deb`,
    prep: 0,
    cook: 43,
    steps: 5,
    names: ['cabbage', 'onions', 'butter', 'egg noodles', 'kielbasa', 'salt'],
  },
  // 39 — English: a Mille Lacs ice-fishing house guest log, Minnesotan
  {
    text: `Fish House #14, Mille Lacs, Garrison access. GUEST LOG

Jan 18. Ice 22 inches. Marked 31 walleye on the flasher, kept 2 (slot's 21-23" this year, ope). Made hotdish on the little propane oven, left the recipe for the next folks, you betcha:

Tater Tot Hotdish
1 lb ground beef
1 onion
1 can cream of mushroom soup
2 cups frozen green beans
1 cup shredded cheddar
half a 2 lb bag of tater tots

Brown the beef and onion in the skillet 10 minutes.
Stir in the soup and beans and spread it in the 8x8 pan.
Cheese on top, then line the tots up in rows like the Lutherans do.
Bake at 375 for 45 minutes.

Uff da, that hit the spot at 20 below. The Halvorsons, Brainerd`,
    title: 'Tater Tot Hotdish',
    prep: 0,
    cook: 55,
    steps: 5,
    rows: ['1 unitats onion', '2 tassa frozen green beans', '1 tassa shredded cheddar'],
    names: ['ground beef', 'cream of mushroom soup', 'tater tots'],
  },
  // 40 — English: a Hong Kong food-site review recreating cha chaan teng French toast at home
  {
    text: `★★★★☆  Kam Fung-style French toast, recreated at home (OpenRice review #2,841 by "milktea_addict_852")

Visited the cha chaan teng on Spring Garden Lane at 7:15 a.m., queue of 18 people, table shared with 3 uncles reading the racing pages. HK$38 for the French toast set with milk tea. Aiya, so ho sik I went home and tried it myself. My version, for 2:

4 slices thick white bread
2 tbsp peanut butter
2 eggs
2 tbsp evaporated milk
oil for frying (a lot, it's basically deep-fried)
butter and golden syrup to serve

1. Spread peanut butter on two slices and sandwich with the other two, cut off the crusts.
2. Beat the eggs with the evaporated milk and soak the sandwiches for 2 minutes.
3. Fry in hot oil 4 minutes, turning once, until golden.
4. Top with a slab of butter and pour golden syrup over.

Verdict: 4 stars, mine was less greasy than theirs, which is wrong. Add oil!`,
    servings: 2,
    prep: 2,
    cook: 4,
    steps: 4,
    rows: ['2 cullerada peanut butter', '2 unitats eggs', '2 cullerada evaporated milk'],
    names: ['bread', 'golden syrup'],
  },
  // 41 — English: a retired Baltimore teacher dictating to her phone, spoken punctuation left in
  {
    text: `Aunt Bev's crab cakes
This is for Denise from Dundalk hon.
One pound of jumbo lump crab meat picked over for shells.
One egg.
Two tablespoons mayonnaise.
One teaspoon Dijon mustard.
One teaspoon Old Bay.
Half a cup of crushed saltines.
Mix the egg mayo mustard and Old Bay in a bowl period. Fold in the crab and the crackers gently comma don't break up the lumps. Shape six cakes and chill them in the fridge one hour. Broil them eight minutes until brown on top.
Do not put peppers or onions in it comma this is Baltimore. Send me a picture hon.`,
    title: "Aunt Bev's crab cakes",
    prep: 60,
    cook: 8,
    steps: 4,
    rows: [
      '1 unitats egg',
      '2 cullerada mayonnaise',
      '1 culleradeta dijon mustard',
      '1 culleradeta old bay',
      '0.5 tassa crushed saltines',
    ],
    names: ['crab meat'],
  },
  // 42 — English: OCR of a 1900s New England cooking-school book page, two-column ingredient list
  {
    text: `                        SOUPS AND CHOWDERS.                          97

Fish Chowder.

4 lbs. haddock.                   1 onion, sliced.
6 cups potatoes, in thin slices.  1 tablespoon salt.
2 oz. fat salt pork.              ⅛ teaspoon pepper.
1 ½ quarts cold water.            3 tablespoons butter.
4 cups hot milk.                  8 pilot crackers.

Have the fish cleaned and cut in 2-inch pieces, saving head and bones. Cover head and bones with the cold water, bring slowly to the boiling point and cook 20 minutes; strain and reserve the liquor. Cut pork in small cubes and fry out 5 minutes; add onion and cook 5 minutes, watching that it does not burn. Parboil the potatoes 5 minutes in boiling water, drain, and put in a kettle with the pork fat and onion; add fish liquor and cook until potatoes are nearly soft, 10 minutes. Add the fish and simmer 10 minutes. Add hot milk, salt, pepper and butter, and pour over the crackers, which have been soaked in a little cold milk.

  Clam Chowder may be made after the same rule, using one quart of clams.`,
    title: 'Fish Chowder',
    prep: 0,
    cook: 55,
    rows: [
      '1 cullerada salt',
      '0.125 culleradeta pepper',
      '3 cullerada butter',
      '4 tassa hot milk',
      '8 unitats pilot crackers',
    ],
    names: ['haddock', 'potatoes', 'onion', 'salt pork', 'cold water'],
  },
  // 43 — English: a Brooklyn bubbe's page in a bat-mitzvah family cookbook, second person
  {
    text: `From "Recipes from the Family, for Rachel's Bat Mitzvah, May 2027", page 12

Bubbe Ruth's Matzo Ball Soup

Nu, so you want the matzo balls like mine, bubbeleh. Listen to me. This is for 8, with seconds.

For the balls:
4 eggs
1 cup matzo meal
4 tbsp schmaltz (chicken fat, you render it yourself, not from a jar, oy)
1/4 cup seltzer
1 tsp salt

For the soup:
1 whole chicken, about 4 pounds
3 carrots
3 stalks celery
1 onion
1 parsnip
fresh dill
3 liters cold water

Put the chicken in the big pot with the cold water, bring it up, skim the schmutz and let it barely bubble 3 hours with the vegetables. Meanwhile beat the eggs with the schmaltz and seltzer, stir in the matzo meal and salt, and put it in the refrigerator 1 hour. With wet hands roll balls the size of a walnut, drop them in boiling salted water, cover, and don't you dare lift the lid for 40 minutes. Then put them in the soup with the dill.

Floaters or sinkers? In this family, floaters. Mazel tov, shayna maidel!`,
    title: "Bubbe Ruth's Matzo Ball Soup",
    servings: 8,
    prep: 60,
    cook: 220,
    steps: 4,
    rows: [
      '4 unitats eggs',
      '1 tassa matzo meal',
      '0.25 tassa seltzer',
      '1 culleradeta salt',
      '3 unitats carrots',
      '1 unitats onion',
      '1 unitats parsnip',
      '3 l cold water',
    ],
    names: ['schmaltz', 'chicken', 'celery', 'dill'],
  },
  // 44 — English: a Harlan County mamaw's note taped inside a cast-iron skillet, one long sentence
  {
    text: `This skillet was your great-granny Opal's so don't you ever put it in no dishwasher, and to make cornbread like she made it you heat 2 tablespoons bacon grease in it in a 450 oven while you stir up 2 cups white cornmeal, 1 teaspoon salt, 1 teaspoon baking soda, 1 egg and 2 cups buttermilk, no sugar because we ain't Yankees, and then you pour it in that hot grease and bake it 20 minutes.
Love, Mamaw
Harlan County, June the 14th`,
    prep: 0,
    cook: 20,
    rows: [
      '2 cullerada bacon grease',
      '2 tassa white cornmeal',
      '1 culleradeta salt',
      '1 culleradeta baking soda',
      '1 unitats egg',
      '2 tassa buttermilk',
    ],
  },
];
