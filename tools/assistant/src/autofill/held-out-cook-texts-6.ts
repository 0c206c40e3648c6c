import type { CookText } from './check-cook-text.ts';

/**
 * Sixth held-out set of cook texts for issue 34, written 2026-11-30 BLIND: by a helper session that
 * read no file of the project (no parser, no knowledge base, no earlier held-out sets, no docs; only
 * the previous set's header) and wrote these 45 texts from general cooking knowledge only.
 * 15 Catalan, 15 Spanish, 15 English.
 *
 * Voices, on purpose unlike the fifth set: a teenager's chat message (no accents, "bro", "tia",
 * "lol", emoji), a nurse's / hospital diet sheet with ward header and observations, a cooking-class
 * handout with a teacher's tip after the method, a translated-sounding web recipe ("Paso 1:",
 * "Step 1:", "Servir y disfrutar"), a bilingual Catalan/Spanish grandmother's note, microwave,
 * air-fryer, pressure-cooker and Instant Pot recipes, baking by weight (hydration, two proves,
 * overnight fridge), batch-cooking plans, campsite recipes (brases, hornillo, bannock on a stick),
 * vegan bloggers, fishermen on the boat (all cremat, marmitako, Lunenburg chowder), and regional
 * words from Lleida (cargols), Andorra (trumfes, padrina), Northern Catalonia (bunyetes, la mamà),
 * Aragon (majos, tostadico, maño), Galicia-influenced Spanish (pota, cachelos, neno), Chile (choclo,
 * pino, ají de color, queda la raja), Colombia (mija, papa criolla, guascas, desmechar), Peru
 * (sancochar, ají amarillo, palta), Australia (arvo, heaps, thickened cream, fan-forced), South
 * Africa (ouma, lekker, blatjang), Canada (Mémère, tourtière, 796 ml cans, Nanaimo bars, bannock).
 * Quantities: "1 l i mig", "1,5 kg", "1 3/4 cups", "1/2 taza", pounds, cans in ml, "mig got".
 *
 * Conventions applied to the expected values (kept exactly from the fifth set): a stated time is the
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
export const HELD_OUT_COOK_TEXTS_6: readonly CookText[] = [
  // ---------------------------------------------------------------- Catalan (15)
  {
    text: `bro t passo lo dels macarrons q em van sortir brutals
bulls aigua amb sal i hi tires 200 g de macarrons 10 min
escorres
despres hi fots una llauna de tonyina, tomàquet fregit i formatge ratllat per sobre
i au a menjar 🤙`,
    prep: 0,
    cook: 10,
    rows: ['200 g macarrons'],
    names: ['tonyina', 'tomàquet fregit', 'formatge ratllat'],
  },
  {
    text: `UNITAT DE CIRURGIA – FULL DE DIETA
Dieta tova postoperatòria, sense sal afegida

Lluç bullit amb patata

Ració: 1
Ingredients:
- 150 g de lluç sense espines
- 200 g de patata
- 5 ml d'oli d'oliva verge
- julivert

Elaboració:
1. Pelar la patata i tallar-la a daus petits.
2. Bullir la patata en aigua sense sal durant 15 minuts.
3. Afegir el lluç i coure 6 minuts més.
4. Escórrer i amanir amb l'oli en cru i el julivert picat.

Observacions: servir tebi, textura tova. No afegir sal a taula.`,
    servings: 1,
    prep: 0,
    cook: 21,
    title: 'Lluç bullit amb patata',
    steps: 4,
    rows: ['200 g patata', "5 ml oli d'oliva verge"],
    names: ['lluç', 'julivert'],
  },
  {
    text: `Cargols a la llauna
(com els fem a casa, a Lleida)
Per a 4 persones.
2 kg de cargols (ja purgats)
sal grossa, pebre negre
Per a l'allioli: 2 grans d'all, 250 ml d'oli, sal

Es renten els cargols amb aigua freda fins que l'aigua surti neta. Es col·loquen a la llauna amb la boca cap amunt, ben apretats. A cada cargol s'hi posa un pessic de sal i pebre. Es posa la llauna sobre la brasa de sarments uns 20 minuts, fins que deixin de fer escuma. Mentrestant es fa l'allioli al morter. Se serveixen a la mateixa llauna, amb l'allioli i pa torrat.`,
    servings: 4,
    prep: 0,
    cook: 20,
    title: 'Cargols a la llauna',
    steps: 6,
    rows: ['2 kg cargols', '250 ml oli'],
    names: ['sal grossa', 'pebre negre', 'all'],
  },
  {
    text: `Trinxat de la padrina
Andorra, temps de neu.
Ingredients per a 4:
1 col d'hivern
600 g de trumfes
150 g de cansalada viada
3 grans d'all
oli d'oliva

Bulliu la col a trossos i les trumfes pelades durant 30 minuts. Escorreu-ho molt bé. Fregiu la cansalada a tires i els alls a làmines fins que siguin rossos. Aixafeu la col i les trumfes amb una forquilla, barrejant-hi els alls i una mica del greix de la cansalada. Feu-ne una coca a la paella, 5 minuts per cada costat, i serviu-la amb la cansalada per sobre.`,
    servings: 4,
    prep: 0,
    cook: 40,
    title: 'Trinxat de la padrina',
    steps: 5,
    rows: ['600 g trumfes', '150 g cansalada viada'],
    names: ["col d'hivern", 'all'],
  },
  {
    text: `Bunyetes de la mamà
Perpinyà, per Pasqua.
500 g de farina, 3 ous, 80 g de sucre, 100 g de mantega fosa, un sobre de llevat, la rapadura d'una llimona, un raig d'aiguardent.
Barregeu-ho tot dins un bol fins a tenir una pasta llisa. Deixeu reposar la pasta una hora sota un drap. Estireu-la ben prima amb el corró i talleu-la en rectangles. Fregiu les bunyetes per tandes dins l'oli ben calent, un minut per costat. Escorreu-les sobre paper i empolvoreu-les de sucre.`,
    prep: 60,
    title: 'Bunyetes de la mamà',
    steps: 5,
    rows: ['500 g farina', '80 g sucre', '100 g mantega fosa'],
    names: ['ous', 'llevat', 'llimona', 'aiguardent'],
  },
  {
    text: `TALLER DE CUINA DEL CASAL – SESSIÓ 3
Crema de carbassó i porro
Per a 6 persones

Ingredients
1 kg de carbassó
2 porros
1 patata mitjana
1 l de brou de verdures
50 ml de nata
oli, sal i pebre

Passos
1. Renteu el carbassó i talleu-lo a daus sense pelar.
2. Talleu els porros a rodanxes i sofregiu-los amb oli 8 minuts.
3. Afegiu el carbassó i la patata a trossos i remeneu 2 minuts.
4. Cobriu amb el brou i bulliu 20 minuts.
5. Tritureu amb la nata fins que quedi fina.

Truc de la professora: si la voleu més espessa, poseu-hi menys brou.`,
    servings: 6,
    prep: 0,
    cook: 30,
    title: 'Crema de carbassó i porro',
    steps: 5,
    rows: ['1 kg carbassó', '1 l brou de verdures', '50 ml nata'],
    names: ['porros', 'patata'],
  },
  {
    text: `Aletes de pollastre a la fregidora d'aire
1 kg d'aletes de pollastre
2 cullerades de salsa de soja
1 cullerada de mel
1 culleradeta de pebre vermell fumat
Barreja les aletes amb la soja, la mel i el pebre vermell i deixa-les marinar 30 minuts a la nevera. Posa-les a la cistella sense amuntegar. Cou-les a 200 graus durant 20 minuts, girant-les a la meitat. Serveix-les de seguida.`,
    prep: 30,
    cook: 20,
    title: "Aletes de pollastre a la fregidora d'aire",
    steps: 4,
    rows: ['1 kg aletes de pollastre', '1 cullerada mel', '1 culleradeta pebre vermell fumat'],
    names: ['salsa de soja'],
  },
  {
    text: `Flam d'ou al microones
Per a 6.
500 ml de llet
4 ous
100 g de sucre
caramel líquid

Posa caramel al fons d'un motlle que vagi al microones. Bat els ous amb el sucre i afegeix-hi la llet. Aboca la barreja al motlle. Cou-ho 8 minuts a 800 W. Deixa-ho refredar i guarda-ho a la nevera 4 hores abans de desemmotllar.`,
    servings: 6,
    prep: 240,
    cook: 8,
    title: "Flam d'ou al microones",
    steps: 5,
    rows: ['500 ml llet', '100 g sucre'],
    names: ['ous', 'caramel líquid'],
  },
  {
    text: `Pla de batch cooking – diumenge a la tarda (per a tota la setmana)
- Cigrons: 500 g en remull des de dissabte; bullir-los 1 hora i mitja amb una fulla de llorer.
- Verdures al forn: 2 carbassons, 2 pebrots vermells i 1 albergínia a daus, forn a 200 graus 35 minuts.
- Arròs integral: 400 g, 40 minuts.
- Salsa: 1 kg de tomàquet triturat amb una ceba, 30 minuts a foc lent.
Dilluns cigrons amb verdures, dimarts arròs amb salsa, dimecres amanida de cigrons. Tot en carmanyoles, a la nevera com a molt 4 dies.`,
    rows: ['500 g cigrons', '400 g arròs integral', '1 kg tomàquet triturat'],
    names: ['carbassons', 'pebrots vermells', 'albergínia', 'llorer'],
  },
  {
    text: `Fideus a la cassola
La recepta de la iaia, que l'escrivia mig en castellà.
Para 4: 400 g de fideus gruixuts, 300 g de costella de porc, 2 botifarres, 1 ceba, 2 tomàquets ratllats, 1 l i mig de caldo.
Primero dora la costella i les botifarres a trossos, unos 10 minutos. Després la ceba, que se haga bé, 10 minutos más. Hi afegeixes el tomàquet i ho deixes 5 minuts. Echa los fideos y remenas una mica. Tira el caldo calent i que bulli 12 minuts. Deixa reposar 5 minuts i a taula.`,
    servings: 4,
    prep: 5,
    cook: 37,
    title: 'Fideus a la cassola',
    steps: 6,
    rows: ['400 g fideus gruixuts', '300 g costella de porc', '1.5 l caldo'],
    names: ['botifarres', 'ceba'],
  },
  {
    text: `L'all cremat el fem a la barca, a Cadaqués, amb el peix que no es ven. Poso mig got d'oli a l'olla i hi fregeixo 6 grans d'all sencers fins que són ben negres, que és el secret. Els trec, i a l'oli hi poso 1 kg de patates a rodanxes gruixudes i ho cobreixo d'aigua. Bull 15 minuts. Llavors hi poso 1 kg de peix de roca a trossos, rascassa, gallineta, el que hagi sortit, i 10 minuts més. Pico els alls cremats amb una mica de brou i ho tiro per sobre. Som sis a la barca i no en sobra mai.`,
    prep: 0,
    cook: 25,
    rows: ['1 kg patates', '1 kg peix de roca'],
    names: ['all', 'oli'],
  },
  {
    text: `Hola, família verda! 🌱 Avui us porto les meves hamburgueses de llenties, 100% vegetals i supersaciants.
Necessitareu: 400 g de llenties cuites, 80 g de flocs de civada, 1 ceba petita, 1 pastanaga ratllada, 1 culleradeta de comí, 2 cullerades de salsa de soja.
Sofregiu la ceba picada 5 minuts. Tritureu les llenties amb la civada, la ceba, el comí i la soja, sense fer-ne puré del tot. Afegiu-hi la pastanaga i doneu forma a 6 hamburgueses. Deixeu-les a la nevera 30 minuts perquè agafin consistència. Enforneu-les a 200 °C durant 20 minuts, girant-les a mitja cocció. Ja em direu què tal! 💚`,
    prep: 30,
    cook: 25,
    rows: ['400 g llenties cuites', '80 g flocs de civada', '1 culleradeta comí'],
    names: ['ceba', 'pastanaga', 'salsa de soja'],
  },
  {
    text: `Patates d'acampada
Som 4 a la tenda, així que: 4 patates grosses, 4 daus de mantega, sal, romaní i paper d'alumini.
Fes un tall en creu a cada patata. Posa-hi un dau de mantega, sal i romaní. Embolica-les amb doble capa d'alumini. Enterra-les a les brases del foc uns 45 minuts, girant-les un parell de cops. Obre-les amb compte, que cremen!`,
    prep: 0,
    cook: 45,
    title: "Patates d'acampada",
    steps: 5,
    names: ['patates', 'mantega', 'romaní'],
  },
  {
    text: `Pa de pagès amb massa mare
Hidratació del 70 %, tot a pes.
500 g de farina de força
350 g d'aigua
100 g de massa mare activa
10 g de sal

1. Barreja la farina i l'aigua i deixa-ho reposar 30 minuts (autòlisi).
2. Afegeix la massa mare i la sal i pasta-ho fins que la massa sigui llisa.
3. Primera fermentació: 4 hores a temperatura ambient, amb un plec cada hora.
4. Forma la bola i posa-la al cistell enfarinat.
5. Segona fermentació: 1 hora.
6. Cou a 240 °C amb vapor 20 minuts.
7. Treu el vapor i cou 25 minuts més a 220 °C.`,
    prep: 330,
    cook: 45,
    title: 'Pa de pagès amb massa mare',
    steps: 7,
    rows: ['500 g farina de força', '350 g aigua', '100 g massa mare activa', '10 g sal'],
  },
  {
    text: `Cigrons amb espinacs a l'olla exprés
Per a 4 persones
300 g de cigrons secs
300 g d'espinacs frescos
1 ceba
2 grans d'all
1 culleradeta de pebre vermell
oli i sal

La nit abans, poseu els cigrons en remull 12 hores. A l'olla exprés, sofregiu la ceba i l'all picats 5 minuts. Afegiu-hi el pebre vermell i els cigrons escorreguts, i cobriu-ho amb aigua. Tanqueu l'olla i compteu 20 minuts des que surti el vapor. Feu sortir el vapor, obriu-la i coeu-hi els espinacs 3 minuts més.`,
    servings: 4,
    prep: 720,
    cook: 28,
    title: "Cigrons amb espinacs a l'olla exprés",
    steps: 5,
    rows: ['300 g cigrons secs', '300 g espinacs frescos', '1 culleradeta pebre vermell'],
    names: ['ceba', 'all'],
  },
  // ---------------------------------------------------------------- Spanish (15)
  {
    text: `tia el sandwich mixto definitivo 😂
2 rebanadas de pan de molde, mantequilla x fuera, 1 loncha de jamon york y 2 de queso
lo montas, untas la mantequilla por fuera y a la sandwichera 4 minutos
si no tienes sandwichera a la sarten 2 min x cada lado
y ya esta, literal lo mejor`,
    prep: 0,
    cook: 4,
    names: ['pan de molde', 'mantequilla', 'jamon york', 'queso'],
  },
  {
    text: `Ternasco asado con patatas a lo pobre
Como lo hacía mi madre en Huesca. Pa 4, majos.

Una paletilla de ternasco de Aragón partida en trozos, 1 kg de patatas, 1 cebolla, 4 ajos, un vaso de vino blanco, manteca de cerdo y sal.

Enciende el horno a 180 grados. Corta las patatas en rodajas finas y la cebolla en juliana y ponlas en la bandeja con sal y un chorretico de aceite. Encima el ternasco untado con la manteca y los ajos machacados. Echa el vino y un vaso de agua. Al horno una hora y media, dándole la vuelta a media cocción. Que quede bien tostadico por fuera, maño.`,
    servings: 4,
    prep: 0,
    cook: 90,
    title: 'Ternasco asado con patatas a lo pobre',
    rows: ['1 kg patatas'],
    names: ['ternasco', 'cebolla', 'ajos', 'vino blanco', 'manteca de cerdo'],
  },
  {
    text: `Pulpo á feira
Para 6.
1 pulpo de unos 2 kilos (congelado antes, que queda más tierno)
1 kg de cachelos
pimentón dulce y picante, sal gorda, aceite de oliva

Pon a hervir una pota grande de agua. Asusta el pulpo: lo metes y lo sacas tres veces. Déjalo cocer 40 minutos. Apaga el fuego y déjalo reposar en el agua 20 minutos. En esa misma agua cuece los cachelos con piel 25 minutos. Corta el pulpo con tijeras sobre un plato de madera, pon los cachelos en rodajas debajo y aliña con sal gorda, pimentón y un buen chorro de aceite. E listo, neno.`,
    servings: 6,
    prep: 20,
    cook: 65,
    title: 'Pulpo á feira',
    rows: ['1 kg cachelos'],
    names: ['pulpo', 'sal gorda', 'aceite de oliva'],
  },
  {
    text: `Pastel de choclo
Receta de mi mamá, de Santiago. Para 6 personas.
Para el pino: 500 g de carne molida, 2 cebollas en cubitos, 1 cucharadita de comino, 1 cucharada de ají de color, 3 huevos duros, aceitunas negras, pasas.
Para la pasta: 8 choclos desgranados, 1 taza de leche, 6 hojas de albahaca, 2 cucharadas de mantequilla, sal y azúcar.

Primero se hace el pino: se sofríen las cebollas con el comino y el ají de color 10 minutos, se agrega la carne y se cocina 15 minutos más. Aparte se muelen los choclos con la albahaca y la leche. Esa pasta se cocina con la mantequilla, revolviendo siempre, unos 10 minutos, hasta que espese. En fuentes de greda se pone el pino, un trozo de huevo, aceitunas y pasas, y se cubre con la pasta de choclo. Se espolvorea azúcar encima y al horno a 200 °C por 30 minutos, hasta que esté dorado. ¡Queda la raja!`,
    servings: 6,
    prep: 0,
    cook: 65,
    title: 'Pastel de choclo',
    rows: ['500 g carne molida', '1 tassa leche', '1 culleradeta comino', '1 cullerada ají de color'],
    names: ['choclos', 'albahaca', 'huevos duros', 'aceitunas negras', 'pasas'],
  },
  {
    text: `Ajiaco santafereño
Mija, así lo hacemos en Bogotá. Alcanza para 8.
Ingredientes: 1 kg de pechuga de pollo, 3 mazorcas partidas en trozos, 1 kg de papa criolla, 500 g de papa sabanera, 500 g de papa pastusa, 1 manojo de guascas, 2 dientes de ajo, cilantro, crema de leche y alcaparras para servir.
Ponga el pollo con las mazorcas, el ajo y el cilantro en una olla con 3 litros de agua y déjelo hervir 30 minutos. Saque el pollo y desméchelo. Eche las papas sabanera y pastusa en rodajas y cocine 30 minutos. Agregue la papa criolla y las guascas y deje 20 minutos más, hasta que espese. Vuelva a poner el pollo desmechado. Sirva con crema de leche, alcaparras y aguacate al lado.`,
    servings: 8,
    prep: 0,
    cook: 80,
    title: 'Ajiaco santafereño',
    steps: 6,
    rows: ['1 kg pechuga de pollo', '1 kg papa criolla', '500 g papa sabanera', '500 g papa pastusa'],
    names: ['mazorcas', 'guascas', 'alcaparras', 'crema de leche'],
  },
  {
    text: `Causa limeña rellena de pollo
Para 4
1 kg de papa amarilla
3 cucharadas de ají amarillo en pasta
el jugo de 3 limones
1/2 taza de aceite vegetal
1 pechuga de pollo cocida y deshilachada
4 cucharadas de mayonesa
1 palta
Sancocha las papas con cáscara 20 minutos. Pélalas en caliente y pásalas por el prensapapas. Mezcla el puré con el ají, el limón, el aceite y sal hasta que quede suave. Mezcla el pollo con la mayonesa. En un molde pon una capa de masa, el pollo, la palta en láminas y otra capa de masa. Refrigera 1 hora antes de servir.`,
    servings: 4,
    prep: 60,
    cook: 20,
    title: 'Causa limeña rellena de pollo',
    steps: 6,
    rows: ['1 kg papa amarilla', '0.5 tassa aceite vegetal'],
    names: ['ají amarillo', 'mayonesa', 'palta'],
  },
  {
    text: `Pollo al horno con limón y hierbas
Porciones: 4 | Tiempo de preparación: 15 minutos | Tiempo de cocción: 45 minutos
Ingredientes:
8 muslos de pollo
2 limones
4 dientes de ajo
2 cucharadas de aceite de oliva
1 cucharadita de tomillo seco
Paso 1: Precalentar el horno a 200 grados Celsius.
Paso 2: Colocar los muslos de pollo en una bandeja para hornear.
Paso 3: Mezclar el jugo de los limones con el ajo picado, el aceite y el tomillo.
Paso 4: Verter la mezcla sobre el pollo y hornear durante 45 minutos hasta dorado.
Paso 5: ¡Servir y disfrutar con su familia!`,
    servings: 4,
    prep: 15,
    cook: 45,
    title: 'Pollo al horno con limón y hierbas',
    steps: 5,
    rows: ['1 culleradeta tomillo seco'],
    names: ['muslos de pollo', 'limones', 'ajo', 'aceite de oliva'],
  },
  {
    text: `Lentejas con chorizo en olla exprés
De mi suegra, que es de León. Para 6 personas.
500 g de lentejas pardinas, 1 chorizo, 1 cebolla, 1 pimiento verde, 2 zanahorias, 1 patata, 1 hoja de laurel, 1 cucharadita de pimentón, 2 l de agua.
Todo en crudo a la olla: las lentejas lavadas, las verduras picadas, el chorizo en rodajas, el laurel, el pimentón y el agua. Se cierra la olla y, cuando sube la válvula, se baja el fuego y se cuentan 12 minutos. Se deja que baje la presión sola, se rectifica de sal y listo.`,
    servings: 6,
    title: 'Lentejas con chorizo en olla exprés',
    rows: ['500 g lentejas pardinas', '2 l agua', '1 culleradeta pimentón'],
    names: ['chorizo', 'cebolla', 'pimiento verde', 'zanahorias', 'laurel'],
  },
  {
    text: `HOSPITAL – SERVICIO DE DIETÉTICA
Dieta astringente (diarrea aguda)
Arroz blanco con zanahoria y pollo
1 ración
- 60 g de arroz blanco
- 1 zanahoria
- 100 g de pechuga de pollo
- 500 ml de agua
- sal (mínima)
Preparación:
1. Pelar la zanahoria y cortarla en rodajas finas.
2. Hervir el arroz con la zanahoria en el agua 20 minutos.
3. Cocinar la pechuga a la plancha sin aceite 8 minutos.
4. Servir el arroz templado con el pollo en tiras.
Evitar: fritos, lácteos enteros, verdura cruda, fruta con piel.`,
    servings: 1,
    prep: 0,
    cook: 28,
    title: 'Arroz blanco con zanahoria y pollo',
    steps: 4,
    rows: ['60 g arroz blanco', '100 g pechuga de pollo', '500 ml agua'],
    names: ['zanahoria'],
  },
  {
    text: `Mi batch cooking del domingo (2 horas y tengo comida para toda la semana):
• Horno a 200 °C: 1 kg de boniato en dados y 2 bandejas de verduras (brócoli, coliflor, cebolla morada), 30 minutos.
• Mientras, en la olla: 300 g de quinoa, 15 minutos.
• En la sartén: 600 g de carne picada de pavo con tomate triturado, 20 minutos.
• Huevos duros: 6, 10 minutos.
Guardo todo en táperes en la nevera (máximo 4 días) y el pavo lo congelo en raciones.`,
    rows: ['1 kg boniato', '300 g quinoa', '600 g carne picada de pavo'],
    names: ['brócoli', 'coliflor', 'cebolla morada', 'tomate triturado'],
  },
  {
    text: `¡Hola, familia plant-based! 🌿 Hoy os traigo mi curry de garbanzos exprés.
Necesitas: 2 botes de garbanzos cocidos, 400 ml de leche de coco, 1 cebolla, 2 dientes de ajo, un trozo de jengibre, 2 cucharadas de curry en polvo, 200 g de espinacas y arroz basmati para acompañar.
Pocha la cebolla con el ajo y el jengibre 8 minutos. Añade el curry y tuéstalo 1 minuto. Echa los garbanzos escurridos y la leche de coco y deja que hierva suave 15 minutos. Al final incorpora las espinacas hasta que se ablanden. ¡Y a disfrutar! Si lo haces, etiquétame 💚`,
    prep: 0,
    cook: 24,
    rows: ['400 ml leche de coco', '200 g espinacas'],
    names: ['garbanzos', 'cebolla', 'jengibre', 'curry en polvo', 'arroz basmati'],
  },
  {
    text: `Desayuno de camping
Hornillo de gas y una sartén, nada más.
Para los 4 de la tienda: 4 huevos, 1 chorizo, 4 patatas cocidas de ayer, pan.
Corta el chorizo en rodajas y dóralo 3 minutos en la sartén sin aceite, que ya suelta grasa. Añade las patatas en dados y saltéalas 7 minutos. Haz 4 huecos, casca los huevos y tapa con otro plato 4 minutos. Se come directo de la sartén, con el pan.`,
    prep: 0,
    cook: 14,
    title: 'Desayuno de camping',
    steps: 4,
    names: ['huevos', 'chorizo', 'patatas', 'pan'],
  },
  {
    text: `Bizcocho en taza al microondas
4 cucharadas de harina
4 cucharadas de azúcar
1 huevo
3 cucharadas de leche
3 cucharadas de aceite de girasol
2 cucharadas de cacao puro
1/2 cucharadita de levadura química
En una taza grande bate el huevo con el azúcar. Añade la leche y el aceite. Incorpora la harina, el cacao y la levadura sin dejar grumos. Microondas a máxima potencia 2 minutos. Déjalo reposar 1 minuto antes de comerlo.`,
    prep: 1,
    cook: 2,
    title: 'Bizcocho en taza al microondas',
    steps: 5,
    rows: ['0.5 culleradeta levadura química'],
    names: ['harina', 'azúcar', 'huevo', 'leche', 'aceite de girasol', 'cacao puro'],
  },
  {
    text: `Pan de molde casero
Todo a peso, con báscula.
500 g de harina de fuerza
300 g de leche templada
40 g de mantequilla blanda
25 g de azúcar
10 g de sal
7 g de levadura seca de panadero

Mezcla la harina con el azúcar, la sal y la levadura. Añade la leche y amasa hasta que esté lisa. Incorpora la mantequilla y sigue amasando hasta que la masa esté elástica. Deja levar tapada 1 hora y media. Forma un rulo y mételo en el molde engrasado. Segundo levado: 45 minutos. Hornea a 180 °C durante 35 minutos. Desmolda y deja enfriar sobre una rejilla.`,
    prep: 135,
    cook: 35,
    title: 'Pan de molde casero',
    steps: 8,
    rows: [
      '500 g harina de fuerza',
      '300 g leche templada',
      '40 g mantequilla blanda',
      '25 g azúcar',
      '10 g sal',
      '7 g levadura seca de panadero',
    ],
  },
  {
    text: `Marmitako del barco
Esto lo hacemos a bordo, en la costera del bonito. Pico 2 cebollas, 2 pimientos verdes y la carne de 1 pimiento choricero remojado, y lo pocho en la olla con aceite 15 minutos. Echo 1,5 kg de patatas chascadas y las rehogo un poco. Cubro con caldo de pescado y dejo que cueza 20 minutos. Luego meto 1 kg de bonito en tacos, con sal, y a los 3 minutos apago el fuego. Tapo y dejo reposar 10 minutos, que el bonito se acaba de hacer con el calor.`,
    prep: 10,
    cook: 38,
    title: 'Marmitako del barco',
    rows: ['1.5 kg patatas', '1 kg bonito'],
    names: ['cebollas', 'pimientos verdes', 'pimiento choricero', 'caldo de pescado'],
  },
  // ---------------------------------------------------------------- English (15)
  {
    text: `Nan's Pavlova
Serves 8
6 egg whites, room temp
330 g caster sugar
2 tsp cornflour
1 tsp white vinegar
300 ml thickened cream
passionfruit, strawberries and kiwifruit to top

Preheat the oven to 150°C (130°C fan-forced). Beat the egg whites to soft peaks and add the sugar a spoonful at a time until it's glossy and the sugar's dissolved, heaps of beating. Fold in the cornflour and vinegar. Pile it onto a lined tray in a big round. Turn the oven down to 120°C and bake for 1 hour 15 minutes. Switch it off and leave the pav in there with the door ajar till it's completely cool. Whip the cream, slather it on and go nuts with the fruit right before serving, not in the arvo before or it'll weep.`,
    servings: 8,
    cook: 75,
    title: "Nan's Pavlova",
    rows: ['330 g caster sugar', '300 ml thickened cream', '1 culleradeta white vinegar'],
    names: ['egg whites', 'cornflour', 'passionfruit', 'strawberries', 'kiwifruit'],
  },
  {
    text: `Ouma's Bobotie
Feeds 6
2 slices white bread
375 ml milk
2 tbsp oil
2 onions, chopped
2 tbsp medium curry powder
1 kg beef mince
2 tbsp apricot jam
2 tbsp chutney
50 g sultanas
3 eggs
4 bay leaves

Soak the bread in some of the milk. Fry the onions in the oil for 5 minutes, add the curry powder and cook 1 minute more. Add the mince and brown it for 10 minutes. Squeeze the bread out, keeping the milk, and mash it in with the jam, chutney and sultanas. Spoon everything into a baking dish. Beat the eggs into all the leftover milk, pour it over, stick the bay leaves in and bake at 180°C for 35 minutes until the custard is set. Lekker with yellow rice and blatjang.`,
    servings: 6,
    prep: 0,
    cook: 51,
    title: "Ouma's Bobotie",
    rows: ['375 ml milk', '1 kg beef mince', '50 g sultanas'],
    names: ['white bread', 'onions', 'curry powder', 'apricot jam', 'chutney', 'eggs', 'bay leaves'],
  },
  {
    text: `Mémère's Tourtière
Makes one 9-inch pie, serves 6
1 lb ground pork
1/2 lb ground beef
1 onion, finely chopped
1 garlic clove, minced
1 large potato, boiled and mashed
1/2 tsp cinnamon
1/4 tsp ground cloves
1/4 tsp allspice
1/2 cup water
pastry for a double-crust pie

Put the pork, beef, onion, garlic, spices and water in a pot and simmer, stirring, for 30 minutes until most of the liquid is gone. Stir in the mashed potato and let it cool. Line the pie plate with pastry, fill it, cover with the top crust and cut a couple of steam vents. Bake at 400°F for 15 minutes, turn the oven down to 350°F and bake another 30 minutes until golden. Serve with ketchup or fruit chutney, that's the Québec way.`,
    servings: 6,
    cook: 75,
    title: "Mémère's Tourtière",
    rows: ['0.5 tassa water', '0.5 culleradeta cinnamon'],
    names: ['ground pork', 'ground beef', 'onion', 'potato', 'allspice', 'pastry'],
  },
  {
    text: `ok so heres how i do the nutella mug brownie lol
4 tbsp flour, 4 tbsp sugar, 2 tbsp cocoa, 3 tbsp milk, 2 tbsp oil, 1 big spoon of nutella
mix it all in a mug w a fork
microwave it for 1 minute
its gooey but thats the point
dont overdo it or its rubber 💀`,
    prep: 0,
    cook: 1,
    names: ['flour', 'sugar', 'cocoa', 'milk', 'oil', 'nutella'],
  },
  {
    text: `Easy Chicken Fried Rice Restaurant Style
Servings: 4
Ingredients:
- 3 cups cooked rice (cold, from yesterday)
- 300 g chicken breast, diced
- 2 eggs
- 1 cup frozen peas and carrots
- 3 spring onion
- 3 tablespoon soy sauce
- 1 teaspoon sesame oil
Step 1: Heat the wok with oil until very hot.
Step 2: Fry the chicken for 6 minutes until cooked and take out.
Step 3: Scramble the eggs 1 minute and take out also.
Step 4: Put the peas and carrots and stir fry 2 minutes.
Step 5: Add rice and stir fry for 5 minutes, breaking the lumps.
Step 6: Return chicken and egg, add soy sauce, sesame oil and spring onion, mix well 1 minute.
Step 7: Serve hot and enjoy with your family!`,
    servings: 4,
    prep: 0,
    cook: 15,
    title: 'Easy Chicken Fried Rice Restaurant Style',
    steps: 7,
    rows: ['300 g chicken breast', '1 tassa frozen peas and carrots', '1 culleradeta sesame oil'],
    names: ['cooked rice', 'eggs', 'spring onion', 'soy sauce'],
  },
  {
    text: `Community Kitchen – Week 4 handout
Minestrone
Serves 6

You will need:
2 tbsp olive oil
1 onion, 2 carrots and 2 celery sticks, diced small
2 garlic cloves
400 g tin chopped tomatoes
1.5 l vegetable stock
400 g tin cannellini beans, drained
100 g ditalini or other small pasta
2 handfuls of spinach
parmesan to serve

Method
1. Sweat the onion, carrot and celery in the oil for 10 minutes.
2. Add the garlic and cook for 1 minute.
3. Tip in the tomatoes and stock and simmer for 15 minutes.
4. Add the beans and pasta and simmer for 10 minutes more.
5. Stir in the spinach until wilted and season.

Knife skills focus this week: the dice. Keep your fingertips tucked!`,
    servings: 6,
    prep: 0,
    cook: 36,
    title: 'Minestrone',
    steps: 5,
    rows: ['1.5 l vegetable stock'],
    names: ['chopped tomatoes', 'cannellini beans', 'ditalini', 'spinach', 'parmesan', 'celery'],
  },
  {
    text: `Air fryer honey-soy salmon
Dinner for 2.
2 salmon fillets, about 150 g each
1 tbsp soy sauce
1 tbsp honey
1 tsp grated ginger
Mix the soy, honey and ginger and brush it over the salmon. Leave it to marinate for 10 minutes. Air fry skin-side down at 200°C for 9 minutes. Serve with rice and greens.`,
    servings: 2,
    prep: 10,
    cook: 9,
    title: 'Air fryer honey-soy salmon',
    steps: 4,
    rows: ['1 cullerada soy sauce', '1 cullerada honey', '1 culleradeta grated ginger'],
    names: ['salmon fillets'],
  },
  {
    text: `Instant Pot chili — a batch for the freezer
500 g lean ground beef
1 onion, diced
1 green pepper, diced
2 tbsp chili powder
1 tsp cumin
1 x 796 ml can diced tomatoes
2 x 540 ml cans red kidney beans, rinsed
250 ml beef broth
Brown the beef and onion on the Sauté setting for 8 minutes. Add the pepper and spices and stir 1 minute. Deglaze with the broth, scraping the bottom well or you'll get the burn warning. Add the tomatoes and beans on top and don't stir. Lock the lid and cook on High Pressure for 15 minutes, then let the pressure release naturally for 10 minutes.`,
    rows: ['500 g lean ground beef', '250 ml beef broth', '1 culleradeta cumin'],
    names: ['onion', 'green pepper', 'chili powder', 'diced tomatoes', 'red kidney beans'],
  },
  {
    text: `Ward 7 – Patient diet sheet
Low-sodium, soft diet
Creamy porridge with stewed apple
Serves 1
40 g rolled oats
250 ml semi-skimmed milk
1 small apple
1/2 tsp cinnamon
1. Peel, core and chop the apple.
2. Stew the apple with a splash of water for 5 minutes until soft.
3. Simmer the oats in the milk for 5 minutes, stirring.
4. Top the porridge with the apple and cinnamon.
No added salt or sugar.`,
    servings: 1,
    prep: 0,
    cook: 10,
    title: 'Creamy porridge with stewed apple',
    steps: 4,
    rows: ['40 g rolled oats', '250 ml semi-skimmed milk', '0.5 culleradeta cinnamon'],
    names: ['apple'],
  },
  {
    text: `Campfire bannock on a stick
For the 4 of us up at the lake:
2 cups flour
1 tbsp baking powder
1/2 tsp salt
2 tbsp butter, melted
3/4 cup water
Mix the dry stuff at home and bag it. At camp, add the butter and water and knead it a few times. Roll the dough into 4 long snakes and wrap each one round a green stick. Toast them over the coals for 15 minutes, turning, until they sound hollow. Fill the hole with jam when you pull the stick out.`,
    prep: 0,
    cook: 15,
    title: 'Campfire bannock on a stick',
    steps: 5,
    rows: ['2 tassa flour', '0.75 tassa water', '1 cullerada baking powder', '0.5 culleradeta salt'],
    names: ['butter', 'jam'],
  },
  {
    text: `Hey lovelies! This lentil shepherd's pie is my go-to cosy dinner and it's 100% plant-based 🌱
You'll need: 1 kg potatoes, 60 ml oat milk, 2 tbsp vegan butter, 1 onion, 2 carrots, 2 garlic cloves, 200 g dried green lentils, 2 tbsp tomato paste, 750 ml veggie stock, 1 tsp dried thyme, 150 g frozen peas.
Boil the potatoes for 20 minutes and mash them with the oat milk and vegan butter. Soften the onion, carrots and garlic in a big pan for 8 minutes. Add the lentils, tomato paste, thyme and stock and simmer for 25 minutes until thick. Stir in the peas. Tip into a baking dish, top with the mash and bake at 200°C for 20 minutes until golden. Tag me if you make it! 💚`,
    prep: 0,
    cook: 73,
    rows: [
      '1 kg potatoes',
      '60 ml oat milk',
      '200 g dried green lentils',
      '750 ml veggie stock',
      '150 g frozen peas',
      '1 culleradeta dried thyme',
    ],
    names: ['vegan butter', 'onion', 'carrots', 'tomato paste'],
  },
  {
    text: `Overnight focaccia
Everything by weight, digital scale please.
500 g bread flour
400 g water
10 g salt
5 g instant yeast
40 g olive oil, plus more for the tin
flaky salt and rosemary for the top

1. Mix the flour, water, salt and yeast into a sticky dough.
2. Leave it covered for 30 minutes.
3. Do a set of stretch and folds with wet hands.
4. Pour in the olive oil, cover and refrigerate for 12 hours.
5. Tip into the oiled tin and let it rise for 2 hours at room temperature.
6. Dimple with oiled fingers and scatter with flaky salt and rosemary.
7. Bake at 230°C for 25 minutes.`,
    prep: 870,
    cook: 25,
    title: 'Overnight focaccia',
    steps: 7,
    rows: ['500 g bread flour', '400 g water', '10 g salt', '5 g instant yeast', '40 g olive oil'],
    names: ['flaky salt', 'rosemary'],
  },
  {
    text: `We fished out of Lunenburg thirty years and this is the chowder we made on the boat. Fry up 4 slices of salt pork till crisp, about 5 minutes. Throw in a chopped onion and cook it soft, another 5 minutes. Add 4 diced potatoes and just enough water to cover and boil them 10 minutes. Lay 1 kg of haddock on top in big chunks, put the lid on and let it steam 8 minutes. Pour in a 370 ml can of evaporated milk and 500 ml of whole milk and heat it through without boiling, 5 minutes. Pepper, a knob of butter, and that feeds the crew.`,
    prep: 0,
    cook: 33,
    rows: ['1 kg haddock', '500 ml whole milk'],
    names: ['salt pork', 'onion', 'potatoes', 'evaporated milk', 'butter'],
  },
  {
    text: `Meal prep Sunday – 5 lunches
Bake 1 kg chicken thighs at 200°C for 35 minutes with paprika and garlic.
Cook 300 g brown rice while that's in, 30 minutes.
Roast 2 trays of broccoli and sweet potato at 200°C for 25 minutes on the shelf below.
Quick tahini dressing: 60 g tahini, juice of 1 lemon, water to loosen.
Portion into 5 containers. Fridge for up to 4 days.`,
    rows: ['1 kg chicken thighs', '300 g brown rice', '60 g tahini'],
    names: ['broccoli', 'sweet potato', 'paprika', 'lemon'],
  },
  {
    text: `Nanaimo Bars
From the church ladies' cookbook, Nanaimo B.C. Makes 16 squares.
Bottom layer: 1/2 cup butter, 1/4 cup sugar, 5 tbsp cocoa, 1 egg beaten, 1 3/4 cups graham cracker crumbs, 1 cup desiccated coconut, 1/2 cup chopped walnuts.
Middle layer: 1/2 cup butter, 3 tbsp milk, 2 tbsp custard powder, 2 cups icing sugar.
Top layer: 4 oz semi-sweet chocolate, 2 tbsp butter.
Melt the butter, sugar and cocoa over a double boiler. Stir in the egg until it thickens. Take it off the heat and mix in the crumbs, coconut and walnuts. Press into an 8-inch square pan and chill 30 minutes. Cream the middle layer ingredients and spread over the base. Chill another 30 minutes. Melt the chocolate with the butter, pour it over and chill 1 hour before cutting.`,
    prep: 120,
    cook: 0,
    title: 'Nanaimo Bars',
    steps: 7,
    rows: ['1.75 tassa graham cracker crumbs', '1 tassa desiccated coconut', '2 tassa icing sugar'],
    names: ['butter', 'cocoa', 'custard powder', 'walnuts', 'semi-sweet chocolate'],
  },
];
