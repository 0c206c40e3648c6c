/**
 * Held-out set 10 of cook texts (issue 34), written 2026-12-01, written BLIND: from general cooking
 * knowledge only, without reading the parser, the knowledge base, the earlier held-out sets, docs
 * or tests. 45 texts: 15 Catalan, 15 Spanish, 15 English.
 *
 * Voices, on purpose unlike the fifth to ninth sets: an Alcoi cook in Valencian ("ací", fesols,
 * naps), a Mataró choir secretary's email (assaig a les 20.45, sala 2), a Terrassa textile-mill
 * retiree in one long paragraph (Vapor Aymerich, 1968), a Girona nursery-school newsletter (aula
 * dels Esquirols, 1-2 anys), a chemistry lab report on mayonnaise (Pràctica 4, "Nota: 9,5"), a Festa
 * Major supper committee (6 cassoles, 12 €), a Reus bar owner handing the bar over after 31 years, a
 * grandmother from Fraga in the Franja ("los", "xiqueta", "ixo"), a Catalan in Berlin (Kreuzberg,
 * "Ober-/Unterhitze"), a Castelló Magdalena colla hut ("creïlles", "tomaca", "eixir"), a food
 * podcast's show notes (episodi 37, 52 min), an Eivissa agroturisme card ("es flaó", "sa padrina",
 * habitació 3), a Maresme strawberry stall, two neighbours talking on the stairs in dialogue dashes
 * and a Solsona pastry workshop's note to a journalist; a Tudela growers' co-operative file card
 * (ficha 18), a Bolivian aunt in La Paz (3.600 metros, "caserita", "nomás"), a San Juan office
 * Christmas email (arroz con gandules, caldero, "¡Wepa!", ext. 2214), a Paraguayan grandmother
 * ("che ra'a", queso Paraguay, asadera), a Bierzo botillo festival card (51.ª edición), a Granada
 * student flat note to its Erasmus flatmates ("vosotros", calle Elvira 12, 3.º B), a Honduran
 * baleada stall ("cipotes", comal, "Va pues"), an Albufera boatman's spiel (45-minute trip, 5 €),
 * a Managua comedor board ("Pa 5 platos", chiltoma, C$ 120), a Rioja grape-harvest diary (cuadrilla
 * de 20, 11.000 kilos), a Moroccan greenhouse worker in El Ejido (harira, invernadero 14,
 * "Bismillah"), a Panamanian Sunday river outing ("¡Qué xopá!", ñame, culantro), an Almagro parish
 * bulletin (Domingo XXIV, misas 9.00, 12.00 y 19.30), a Málaga chiringuito menu (desde 1979) and a
 * Salvadoran pupusería in Los Angeles in voseo and Spanglish ("parquees", driveway); a Newfoundland
 * Jiggs dinner ("b'ys", "some good, me son"), an Accra chop bar (light soup, "chale"), a Sri Lankan
 * amma's parippu for a cricket potluck ("Aney"), a South Shields welfare club quiz flyer (Pan
 * Haggerty, "pet", "Howay", £2 a team), a Makerere hostel rolex (Room B12, "ssebo"), a Harlan County
 * memoir in one paragraph (1971, soup beans), a Baltimore tailgate (crab cakes, Lot G, 1:05 first
 * pitch, "hon"), an Albuquerque Balloon Fiesta RV row (Row 7, 6 pm), a Liverpool lunch club scouse
 * (40 seats, £3, "la", "Boss"), an Antarctic station log (Day 163, -31 °C, 40 knots, 19 wintering),
 * a Bradford university society cookbook (chicken karahi, page 12, "Yaar"), a Yorkton perogy bee
 * (2,400 perogies, about 5 dozen), a Harare hostel (Form 3, 86 boarders, mugoti), a Namche Bazaar
 * lodge (3,440 m, buff momo, 40 pieces) and a meal-kit card (Week 48, Box 3 of 4, 640 kcal).
 *
 * Traps: numbers that are not amounts or times (20.45 h, sala 2, concert del 19, 40x30, 1968, núm. 6,
 * 1-2 anys, 12 mesos, 7 cm, 2n curs, Nota 9,5, 300 persones, 12 €, 22.30, 31 anys, 3 cm, 140 °C,
 * 3,50 €, 1955, 45 litres, 14 a dinar, episodi 37, "52 min" (an episode's length), cinc estrelles,
 * habitació 3, 26 cm, 3 €, carrer Major 21, ficha 18, 3.600 metros, piso 4, ext. 2214, 15 oz, 51.ª
 * edición, calle Elvira 12, 3.º B, "el paseo dura 45 minutos", 5 €, C$ 120, 3 de octubre, 11.000
 * kilos, invernadero 14, XXIV, 9.00, 12.00, 19.30, día 28, desde 1979, desde 2004, 8pm, £2, max 6,
 * Room B12, 1971, Lot G, 1:05, Row 7, 6 pm, 40 seats, £3, Day 163, -31 °C, 40 knots, page 12, 2nd
 * year, 2,400, 9 a.m., Form 3, 86 boarders, 3-legged pot, 3,440 m, Week 48, Box 3 of 4, 640 kcal),
 * yields that are not servings ("surten 12 cassoletes", "Salen 16 baleadas", "Salen 12 pupusas",
 * "Makes 8 cakes", "Makes 1", "about 5 dozen", "40 pieces", "cuadrilla de 20", "Som 14 a dinar",
 * "a family of 6" beside 86 boarders), servings in words or odd forms ("dinar per a quatre",
 * "Alcanza para 6", "Da para 10", "Pa 5 platos", "pa 10", "Feeds 4, pet", "feeds 10"), times inside a
 * stated time ("about the last hour" of three hours, "2 minutes more than in Kathmandu"), times in
 * words ("tres quarts d'hora", "un quart d'hora", "mitja hora", "una hora i mitja", "vint minuts",
 * "divuit minuts", "cinc minuts", "cuarenta minutos", "media hora", "un cuarto de hora", "a los
 * diez minutos", "tres cuartos de hora", "an hour and a half", "three hours"), a one-minute stir on
 * the heat that counts, a stated Prep/Cook over steps that add up differently, ranges ("entre 8 i 10
 * minuts", "entre 10 y 15 minutos", "de 3 a 4 minutos", "10 to 12 minutes", "3 to 4 minutes"),
 * "each side" times, batches ("per tandes", "una por una", "de a poquitas", "in batches"), parallel
 * "Meanwhile" / "Mientras" steps, overnight soaks without a time, cans, pounds, ounces, glasses
 * ("vaso", "copeta"), cloves ("grans d'all", "dientes", "garlic cloves", "2 alls"), a sachet ("1
 * sobre de sazón", "1 sobre de llevat"), handfuls ("un grapat", "a handful"), "al gusto",
 * quantities in words ("mig quilo", "medio kilo", "un quilo", "two pounds", "1 litro y medio"),
 * fractions (½, ¼, ¾), "1 botillo de 1 kg" and "chicken breasts (300 g)" (weights of a piece) and
 * then / després / luego / mentrestant / meanwhile clauses.
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

export const HELD_OUT_COOK_TEXTS_10: readonly CookText[] = [
  // ---------------------------------------------------------------- Catalan
  {
    // Alcoi, in Valencian; overnight soak stated in hours, times in words, resting at the end.
    text: `Arròs amb fesols i naps
Com el fa ma mare, ací a Alcoi. Per a 6 persones.
Ingredients: 300 g de fesols secs, 400 g d'arròs, 2 naps, 1 penca de cansalada, 1 botifarra de ceba, 2 morcilles, un pessic de safrà, sal.
La nit abans, poseu els fesols en remull 12 hores.
L'endemà, bulliu els fesols amb la cansalada una hora i mitja a foc lent.
Després afegiu els naps tallats i les morcilles, i deixeu-ho coure mitja hora més.
Tireu l'arròs i el safrà i compteu divuit minuts.
Deixeu-lo reposar cinc minuts abans de servir, que ací no tenim pressa.`,
    title: 'Arròs amb fesols i naps',
    servings: 6,
    prep: 725,
    cook: 138,
    steps: 5,
    rows: ['300 g fesols secs', '400 g arròs', '2 unitats naps'],
    names: ['cansalada', 'morcilles', 'safrà'],
  },
  {
    // Mataró choir secretary's email; a tray size and rehearsal numbers.
    text: `Benvolguts cantaires,
Com que dijous fem l'assaig llarg (20.45 h, sala 2), la Montse portarà coca de llardons per a la pausa. Ens ha passat la recepta, per si algú s'hi anima per al concert del 19:
Coca de llardons
- 500 g de farina
- 200 g de llardons
- 150 g de sucre
- 3 ous
- 1 sobre de llevat químic
- 50 g de pinyons
- 1 copeta d'anís
Barregeu la farina, el sucre, els ous, l'anís i el llevat. Afegiu-hi els llardons picats i pasteu fins que quedi una massa fina. Estireu-la sobre la safata del forn, d'uns 40x30. Escampeu-hi els pinyons i una mica de sucre per sobre. Enforneu a 180 °C durant 25 minuts.
Salutacions i a escalfar la veu!
Jordi (secretari)`,
    title: 'Coca de llardons',
    prep: 0,
    cook: 25,
    steps: 5,
    rows: ['500 g farina', '200 g llardons', '150 g sucre', '3 unitats ous', '50 g pinyons'],
    names: ['llevat químic', 'anís'],
  },
  {
    // Terrassa retiree, one long paragraph; overnight soak without a time; "mig quilo".
    text: `Quan treballava al Vapor Aymerich, l'any 1968, la meva sogra em va ensenyar a fer els cigrons de divendres i encara els faig igual: poso mig quilo de cigrons en remull la nit abans, i també el bacallà, uns 300 grams, que l'he de canviar d'aigua tres o quatre vegades; l'endemà bullo els cigrons tres quarts d'hora, faig un sofregit amb dues cebes i dos tomàquets durant vint minuts, hi tiro el bacallà esqueixat i els cigrons escorreguts, i ho deixo tot junt deu minuts més; a sobre hi poso un ou dur picat i una mica de julivert, i apa, dinar per a quatre.`,
    servings: 4,
    cook: 75,
    names: ['cigrons', 'bacallà', 'cebes', 'tomàquets', 'julivert'],
  },
  {
    // Girona nursery-school newsletter; ages and issue numbers are not amounts.
    text: `ESCOLA BRESSOL EL NIU · Full informatiu núm. 6 · novembre
Receptes del menjador: la que més agrada a l'aula dels Esquirols (1-2 anys)
Crema de carbassó
Per a 8 racions.
Ingredients: 2 carbassons, 1 patata mitjana, 1 porro, 750 ml d'aigua, 1 cullerada d'oli d'oliva, 40 g de formatge fresc.
1. Renteu les verdures i talleu-les a daus.
2. Ofegueu el porro amb l'oli 5 minuts.
3. Afegiu-hi el carbassó i la patata i cobriu-ho amb l'aigua.
4. Bulliu-ho 20 minuts.
5. Tritureu-ho amb el formatge fresc.
Als nadons de menys de 12 mesos no hi posem sal.
Bon profit, famílies!`,
    title: 'Crema de carbassó',
    servings: 8,
    prep: 0,
    cook: 25,
    steps: 5,
    rows: ['2 unitats carbassons', '750 ml aigua', "1 cullerada oli d'oliva", '40 g formatge fresc'],
    names: ['porro', 'patata'],
  },
  {
    // A chemistry lab report in the impersonal; no time at all.
    text: `Pràctica 4 – Emulsions (Química dels Aliments, 2n curs, grup B)
Objectiu: obtenir una emulsió estable d'oli en aigua.
Material: batedora de braç, got alt de 7 cm de diàmetre.
Reactius: 1 ou sencer a temperatura ambient, 200 ml d'oli de gira-sol, 1 culleradeta de vinagre, 1 pessic de sal.
Procediment:
a) Es posa l'ou, el vinagre i la sal al fons del got.
b) S'hi aboca l'oli.
c) Es recolza la batedora al fons i s'engega sense moure-la fins que es vegi blanc.
d) S'aixeca a poc a poc per emulsionar la resta de l'oli.
Resultat: emulsió estable, maionesa espessa. Nota: 9,5.`,
    prep: 0,
    cook: 0,
    steps: 4,
    rows: ['200 ml oli de gira-sol', '1 culleradeta vinagre'],
    names: ['ou', 'sal'],
  },
  {
    // Festa Major supper committee; meat browned "per tandes" leaves cook unasserted.
    text: `FESTA MAJOR DE SANT ROC 2026 – Comissió de cuina
Sopar popular: fideus a la cassola (6 cassoles grans, per a unes 300 persones; tiquet 12 €)
Per cassola: 2 kg de fideus gruixuts, 1,5 kg de costella de porc, 1 kg de botifarra, 6 cebes, 1 kg de tomàquet ratllat, 8 l de brou, picada d'ametlles, all i julivert.
Fem la carn per tandes a la cassola fins que sigui ben rossa.
Després el sofregit de ceba i tomàquet, a foc baix.
Hi tirem el brou i, quan arrenca el bull, els fideus.
Compteu uns 12 minuts i afegiu la picada al final.
Reposar 5 minuts fora del foc i a servir!
Cal portar plat i coberts. Sardanes a les 22.30 a la plaça.`,
    prep: 5,
    rows: [
      '2 kg fideus gruixuts',
      '1.5 kg costella de porc',
      '1 kg botifarra',
      '6 unitats cebes',
      '1 kg tomàquet ratllat',
      '8 l brou',
    ],
    names: ['ametlles', 'julivert'],
  },
  {
    // Reus bar handed over after 31 years; telegraphic lines, fridge time, frying temperatures.
    text: `Marc, ara que et quedes el bar, aquí tens les braves tal com les he fet durant 31 anys. No toquis res!
Patates braves
10 racions
3 kg de patata agria
1 l d'oli de gira-sol
Salsa: 2 culleradetes de pebre vermell picant, 1 cullerada de farina, 500 ml de brou de pollastre, 30 ml d'oli
- Pelar i tallar a daus de 3 cm.
- Blanquejar a 140 °C, 8 min.
- Escórrer i deixar-les a la nevera 30 min.
- Fregir a 180 °C, 3 min, fins que siguin cruixents.
- Salsa: oli, farina i pebre vermell; mullar amb el brou i 5 min a foc baix.
El vermut, a 3,50 €, que la gent ja s'hi ha acostumat. Sort!
Ramon`,
    title: 'Patates braves',
    servings: 10,
    prep: 30,
    cook: 16,
    steps: 5,
    rows: [
      '3 kg patata agria',
      '1 l oli de gira-sol',
      '2 culleradeta pebre vermell picant',
      '1 cullerada farina',
      '500 ml brou de pollastre',
      '30 ml oli',
    ],
  },
  {
    // A grandmother from Fraga (Franja de Ponent) dictating; garlic "alls", a handful.
    text: `L'àvia Pilar de Fraga m'ha dictat les farinetes i jo les apunto tal com les diu (entre parèntesis, el que comenta ella):
Farinetes
Per a 4.
- Un grapat de llardons, 3 cullerades d'oli, 2 alls, 4 cullerades de farina i 1 litre d'aigua calenta.
- Fregeix los alls en l'oli fins que siguen rossos (i no els cremes, xiqueta!).
- Tira-hi la farina i remena-ho.
- Aboca-hi l'aigua calenta poc a poc, sense parar de remenar.
- Bull-ho un quart d'hora a foc baix.
- Al final, los llardons per damunt. (Ixo ho menjàvem per esmorzar quan anàvem a l'horta, l'any 1955.)`,
    title: 'Farinetes',
    servings: 4,
    cook: 15,
    rows: ['3 cullerada oli', '4 cullerada farina', '1 l aigua calenta'],
    names: ['llardons', 'alls'],
  },
  {
    // A Catalan in Berlin; resting wrapped in paper is prep; oven size is not an amount.
    text: `Des de Kreuzberg, amb un forn de 45 litres i sense cap fogó de gas: escalivada!
Al pis som dues persones, però sempre en faig més i així en tinc per a dilluns.
2 albergínies, 2 pebrots vermells, 2 cebes, 4 cullerades d'oli d'oliva (el bo, el porto de casa cada vegada), sal.
Engega el forn a 200 °C (aquí hi posa "Ober-/Unterhitze").
Unta les verdures amb oli i posa-les senceres a la safata.
Enforna-les una hora, girant-les a mitja cocció.
Després embolica-les amb paper de diari 20 minuts perquè suïn i es pelin soles.
Pela-les, fes-ne tires i amaneix-les amb l'oli i la sal.
Tschüss i bon profit!`,
    prep: 20,
    cook: 60,
    steps: 5,
    rows: ["4 cullerada oli d'oliva"],
    names: ['albergínies', 'pebrots vermells', 'cebes', 'sal'],
  },
  {
    // Castelló Magdalena colla hut, Valencian; a one-minute stir on the heat counts.
    text: `CASETA DE LA COLLA EL FORCAT – Magdalena 2027
Arròs al forn
El de dissabte. Som 14 a dinar: feu-ne dues cassoles.
Per cassola:
400 g d'arròs
1 grapat de cigrons cuits
2 creïlles
1 tomaca
1 cap d'all
2 botifarres i 2 botifarres de ceba
200 g de costella de porc
800 ml de brou
Fregiu la costella i les creïlles a rodanxes en la cassola.
Afegiu l'arròs, remeneu-lo un minut i poseu-hi els cigrons.
Tireu el brou calent, col·loqueu la tomaca partida i el cap d'all al mig.
Enforneu a 220 °C durant vint minuts.
Deixeu-lo reposar cinc minuts abans d'eixir a la plaça.`,
    title: 'Arròs al forn',
    prep: 5,
    cook: 21,
    steps: 5,
    rows: ['400 g arròs', '200 g costella de porc', '800 ml brou'],
    names: ['cigrons', 'creïlles', 'tomaca'],
  },
  {
    // Podcast show notes: the episode's length is not a time of the recipe.
    text: `LA CASSOLA · episodi 37 · «Les mongetes del ganxet» (52 min)
Aquesta setmana el Pere, pagès del Vallès Occidental, ens explica com fa les mongetes amb botifarra. Recepta per a 2:
400 g de mongetes del ganxet cuites
2 botifarres
2 grans d'all
julivert
oli
Coeu les botifarres a la paella uns 10 minuts, girant-les.
Traieu-les i, en el mateix greix, saltegeu les mongetes amb l'all picat 5 minuts.
Tireu-hi el julivert al final.
Si t'ha agradat l'episodi, deixa'ns cinc estrelles!`,
    servings: 2,
    cook: 15,
    steps: 3,
    rows: ['400 g mongetes del ganxet cuites'],
    names: ['botifarres', 'julivert', 'oli'],
  },
  {
    // Eivissa agroturisme card, Balearic articles ("es", "sa") and "-au" imperatives.
    text: `Can Toni – Agroturisme (Sant Joan de Labritja)
Per als clients de l'habitació 3, que ens la varen demanar: la recepta des flaó de sa padrina.
Flaó
Massa: 300 g de farina, 100 ml d'oli, 1 ou, 50 ml d'anís, un pessic de sal.
Farciment: 600 g de formatge fresc de cabra, 4 ous, 250 g de sucre, unes fulles de menta.
Pastau sa massa i deixau-la reposar mitja hora.
Estirau-la i folrau un motlle de 26 cm.
Batau es formatge amb els ous, es sucre i sa menta picada.
Emplenau es motlle i enfornau a 180 °C tres quarts d'hora.
Es flaó és més bo l'endemà, ben fred.`,
    title: 'Flaó',
    prep: 30,
    cook: 45,
    steps: 4,
    rows: ['300 g farina', '100 ml oli', '50 ml anís', '600 g formatge fresc de cabra', '250 g sucre'],
    names: ['menta', 'sal'],
  },
  {
    // Maresme strawberry stall; fridge maceration is prep, nothing on the heat.
    text: `MADUIXES DEL MARESME · Parada de la Mercè · 3 € la safata
Maduixes amb vi negre i pebre
Per a 4 persones
500 g de maduixes
2 cullerades de sucre
100 ml de vi negre
pebre negre acabat de moldre
Renteu les maduixes i traieu-los el capoll.
Talleu-les per la meitat.
Amaniu-les amb el sucre i el vi.
Deixeu-les macerar a la nevera 15 minuts.
Serviu-les amb un toc de pebre.`,
    title: 'Maduixes amb vi negre i pebre',
    servings: 4,
    prep: 15,
    cook: 0,
    steps: 5,
    rows: ['500 g maduixes', '2 cullerada sucre', '100 ml vi negre'],
    names: ['pebre negre'],
  },
  {
    // Two neighbours on the stairs, in dialogue dashes; servings not a single number.
    text: `—Marta, què fas, que fa tan bona olor?
—Pèsols amb botifarra negra, nena. Ben senzill.
—I com els fas?
—Mira: primer sofregeixo mitja ceba deu minuts. Després hi tiro mig quilo de pèsols i la botifarra a rodanxes. Ho tapo i ho deixo coure un quart d'hora. I al final, un raig de vi ranci i una mica de menta.
—I per a quants és?
—Per a tres, però jo en faig per a tota la setmana.`,
    cook: 25,
    names: ['ceba', 'pèsols', 'botifarra negra', 'vi ranci', 'menta'],
  },
  {
    // Solsona pastry workshop note; yield not servings; a range on the heat; infusion rest + fridge.
    text: `Per al Sr. Pujol, de la revista, com vam quedar. Núria, obrador del carrer Major 21 (Solsona).
Crema catalana
Surten 12 cassoletes.
1 l de llet
8 rovells d'ou
200 g de sucre, i més per cremar
40 g de midó de blat de moro
1 branca de canyella
la pell d'una llimona
Bulliu la llet amb la canyella i la pell de llimona 5 minuts i deixeu-la reposar mitja hora fora del foc.
Bateu els rovells amb el sucre i el midó.
Coleu la llet i barregeu-la amb els rovells.
Coeu-ho a foc baix sense parar de remenar, entre 8 i 10 minuts, fins que espesseixi.
Repartiu-la a les cassoletes i deixeu-la a la nevera 4 hores.
Just abans de servir, cremeu el sucre amb la pala.`,
    title: 'Crema catalana',
    prep: 270,
    steps: 6,
    rows: ['1 l llet', "8 unitats rovells d'ou", '40 g midó de blat de moro'],
    names: ['canyella', 'llimona'],
  },

  // ---------------------------------------------------------------- Spanish
  {
    // Tudela growers' co-operative card; a range per vegetable leaves cook unasserted.
    text: `Cooperativa Hortícola de la Ribera (Tudela) – Recetario de socios, ficha 18
Menestra de verduras de Tudela
Para 6 personas
500 g de alcachofas
500 g de habas frescas desgranadas
500 g de guisantes
300 g de espárragos
4 cogollos
1 cebolla
100 g de jamón
2 cucharadas de harina
Cuece cada verdura por separado en agua con sal, entre 10 y 15 minutos según la verdura.
Luego rehoga la cebolla con el jamón.
Añade la harina y un poco del caldo de cocer.
Junta las verduras escurridas y dale 5 minutos.
Sirve con huevo duro si quieres.`,
    title: 'Menestra de verduras de Tudela',
    servings: 6,
    rows: [
      '500 g alcachofas',
      '500 g habas frescas desgranadas',
      '500 g guisantes',
      '300 g espárragos',
      '100 g jamón',
      '2 cullerada harina',
    ],
    names: ['cogollos', 'cebolla'],
  },
  {
    // A Bolivian aunt in La Paz, one long paragraph; altitude is not an amount.
    text: `Hijita, te paso la sopa de maní como la hacía tu abuela en Cochabamba, pero ojo que aquí en La Paz, a 3.600 metros, todo tarda más: primero licúas 200 gramos de maní crudo con un poco de agua, después haces hervir 2 litros de agua con medio kilo de carne de res y lo dejas una hora y media; luego agregas el maní licuado y 4 papas en cuadraditos, y cocinas media hora más removiendo nomás para que no se pegue; al final le echas perejil picado y unas papas fritas en bastoncitos por encima. Alcanza para 6, caserita.`,
    servings: 6,
    cook: 120,
    rows: ['200 g maní crudo'],
    names: ['carne de res', 'papas', 'perejil'],
  },
  {
    // San Juan office Christmas email; a can in ounces, a sachet, cups and fractions.
    text: `Asunto: receta para la parranda del viernes (piso 4)
¡Saludos, compañeros! Como me lo pidieron, aquí va mi arroz con gandules. Da para 10.
3 tazas de arroz de grano medio
1 lata de gandules (15 oz)
½ taza de sofrito
1 sobre de sazón
¼ taza de aceite con achiote
4 tazas de agua
2 cucharaditas de sal
En el caldero, sofríe el sofrito con el aceite 3 minutos.
Añade los gandules, el sazón, el agua y la sal, y deja que hierva.
Echa el arroz y cocina destapado hasta que se seque el agua, unos 10 minutos.
Luego tapa, baja el fuego y déjalo 25 minutos sin destapar.
¡Wepa! Y el pegao es mío.
Maribel (Contabilidad, ext. 2214)`,
    servings: 10,
    cook: 38,
    steps: 4,
    rows: [
      '3 tassa arroz de grano medio',
      '0.5 tassa sofrito',
      '0.25 tassa aceite con achiote',
      '4 tassa agua',
      '2 culleradeta sal',
    ],
    names: ['gandules', 'sazón'],
  },
  {
    // Paraguayan grandmother; "sopa" that is a baked cornbread; infinitive steps.
    text: `Sopa paraguaya
Receta de la abuela Ña Chela, de Luque. Es sólida, che ra'a, no es caldo.
Ingredientes para 8 porciones:
500 g de harina de maíz
300 g de queso Paraguay
2 cebollas
100 g de grasa de cerdo
4 huevos
500 ml de leche
1 cucharadita de sal
Rehogar las cebollas picadas en la grasa 10 minutos.
Batir los huevos con la leche y el queso desmenuzado.
Mezclar todo con la harina de maíz y la sal.
Volcar en una asadera enmantecada.
Hornear a 200 °C 45 minutos, hasta que esté dorada.
Se come con el so'o josopy o con el asado del domingo.`,
    title: 'Sopa paraguaya',
    servings: 8,
    prep: 0,
    cook: 55,
    steps: 5,
    rows: [
      '500 g harina de maíz',
      '300 g queso paraguay',
      '100 g grasa de cerdo',
      '4 unitats huevos',
      '500 ml leche',
      '1 culleradeta sal',
    ],
    names: ['cebollas'],
  },
  {
    // Bierzo botillo festival card; the weight of one botillo is not a row.
    text: `FESTIVAL DEL BOTILLO · Bembibre · 51.ª edición
Botillo del Bierzo
Para 4.
1 botillo de 1 kg
1 kg de patatas
1 repollo
Pon el botillo en agua fría, sin pincharlo, y cuando rompa a hervir cuenta dos horas a fuego suave.
La última media hora, mete en la misma olla las patatas y el repollo en cuartos.
Saca el botillo entero a la mesa y ábrelo delante de todos.`,
    title: 'Botillo del Bierzo',
    servings: 4,
    cook: 120,
    steps: 3,
    rows: ['1 kg patatas'],
    names: ['botillo', 'repollo'],
  },
  {
    // Granada student flat, "vosotros" imperatives, a glass of wine, garlic cloves.
    text: `Para los Erasmus del piso (calle Elvira 12, 3.º B): habas con jamón, como las de mi madre en la Alpujarra.
Para 4.
1 kg de habas tiernas desgranadas
150 g de jamón en taquitos
1 cebolla
2 dientes de ajo
4 cucharadas de aceite de oliva
1 vaso de vino blanco
Pochad la cebolla y los ajos en el aceite unos 8 minutos.
Añadid el jamón y las habas.
Regad con el vino y tapad.
Dejadlo a fuego lento 25 minutos.
PD: los platos se friegan el mismo día, ¿eh?`,
    servings: 4,
    cook: 33,
    steps: 4,
    rows: ['1 kg habas tiernas desgranadas', '150 g jamón en taquitos', '4 cullerada aceite de oliva'],
    names: ['cebolla', 'ajo', 'vino blanco'],
  },
  {
    // Honduran baleadas; one at a time on the comal leaves cook unasserted; yield not servings.
    text: `Baleadas, como en la champa de doña Toña (San Pedro Sula)
Salen 16 baleadas.
Masa: 1 kg de harina, 2 cucharaditas de sal, 1 cucharada de polvo de hornear, 100 g de manteca vegetal, 500 ml de agua tibia.
Relleno: frijoles rojos fritos, mantequilla crema, queso duro rallado.
Se amasa todo y se deja reposar la masa 30 minutos.
Luego se hacen bolitas y se estiran con las manos bien finitas.
Se cuecen en el comal una por una, un minuto por lado.
Se rellenan con los frijoles, la mantequilla y el queso, y se doblan.
¡Va pues, cipotes, a comer!`,
    prep: 30,
    steps: 4,
    rows: [
      '1 kg harina',
      '2 culleradeta sal',
      '1 cullerada polvo de hornear',
      '100 g manteca vegetal',
      '500 ml agua tibia',
    ],
    names: ['frijoles rojos fritos', 'mantequilla crema', 'queso duro rallado'],
  },
  {
    // Albufera boatman's spiel; the boat trip's length and price are not the recipe's.
    text: `¡Bienvenidos a bordo! El paseo por la Albufera dura 45 minutos y cuesta 5 € (los niños, gratis). Mientras llegamos a la barraca, les cuento el all i pebre de mi padre, que era pescador de El Palmar.
Para 4 personas: 1 kg de anguilas limpias y troceadas, 4 patatas, 1 cabeza de ajos, 1 guindilla, 1 cucharada de pimentón dulce, 100 ml de aceite, agua.
Se fríen los ajos en el aceite hasta que se doren.
Se aparta del fuego y se añade el pimentón, para que no se queme.
Se echan las patatas chascadas y se cubren de agua.
A los 15 minutos se añaden la anguila y la guindilla.
Se deja hervir 10 minutos más y listo.
Y ahora miren a la izquierda: aquello es la iglesia de El Palmar.`,
    servings: 4,
    cook: 25,
    steps: 5,
    rows: ['1 kg anguilas limpias y troceadas', '1 cullerada pimentón dulce', '100 ml aceite'],
    names: ['patatas', 'guindilla', 'ajos'],
  },
  {
    // Managua comedor board; "Pa 5 platos"; price in córdobas.
    text: `COMEDOR LA CHELITA – Bo. Monseñor Lezcano
Gallo pinto (desayuno típico, C$ 120 con huevo y cuajada)
Pa 5 platos:
3 tazas de arroz cocido del día anterior
2 tazas de frijoles rojos cocidos con un poco de su caldo
1 cebolla
1 chiltoma
3 cucharadas de aceite
- Sofreír cebolla y chiltoma picadas 5 min.
- Agregar los frijoles con el caldo, 3 min.
- Echar el arroz y revolver hasta que agarre color, unos 7 min.
- Servir con huevo frito, cuajada y maduro.`,
    servings: 5,
    cook: 15,
    steps: 4,
    rows: ['3 tassa arroz cocido del día anterior', '3 cullerada aceite'],
    names: ['cebolla', 'chiltoma', 'frijoles rojos cocidos'],
  },
  {
    // Rioja harvest diary, first person past; crew size and kilos harvested are not servings.
    text: `Diario de vendimia – Briones, 3 de octubre. Cuadrilla de 20; cortamos 11.000 kilos de tempranillo. A mediodía, patatas a la riojana en el remolque:
2 kg de patatas
2 chorizos riojanos
1 pimiento choricero
1 cebolla
1 hoja de laurel
1 cucharada de pimentón
Primero sofreí la cebolla con el chorizo en rodajas.
Luego añadí el pimentón y las patatas chascadas.
Cubrí con agua y eché el choricero y el laurel.
Las tuve cuarenta minutos a fuego medio.
Sobraron dos platos, así que mañana repito.`,
    cook: 40,
    steps: 4,
    rows: ['2 kg patatas', '1 cullerada pimentón'],
    names: ['chorizos riojanos', 'pimiento choricero', 'cebolla', 'laurel'],
  },
  {
    // Moroccan greenhouse worker in El Ejido; an overnight soak with no time leaves prep unasserted.
    text: `Harira para romper el ayuno en Ramadán – de Fátima, invernadero 14, El Ejido
Para 8 personas
250 g de garbanzos
100 g de lentejas
300 g de carne de cordero en trocitos
1 cebolla
1 manojo de cilantro y perejil
400 g de tomate triturado
2 cucharadas de harina
1 cucharadita de jengibre, 1 de cúrcuma y 1 de canela
La noche antes pones los garbanzos en remojo.
Pones la carne, los garbanzos, la cebolla rallada y las especias en la olla con 2 litros de agua y cueces 1 hora.
Después pones las lentejas y el tomate, 30 minutos más.
Al final echas la harina con un poco de agua para espesar y el cilantro, 5 minutos removiendo.
Se toma con dátiles y chebakia. Bismillah.`,
    servings: 8,
    cook: 95,
    steps: 4,
    rows: [
      '250 g garbanzos',
      '100 g lentejas',
      '300 g carne de cordero en trocitos',
      '400 g tomate triturado',
      '2 cullerada harina',
      '1 culleradeta jengibre',
    ],
    names: ['cebolla', 'cúrcuma', 'canela'],
  },
  {
    // Panamanian Sunday river outing; "pa 10"; a hen's weight is not a row; "al gusto".
    text: `¡Qué xopá, familia! Para el paseo del domingo al río Chagres el sancocho lo hago yo. Esto es lo que lleva (pa 10):
1 gallina de patio de unos 2 kg, en presas
1 kg de ñame
3 mazorcas
1 manojo de culantro
1 cebolla
4 dientes de ajo
sal al gusto
Primero se cocina la gallina con la cebolla, el ajo y el culantro en 4 litros de agua por una hora.
Después se le mete el ñame en trozos y las mazorcas partidas y se deja media hora más.
Se sirve con arroz blanco y ya.`,
    servings: 10,
    cook: 90,
    rows: ['1 kg ñame'],
    names: ['gallina', 'mazorcas', 'culantro', 'cebolla', 'ajo', 'sal'],
  },
  {
    // Almagro parish bulletin, impersonal; mass times and Sunday numbers are not times or amounts.
    text: `HOJA PARROQUIAL · Parroquia de San Bartolomé (Almagro) · Domingo XXIV del Tiempo Ordinario
Rincón de la cocina: pisto manchego, de la hermana Rosario
Para 6.
Se pican 2 cebollas, 3 pimientos verdes y 2 calabacines, y se pela 1 kg de tomates maduros.
Se pocha la cebolla en aceite a fuego lento un cuarto de hora.
Se añade el pimiento y, a los diez minutos, el calabacín.
Se agrega el tomate troceado y se deja todo junto tres cuartos de hora, hasta que se reduzca.
Se sirve con un huevo frito encima.
Misas: 9.00, 12.00 y 19.30. Colecta para Cáritas el día 28.`,
    servings: 6,
    cook: 70,
    names: ['cebollas', 'pimientos verdes', 'calabacines', 'tomates maduros'],
  },
  {
    // Málaga chiringuito menu, first person plural; a "Mientras" step with no time of its own.
    text: `Chiringuito El Cenachero (Pedregalejo) · Desde 1979
Nuestro gazpachuelo, tal y como lo hacía mi abuelo Paco
Para 4 personas.
1 litro y medio de caldo de pescado
200 g de gambas peladas
300 g de rape
2 patatas
1 huevo y 250 ml de aceite de oliva para la mayonesa
el zumo de medio limón
Cocemos las patatas en el caldo 15 minutos.
Añadimos el rape y las gambas 4 minutos.
Mientras, hacemos una mayonesa con el huevo, el aceite y el limón.
Templamos la mayonesa con un cazo de caldo, removiendo sin parar.
Fuera del fuego, la unimos a la sopa poco a poco, para que no se corte.`,
    servings: 4,
    cook: 19,
    steps: 5,
    rows: ['200 g gambas peladas', '300 g rape'],
    names: ['caldo de pescado', 'patatas', 'huevo', 'limón'],
  },
  {
    // Salvadoran pupusería in Los Angeles, voseo and Spanglish; a range, "de a poquitas".
    text: `Pupusas revueltas – Pupusería La Ceiba, Pico-Union, Los Ángeles (desde 2004)
Salen 12 pupusas.
4 tazas de masa harina
3 tazas de agua tibia
1 taza de chicharrón molido
1 taza de frijoles refritos
2 tazas de quesillo rallado
Mezclá la masa harina con el agua y amasá hasta que no se pegue en las manos.
Juntá el chicharrón, los frijoles y el quesillo pa'l relleno.
Hacé bolitas, les hacés un hoyito, las rellenás y las palmeás hasta dejarlas planitas.
Cocinalas en la plancha bien caliente, de 3 a 4 minutos por lado, de a poquitas.
Servilas con curtido y salsa de tomate. ¡Y no parquees en el driveway del vecino!`,
    rows: [
      '4 tassa masa harina',
      '3 tassa agua tibia',
      '1 tassa chicharrón molido',
      '1 tassa frijoles refritos',
      '2 tassa quesillo rallado',
    ],
    names: ['curtido'],
  },

  // ---------------------------------------------------------------- English
  {
    // Newfoundland Jiggs dinner; pounds; overnight soak without a time; "Then" steps.
    text: `Jiggs Dinner
Nan's way, Carbonear, Newfoundland. Serves 8, b'ys.
2 lb salt beef (soak it overnight, change the water twice)
1 head of cabbage
6 potatoes
4 carrots
1 turnip
1 cup yellow split peas, tied in a pudding bag
Put the salt beef and the pudding bag in the big pot, cover with water and boil for 2 hours.
Then add the turnip and carrots and boil 20 minutes.
Then the potatoes and cabbage go in for another 25 minutes.
Take out the pudding, mash it with a knob of butter, and serve it all up with mustard pickles. Some good, me son!`,
    title: 'Jiggs Dinner',
    servings: 8,
    cook: 165,
    names: ['salt beef', 'cabbage', 'potatoes', 'carrots', 'turnip'],
  },
  {
    // Accra chop bar; a "Meanwhile" step overlapping another leaves cook unasserted.
    text: `AUNTIE EFUA'S CHOP BAR, Osu – Light soup with goat
For 6 people.
1 kg goat meat, cut small
3 tomatoes
2 onions
2 kpakpo shito peppers
1 thumb of ginger
1 teaspoon salt
1.5 litres water
Season the goat with the salt, the ginger and one onion and steam it in its own juices for 15 minutes.
Meanwhile boil the tomatoes, the other onion and the peppers whole for 10 minutes.
Blend them and sieve them into the meat pot with the water.
Simmer for 45 minutes, chale, till the goat is soft.
Serve with fufu or omo tuo.`,
    servings: 6,
    rows: ['1 kg goat meat', '3 unitats tomatoes', '1 culleradeta salt', '1.5 l water'],
    names: ['onions', 'ginger'],
  },
  {
    // Sri Lankan amma in Toronto; tempering untimed; fractions; a closing tip.
    text: `Parippu (dhal curry) – Amma's, for the cricket club potluck
Serves 4
1 cup red lentils, washed
2 cups water
1 cup thick coconut milk
1 onion, sliced
2 green chillies
1 sprig curry leaves
½ teaspoon turmeric
1 teaspoon salt
1 tablespoon coconut oil
1 teaspoon mustard seeds
Boil the lentils in the water with the turmeric and green chillies for 15 minutes, till soft.
Add the coconut milk and salt and simmer 5 minutes.
In a small pan, heat the oil, pop the mustard seeds and fry the onion and curry leaves till golden.
Pour this tempering over the dhal.
Aney, don't skip the tempering, that's where the taste is.`,
    servings: 4,
    cook: 20,
    steps: 4,
    rows: [
      '1 tassa red lentils',
      '2 tassa water',
      '1 tassa thick coconut milk',
      '0.5 culleradeta turmeric',
      '1 culleradeta salt',
      '1 cullerada coconut oil',
      '1 culleradeta mustard seeds',
    ],
    names: ['onion', 'green chillies', 'curry leaves'],
  },
  {
    // South Shields welfare club flyer, Geordie; quiz-night numbers; a grill step counts.
    text: `SOUTH SHIELDS EX-MINERS' WELFARE – Quiz Night Thursday 8pm, £2 a team (max 6)
Pan Haggerty
By our Maureen, cos yous all asked. Feeds 4, pet.
1 kg potatoes, sliced thin
2 onions, sliced
150 g Cheddar, grated
30 g dripping
Melt the dripping in a heavy frying pan.
Layer the spuds, onions and most of the cheese, seasoning as you go.
Put the lid on and cook on a low heat for 40 minutes.
Sprinkle the rest of the cheese on and put it under the grill for 5 minutes till it's bubbling.
Howay, it's canny with a bit of brown sauce.`,
    title: 'Pan Haggerty',
    servings: 4,
    prep: 0,
    cook: 45,
    steps: 4,
    rows: ['1 kg potatoes', '150 g cheddar', '30 g dripping'],
    names: ['onions'],
  },
  {
    // Makerere hostel rolex; "Makes 1"; "each side" makes cook ambiguous; "about ½ cup".
    text: `Rolex the Makerere way (Mitchell Hall, Room B12)
Makes 1, so scale up for your corridor.
For the chapati: 1 cup flour, a pinch of salt, 1 tablespoon oil, about ½ cup warm water.
For the filling: 2 eggs, ¼ onion, ½ tomato, a handful of shredded cabbage.
Knead the flour, salt, oil and water into a soft dough and let it rest 20 minutes.
Roll it thin and cook it in a dry pan for 2 minutes each side.
Beat the eggs with the chopped onion, tomato and cabbage.
Fry the egg mix as a thin omelette, about 3 minutes, and lay the chapati on top.
Flip, roll it up and eat it hot, ssebo.`,
    prep: 20,
    steps: 5,
    rows: ['1 tassa flour', '1 cullerada oil', '2 unitats eggs'],
    names: ['salt', 'cabbage', 'tomato'],
  },
  {
    // Harlan County memoir, one paragraph; pounds; overnight soak; a time inside a stated time.
    text: `Mamaw never wrote nothin' down, so this is how I remember her soup beans from when we lived up the holler in Harlan County, back around 1971: she'd pick over two pounds of dried pintos on the kitchen table and soak 'em overnight, then drain 'em and put 'em in the big pot with a ham hock and water to cover, and let 'em simmer for three hours, adding water as needed; about the last hour she'd salt 'em; she served 'em with cornbread, raw onion and chow-chow, and it fed the eight of us.`,
    cook: 180,
    names: ['pintos', 'ham hock'],
  },
  {
    // Baltimore tailgate; game time; "Makes 8 cakes" is a yield; fridge time; a range under the broiler.
    text: `Tailgate crab cakes – Lot G, Camden Yards, Sunday, 1:05 first pitch
Makes 8 cakes (we eat 2 each, hon)
1 lb jumbo lump crab meat
1 egg
3 tablespoons mayonnaise
1 teaspoon Old Bay
1 teaspoon Dijon mustard
½ cup crushed saltines
Mix everything but the crab, then fold the crab in gently so the lumps stay whole.
Shape 8 cakes and chill them 1 hour so they hold together.
Broil them for 10 to 12 minutes until golden on top.
Serve with lemon wedges and more Old Bay. Go O's!`,
    prep: 60,
    rows: [
      '3 cullerada mayonnaise',
      '1 culleradeta old bay',
      '1 culleradeta dijon mustard',
      '0.5 tassa crushed saltines',
    ],
    names: ['crab meat', 'egg'],
  },
  {
    // Albuquerque Balloon Fiesta RV row; browning "in batches" leaves cook unasserted.
    text: `RV Row 7, Balloon Fiesta week – potluck at the ramada, 6 pm
Green Chile Stew
Hatch chiles, roasted. Serves 6
900 g pork shoulder, cubed
8 roasted Hatch green chiles, peeled and chopped
4 potatoes, cubed
1 onion
3 garlic cloves
1 litre chicken broth
1 teaspoon ground cumin
2 tablespoons oil
Brown the pork in the oil in batches.
Add the onion and garlic and cook 5 minutes.
Add the broth, chiles, cumin and potatoes.
Simmer covered for an hour and a half.
Bring your own chair!`,
    title: 'Green Chile Stew',
    servings: 6,
    steps: 4,
    rows: ['900 g pork shoulder', '1 l chicken broth', '1 culleradeta ground cumin', '2 cullerada oil'],
    names: ['green chiles', 'potatoes', 'onion', 'garlic'],
  },
  {
    // Liverpool lunch club scouse; seats and price are not servings; hours and minutes add up.
    text: `Scouse for the Tuesday lunch club (St Anne's community centre, 40 seats, £3)
Our kid's recipe, feeds 10.
1 kg neck of lamb
2 kg potatoes
500 g carrots
3 onions
1.5 litres beef stock
Brown the meat in the big pan.
Add the onions and carrots and sweat them 10 minutes.
Add half the potatoes, chopped small so they break down, and the stock.
Simmer for 2 hours, lid on.
Add the rest of the potatoes in big chunks and give it another 30 minutes.
Serve with pickled red cabbage and crusty bread, la. Boss.`,
    servings: 10,
    cook: 160,
    rows: ['1 kg neck of lamb', '2 kg potatoes', '500 g carrots', '1.5 l beef stock'],
    names: ['onions'],
  },
  {
    // Antarctic station log; outside temperature, wind and crew are not amounts; two proves.
    text: `Rothera, Day 163. Outside -31 °C, wind 40 knots, 19 of us wintering. Baked the Saturday loaves as usual:
1 kg strong white flour
20 g salt
14 g dried yeast
650 ml warm water
2 tablespoons oil
Mixed it all and kneaded it 10 minutes.
Left it to prove by the boiler for 1 hour.
Knocked it back, shaped 2 loaves and proved them another 45 minutes.
Baked them at 220 °C for 35 minutes.
Tomorrow: pizza night.`,
    prep: 105,
    cook: 35,
    steps: 4,
    rows: [
      '1 kg strong white flour',
      '20 g salt',
      '14 g dried yeast',
      '650 ml warm water',
      '2 cullerada oil',
    ],
  },
  {
    // Bradford university society cookbook; page number, price and year of study are not amounts.
    text: `Bradford Uni Pakistan Society Cookbook 2026 – page 12 (£5, all proceeds to the flood appeal)
Chicken Karahi – from Ammi, submitted by Ayesha (2nd year Pharmacy)
Serves 4
1 kg chicken on the bone, cut small
4 tomatoes
1 tablespoon ginger-garlic paste
3 green chillies
1 teaspoon salt
1 teaspoon chilli flakes
1 teaspoon cumin seeds
100 ml oil
fresh coriander and julienned ginger to finish
Heat the oil in the karahi and fry the chicken on high for 8 minutes.
Add the ginger-garlic paste and cook 2 minutes.
Add the tomatoes, halved, cover and cook 10 minutes, then pull off the skins.
Add the salt, chilli flakes, cumin and green chillies and bhuno on high for 10 minutes till the oil separates.
Finish with the coriander and ginger. Yaar, no onions in a proper karahi!`,
    servings: 4,
    cook: 30,
    rows: [
      '1 cullerada ginger-garlic paste',
      '1 culleradeta salt',
      '1 culleradeta chilli flakes',
      '1 culleradeta cumin seeds',
      '100 ml oil',
    ],
    names: ['tomatoes', 'green chillies', 'coriander'],
  },
  {
    // Yorkton perogy bee; a count made last week and dozens are not servings; batches.
    text: `Holy Trinity Ukrainian Orthodox, Yorkton – Perogy Bee, Wednesday 9 a.m.
We made 2,400 last week! Baba Olga's dough and filling, for one batch (about 5 dozen):
Dough: 4 cups flour, 1 teaspoon salt, 1 cup sour cream, 1 egg, ¾ cup warm water.
Filling: 1.5 kg potatoes, 250 g old cheddar, 1 onion fried in butter.
Boil the potatoes till soft, mash them with the cheddar and the fried onion, and let it cool.
Mix the dough, knead it till smooth and rest it 30 minutes under a bowl.
Roll it thin, cut circles with a glass, fill and pinch shut.
Boil in batches until they float, 3 to 4 minutes.
Toss with butter and onions and serve with sour cream.`,
    prep: 30,
    rows: [
      '4 tassa flour',
      '1 culleradeta salt',
      '1 tassa sour cream',
      '0.75 tassa warm water',
      '1.5 kg potatoes',
      '250 g old cheddar',
    ],
    names: ['egg', 'onion'],
  },
  {
    // Harare school hostel; stew and sadza plans, "about 4 cups"; servings not asserted.
    text: `Sadza and beef stew – for the Form 3 hostel, Sunday lunch (86 boarders; there we cook it in the 3-legged pot)
This is the size for a family of 6 at home:
Stew: 1 kg stewing beef, 2 onions, 4 tomatoes, 1 tablespoon oil, 1 teaspoon salt, 500 ml water.
Sadza: 1.5 litres water, about 4 cups white mealie-meal.
Boil the beef with the salt and water for 1 hour, covered.
Then add the oil, onions and tomatoes and cook 15 minutes more until it makes a gravy.
For the sadza, bring the water to the boil and stir in a cup of mealie-meal mixed with cold water.
Cover and cook 5 minutes.
Add the rest of the meal bit by bit, stirring hard with the mugoti, for about 10 minutes till it is thick and smooth.`,
    rows: ['1 kg stewing beef', '1 cullerada oil', '1 culleradeta salt', '500 ml water', '1.5 l water'],
    names: ['onions', 'tomatoes', 'mealie-meal'],
  },
  {
    // Namche Bazaar lodge; altitude; "40 pieces" is a yield; an extra time already inside the stated one.
    text: `Namche Bazaar (3,440 m) – Himalayan Sherpa Lodge kitchen book, written by Pasang for the trekkers who ask
Buff momo, 40 pieces.
Dough: 500 g flour, 250 ml water.
Filling: 500 g minced buffalo, 1 onion, 2 tablespoons ginger-garlic paste, 1 teaspoon timur, 1 teaspoon salt, a handful of coriander.
Knead the dough and cover it for 30 minutes.
Mix the filling well.
Roll small circles, fill and pleat them.
Steam them 12 minutes; at this altitude that is 2 minutes more than in Kathmandu.
Serve with tomato achar. Jam jam, didi!`,
    prep: 30,
    cook: 12,
    rows: [
      '500 g flour',
      '250 ml water',
      '500 g minced buffalo',
      '2 cullerada ginger-garlic paste',
      '1 culleradeta timur',
      '1 culleradeta salt',
    ],
    names: ['onion', 'coriander'],
  },
  {
    // Meal-kit card; stated Prep and Cook win over the steps; a "then" clause is its own step.
    text: `FRESHLY BOXED · Week 48 · Box 3 of 4 · Card B
Lemon Garlic Chicken Orzo
2 servings · Prep 10 min · Cook 20 min · 640 kcal per serving
In your box: 2 chicken breasts (300 g), 150 g orzo, 1 lemon, 2 garlic cloves, 100 g baby spinach, 20 g parmesan, 1 stock pot.
From your cupboard: 1 tablespoon olive oil, 400 ml water.
1. Season the chicken and fry it in the olive oil for 6 minutes each side.
2. Rest it on a board.
3. In the same pan, fry the garlic for 1 minute, then add the orzo, stock pot and water.
4. Simmer for 10 minutes, stirring often.
5. Stir in the spinach, lemon juice and parmesan.
6. Slice the chicken and serve it on top.`,
    title: 'Lemon Garlic Chicken Orzo',
    servings: 2,
    prep: 10,
    cook: 20,
    steps: 7,
    rows: ['150 g orzo', '100 g baby spinach', '20 g parmesan', '1 cullerada olive oil', '400 ml water'],
    names: ['chicken breasts', 'lemon', 'garlic'],
  },
];
