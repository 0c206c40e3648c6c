/**
 * Held-out cook texts, set 15 — written 2026-12-02, BLIND: read ONLY /work/scratch/brief15/cooktext-type.txt,
 * /work/scratch/brief15/autofill-conventions.txt and /work/scratch/brief15/autofill-voices-earlier.txt
 * (the other file names in that folder were seen in a directory listing, never opened); nothing under
 * /work/main, /work/wt or any other project folder, nor any other file in /work/scratch, was opened,
 * and no parser was run.
 *
 * Counts: 45 texts — 15 Catalan (0-14), 15 Spanish (15-29), 15 English (30-44).
 * Voices: Catalan — a Badalona library's local-collection catalogue record of a manuscript, a Berga
 * Patum plens brigade's breakfast list (infinitives), a Benavarri (Ribagorça, Franja) festival
 * programme ("astí", "aguestes", "ixo"), an Elx hortolà's paragraph in southern Valencian ("ací",
 * "eixe", "este"), a Garraf hiking-app track description, a Bages farm co-op order form with the
 * recipe on the back, a Mataró X thread (1/7…7/7), the OCR of a 1974 Torre Baró neighbours'
 * mimeographed bulletin, a Puigcerdà rowing club's end-of-season e-mail, a Barcelona taxi driver's
 * dictated message ("nano", "tio"), a Tàrrega street-theatre company's technical rider, a Solsona
 * Carnival comparsa's Telegram export, a Vilafranca del Penedès cava-cellar tour guide's script, a
 * Seu d'Urgell slalom canoeist's nutrition plan and a Sant Cugat kitchen-robot users' card; Spanish —
 * a Santoña cannery notice board in Cantabrian ("chorruco", "calentuco"), a Quetzaltenango host
 * mother's voseo letter ("hagás", "patoja", "chilero"), a Granada (Nicaragua) fritanga owner to her
 * "chavalo" ("chunche", "va pues"), a Panama Canal tug's induction booklet ("xopá", "pelao",
 * "chuleta"), a Tomelloso grape-harvest cuadrilla in one paragraph ("arrea", "mu", "pa"), a Cuenca
 * holiday-flat guest manual, a Villadiego (Burgos) charcuterie wholesale price list, a Gibraltar
 * Llanito voice message with code-switching, a Mancha Real (Jaén) olive co-op's annual report
 * ("ea, chiquillo"), a Bembibre (Bierzo) botillo-festival jury score sheet, a Guayaquil
 * Marketplace listing for a stock pot ("ñaño", "full bacán", "yapa"), a Toledo enclosed nun's
 * letter, a Soria black-truffle auction catalogue, a meal-kit box recipe card with allergens and a
 * nutrition table, and an Erasmus-in-Bologna Discord export ("tías", "jo", "mola"); English — a
 * Wallsend (Tyneside) quiz-night answer sheet ("howay", "pet", "wor", "canny"), a Belfast black-taxi
 * audio-tour transcript ("yous", "so you do", "dead on"), an East End pie-and-mash shop's delivery
 * docket, back side ("use yer loaf", "apples and pears", "innit"), an Accra chop bar owner
 * ("chale", "charley", "ei"), a Bristol Bay (Alaska) drift boat's galley notes, a Utah County 4-H
 * record book ("oh my heck"), a US patent application's worked example, a Durham (North Carolina)
 * ballpark concession training sheet, a Leicester market spice trader's text ("me duck"), a Bristol
 * dad's Alexa list export ("gert lush"), the OCR of a 1917 US Food Administration bulletin, a Cape
 * Breton grandmother's letter with quantities in words ("some good"), a Harare university hostel's
 * kitchen roster ("sha", "mhani", mugoti), a LinkedIn post with a numbered "leadership" list, and a
 * Las Vegas casino banquet event order.
 * Traps: numbers that are not quantities (catalogue numbers, CDU, prices, dates, altitudes, ages,
 * weights of athletes, lot numbers, docket numbers, kcal and grams of a nutrition table, patent
 * paragraph numbers, hot-hold temperatures and discard times, walking times, rider times, tour-stop
 * minutes, robot speeds); yields that are not servings (truites, figuritas, flatbreads, muffins,
 * sandwiches, portions per pan, platos per pot); numbered lists that are not steps (rider items,
 * quiz questions, leadership lessons, Telegram/Discord chatter); times in words ("tres quarts
 * d'hora", "mitja hora", "hora i mitja", "un quart d'hora", "media hora", "a good 20 minutes",
 * "fifteen minutes"); a stated total next to its parts; ranges and batches leaving cook unasserted;
 * pounds, cans, jars, glasses, cloves, handfuls and pinches kept out of rows;
 * quantities in words and fractions ("a cup and a half", "1/2 teaspoon", "1,5 l", "dues cebes");
 * OCR damage ("cu11erades", "rnés", a word broken across lines).
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

export const HELD_OUT_COOK_TEXTS_15: readonly CookText[] = [
  // 0 — Catalan: a Badalona public library's local-collection catalogue record transcribing a manuscript recipe (impersonal "es")
  {
    text: `Biblioteca Can Casacuberta (Badalona) — Fons local — Registre 2026/0833
Títol: Receptes de la tieta Montse [manuscrit]
Descripció física: 12 f. ; 21 cm
CDU: 641.5(467.1)
Nota de contingut (f. 3, transcripció literal):

Coca de recapte

Per a 6 persones.
Ingredients: 500 g de massa, 2 pebrots, 1 albergínia, 2 cebes, 8 arengades, 4 cullerades d'oli.
Es couen els pebrots, l'albergínia i les cebes al forn a 200 °C durant 45 minuts.
Es pelen i es tallen a tires.
S'estira la massa sobre la safata del forn.
Es reparteixen les verdures i les arengades per sobre.
Es rega tot amb l'oli.
Es cou la coca 25 minuts a 220 °C.

Nota: donació de la família Serra i Puig, 14-XI-2026. Consulta a la sala, no es presta.`,
    title: 'Coca de recapte',
    servings: 6,
    prep: 0,
    cook: 70,
    steps: 6,
    rows: ['500 g massa', '2 unitats pebrots', '2 unitats cebes', '8 unitats arengades', '4 cullerada oli'],
    names: ['albergínia'],
  },
  // 1 — Catalan: the Berga Patum plens brigade's breakfast list, telegraphic infinitives; a yield, not servings; per-truita batches
  {
    text: `PATUM 2027 — comparsa de plens, brigada de l'esmorzar (dijous de Corpus, 7 h, local del carrer Major 23)
Truites de patata. Surten 5 truites grans, d'unes 8 racions cadascuna.
- 3 kg patates
- 30 ous
- 1 kg ceba
- 1 l oli
- sal
Pelar i tallar les patates a làmines.
Fregir la patata i la ceba a foc baix, tres quarts d'hora.
Escórrer l'oli.
Batre els ous amb la sal.
Barrejar-ho tot.
Quallar cada truita 5 minuts per banda.
Nota: els plens porten 9 kg de pólvora entre tots, que ningú no fumi a la cuina.`,
    prep: 0,
    steps: 6,
    rows: ['3 kg patates', '30 unitats ous', '1 kg ceba', '1 l oli'],
    names: ['sal'],
  },
  // 2 — Catalan: a Benavarri (Ribagorça, Franja) festival programme, first person plural ("astí", "aguestes", "ixo", "dos hores")
  {
    text: `PROGRAMA DE FESTES DE SANT MEDARDO 2027 — BENAVARRI (Ribagorça)
Dissabte 12 de juny, a les 18 h: concurs de coques a la plaça. Inscripció: 3 €. Premi: 150 € i un pernil.
Pa qui no la sàpiga fer, astí va la de la Comissió:

Coca de sucre

Aguestes quantitats són pa una llanda de 40 x 30.
Farem servir 500 g de farina, 200 ml de llet, 150 g de sucre, 100 ml d'oli, 3 ous i 25 g de llevat.
Pastem la farina amb la llet, l'oli, els ous i el llevat.
Ixo ho deixem reposar dos hores, tapat amb un drap.
Estirem la massa a la llanda i hi tirem el sucre per damunt.
La fiquem al forn a 190 graus mitja hora.
Qui vulgue, que hi pose pinyons.`,
    title: 'Coca de sucre',
    prep: 120,
    cook: 30,
    rows: ['500 g farina', '200 ml llet', '150 g sucre', '100 ml oli', '3 unitats ous', '25 g llevat'],
  },
  // 3 — Catalan: an Elx palm-grove hortolà, first person singular, one paragraph in southern Valencian ("ací", "eixe", "este", "sofregisc")
  {
    text: `L'arròs amb crosta, ací el tens com el faig jo. Per a sis persones, que a casa som eixe número els diumenges. Jo pose 400 g d'arròs, 300 g de conill, 200 g de botifarra, 1,5 l de brou i 8 ous. Sofregisc la carn en la cassola de fang un quart d'hora. Després hi tire el brou i, quan arranca a bullir, l'arròs, vint minuts. Mentrestant bat els ous amb un pessic de sal. Tire els ous per damunt i fique la cassola al forn deu minuts, fins que fa crosta. Este arròs el feia ma mare en l'hort, a Elx, quan teníem 200 palmeres i el meu germà tenia 11 anys.`,
    servings: 6,
    prep: 0,
    cook: 45,
    rows: ['400 g arròs', '300 g conill', '200 g botifarra', '1.5 l brou', '8 unitats ous'],
    names: ['sal'],
  },
  // 4 — Catalan: a Garraf hiking-app track description (distances, climb, walking times) with a cold lunch; imperative
  {
    text: `Ruta: Garraf — Plana Novella — La Morella (circular)
Distància 14,2 km · Desnivell acumulat 620 m · Temps en moviment 4 h 10 min · Temps total 5 h 30 min · Dificultat: moderada
Punts de pas: Garraf poble (km 0), Plana Novella (km 5,8), cim de La Morella, 594 m (km 8,1).
Al cim hi vam dinar aquesta amanida, que es fa a casa i aguanta bé a la motxilla:

Amanida de cigrons de motxilla

- 1 pot de cigrons cuits (400 g)
- 2 tomàquets
- 1 ceba tendra
- 100 g de tonyina
- 3 cullerades d'oli
- 1 culleradeta de vinagre
- sal
Escorre els cigrons i renta'ls.
Talla els tomàquets i la ceba a daus.
Barreja-ho tot amb la tonyina.
Amaneix amb l'oli, el vinagre i la sal.
Guarda-ho en un tàper.
Consell: porteu 2 l d'aigua per cap, a l'estiu no hi ha cap font oberta.`,
    title: 'Amanida de cigrons de motxilla',
    prep: 0,
    cook: 0,
    steps: 5,
    rows: ['2 unitats tomàquets', '100 g tonyina', '3 cullerada oli', '1 culleradeta vinagre'],
    names: ['cigrons', 'sal'],
  },
  // 5 — Catalan: a Bages farm co-op order form, the recipe on the back with stated times; the order's 3 kg is not a row
  {
    text: `COOPERATIVA AGRÍCOLA DEL BAGES — FULL DE COMANDA
Soci núm.: 0457   Nom: Pilar Vilaseca
Producte: carbassa (2,5 €/kg) — Quantitat: 3 kg — Import: 7,50 €
Recollida: dissabte 19, de 9 a 13 h

(Al dors, la recepta que ens van demanar a la fira)
RECEPTA: Crema de carbassa
Racions: 4
Temps de preparació: 15 min
Temps de cocció: 35 min
Ingredients: 1 kg de carbassa, 2 porros, 1 patata, 750 ml de brou, 100 ml de nata, sal, pebre.
Elaboració:
1. Tallar la carbassa, els porros i la patata.
2. Ofegar els porros amb una mica d'oli.
3. Afegir la carbassa, la patata i el brou i bullir-ho.
4. Triturar amb la nata.
5. Salpebrar.`,
    title: 'Crema de carbassa',
    servings: 4,
    prep: 15,
    cook: 35,
    steps: 5,
    rows: ['1 kg carbassa', '2 unitats porros', '750 ml brou', '100 ml nata'],
    names: ['sal', 'pebre', 'oli'],
  },
  // 6 — Catalan: a Mataró X thread by a shipwright's grandson, numbered posts 1/7…7/7 (only 3/7–6/7 are steps)
  {
    text: `1/7 🧵 Fil: el suquet que fa el meu avi, que va ser mestre d'aixa a les drassanes de Mataró fins al 1989. Per a 4. Som-hi 👇
2/7 Necessites 800 g de rap i lluç, 600 g de patates, 2 tomàquets ratllats, 4 grans d'all, 1 cullerada de farina, 500 ml de fumet i una mica de julivert.
3/7 Fes un sofregit amb els alls i el tomàquet, 10 minuts.
4/7 Afegeix la farina, les patates a rodanxes i el fumet, i deixa-ho bullir 15 minuts.
5/7 Posa-hi el peix i cou-lo 8 minuts més, sacsejant la cassola.
6/7 Acaba amb el julivert picat per sobre.
7/7 Si us ha agradat, RT. Demà, el romesco de l'àvia. 2.300 seguidors, gràcies!!`,
    servings: 4,
    prep: 0,
    cook: 33,
    steps: 4,
    rows: ['600 g patates', '1 cullerada farina', '500 ml fumet'],
    names: ['all', 'julivert'],
  },
  // 7 — Catalan: OCR of a 1974 Torre Baró neighbours' association mimeographed bulletin (impersonal "es", "grs.", OCR damage)
  {
    text: `BUTLLETÍ DE L'ASSOCIACIÓ DE VEÏNS DE TORRE BARÓ — núm. 23 — abril de 1974 — preu: 5 ptes.
[...] la reunió amb l'Ajuntament serà el dia 9 a les 8 del vespre al local de la parròquia. [...]

CUINA DE LA VEÏNA

Mongetes amb botifarra
(per a 4 persones)

Es posen 400 grs. de mongetes en remull tota la nit.
Es bullen amb aigua i sal durant 1 hora i mitja.
S'escorren bé.
A la paella es fregeixen 4 botifarres amb 2 cu11erades d'oli, 10 minuts.
Es saltegen les mongetes amb el greix de la botifarra 5 minuts rnés.
Se serveix tot ben calent.

(Recepta enviada per la Sra. Dolors, escala B, 3r 2a. El mes que ve, l'escudella.)`,
    title: 'Mongetes amb botifarra',
    servings: 4,
    cook: 105,
    steps: 6,
    rows: ['400 g mongetes', '4 unitats botifarres'],
    names: ['sal'],
  },
  // 8 — Catalan: a Puigcerdà rowing club secretary's end-of-season e-mail, first person plural; 25 members is not the serving count
  {
    text: `Assumpte: Sopar de final de temporada — divendres 16/10, 21 h, al local del Club Rem Estany
Hola remers i remeres,
Com cada any, farem trinxat per als 25 socis que us heu apuntat (quota: 12 €). Aquí teniu la recepta per si algú el vol fer a casa, calculada per a 4:

Trinxat

1 kg de col
500 g de patates
150 g de cansalada
2 grans d'all
3 cullerades d'oli
Bullim la col i les patates juntes 30 minuts.
Les escorrem bé i les aixafem amb la forquilla.
Fregim la cansalada i els alls a la paella amb l'oli.
Hi afegim la col i la patata i fem el trinxat com una truita, 10 minuts en total, girant-lo a mig temps.
Salut i bona remada!
Jordi (secretari)`,
    title: 'Trinxat',
    servings: 4,
    prep: 0,
    cook: 40,
    steps: 4,
    rows: ['1 kg col', '500 g patates', '150 g cansalada', '3 cullerada oli'],
    names: ['all'],
  },
  // 9 — Catalan: a Barcelona taxi driver's dictated message at the Sants rank ("nano", "tio"), second person, times in words
  {
    text: `Nano, t'ho dic ràpid que sóc a la parada de Sants i tinc tres cotxes davant, llicència 4.312, ja saps. El fricandó de la mama, per a quatre, tio. Compres vedella a filets prims i un grapat de moixernons, que els poses en remull mitja hora abans. Enfarines la carn i la dores a l'olla cinc minuts. La treus. Hi fas dues cebes i un tomàquet ben picats fins que quedin fosquets, uns vint minuts. Tires un got de vi ranci i tornes la carn i els bolets. Ho deixes estofar tres quarts d'hora a foc fluix. I no m'hi posis pastanaga, eh, que et conec. Va, que puja una senyora per a l'aeroport, 39,40 € de carrera, adeu.`,
    servings: 4,
    prep: 30,
    cook: 70,
    rows: ['2 unitats cebes'],
    names: ['vedella', 'moixernons', 'vi ranci'],
  },
  // 10 — Catalan: a Tàrrega street-theatre company's technical and hospitality rider; the numbered rider items are not steps
  {
    text: `RIDER TÈCNIC I D'HOSTALERIA — Cia. Fils de Ferro — espectacle "Vertical" (FiraTàrrega 2027)
1. Espai: plaça de 12 x 10 m, terra pla, sense pendent.
2. Electricitat: 1 presa de 32 A trifàsica a menys de 25 m.
3. Equip: 5 intèrprets i 2 tècnics.
4. Hostaleria: aigua i fruita al camerino. Si és possible, el nostre hummus, que el fem així:
   - 250 g de cigrons
   - 2 cullerades de tahina
   - 1 llimona
   - 1 gra d'all
   - 4 cullerades d'oli
   Deixar els cigrons en remull 12 hores.
   Bullir-los 1 hora.
   Triturar-los amb la tahina, el suc de la llimona, l'all i l'oli.
5. Horari de muntatge: 3 hores abans de la funció.`,
    prep: 720,
    cook: 60,
    steps: 3,
    rows: ['250 g cigrons', '2 cullerada tahina', '4 cullerada oli'],
    names: ['llimona', 'all'],
  },
  // 11 — Catalan: a Solsona Carnival comparsa's Telegram export; the step time is a range
  {
    text: `[10/02/27 22:14] Marc Riu: bon vespre comparsa!! dissabte toca xocolata per a 30 a la plaça, abans de la penjada del ruc
[10/02/27 22:15] Anna: quanta xocolata compro?
[10/02/27 22:17] Marc Riu: 2 kg de xocolata, 6 l de llet, 200 g de sucre i 4 culleradetes de maicena
[10/02/27 22:18] Anna: ok
[10/02/27 22:20] Marc Riu: escalfem la llet
[10/02/27 22:20] Marc Riu: després hi fonem la xocolata a trossos sense parar de remenar
[10/02/27 22:21] Marc Riu: dissolem la maicena en un got de llet freda i l'afegim
[10/02/27 22:22] Marc Riu: ho deixem espessir uns 10-15 minuts
[10/02/27 22:25] Jan: jo porto 3 barres de pa 🥖`,
    servings: 30,
    prep: 0,
    steps: 4,
    rows: ['2 kg xocolata', '6 l llet', '200 g sucre', '4 culleradeta maicena'],
  },
  // 12 — Catalan: a Vilafranca del Penedès cava-cellar tour guide's script; the stop minutes are not cooking times
  {
    text: `GUIÓ DE LA VISITA — Caves Ferret i Fills (Vilafranca del Penedès). Durada total: 90 min. Grups de màxim 20.
Parada 1 (15 min): vinyes de xarel·lo.
Parada 2 (20 min): cava a 18 metres sota terra, 12 °C.
Parada 3 (10 min): remuage.
Parada 4 (45 min): degustació i maridatge. Expliqueu la recepta de la casa:
"Pollastre al cava, per a 4 persones. Es daura 1 pollastre a trossos amb 3 cullerades d'oli durant 10 minuts. S'hi afegeixen 2 cebes i 12 prunes. Es mulla amb 300 ml de cava. Es deixa coure tapat 40 minuts."
Recordeu: ampolla de 75 cl, 14 € a la botiga; amb el tiquet de la visita, 10 % de descompte.`,
    servings: 4,
    prep: 0,
    cook: 50,
    rows: ['3 cullerada oli', '2 unitats cebes', '12 unitats prunes', '300 ml cava'],
    names: ['pollastre'],
  },
  // 13 — Catalan: a Seu d'Urgell slalom canoeist's nutrition plan (age, body weight, kcal, water are not quantities)
  {
    text: `PLA NUTRICIONAL — Equip d'eslàlom, Parc Olímpic del Segre (la Seu d'Urgell)
Esportista: K1 júnior, 17 anys, 68 kg. Objectiu: 3.200 kcal/dia, 2 l d'aigua com a mínim.
Sopar de dimecres (dia de doble sessió):

Arròs amb pollastre i verdures

Quantitats per a 1 ració.
100 g d'arròs
150 g de pit de pollastre
1 carbassó
1 culleradeta d'oli
Saltejar el pollastre a daus 6 minuts.
Afegir el carbassó tallat i 4 minuts més.
Bullir l'arròs 18 minuts.
Barrejar-ho tot.
Observacions: pesar l'arròs en cru. Revisió el 3 de març.`,
    title: 'Arròs amb pollastre i verdures',
    servings: 1,
    prep: 0,
    cook: 28,
    steps: 4,
    rows: ['100 g arròs', '1 culleradeta oli'],
    names: ['carbassó'],
  },
  // 14 — Catalan: a Sant Cugat kitchen-robot users' card (speeds and temperatures; a stated total beside its parts)
  {
    text: `Crema catalana
Recepta del grup d'usuàries del robot de cuina, Sant Cugat
Porcions: 6
Temps total: 3 h 17 min (inclou 3 h de nevera)
Ingredients
500 ml de llet
4 rovells d'ou
100 g de sucre
20 g de maicena
1 pela de llimona
1 branca de canyella
Preparació
1. Posar la llet, la pela de llimona i la canyella al got: 10 min / 90 °C / vel. 1.
2. Retirar la pela i la canyella.
3. Afegir els rovells, el sucre i la maicena: 7 min / 90 °C / vel. 4.
4. Repartir en 6 cassoletes i deixar-les a la nevera 3 h.
5. Abans de servir, cremar el sucre per sobre amb la pala.`,
    title: 'Crema catalana',
    servings: 6,
    prep: 180,
    cook: 17,
    steps: 5,
    rows: ['500 ml llet', '100 g sucre', '20 g maicena'],
    names: ['canyella'],
  },
  // 15 — Spanish: a Santoña anchovy cannery's notice board, the forewoman to the night shift, impersonal "se", Cantabrian diminutives
  {
    text: `TABLÓN — Conservas Hermanas Revilla, Santoña. Turno de tarde, 14 de mayo. Lote 2705-B: 1.840 latas de anchoa en aceite, 48 g neto.
Pa las del turno de noche, que me pedisteis el sorropotún de la comida de ayer:

Sorropotún

Pa 8 personas.
1 kg de bonito
2 kg de patatas
2 cebollas
2 pimientos verdes
1 cucharadita de pimentón
Agua
Se pochan las cebollas y los pimientos con un chorruco de aceite 15 minutos.
Se echan las patatas cascadas y el pimentón, y se cubre todo de agua.
Se deja cocer 25 minutos.
Se mete el bonito en tacos y se apaga el fuego a los 3 minutos, tapaduco.
Se deja reposar 10 minutos antes de servir, calentuco pero no ardiendo.
Ojo, que la cerradora número 3 sigue perdiendo aceite. Mari Luz, encargada.`,
    title: 'Sorropotún',
    servings: 8,
    prep: 10,
    cook: 43,
    steps: 5,
    rows: ['1 kg bonito', '2 kg patatas', '2 unitats cebollas', '1 culleradeta pimentón'],
    names: ['aceite', 'agua'],
  },
  // 16 — Spanish: a Quetzaltenango (Guatemala) host mother's voseo letter to her student; "5 tazas" is a yield
  {
    text: `Querida Emily: te dejo escrita la receta del atol que te gustó tanto, para que lo hagás en tu casa en Ohio. Aquí en Xela lo tomamos cuando hace frío, y a 2.330 metros siempre hace frío, vos sabés.

Atol de elote

Salen unas 5 tazas.
Necesitás 6 elotes, 1 litro de leche, 4 cucharadas de azúcar, 1 raja de canela y una pizca de sal.
1. Desgraná los elotes con un cuchillo.
2. Licuá los granos con la leche.
3. Colalo y ponelo en la olla con el azúcar, la canela y la sal.
4. Movelo sin parar a fuego lento durante 20 minutos, hasta que espese.
Está bien chilero. Cuidate mucho, patoja, y no te olvidés de nosotros. Doña Olga, 4a calle 12-35, zona 1.`,
    title: 'Atol de elote',
    prep: 0,
    cook: 20,
    steps: 4,
    rows: ['6 unitats elotes', '1 l leche', '4 cullerada azúcar'],
    names: ['canela', 'sal'],
  },
  // 17 — Spanish: a Granada (Nicaragua) fritanga owner instructing her new "chavalo" ("chunche", "va pues"); pounds and a range
  {
    text: `Fritanga Doña Chepita — Calle Atravesada, Granada. Vos, chavalo, el gallo pinto se hace así y no me lo arruinés.
Para la venta de la noche (salen como 40 porciones a 60 córdobas):
3 libras de frijoles rojos ya cocidos
2 libras de arroz cocido del día anterior
2 cebollas
1 chiltoma
6 cucharadas de aceite
Sofreí la cebolla y la chiltoma picadas en el aceite unos 5 minutos.
Echale el arroz y dale vuelta 5 minutos.
Echale los frijoles con un poco de su caldo.
Dejalo que se seque y se dore de 10 a 15 minutos, moviendo con el chunche de madera.
Va pues, y lavá el comal al terminar.`,
    prep: 0,
    steps: 4,
    rows: ['2 unitats cebollas', '6 cullerada aceite'],
    names: ['frijoles', 'arroz', 'chiltoma'],
  },
  // 18 — Spanish: a Panama Canal tug's induction booklet for new crew ("xopá", "pelao", "chuleta"); shift hours and lock names are not times
  {
    text: `Remolcador "Cerro Ancón" — Manual de inducción para marinos nuevos, pág. 9
Guardia de 12 horas (06:00–18:00), esclusas de Agua Clara. Tripulación: 7.
COCINA A BORDO. Xopá, pelao: aquí cocina todo el mundo. El sancocho de los viernes:

Sancocho

Para los 7 de la guardia.
- 1 gallina de patio en presas
- 1 kg de ñame
- 2 mazorcas
- 1 cebolla
- culantro
- sal
1. Hervir la gallina con la cebolla y la sal, tapada, 1 hora.
2. Meter el ñame en trozos y las mazorcas, 30 min más.
3. Al final, el culantro picado.
Chuleta: con mar movida, la olla va amarrada al fogón.`,
    title: 'Sancocho',
    servings: 7,
    prep: 0,
    cook: 90,
    steps: 3,
    rows: ['1 kg ñame', '2 unitats mazorcas'],
    names: ['gallina', 'culantro', 'sal'],
  },
  // 19 — Spanish: a Tomelloso grape-harvest cuadrilla's gachas in one long paragraph, first person plural ("arrea", "mu", "pa")
  {
    text: `¡Arrea, que son las siete y la cuadrilla tiene hambre! En la vendimia de Tomelloso, con 14 vendimiadores y 9.000 kilos de airén cogidos por la mañana, hacemos las gachas así, pa 14: en la sartén grande de rabo calentamos 250 ml de aceite y freímos 400 g de panceta en tacos hasta que esté mu doradica, unos 10 minutos; la sacamos y en ese aceite tostamos 300 g de harina de almortas con 2 cucharadas de pimentón, removiendo sin parar 2 minutos; echamos 2 litros de agua poco a poco y lo dejamos cocer media hora, meneando con la paleta, que si no se agarra; al final devolvemos la panceta y se come a tenedor de la sartén, cada uno de su lado, y el que moja pan antes que el manijero paga el vino.`,
    servings: 14,
    prep: 0,
    cook: 42,
    rows: ['250 ml aceite', '400 g panceta', '2 cullerada pimentón', '2 l agua'],
  },
  // 20 — Spanish: a Cuenca holiday-flat guest manual (Wi-Fi key, check-out hour, thermostat); servings in brackets beside the dish
  {
    text: `CASA COLGADA VIEW — Manual del huésped (Cuenca)
Wi-Fi: CasaColgada_5G — clave: hoz1987jucar
Check-out: antes de las 11:00. Basura: contenedores en la calle Alfonso VIII, 28.
Calefacción: termostato a 21 °C, por favor no más.
Os dejamos la receta de la sopa que os encontráis en la nevera, por si queréis repetir:
Sopa de ajo (2 raciones)
— 4 dientes de ajo
— 100 g de pan duro
— 50 g de jamón
— 1 cucharadita de pimentón
— 750 ml de caldo
— 2 huevos
Dorar los ajos en láminas con un poco de aceite.
Añadir el jamón y el pan en rebanadas finas.
Apartar del fuego y echar el pimentón.
Verter el caldo y cocer 15 minutos.
Cascar los huevos encima y dejar 3 minutos, hasta que cuajen.
¡Buen viaje! Si os ha gustado, una reseña de 5 estrellas nos ayuda mucho.`,
    servings: 2,
    prep: 0,
    cook: 18,
    steps: 5,
    rows: ['50 g jamón', '1 culleradeta pimentón', '750 ml caldo', '2 unitats huevos'],
    names: ['ajo', 'aceite'],
  },
  // 21 — Spanish: a Villadiego (Burgos) charcuterie's wholesale price list with the counter tapa on the back
  {
    text: `EMBUTIDOS HNOS. SANTAMARÍA — Villadiego (Burgos) — LISTA DE PRECIOS 2027 (IVA no incluido)
Morcilla de arroz, ristra de 6 ......... 9,80 €
Morcilla de cebolla, pieza de 350 g ..... 3,20 €
Chorizo de sarta, kg .................... 11,50 €
Pedido mínimo: 20 kg. Reparto los martes.
—— Al dorso ——
Morcilla con pimientos (la tapa del mostrador)
Para 4.
1 morcilla de Burgos
2 pimientos rojos asados
1 cucharada de aceite
Se corta la morcilla en rodajas de dos dedos.
Se fríen en el aceite a fuego medio 6 minutos, dándoles la vuelta a media fritura.
Se sirven encima de los pimientos en tiras.`,
    servings: 4,
    prep: 0,
    cook: 6,
    steps: 3,
    rows: ['1 cullerada aceite'],
    names: ['morcilla'],
  },
  // 22 — Spanish: a Gibraltar grandmother's Llanito voice message, Spanish with English code-switching
  {
    text: `Oye, Kaylee, mira, la calentita de la Granny, que me la has pedido para el school fair del Bayside. Pa una bandeja de 30 por 20: 300 g de harina de garbanzo, 600 ml de agua, 4 cucharadas de aceite de oliva, sal y pimienta. Lo mezclas todo con el whisk y lo dejas reposar una hora, ¿vale? El horno a 220, bien hot. Untas la bandeja con aceite, echas la mezcla y al horno 40 minutos, hasta que esté doradita por arriba. Pimienta por encima and that's it. Ah, y no me la cortes caliente que se rompe, hombre. See you el Sunday en Main Street.`,
    prep: 60,
    cook: 40,
    rows: ['300 g harina de garbanzo', '600 ml agua', '4 cullerada aceite de oliva'],
    names: ['sal', 'pimienta'],
  },
  // 23 — Spanish: a Mancha Real (Jaén) olive co-op's annual report quoting a member ("ea, chiquillo", "finica"); co-op figures are not quantities
  {
    text: `COOPERATIVA OLIVARERA SAN ISIDRO — Memoria anual, campaña 2026/27 — Mancha Real (Jaén)
Socios: 1.146 · Kilos de aceituna molturados: 18.420.000 · Rendimiento medio: 21,3 %
Pág. 31 — La receta de la molturación
Como cada año, le pedimos a un socio el guiso que se come en la almazara. Este año, Paco Moreno, de la cuadrilla del turno de noche:
«Ea, chiquillo, los andrajos. Pa seis personas. Haces una masa con 300 g de harina, 150 ml de agua y sal, y la dejas reposar media hora. La estiras finica y la cortas en trozos. En la olla sofríes 1 cebolla, 2 tomates y 1 pimiento 10 minutos. Le echas 1 litro de agua y 300 g de bacalao desalado. Cuando hierva, echas los andrajos y que cuezan 15 minutos. Y el aceite, del nuestro, ¿eh?»`,
    servings: 6,
    prep: 30,
    cook: 25,
    rows: ['300 g harina', '150 ml agua', '1 l agua', '2 unitats tomates'],
    names: ['sal'],
  },
  // 24 — Spanish: a Bembibre (El Bierzo) botillo-festival jury score sheet with the entrant's recipe and a stated cooking time
  {
    text: `XXXV FESTIVAL DEL BOTILLO — Bembibre (El Bierzo)
HOJA DE PUNTUACIÓN DEL JURADO — Mesa 3 — Concursante n.º 12
Presentación (0-10): 8 | Sabor (0-20): 17 | Punto de cocción (0-10): 9 | Total: 34/40
Receta presentada por el concursante:

Botillo con cachelos

Raciones: 6
Tiempo de cocción: 2 h 30 min
1 botillo de 1,2 kg
1 kg de patatas
1 repollo
Sal
Se lava el botillo y se pincha con una aguja.
Se mete en agua fría y se cuece a fuego suave.
A falta de 40 minutos se añaden las patatas y el repollo en trozos.
Se sirve el botillo entero en la fuente y se abre en la mesa.
Firma del jurado: ______`,
    title: 'Botillo con cachelos',
    servings: 6,
    prep: 0,
    cook: 150,
    steps: 4,
    rows: ['1 kg patatas'],
    names: ['botillo', 'repollo', 'sal'],
  },
  // 25 — Spanish: a Guayaquil Marketplace listing selling the encebollado pot, recipe as "yapa" ("ñaño", "full bacán"); 30 plates is the pot's yield
  {
    text: `Marketplace · Guayaquil, Guasmo Sur · Publicado hace 3 días
OLLA DE ALUMINIO 60 LITROS — $85 — Estado: usado, buen estado
Vendo la olla del encebollado porque me cambio a una más grande, ñaño. Con ella salen 30 platos. De yapa les dejo la receta tal cual la hago:

Encebollado

- 5 kg de albacora
- 4 kg de yuca
- 12 tomates
- 3 cebollas paiteñas
- 2 cucharadas de comino
- culantro
- agua 20 litros
Hervir el agua con tomate, cebolla y comino 30 min.
Meter la albacora 20 min, sacar y desmenuzar.
Yuca al caldo, 25 min hasta suavecita.
Devolver el pescado.
Encima, cebolla curtida con limón y culantro.
Full bacán. Entrega en el Guasmo o por la Perimetral, escriban al interno.`,
    title: 'Encebollado',
    prep: 0,
    cook: 75,
    steps: 5,
    rows: ['5 kg albacora', '4 kg yuca', '12 unitats tomates', '2 cullerada comino', '20 l agua'],
    names: ['culantro'],
  },
  // 26 — Spanish: a Toledo enclosed nun's letter to her niece, impersonal "se"; figurines are a yield; the overnight rest is unquantified
  {
    text: `Toledo, a 8 de diciembre de 2026, Inmaculada Concepción.
Muy querida sobrina en el Señor: como me pedías, te copio el mazapán que hacemos en el obrador para el torno. Este año hemos vendido 230 cajas.

Mazapán

Para unas 40 figuritas.
500 g de almendra molida
500 g de azúcar
100 ml de agua
1 clara de huevo
Primero se hace un almíbar con el agua y el azúcar, 5 minutos al fuego.
Se aparta y se incorpora la almendra.
Se deja reposar la pasta tapada toda la noche.
Se forman las figuritas y se pintan con la clara.
Se doran en el horno 8 minutos a 200 grados.
Rezamos por ti cada día en el coro de las 7. Tu tía, Sor María del Sagrario.`,
    title: 'Mazapán',
    cook: 13,
    steps: 5,
    rows: ['500 g azúcar', '100 ml agua'],
  },
  // 27 — Spanish: a Soria black-truffle auction catalogue (lots, weights, reserve prices, altitude), infinitive recipe with 48 h in the fridge
  {
    text: `MERCADO DE LA TRUFA NEGRA DE SORIA — Catálogo de la subasta, 16 de enero de 2027 — Abejar (1.050 m)
Lote 14 · Tuber melanosporum · 1,35 kg · Categoría Extra · Salida: 780 €/kg
Lote 15 · Tuber melanosporum · 0,62 kg · Primera · Salida: 540 €/kg
Lote 16 · Tuber brumale · 2 kg · Salida: 120 €/kg
RECETA DEL CATÁLOGO: los huevos trufados del truficultor de los lotes 14 y 15
Meter 8 huevos en un tarro hermético con 30 g de trufa, 48 horas en la nevera.
Rallar la trufa.
Batir los huevos con 20 g de mantequilla y sal.
Cuajar en revuelto a fuego muy suave, 6 minutos.
Echar la trufa rallada por encima.`,
    prep: 2880,
    cook: 6,
    steps: 5,
    rows: ['8 unitats huevos', '30 g trufa', '20 g mantequilla'],
    names: ['sal'],
  },
  // 28 — Spanish: a meal-kit box recipe card (allergens, nutrition table, box code), imperative, stated times
  {
    text: `CAJA SEMANAL · Semana 49 · Receta 3 de 5

Lentejas estofadas con chorizo

Comensales: 2
Preparación: 10 min · Cocción: 35 min
Alérgenos: apio, sulfitos. Puede contener trazas de gluten.
Ingredientes (en tu caja)
200 g de lentejas
1 chorizo
1 zanahoria
1 cebolla
1 diente de ajo
1 cucharadita de pimentón
De tu despensa: 750 ml de agua, aceite, sal
Pasos
1. Pica la cebolla, la zanahoria y el ajo.
2. Rehoga las verduras en una olla con un chorrito de aceite.
3. Añade el chorizo en rodajas y el pimentón.
4. Incorpora las lentejas y el agua y deja cocer a fuego lento.
5. Rectifica de sal y sirve.
Información nutricional por ración: 612 kcal · Proteínas 32 g · Hidratos 71 g · Grasas 19 g · Sal 2,1 g
Código de caja: ES-49-03-2P · Consumir antes de: 08/12`,
    title: 'Lentejas estofadas con chorizo',
    servings: 2,
    prep: 10,
    cook: 35,
    steps: 5,
    rows: ['200 g lentejas', '1 culleradeta pimentón', '750 ml agua'],
    names: ['chorizo', 'aceite', 'sal'],
  },
  // 29 — Spanish: an Erasmus-in-Bologna Discord export ("tías", "jo", "mola"); "somos 5" is not a serving count; soaking and fridge are prep
  {
    text: `# cocina-del-piso — servidor "Erasmus Bolonia 26/27"
lucia_pz — 02/12/2026 19:04
tías el viernes cena en el piso de Via Zamboni 33, traigo salmorejo
alvaro.gs — 02/12/2026 19:06
receta porfa, que en mi piso somos 5 y lo quiero hacer el sábado
lucia_pz — 02/12/2026 19:09
1 kg de tomates, 200 g de pan, 1 diente de ajo, 100 ml de aceite de oliva y sal
trituras los tomates con el ajo
luego añades el pan y lo dejas empapar 10 min
trituras otra vez echando el aceite a hilo
a la nevera mínimo 2 horas
alvaro.gs — 02/12/2026 19:10
mola, gracias jo 🙏
marta_rm — 02/12/2026 19:12
yo llevo el huevo duro y el jamón para encima`,
    prep: 130,
    cook: 0,
    steps: 4,
    rows: ['1 kg tomates', '200 g pan', '100 ml aceite de oliva'],
    names: ['ajo', 'sal'],
  },
  // 30 — English: a Wallsend (Tyneside) boys' club quiz-night answer sheet, the quizmaster's bonus answer ("howay", "pet", "wor", "canny")
  {
    text: `WALLSEND BOYS' CLUB QUIZ NIGHT — Thursday 8pm — £2 a head, teams of 4 max
ANSWER SHEET — Round 4: Grub
Q1. What's a stottie? — Answer: a flat round loaf (1 point)
Q2. Year the Tyne Bridge opened? — Answer: 1928
Q3. What is pan haggerty? — Answer, and a bonus for them that asked at the bar, pet:
Howay, this is wor Doris's pan haggerty, feeds 4.
500g potatoes
2 onions
150g cheddar
25g butter
Slice the potatoes and onions thin as you can.
Melt the butter in a big frying pan.
Layer the potatoes, onions and cheese, finishing with cheese.
Put the lid on and cook it gently for 30 minutes.
Finish it under the grill for 5 minutes till it's canny and brown.
Q4. Tiebreaker: how many pints in a yard of ale? — Answer: 2.5 (nearest wins)`,
    servings: 4,
    prep: 0,
    cook: 35,
    steps: 5,
    rows: ['500 g potatoes', '2 unitats onions', '150 g cheddar', '25 g butter'],
  },
  // 31 — English: a Belfast black-taxi audio-tour transcript ("yous", "so you do", "dead on"); "does four, or two of me" is no single number
  {
    text: `AUDIO TOUR — transcript, stop 6 of 9 (Falls Road)
Right folks, we're stopped at the lights, so I'll give yous my ma's champ, for the lady from Ohio that asked. Dead on. You take a kilo of floury spuds, peel them and boil them in salted water for 20 minutes, so you do. Then you chop a bunch of scallions and put them in a pan with 300 ml of milk and let it simmer for 5 minutes. Drain the spuds and mash them. Beat in the hot milk and scallions. Make a well in the middle of each plate and put a big knob of butter in it. That does four, or two of me. Tour's £45 a cab, by the way, and the mural on your left was painted in 1981.`,
    prep: 0,
    cook: 25,
    rows: ['300 ml milk'],
    names: ['spuds', 'scallions', 'butter'],
  },
  // 32 — English: the back of an East End pie-and-mash shop's eel delivery docket, for the Saturday boy ("use yer loaf", "apples and pears", "innit")
  {
    text: `DELIVERY DOCKET No. 7781 — H. Rowe & Son, Pie & Mash, Roman Road E3 — 12 kg live eels — £148.00 — signed for: Del
(on the back)
Saturday boy, use yer loaf this time, innit. Stock's up the apples and pears. The liquor:
2 litres eel stock
60 g butter
60 g plain flour
1 big bunch parsley
salt and white pepper
1. Melt the butter in the pan.
2. Stir in the flour and cook it out 2 minutes.
3. Whisk in the hot stock a ladle at a time.
4. Simmer it 10 minutes, stirring.
5. Take it off the heat and chuck in the parsley, chopped fine.
Does about 20 portions. Don't let it boil after the parsley, the guv'nor won't have it. Lock up by 4.`,
    prep: 0,
    cook: 12,
    steps: 5,
    rows: ['2 l eel stock', '60 g butter'],
    names: ['parsley', 'salt'],
  },
  // 33 — English: an Accra (Osu) chop bar owner's paragraph ("chale", "charley", "ei"); the plantain is fried in batches
  {
    text: `Chale, the red red we sell at Auntie Akos Chop Bar, Osu, behind the filling station. One plate is 45 cedis. For 6 people you need 500 g of black-eyed beans, 250 ml of red palm oil, 2 onions, 4 tomatoes, 1 tablespoon of ground ginger and 6 ripe plantains. Soak the beans for 4 hours. Boil them for 45 minutes till soft. Fry the onions in the palm oil for 5 minutes, add the blended tomatoes and ginger and fry another 15 minutes. Stir in the beans and cook 10 minutes more. Fry the plantain in batches. Ei, don't forget the gari on top, charley.`,
    servings: 6,
    prep: 240,
    rows: [
      '500 g black-eyed beans',
      '250 ml red palm oil',
      '2 unitats onions',
      '4 unitats tomatoes',
      '1 cullerada ground ginger',
    ],
  },
  // 34 — English: a Bristol Bay (Alaska) drift boat's galley notes for the new deckhand; delivered pounds and the opener are not quantities or times
  {
    text: `F/V NORTHERN DAWN — Bristol Bay, out of Naknek. Opener 06:00 Tues, 8-hour period. Delivered 14,200 lbs to the tender.
Galley notes for the new deckhand (you're cooking Thursdays):
Salmon chowder, feeds the four of us.
- 1 kg sockeye fillet, skin off
- 4 slices bacon
- 1 onion
- 3 potatoes
- 1 l fish stock
- 250 ml cream
Fry the bacon till crisp.
Soften the onion in the fat.
Add the diced potatoes and the stock and simmer a good 20 minutes.
Add the salmon in chunks and poach it 8 minutes.
Stir in the cream and heat it through without boiling.
Galley rule: whoever cooks doesn't do dishes.`,
    servings: 4,
    prep: 0,
    cook: 28,
    steps: 5,
    rows: ['1 kg sockeye fillet', '3 unitats potatoes', '1 l fish stock', '250 ml cream'],
    names: ['bacon', 'onion'],
  },
  // 35 — English: a Utah County 4-H member's project record book (age 14, club number, "oh my heck"); a can stays out of rows
  {
    text: `UTAH COUNTY 4-H — FOODS & NUTRITION PROJECT RECORD BOOK — Year 3
Member: Brynlee A., age 14 · Club: Spanish Fork Cloverbuds · Club no. 0217
Section C — A dish I made for my family or community
What I made: funeral potatoes for the ward luncheon after Grandpa Halvorsen's funeral (we needed 8 pans, I did 2).
Recipe (one 9x13 pan, serves 12):

Funeral potatoes

900 g hash browns, thawed
1 can cream of chicken soup
500 ml sour cream
200 g cheddar
60 g butter, melted
2 cups cornflakes
Mix the hash browns, soup, sour cream, cheese and half the butter.
Spread it in a greased pan.
Toss the cornflakes with the rest of the butter and sprinkle them over the top.
Bake at 350°F for 45 minutes until bubbly.
What I learned: oh my heck, label your pan or you never get it back. Leader's signature: ______`,
    title: 'Funeral potatoes',
    servings: 12,
    prep: 0,
    cook: 45,
    steps: 4,
    rows: ['900 g hash browns', '500 ml sour cream', '200 g cheddar', '60 g butter', '2 tassa cornflakes'],
    names: ['cream of chicken soup'],
  },
  // 36 — English: a US patent application's worked example, passive voice, paragraph and reference numerals; the claim's range is not the recipe
  {
    text: `US 2027/0184231 A1 — METHOD FOR PREPARING A SHELF-STABLE FLATBREAD
[0041] EXAMPLE 3
[0042] A flatbread according to the invention was prepared as follows. 250 g of chickpea flour, 200 ml of water, 2 tablespoons of olive oil and 1 teaspoon of salt were combined in a mixing vessel (10).
[0043] The batter was rested for 30 minutes at 22 °C.
[0044] The batter was poured into a preheated cast-iron pan (12) and baked at 240 °C for 12 minutes.
[0045] The flatbread was cooled to room temperature and sealed in a pouch (14) under nitrogen.
[0046] Yield: 4 flatbreads of 110 mm diameter, moisture content 9.5 %.
What is claimed is:
1. A method according to Example 3, wherein the resting time is between 20 and 40 minutes.`,
    prep: 30,
    cook: 12,
    rows: ['250 g chickpea flour', '200 ml water', '2 cullerada olive oil', '1 culleradeta salt'],
  },
  // 37 — English: a Durham (North Carolina) ballpark concession training sheet; a batch yield, a jar, and a 4-hour discard that is not prep
  {
    text: `BULL CITY BALLPARK — Concessions Training, Stand 114 (Grill)
Gates open 5:30 pm. First pitch 7:05 pm. Capacity: 10,000.
Item #22: Pimento cheese sandwich — $8.50
Batch (makes 24 sandwiches):
- 900 g sharp cheddar, grated
- 1 jar diced pimentos, drained
- 250 ml mayonnaise
- 1 teaspoon cayenne
- 48 slices white bread
Steps:
1. Mix the cheese, pimentos, mayonnaise and cayenne in the Cambro.
2. Chill it for 1 hour in the walk-in.
3. Spread 1/3 cup on a slice and top with a second slice.
4. Wrap, label with the time, and toss after 4 hours.`,
    prep: 60,
    cook: 0,
    steps: 4,
    rows: ['900 g sharp cheddar', '250 ml mayonnaise', '1 culleradeta cayenne'],
    names: ['pimentos'],
  },
  // 38 — English: a Leicester Market spice trader's text to a customer ("me duck"); servings stated after the steps; an offer price
  {
    text: `Hiya me duck, it's Hema from the spice stall, Leicester Market, pitch 41. You asked about the dhokla. Here you go:

Dhokla

200 g gram flour
200 ml yogurt
100 ml water
1 teaspoon ginger paste
1 teaspoon Eno fruit salt
For the tempering: 2 tablespoons oil, 1 teaspoon mustard seeds, a few curry leaves.
Whisk the gram flour, yogurt, water and ginger and leave it for 2 hours.
Stir in the Eno just before steaming.
Steam it in a greased thali for 15 minutes.
Heat the oil and crackle the mustard seeds and curry leaves.
Pour the tempering over and cut into squares.
Serves 4. Gram flour's on offer, 2 kg for £3.99 this week!`,
    title: 'Dhokla',
    servings: 4,
    prep: 120,
    cook: 15,
    steps: 5,
    rows: [
      '200 g gram flour',
      '200 ml yogurt',
      '100 ml water',
      '1 culleradeta ginger paste',
      '2 cullerada oil',
      '1 culleradeta mustard seeds',
    ],
    names: ['curry leaves'],
  },
  // 39 — English: a Bristol dad's Alexa shopping-list export, dictated items mixing ingredients and steps ("gert lush"); 8 scones is a yield
  {
    text: `Alexa list export — "Scones" — 10 items — Echo Dot (Kitchen)
☐ 225 grams self-raising flour
☐ 50 grams butter
☐ 150 millilitres milk
☐ one egg
☐ rub the butter into the flour
☐ stir in the milk to a soft dough
☐ pat it out and cut 8 scones
☐ brush the tops with the egg
☐ bake at 220 for 12 minutes
☐ gert lush with jam`,
    prep: 0,
    cook: 12,
    rows: ['225 g self-raising flour', '50 g butter', '150 ml milk'],
    names: ['egg'],
  },
  // 40 — English: OCR of a 1917 US Food Administration bulletin, a word broken across lines; "then" opens its own step
  {
    text: `UNITED STATES FOOD ADMINISTRATION — WAR TIME RECIPES — Bulletin No. 7 — 1917
"Food Will Win the War" — Save the Wheat for Our Boys Overseas

CORN MEAL MUFFINS (Wheatless)

2 cups corn meal
1 cup milk
2 eggs
2 tablespoons melted fat
4 teaspoons baking powder
1/2 teaspoon salt
Mix the dry ingredients. Add the milk and the beaten eggs, then the fat. Beat well. Bake in greased muf-
fin tins in a hot oven (400° F.) for 25 minutes. This makes 12 muffins.
                                                                    Page 14`,
    prep: 0,
    cook: 25,
    steps: 5,
    rows: [
      '2 tassa corn meal',
      '1 tassa milk',
      '2 unitats eggs',
      '4 culleradeta baking powder',
      '0.5 culleradeta salt',
    ],
  },
  // 41 — English: a Cape Breton grandmother's letter after a ceilidh ("some good"), quantities and the time in words; shelf life is not a time
  {
    text: `Well dear, you asked for my oatcakes after the ceilidh at the Glencoe Mills hall Tuesday, the one with the three fiddlers and the piper from Judique, and they were some good if I do say so. Two cups of rolled oats, a cup and a half of flour, half a cup of brown sugar, a teaspoon of salt, a cup of shortening and a quarter cup of cold water. Rub the shortening into the dry things, add the water and roll it out thin on a floured board. Cut them in squares. Bake them at 375 for fifteen minutes, till the edges go golden. They keep two weeks in the tin, if the grandchildren don't find them. Love, Effie`,
    prep: 0,
    cook: 15,
    rows: [
      '2 tassa rolled oats',
      '1.5 tassa flour',
      '0.5 tassa brown sugar',
      '1 culleradeta salt',
      '1 tassa shortening',
    ],
  },
  // 42 — English: a Harare university hostel's kitchen roster ("sha", "mhani", mugoti); room numbers and gas left are not quantities
  {
    text: `MANFRED HOSTEL, UZ — Kitchen roster, week 7 — Block C, Rooms 214 & 215
Mon: Tafadzwa | Tue: Rumbi | Wed: Kuda (sadza & covo)
Kuda's sadza, sha, for the 6 of us:
1 kg roller meal
2 l water
1 bunch covo
1 onion
2 tomatoes
2 tablespoons cooking oil
Boil the water.
Make a porridge with a third of the meal and simmer 10 minutes with the lid half on.
Add the rest of the meal bit by bit, stirring hard with the mugoti.
Cover and steam 5 minutes.
Fry the onion and tomatoes in the oil, add the shredded covo and cook 5 minutes.
Gas cylinder is at 3 kg left, mhani, buy another one (ZiG 95).`,
    servings: 6,
    prep: 0,
    cook: 20,
    steps: 5,
    rows: ['1 kg roller meal', '2 l water', '2 unitats tomatoes', '2 cullerada cooking oil'],
    names: ['covo', 'onion'],
  },
  // 43 — English: a Denver sales manager's LinkedIn post; the numbered "leadership" list is not steps
  {
    text: `I'm humbled to share that after 11 years in B2B SaaS, I finally baked banana bread. 🍌
Here are 3 things it taught me about leadership:
1. Ripeness is a mindset.
2. Let things rest.
3. Don't overmix your team.
Recipe below 👇 (agree? ♻️ repost)

Banana bread

3 ripe bananas
250 g flour
100 g sugar
80 ml melted butter
1 egg
1 teaspoon baking soda
Mash the bananas.
Stir in the butter, sugar and egg.
Fold in the flour and baking soda.
Bake at 175 °C for 60 minutes.
Let it rest for 15 minutes before slicing.
#leadership #growthmindset #denver #Q4`,
    title: 'Banana bread',
    prep: 15,
    cook: 60,
    steps: 5,
    rows: ['250 g flour', '100 g sugar', '1 culleradeta baking soda'],
    names: ['bananas'],
  },
  // 44 — English: a Las Vegas casino banquet event order (guarantee, room, pans, CCP temperatures and a 4 h discard); per-pan production
  {
    text: `SILVER MESA CASINO & RESORT, LAS VEGAS — BANQUET EVENT ORDER #44817
Event: Henderson Dental Assoc. holiday lunch · Room: Sierra B · Date: 12/18/2027 · Guaranteed: 350 · Set: 365
Menu item 3 of 7: Baked mac & cheese — 9 full hotel pans, 40 portions per pan
Production per pan:
2 kg elbow macaroni
3 l whole milk
200 g butter
200 g flour
1.5 kg shredded cheddar
1. Boil the macaroni 7 minutes and drain.
2. Make a roux with the butter and flour, 3 minutes.
3. Whisk in the milk and simmer 10 minutes until thick.
4. Stir in the cheese and macaroni and pour into the hotel pan.
5. Bake at 350 °F for 25 minutes.
CCP: internal temp 165 °F minimum. Hot-hold at 140 °F or above, discard after 4 h. Banquet chef: D. Okafor, ext. 6120.`,
    prep: 0,
    cook: 45,
    steps: 5,
    rows: ['2 kg elbow macaroni', '3 l whole milk', '200 g butter', '200 g flour', '1.5 kg shredded cheddar'],
  },
];
