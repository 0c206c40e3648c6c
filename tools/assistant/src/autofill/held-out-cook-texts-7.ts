import type { CookText } from './check-cook-text.ts';

/**
 * Seventh held-out set of cook texts for issue 34, written 2026-11-30 BLIND: by a helper session that
 * read no file of the project (no parser, no knowledge base, no earlier held-out sets, no docs; only
 * the brief, which quotes the sixth set's header for its conventions and the voices to avoid) and
 * wrote these 45 texts from general cooking knowledge only. 15 Catalan, 15 Spanish, 15 English.
 *
 * Voices, on purpose unlike the fifth and sixth sets: a retired couple dictating to a voice assistant
 * (no punctuation, numbers in words, "Jaume no diguis res"), a Mallorcan grandmother in impersonal
 * salat Catalan ("ses albergínies es tallen", "grells d'all", "greixonera"), a Menorcan oliaigua
 * ("tomàtics", "deixam", "xup-xup"), an Ebre-delta cook ("lo sofregit", "xiquet", galeres), a
 * cookbook copied with page references ("pàg. 87", "véase pág. 32", "p. 112", a pencil note), a
 * food-truck cook's shorthand (arrows, "x20", "10'", "boti"), chemistry-minded bakers (baker's
 * percentages beside grams, Maillard, starch hydration), a student flat's whiteboard, radio cooking
 * show transcripts (speaker labels, a clock time, "Feeds six of us"), a sailor's galley log and a
 * llaüt with a gimballed stove, low-sodium and diabetic cooks (mg of sodium, eritritol, grams of
 * carbohydrate in a closing note), first person past tense, one long paragraph, telegraphic lists,
 * amounts after the name ("Farina, 500 g"), totals stated at the end ("Preparació: 20 min · Cocció:
 * 30 min · Total: 50 min", "serves 4 | prep 15 min | cook 35 min | total 50 min"), and regional
 * Spanish and English: Basque (amona, aupa, pochar), Navarre (menestra de Tudela, "pa' 6"),
 * Extremadura (migas, pan sentado, "pa cuatro"), Canary Islands (papas, mojo, "mi niño", caldero),
 * Argentina (voseo: picá, mezclá, heladera), Uruguay (torta frita, "bo", "ta", grasa de pella),
 * Venezuela (arepas, budare, chamo, pana), Cuba (frijoles dormidos, mi'jo, olla de presión),
 * Asturias (güela, guaje, ho), Scotland (Cullen skink, tatties, "dinnae"), India (kabuli chana,
 * jeera, haldi, whistles), Singapore (mee goreng, "pax", "confirm shiok"), Jamaica (rice and peas,
 * escallion, pimento, scotch bonnet), the US South (biscuits, cornbread, y'all, °F).
 * Times in words ("tres quarts d'hora", "mitja hora", "un quart d'hora", "un cuarto de hora largo",
 * "half an hour", "an hour and a quarter"); quantities as words and fractions ("mig quilo", "1 l i
 * mig" as "un litre i mig", "2 1/2 tazas", "½ tsp", "one and a quarter cups", "a quarter cup").
 * Traps: numbers that are not amounts or times (a 12-hole tin, 15° of heel, 10:42, 1978, 140 mg,
 * 6 g of carbohydrate, "3 dies" in a tip, "la primera media hora" inside a longer bake, "5 minutos
 * antes de apagar" inside a stated simmer).
 *
 * Conventions applied to the expected values (kept exactly from the sixth set): a stated time is the
 * answer and a stated total is never added to its parts; otherwise cook = sum of step durations on
 * the heat / in the oven / microwave / air fryer, and prep = resting, soaking, proving, marinating,
 * fridge time; no time at all: prep 0 and cook 0; a step time given only as a range (or as "per
 * tandes" / batches) leaves cook unasserted, and so do parallel batch-cooking plans and a pressure
 * cooker's natural release. Rows are "quantity unit name" with units g, kg, ml, l, unitats,
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
export const HELD_OUT_COOK_TEXTS_7: readonly CookText[] = [
  // ---------------------------------------------------------------- Catalan (15)
  {
    // Retired couple dictating to a voice assistant: no punctuation, numbers in words.
    text: `apunta recepta de la truita de carbassó de la Montse per a quatre persones posa tres carbassons i els ratlles amb sal en un colador i que reposin mitja hora perquè treguin l'aigua després els esprems bé i els fregeixes amb un raig d'oli vint minuts a foc baix bat sis ous amb un pessic de pebre ho barreges tot i quallar la truita cinc minuts per cada costat Jaume no diguis res que ho grava tot`,
    servings: 4,
    prep: 30,
    cook: 30,
    rows: ['3 unitats carbassons', '6 unitats ous'],
    names: ['sal', 'oli', 'pebre'],
  },
  {
    // Mallorcan grandmother, impersonal salat Catalan.
    text: `Tumbet de sa padrina Margalida
Per a 6.
1 kg de patates
3 albergínies
4 pebres vermells
1 kg de tomàtiques
2 grells d'all
oli d'oliva i sal
Ses albergínies es tallen a rodanxes, se'ls posa sal i es deixen suar mitja hora.
Ses patates es fregeixen a rodanxes uns 15 minuts i es posen dins una greixonera.
Ses albergínies es fregeixen 10 minuts i van damunt ses patates.
Es pebres, a tires, 10 minuts a sa paella, i a sa greixonera també.
Amb s'oli que queda es fa sa salsa amb s'all i ses tomàtiques ratllades, 20 minuts a foc lent.
Es tira sa salsa per damunt i es fica dins es forn 10 minuts a 180 graus.`,
    title: 'Tumbet de sa padrina Margalida',
    servings: 6,
    prep: 30,
    cook: 65,
    steps: 6,
    rows: ['1 kg patates', '3 unitats albergínies', '4 unitats pebres vermells', '1 kg tomàtiques'],
    names: ['all', "oli d'oliva", 'sal'],
  },
  {
    // Menorcan, one comma list for the ingredients, a seasonal note at the end.
    text: `Oliaigua de Ciutadella
Per a 4 persones.
Dues cebes, un pebre verd, tres grells d'all, mig quilo de tomàtics, un litre i mig d'aigua, oli, sal i pa sec.
Dins s'olla amb un bon raig d'oli, sa ceba, es pebre i s'all tallats, a foc fluix un quart d'hora sense que prenguin color.
Hi afegim es tomàtics a trossos i ho deixam fer deu minuts més.
Tiram s'aigua, que bulli, i la deixam xup-xup vint minuts.
Posam ses llesques de pa dins es plats i hi abocam s'oliaigua ben calenta.
A s'estiu, amb figues.`,
    title: 'Oliaigua de Ciutadella',
    servings: 4,
    prep: 0,
    cook: 45,
    rows: ['2 unitats cebes', '1 unitats pebre verd', '0.5 kg tomàtics', '1.5 l aigua'],
    names: ['all', 'oli', 'sal', 'pa sec'],
  },
  {
    // Ebre delta: "lo", "ma mare", "xiquet".
    text: `Arròs amb galeres com lo fa ma mare a Sant Carles
Per a 4 persones
400 g d'arròs
1 kg de galeres
1 ceba
2 tomates
1 pebrot roig
1,2 l de fumet
oli, sal, all i julivert
1. A la cassola, un bon raig d'oli i les galeres 5 minuts; les traus i les guardes.
2. Lo sofregit: ceba, pebrot i tomata ratllada, a foc lent vint minuts.
3. Hi tires l'arròs, el rosses 2 minuts i hi aboques lo fumet bullent.
4. Quan arrenca lo bull, 12 minuts a foc viu i 6 més a foc baix amb les galeres per damunt.
5. Deixa-ho reposar 5 minuts abans de servir, xiquet.`,
    title: 'Arròs amb galeres com lo fa ma mare a Sant Carles',
    servings: 4,
    prep: 5,
    cook: 45,
    steps: 5,
    rows: [
      '400 g arròs',
      '1 kg galeres',
      '1 unitats ceba',
      '2 unitats tomates',
      '1 unitats pebrot roig',
      '1.2 l fumet',
    ],
    names: ['oli', 'sal', 'all', 'julivert'],
  },
  {
    // Copied from an aunt's cookbook, page references, impersonal.
    text: `Copiat del llibre de cuina de la tieta, pàg. 87:
Bacallà a la llauna
Racions: 4
800 g de bacallà
farina per enfarinar
6 grans d'all
1 cullerada de pebre vermell dolç
100 ml de vi blanc
150 ml d'oli d'oliva
Es preescalfa el forn a 200 °C.
S'enfarina el bacallà i es fregeix 2 minuts per cada banda; es posa a la llauna.
En el mateix oli es daura l'all laminat, es retira del foc i s'hi afegeix el pebre vermell i el vi.
Aquesta salsa es tira per sobre del bacallà.
Es cou al forn 10 minuts.
(Per dessalar el bacallà, vegeu pàg. 12.)`,
    title: 'Bacallà a la llauna',
    servings: 4,
    cook: 14,
    steps: 5,
    rows: ['800 g bacallà', '1 cullerada pebre vermell dolç', '100 ml vi blanc', "150 ml oli d'oliva"],
    names: ['farina', 'all'],
  },
  {
    // Food-truck card: shorthand, arrows, minutes as 10'.
    text: `ENTREPÀ BOTI + CEBA CONFITADA  x20
—
ceba 2 kg
oli 100 ml
sucre 2 cullerades
vinagre de Mòdena 50 ml
botifarra 20 u
pa de vidre 20 u
allioli, sal
—
ceba juliana → cassola amb l'oli i sal, 40' foc baix
+ sucre i vinagre, 10' més
boti a la planxa 12' girant
pa obert a la planxa 1'
muntar: pa + boti + ceba + allioli`,
    prep: 0,
    cook: 63,
    steps: 5,
    rows: [
      '2 kg ceba',
      '100 ml oli',
      '2 cullerada sucre',
      '50 ml vinagre de mòdena',
      '20 unitats botifarra',
      '20 unitats pa de vidre',
    ],
    names: ['allioli', 'sal'],
  },
  {
    // Chemistry-minded baker: baker's percentages beside grams.
    text: `Magdalenes
Fórmula en % sobre farina (= 100 %). Rendiment: 18 unitats.
farina fluixa ..... 100 % — 250 g
sucre ............. 80 % — 200 g
ous ............... 80 % — 200 g (≈ 4 ous)
oli de gira-sol ... 60 % — 150 g
llet .............. 40 % — 100 g
llevat químic ..... 4 % — 10 g
sal ............... 0,8 % — 2 g
Procés:
Emulsionar ous i sucre fins a triplicar el volum.
Incorporar l'oli i la llet en fil.
Tamisar farina, llevat i sal i plegar-ho amb una llengua.
Repòs en fred 60 min: el xoc tèrmic afavoreix el barret.
Dosificar 45 g per càpsula.
Forn a 220 °C, baixar a 190 °C en enfornar, 16 min.`,
    title: 'Magdalenes',
    prep: 60,
    cook: 16,
    steps: 6,
    rows: [
      '250 g farina fluixa',
      '200 g sucre',
      '200 g ous',
      '150 g oli de gira-sol',
      '100 g llet',
      '10 g llevat químic',
      '2 g sal',
    ],
  },
  {
    // Shared-flat whiteboard: ingredients and steps mixed on dashes.
    text: `PISSARRA DEL PIS — dimarts li toca a l'Arnau!!
sopar per a 4
- 500 g macarrons
- 1 pot de tomàquet fregit
- 300 g carn picada
- 1 ceba
- formatge ratllat (el de la Laia NO!!)
- aigua bullint + sal → macarrons 10 min (mirar paquet)
- ceba + carn a la paella 10 min
- + tomàquet 5 min
- barrejar tot, formatge per sobre
- gratinar 5 min
- RENTAR LA PAELLA DESPRÉS!!!!`,
    servings: 4,
    prep: 0,
    cook: 30,
    rows: ['500 g macarrons', '300 g carn picada', '1 unitats ceba'],
    names: ['tomàquet fregit', 'formatge ratllat', 'sal'],
  },
  {
    // Radio cooking show transcript, amounts in words.
    text: `[Ràdio, «La cuina del migdia»]
LOCUTORA: I avui què ens portes, Pere?
PERE: Uns cigrons amb espinacs, per a quatre persones. Apunteu: quatre-cents grams de cigrons cuits, tres-cents grams d'espinacs, dos ous durs, una ceba, dos grans d'all, una culleradeta de comí i pebre vermell.
LOCUTORA: Molt bé. I com ho fem?
PERE: Primer, sofregim la ceba i l'all a foc suau uns deu minuts. Després hi posem el comí i el pebre vermell i, de seguida, els espinacs, que facin tres minuts. Hi afegim els cigrons i deixem que tot plegat faci xup-xup un quart d'hora.
LOCUTORA: I els ous?
PERE: Els ous durs, a trossos, per sobre al final. I ja està!
LOCUTORA: Doncs fins demà, oients.`,
    servings: 4,
    prep: 0,
    cook: 28,
    rows: ['300 g espinacs', '1 unitats ceba', '1 culleradeta comí'],
    names: ['cigrons', 'all', 'pebre vermell', 'ous'],
  },
  {
    // First person past tense, one paragraph, "mentrestant".
    text: `Diumenge vaig fer coca de recapte per a sis i va volar. Vaig pastar 500 g de farina amb 250 ml d'aigua, 100 ml d'oli, 20 g de llevat fresc i sal, i la vaig deixar reposar una hora tapada. Mentrestant vaig escalivar dues albergínies i tres pebrots vermells al forn, tres quarts d'hora a 200 graus. Vaig estirar la massa, hi vaig posar les verdures a tires i quatre arengades, i la vaig coure mitja hora. La propera vegada hi posaré ceba també.`,
    servings: 6,
    prep: 60,
    cook: 75,
    rows: [
      '500 g farina',
      '250 ml aigua',
      '100 ml oli',
      '20 g llevat fresc',
      '2 unitats albergínies',
      '3 unitats pebrots vermells',
      '4 unitats arengades',
    ],
    names: ['sal'],
  },
  {
    // Low-sodium diet, a storage tip with a number that is not a time of the recipe.
    text: `Crema de carbassó sense sal
(dieta hiposòdica del meu pare) Per a 3 racions.
- 3 carbassons
- 1 porro
- 1 patata
- 600 ml d'aigua (no brou de pastilla: porta molta sal!)
- 1 cullerada d'oli d'oliva verge
- suc de mitja llimona, pebre negre, nou moscada
1. Ofegar el porro amb l'oli 8 minuts.
2. Afegir el carbassó i la patata a daus i l'aigua.
3. Bullir 20 minuts.
4. Triturar amb el suc de llimona, pebre i nou moscada (el gust àcid dissimula la falta de sal).
Consell: guardar-la a la nevera com a màxim 3 dies.`,
    title: 'Crema de carbassó sense sal',
    servings: 3,
    prep: 0,
    cook: 28,
    steps: 4,
    rows: [
      '3 unitats carbassons',
      '1 unitats porro',
      '1 unitats patata',
      '600 ml aigua',
      "1 cullerada oli d'oliva verge",
    ],
    names: ['llimona', 'pebre negre', 'nou moscada'],
  },
  {
    // Sailor on a llaüt, a glass of seawater (not a row).
    text: `A bord del llaüt, amb el fogonet de càrdan.
Arròs de barca
Per a 3 tripulants.
Ingredients (el que s'hagi pescat): 600 g de peix de roca, 300 g d'arròs, 1 tomàquet, 2 grans d'all, un got d'aigua de mar, 800 ml d'aigua dolça i oli.
Es fa un fumet amb el peix i l'aigua, 20 minuts, i es cola.
A la mateixa olla es fregeixen l'all i el tomàquet 5 minuts.
S'hi tira l'arròs i el fumet.
Es cou 18 minuts, amb compte amb el balanceig.
Es menja directament de l'olla.`,
    title: 'Arròs de barca',
    servings: 3,
    prep: 0,
    cook: 43,
    steps: 5,
    rows: ['600 g peix de roca', '300 g arròs', '1 unitats tomàquet', '800 ml aigua dolça'],
    names: ['all', 'aigua de mar', 'oli'],
  },
  {
    // Web-card style with the stated times and a total at the end.
    text: `Canelons d'espinacs i ricotta
Ingredients per a 4 persones:
16 plaques de caneló
400 g d'espinacs
250 g de ricotta
50 g de pinyons
500 ml de beixamel
60 g de parmesà ratllat
Elaboració:
Bulliu les plaques 10 minuts i esteneu-les sobre un drap.
Saltegeu els espinacs amb els pinyons 5 minuts i barregeu-los amb la ricotta.
Farciu i enrotlleu els canelons.
Cobriu-los amb la beixamel i el parmesà.
Gratineu-los al forn a 200 °C durant 15 minuts.
Preparació: 20 min · Cocció: 30 min · Total: 50 min`,
    title: "Canelons d'espinacs i ricotta",
    servings: 4,
    prep: 20,
    cook: 30,
    steps: 5,
    rows: ['400 g espinacs', '250 g ricotta', '50 g pinyons', '500 ml beixamel', '60 g parmesà ratllat'],
  },
  {
    // Amounts after the name, impersonal method.
    text: `Carquinyolis de la iaia Roser
Farina, 500 g
Sucre, 300 g
Ametlles, 200 g
Ous, 3 (i un altre per pintar)
Ratlladura de llimona, d'una
Llevat químic, 1 sobre
Es barreja tot menys les ametlles fins a fer una massa.
S'hi afegeixen les ametlles.
Es fan dos cilindres, es pinten amb ou i es couen 20 minuts a 180 °C.
Es tallen en calent a llesques.
Es tornen a coure 10 minuts perquè quedin secs.`,
    title: 'Carquinyolis de la iaia Roser',
    prep: 0,
    cook: 30,
    steps: 5,
    rows: ['500 g farina', '300 g sucre', '200 g ametlles', '3 unitats ous'],
    names: ['llimona', 'llevat químic'],
  },
  {
    // One long impersonal paragraph, times in words.
    text: `Sèpia amb pèsols. Per a quatre. Es neteja 1 kg de sèpia i es talla a daus; es dora en una cassola amb oli uns cinc minuts i es treu. En el mateix oli es fa un sofregit amb una ceba i dos tomàquets ratllats durant vint minuts. Després s'hi torna la sèpia amb un got de vi blanc i es deixa evaporar. S'hi afegeixen 500 g de pèsols i aigua fins a cobrir, i es cou tot tres quarts d'hora. Al final es fa una picada d'all, julivert i ametlles torrades, s'hi tira i es cou cinc minuts més.`,
    servings: 4,
    prep: 0,
    cook: 75,
    rows: ['1 kg sèpia', '1 unitats ceba', '2 unitats tomàquets', '500 g pèsols'],
    names: ['oli', 'vi blanc', 'all', 'julivert', 'ametlles'],
  },

  // ---------------------------------------------------------------- Spanish (15)
  {
    // Basque amona.
    text: `Porrusalda de la amona
Para 4.
Aupa! Esto es lo que hacía la amona en Tolosa:
- 6 puerros
- 3 patatas
- 2 zanahorias
- 1,5 l de agua
- 1 diente de ajo
- aceite y sal
1. Limpia los puerros y córtalos en rodajas.
2. Pocha el ajo y los puerros en aceite 10 minutos, sin que cojan color.
3. Añade las patatas cascadas y la zanahoria en rodajas, y cubre con el agua.
4. Cuece a fuego medio 25 minutos.
5. Deja reposar 10 minutos antes de servir.`,
    title: 'Porrusalda de la amona',
    servings: 4,
    prep: 10,
    cook: 35,
    steps: 5,
    rows: ['6 unitats puerros', '3 unitats patatas', '2 unitats zanahorias', '1.5 l agua'],
    names: ['ajo', 'aceite', 'sal'],
  },
  {
    // Navarre: vegetables boiled "each on its own side" (parallel, so cook unasserted).
    text: `Menestra de Tudela
Pa' 6 personas.
12 alcachofas
1 kg de habas
500 g de guisantes
12 espárragos blancos
1 manojo de borraja
100 g de jamón
2 huevos
harina para rebozar, aceite, ajo
Cada verdura se cuece por su lado: alcachofas 15 minutos, habas 10, guisantes 8, espárragos 12, borraja 10.
Las alcachofas y los espárragos se rebozan en harina y huevo y se fríen.
En una cazuela se sofríe el ajo con el jamón y se añade una cucharada de harina.
Se juntan todas las verduras con un poco del caldo de cocerlas y se dejan 5 minutos a fuego suave.
¡Ojo, maja! Que no se pasen las verduras.`,
    title: 'Menestra de Tudela',
    servings: 6,
    steps: 4,
    rows: [
      '12 unitats alcachofas',
      '1 kg habas',
      '500 g guisantes',
      '12 unitats espárragos blancos',
      '100 g jamón',
      '2 unitats huevos',
    ],
    names: ['borraja', 'harina', 'aceite', 'ajo'],
  },
  {
    // Extremadura, amounts after the name, soaking overnight (prep unasserted).
    text: `Migas extremeñas
(las de mi abuelo, pastor en La Serena)
Pa cuatro.
Pan sentado, 1 kg, en migas pequeñas
Agua, 1 vaso, con sal
Ajos, una cabeza
Panceta, 200 g
Chorizo, 200 g
Pimientos verdes, 2
Aceite de oliva, 150 ml
Pimentón de la Vera, 1 cucharadita
La víspera se humedece el pan con el agua salada, se tapa con un paño y se deja toda la noche.
Al día siguiente se fríen los ajos enteros, la panceta, el chorizo y los pimientos, unos 10 minutos, y se sacan.
En esa grasa se echa el pimentón y las migas.
Se remueven sin parar con la paleta tres cuartos de hora, hasta que estén sueltas.
Se vuelve a echar todo y se sirven con uvas o con un huevo frito.`,
    title: 'Migas extremeñas',
    servings: 4,
    cook: 55,
    steps: 5,
    rows: [
      '1 kg pan sentado',
      '200 g panceta',
      '200 g chorizo',
      '2 unitats pimientos verdes',
      '150 ml aceite de oliva',
      '1 culleradeta pimentón de la vera',
    ],
    names: ['agua', 'ajos'],
  },
  {
    // Canary Islands, ingredients of the mojo on one line.
    text: `Papas arrugadas con mojo picón
Mi niño, pa' 4:
1 kg de papas
150 g de sal gorda
agua hasta cubrirlas
Pal mojo: 2 pimientas palmeras, 4 dientes de ajo, 1 cucharadita de comino, 1 cucharada de pimentón, 100 ml de aceite, 2 cucharadas de vinagre.
Se ponen las papas en el caldero con la sal y el agua justa y se guisan 20 minutos.
Luego se escurre el agua y se dejan en el fuego bajo 5 minutos, moviendo el caldero, hasta que arruguen.
Para el mojo, se remojan las pimientas un cuarto de hora y se majan en el mortero con el ajo, el comino y el pimentón.
Luego se añade el aceite y el vinagre.
Se comen las papas con cáscara, mojándolas.`,
    title: 'Papas arrugadas con mojo picón',
    servings: 4,
    prep: 15,
    cook: 25,
    steps: 5,
    rows: [
      '1 kg papas',
      '150 g sal gorda',
      '1 culleradeta comino',
      '1 cullerada pimentón',
      '100 ml aceite',
      '2 cullerada vinagre',
    ],
    names: ['pimientas palmeras', 'ajo', 'agua'],
  },
  {
    // Argentine voseo, fractions of a cup, nothing on the heat.
    text: `Chimichurri
Para 8, che.
1 taza de perejil
2 cucharadas de orégano seco
1 cucharadita de ají molido
4 dientes de ajo
1/2 taza de aceite
1/4 taza de vinagre de vino
sal gruesa
Picá el ajo y el perejil bien chiquitos.
Mezclá todo en un frasco y sacudilo.
Dejalo reposar 2 horas en la heladera antes del asado.
Si lo hacés el día anterior, mejor todavía.`,
    title: 'Chimichurri',
    servings: 8,
    prep: 120,
    cook: 0,
    steps: 3,
    rows: [
      '1 tassa perejil',
      '2 cullerada orégano seco',
      '1 culleradeta ají molido',
      '0.5 tassa aceite',
      '0.25 tassa vinagre de vino',
    ],
    names: ['ajo', 'sal gruesa'],
  },
  {
    // Uruguay, one paragraph, fried in batches ("de a tres"): cook unasserted.
    text: `Tortas fritas pa' los días de lluvia, bo. Van 500 g de harina, 100 g de grasa de pella, derretida, 1 cucharadita de sal y 250 ml de agua, tibia. Se amasa todo, se tapa y se deja descansar media hora. Después se estiran redondas y finitas con un agujerito en el medio. Se fríen en grasa bien caliente de a tres, un minuto por lado. Ta, con azúcar por arriba y un mate.`,
    prep: 30,
    rows: ['500 g harina', '100 g grasa de pella', '1 culleradeta sal', '250 ml agua'],
    names: ['azúcar'],
  },
  {
    // Venezuela; a yield, not servings.
    text: `Arepas (rinde 8) — receta de mi mamá en Maracaibo, chamo
2 tazas de harina PAN
2 1/2 tazas de agua
1 cucharadita de sal
1 cucharada de aceite
1. Mezcla el agua con la sal y el aceite.
2. Ve echando la harina poco a poco y amasa con la mano hasta que no se pegue.
3. Deja reposar la masa 5 minutos.
4. Haz 8 bolas, aplánalas y ásalas en el budare 5 minutos por lado.
5. Termínalas en el horno a 180 °C 15 minutos, hasta que suenen huecas.
6. Ábrelas y rellénalas: reina pepiada, dominó, pabellón... lo que tengas, pana.`,
    prep: 5,
    cook: 25,
    steps: 6,
    rows: ['2 tassa harina pan', '2.5 tassa agua', '1 culleradeta sal', '1 cullerada aceite'],
  },
  {
    // Cuba: a pound of beans (not a row), pressure cooker left to release on its own.
    text: `Frijoles negros dormidos
Para 6, mi'jo.
1 libra de frijoles negros
1 cebolla
1 pimiento verde
4 dientes de ajo
1 cucharadita de comino
1 cucharadita de orégano
2 hojas de laurel
1/2 taza de aceite de oliva
2 cucharadas de vinagre
1 cucharada de azúcar
sal
Pon los frijoles en remojo toda la noche.
Cocínalos en la olla de presión con el agua del remojo y el laurel 25 minutos, y deja que la olla baje sola.
Haz el sofrito con la cebolla, el pimiento y el ajo 10 minutos.
Echa el sofrito, el comino, el orégano, el vinagre y el azúcar a los frijoles y cocina a fuego bajo media hora más.
Al final, un chorrito de aceite crudo y déjalos dormir una hora antes de comer.`,
    title: 'Frijoles negros dormidos',
    servings: 6,
    steps: 5,
    rows: [
      '1 unitats cebolla',
      '1 unitats pimiento verde',
      '1 culleradeta comino',
      '1 culleradeta orégano',
      '0.5 tassa aceite de oliva',
      '2 cullerada vinagre',
      '1 cullerada azúcar',
    ],
    names: ['frijoles negros', 'ajo', 'laurel', 'sal'],
  },
  {
    // Voice assistant, no punctuation, numbers in words.
    text: `oye apunta receta lentejas de mi suegra para seis personas medio kilo de lentejas pardinas dos zanahorias una cebolla un pimiento verde dos dientes de ajo un chorizo una patata grande y una hoja de laurel todo en la olla en frío con dos litros de agua y a fuego medio cuarenta minutos luego le echas una cucharadita de pimentón y cinco minutos más y ya apaga que ya está`,
    servings: 6,
    prep: 0,
    cook: 45,
    rows: [
      '0.5 kg lentejas pardinas',
      '2 unitats zanahorias',
      '1 unitats cebolla',
      '1 unitats pimiento verde',
      '1 unitats chorizo',
      '2 l agua',
      '1 culleradeta pimentón',
    ],
    names: ['ajo', 'patata', 'laurel'],
  },
  {
    // Yogurt-cup measures (not rows), times only in words, a half hour inside the bake.
    text: `Bizcocho de yogur de toda la vida
Un yogur natural, y con el vasito del yogur se miden: tres de harina, dos de azúcar y uno de aceite de girasol. Tres huevos y un sobre de levadura.
Se baten los huevos con el azúcar.
Se añade el yogur y el aceite.
Se incorpora la harina con la levadura, tamizada.
Al horno, ya caliente a 180 grados, unos tres cuartos de hora, sin abrir la puerta la primera media hora.
Se deja templar un cuarto de hora largo antes de desmoldar.`,
    title: 'Bizcocho de yogur de toda la vida',
    cook: 45,
    rows: ['1 unitats yogur natural', '3 unitats huevos'],
    names: ['harina', 'azúcar', 'aceite de girasol', 'levadura'],
  },
  {
    // Food-truck spec sheet, amounts after the name with dotted leaders.
    text: `Smash doble — ficha del food truck
carne picada de ternera ... 180 g (2 bolas)
pan brioche ... 1
cheddar ... 2 lonchas
cebolla ... 20 g (en dados)
pepinillo ... 3 rodajas
salsa de la casa ... 1 cucharada
sal, pimienta
---
plancha a tope, 250 °C
pan cortado, 1 min a la plancha por la cara de dentro
bolas a la plancha, aplastar fuerte con la espátula, sal y pimienta, 2 min
vuelta + cheddar encima, 1 min
montar: pan, salsa, carne, cebolla, pepinillo, pan`,
    prep: 0,
    cook: 4,
    steps: 5,
    rows: [
      '180 g carne picada de ternera',
      '1 unitats pan brioche',
      '20 g cebolla',
      '1 cullerada salsa de la casa',
    ],
    names: ['cheddar', 'pepinillo', 'sal', 'pimienta'],
  },
  {
    // Diabetic cook; the closing note's grams are not an ingredient.
    text: `Flan sin azúcar
(soy diabético tipo 2 y este me lo permite mi endocrina)
Para 6 personas.
4 huevos
500 ml de leche semidesnatada
40 g de eritritol
1 cucharadita de esencia de vainilla
canela en rama
1. Infusiona la leche con la canela 10 minutos a fuego suave y déjala templar.
2. Bate los huevos con el eritritol y la vainilla, sin hacer espuma.
3. Mezcla con la leche colada y reparte en flaneras.
4. Cuece al baño maría en el horno a 160 °C durante 40 minutos.
5. Enfría en la nevera 4 horas como mínimo.
Cada flan: unos 6 g de hidratos.`,
    title: 'Flan sin azúcar',
    servings: 6,
    prep: 240,
    cook: 50,
    steps: 5,
    rows: [
      '4 unitats huevos',
      '500 ml leche semidesnatada',
      '40 g eritritol',
      '1 culleradeta esencia de vainilla',
    ],
    names: ['canela'],
  },
  {
    // Grandmother's recipe book with page references; the picada goes in inside the simmer.
    text: `Del recetario de la abuela Pilar, pág. 214
Pollo en pepitoria
Para 4 personas.
1,5 kg de pollo, troceado
1 cebolla
2 dientes de ajo
50 g de almendras
2 yemas de huevo cocido
200 ml de vino blanco
500 ml de caldo de pollo (véase pág. 32)
azafrán, harina, aceite, sal
Se salpimienta el pollo, se enharina y se dora en aceite 10 minutos.
En el mismo aceite se pocha la cebolla 10 minutos.
Se vuelve a poner el pollo, se moja con el vino y se deja reducir 5 minutos.
Se añade el caldo y se cuece tapado 40 minutos.
Se machacan en el mortero el ajo frito, las almendras, las yemas y el azafrán, y se echa al guiso 5 minutos antes de apagar.
(Sirve con arroz blanco, pág. 88.)`,
    title: 'Pollo en pepitoria',
    servings: 4,
    prep: 0,
    cook: 65,
    steps: 5,
    rows: [
      '1.5 kg pollo',
      '1 unitats cebolla',
      '50 g almendras',
      '200 ml vino blanco',
      '500 ml caldo de pollo',
    ],
    names: ['ajo', 'azafrán', 'harina', 'aceite', 'sal'],
  },
  {
    // Asturias, first person past tense, "una hora y cuarto".
    text: `El domingo hice arroz con leche como lo hacía mi güela en Llanes, ho. Puse a hervir 1,5 l de leche entera con la piel de un limón y un palo de canela. Cuando rompió a hervir eché 150 g de arroz redondo y lo tuve a fuego bajo una hora y cuarto, removiendo con cuchara de palo. Luego añadí 150 g de azúcar y lo dejé diez minutos más. Lo repartí en cazuelinas y, ya frío, lo requemé con azúcar y el hierro. Quedó de fartura, guaje.`,
    prep: 0,
    cook: 85,
    rows: ['1.5 l leche entera', '150 g arroz redondo', '150 g azúcar'],
    names: ['limón', 'canela'],
  },
  {
    // Andalusian card, nothing on the heat, a soak and the fridge.
    text: `Salmorejo cordobés
4 raciones
1 kg de tomates pera
200 g de pan de telera
100 ml de aceite de oliva virgen extra
1 diente de ajo
sal
2 huevos cocidos y 100 g de jamón en taquitos, para servir
Tritura los tomates con el ajo y la sal.
Añade el pan troceado y deja que se empape 10 minutos.
Tritura de nuevo y emulsiona con el aceite en hilo.
Enfría en la nevera 2 horas.
Sirve con el huevo picado y el jamón por encima.`,
    title: 'Salmorejo cordobés',
    servings: 4,
    prep: 130,
    cook: 0,
    steps: 5,
    rows: ['1 kg tomates pera', '200 g pan de telera', '100 ml aceite de oliva virgen extra'],
    names: ['ajo', 'sal', 'jamón'],
  },

  // ---------------------------------------------------------------- English (15)
  {
    // Scotland; the last line is a tip.
    text: `Cullen Skink
Serves 4 — my granny's, from the Moray coast.
400g smoked haddock, undyed
1 onion, finely chopped
25g butter
3 tatties, peeled and diced
300ml water
500ml whole milk
1 bay leaf
a wee handful of chives
Method:
Poach the haddock in the water with the bay leaf for 5 minutes, lift it out and flake it; keep the water.
Soften the onion in the butter for 10 minutes without colouring.
Add the tatties and the poaching water and simmer for 15 minutes until soft.
Pour in the milk, mash a few of the tatties against the side of the pan, add the fish back and heat through for 5 minutes.
Season, scatter the chives and serve with oatcakes.
Dinnae let it boil once the milk's in.`,
    title: 'Cullen Skink',
    servings: 4,
    prep: 0,
    cook: 35,
    steps: 5,
    rows: [
      '400 g smoked haddock',
      '1 unitats onion',
      '25 g butter',
      '3 unitats tatties',
      '300 ml water',
      '500 ml whole milk',
    ],
    names: ['bay leaf', 'chives'],
  },
  {
    // Indian English; whistles, a range and a natural release: cook unasserted.
    text: `Chana Masala
(Punjabi style, please do try, very tasty)
Serves 4 persons.
Kabuli chana – 1 cup, soaked overnight
Onions – 2, finely chopped
Tomatoes – 3, pureed
Ginger-garlic paste – 1 tbsp
Green chillies – 2, slit
Oil – 3 tbsp
Jeera – 1 tsp
Chana masala powder – 2 tsp
Haldi – ½ tsp
Salt – as per taste
Coriander leaves – for garnishing
Method:
1. Pressure cook the soaked chana with salt and 3 cups water for 6 whistles, then let the pressure release on its own.
2. Heat oil, add jeera and let it splutter.
3. Add onions and fry till golden brown, approx 10 minutes.
4. Add ginger-garlic paste and green chillies, sauté 1 minute.
5. Add tomato puree, haldi and masala powder and cook till oil separates, 8–10 minutes.
6. Add the chana with its water and simmer 15 minutes, mashing a few.
7. Garnish with coriander leaves and serve hot with bhature or rice.`,
    title: 'Chana Masala',
    servings: 4,
    rows: [
      '1 tassa kabuli chana',
      '2 unitats onions',
      '3 unitats tomatoes',
      '1 cullerada ginger-garlic paste',
      '2 unitats green chillies',
      '3 cullerada oil',
      '1 culleradeta jeera',
      '2 culleradeta chana masala powder',
      '0.5 culleradeta haldi',
    ],
    names: ['salt', 'coriander leaves'],
  },
  {
    // Singapore; "then" opens a step of its own in item 4.
    text: `Mee Goreng
Hawker style, at home also can. For 2 pax.
200g yellow noodles
150g chicken thigh, sliced
2 eggs
1 tomato, cut into wedges
100g choy sum
3 cloves garlic, chopped
2 tbsp kecap manis
1 tbsp sambal oelek
1 tbsp light soy sauce
2 tbsp oil
1. Wok very hot, fry garlic in the oil 1 min.
2. Add chicken, fry 3 min until cooked.
3. Add noodles, tomato, choy sum and all the sauces, toss 4 min.
4. Push aside, crack in the eggs and scramble 1 min, then mix everything.
5. Serve with lime and fried shallots — confirm shiok.`,
    title: 'Mee Goreng',
    servings: 2,
    prep: 0,
    cook: 9,
    steps: 6,
    rows: [
      '200 g yellow noodles',
      '150 g chicken thigh',
      '2 unitats eggs',
      '1 unitats tomato',
      '100 g choy sum',
      '2 cullerada kecap manis',
      '1 cullerada sambal oelek',
      '1 cullerada light soy sauce',
      '2 cullerada oil',
    ],
    names: ['garlic'],
  },
  {
    // Jamaica; tins and sprigs are not rows.
    text: `Rice and Peas
Sunday dinner, Jamaican style. Serves 6.
1 tin (400g) kidney beans
2 cups long grain rice
1 tin (400ml) coconut milk
1 1/2 cups water
2 stalks escallion
3 sprigs fresh thyme
1 scotch bonnet pepper, whole — don't burst it!
6 pimento berries
2 cloves garlic, crushed
1 tsp salt
Put the beans, coconut milk, water, garlic, escallion, thyme and pimento in a pot and bring to the boil, then simmer 10 minutes.
Wash the rice till the water runs clear and add it with the salt.
Lay the scotch bonnet on top, cover tight and cook on low for 25 minutes.
Take out the pepper, thyme and escallion, fluff with a fork and rest 5 minutes.`,
    title: 'Rice and Peas',
    servings: 6,
    prep: 5,
    cook: 35,
    steps: 5,
    rows: [
      '2 tassa long grain rice',
      '1.5 tassa water',
      '1 unitats scotch bonnet pepper',
      '1 culleradeta salt',
    ],
    names: ['kidney beans', 'coconut milk', 'escallion', 'thyme', 'garlic'],
  },
  {
    // US South, °F, a yield ("makes about 10") that is not servings.
    text: `Mama's Buttermilk Biscuits
Makes about 10, y'all.
2 cups all-purpose flour
1 tablespoon baking powder
1/2 teaspoon baking soda
1 teaspoon salt
6 tablespoons butter, ice cold
3/4 cup buttermilk
Heat your oven to 450°F.
Whisk the dry stuff together in a big bowl.
Cut in the butter till it looks like coarse crumbs.
Stir in the buttermilk just till it comes together — don't overwork it, honey.
Pat it out an inch thick, fold it over on itself three times, and cut straight down with a biscuit cutter, no twisting.
Bake 12 minutes till golden on top.
Brush with melted butter while they're hot.`,
    title: "Mama's Buttermilk Biscuits",
    prep: 0,
    cook: 12,
    steps: 7,
    rows: [
      '2 tassa all-purpose flour',
      '1 cullerada baking powder',
      '0.5 culleradeta baking soda',
      '1 culleradeta salt',
      '6 cullerada butter',
      '0.75 tassa buttermilk',
    ],
  },
  {
    // Voice assistant, no punctuation, numbers and times in words.
    text: `ok google take a note recipe for dad's shepherd's pie serves six one kilo of lamb mince two onions three carrots two tablespoons of tomato puree five hundred mils of lamb stock and a kilo and a half of potatoes for the mash brown the mince for ten minutes then the onions and carrots for another ten add the puree and stock and simmer for twenty five minutes boil the potatoes twenty minutes mash them with butter top the meat and bake at two hundred for half an hour no stop it's not listening is it`,
    servings: 6,
    prep: 0,
    cook: 95,
    rows: [
      '1 kg lamb mince',
      '2 unitats onions',
      '3 unitats carrots',
      '2 cullerada tomato puree',
      '500 ml lamb stock',
      '1.5 kg potatoes',
    ],
    names: ['butter'],
  },
  {
    // Chemistry-minded baker: baker's percentages beside grams; a 70 % that is not an amount.
    text: `Brown-Butter Chocolate Chip Cookies
Baker's % (flour = 100). Grams only; cups are not a unit of mass.
Bread flour ........ 100% .. 280 g
Butter ............. 80% ... 224 g
Dark brown sugar ... 70% ... 196 g
Caster sugar ....... 35% ... 98 g
Egg ................ 36% ... 100 g
Bicarbonate of soda  1.1% .. 3 g
Salt ............... 1.4% .. 4 g
Dark chocolate ..... 70% ... 196 g
Method:
Brown the butter to 150 °C, about 6 min, until the milk solids go hazelnut (Maillard plus caramelisation).
Chill the butter back to 20 °C so it can hold air again.
Cream the butter with both sugars until pale.
Beat in the egg.
Fold in the flour, bicarb and salt.
Fold in the chopped chocolate (a 70% cocoa bar).
Rest the dough in the fridge for 24 hours: the starch hydrates and enzymes give more toffee flavour.
Scoop 50 g balls and bake at 180 °C for 11 minutes.
Cool on the tray before moving them.`,
    title: 'Brown-Butter Chocolate Chip Cookies',
    prep: 1440,
    cook: 17,
    steps: 9,
    rows: [
      '280 g bread flour',
      '224 g butter',
      '196 g dark brown sugar',
      '98 g caster sugar',
      '100 g egg',
      '3 g bicarbonate of soda',
      '4 g salt',
      '196 g dark chocolate',
    ],
  },
  {
    // Radio phone-in transcript, a clock time in the header.
    text: `[Transcript — Radio Solent, 'Saturday Kitchen Phone-In', 10:42]
PRESENTER: ...and Dennis from Fareham is on the line. Dennis, what's cooking?
DENNIS: Morning! My wife's apple crumble. Feeds six of us.
PRESENTER: Go on then.
DENNIS: Six Bramley apples, peeled and sliced, with 50 grams of sugar, stewed in a pan for five minutes. Into the dish. Then the crumble: 200 grams of plain flour, 100 grams of butter, cold, rubbed in, and 100 grams of demerara. Scatter it over and forty minutes at 180.
PRESENTER: Custard or cream?
DENNIS: Custard, always.
PRESENTER: Lovely. Coming up after the news...`,
    servings: 6,
    prep: 0,
    cook: 45,
    rows: ['6 unitats bramley apples', '50 g sugar', '200 g plain flour', '100 g butter', '100 g demerara'],
  },
  {
    // Sailor's galley log; tins are not rows, a heel angle is not an amount.
    text: `Galley log, SY Kittiwake, day 6 out of Falmouth — one-pot chilli for the watch.
Crew of 4, heeled 15° so everything in one pot with the fiddles up.
500g beef mince
1 onion
2 tins chopped tomatoes
1 tin kidney beans
2 tsp chilli powder
1 tsp ground cumin
1 stock cube
250g rice
Brown the mince with the onion, 10 min.
Spices in, 1 min.
Tomatoes, beans, crumbled stock cube, lid on, simmer 30 min — wedge the pot, it's lumpy out here.
Rice cooked separately in half seawater, half fresh, 12 min.
Eaten from mugs in the cockpit.`,
    prep: 0,
    cook: 53,
    rows: [
      '500 g beef mince',
      '1 unitats onion',
      '2 culleradeta chilli powder',
      '1 culleradeta ground cumin',
      '250 g rice',
    ],
    names: ['chopped tomatoes', 'kidney beans', 'stock cube'],
  },
  {
    // First person past tense, "meanwhile", a 12-hole tin.
    text: `Last Saturday I finally made my nan's Yorkshire puddings for eight of us and they actually rose! I whisked 4 eggs with 200 ml of milk, 140 g of plain flour and a pinch of salt, and let the batter rest for half an hour. Meanwhile I put a little dripping in each hole of a 12-hole tin and heated it in the oven at 230°C for 10 minutes until smoking. I poured the batter in fast and baked them for 20 minutes without opening the door once. Next time I'll make a double batch.`,
    servings: 8,
    prep: 30,
    cook: 30,
    rows: ['4 unitats eggs', '200 ml milk', '140 g plain flour'],
    names: ['dripping', 'salt'],
  },
  {
    // Low-sodium diet; 140 mg in the note line is not an amount.
    text: `Low-Salt Lentil Soup
(for my husband's heart diet — under 140 mg sodium a serving)
Serves 4
1 cup green lentils, rinsed
1 onion
2 carrots
celery, 2 sticks
1 tbsp olive oil
1.5 litres water
1 tsp smoked paprika
1 tsp ground cumin
juice of 1 lemon
Method
1. Sweat the onion, carrot and celery in the oil for 8 minutes.
2. Add the spices and cook 1 minute.
3. Add lentils and water, bring to the boil and simmer for 35 minutes.
4. Blend half of it, stir back in and add the lemon juice instead of salt.
Tip: lemon, garlic and herbs fool the tongue — keep the salt shaker off the table.`,
    title: 'Low-Salt Lentil Soup',
    servings: 4,
    prep: 0,
    cook: 44,
    steps: 4,
    rows: [
      '1 tassa green lentils',
      '1 unitats onion',
      '2 unitats carrots',
      '1 cullerada olive oil',
      '1.5 l water',
      '1 culleradeta smoked paprika',
      '1 culleradeta ground cumin',
    ],
    names: ['celery', 'lemon'],
  },
  {
    // Copied from a 1978 church cookbook with page references and a pencil note.
    text: `From 'The Church Hall Cookbook' (1978), p. 63 — my copy, with Mum's pencil notes
Toad in the Hole
Serves 4
8 pork sausages
3 eggs
150 g plain flour
300 ml milk
2 tbsp lard (or oil)
salt and pepper
Make the batter as for Yorkshire pudding (p. 58) and leave it to stand for 30 minutes.
Brown the sausages in the lard in a roasting tin at 220°C for 10 minutes.
Pour in the batter and bake for 30 minutes until risen and golden.
Serve with onion gravy (p. 112).
[pencil: double the gravy!]`,
    title: 'Toad in the Hole',
    servings: 4,
    prep: 30,
    cook: 40,
    steps: 4,
    rows: [
      '8 unitats pork sausages',
      '3 unitats eggs',
      '150 g plain flour',
      '300 ml milk',
      '2 cullerada lard',
    ],
    names: ['salt', 'pepper'],
  },
  {
    // Meal-prep card: stated prep and cook (the 5-minute rest is not added), total at the top.
    text: `Sheet-pan harissa chicken & chickpeas
serves 4 | prep 15 min | cook 35 min | total 50 min
8 chicken thighs, bone in
2 x 400g tins chickpeas, drained
2 red onions, in wedges
3 tbsp harissa
2 tbsp olive oil
1 lemon
200 g Greek yoghurt
oven 200°C
toss everything but the yoghurt in the harissa + oil
thighs skin up on top
roast 35 min
rest 5 min
yoghurt + lemon zest on top`,
    title: 'Sheet-pan harissa chicken & chickpeas',
    servings: 4,
    prep: 15,
    cook: 35,
    steps: 6,
    rows: [
      '8 unitats chicken thighs',
      '2 unitats red onions',
      '3 cullerada harissa',
      '2 cullerada olive oil',
      '1 unitats lemon',
      '200 g greek yoghurt',
    ],
    names: ['chickpeas'],
  },
  {
    // US, quantities and times in words and fractions.
    text: `Grandma June's Cornbread
Serves eight.
one and a half cups of yellow cornmeal
half a cup of all-purpose flour
a quarter cup of sugar
two teaspoons of baking powder
half a teaspoon of salt
one and a quarter cups of buttermilk
two eggs
four tablespoons of butter, melted
Put a cast-iron skillet in the oven and heat it to 425°F.
Stir the dry things together in one bowl and the wet in another.
Then combine them with a few strokes.
Pour the batter into the hot skillet; it should sizzle.
Bake twenty-two minutes, until a toothpick comes out clean.`,
    title: "Grandma June's Cornbread",
    servings: 8,
    prep: 0,
    cook: 22,
    steps: 5,
    rows: [
      '1.5 tassa yellow cornmeal',
      '0.5 tassa all-purpose flour',
      '0.25 tassa sugar',
      '2 culleradeta baking powder',
      '0.5 culleradeta salt',
      '1.25 tassa buttermilk',
      '2 unitats eggs',
      '4 cullerada butter',
    ],
  },
  {
    // One long paragraph, two "then" clauses.
    text: `Cauliflower cheese for 4, the way my mum did it on Sundays: break a large cauliflower into florets and boil them for 6 minutes, then drain them well and tip them into a baking dish. Melt 40 g of butter in a pan, stir in 40 g of plain flour and cook for a minute, then whisk in 500 ml of milk little by little and let it bubble for 5 minutes until thick. Take it off the heat and stir in 150 g of mature cheddar, grated, and a teaspoon of English mustard. Pour it over the cauliflower, scatter another 50 g of cheddar on top and bake at 200°C for 25 minutes until brown and bubbling.`,
    servings: 4,
    prep: 0,
    cook: 37,
    steps: 6,
    rows: [
      '40 g butter',
      '40 g plain flour',
      '500 ml milk',
      '150 g mature cheddar',
      '1 culleradeta english mustard',
    ],
    names: ['cauliflower'],
  },
];
