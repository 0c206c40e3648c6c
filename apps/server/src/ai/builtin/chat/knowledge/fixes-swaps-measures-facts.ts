import { CATALAN_CUISINE, CULINARY, entry, type KnowledgeEntry, MEASURES } from './knowledge-entry.ts';

const BAKING = 'Standard baking references (King Arthur Baking; "Bread" by Jeffrey Hamelman)';
const FOOD_SCIENCE =
  'Harold McGee, "On Food and Cooking", and standard culinary references (The Professional Chef, CIA)';
const PRESERVING = 'USDA National Center for Home Food Preservation (jams, brines and pickles)';
const SPICES = 'McCormick spice and herb equivalents and standard culinary references';
const OVEN_TABLES = 'Standard oven conversion tables (gas mark, fan and conventional ovens; BBC Good Food)';
const EGG_GRADES =
  'EU egg weight grades (Commission Regulation (EC) No 589/2008) and the American Egg Board egg composition';
const WINE =
  'Standard wine-pairing references ("The Oxford Companion to Wine"; Dornenburg & Page, "What to Drink with What You Eat")';
const FLAVOUR =
  'Flavour-pairing references (Page & Dornenburg, "The Flavor Bible"; Niki Segnit, "The Flavour Thesaurus")';

/** Why a dish went wrong and how to fix it (baking, sauces, meat, fish, rice, eggs). */
const FIXES: readonly KnowledgeEntry[] = [
  entry(
    'fx-bread-dense',
    'technique',
    BAKING,
    {
      ca: 'per què el pa m’ha quedat dens | el pa m’ha sortit pesat i compacte | pa casolà amb la molla atapeïda | què he fet malament amb el pa, sembla un totxo | com aconsegueixo un pa més esponjós',
      es: 'por qué el pan me ha quedado denso | el pan casero me sale pesado y compacto | pan con la miga apelmazada | qué he hecho mal con el pan, parece un ladrillo | cómo consigo un pan más esponjoso',
      en: 'why is my bread so dense | homemade bread heavy with a tight crumb | my loaf came out like a brick | what did I do wrong with my bread | how do I get lighter fluffier bread',
    },
    {
      ca: 'Pa dens: li ha faltat fermentació (no havia doblat el volum), pastat (la massa no s’estirava fina sense trencar-se) o aigua, o porta molta farina integral. Fes la massa més humida (65-70 % d’aigua sobre el pes de la farina), pasta-la fins que faci tel i deixa-la fermentar fins que, en prémer-la amb el dit, el clot torni a pujar a poc a poc; enforna-la a 230 °C amb vapor.',
      es: 'Pan denso: le ha faltado fermentación (no había doblado su volumen), amasado (la masa no se estiraba fina sin romperse) o agua, o lleva mucha harina integral. Haz la masa más húmeda (65-70 % de agua sobre el peso de la harina), amásala hasta que haga velo y déjala fermentar hasta que, al presionarla con el dedo, el hueco vuelva a subir despacio; hornéala a 230 °C con vapor.',
      en: 'Dense bread: it was under-proofed (it had not doubled), under-kneaded (the dough would not stretch thin without tearing) or too dry, or it has a lot of wholemeal flour. Make a wetter dough (65-70 % water to flour by weight), knead until it passes the windowpane test and proof until a fingertip dent springs back slowly; bake at 230 °C (450 °F) with steam.',
    },
  ),
  entry(
    'fx-bread-flat',
    'technique',
    BAKING,
    {
      ca: 'per què el pa s’aplana al forn | la massa s’escampa i queda plana | el pa surt pla com una coca | el pa no creix al forn, què he fet malament',
      es: 'por qué el pan se aplana en el horno | la masa se desparrama y queda plana | el pan sale plano como una torta | el pan no crece en el horno, qué he hecho mal',
      en: 'why does my bread spread and go flat | loaf flattens in the oven | bread comes out flat like a pancake | no oven spring what did I do wrong',
    },
    {
      ca: 'Pa que s’aplana: la massa ha fermentat massa i ha perdut força, és massa humida per a la farina que fas servir o no l’has formada amb prou tensió. Forma-la ben tibant, deixa-la reposar en un cistell o un bol enfarinat i enforna-la quan el clot del dit encara torni a pujar a poc a poc (si ja no torna, s’ha passat); fes-li un tall i posa-la sobre una safata o pedra ben calentes.',
      es: 'Pan que se aplana: la masa ha fermentado de más y ha perdido fuerza, es demasiado húmeda para la harina que usas o no la has formado con suficiente tensión. Fórmala bien tensa, déjala reposar en un banneton o un bol enharinado y hornéala cuando el hueco del dedo aún vuelva a subir despacio (si ya no vuelve, se ha pasado); hazle un corte y ponla sobre una bandeja o piedra bien calientes.',
      en: 'Flat bread: the dough over-proofed and lost its strength, it is too wet for your flour, or it was shaped without enough surface tension. Shape it tight, proof it in a floured basket or bowl and bake while a fingertip dent still springs back slowly (if it stays, it has gone too far); score it and bake on a well-preheated tray or stone.',
    },
  ),
  entry(
    'fx-bread-gummy',
    'technique',
    BAKING,
    {
      ca: 'el pa ha quedat cru i enganxós per dins | la molla del pa és humida i gomosa | per què la molla queda pastosa | el pa és cru per dins però la crosta és feta',
      es: 'el pan ha quedado crudo y pegajoso por dentro | la miga del pan está húmeda y gomosa | por qué la miga queda pastosa | el pan está crudo por dentro pero la corteza está hecha',
      en: 'why is my bread gummy inside | bread raw in the middle | crumb is wet and sticky | crust is done but bread is doughy inside',
    },
    {
      ca: 'Molla gomosa: el pa no s’ha acabat de coure (un pa normal ha d’arribar a 93-99 °C per dins) o l’has tallat calent, quan la molla encara s’està assentant. Si la crosta ja és fosca, baixa el forn 10-20 °C i allarga la cocció; ha de sonar buit en picar-lo per sota. Deixa’l refredar sobre una reixeta almenys una hora abans de tallar-lo.',
      es: 'Miga gomosa: el pan no ha terminado de cocerse (un pan normal debe llegar a 93-99 °C por dentro) o lo has cortado caliente, cuando la miga aún se está asentando. Si la corteza ya está oscura, baja el horno 10-20 °C y alarga la cocción; debe sonar hueco al golpearlo por debajo. Déjalo enfriar sobre una rejilla al menos una hora antes de cortarlo.',
      en: 'Gummy crumb: the bread was underbaked (a lean loaf should reach 93-99 °C / 200-210 °F inside) or it was sliced hot, while the crumb was still setting. If the crust is already dark, lower the oven by 10-20 °C and bake longer; it should sound hollow when tapped underneath. Cool it on a rack for at least an hour before slicing.',
    },
  ),
  entry(
    'fx-sponge-sank',
    'technique',
    BAKING,
    {
      ca: 'per què el pastís s’ha enfonsat pel mig | el bizcocho ha baixat en treure’l del forn | el pa de pessic s’ha afonat | el pastís ha pujat i després ha baixat, què he fet malament',
      es: 'por qué el bizcocho se ha hundido en el centro | el bizcocho se baja al sacarlo del horno | el pastel sube y luego se hunde | qué he hecho mal si el bizcocho se hunde',
      en: 'why did my cake sink in the middle | sponge cake collapsed after baking | cake rose then fell | what makes a cake sink in the centre',
    },
    {
      ca: 'Pastís enfonsat: has obert el forn massa aviat (no l’obris durant els primers dos terços del temps), porta massa llevat químic o sucre, o no era cuit i s’ha desinflat en refredar-se. Pesa el llevat (1 culleradeta per cada 100-125 g de farina), no obris la porta fins que sigui daurat i, abans de treure’l, comprova que un escuradents surti net del centre.',
      es: 'Bizcocho hundido: has abierto el horno demasiado pronto (no lo abras durante los primeros dos tercios del tiempo), lleva demasiada levadura química o azúcar, o no estaba hecho y se ha desinflado al enfriarse. Pesa la levadura (1 cucharadita por cada 100-125 g de harina), no abras la puerta hasta que esté dorado y, antes de sacarlo, comprueba que un palillo salga limpio del centro.',
      en: 'Sunken cake: the oven was opened too early (keep it shut for the first two thirds of the time), there was too much baking powder or sugar, or it was underbaked and deflated as it cooled. Measure the baking powder (1 teaspoon per 100-125 g flour), do not open the door until it is golden, and check that a toothpick comes out of the centre clean before taking it out.',
    },
  ),
  entry(
    'fx-sponge-flat',
    'technique',
    BAKING,
    {
      ca: 'el pa de pessic no ha pujat | el bescuit m’ha quedat pla i dur | per què el pa de pessic em queda baix i pla | genoise sense volum',
      es: 'el bizcocho no ha subido | el bizcocho me queda plano y duro | por qué el bizcocho me sale bajo | genovesa sin volumen',
      en: 'my sponge cake did not rise | genoise came out flat and tough | why is my sponge cake so flat | sponge with no volume',
    },
    {
      ca: 'Bescuit pla: en un pa de pessic sense llevat, tot l’aire ve dels ous; si no els has batut prou (ous i sucre han de triplicar el volum i deixar un rastre que es mantingui, uns 8-10 minuts) o has barrejat la farina amb força, es desinfla. Tamisa la farina, incorpora-la amb una espàtula amb moviments envolvents i enforna de seguida; si porta llevat químic, comprova que no sigui vell.',
      es: 'Bizcocho plano: en un bizcocho sin levadura, todo el aire viene de los huevos; si no los has batido lo suficiente (huevos y azúcar deben triplicar su volumen y dejar un rastro que se mantenga, unos 8-10 minutos) o has mezclado la harina con fuerza, se desinfla. Tamiza la harina, incorpórala con una espátula con movimientos envolventes y hornea enseguida; si lleva levadura química, comprueba que no sea vieja.',
      en: 'Flat sponge: in a sponge without baking powder all the air comes from the eggs; if eggs and sugar were not whisked enough (they should triple in volume and leave a ribbon that holds, about 8-10 minutes) or the flour was stirred in hard, it deflates. Sift the flour, fold it in gently with a spatula and bake at once; if it uses baking powder, check it is not old.',
    },
  ),
  entry(
    'fx-cake-dry',
    'technique',
    BAKING,
    {
      ca: 'per què el pastís m’ha quedat sec | el bizcocho surt sec i s’esmicola | com arreglo un pastís sec | les magdalenes em queden seques',
      es: 'por qué el bizcocho me ha quedado seco | el bizcocho sale seco y se desmigaja | cómo arreglo un bizcocho seco | las magdalenas me quedan secas',
      en: 'why is my cake dry | cake crumbly and dry | how do I fix a dry cake | my muffins are always dry',
    },
    {
      ca: 'Pastís sec: massa temps de forn o massa calent, o massa farina (una tassa omplerta a cops en pot portar un 20 % més: pesa-la). Mira’l 5-10 minuts abans de l’hora i treu-lo quan l’escuradents surti net o amb quatre molles. Per salvar-lo, xopa’l amb un almívar (aigua i sucre a parts iguals, bullits un minut) o serveix-lo amb crema o fruita.',
      es: 'Bizcocho seco: demasiado tiempo de horno o demasiado fuerte, o demasiada harina (una taza llenada a golpes puede llevar un 20 % más: pésala). Míralo 5-10 minutos antes de la hora y sácalo cuando el palillo salga limpio o con cuatro migas. Para salvarlo, emborráchalo con un almíbar (agua y azúcar a partes iguales, hervidos un minuto) o sírvelo con crema o fruta.',
      en: 'Dry cake: it baked too long or too hot, or had too much flour (a packed, scooped cup can hold 20 % more: weigh it). Check it 5-10 minutes early and take it out when a toothpick comes out clean or with a few crumbs. To rescue it, brush or soak it with a simple syrup (equal parts water and sugar, boiled one minute) or serve it with custard or fruit.',
    },
  ),
  entry(
    'fx-cake-stuck',
    'technique',
    BAKING,
    {
      ca: 'el pastís s’ha enganxat al motlle | com desemmotllo un pastís enganxat | com evito que el bizcocho s’enganxi | el pastís no surt del motlle',
      es: 'el bizcocho se ha pegado al molde | cómo desmoldo un bizcocho pegado | cómo evito que el bizcocho se pegue | el bizcocho no sale del molde',
      en: 'cake stuck to the tin | how do I get a stuck cake out of the pan | how to stop a cake sticking | cake will not come out of the mould',
    },
    {
      ca: 'Pastís enganxat: unta el motlle amb mantega i enfarina’l (o posa paper de forn al fons) i desemmotlla’l tebi, al cap de 10-15 minuts: calent es trenca i fred s’enganxa. Si ja s’ha enganxat, passa un ganivet fi per la vora, posa el motlle uns minuts sobre un drap xopat en aigua calenta (o 2-3 minuts al forn calent) i gira’l.',
      es: 'Bizcocho pegado: unta el molde con mantequilla y enharínalo (o pon papel de horno en el fondo) y desmóldalo templado, a los 10-15 minutos: caliente se rompe y frío se pega. Si ya se ha pegado, pasa un cuchillo fino por el borde, pon el molde unos minutos sobre un trapo empapado en agua caliente (o 2-3 minutos en el horno caliente) y dale la vuelta.',
      en: 'Stuck cake: butter and flour the tin (or line the base with baking paper) and turn the cake out warm, after 10-15 minutes: hot it breaks, cold it sticks. If it has already stuck, run a thin knife round the edge, set the tin on a towel soaked in hot water for a few minutes (or 2-3 minutes back in the hot oven) and invert it.',
    },
  ),
  entry(
    'fx-cake-domed-raw',
    'technique',
    BAKING,
    {
      ca: 'per què el pastís fa una muntanya i s’esquerda | el bizcocho s’obre per dalt | el pastís és cru al mig i cremat per fora | el pastís queda cru pel centre',
      es: 'por qué el bizcocho hace montaña y se agrieta | el bizcocho se raja por arriba | el bizcocho está crudo en el centro y quemado por fuera | el bizcocho queda crudo por dentro',
      en: 'why does my cake dome and crack | cake cracked on top | cake raw in the middle and burnt outside | cake still wet in the centre',
    },
    {
      ca: 'Pastís amb bony o cru al mig: el forn és massa fort i les vores es couen abans que el centre, que continua pujant i s’esquerda. Baixa el forn 10-20 °C i allarga el temps, posa’l al nivell del mig i no facis servir un motlle més petit o més alt que el de la recepta. Si ja és daurat per fora i cru per dins, tapa’l amb paper d’alumini i deixa’l més estona.',
      es: 'Bizcocho con montaña o crudo en el centro: el horno está demasiado fuerte y los bordes se cuecen antes que el centro, que sigue subiendo y se agrieta. Baja el horno 10-20 °C y alarga el tiempo, ponlo a media altura y no uses un molde más pequeño o más alto que el de la receta. Si ya está dorado por fuera y crudo por dentro, tápalo con papel de aluminio y déjalo más rato.',
      en: 'Domed, cracked or raw-centred cake: the oven is too hot, so the edges set before the middle, which keeps rising and cracks. Lower the oven by 10-20 °C and bake longer, on the middle rack, and do not use a smaller or deeper tin than the recipe says. If it is brown outside and raw inside, cover it loosely with foil and give it more time.',
    },
  ),
  entry(
    'fx-cookies-spread',
    'technique',
    BAKING,
    {
      ca: 'per què les galetes s’escampen al forn | les galetes em queden planes i primes | totes les galetes s’han ajuntat | com evito que les galetes s’estenguin',
      es: 'por qué las galletas se esparcen en el horno | las galletas me quedan planas y finas | las galletas se han juntado en una sola | cómo evito que las galletas se extiendan',
      en: 'why do my cookies spread so much | cookies came out flat and thin | cookies merged into one sheet | how do I stop cookies spreading',
    },
    {
      ca: 'Galetes que s’escampen: la mantega era massa tova o fosa, hi falta farina, la safata era calenta o l’havies untada. Refreda la massa 30 minuts a la nevera, posa les boles sobre paper de forn en una safata freda i pesa la farina; per fer-les més gruixudes, forma boles més altes que amples.',
      es: 'Galletas que se extienden: la mantequilla estaba demasiado blanda o derretida, falta harina, la bandeja estaba caliente o la habías engrasado. Enfría la masa 30 minutos en la nevera, pon las bolas sobre papel de horno en una bandeja fría y pesa la harina; para hacerlas más gruesas, forma bolas más altas que anchas.',
      en: 'Spreading cookies: the butter was too soft or melted, there is too little flour, the tray was warm or greased. Chill the dough for 30 minutes, put the balls on baking paper on a cold tray and weigh the flour; for thicker cookies, shape the balls taller than they are wide.',
    },
  ),
  entry(
    'fx-soggy-batter',
    'technique',
    CULINARY,
    {
      ca: 'l’arrebossat em queda tou | per què el fregit no queda cruixent | l’arrebossat queda xop i es desenganxa | com faig un arrebossat cruixent | els calamars a la romana queden tous',
      es: 'el rebozado me queda blando | por qué el frito no queda crujiente | el rebozado queda empapado y se despega | cómo hago un rebozado crujiente | los calamares a la romana quedan blandos',
      en: 'why is my batter soggy | battered fish goes soft | batter goes limp and falls off | how to keep batter crisp',
    },
    {
      ca: 'Arrebossat tou: l’oli no era prou calent (170-180 °C) o n’has fregit massa alhora, la pasta era espessa o tèbia, o l’has tapat o amuntegat en sortir. Fes la pasta amb aigua amb gas ben freda i una part de midó de blat de moro, asseca bé el que arrebossis, fregeix-ne poca quantitat cada vegada i escorre-ho sobre una reixeta, destapat.',
      es: 'Rebozado blando: el aceite no estaba bastante caliente (170-180 °C) o has frito demasiado a la vez, la masa era espesa o templada, o lo has tapado o amontonado al sacarlo. Haz la masa con agua con gas bien fría y una parte de maicena, seca bien lo que vayas a rebozar, fríe poca cantidad cada vez y escúrrelo sobre una rejilla, destapado.',
      en: 'Soggy batter: the oil was not hot enough (170-180 °C / 340-355 °F) or the pan was crowded, the batter was thick or warm, or the food was covered or piled up after frying. Make the batter with ice-cold sparkling water and part cornflour, pat the food dry, fry in small batches and drain on a rack, uncovered.',
    },
  ),
  entry(
    'fx-meat-not-browning',
    'technique',
    CULINARY,
    {
      ca: 'per què la carn no es daura i treu aigua | la carn es bull a la paella en comptes de rossejar | com rosso la carn per al guisat | la carn deixa anar suc i no agafa color',
      es: 'por qué la carne no se dora y suelta agua | la carne se cuece en la sartén en vez de dorarse | cómo doro la carne para el guiso | la carne suelta jugo y no coge color',
      en: 'why is my meat not browning | meat releasing water in the pan | meat is steaming instead of searing | how do I brown meat for a stew',
    },
    {
      ca: 'Carn que bull en comptes de daurar-se: la paella no era prou calenta, la carn era humida o n’has posat massa de cop i la temperatura ha caigut. Asseca-la amb paper de cuina, sala-la just abans, escalfa bé l’oli i daura-la per tandes, sense amuntegar-la ni remenar-la fins que es desenganxi sola.',
      es: 'Carne que se cuece en lugar de dorarse: la sartén no estaba bastante caliente, la carne estaba húmeda o has puesto demasiada de golpe y la temperatura ha caído. Sécala con papel de cocina, sálala justo antes, calienta bien el aceite y dórala por tandas, sin amontonarla ni moverla hasta que se despegue sola.',
      en: 'Meat that steams instead of browning: the pan was not hot enough, the meat was wet, or too much went in at once and the temperature dropped. Pat it dry, salt it just before, heat the oil well and brown it in batches, without crowding or moving it until it releases by itself.',
    },
  ),
  entry(
    'fx-stew-tough',
    'technique',
    CULINARY,
    {
      ca: 'per què la carn del guisat és dura | el fricandó m’ha quedat dur | la carn estofada està seca i correosa | com estovo la carn d’un estofat | la vedella guisada no s’estova',
      es: 'por qué la carne del guiso está dura | la carne del estofado ha quedado dura | la carne guisada está seca y correosa | cómo ablando la carne de un estofado | la ternera guisada no se ablanda',
      en: 'why is my stew meat tough | beef stew meat is chewy | braised meat came out dry and stringy | how do I make stew meat tender',
    },
    {
      ca: 'Carn d’estofat dura: encara li falta cocció; les peces amb col·lagen (espatlla, galta, garró, cua) necessiten 2-3 hores a xup-xup suau i primer s’endureixen abans de tornar-se tendres. Si bull fort o és una peça magra (llom, filet), s’asseca: continua a foc mínim i tapat, amb prou líquid, fins que la forquilla hi entri sense resistència.',
      es: 'Carne de estofado dura: aún le falta cocción; las piezas con colágeno (paletilla, carrillera, morcillo, rabo) necesitan 2-3 horas a fuego suave y primero se endurecen antes de ponerse tiernas. Si hierve fuerte o es una pieza magra (lomo, solomillo), se seca: sigue a fuego mínimo y tapado, con suficiente líquido, hasta que el tenedor entre sin resistencia.',
      en: 'Tough stew meat: it usually needs more time; collagen-rich cuts (shoulder, cheek, shin, oxtail) need 2-3 hours at a gentle simmer and get tougher before they turn tender. If it boils hard or the cut is lean (loin, tenderloin), it dries out: keep it covered on the lowest heat, with enough liquid, until a fork slides in easily.',
    },
  ),
  entry(
    'fx-roast-dry',
    'technique',
    CULINARY,
    {
      ca: 'el rostit m’ha quedat sec | per què el pollastre al forn queda sec | el llom al forn surt sec | com salvo una carn rostida seca',
      es: 'el asado me ha quedado seco | por qué el pollo al horno queda seco | el lomo al horno sale seco | cómo salvo una carne asada seca',
      en: 'why is my roast dry | roast chicken always dry | pork loin came out dry | how do I rescue a dry roast',
    },
    {
      ca: 'Rostit sec: s’ha passat de cocció, sobretot si és una peça magra com el llom o el pit de pollastre. Fes servir un termòmetre i treu-lo 3-5 °C abans de la temperatura final (continua pujant mentre reposa), deixa’l reposar tapat 10-15 minuts i després talla’l; una salmorra prèvia ajuda. Si ja és sec, talla’l ben prim i serveix-lo amb el suc de la safata o una salsa calenta.',
      es: 'Asado seco: se ha pasado de cocción, sobre todo si es una pieza magra como el lomo o la pechuga de pollo. Usa un termómetro y sácalo 3-5 °C antes de la temperatura final (sigue subiendo mientras reposa), déjalo reposar tapado 10-15 minutos y luego córtalo; una salmuera previa ayuda. Si ya está seco, córtalo muy fino y sírvelo con el jugo de la bandeja o una salsa caliente.',
      en: 'Dry roast: it was overcooked, especially with lean cuts such as pork loin or chicken breast. Use a thermometer and pull it 3-5 °C before the target (it keeps rising as it rests), rest it loosely covered for 10-15 minutes, then carve; brining beforehand helps. If it is already dry, slice it thinly and serve it with the pan juices or a hot sauce.',
    },
  ),
  entry(
    'fx-mayonnaise-why-split',
    'technique',
    FOOD_SCIENCE,
    {
      ca: 'per què es talla la maionesa | la maionesa no em lliga | per què no em lliga l’allioli | què he fet malament amb la maionesa | la maionesa queda líquida',
      es: 'qué hace que se corte la mayonesa al echar el aceite | la mayonesa no me liga | por qué no me liga el alioli | qué he hecho mal con la mayonesa | la mayonesa queda líquida',
      en: 'why does my mayonnaise split | mayonnaise will not thicken | why won’t my aioli emulsify | what did I do wrong with my mayo | runny homemade mayonnaise',
    },
    {
      ca: 'Maionesa o allioli que no lliguen: l’oli ha entrat massa de pressa al principi, els ingredients eren freds de nevera o n’hi has posat més del que l’ou aguanta (uns 250 ml per ou). Per recuperar-la, en un bol net posa una culleradeta d’aigua calenta o de mostassa i hi vas incorporant la salsa tallada a poc a poc, batent; un rovell nou també funciona.',
      es: 'Mayonesa o alioli que no ligan: el aceite ha entrado demasiado deprisa al principio, los ingredientes estaban fríos de nevera o has puesto más del que el huevo aguanta (unos 250 ml por huevo). Para recuperarla, pon en un bol limpio una cucharadita de agua caliente o de mostaza y ve incorporando la salsa cortada poco a poco, batiendo; una yema nueva también funciona.',
      en: 'Mayonnaise or aioli that will not emulsify: the oil went in too fast at the start, the ingredients were fridge-cold, or there was more oil than the egg can hold (about 250 ml per egg). To rescue it, put a teaspoon of hot water or mustard in a clean bowl and whisk the split sauce in a little at a time; a fresh yolk also works.',
    },
  ),
  entry(
    'fx-custard-split',
    'technique',
    FOOD_SCIENCE,
    {
      ca: 'la crema catalana s’ha tallat | la crema té grumolls d’ou | per què es talla la crema | com arreglo una crema tallada amb grumolls | la crema pastissera se m’ha quallat',
      es: 'la crema catalana se ha cortado | la crema tiene grumos de huevo | por qué se corta la crema | cómo arreglo unas natillas cortadas | la crema pastelera se me ha cuajado',
      en: 'my custard curdled | custard has scrambled egg lumps | why did my crème anglaise split | how do I fix curdled custard',
    },
    {
      ca: 'Crema o natilles tallades: els rovells s’han escalfat massa (per sobre d’uns 85 °C) i s’han quallat en grumolls. Treu-la del foc, aboca-la en un bol fred i passa-la per la batedora i pel colador; la propera vegada, foc mitjà-baix, remena sense parar pel fons i para quan cobreixi el dors de la cullera. La crema que porta midó de blat de moro sí que pot arrencar el bull un moment: el midó protegeix l’ou.',
      es: 'Crema o natillas cortadas: las yemas se han calentado demasiado (por encima de unos 85 °C) y se han cuajado en grumos. Apártala del fuego, viértela en un bol frío y pásala por la batidora y el colador; la próxima vez, fuego medio-bajo, remueve sin parar por el fondo y para cuando cubra el dorso de la cuchara. La crema que lleva maicena sí puede romper a hervir un momento: el almidón protege el huevo.',
      en: 'Curdled custard: the yolks got too hot (above about 85 °C / 185 °F) and set in lumps. Take it off the heat, pour it into a cold bowl, blend it with a stick blender and strain it; next time use medium-low heat, stir the bottom constantly and stop when it coats the back of the spoon. A custard thickened with cornflour can come to a brief boil: the starch protects the egg.',
    },
  ),
  entry(
    'fx-bechamel-consistency',
    'technique',
    CULINARY,
    {
      ca: 'la beixamel m’ha quedat massa espessa | la beixamel és massa líquida | la beixamel té gust de farina | com aclareixo una beixamel',
      es: 'la bechamel me ha quedado muy espesa | la bechamel está demasiado líquida | la bechamel sabe a harina | cómo aclaro una bechamel',
      en: 'bechamel too thick | white sauce too runny | bechamel tastes of raw flour | how do I thin a bechamel',
    },
    {
      ca: 'Beixamel: si és massa espessa, afegeix-hi llet calenta a poc a poc, batent; si és massa clara, deixa-la coure més remenant o afegeix-hi farina pastada amb la mateixa quantitat de mantega, a trossets. Si té gust de farina, li falta cocció: el roux, 2-3 minuts, i la salsa, uns 10 minuts a foc baix.',
      es: 'Bechamel: si está demasiado espesa, añade leche caliente poco a poco, batiendo; si está demasiado clara, déjala cocer más removiendo o añade harina amasada con la misma cantidad de mantequilla, en trocitos. Si sabe a harina, le falta cocción: el roux, 2-3 minutos, y la salsa, unos 10 minutos a fuego bajo.',
      en: 'Béchamel: if it is too thick, whisk in hot milk a little at a time; if too thin, simmer it longer, stirring, or whisk in small pieces of flour kneaded with an equal weight of butter (beurre manié). If it tastes floury it is undercooked: 2-3 minutes for the roux and about 10 minutes for the sauce on low heat.',
    },
  ),
  entry(
    'fx-dairy-sauce-curdled',
    'technique',
    FOOD_SCIENCE,
    {
      ca: 'la salsa de nata s’ha tallat | el iogurt es talla en escalfar-lo | per què es talla la nata a la salsa | com arreglo una salsa de iogurt tallada',
      es: 'la salsa de nata se ha cortado | el yogur se corta al calentarlo | por qué se corta la nata en la salsa | cómo arreglo una salsa de yogur cortada',
      en: 'cream sauce curdled | yogurt split when heated | why does cream split in my sauce | how do I fix a curdled yogurt sauce',
    },
    {
      ca: 'Salsa de nata o iogurt tallada: ha bullit fort, hi havia molt àcid (vi, llimona, tomàquet) o el lacti era lleuger (nata light, iogurt desnatat), que es talla més fàcilment. Afegeix el iogurt fora del foc, temperat abans amb una mica de salsa calenta o barrejat amb una culleradeta de midó de blat de moro, i fes servir nata de 30-35 % de greix; si ja s’ha tallat, tritura-la amb un raig de nata freda.',
      es: 'Salsa de nata o yogur cortada: ha hervido fuerte, había mucho ácido (vino, limón, tomate) o el lácteo era ligero (nata light, yogur desnatado), que se corta con más facilidad. Añade el yogur fuera del fuego, templado antes con un poco de salsa caliente o mezclado con una cucharadita de maicena, y usa nata de 30-35 % de grasa; si ya se ha cortado, tritúrala con un chorrito de nata fría.',
      en: 'Curdled cream or yogurt sauce: it boiled hard, there was a lot of acid (wine, lemon, tomato) or the dairy was low-fat (light cream, skimmed yogurt), which splits more easily. Stir yogurt in off the heat, warmed first with a little hot sauce or mixed with a teaspoon of cornflour, and use 30-35 % fat cream; if it has split, blend it with a splash of cold cream.',
    },
  ),
  entry(
    'fx-sauce-thin',
    'technique',
    CULINARY,
    {
      ca: 'la salsa m’ha quedat massa líquida | com arreglo una salsa aigualida | el guisat té massa suc | com lligo el suc d’un guisat',
      es: 'la salsa me ha quedado muy líquida | cómo arreglo una salsa aguada | el guiso tiene demasiado caldo | cómo ligo el caldo de un guiso',
      en: 'my sauce is too thin | watery sauce how do I fix it | stew too runny | runny gravy how do I fix it',
    },
    {
      ca: 'Salsa massa clara: deixa-la reduir destapada a foc viu, o lliga-la amb 1 culleradeta de midó de blat de moro desfet en una cullerada d’aigua freda per cada 250 ml, i que bulli 1 minut (repeteix si cal). En un guisat, una picada (ametlles, pa fregit, all i julivert) o unes patates aixafades també l’espesseixen.',
      es: 'Salsa demasiado clara: déjala reducir destapada a fuego vivo, o lígala con 1 cucharadita de maicena disuelta en una cucharada de agua fría por cada 250 ml, y que hierva 1 minuto (repite si hace falta). En un guiso, una picada (almendras, pan frito, ajo y perejil) o unas patatas chafadas también lo espesan.',
      en: 'Thin sauce: reduce it uncovered over high heat, or thicken it with 1 teaspoon cornflour mixed into a tablespoon of cold water per 250 ml (1 cup), boiled for 1 minute (repeat if needed). In a stew, a Catalan picada (almonds, fried bread, garlic and parsley) or a few mashed potatoes also thicken it.',
    },
  ),
  entry(
    'fx-rice-sticky',
    'technique',
    CULINARY,
    {
      ca: 'per què l’arròs blanc queda enganxós | se m’ha passat l’arròs i està pastós | l’arròs s’ha covat, què faig | com evito que l’arròs blanc s’enganxi',
      es: 'por qué el arroz blanco queda pegajoso | se me ha pasado el arroz y está pastoso | el arroz está pasado, qué hago | cómo evito que el arroz blanco se pegue',
      en: 'why is my rice sticky and mushy | overcooked rice what do I do | rice turned to mush | how do I stop white rice sticking together',
    },
    {
      ca: 'Arròs pastós: massa aigua, massa temps o l’has remenat, i el midó fa engrut. Per a l’arròs blanc de gra llarg, renta’l fins que l’aigua surti clara, mesura l’aigua (1,5-2 volums per 1 d’arròs), no el toquis mentre es cou i deixa’l reposar tapat 5 minuts. Si ja s’ha covat, estén-lo en una safata perquè perdi vapor o aprofita’l per a croquetes o una sopa.',
      es: 'Arroz pastoso: demasiada agua, demasiado tiempo o lo has removido, y el almidón hace engrudo. Para el arroz blanco de grano largo, lávalo hasta que el agua salga clara, mide el agua (1,5-2 volúmenes por 1 de arroz), no lo toques mientras se cuece y déjalo reposar tapado 5 minutos. Si ya se ha pasado, extiéndelo en una bandeja para que pierda vapor o aprovéchalo para croquetas o una sopa.',
      en: 'Mushy rice: too much water, too long, or it was stirred, so the starch turned gluey. For long-grain white rice, rinse it until the water runs clear, measure the water (1.5-2 volumes per 1 of rice), do not stir while it cooks and rest it covered for 5 minutes. If it is already overcooked, spread it on a tray to let the steam escape, or use it for croquettes or soup.',
    },
  ),
  entry(
    'fx-paella-hard-top',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'l’arròs de la paella ha quedat dur per dalt | la paella és crua per sobre | grans durs a la paella, què faig | la paella s’ha quedat sense caldo i l’arròs és cru',
      es: 'el arroz de la paella ha quedado duro por arriba | la paella está cruda por encima | granos duros en la paella, qué hago | la paella se ha quedado sin caldo y el arroz está crudo',
      en: 'paella rice undercooked on top | rice still hard in my paella | paella ran out of stock and rice is raw | how do I fix crunchy paella rice',
    },
    {
      ca: 'Paella amb el gra dur per dalt: el caldo s’ha evaporat abans d’hora (foc massa fort, paella més gran que el fogó o que no està anivellada). Tapa-la amb paper d’alumini o un drap net i humit i deixa-la 5 minuts a foc molt baix o reposant; si encara és dur, ruixa-la amb un raig de caldo calent abans de tapar-la. No remenis: trencaries el socarrat.',
      es: 'Paella con el grano duro arriba: el caldo se ha evaporado antes de tiempo (fuego demasiado fuerte, paella más grande que el fuego o que no está nivelada). Tápala con papel de aluminio o un paño limpio y húmedo y déjala 5 minutos a fuego muy bajo o reposando; si sigue duro, rocíala con un chorro de caldo caliente antes de taparla. No remuevas: romperías el socarrat.',
      en: 'Paella rice hard on top: the stock evaporated too soon (heat too high, a pan bigger than the burner, or a pan that is not level). Cover it with foil or a clean damp tea towel and leave it 5 minutes on very low heat or off the heat; if it is still hard, sprinkle a little hot stock over before covering. Do not stir: you would break the socarrat (the crust).',
    },
  ),
  entry(
    'fx-squid-rubbery',
    'technique',
    CULINARY,
    {
      ca: 'per què els calamars queden durs com un xiclet | el calamar m’ha quedat gomós | calamars a la planxa durs | la sípia ha quedat dura, què he fet malament',
      es: 'por qué los calamares quedan duros como un chicle | el calamar me ha quedado gomoso | calamares a la plancha duros | la sepia ha quedado dura, qué he hecho mal',
      en: 'why is my squid rubbery | calamari came out chewy | grilled squid tough | cuttlefish is tough what did I do wrong',
    },
    {
      ca: 'Calamar o sípia gomosos: s’han cuit massa per a una cocció ràpida i massa poc per a una de llarga. O molt ràpid a foc fort (1-2 minuts a la planxa o fregits), o bé estofats a foc suau almenys 30-40 minuts, fins que una forquilla hi entri fàcilment; entremig es tornen de goma.',
      es: 'Calamar o sepia gomosos: se han cocinado demasiado para una cocción rápida y demasiado poco para una larga. O muy rápido a fuego fuerte (1-2 minutos a la plancha o fritos), o bien guisados a fuego suave al menos 30-40 minutos, hasta que un tenedor entre con facilidad; en medio se vuelven de goma.',
      en: 'Rubbery squid or cuttlefish: cooked too long for a quick method and too short for a slow one. Either very fast over high heat (1-2 minutes grilled or fried), or stewed gently for at least 30-40 minutes until a fork goes in easily; anything in between turns it rubbery.',
    },
  ),
  entry(
    'fx-octopus-tough',
    'technique',
    CULINARY,
    {
      ca: 'per què el pop m’ha quedat dur | com faig que el pop quedi tendre | el pop a la gallega m’ha sortit dur | el pop és com de goma',
      es: 'por qué el pulpo me ha quedado duro | cómo hago que el pulpo quede tierno | el pulpo a la gallega me ha salido duro | el pulpo está como de goma',
      en: 'why is my octopus tough | how do I make octopus tender | boiled octopus came out rubbery | octopus still chewy after cooking',
    },
    {
      ca: 'Pop dur: li ha faltat cocció. Congelar-lo abans (i descongelar-lo a la nevera) n’estova les fibres; després, en aigua abundant bullint, “espanta’l” tres vegades (fica’l i treu-lo) i deixa’l coure a xup-xup fins que una broqueta entri fàcilment a la part gruixuda de la pota. Deixa’l reposar 10-15 minuts a l’aigua, fora del foc.',
      es: 'Pulpo duro: le ha faltado cocción. Congelarlo antes (y descongelarlo en la nevera) ablanda sus fibras; después, en agua abundante hirviendo, “asústalo” tres veces (mételo y sácalo) y déjalo cocer a fuego suave hasta que una brocheta entre con facilidad en la parte gruesa de la pata. Déjalo reposar 10-15 minutos en el agua, fuera del fuego.',
      en: 'Tough octopus: it needed more cooking. Freezing it first (and thawing it in the fridge) softens the fibres; then dip it three times into plenty of boiling water before leaving it in, and simmer until a skewer slides easily into the thick part of a tentacle. Let it rest in the water off the heat for 10-15 minutes.',
    },
  ),
  entry(
    'fx-sofregit-bitter',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'el sofregit m’ha quedat amarg | se m’ha cremat l’all | per què el sofregit té gust de cremat | l’all cremat fa amargar el plat, què faig',
      es: 'el sofrito me ha quedado amargo | se me ha quemado el ajo | por qué el sofrito sabe a quemado | el ajo quemado amarga el plato, qué hago',
      en: 'my sofrito tastes bitter | I burnt the garlic | why does my sofrito taste burnt | burnt garlic made the dish bitter',
    },
    {
      ca: 'Sofregit amarg: la ceba o l’all s’han cremat (l’all picat es crema en segons si l’oli és massa calent) i aquest gust no marxa: llença’l i torna a començar. Ceba a foc baix i l’all al final, o en làmines a foc suau fins que just agafi color. Si només és l’acidesa del tomàquet, un pessic de sucre i més cocció ho arreglen.',
      es: 'Sofrito amargo: la cebolla o el ajo se han quemado (el ajo picado se quema en segundos si el aceite está demasiado caliente) y ese sabor no se va: tíralo y vuelve a empezar. Cebolla a fuego bajo y el ajo al final, o en láminas a fuego suave hasta que apenas coja color. Si solo es la acidez del tomate, una pizca de azúcar y más cocción lo arreglan.',
      en: 'Bitter sofrito: the onion or garlic burnt (chopped garlic burns in seconds in oil that is too hot) and that taste will not go away: throw it out and start again. Onion on low heat, garlic at the end, or sliced garlic on gentle heat until just coloured. If it is only the tomato’s acidity, a pinch of sugar and longer cooking fix it.',
    },
  ),
  entry(
    'fx-too-salty',
    'technique',
    FOOD_SCIENCE,
    {
      ca: 'm’ha quedat salat el guisat | se m’ha passat de sal la sopa | com arreglo un plat massa salat | la patata treu la sal del guisat | què faig si he posat massa sal',
      es: 'me ha quedado salado el guiso | se me ha pasado de sal la sopa | cómo arreglo un plato demasiado salado | la patata quita la sal del guiso | qué hago si he echado demasiada sal',
      en: 'my stew is too salty | soup too salty how do I fix it | I added too much salt | does a potato take salt out of soup',
    },
    {
      ca: 'Massa salat: l’únic que funciona de debò és diluir, afegint més de tot menys sal (aigua o brou sense sal, més verdura, llegum, arròs o pasta) i, si queda aigualit, reduir-ho o lligar-ho. La patata crua que es treu després absorbeix molt poca sal; un raig de llimona o de nata dissimula la sensació, però no la treu.',
      es: 'Demasiado salado: lo único que funciona de verdad es diluir, añadiendo más de todo menos sal (agua o caldo sin sal, más verdura, legumbre, arroz o pasta) y, si queda aguado, reducirlo o ligarlo. La patata cruda que se saca después absorbe muy poca sal; un chorrito de limón o de nata disimula la sensación, pero no la quita.',
      en: 'Too salty: the only thing that really works is dilution, adding more of everything except salt (unsalted water or stock, more vegetables, beans, rice or pasta), then reducing or thickening if it gets watery. The raw potato trick absorbs very little salt; a squeeze of lemon or a splash of cream masks it but does not remove it.',
    },
  ),
  entry(
    'fx-too-spicy',
    'technique',
    FOOD_SCIENCE,
    {
      ca: 'm’ha quedat massa picant | se m’ha anat la mà amb el bitxo | com trec el picant d’un plat | com rebaixo el picant d’un curri',
      es: 'me ha quedado demasiado picante | se me ha ido la mano con la guindilla | cómo quito el picante de un plato | cómo rebajo el picante de un curry',
      en: 'I made it way too spicy, how do I fix it | I added too much chilli | how do I tone down a spicy dish | how to fix a curry that is too hot',
    },
    {
      ca: 'Massa picant: dilueix-ho amb més base sense bitxo (tomàquet, brou, llegums, arròs) i afegeix-hi greix o lactis, perquè la capsaïcina s’hi dissol: nata, iogurt, llet de coco, i una mica de sucre o mel. Serveix-ho amb iogurt, arròs blanc o pa; l’aigua no calma la boca, la llet sí.',
      es: 'Demasiado picante: dilúyelo con más base sin guindilla (tomate, caldo, legumbres, arroz) y añade grasa o lácteos, porque la capsaicina se disuelve en ellos: nata, yogur, leche de coco, y un poco de azúcar o miel. Sírvelo con yogur, arroz blanco o pan; el agua no calma la boca, la leche sí.',
      en: 'Too spicy: dilute it with more of the base without chilli (tomato, stock, beans, rice) and add fat or dairy, since capsaicin dissolves in them: cream, yogurt, coconut milk, plus a little sugar or honey. Serve it with yogurt, plain rice or bread; water does not cool your mouth, milk does.',
    },
  ),
  entry(
    'fx-too-sour',
    'technique',
    CULINARY,
    {
      ca: 'la salsa de tomàquet és massa àcida | m’ha quedat massa àcid | com trec l’acidesa del tomàquet | se m’ha passat el vinagre',
      es: 'la salsa de tomate está demasiado ácida | me ha quedado demasiado ácido | cómo quito la acidez del tomate | se me ha ido la mano con el vinagre',
      en: 'tomato sauce too acidic | my dish is too sour | how do I take the acidity out of tomato sauce | I added too much vinegar',
    },
    {
      ca: 'Massa àcid: un pessic de sucre, una mica de mantega o de nata, o més cocció (en el tomàquet) el suavitzen. Una punta de culleradeta de bicarbonat neutralitza l’acidesa del tomàquet, però poca, que si te’n passes té gust de sabó. Si és per massa vinagre o llimona, dilueix amb més base o oli.',
      es: 'Demasiado ácido: una pizca de azúcar, un poco de mantequilla o de nata, o más cocción (en el tomate) lo suavizan. Una punta de cucharadita de bicarbonato neutraliza la acidez del tomate, pero poca, que si te pasas sabe a jabón. Si es por exceso de vinagre o limón, diluye con más base o aceite.',
      en: 'Too sour: a pinch of sugar, a little butter or cream, or longer cooking (for tomato) soften it. A tiny pinch of baking soda neutralises tomato acidity, but use very little or it tastes soapy. If it is too much vinegar or lemon, dilute with more of the base or oil.',
    },
  ),
  entry(
    'fx-too-sweet',
    'technique',
    CULINARY,
    {
      ca: 'm’ha quedat massa dolç | se m’ha passat el sucre a la salsa | com arreglo un plat massa ensucrat | el sofregit ha quedat dolç',
      es: 'me ha quedado demasiado dulce | se me ha pasado el azúcar en la salsa | cómo arreglo un plato demasiado dulce | el sofrito ha quedado dulce',
      en: 'my dish is too sweet | too much sugar in the sauce | how do I balance a sauce that is too sweet',
    },
    {
      ca: 'Massa dolç: equilibra-ho amb àcid (suc de llimona, vinagre), un pessic de sal o un punt amarg o picant (cacau pur, cafè, pebre, bitxo) i, si pots, dilueix amb més base sense sucre. En unes postres, acompanya-les amb iogurt, nata sense sucre o fruita àcida.',
      es: 'Demasiado dulce: equilíbralo con ácido (zumo de limón, vinagre), una pizca de sal o un punto amargo o picante (cacao puro, café, pimienta, guindilla) y, si puedes, diluye con más base sin azúcar. En un postre, acompáñalo con yogur, nata sin azúcar o fruta ácida.',
      en: 'Too sweet: balance it with acid (lemon juice, vinegar), a pinch of salt or something bitter or hot (unsweetened cocoa, coffee, pepper, chilli), and dilute with more unsweetened base if you can. For a dessert, serve it with yogurt, unsweetened cream or tart fruit.',
    },
  ),
  entry(
    'fx-caramel-crystallised',
    'technique',
    FOOD_SCIENCE,
    {
      ca: 'el caramel s’ha cristal·litzat | el sucre s’ha tornat sorra en fer caramel | per què el caramel es posa blanc i granulós | com arreglo un caramel que s’ha fet grumollós',
      es: 'el caramelo se ha cristalizado | el azúcar se ha vuelto arena al hacer caramelo | por qué el caramelo se pone blanco y granuloso | cómo arreglo un caramelo que se ha hecho grumoso',
      en: 'my caramel crystallised | sugar turned grainy when making caramel | why does caramel seize and go white | how do I fix grainy caramel',
    },
    {
      ca: 'Caramel cristal·litzat: l’has remenat, hi ha quedat algun cristall a les parets o hi ha caigut alguna impuresa. Afegeix-hi un raig d’aigua, escalfa fins que es torni a dissoldre i deixa’l coure sense remenar, només movent el cassó; neteja les parets amb un pinzell mullat i, per prevenir-ho, posa-hi unes gotes de llimona o una cullerada de glucosa.',
      es: 'Caramelo cristalizado: lo has removido, ha quedado algún cristal en las paredes o ha caído alguna impureza. Añade un chorrito de agua, calienta hasta que se vuelva a disolver y déjalo cocer sin remover, solo moviendo el cazo; limpia las paredes con un pincel mojado y, para prevenirlo, pon unas gotas de limón o una cucharada de glucosa.',
      en: 'Crystallised caramel: it was stirred, a sugar crystal was left on the sides or something fell in. Add a splash of water, heat until it dissolves again and cook it without stirring, just swirling the pan; wash down the sides with a wet pastry brush and, to prevent it, add a few drops of lemon juice or a tablespoon of glucose syrup.',
    },
  ),
  entry(
    'fx-chocolate-seized',
    'technique',
    FOOD_SCIENCE,
    {
      ca: 'la xocolata s’ha tallat en fondre-la | la xocolata s’ha posat granulosa i espessa | per què la xocolata fosa es fa una pasta | he fos la xocolata i s’ha cremat',
      es: 'el chocolate se ha cortado al fundirlo | el chocolate se ha puesto granuloso y espeso | por qué el chocolate fundido se hace una pasta | he fundido el chocolate y se ha quemado',
      en: 'my chocolate seized | melted chocolate went grainy and thick | why did my chocolate turn into a paste | I burnt the chocolate when melting it',
    },
    {
      ca: 'Xocolata granulosa: li ha caigut una mica d’aigua o de vapor, o s’ha escalfat massa (la negra per sobre de 50 °C, la de llet o blanca per sobre de 45 °C). Si ha estat l’aigua, afegeix-hi aigua calenta o nata a culleradetes, batent, fins que quedi llisa: servirà per a salses, ganache o pastissos, no per a bombons. Si s’ha cremat, no té solució; fon-la al bany maria sense que l’aigua bulli o al microones a tandes de 20-30 segons.',
      es: 'Chocolate granuloso: le ha caído un poco de agua o de vapor, o se ha calentado demasiado (el negro por encima de 50 °C, el de leche o blanco por encima de 45 °C). Si ha sido el agua, añade agua caliente o nata a cucharaditas, batiendo, hasta que quede liso: servirá para salsas, ganache o bizcochos, no para bombones. Si se ha quemado no tiene arreglo; fúndelo al baño maría sin que el agua hierva o en el microondas en tandas de 20-30 segundos.',
      en: 'Seized chocolate: a drop of water or steam got in, or it overheated (dark above 50 °C, milk or white above 45 °C). If it was water, stir in hot water or cream a teaspoon at a time until smooth: it will do for sauces, ganache or cakes, not for dipping or moulding. Burnt chocolate cannot be saved; melt it over barely simmering water or in the microwave in 20-30 second bursts.',
    },
  ),
  entry(
    'fx-meringue-weeping',
    'technique',
    BAKING,
    {
      ca: 'la merenga treu gotes d’almívar | per què el merengue plora | el merengue deixa anar aigua per sota | la merenga ha quedat enganxosa',
      es: 'el merengue suelta gotas de almíbar | por qué llora el merengue | el merengue suelta agua por debajo | el merengue ha quedado pegajoso',
      en: 'why is my meringue weeping | meringue has sugar beads | meringue leaking liquid underneath | sticky meringue',
    },
    {
      ca: 'Merenga que plora: el sucre no s’havia dissolt (afegeix-lo a poc a poc quan les clares ja fan escuma i bat fins que, fregant-la entre els dits, no sigui sorrenca), hi ha humitat o s’ha enfornat massa calenta. Cou-la a 90-110 °C i deixa-la assecar dins el forn apagat. Sobre un pastís, estén-la damunt el farcit encara calent perquè no deixi anar líquid per sota.',
      es: 'Merengue que llora: el azúcar no se había disuelto (añádelo poco a poco cuando las claras ya espumen y bate hasta que, frotándolo entre los dedos, no sea arenoso), hay humedad o se ha horneado demasiado caliente. Cuécelo a 90-110 °C y déjalo secar dentro del horno apagado. Sobre una tarta, extiéndelo encima del relleno aún caliente para que no suelte líquido por debajo.',
      en: 'Weeping meringue: the sugar had not dissolved (add it gradually once the whites are foamy and beat until it no longer feels gritty between your fingers), the day is humid, or it was baked too hot. Bake at 90-110 °C (200-225 °F) and let it dry in the switched-off oven. On a pie, spread it over the filling while the filling is still hot so it does not leak underneath.',
    },
  ),
  entry(
    'fx-whipped-cream-butter',
    'technique',
    CULINARY,
    {
      ca: 'se m’ha passat la nata muntada | la nata s’ha fet mantega | nata massa batuda i granulosa | com salvo una nata que s’ha tallat en muntar-la',
      es: 'se me ha pasado la nata montada | la nata se ha convertido en mantequilla | nata demasiado batida y granulosa | cómo salvo una nata que se ha cortado al montarla',
      en: 'I overwhipped the cream and it went lumpy | grainy whipped cream | cream turned into butter while beating | rescue over-beaten cream',
    },
    {
      ca: 'Nata que s’ha passat: si només és granulosa, afegeix-hi unes cullerades de nata líquida freda i barreja-ho a mà amb les varetes, suaument, fins que es torni a allisar. Si ja s’ha separat en mantega i sèrum, no té volta enrere: escorre-la i fes servir la mantega. Para de batre quan comenci a fer puntes i acaba-la a mà.',
      es: 'Nata que se ha pasado: si solo está granulosa, añade unas cucharadas de nata líquida fría y mézclalo a mano con las varillas, suavemente, hasta que vuelva a quedar lisa. Si ya se ha separado en mantequilla y suero, no tiene vuelta atrás: escúrrela y usa la mantequilla. Deja de batir cuando empiece a hacer picos y termínala a mano.',
      en: 'Over-whipped cream: if it is just grainy, add a few spoonfuls of cold liquid cream and fold it in by hand with a whisk until smooth again. If it has separated into butter and buttermilk there is no going back: drain it and use the butter. Stop beating as soon as it forms peaks and finish by hand.',
    },
  ),
  entry(
    'fx-pastry-shrunk',
    'technique',
    BAKING,
    {
      ca: 'la massa de la tarta s’ha encongit al forn | la massa brisa es fa petita en coure-la | per què la base de la tarta baixa pels costats | la massa trencada s’arronsa',
      es: 'la masa de la tarta ha encogido en el horno | la masa quebrada se hace pequeña al hornearla | por qué la base de la tarta baja por los lados | la masa brisa encoge',
      en: 'why did my pastry shrink | pie crust shrank in the oven | tart shell sides slid down | shortcrust shrinking when blind baking',
    },
    {
      ca: 'Massa que s’encongeix: el gluten estava tens perquè l’has treballat massa, no ha reposat o l’has estirada per encabir-la al motlle. Pasta-la el just, deixa-la reposar 30 minuts a la nevera abans d’estirar-la i 15-30 minuts més un cop folrat el motlle, deixa que sobresurti de la vora i cou-la en blanc amb pes al damunt (llegums secs sobre paper de forn).',
      es: 'Masa que encoge: el gluten estaba tenso porque la has trabajado demasiado, no ha reposado o la has estirado para meterla en el molde. Amásala lo justo, déjala reposar 30 minutos en la nevera antes de estirarla y 15-30 minutos más una vez forrado el molde, deja que sobresalga del borde y hornéala en blanco con peso encima (legumbres secas sobre papel de horno).',
      en: 'Shrinking pastry: the gluten was tense because the dough was overworked, not rested, or stretched to fit the tin. Mix it just enough, rest it 30 minutes in the fridge before rolling and another 15-30 minutes once the tin is lined, leave an overhang and blind-bake it weighed down (baking beans on baking paper).',
    },
  ),
  entry(
    'fx-soggy-bottom',
    'technique',
    BAKING,
    {
      ca: 'la base de la tarta queda crua i humida | per què la quiche té el fons tou | la base de la coca queda xopa | com evito que la massa quedi crua per sota',
      es: 'la base de la tarta queda cruda y húmeda | por qué la quiche tiene el fondo blando | la base de la empanada queda empapada | cómo evito que la masa quede cruda por debajo',
      en: 'soggy bottom on my pie | why is my quiche base soggy | tart crust raw underneath | how do I stop a soggy pastry base',
    },
    {
      ca: 'Base tova: el farcit humit ha xopat la massa abans que es cogués. Cou la base en blanc uns 15 minuts amb pes i 5 més sense, pinta-la amb clara d’ou i torna-la 2 minuts al forn per segellar-la; enforna al nivell baix, sobre una safata calenta, en un motlle metàl·lic, i escorre bé el farcit.',
      es: 'Base blanda: el relleno húmedo ha empapado la masa antes de que se cociera. Hornea la base en blanco unos 15 minutos con peso y 5 más sin él, píntala con clara de huevo y vuelve a meterla 2 minutos en el horno para sellarla; hornea en la parte baja, sobre una bandeja caliente, en un molde metálico, y escurre bien el relleno.',
      en: 'Soggy bottom: the wet filling soaked the pastry before it baked. Blind-bake the base for about 15 minutes weighed down and 5 more without, brush it with egg white and return it to the oven for 2 minutes to seal it; bake low in the oven on a preheated tray, in a metal tin, and drain the filling well.',
    },
  ),
  entry(
    'fx-jam-not-set',
    'technique',
    PRESERVING,
    {
      ca: 'la melmelada no s’espesseix | la confitura ha quedat líquida | com sé quan la melmelada és a punt | què faig si la melmelada no qualla',
      es: 'la mermelada no espesa | la confitura ha quedado líquida | cómo sé cuándo la mermelada está en su punto | qué hago si la mermelada no cuaja',
      en: 'my jam did not set | runny homemade jam | how do I know when jam is ready | how to fix jam that will not set',
    },
    {
      ca: 'Melmelada que no qualla: li falta cocció, pectina o acidesa (maduixa, préssec i pera en tenen poca). Fes la prova del plat fred: una gota en un plat del congelador s’ha d’arrugar en empènyer-la amb el dit; o que arribi a 104-105 °C. Si ja és als pots, torna-la a bullir amb el suc d’una llimona per quilo de fruita, o amb poma ratllada o pectina.',
      es: 'Mermelada que no cuaja: le falta cocción, pectina o acidez (fresa, melocotón y pera tienen poca). Haz la prueba del plato frío: una gota en un plato del congelador debe arrugarse al empujarla con el dedo; o que llegue a 104-105 °C. Si ya está en los tarros, vuelve a hervirla con el zumo de un limón por kilo de fruta, o con manzana rallada o pectina.',
      en: 'Jam that will not set: it needs more cooking, pectin or acid (strawberries, peaches and pears are low in pectin). Do the cold-plate test: a drop on a plate from the freezer should wrinkle when pushed with a finger, or the jam should reach 104-105 °C (220 °F). If it is already jarred, reboil it with the juice of one lemon per kilo of fruit, or with grated apple or pectin.',
    },
  ),
  entry(
    'fx-legumes-hard',
    'technique',
    FOOD_SCIENCE,
    {
      ca: 'els cigrons no s’estoven | les mongetes continuen dures després d’hores | per què els llegums no es couen | cigrons durs, què faig | les llenties queden dures',
      es: 'los garbanzos no se ablandan | las alubias siguen duras después de horas | por qué las legumbres no se ablandan al cocerlas | garbanzos duros, qué hago | las lentejas quedan duras',
      en: 'my chickpeas will not soften | beans still hard after hours of cooking | why won’t my dried beans cook | hard chickpeas what do I do',
    },
    {
      ca: 'Llegums que no s’estoven: són vells (de més d’un any), l’aigua és molt dura o hi has afegit àcid massa aviat (tomàquet, vinagre, vi). Posa’ls en remull 12 hores amb una culleradeta rasa de bicarbonat, cou-los amb aigua mineral si la de l’aixeta és dura, afegeix el sofregit al final i, si continuen durs, acaba’ls a l’olla a pressió. La sal no els endureix.',
      es: 'Legumbres que no se ablandan: son viejas (de más de un año), el agua es muy dura o has añadido ácido demasiado pronto (tomate, vinagre, vino). Ponlas en remojo 12 horas con una cucharadita rasa de bicarbonato, cuécelas con agua mineral si la del grifo es dura, añade el sofrito al final y, si siguen duras, termínalas en la olla exprés. La sal no las endurece.',
      en: 'Beans that will not soften: they are old (over a year), the water is very hard, or acid went in too early (tomato, vinegar, wine). Soak them 12 hours with a level teaspoon of baking soda, cook them in bottled water if your tap water is hard, add the tomato base at the end and, if they are still hard, finish them in a pressure cooker. Salt does not toughen them.',
    },
  ),
  entry(
    'fx-egg-green-ring',
    'technique',
    FOOD_SCIENCE,
    {
      ca: 'per què el rovell de l’ou dur es posa verd | anell verd a l’ou dur | l’ou dur té el rovell grisós | com evito la vora verda del rovell',
      es: 'por qué la yema del huevo duro se pone verde | anillo verde en el huevo duro | el huevo duro tiene la yema grisácea | cómo evito el borde verde de la yema',
      en: 'why is there a green ring around my hard boiled egg yolk | grey yolk hard-boiled egg | how do I avoid the green ring on boiled eggs',
    },
    {
      ca: 'Vora verda al rovell: l’ou s’ha cuit massa o s’ha refredat a poc a poc, i el sofre de la clara reacciona amb el ferro del rovell. No és perjudicial. Cou-lo 10-12 minuts des que l’aigua arrenca el bull i passa’l de seguida a aigua amb gel.',
      es: 'Borde verde en la yema: el huevo se ha cocido demasiado o se ha enfriado despacio, y el azufre de la clara reacciona con el hierro de la yema. No es perjudicial. Cuécelo 10-12 minutos desde que el agua rompe a hervir y pásalo enseguida a agua con hielo.',
      en: 'Green ring round the yolk: the egg was overcooked or cooled slowly, and sulphur from the white reacted with iron in the yolk. It is harmless. Boil it 10-12 minutes from when the water boils and move it straight into iced water.',
    },
  ),
  entry(
    'fx-eggs-hard-peel',
    'technique',
    CULINARY,
    {
      ca: 'els ous durs no es pelen bé | la closca s’enganxa a la clara | com pelo els ous durs fàcilment | per què els ous durs es trenquen en pelar-los',
      es: 'los huevos duros no se pelan bien | la cáscara se pega a la clara | cómo pelo los huevos duros fácilmente | por qué los huevos duros se rompen al pelarlos',
      en: 'hard boiled eggs hard to peel | shell sticks to the egg white | how do I peel boiled eggs easily | why do my boiled eggs tear when peeling',
    },
    {
      ca: 'Ous que no es pelen: com més frescos, més s’enganxa la clara a la membrana; els d’una setmana o més es pelen millor. Posa’ls directament a l’aigua bullint (no en freda) i, un cop cuits, uns minuts a aigua amb gel; esquerda’ls per tot arreu i pela’ls sota l’aigua començant per la part ampla, on hi ha la cambra d’aire.',
      es: 'Huevos que no se pelan: cuanto más frescos, más se pega la clara a la membrana; los de una semana o más se pelan mejor. Ponlos directamente en el agua hirviendo (no en fría) y, una vez cocidos, unos minutos en agua con hielo; cáscalos por todas partes y pélalos bajo el agua empezando por la parte ancha, donde está la cámara de aire.',
      en: 'Eggs that will not peel: the fresher they are, the more the white sticks to the membrane; eggs a week old or more peel better. Lower them straight into boiling water (not cold) and, once cooked, into iced water for a few minutes; crack them all over and peel under water starting from the wide end, where the air pocket is.',
    },
  ),
  entry(
    'fx-pizza-soggy',
    'technique',
    CULINARY,
    {
      ca: 'la pizza queda tova pel mig | per què la base de la pizza no queda cruixent | la pizza queda xopa | com faig la pizza casolana cruixent',
      es: 'la pizza queda blanda en el centro | por qué la base de la pizza no queda crujiente | la pizza queda empapada | cómo hago la pizza casera crujiente',
      en: 'why is my pizza soggy in the middle | homemade pizza base not crispy | pizza crust soggy | how do I get a crispy pizza at home',
    },
    {
      ca: 'Pizza tova: el forn no era prou calent, hi ha massa salsa o ingredients humits (mozzarella fresca sense escórrer, verdura crua) o la base és gruixuda. Escalfa el forn al màxim 30 minuts amb la safata o la pedra a dins, estira la massa fina, posa-hi poca salsa, escorre i asseca la mozzarella i cou-la al nivell més baix.',
      es: 'Pizza blanda: el horno no estaba bastante caliente, hay demasiada salsa o ingredientes húmedos (mozzarella fresca sin escurrir, verdura cruda) o la base es gruesa. Calienta el horno al máximo 30 minutos con la bandeja o la piedra dentro, estira la masa fina, pon poca salsa, escurre y seca la mozzarella y hornéala en la parte más baja.',
      en: 'Soggy pizza: the oven was not hot enough, there was too much sauce or wet toppings (undrained fresh mozzarella, raw vegetables), or the base was thick. Preheat the oven at its highest for 30 minutes with the tray or stone inside, stretch the dough thin, use little sauce, drain and pat dry the mozzarella and bake on the lowest rack.',
    },
  ),
  entry(
    'fx-pasta-sticking',
    'technique',
    CULINARY,
    {
      ca: 'la pasta se m’enganxa | els espaguetis queden enganxats | per què la pasta fa un bloc | cal posar oli a l’aigua de la pasta',
      es: 'la pasta se me pega | los espaguetis quedan pegados | por qué la pasta se hace un bloque | hay que poner aceite en el agua de la pasta',
      en: 'why does my pasta stick together | spaghetti clumps | pasta stuck in one lump | should I add oil to pasta water',
    },
    {
      ca: 'Pasta enganxada: poca aigua o no l’has remenat els primers minuts, quan deixa anar el midó; i un cop escorreguda, si espera sola, s’enganxa. Cou-la en aigua abundant bullint fort (1 litre per 100 g), remena-la al principi i barreja-la de seguida amb la salsa i un raig de l’aigua de coure-la. L’oli a l’aigua no hi ajuda; si ja s’ha enganxat, passa-la un moment per aigua calenta.',
      es: 'Pasta pegada: poca agua o no la has removido los primeros minutos, cuando suelta el almidón; y una vez escurrida, si espera sola, se pega. Cuécela en agua abundante hirviendo fuerte (1 litro por 100 g), remuévela al principio y mézclala enseguida con la salsa y un chorro del agua de cocción. El aceite en el agua no ayuda; si ya se ha pegado, pásala un momento por agua caliente.',
      en: 'Sticky pasta: too little water, or it was not stirred in the first minutes when it releases starch; and once drained, it sticks if left waiting. Cook it in plenty of water at a rolling boil (1 litre per 100 g), stir it at the start and toss it straight away with the sauce and a splash of the cooking water. Oil in the water does not help; if it has already stuck, dip it briefly in hot water.',
    },
  ),
  entry(
    'fx-watery-vegetables',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'la samfaina m’ha quedat aigualida | les verdures saltejades queden bullides | per què les verdures treuen tanta aigua | el pisto queda aigualit',
      es: 'el pisto me ha quedado aguado | las verduras salteadas quedan cocidas | por qué las verduras sueltan tanta agua | la samfaina queda aguada',
      en: 'why are my sautéed vegetables watery | ratatouille too watery | vegetables stewing in their juice instead of browning | watery pisto',
    },
    {
      ca: 'Samfaina o verdures aigualides: massa verdura a la paella, foc baix o la cassola tapada, i en comptes de daurar-se es bullen en el seu suc. Cou-les per tandes a foc viu i destapades (l’albergínia i el carbassó, a part), sala-les al final i, si queda suc, redueix-lo destapat abans de servir.',
      es: 'Pisto o verduras aguadas: demasiada verdura en la sartén, fuego bajo o la cazuela tapada, y en lugar de dorarse se cuecen en su jugo. Cocínalas por tandas a fuego vivo y destapadas (la berenjena y el calabacín, aparte), sálalas al final y, si queda jugo, redúcelo destapado antes de servir.',
      en: 'Watery ratatouille or vegetables: too many vegetables in the pan, low heat or a lid on, so they stew in their juice instead of browning. Cook them in batches over high heat, uncovered (aubergine and courgette separately), salt them at the end and, if there is liquid left, reduce it uncovered before serving.',
    },
  ),
  entry(
    'fx-steak-tough',
    'technique',
    CULINARY,
    {
      ca: 'per què el bistec queda dur | l’entrecot m’ha quedat dur i sec | la carn a la planxa queda correosa | com tallo la carn perquè sigui tendra',
      es: 'por qué el filete queda duro | el entrecot me ha quedado duro y seco | la carne a la plancha queda correosa | cómo corto la carne para que esté tierna',
      en: 'why is my steak tough | steak came out chewy and dry | pan-fried beef is tough | how should I slice steak so it is tender',
    },
    {
      ca: 'Bistec dur: s’ha fet massa (una peça magra, passada de mig feta), era un tall per guisar o l’has tallat a favor de la fibra. Treu-lo de la nevera 20-30 minuts abans, fes-lo a la paella molt calenta, deixa’l reposar uns minuts i talla’l a contrafibra, en tires primes; els talls més durs van millor marinats o guisats.',
      es: 'Filete duro: se ha hecho demasiado (una pieza magra, pasada del punto), era un corte para guisar o lo has cortado a favor de la fibra. Sácalo de la nevera 20-30 minutos antes, hazlo en la sartén muy caliente, déjalo reposar unos minutos y córtalo a contrafibra, en tiras finas; los cortes más duros van mejor marinados o guisados.',
      en: 'Tough steak: it was overcooked (lean cuts beyond medium), it was a braising cut, or it was sliced with the grain. Take it out of the fridge 20-30 minutes before, sear it in a very hot pan, rest it a few minutes and slice it thinly across the grain; tougher cuts are better marinated or braised.',
    },
  ),
  entry(
    'fx-potatoes-falling-apart',
    'technique',
    CULINARY,
    {
      ca: 'les patates es desfan en bullir-les | per què les patates se’m trenquen al guisat | les patates bullides es desmunten | quina patata no es desfà',
      es: 'las patatas se deshacen al cocerlas | por qué las patatas se me rompen en el guiso | las patatas cocidas se desmoronan | qué patata no se deshace',
      en: 'why are my potatoes falling apart | boiled potatoes turned mushy | potatoes break up in stew | which potatoes hold their shape',
    },
    {
      ca: 'Patates que es desfan: són d’una varietat farinosa (bona per a puré i per fregir) o han bullit massa fort. Per a guisats, amanides i patates bullides, fes servir patata nova o de carn ferma, posa-les en aigua freda amb sal i cou-les a xup-xup suau; un raig de vinagre a l’aigua les ajuda a mantenir la forma.',
      es: 'Patatas que se deshacen: son de una variedad harinosa (buena para puré y para freír) o han hervido demasiado fuerte. Para guisos, ensaladas y patatas cocidas, usa patata nueva o de carne firme, ponlas en agua fría con sal y cuécelas a fuego suave; un chorrito de vinagre en el agua las ayuda a mantener la forma.',
      en: 'Potatoes falling apart: a floury variety (good for mash and chips) or boiled too hard. For stews, salads and boiled potatoes use new or waxy potatoes, start them in cold salted water and keep them at a gentle simmer; a splash of vinegar in the water helps them hold their shape.',
    },
  ),
  entry(
    'fx-fish-sticking',
    'technique',
    CULINARY,
    {
      ca: 'el peix s’enganxa a la paella | el peix es trenca i s’enganxa a la graella | com faig el peix a la planxa sense que s’enganxi | la pell del salmó s’enganxa',
      es: 'el pescado se pega a la sartén | el pescado se rompe y se pega a la parrilla | cómo hago el pescado a la plancha sin que se pegue | la piel del salmón se pega',
      en: 'why does fish stick to the pan | fish sticks to the grill and falls apart | how do I pan-fry fish without sticking | salmon skin sticking',
    },
    {
      ca: 'Peix que s’enganxa: la paella o la graella no eren prou calentes, el peix era humit o l’has mogut massa aviat. Asseca’l bé amb paper, escalfa la paella amb una mica d’oli fins que gairebé fumegi (o neteja i unta la graella), posa’l amb la pell avall i no el toquis fins que es desenganxi sol, en 2-3 minuts.',
      es: 'Pescado que se pega: la sartén o la parrilla no estaban bastante calientes, el pescado estaba húmedo o lo has movido demasiado pronto. Sécalo bien con papel, calienta la sartén con un poco de aceite hasta que casi humee (o limpia y unta la parrilla), ponlo con la piel hacia abajo y no lo toques hasta que se despegue solo, en 2-3 minutos.',
      en: 'Fish sticking: the pan or grill was not hot enough, the fish was wet or it was moved too soon. Pat it dry, heat the pan with a little oil until it almost smokes (or clean and oil the grill), lay it skin side down and leave it until it releases by itself, in 2-3 minutes.',
    },
  ),
  entry(
    'fx-burnt-pot',
    'technique',
    CULINARY,
    {
      ca: 'se m’ha cremat el guisat per sota | s’ha enganxat i cremat el fons de l’olla | els llegums s’han socarrimat, què faig | com netejo una olla cremada',
      es: 'se me ha quemado el guiso por abajo | se ha pegado y quemado el fondo de la olla | las lentejas se han agarrado, qué hago | cómo limpio una olla quemada',
      en: 'I burnt the bottom of my stew | food stuck and burnt on the bottom of the pot | can I save a scorched stew | how do I clean a burnt pot',
    },
    {
      ca: 'Fons cremat: no remenis. Passa de seguida la part de dalt a una altra olla sense rascar el fons, tasta-ho i, si no té gust de cremat, continua la cocció. Per netejar l’olla, cobreix el fons d’aigua amb un parell de cullerades de bicarbonat, fes-ho bullir uns minuts i deixa-ho estovar abans de fregar.',
      es: 'Fondo quemado: no remuevas. Pasa enseguida la parte de arriba a otra olla sin rascar el fondo, pruébalo y, si no sabe a quemado, sigue la cocción. Para limpiar la olla, cubre el fondo de agua con un par de cucharadas de bicarbonato, hazlo hervir unos minutos y déjalo ablandar antes de frotar.',
      en: 'Burnt bottom: do not stir. Immediately transfer the top part to another pot without scraping the bottom, taste it and, if it does not taste burnt, carry on cooking. To clean the pot, cover the bottom with water and a couple of tablespoons of baking soda, boil a few minutes and let it soak before scrubbing.',
    },
  ),
  entry(
    'fx-souffle-flat',
    'technique',
    CULINARY,
    {
      ca: 'el suflé no ha pujat | per què el suflé baixa de seguida | el soufflé s’ha enfonsat al forn | suflé de formatge pla',
      es: 'el suflé no ha subido | por qué el soufflé se baja enseguida | el suflé se ha hundido en el horno | suflé de queso plano',
      en: 'my soufflé did not rise | why did my soufflé collapse | soufflé sank in the oven | flat cheese soufflé',
    },
    {
      ca: 'Suflé que no puja o cau: les clares estaven poc o massa muntades (han de fer puntes fermes però brillants), les has barrejat amb massa força o has obert el forn. Unta els motlles amb mantega de baix a dalt i enfarina’ls o ensucra’ls, incorpora les clares amb moviments envolvents, enforna’l de seguida al forn ben calent i serveix-lo a l’instant: sempre baixa al cap d’uns minuts.',
      es: 'Suflé que no sube o se baja: las claras estaban poco o demasiado montadas (deben formar picos firmes pero brillantes), las has mezclado con demasiada fuerza o has abierto el horno. Unta los moldes con mantequilla de abajo arriba y enharínalos o azucáralos, incorpora las claras con movimientos envolventes, hornéalo enseguida con el horno bien caliente y sírvelo al instante: siempre baja a los pocos minutos.',
      en: 'A soufflé that will not rise or collapses: the whites were under- or over-beaten (they should hold firm but glossy peaks), they were folded in roughly, or the oven door was opened. Butter the dishes with upward strokes and coat them with flour or sugar, fold the whites in gently, bake at once in a fully hot oven and serve immediately: every soufflé falls within minutes.',
    },
  ),
  entry(
    'fx-tortilla-breaking',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com giro la truita de patates sense que es trenqui | la truita se m’ha trencat en girar-la | la truita s’enganxa a la paella | la truita de patates es desfà',
      es: 'cómo doy la vuelta a la tortilla sin que se rompa | la tortilla se me ha roto al girarla | la tortilla se pega a la sartén | la tortilla de patatas se deshace',
      en: 'how do I flip a Spanish omelette without breaking it | tortilla broke when I turned it | tortilla sticks to the pan | potato omelette falls apart',
    },
    {
      ca: 'Truita que es trenca: la paella és massa gran o s’enganxa, o la truita encara és massa crua per sota. Fes-la en una paella antiadherent amb un fil d’oli, mou la paella fins que la truita llisqui sola, tapa-la amb un plat més gran que la paella i gira-la d’un sol cop decidit; torna-la a la paella fent-la lliscar. Deixar reposar la patata amb l’ou uns minuts abans també la lliga.',
      es: 'Tortilla que se rompe: la sartén es demasiado grande o se pega, o la tortilla aún está demasiado cruda por debajo. Hazla en una sartén antiadherente con un hilo de aceite, mueve la sartén hasta que la tortilla se deslice sola, tápala con un plato más grande que la sartén y dale la vuelta de un golpe decidido; devuélvela a la sartén deslizándola. Dejar reposar la patata con el huevo unos minutos antes también la liga.',
      en: 'A tortilla that breaks: the pan is too big or sticks, or it is still too raw underneath. Use a non-stick pan with a little oil, shake it until the tortilla slides freely, cover with a plate larger than the pan and flip it in one confident move; slide it back into the pan. Letting the potatoes sit in the beaten egg for a few minutes first also helps it hold together.',
    },
  ),
  entry(
    'fx-meatballs-falling-apart',
    'technique',
    CULINARY,
    {
      ca: 'les mandonguilles es desfan | per què les mandonguilles es trenquen en fregir-les | les hamburgueses es desmunten | com lligo les mandonguilles',
      es: 'las albóndigas se deshacen | por qué las albóndigas se rompen al freírlas | las hamburguesas se desmoronan | cómo ligo las albóndigas',
      en: 'why do my meatballs fall apart | meatballs break when frying | burgers crumble | how do I bind meatballs',
    },
    {
      ca: 'Mandonguilles que es desfan: la massa és massa humida o li falta lligam. Per cada 500 g de carn, un ou i un grapat de molla de pa remullada en llet i ben escorreguda; pasta-ho bé, deixa-ho 30 minuts a la nevera, fes boles compactes i passa-les per farina abans de fregir-les en oli calent, sense moure-les fins que facin crosta.',
      es: 'Albóndigas que se deshacen: la masa está demasiado húmeda o le falta liga. Por cada 500 g de carne, un huevo y un puñado de miga de pan remojada en leche y bien escurrida; amásalo bien, déjalo 30 minutos en la nevera, forma bolas compactas y pásalas por harina antes de freírlas en aceite caliente, sin moverlas hasta que hagan costra.',
      en: 'Meatballs falling apart: the mix is too wet or lacks a binder. For every 500 g meat, one egg and a handful of breadcrumbs soaked in milk and squeezed out; mix well, chill 30 minutes, roll firm balls and dust them with flour before frying in hot oil, without moving them until a crust forms.',
    },
  ),
  entry(
    'fx-croquettes-burst',
    'technique',
    CULINARY,
    {
      ca: 'les croquetes s’obren en fregir-les | per què les croquetes esclaten a l’oli | les croquetes es desfan en fregir | com evito que s’obrin les croquetes',
      es: 'las croquetas se abren al freírlas | por qué las croquetas revientan en el aceite | las croquetas se deshacen al freír | cómo evito que se abran las croquetas',
      en: 'why do my croquettes burst when frying | croquettes split open in the oil | croquettes fall apart in the fryer',
    },
    {
      ca: 'Croquetes que s’obren: la massa era massa tova o no prou freda, l’arrebossat tenia escletxes o l’oli no era a la temperatura. Fes la beixamel més espessa, deixa la massa a la nevera fins l’endemà, arrebossa-les dues vegades (ou i pa ratllat) sense deixar cap forat i fregeix-ne poques alhora a 180 °C, fins que siguin daurades.',
      es: 'Croquetas que se abren: la masa estaba demasiado blanda o no bastante fría, el rebozado tenía huecos o el aceite no estaba a la temperatura. Haz la bechamel más espesa, deja la masa en la nevera hasta el día siguiente, rebózalas dos veces (huevo y pan rallado) sin dejar ningún hueco y fríe pocas a la vez a 180 °C, hasta que estén doradas.',
      en: 'Croquettes bursting: the filling was too soft or not cold enough, the coating had gaps, or the oil was at the wrong temperature. Make a thicker béchamel, chill the mixture overnight, coat them twice (egg and breadcrumbs) leaving no gaps and fry a few at a time at 180 °C (355 °F) until golden.',
    },
  ),
  entry(
    'fx-flan-holes',
    'technique',
    CULINARY,
    {
      ca: 'el flam té forats | per què el flam queda ple de bombolles | el flam m’ha quedat esponjós i no llis | flam amb foradets, què he fet malament',
      es: 'el flan tiene agujeros | por qué el flan queda lleno de burbujas | el flan me ha quedado esponjoso y no liso | flan con agujeritos, qué he hecho mal',
      en: 'why does my flan have holes | custard full of bubbles | crème caramel not smooth | baked custard spongy texture',
    },
    {
      ca: 'Flam amb forats: s’ha cuit massa fort i l’ou ha bullit. Bat la barreja sense fer escuma, cola-la i cou el flam al bany maria a 150-160 °C, amb l’aigua calenta però sense que arribi a bullir; és a punt quan el centre tremola però ja no és líquid.',
      es: 'Flan con agujeros: se ha cocido demasiado fuerte y el huevo ha hervido. Bate la mezcla sin hacer espuma, cuélala y cuece el flan al baño maría a 150-160 °C, con el agua caliente pero sin que llegue a hervir; está listo cuando el centro tiembla pero ya no es líquido.',
      en: 'A flan with holes: it cooked too hot and the egg boiled. Mix without whisking in air, strain it and bake in a water bath at 150-160 °C (300-325 °F), with the water hot but not boiling; it is done when the centre wobbles but is no longer liquid.',
    },
  ),
];

/** What to use instead of a missing ingredient, with its proportion. */
const SWAPS: readonly KnowledgeEntry[] = [
  entry(
    'sw-egg-whites-aquafaba',
    'substitution',
    CULINARY,
    {
      ca: 'merenga sense ou | què poso en lloc de clares d’ou | com es munta l’aquafaba | mousse vegana sense clares | no tinc ous per fer merenga',
      es: 'merengue sin huevo | qué pongo en vez de claras de huevo | cómo se monta el aquafaba | mousse vegana sin claras | no tengo huevos para hacer merengue',
      en: 'egg white substitute | vegan meringue without eggs | how to whip aquafaba | what can I use instead of egg whites',
    },
    {
      ca: 'Clares d’ou: l’aquafaba (el líquid dels cigrons cuits de pot) es munta com les clares: 30 ml (2 cullerades) per clara, o 45 ml per ou sencer en pastissos. Bat-la ben freda amb unes gotes de llimona o un pessic de crémor tàrtar fins que faci puntes i després hi afegeixes el sucre a poc a poc.',
      es: 'Claras de huevo: el aquafaba (el líquido de los garbanzos cocidos de bote) se monta como las claras: 30 ml (2 cucharadas) por clara, o 45 ml por huevo entero en bizcochos. Bátelo bien frío con unas gotas de limón o una pizca de crémor tártaro hasta que haga picos y después añade el azúcar poco a poco.',
      en: 'Egg whites: aquafaba (the liquid from tinned chickpeas) whips like egg white: 30 ml (2 tablespoons) per white, or 45 ml per whole egg in cakes. Whip it cold with a few drops of lemon juice or a pinch of cream of tartar until it holds peaks, then add the sugar gradually.',
    },
  ),
  entry(
    'sw-egg-binding-glaze',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc d’ou a les mandonguilles | hamburgueses vegetals sense ou | com pinto la massa sense ou | lligar sense ou | empanada sense ou per pintar',
      es: 'qué pongo en vez de huevo en las albóndigas | hamburguesas vegetales sin huevo | cómo pinto la masa sin huevo | ligar sin huevo | empanada sin huevo para pintar',
      en: 'egg substitute for meatballs | binding burgers without egg | egg wash substitute | how do I glaze pastry without egg',
    },
    {
      ca: 'Ou per lligar: a mandonguilles i hamburgueses, pa remullat en llet i ben escorregut, flocs de civada, puré de patata o 3 cullerades de farina de cigró amb 3 d’aigua per cada ou. Per pintar masses i empanades, llet, llet amb un fil d’oli o beguda de soja amb una mica de mel perquè daurin.',
      es: 'Huevo para ligar: en albóndigas y hamburguesas, pan remojado en leche y bien escurrido, copos de avena, puré de patata o 3 cucharadas de harina de garbanzo con 3 de agua por cada huevo. Para pintar masas y empanadas, leche, leche con un hilo de aceite o bebida de soja con un poco de miel para que doren.',
      en: 'Egg as a binder: in meatballs and burgers, bread soaked in milk and squeezed out, rolled oats, mashed potato, or 3 tablespoons chickpea flour with 3 of water per egg. To glaze pastry, milk, milk with a little oil, or soy milk with a touch of honey so it browns.',
    },
  ),
  entry(
    'sw-egg-cake-other',
    'substitution',
    CULINARY,
    {
      ca: 'no tinc llavors de lli per substituir l’ou | chia en lloc d’ou | compota de poma en lloc d’ou | pastís sense ou ni lactis',
      es: 'no tengo linaza para sustituir el huevo | chía en vez de huevo | compota de manzana en vez de huevo | bizcocho sin huevo ni lácteos',
      en: 'chia egg substitute | applesauce instead of eggs | eggless cake without flax | how many eggs can I replace in a cake',
    },
    {
      ca: 'Altres substituts de l’ou en pastissos: 1 cullerada de llavors de chia amb 3 cullerades d’aigua (15 minuts de repòs), 60 g de compota de poma o 45 ml d’aquafaba per ou. Funcionen bé fins a 2-3 ous per recepta; si en porta més (pa de pessic, flam), l’ou és l’estructura i el canvi falla.',
      es: 'Otros sustitutos del huevo en bizcochos: 1 cucharada de semillas de chía con 3 cucharadas de agua (15 minutos de reposo), 60 g de compota de manzana o 45 ml de aquafaba por huevo. Funcionan bien hasta 2-3 huevos por receta; si lleva más (bizcocho genovés, flan), el huevo es la estructura y el cambio falla.',
      en: 'Other egg substitutes in cakes: 1 tablespoon chia seeds with 3 tablespoons water (rest 15 minutes), 60 g applesauce or 45 ml aquafaba per egg. They work for up to 2-3 eggs per recipe; with more (sponge cake, flan), the egg is the structure and the swap fails.',
    },
  ),
  entry(
    'sw-oil-for-butter',
    'substitution',
    CULINARY,
    {
      ca: 'la recepta porta oli i només tinc mantega | puc fer el pastís amb mantega si la recepta diu oli | quanta mantega equival a 100 ml d’oli | canviar l’oli per mantega fosa',
      es: 'la receta lleva aceite y solo tengo mantequilla | puedo hacer el bizcocho con mantequilla si la receta dice aceite | cuánta mantequilla equivale a 100 ml de aceite | cambiar el aceite por mantequilla derretida',
      en: 'recipe calls for oil but I only have butter | baking with melted butter when the recipe says oil | how much butter equals 100 ml oil | swap the oil in a cake for butter',
    },
    {
      ca: 'Mantega en lloc d’oli: 100 ml d’oli equivalen a uns 120-125 g de mantega fosa i tèbia (la mantega porta un 15-20 % d’aigua). El pastís fa més gust de mantega i la molla queda una mica menys humida. Per fregir a foc fort no: la mantega es crema; barreja-la amb una mica d’oli.',
      es: 'Mantequilla en vez de aceite: 100 ml de aceite equivalen a unos 120-125 g de mantequilla derretida y templada (la mantequilla lleva un 15-20 % de agua). El bizcocho sabe más a mantequilla y la miga queda algo menos húmeda. Para freír a fuego fuerte no: la mantequilla se quema; mézclala con un poco de aceite.',
      en: 'Butter instead of oil: 100 ml oil is about 120-125 g melted, cooled butter (butter is 15-20 % water). The cake tastes more buttery and the crumb is slightly less moist. Not for high-heat frying: butter burns; mix it with a little oil.',
    },
  ),
  entry(
    'sw-whipping-cream',
    'substitution',
    CULINARY,
    {
      ca: 'no tinc nata per muntar | substitut vegetal de la nata | crema de coco batuda | crema vegana per a postres',
      es: 'sin nata para montar, qué uso | alternativa vegetal para cubrir postres | crema de coco batida | crema vegana para postres',
      en: 'whipping cream substitute | dairy free topping for desserts | no heavy cream for the dessert | coconut cream as a topping',
    },
    {
      ca: 'Nata per muntar: la part sòlida d’una llauna de llet de coco sencera (no la lleugera), a la nevera d’un dia per l’altre, es munta com la nata. També llet evaporada molt freda batuda amb unes gotes de llimona (es baixa aviat), o mascarpone batut amb una mica de llet.',
      es: 'Nata para montar: la parte sólida de una lata de leche de coco entera (no la ligera), en la nevera de un día para otro, se monta como la nata. También leche evaporada muy fría batida con unas gotas de limón (se baja pronto), o mascarpone batido con un poco de leche.',
      en: 'Whipping cream: the solid part of a can of full-fat coconut milk, chilled overnight, whips like cream. Very cold evaporated milk whipped with a few drops of lemon also works (it deflates soon), or mascarpone beaten with a little milk.',
    },
  ),
  entry(
    'sw-evaporated-condensed',
    'substitution',
    CULINARY,
    {
      ca: 'no tinc llet evaporada | com faig llet condensada a casa | no tinc llet condensada | substitut de la llet evaporada',
      es: 'no tengo leche evaporada | cómo hago leche condensada en casa | no tengo leche condensada | sustituto de la leche evaporada',
      en: 'evaporated milk substitute | how to make condensed milk at home | I don’t have sweetened condensed milk | replace evaporated milk',
    },
    {
      ca: 'Llet evaporada: redueix llet sencera a foc baix, remenant, fins a menys de la meitat (de 550 ml en queden uns 250 ml), o fes servir nata per cuinar allargada amb llet. Llet condensada: 500 ml de llet amb 150-200 g de sucre a foc baix, remenant sovint, fins que es redueixi a un terç i cobreixi la cullera; en refredar-se espesseix més.',
      es: 'Leche evaporada: reduce leche entera a fuego bajo, removiendo, hasta menos de la mitad (de 550 ml quedan unos 250 ml), o usa nata para cocinar aclarada con leche. Leche condensada: 500 ml de leche con 150-200 g de azúcar a fuego bajo, removiendo a menudo, hasta que se reduzca a un tercio y cubra la cuchara; al enfriarse espesa más.',
      en: 'Evaporated milk: simmer whole milk on low heat, stirring, until reduced by more than half (550 ml gives about 250 ml), or use cooking cream thinned with milk. Condensed milk: 500 ml milk with 150-200 g sugar on low heat, stirring often, until reduced to a third and it coats a spoon; it thickens more as it cools.',
    },
  ),
  entry(
    'sw-yogurt-cake',
    'substitution',
    CULINARY,
    {
      ca: 'no tinc iogurt per al pastís de iogurt | què poso en lloc de iogurt en un bizcocho | substituir el iogurt en una recepta | pastís de iogurt sense iogurt',
      es: 'no tengo yogur para el bizcocho de yogur | qué pongo en vez de yogur en un bizcocho | sustituir el yogur en una receta | bizcocho de yogur sin yogur',
      en: 'yogurt substitute in baking | what can I use instead of yogurt in a cake | no yogurt for yogurt cake | replace yogurt in a recipe',
    },
    {
      ca: 'Iogurt en pastissos: la mateixa quantitat (un got de 125 g) de kèfir, crema agra, buttermilk, iogurt vegetal de soja o llet acidulada amb unes gotes de llimona i reposada 10 minuts. Si el pastís fa servir el got de iogurt com a mesura, continua fent servir el mateix got.',
      es: 'Yogur en bizcochos: la misma cantidad (un vaso de 125 g) de kéfir, nata agria, buttermilk, yogur vegetal de soja o leche acidulada con unas gotas de limón y reposada 10 minutos. Si el bizcocho usa el vasito de yogur como medida, sigue usando el mismo vasito.',
      en: 'Yogurt in cakes: the same amount (one 125 g pot) of kefir, sour cream, buttermilk, soy yogurt, or milk soured with a few drops of lemon and left 10 minutes. If the recipe uses the yogurt pot as its measuring cup, keep using the same pot.',
    },
  ),
  entry(
    'sw-self-raising-flour',
    'substitution',
    BAKING,
    {
      ca: 'no tinc farina amb llevat | com faig farina amb llevat incorporat | farina de rebosteria amb llevat casolana | què és la self raising flour',
      es: 'no tengo harina con levadura | harina normal en vez de harina leudante | cómo hago harina bizcochona en casa | harina con levadura incorporada casera | qué es la self raising flour',
      en: 'self raising flour substitute | how to make self-raising flour | no self-rising flour what do I use | plain flour to self raising',
    },
    {
      ca: 'Farina amb llevat: barreja 100 g de farina normal amb 1 culleradeta (4-5 g) de llevat químic i un pessic de sal, i tamisa-ho. Si la recepta ja porta farina amb llevat i a més hi afegeix llevat, no en posis el doble.',
      es: 'Harina con levadura: mezcla 100 g de harina normal con 1 cucharadita (4-5 g) de levadura química y una pizca de sal, y tamízalo. Si la receta ya lleva harina con levadura y además añade levadura, no pongas el doble.',
      en: 'Self-raising flour: mix 100 g plain flour with 1 teaspoon (4-5 g) baking powder and a pinch of salt, and sift (1 cup flour + 1 1/2 teaspoons baking powder). If the recipe uses self-raising flour and also adds baking powder, do not double it.',
    },
  ),
  entry(
    'sw-yeast-types',
    'substitution',
    BAKING,
    {
      ca: 'quina diferència hi ha entre el llevat actiu i l’instantani | passar llevat fresc a instantani | com es fa servir el llevat granulat actiu | el llevat instantani s’ha de dissoldre en aigua',
      es: 'qué diferencia hay entre levadura activa e instantánea | pasar levadura fresca a instantánea | cómo se usa la levadura granulada activa | la levadura instantánea se disuelve en agua',
      en: 'active vs instant yeast difference | convert fresh yeast to instant | how do I proof active yeast granules | does instant yeast need dissolving in water',
    },
    {
      ca: 'Llevat de forner: el fresc es desfà en l’aigua tèbia; el sec actiu (grànuls) s’hidrata 5-10 minuts en aigua tèbia (uns 35 °C) abans; l’instantani (el dels sobrets) es barreja directament amb la farina. Equivalències: 3 g de fresc = 1 g d’instantani; del sec actiu, una mica més (uns 40 % del pes del fresc). El llevat químic no és llevat de forner: no s’intercanvien.',
      es: 'Levadura de panadero: la fresca se deshace en el agua templada; la seca activa (gránulos) se hidrata 5-10 minutos en agua templada (unos 35 °C) antes; la instantánea (la de los sobres) se mezcla directamente con la harina. Equivalencias: 3 g de fresca = 1 g de instantánea; de la seca activa, algo más (un 40 % del peso de la fresca). La levadura química no es levadura de panadero: no se intercambian.',
      en: 'Baker’s yeast: fresh yeast is crumbled into the warm water; active dry yeast (granules) is proofed 5-10 minutes in warm water (about 35 °C) first; instant yeast is mixed straight into the flour. Equivalents: 3 g fresh = 1 g instant; active dry, a little more (about 40 % of the fresh weight). Baking powder is not yeast: they do not swap.',
    },
  ),
  entry(
    'sw-herbs-fresh-dried',
    'substitution',
    SPICES,
    {
      ca: 'quanta herba seca en lloc de fresca | puc posar julivert sec en lloc de fresc | equivalència d’herbes seques i fresques | no tinc alfàbrega fresca, què hi poso',
      es: 'cuánta hierba seca en vez de fresca | puedo poner perejil seco en vez de fresco | equivalencia de hierbas secas y frescas | no tengo albahaca fresca, qué pongo',
      en: 'dried herbs to fresh herbs ratio | can I use dried parsley instead of fresh | how much dried oregano equals fresh | I don’t have fresh basil',
    },
    {
      ca: 'Herbes: 1 cullerada d’herba fresca picada = 1 culleradeta de seca (un terç). La seca, posa-la al principi perquè s’hidrati; la fresca delicada (julivert, alfàbrega, coriandre), al final. Aquestes tres fan poc gust seques: millor congelades, o canvia d’herba (orenga per alfàbrega en una salsa de tomàquet).',
      es: 'Hierbas: 1 cucharada de hierba fresca picada = 1 cucharadita de seca (un tercio). La seca, ponla al principio para que se hidrate; la fresca delicada (perejil, albahaca, cilantro), al final. Esas tres saben a poco secas: mejor congeladas, o cambia de hierba (orégano por albahaca en una salsa de tomate).',
      en: 'Herbs: 1 tablespoon chopped fresh herb = 1 teaspoon dried (a third). Add dried herbs early so they rehydrate; delicate fresh ones (parsley, basil, coriander) at the end. Those three taste of little when dried: use frozen, or switch herbs (oregano for basil in a tomato sauce).',
    },
  ),
  entry(
    'sw-garlic-onion-ginger-powder',
    'substitution',
    SPICES,
    {
      ca: 'quant all en pols per un gra d’all | no tinc all fresc | gingebre en pols en lloc de fresc | ceba en pols en lloc de ceba',
      es: 'cuánto ajo en polvo por un diente de ajo | no tengo ajo fresco | jengibre en polvo en vez de fresco | cebolla en polvo en vez de cebolla',
      en: 'garlic powder for one clove | I don’t have fresh garlic | ground ginger instead of fresh | onion powder instead of onion',
    },
    {
      ca: 'All, ceba i gingebre: 1 gra d’all = 1/8 de culleradeta d’all en pols; 1 ceba mitjana = 1 cullerada de ceba en pols; 1 cullerada de gingebre fresc ratllat = 1/4 de culleradeta de gingebre mòlt. Les versions en pols no es dauren ni fan sofregit: afegeix-les amb el líquid.',
      es: 'Ajo, cebolla y jengibre: 1 diente de ajo = 1/8 de cucharadita de ajo en polvo; 1 cebolla mediana = 1 cucharada de cebolla en polvo; 1 cucharada de jengibre fresco rallado = 1/4 de cucharadita de jengibre molido. Las versiones en polvo no se doran ni hacen sofrito: añádelas con el líquido.',
      en: 'Garlic, onion and ginger: 1 garlic clove = 1/8 teaspoon garlic powder; 1 medium onion = 1 tablespoon onion powder; 1 tablespoon grated fresh ginger = 1/4 teaspoon ground ginger. Powders do not brown or make a sofrito base: add them with the liquid.',
    },
  ),
  entry(
    'sw-brandy',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de conyac | no tinc brandi per a la salsa | substitut del conyac sense alcohol | cuinar sense brandi',
      es: 'qué pongo en vez de coñac | no tengo brandy para la salsa | sustituto del coñac sin alcohol | cocinar sin brandy',
      en: 'brandy substitute in cooking | what can I use instead of cognac | non-alcoholic substitute for brandy | cooking without brandy',
    },
    {
      ca: 'Conyac o brandi: en un guisat o una salsa, la mateixa quantitat de brou amb unes gotes de vinagre de Xerès, o de suc de poma o de raïm blanc; en postres, suc de taronja o una mica d’extracte de vainilla. Un altre licor (rom, whisky, calvados) també hi fa el paper. Per flamejar no hi ha substitut sense alcohol.',
      es: 'Coñac o brandy: en un guiso o una salsa, la misma cantidad de caldo con unas gotas de vinagre de Jerez, o de zumo de manzana o de uva blanca; en postres, zumo de naranja o un poco de extracto de vainilla. Otro licor (ron, whisky, calvados) también sirve. Para flambear no hay sustituto sin alcohol.',
      en: 'Brandy or cognac: in a stew or sauce, the same amount of stock with a few drops of sherry vinegar, or apple or white grape juice; in desserts, orange juice or a little vanilla extract. Another spirit (rum, whisky, calvados) also works. There is no alcohol-free way to flambé.',
    },
  ),
  entry(
    'sw-fortified-wine',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de vi ranci | no tinc xerès per cuinar | no tinc porto ni moscatell per cuinar | vi dolç per cuinar, què hi poso',
      es: 'qué pongo en vez de vino rancio | no tengo jerez para cocinar | sustituto del oporto en una salsa | no tengo moscatel para la receta',
      en: 'sherry substitute in cooking | port wine substitute in a sauce | what can I use instead of Madeira or marsala | sweet wine substitute for cooking',
    },
    {
      ca: 'Vins generosos: el vi ranci i el xerès sec (amontillado, oloroso) s’intercanvien; el porto, el moscatell i el Pedro Ximénez, entre ells o per una garnatxa dolça o una mistela. Sense alcohol: brou amb unes gotes de vinagre de Xerès per als secs, i suc de raïm negre reduït per als dolços.',
      es: 'Vinos generosos: el vino rancio y el jerez seco (amontillado, oloroso) se intercambian; el oporto, el moscatel y el Pedro Ximénez, entre ellos o por una garnacha dulce o una mistela. Sin alcohol: caldo con unas gotas de vinagre de Jerez para los secos, y zumo de uva tinta reducido para los dulces.',
      en: 'Fortified wines: Catalan vi ranci and dry sherry (amontillado, oloroso) swap for each other, as do Madeira and dry marsala; port, moscatel and Pedro Ximénez swap among themselves or for another sweet wine (garnacha dulce, mistela). Alcohol-free: stock with a few drops of sherry vinegar for the dry ones, reduced red grape juice for the sweet ones.',
    },
  ),
  entry(
    'sw-breadcrumbs-gluten-free',
    'substitution',
    CULINARY,
    {
      ca: 'pa ratllat apte per a celíacs | què faig servir per arrebossar si soc celíac | arrebossat sense gluten | ho vull arrebossar i no puc menjar gluten',
      es: 'pan rallado apto para celíacos | qué uso para rebozar si soy celíaco | rebozado sin gluten | quiero rebozar y no puedo tomar gluten',
      en: 'gluten free breadcrumbs substitute | coeliac breading | how to coat without gluten | gluten-free crumb coating',
    },
    {
      ca: 'Pa ratllat sense gluten: flocs de blat de moro triturats (que l’etiqueta digui sense gluten: alguns porten malt d’ordi), sèmola de blat de moro (polenta), ametlla mòlta, flocs d’arròs o pa sense gluten ratllat. Per enfarinar, farina d’arròs o de cigró; per lligar mandonguilles, flocs de civada certificats o puré de patata.',
      es: 'Pan rallado sin gluten: copos de maíz triturados (que la etiqueta diga sin gluten: algunos llevan malta de cebada), sémola de maíz (polenta), almendra molida, copos de arroz o pan sin gluten rallado. Para enharinar, harina de arroz o de garbanzo; para ligar albóndigas, copos de avena certificados o puré de patata.',
      en: 'Gluten-free breadcrumbs: crushed cornflakes (check the label says gluten-free: some contain barley malt), cornmeal or polenta, ground almonds, rice flakes or grated gluten-free bread. For dredging, rice or chickpea flour; to bind meatballs, certified gluten-free oats or mashed potato.',
    },
  ),
  entry(
    'sw-thicken-no-flour',
    'substitution',
    CATALAN_CUISINE,
    {
      ca: 'com espesseixo sense farina ni maizena | lligar un guisat sense farina | espessir sense midó | no tinc farina per espessir el guisat',
      es: 'cómo espeso sin harina ni maicena | ligar un guiso sin harina | espesar sin almidón | no tengo harina para espesar el guiso',
      en: 'how to thicken without flour or cornstarch | thicken stew without flour | starch-free thickener | no flour to thicken my stew',
    },
    {
      ca: 'Espessir sense farina ni midó: redueix la salsa destapada; tritura-hi part de les verdures o unes patates cuites; a la catalana, una picada d’ametlles o avellanes torrades, pa fregit, all i julivert; o, fora del foc, un rovell batut amb una mica de salsa calenta (sense que bulli després).',
      es: 'Espesar sin harina ni almidón: reduce la salsa destapada; tritura parte de las verduras o unas patatas cocidas; a la catalana, una picada de almendras o avellanas tostadas, pan frito, ajo y perejil; o, fuera del fuego, una yema batida con un poco de salsa caliente (sin que hierva después).',
      en: 'Thickening without flour or starch: reduce the sauce uncovered; blend in some of the vegetables or a few cooked potatoes; the Catalan way, a picada of toasted almonds or hazelnuts, fried bread, garlic and parsley; or, off the heat, an egg yolk beaten with a little hot sauce (do not boil it afterwards).',
    },
  ),
  entry(
    'sw-brown-sugar',
    'substitution',
    BAKING,
    {
      ca: 'no tinc sucre moreno | com faig sucre moreno a casa | puc posar sucre blanc si la recepta diu moreno | substitut del sucre moreno',
      es: 'no tengo azúcar moreno | cómo hago azúcar moreno en casa | puedo poner azúcar blanco si la receta dice moreno | sustituto del azúcar moreno',
      en: 'I don’t have brown sugar | how to make brown sugar at home | can I use white sugar if the recipe says brown | light or dark brown sugar swap',
    },
    {
      ca: 'Sucre moreno: 200 g de sucre blanc + 1 cullerada de melassa (2 per al moreno fosc), barrejats amb els dits. També el mateix pes de sucre blanc sol, però les galetes quedaran menys toves i amb menys gust de caramel. El sucre integral de canya (panela, mascavat) el substitueix pes per pes.',
      es: 'Azúcar moreno: 200 g de azúcar blanco + 1 cucharada de melaza (2 para el moreno oscuro), mezclados con los dedos. También el mismo peso de azúcar blanco solo, pero las galletas quedarán menos tiernas y con menos sabor a caramelo. El azúcar integral de caña (panela, mascabado) lo sustituye peso por peso.',
      en: 'Brown sugar: 1 cup (200 g) white sugar + 1 tablespoon molasses (2 for dark brown), rubbed together. Plain white sugar by weight also works, but cookies come out less chewy and less caramel-flavoured. Whole cane sugar (muscovado, panela) replaces it weight for weight.',
    },
  ),
  entry(
    'sw-icing-sugar',
    'substitution',
    BAKING,
    {
      ca: 'com faig sucre llustre a casa | no tinc sucre de llustre | sucre glas casolà | què poso en lloc de sucre en pols',
      es: 'cómo hago azúcar glas en casa | no tengo azúcar glas | azúcar glas casero | qué pongo en vez de azúcar en polvo',
      en: 'how to make icing sugar | no powdered sugar what do I use | homemade confectioners sugar | I don’t have icing sugar',
    },
    {
      ca: 'Sucre llustre: tritura sucre blanc al molinet o a la batedora de vas, a tandes petites, fins que sigui pols fina, i tamisa’l; perquè no faci grumolls, afegeix-hi 1 culleradeta de midó de blat de moro per cada 100 g. Espera un minut abans d’obrir el vas, que la pols queda suspesa.',
      es: 'Azúcar glas: tritura azúcar blanco en el molinillo o la batidora de vaso, en tandas pequeñas, hasta que sea polvo fino, y tamízalo; para que no haga grumos, añade 1 cucharadita de maicena por cada 100 g. Espera un minuto antes de abrir el vaso, que el polvo queda suspendido.',
      en: 'Icing sugar: blitz granulated sugar in a spice grinder or blender in small batches until it is a fine powder, then sift; to stop it clumping, add 1 teaspoon cornflour per 100 g. Wait a minute before opening the jar, as the dust hangs in the air.',
    },
  ),
  entry(
    'sw-gelatine-agar',
    'substitution',
    CULINARY,
    {
      ca: 'agar-agar en lloc de gelatina | quant agar-agar poso | substituir les fulles de gelatina per agar | gelatina vegetal sense origen animal',
      es: 'agar-agar en vez de gelatina | cuánto agar-agar pongo | sustituir las hojas de gelatina por agar | gelatina vegetal sin origen animal',
      en: 'agar agar instead of gelatin | how much agar to replace gelatine | vegetarian gelatin substitute | swap gelatin sheets for agar',
    },
    {
      ca: 'Agar-agar per gelatina: és més fort i funciona diferent: s’ha de bullir 1-2 minuts dins el líquid i qualla en refredar-se, fins i tot fora de la nevera. Com a referència, 2 g d’agar en pols quallen uns 500 ml (el que farien 4-5 fulles de gelatina); per a una textura més tova, posa-n’hi menys. La gelatina, en canvi, s’hidrata en aigua freda i es desfà sense bullir.',
      es: 'Agar-agar por gelatina: es más fuerte y funciona distinto: hay que hervirlo 1-2 minutos dentro del líquido y cuaja al enfriarse, incluso fuera de la nevera. Como referencia, 2 g de agar en polvo cuajan unos 500 ml (lo que harían 4-5 hojas de gelatina); para una textura más blanda, pon menos. La gelatina, en cambio, se hidrata en agua fría y se disuelve sin hervir.',
      en: 'Agar instead of gelatine: it is stronger and works differently: it must boil 1-2 minutes in the liquid and it sets as it cools, even outside the fridge. As a guide, 2 g agar powder sets about 500 ml (what 4-5 gelatine sheets would do); use less for a softer set. Gelatine, by contrast, is soaked in cold water and dissolved without boiling.',
    },
  ),
  entry(
    'sw-vinegar',
    'substitution',
    CULINARY,
    {
      ca: 'no tinc vinagre, què hi poso | puc posar llimona en lloc de vinagre | vinagre de poma en lloc de vinagre de vi | substitut del vinagre de Mòdena',
      es: 'no tengo vinagre, qué pongo | puedo poner limón en vez de vinagre | vinagre de manzana en vez de vinagre de vino | sustituto del vinagre de Módena',
      en: 'vinegar substitute | can I use lemon juice instead of vinegar | cider vinegar instead of wine vinegar | balsamic vinegar substitute',
    },
    {
      ca: 'Vinagre: en amanides, marinades i salses, el mateix volum de suc de llimona; els vinagres de vi, de poma i de Xerès s’intercanvien 1 a 1 (el de Xerès és més intens). El de Mòdena és dolç: vinagre de vi amb una mica de mel. En conserves i escabetxos no el canviïs per llimona: fes servir un altre vinagre d’almenys un 5 % d’acidesa.',
      es: 'Vinagre: en ensaladas, marinadas y salsas, el mismo volumen de zumo de limón; los vinagres de vino, de manzana y de Jerez se intercambian 1 a 1 (el de Jerez es más intenso). El de Módena es dulce: vinagre de vino con un poco de miel. En conservas y escabeches no lo cambies por limón: usa otro vinagre de al menos un 5 % de acidez.',
      en: 'Vinegar: in dressings, marinades and sauces, the same volume of lemon juice; wine, cider and sherry vinegars swap 1 to 1 (sherry vinegar is stronger). Balsamic is sweet: wine vinegar with a little honey. For preserves and pickles do not use lemon: use another vinegar of at least 5 % acidity.',
    },
  ),
  entry(
    'sw-shallot',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc d’escalunya | no tinc escalunyes | substitut de la xalota | ceba en lloc d’escalunya',
      es: 'qué pongo en vez de chalota | no tengo chalotas | sustituto de la escalonia | cebolla en vez de chalota',
      en: 'shallot substitute | I don’t have shallots | onion instead of shallot | what can I use instead of shallots',
    },
    {
      ca: 'Escalunya: el mateix pes de ceba dolça o vermella, o de la part blanca de cebes tendres, amb un bocí d’all si vols el seu punt; una ceba mitjana fa per unes 3 escalunyes. En una vinagreta crua, ceba vermella ben picada i remullada 10 minuts en aigua freda perquè no piqui.',
      es: 'Chalota: el mismo peso de cebolla dulce o morada, o de la parte blanca de cebolletas, con un poco de ajo si quieres su punto; una cebolla mediana equivale a unas 3 chalotas. En una vinagreta cruda, cebolla morada bien picada y remojada 10 minutos en agua fría para que no pique.',
      en: 'Shallot: the same weight of sweet or red onion, or the white part of spring onions, with a touch of garlic for its edge; one medium onion stands in for about 3 shallots. In a raw dressing, finely chopped red onion soaked 10 minutes in cold water so it is less sharp.',
    },
  ),
  entry(
    'sw-leek',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de porro | no tinc porros per a la crema | substitut del porro | ceba en lloc de porro',
      es: 'qué pongo en vez de puerro | no tengo puerros para la crema | sustituto del puerro | cebolla en vez de puerro',
      en: 'leek substitute | I don’t have leeks for the soup | onion instead of leek | what can I use instead of leeks',
    },
    {
      ca: 'Porro: la ceba tendra (la part blanca i verd clar) és el més semblant; també ceba dolça, en una mica menys de quantitat, i per a brous, api. En cremes i vichyssoise, ceba dolça ofegada a foc molt baix perquè no es dauri.',
      es: 'Puerro: la cebolleta (la parte blanca y verde claro) es lo más parecido; también cebolla dulce, en algo menos de cantidad, y para caldos, apio. En cremas y vichyssoise, cebolla dulce pochada a fuego muy bajo para que no se dore.',
      en: 'Leek: spring onions (white and pale green parts) are closest; sweet onion also works, using a little less, and celery for stocks. In creamy soups and vichyssoise, sweat sweet onion over very low heat so it does not brown.',
    },
  ),
  entry(
    'sw-tomato-tinned-fresh',
    'substitution',
    CULINARY,
    {
      ca: 'tomàquet de pot en lloc de fresc | quants tomàquets frescos són una llauna | puc fer el sofregit amb tomàquet triturat | tomàquet natural de llauna per fresc',
      es: 'tomate de bote en vez de fresco | cuántos tomates frescos son una lata | puedo hacer el sofrito con tomate triturado | tomate natural de lata por fresco',
      en: 'tinned tomatoes instead of fresh | how many fresh tomatoes in a can | can I use canned tomatoes for sofrito | fresh tomato to canned conversion',
    },
    {
      ca: 'Tomàquet: una llauna de 400 g de tomàquet pelat o triturat equival a uns 500 g de tomàquets frescos madurs (3-4 de mitjans), i fora de temporada sovint fa més gust. Per al sofregit, el triturat de pot va bé: cou-lo una mica més perquè perdi l’aigua i l’acidesa. En cru (pa amb tomàquet, amanides), només fresc.',
      es: 'Tomate: una lata de 400 g de tomate pelado o triturado equivale a unos 500 g de tomates frescos maduros (3-4 medianos), y fuera de temporada suele saber más. Para el sofrito, el triturado de bote va bien: cuécelo un poco más para que pierda el agua y la acidez. En crudo (pan con tomate, ensaladas), solo fresco.',
      en: 'Tomatoes: a 400 g (14 oz) tin of peeled or crushed tomatoes equals about 500 g ripe fresh tomatoes (3-4 medium), and out of season it often tastes better. For sofrito, crushed tinned tomato works: cook it a little longer to drive off water and acidity. Raw (pa amb tomàquet, salads), only fresh.',
    },
  ),
  entry(
    'sw-tomato-paste',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de concentrat de tomàquet | no tinc tomàquet concentrat | substitut de la pasta de tomàquet | tomàquet fregit en lloc de concentrat',
      es: 'qué pongo en vez de concentrado de tomate | no tengo tomate concentrado | sustituto de la pasta de tomate | tomate frito en vez de concentrado',
      en: 'tomato paste substitute | I don’t have tomato puree | what can I use instead of tomato paste | ketchup instead of tomato paste',
    },
    {
      ca: 'Concentrat de tomàquet: 1 cullerada = unes 3 cullerades de salsa o de tomàquet triturat reduïdes a foc viu fins que espesseixin; també tomàquet fregit (més dolç) o un sofregit ben reduït. Quètxup, només poc, que és dolç i avinagrat.',
      es: 'Concentrado de tomate: 1 cucharada = unas 3 cucharadas de salsa o de tomate triturado reducidas a fuego vivo hasta que espesen; también tomate frito (más dulce) o un sofrito bien reducido. Kétchup, solo poco, que es dulce y avinagrado.',
      en: 'Tomato paste: 1 tablespoon = about 3 tablespoons tomato sauce or passata reduced over high heat until thick; or tomato frito (sweeter) or a well-reduced sofrito. Ketchup only in small amounts, as it is sweet and vinegary.',
    },
  ),
  entry(
    'sw-stock-cube',
    'substitution',
    CULINARY,
    {
      ca: 'pastilla de brou en lloc de brou casolà | quanta aigua per una pastilla de brou | no tinc brou, què hi poso | brou de pastilla per a l’arròs',
      es: 'pastilla de caldo en vez de caldo casero | cuánta agua por una pastilla de caldo | no tengo caldo, qué pongo | caldo de pastilla para el arroz',
      en: 'stock cube instead of homemade stock | how much water per stock cube | no stock what can I use | bouillon cube for rice',
    },
    {
      ca: 'Brou: una pastilla sol ser per a 500 ml d’aigua (mira el paquet); porta molta sal, així que no salis fins al final i tasta. Per millorar-lo, bull-lo 15 minuts amb ceba, pastanaga i una fulla de llorer, o fes servir brou de brik. Sense res, aigua amb un sofregit ben fet també dona gust a un arròs o un guisat.',
      es: 'Caldo: una pastilla suele ser para 500 ml de agua (mira el paquete); lleva mucha sal, así que no sales hasta el final y prueba. Para mejorarlo, hiérvelo 15 minutos con cebolla, zanahoria y una hoja de laurel, o usa caldo de brik. Sin nada, agua con un sofrito bien hecho también da sabor a un arroz o un guiso.',
      en: 'Stock: one cube is usually for 500 ml water (check the packet; some are for 250 ml); it is very salty, so do not salt until the end and taste. To improve it, simmer it 15 minutes with onion, carrot and a bay leaf, or use carton stock. With nothing, water and a well-cooked sofrito still flavour a rice dish or stew.',
    },
  ),
  entry(
    'sw-parmesan',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de parmesà | substitut del parmigiano | formatge per gratinar si no tinc parmesà | parmesà vegetarià o vegà',
      es: 'qué pongo en vez de parmesano | sustituto del parmigiano | queso para gratinar si no tengo parmesano | parmesano vegetariano o vegano',
      en: 'parmesan substitute | what can I use instead of parmigiano | vegetarian parmesan alternative | vegan parmesan',
    },
    {
      ca: 'Parmesà: grana padano (el més semblant), pecorino (més salat: posa’n menys), manxec o un altre formatge d’ovella curat, o idiazabal. El parmesà autèntic es fa amb quall animal: per a vegetarians, un formatge curat amb quall vegetal; per a vegans, llevat nutricional amb ametlla mòlta.',
      es: 'Parmesano: grana padano (el más parecido), pecorino (más salado: pon menos), manchego u otro queso de oveja curado, o idiazábal. El parmesano auténtico se hace con cuajo animal: para vegetarianos, un queso curado con cuajo vegetal; para veganos, levadura nutricional con almendra molida.',
      en: 'Parmesan: grana padano (the closest), pecorino (saltier: use less), aged manchego or another hard sheep’s cheese. Real parmigiano uses animal rennet: for vegetarians, a hard cheese made with vegetable rennet; for vegans, nutritional yeast with ground almonds.',
    },
  ),
  entry(
    'sw-mozzarella',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de mozzarella | formatge per a pizza si no tinc mozzarella | substitut de la mozzarella fresca | quin formatge fon com la mozzarella',
      es: 'qué pongo en vez de mozzarella | queso para pizza si no tengo mozzarella | sustituto de la mozzarella fresca | qué queso funde como la mozzarella',
      en: 'mozzarella substitute | cheese for pizza without mozzarella | what melts like mozzarella | fresh mozzarella alternative',
    },
    {
      ca: 'Mozzarella: per a pizza i gratinats, un formatge tendre que es fongui bé: provolone, edam, gouda jove, emmental o formatge tendre de vaca; la mozzarella fresca, escorreguda i assecada. En amanides, burrata o formatge fresc.',
      es: 'Mozzarella: para pizza y gratinados, un queso tierno que funda bien: provolone, edam, gouda joven, emmental o queso tierno de vaca; la mozzarella fresca, escurrida y secada. En ensaladas, burrata o queso fresco.',
      en: 'Mozzarella: for pizza and gratins, a young cheese that melts well: provolone, edam, young gouda, emmental or mild cow’s cheese; fresh mozzarella, drained and patted dry. In salads, burrata or fresh cheese.',
    },
  ),
  entry(
    'sw-mascarpone',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de mascarpone | tiramisú sense mascarpone | substitut del mascarpone | no tinc mascarpone',
      es: 'qué pongo en vez de mascarpone | tiramisú sin mascarpone | sustituto del mascarpone | no tengo mascarpone',
      en: 'mascarpone substitute | tiramisu without mascarpone | what can I use instead of mascarpone | I don’t have mascarpone',
    },
    {
      ca: 'Mascarpone: 250 g = 200 g de formatge crema a temperatura ambient batut amb 50 ml de nata per muntar fins que quedi llis. També mató o ricotta ben escorreguts i triturats amb una mica de nata; per al tiramisú, munta la nata a part i incorpora-la perquè quedi lleuger.',
      es: 'Mascarpone: 250 g = 200 g de queso crema a temperatura ambiente batido con 50 ml de nata para montar hasta que quede liso. También requesón o ricotta bien escurridos y triturados con un poco de nata; para el tiramisú, monta la nata aparte e incorpórala para que quede ligero.',
      en: 'Mascarpone: 250 g = 200 g room-temperature cream cheese beaten with 50 ml whipping cream until smooth. Drained ricotta blended with a little cream also works; for tiramisu, whip the cream separately and fold it in to keep it light.',
    },
  ),
  entry(
    'sw-ricotta-mato',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de ricotta | mató en lloc de ricotta | no tinc mató per a les postres | substitut del mató',
      es: 'qué pongo en vez de ricotta | requesón en vez de ricotta | no tengo requesón para el postre | sustituto del mató',
      en: 'ricotta substitute | what can I use instead of ricotta | cottage cheese instead of ricotta | I don’t have ricotta',
    },
    {
      ca: 'Ricotta, mató i requesón s’intercanvien: tots són formatges frescos de gra fi. Si no en tens, cottage escorregut i triturat, formatge fresc aixafat, o iogurt grec colat tota la nit en un drap.',
      es: 'Ricotta, mató y requesón se intercambian: todos son quesos frescos de grano fino. Si no tienes, cottage escurrido y triturado, queso fresco chafado, o yogur griego colado toda la noche en un paño.',
      en: 'Ricotta, mató (Catalan fresh cheese) and requesón swap for one another: all are fine-curd fresh cheeses. Otherwise, drained and blended cottage cheese, mashed fresh cheese, or Greek yogurt strained overnight in a cloth.',
    },
  ),
  entry(
    'sw-pine-nuts',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de pinyons | pesto sense pinyons | substitut dels pinyons | espinacs a la catalana sense pinyons',
      es: 'qué pongo en vez de piñones | pesto sin piñones | sustituto de los piñones | espinacas a la catalana sin piñones',
      en: 'pine nut substitute | pesto without pine nuts | what can I use instead of pine nuts | cheaper alternative to pine nuts',
    },
    {
      ca: 'Pinyons: ametlles crues, nous, anacards o pipes de gira-sol, en la mateixa quantitat, picats a la mida i torrats lleugerament. Al pesto, nous o anacards; als espinacs a la catalana i a les coques, ametlla laminada o avellanes.',
      es: 'Piñones: almendras crudas, nueces, anacardos o pipas de girasol, en la misma cantidad, picados al tamaño y ligeramente tostados. En el pesto, nueces o anacardos; en las espinacas a la catalana y en las cocas, almendra laminada o avellanas.',
      en: 'Pine nuts: raw almonds, walnuts, cashews or sunflower seeds, in the same amount, chopped to size and lightly toasted. In pesto, walnuts or cashews; in Catalan spinach and sweet cocas, flaked almonds or hazelnuts.',
    },
  ),
  entry(
    'sw-saffron',
    'substitution',
    CATALAN_CUISINE,
    {
      ca: 'què poso en lloc de safrà | paella sense safrà | colorant en lloc de safrà | cúrcuma per safrà',
      es: 'qué pongo en vez de azafrán | paella sin azafrán | colorante en vez de azafrán | cúrcuma por azafrán',
      en: 'saffron substitute | paella without saffron | turmeric instead of saffron | food colouring instead of saffron',
    },
    {
      ca: 'Safrà: no té substitut de gust; per al color, colorant alimentari (el groc de les paelles) o un pessic de cúrcuma (poca, que té gust propi), amb un punt de pebre vermell dolç. Si en tens poc, torra’n els brins, aixafa’ls al morter i deixa’ls 10 minuts en remull en brou calent: en treus més color i aroma.',
      es: 'Azafrán: no tiene sustituto de sabor; para el color, colorante alimentario (el amarillo de las paellas) o una pizca de cúrcuma (poca, que tiene sabor propio), con un punto de pimentón dulce. Si tienes poco, tuesta las hebras, májalas en el mortero y déjalas 10 minutos en remojo en caldo caliente: sacas más color y aroma.',
      en: 'Saffron: nothing replaces its flavour; for colour, yellow food colouring (the usual paella colouring) or a pinch of turmeric (go easy, it has its own taste), with a little sweet paprika. If you only have a little, toast the threads, crush them in a mortar and steep them 10 minutes in hot stock to get more colour and aroma.',
    },
  ),
  entry(
    'sw-pimenton',
    'substitution',
    SPICES,
    {
      ca: 'què poso en lloc de pebre vermell fumat | no tinc pebre vermell picant | substitut del pimentó de la Vera | pebre vermell dolç en lloc de picant',
      es: 'qué pongo en vez de pimentón ahumado | no tengo pimentón picante | sustituto del pimentón de la Vera | pimentón dulce en vez de picante',
      en: 'smoked paprika substitute | hot paprika substitute | pimentón de la Vera alternative | sweet paprika instead of hot',
    },
    {
      ca: 'Pebre vermell: el picant = el dolç + un pessic de caiena o de bitxo mòlt; el fumat (de la Vera) = el dolç + una mica de chipotle en pols, o un altre ingredient fumat (cansalada, sal fumada). La pàprika hongaresa fa de dolç. No el fregeixis a foc fort: en segons es crema i amarga.',
      es: 'Pimentón: el picante = el dulce + una pizca de cayena o guindilla molida; el ahumado (de la Vera) = el dulce + un poco de chipotle en polvo, u otro ingrediente ahumado (panceta, sal ahumada). La paprika húngara hace de dulce. No lo frías a fuego fuerte: en segundos se quema y amarga.',
      en: 'Paprika: hot = sweet + a pinch of cayenne or ground chilli; smoked (pimentón de la Vera) = sweet + a little chipotle powder, or another smoky ingredient (bacon, smoked salt). Hungarian paprika stands in for sweet. Do not fry it over high heat: it burns and turns bitter in seconds.',
    },
  ),
  entry(
    'sw-cayenne',
    'substitution',
    SPICES,
    {
      ca: 'què poso en lloc de caiena | no tinc pebre de caiena | substitut del bitxo en pols | flocs de bitxo en lloc de caiena',
      es: 'qué pongo en vez de cayena | no tengo pimienta de cayena | sustituto de la guindilla en polvo | copos de chile en vez de cayena',
      en: 'cayenne pepper substitute | I don’t have cayenne | chilli flakes instead of cayenne | what can I use for heat instead of cayenne',
    },
    {
      ca: 'Caiena: bitxo sec triturat o en flocs (quantitat semblant), unes gotes de salsa picant tipus Tabasco, o pebre vermell picant (més suau: posa’n 2-3 vegades més). Afegeix-ho a poc a poc i tasta.',
      es: 'Cayena: guindilla seca triturada o en copos (cantidad parecida), unas gotas de salsa picante tipo Tabasco, o pimentón picante (más suave: pon 2-3 veces más). Añádelo poco a poco y prueba.',
      en: 'Cayenne: crushed dried chilli or chilli flakes (about the same amount), a few drops of hot sauce such as Tabasco, or hot paprika (milder: use 2-3 times as much). Add it gradually and taste.',
    },
  ),
  entry(
    'sw-fresh-chilli',
    'substitution',
    SPICES,
    {
      ca: 'què poso en lloc de bitxo fresc | no tinc guindilla fresca | bitxo sec en lloc de fresc | substitut del jalapeño',
      es: 'qué pongo en vez de guindilla fresca | no tengo chile fresco | guindilla seca en vez de fresca | sustituto del jalapeño',
      en: 'fresh chilli substitute | dried chilli instead of fresh | I don’t have a fresh chili | jalapeño substitute',
    },
    {
      ca: 'Bitxo fresc: per cada bitxo, 1/2 culleradeta de bitxo sec en flocs, 1 bitxet sec sencer o un pessic de caiena; per al gust vegetal, afegeix-hi una mica de pebrot verd. El picant varia molt d’un bitxo a l’altre: comença amb menys i tasta.',
      es: 'Guindilla fresca: por cada guindilla, 1/2 cucharadita de guindilla seca en copos, 1 guindilla seca entera o una pizca de cayena; para el sabor vegetal, añade un poco de pimiento verde. El picante varía mucho de un chile a otro: empieza con menos y prueba.',
      en: 'Fresh chilli: per chilli, 1/2 teaspoon dried chilli flakes, 1 small whole dried chilli or a pinch of cayenne; for the green flavour, add a little green pepper. Heat varies a lot from one chilli to another: start with less and taste.',
    },
  ),
  entry(
    'sw-soy-tamari',
    'substitution',
    CULINARY,
    {
      ca: 'salsa de soja sense gluten | tamari en lloc de soja | què poso en lloc de salsa de soja | substitut de la soja per a celíacs',
      es: 'salsa de soja sin gluten | tamari en vez de soja | qué pongo en vez de salsa de soja | sustituto de la soja para celíacos',
      en: 'gluten free soy sauce | tamari instead of soy sauce | soy sauce substitute | what can I use instead of soy sauce',
    },
    {
      ca: 'Salsa de soja: el tamari la substitueix 1 a 1 i sol ser sense gluten (comprova l’etiqueta: alguns porten blat). Sense soja, aminos de coco (més dolços i menys salats: posa’n més). La salsa Worcestershire dona umami, però porta anxova i, sovint, gluten.',
      es: 'Salsa de soja: el tamari la sustituye 1 a 1 y suele ser sin gluten (comprueba la etiqueta: algunos llevan trigo). Sin soja, aminos de coco (más dulces y menos salados: pon más). La salsa Worcestershire da umami, pero lleva anchoa y, a menudo, gluten.',
      en: 'Soy sauce: tamari replaces it 1 to 1 and is usually gluten-free (check the label: some contain wheat). Soy-free, coconut aminos (sweeter and less salty: use more). Worcestershire sauce adds umami but contains anchovy and often gluten.',
    },
  ),
  entry(
    'sw-mustard',
    'substitution',
    SPICES,
    {
      ca: 'què poso en lloc de mostassa | no tinc mostassa de Dijon | mostassa en pols en lloc de mostassa preparada | vinagreta sense mostassa',
      es: 'qué pongo en vez de mostaza | no tengo mostaza de Dijon | mostaza en polvo en vez de preparada | vinagreta sin mostaza',
      en: 'mustard substitute | I don’t have Dijon mustard | dry mustard to prepared mustard | vinaigrette without mustard',
    },
    {
      ca: 'Mostassa: la de Dijon, l’antiga (en gra) i l’anglesa s’intercanvien en salses (l’anglesa pica més). 1 culleradeta de mostassa en pols amb 1 culleradeta d’aigua freda i unes gotes de vinagre, reposada 10 minuts = 1 cullerada de mostassa preparada. Per lligar una vinagreta, una mica de mel o de rovell.',
      es: 'Mostaza: la de Dijon, la antigua (en grano) y la inglesa se intercambian en salsas (la inglesa pica más). 1 cucharadita de mostaza en polvo con 1 cucharadita de agua fría y unas gotas de vinagre, reposada 10 minutos = 1 cucharada de mostaza preparada. Para ligar una vinagreta, un poco de miel o de yema.',
      en: 'Mustard: Dijon, wholegrain and English mustard swap in sauces (English is hotter). 1 teaspoon mustard powder mixed with 1 teaspoon cold water and a few drops of vinegar, left 10 minutes = 1 tablespoon prepared mustard. To emulsify a vinaigrette, a little honey or egg yolk.',
    },
  ),
  entry(
    'sw-vanilla',
    'substitution',
    SPICES,
    {
      ca: 'què poso en lloc de vainilla | beina de vainilla o extracte, equivalència | no tinc extracte de vainilla | sucre vainillat en lloc de vainilla',
      es: 'qué pongo en vez de vainilla | vaina de vainilla o extracto, equivalencia | no tengo extracto de vainilla | azúcar avainillado en vez de vainilla',
      en: 'vanilla extract substitute | vanilla bean to extract conversion | I don’t have vanilla | vanilla sugar instead of extract',
    },
    {
      ca: 'Vainilla: 1 beina = 1 cullerada (15 ml) d’extracte; el sucre vainillat també serveix, traient aquest sucre del de la recepta. Sense vainilla, pell de llimona o de taronja, canyella o unes gotes d’aigua de flor de taronger, segons les postres.',
      es: 'Vainilla: 1 vaina = 1 cucharada (15 ml) de extracto; el azúcar avainillado también sirve, restando ese azúcar del de la receta. Sin vainilla, piel de limón o de naranja, canela o unas gotas de agua de azahar, según el postre.',
      en: 'Vanilla: 1 vanilla bean = 1 tablespoon (15 ml) extract; vanilla sugar also works, taking that sugar off the recipe’s sugar. Without vanilla, lemon or orange zest, cinnamon or a few drops of orange-blossom water, depending on the dessert.',
    },
  ),
  entry(
    'sw-chocolate-cocoa',
    'substitution',
    BAKING,
    {
      ca: 'cacau en pols en lloc de xocolata | no tinc xocolata negra per al pastís | substitut de la xocolata de postres | quant cacau per substituir la xocolata',
      es: 'cacao en polvo en vez de chocolate | no tengo chocolate negro para el bizcocho | sustituto del chocolate fondant | cuánto cacao para sustituir el chocolate',
      en: 'cocoa powder instead of chocolate | unsweetened chocolate substitute | I don’t have dark chocolate for baking | how much cocoa replaces chocolate',
    },
    {
      ca: 'Xocolata: 30 g de xocolata sense sucre = 3 cullerades de cacau pur en pols + 1 cullerada de mantega o oli. 30 g de xocolata negra de postres = 1 cullerada de cacau pur + 1 cullerada de sucre + 2 culleradetes de mantega. El cacau soluble per a la llet no serveix: és sobretot sucre.',
      es: 'Chocolate: 30 g de chocolate sin azúcar = 3 cucharadas de cacao puro en polvo + 1 cucharada de mantequilla o aceite. 30 g de chocolate negro de postres = 1 cucharada de cacao puro + 1 cucharada de azúcar + 2 cucharaditas de mantequilla. El cacao soluble para la leche no sirve: es sobre todo azúcar.',
      en: 'Chocolate: 1 oz (30 g) unsweetened chocolate = 3 tablespoons unsweetened cocoa + 1 tablespoon butter or oil. 1 oz semisweet chocolate = 1 tablespoon cocoa + 1 tablespoon sugar + 2 teaspoons butter. Sweetened drinking chocolate will not do: it is mostly sugar.',
    },
  ),
  entry(
    'sw-paella-rice',
    'substitution',
    CATALAN_CUISINE,
    {
      ca: 'no tinc arròs bomba per a la paella | quin arròs puc fer servir per a la paella | arròs rodó en lloc de bomba | puc fer paella amb arròs llarg',
      es: 'no tengo arroz bomba para la paella | qué arroz puedo usar para la paella | arroz redondo en vez de bomba | puedo hacer paella con arroz largo',
      en: 'substitute for bomba rice | what rice can I use for paella | can I use arborio for paella | paella with long grain rice',
    },
    {
      ca: 'Arròs per a paella: qualsevol arròs rodó o mitjà (sénia, bahia, albufera, J. Sendra) hi serveix; absorbeix menys brou que el bomba (unes 2-2,5 parts per 1 en volum, en lloc de 2,5-3) i es passa més fàcilment, així que vigila el punt. L’arròs llarg i el basmati no agafen el gust i queden solts; el de risotto (arborio) deixa anar massa midó i queda melós.',
      es: 'Arroz para paella: cualquier arroz redondo o medio (senia, bahía, albufera, J. Sendra) sirve; absorbe menos caldo que el bomba (unas 2-2,5 partes por 1 en volumen, en lugar de 2,5-3) y se pasa con más facilidad, así que vigila el punto. El arroz largo y el basmati no cogen el sabor y quedan sueltos; el de risotto (arborio) suelta demasiado almidón y queda meloso.',
      en: 'Paella rice: any Spanish short or medium grain (senia, bahía, albufera, J. Sendra) works; it absorbs less stock than bomba (about 2-2.5 parts to 1 by volume instead of 2.5-3) and overcooks more easily, so watch it. Long-grain and basmati do not take up the flavour and stay separate; risotto rice (arborio) releases too much starch and turns creamy.',
    },
  ),
  entry(
    'sw-nyora',
    'substitution',
    CATALAN_CUISINE,
    {
      ca: 'què poso en lloc de nyores | no tinc nyores per al romesco | substitut de la nyora | pebrot choricero en lloc de nyora',
      es: 'qué pongo en vez de ñoras | no tengo ñoras para el romesco | sustituto de la ñora | pimiento choricero en vez de ñora',
      en: 'ñora pepper substitute | romesco without ñoras | what dried pepper can I use instead of ñora | choricero pepper instead of nyora',
    },
    {
      ca: 'Nyores: la carn de pebrot choricero de pot és el substitut més fidel; també pebrot ancho sec (mexicà) o, en última instància, una mica de pebre vermell dolç. Si són pebrots secs, remulla’ls 30 minuts en aigua calenta i rasca’n la carn amb una cullera.',
      es: 'Ñoras: la carne de pimiento choricero de bote es el sustituto más fiel; también chile ancho seco (mexicano) o, en último caso, un poco de pimentón dulce. Si son pimientos secos, remójalos 30 minutos en agua caliente y raspa la carne con una cuchara.',
      en: 'Ñoras: jarred choricero pepper paste is the closest substitute; dried ancho chillies also work or, as a last resort, a little sweet paprika. With dried peppers, soak them 30 minutes in hot water and scrape out the flesh with a spoon.',
    },
  ),
  entry(
    'sw-cream-of-tartar',
    'substitution',
    BAKING,
    {
      ca: 'què poso en lloc de crémor tàrtar | no tinc crémor per a les clares | substitut del cremor tartar | clares a punt de neu sense crémor',
      es: 'qué pongo en vez de crémor tártaro | no tengo cremor para las claras | sustituto del cremor tártaro | claras a punto de nieve sin cremor',
      en: 'cream of tartar substitute | whipping egg whites without cream of tartar | what can I use instead of cream of tartar',
    },
    {
      ca: 'Crémor tàrtar: per muntar clares, 1/2 culleradeta de suc de llimona o de vinagre blanc per cada 2 clares. Si la recepta el fa servir amb bicarbonat perquè pugi, canvia’ls tots dos per llevat químic: 1 culleradeta per cada 1/4 de culleradeta de bicarbonat.',
      es: 'Crémor tártaro: para montar claras, 1/2 cucharadita de zumo de limón o de vinagre blanco por cada 2 claras. Si la receta lo usa con bicarbonato para que suba, cambia ambos por levadura química: 1 cucharadita por cada 1/4 de cucharadita de bicarbonato.',
      en: 'Cream of tartar: to stabilise egg whites, 1/2 teaspoon lemon juice or white vinegar per 2 whites. If the recipe uses it with baking soda as a leavener, replace both with baking powder: 1 teaspoon for every 1/4 teaspoon of baking soda.',
    },
  ),
  entry(
    'sw-coconut-milk',
    'substitution',
    CULINARY,
    {
      ca: 'no tinc llet de coco per al curri | curri sense llet de coco | substitut de la llet de coco | amb què substitueixo la llet de coco',
      es: 'no tengo leche de coco para el curry | curry sin leche de coco | sustituto de la leche de coco | con qué sustituyo la leche de coco',
      en: 'coconut milk substitute | curry without coconut milk | no coconut milk for my curry | how do I replace coconut milk',
    },
    {
      ca: 'Llet de coco: en curris i guisats, nata per cuinar o iogurt grec (afegit fora del foc perquè no es talli), o llet triturada amb un grapat de coco ratllat i colada. Per a una versió vegana, beguda d’anacard o de civada amb una mica de crema d’anacard.',
      es: 'Leche de coco: en currys y guisos, nata para cocinar o yogur griego (añadido fuera del fuego para que no se corte), o leche triturada con un puñado de coco rallado y colada. Para una versión vegana, bebida de anacardo o de avena con un poco de crema de anacardo.',
      en: 'Coconut milk: in curries and stews, cooking cream or Greek yogurt (stirred in off the heat so it does not split), or milk blended with a handful of desiccated coconut and strained. For a vegan version, cashew or oat drink with a little cashew butter.',
    },
  ),
];

/** Quantities, proportions and unit conversions (yeast, water, portions, sizes, ovens, tins). */
const CONVERSIONS: readonly KnowledgeEntry[] = [
  entry(
    'cv-yeast-per-flour',
    'conversion',
    BAKING,
    {
      ca: 'quant llevat per 500 g de farina | quant llevat fresc per un quilo de farina | quant llevat sec poso al pa | quant llevat per fermentar a la nevera tota la nit',
      es: 'cuánta levadura por 500 g de harina | cuánta levadura fresca por un kilo de harina | cuánta levadura seca pongo al pan | cuánta levadura para fermentar en la nevera toda la noche',
      en: 'how much yeast per 500 g flour | how much fresh yeast per kilo of flour | how much dry yeast for bread | how much yeast for an overnight fridge rise',
    },
    {
      ca: 'Llevat per cada 500 g de farina: 10-20 g de llevat fresc o 3-7 g de sec instantani; un sobre de 7 g és la dosi ràpida, d’1-2 hores de fermentació, i com menys llevat, més lenta i més gustosa. Per fermentar 12-24 hores a la nevera, 2-5 g de fresc o 1-2 g d’instantani.',
      es: 'Levadura por cada 500 g de harina: 10-20 g de levadura fresca o 3-7 g de seca instantánea; un sobre de 7 g es la dosis rápida, de 1-2 horas de fermentación, y cuanta menos levadura, más lenta y más sabrosa. Para fermentar 12-24 horas en la nevera, 2-5 g de fresca o 1-2 g de instantánea.',
      en: 'Yeast per 500 g flour: 10-20 g fresh yeast or 3-7 g instant; a 7 g sachet is the fast dose, for a 1-2 hour rise, and less yeast means a slower, tastier fermentation. For a 12-24 hour rise in the fridge, 2-5 g fresh or 1-2 g instant.',
    },
  ),
  entry(
    'cv-bread-hydration',
    'conversion',
    BAKING,
    {
      ca: 'quanta aigua per 500 g de farina per fer pa | hidratació de la massa de pa | quin percentatge d’aigua porta el pa | quanta sal per quilo de farina',
      es: 'cuánta agua por 500 g de harina para hacer pan | hidratación de la masa de pan | qué porcentaje de agua lleva el pan | cuánta sal por kilo de harina',
      en: 'how much water per 500 g flour for bread | bread dough hydration | what percentage of water in bread | how much salt per kilo of flour',
    },
    {
      ca: 'Hidratació (aigua sobre el pes de la farina): pa de motlle i pans formats, 60-65 % (300-325 g per 500 g de farina); pa de pagès rústic, 68-75 %; xapata, 75-80 %; pizza, 60-65 %. La farina integral absorbeix més aigua (suma-hi un 5-10 %). Sal: el 2 % de la farina, 10 g per 500 g.',
      es: 'Hidratación (agua sobre el peso de la harina): pan de molde y panes formados, 60-65 % (300-325 g por 500 g de harina); pan rústico de payés, 68-75 %; chapata, 75-80 %; pizza, 60-65 %. La harina integral absorbe más agua (súmale un 5-10 %). Sal: el 2 % de la harina, 10 g por 500 g.',
      en: 'Hydration (water as a share of flour weight): sandwich loaves and shaped breads, 60-65 % (300-325 g per 500 g flour); rustic country loaves, 68-75 %; ciabatta, 75-80 %; pizza, 60-65 %. Wholemeal flour absorbs more (add 5-10 %). Salt: 2 % of the flour, 10 g per 500 g.',
    },
  ),
  entry(
    'cv-rice-liquid-paella',
    'conversion',
    CATALAN_CUISINE,
    {
      ca: 'quant brou per a l’arròs de la paella | proporció d’arròs i aigua per a la paella | quant caldo per a l’arròs bomba | arròs caldós quanta aigua | arròs melós proporció de brou',
      es: 'cuánto caldo para el arroz de la paella | proporción de arroz y agua para la paella | cuánto caldo para el arroz bomba | arroz caldoso cuánta agua | arroz meloso proporción de caldo',
      en: 'how much stock for paella rice | rice to water ratio for paella | bomba rice liquid ratio | how much broth for soupy rice',
    },
    {
      ca: 'Brou per a l’arròs (en volum): paella i arròs sec amb bomba, 2,5-3 parts per 1 d’arròs; amb un altre arròs rodó, 2-2,5; arròs melós, 3-4; arròs caldós, 4 o més. Com que l’evaporació depèn del foc i de l’amplada de la paella, tingues brou calent de reserva.',
      es: 'Caldo para el arroz (en volumen): paella y arroz seco con bomba, 2,5-3 partes por 1 de arroz; con otro arroz redondo, 2-2,5; arroz meloso, 3-4; arroz caldoso, 4 o más. Como la evaporación depende del fuego y de la anchura de la paella, ten caldo caliente de reserva.',
      en: 'Stock for Spanish rice dishes (by volume): paella and dry rice with bomba, 2.5-3 parts per 1 of rice; with other short-grain rice, 2-2.5; creamy arroz meloso, 3-4; soupy arroz caldoso, 4 or more. Evaporation depends on the heat and the width of the pan, so keep some hot stock in reserve.',
    },
  ),
  entry(
    'cv-rice-water-other',
    'conversion',
    CULINARY,
    {
      ca: 'quanta aigua per a l’arròs llarg | proporció d’aigua per a l’arròs basmati | quanta aigua per a l’arròs integral | arròs de sushi quanta aigua | quant brou per a un risotto',
      es: 'cuánta agua para el arroz largo | proporción de agua para el arroz basmati | cuánta agua para el arroz integral | arroz de sushi cuánta agua | cuánto caldo para un risotto',
      en: 'long grain rice water ratio | basmati rice water ratio | how much water for brown rice | sushi rice water ratio | how much stock for risotto',
    },
    {
      ca: 'Aigua per a l’arròs per absorció (olla tapada, en volum): gra llarg, 1,5-2 per 1; basmati i gessamí rentats, 1,25-1,5; integral, 2-2,5 (35-40 minuts); arròs de sushi, 1,1-1,2. El risotto porta unes 3 parts de brou calent, afegit a poc a poc. Deixa’l reposar tapat 5-10 minuts en acabar.',
      es: 'Agua para el arroz por absorción (olla tapada, en volumen): grano largo, 1,5-2 por 1; basmati y jazmín lavados, 1,25-1,5; integral, 2-2,5 (35-40 minutos); arroz de sushi, 1,1-1,2. El risotto lleva unas 3 partes de caldo caliente, añadido poco a poco. Déjalo reposar tapado 5-10 minutos al terminar.',
      en: 'Water for rice by absorption (covered pot, by volume): long-grain, 1.5-2 to 1; rinsed basmati and jasmine, 1.25-1.5; brown, 2-2.5 (35-40 minutes); sushi rice, 1.1-1.2. Risotto takes about 3 parts hot stock, added a ladle at a time. Let it rest covered for 5-10 minutes at the end.',
    },
  ),
  entry(
    'cv-pasta-per-person',
    'conversion',
    CULINARY,
    {
      ca: 'quanta pasta per persona | quants grams d’espaguetis per persona | quanta pasta fresca per persona | quants fideus per persona per a una fideuà',
      es: 'cuánta pasta por persona | cuántos gramos de espaguetis por persona | cuánta pasta fresca por persona | cuántos fideos por persona para una fideuá',
      en: 'how much pasta per person | grams of spaghetti per person | how much fresh pasta per serving | dry pasta portion size',
    },
    {
      ca: 'Pasta per persona: seca, 80-100 g com a plat principal i 50-60 g com a primer o guarnició; fresca, 120-150 g; per a una fideuà, uns 100 g. 100 g de pasta seca fan uns 200-250 g de cuita.',
      es: 'Pasta por persona: seca, 80-100 g como plato principal y 50-60 g como primero o guarnición; fresca, 120-150 g; para una fideuá, unos 100 g. 100 g de pasta seca dan unos 200-250 g de cocida.',
      en: 'Pasta per person: dried, 80-100 g as a main course and 50-60 g as a starter or side; fresh, 120-150 g; for fideuà (noodle paella), about 100 g. 100 g dried pasta makes about 200-250 g cooked.',
    },
  ),
  entry(
    'cv-rice-per-person',
    'conversion',
    CULINARY,
    {
      ca: 'quant arròs per persona | quants grams d’arròs per a una paella de 4 | arròs per persona com a guarnició | quant arròs per a 6 persones',
      es: 'cuánto arroz por persona | cuántos gramos de arroz para una paella de 4 | arroz por persona como guarnición | cuánto arroz para 6 personas',
      en: 'how much rice per person | how much rice for a paella for 4 people | rice portion as a side dish | how much rice for 6 people',
    },
    {
      ca: 'Arròs per persona: en una paella o un arròs de plat únic, 80-100 g; com a guarnició, 40-60 g. Per a una paella de 4, 320-400 g. En coure’s, l’arròs triplica el volum, més o menys.',
      es: 'Arroz por persona: en una paella o un arroz de plato único, 80-100 g; como guarnición, 40-60 g. Para una paella de 4, 320-400 g. Al cocerse, el arroz triplica su volumen, más o menos.',
      en: 'Rice per person: in a paella or rice main dish, 80-100 g; as a side, 40-60 g. For a paella for 4, 320-400 g. Rice roughly triples in volume when cooked.',
    },
  ),
  entry(
    'cv-legumes-per-person',
    'conversion',
    CULINARY,
    {
      ca: 'quants cigrons secs per persona | quantes llenties per persona | quantes mongetes seques per persona | quant pesen els cigrons cuits respecte als secs',
      es: 'cuántos garbanzos secos por persona | cuántas lentejas por persona | cuántas alubias secas por persona | cuánto pesan los garbanzos cocidos respecto a los secos',
      en: 'how many dried chickpeas per person | lentils per person | dried beans per serving | dried to cooked beans weight',
    },
    {
      ca: 'Llegums secs per persona: 60-80 g com a plat principal (cigronada, llenties estofades) i 30-40 g en amanida o de guarnició. Cuits pesen unes 2-2,5 vegades més: 100 g de cigrons secs fan uns 250 g de cuits, més o menys el que té un pot de 400 g escorregut.',
      es: 'Legumbres secas por persona: 60-80 g como plato principal (cocido, lentejas estofadas) y 30-40 g en ensalada o de guarnición. Cocidas pesan unas 2-2,5 veces más: 100 g de garbanzos secos dan unos 250 g cocidos, más o menos lo que tiene un bote de 400 g escurrido.',
      en: 'Dried pulses per person: 60-80 g for a main dish (chickpea stew, braised lentils) and 30-40 g in a salad or as a side. Cooked, they weigh about 2-2.5 times more: 100 g dried chickpeas make about 250 g cooked, roughly a drained 400 g tin.',
    },
  ),
  entry(
    'cv-brine',
    'conversion',
    CULINARY,
    {
      ca: 'quanta sal per fer una salmorra | salmorra per al pollastre proporció | quanta sal per litre per a les olives | quant temps deixo la carn en salmorra',
      es: 'cuánta sal para hacer una salmuera | salmuera para el pollo proporción | cuánta sal por litro para las aceitunas | cuánto tiempo dejo la carne en salmuera',
      en: 'how much salt for a brine | chicken brine ratio | salt per litre for olives | how long to brine meat',
    },
    {
      ca: 'Salmorra (sal per litre d’aigua): per a carn i aviram, 50-60 g (5-6 %), a la nevera: trossos de pollastre o costelles 1-2 hores, un pollastre sencer 4-8 hores; per a verdures fermentades, 20-50 g (2-5 %); per a olives, 80-100 g (8-10 %). La carn en salmorra ja és salada: després, sala-la poc.',
      es: 'Salmuera (sal por litro de agua): para carne y aves, 50-60 g (5-6 %), en la nevera: trozos de pollo o chuletas 1-2 horas, un pollo entero 4-8 horas; para verduras fermentadas, 20-50 g (2-5 %); para aceitunas, 80-100 g (8-10 %). La carne en salmuera ya está salada: después, sálala poco.',
      en: 'Brine (salt per litre of water): for meat and poultry, 50-60 g (5-6 %), in the fridge: chicken pieces or chops 1-2 hours, a whole chicken 4-8 hours; for fermented vegetables, 20-50 g (2-5 %); for olives, 80-100 g (8-10 %). Brined meat is already seasoned: salt it lightly afterwards.',
    },
  ),
  entry(
    'cv-gelatine',
    'conversion',
    CULINARY,
    {
      ca: 'quantes fulles de gelatina per litre | quanta gelatina per 500 ml | fulles de gelatina equivalència en pols | quanta gelatina per a una mousse',
      es: 'cuántas hojas de gelatina por litro | cuánta gelatina para 500 ml | hojas de gelatina equivalencia en polvo | cuánta gelatina para una mousse',
      en: 'how many gelatine sheets per litre | how much gelatin for 500 ml | gelatin sheets to powder conversion | how much gelatine for a mousse',
    },
    {
      ca: 'Gelatina neutra (fulles d’uns 2 g): per litre de líquid, 8-12 fulles (16-24 g) per a una gelatina que s’ha de desemmotllar, i més o menys la meitat per a mousses, panna cotta o cremes servides al got. 1 fulla d’uns 2 g equival a uns 2 g de gelatina en pols. La força varia segons la marca: mira el paquet, i amb líquids àcids o si fa calor, posa’n una mica més.',
      es: 'Gelatina neutra (hojas de unos 2 g): por litro de líquido, 8-12 hojas (16-24 g) para una gelatina que hay que desmoldar, y más o menos la mitad para mousses, panna cotta o cremas servidas en vaso. 1 hoja de unos 2 g equivale a unos 2 g de gelatina en polvo. La fuerza varía según la marca: mira el paquete, y con líquidos ácidos o si hace calor, pon un poco más.',
      en: 'Unflavoured gelatine (sheets of about 2 g): per litre of liquid, 8-12 sheets (16-24 g) for a jelly you turn out of a mould, and roughly half for mousses, panna cotta or creams served in glasses. One 2 g sheet equals about 2 g powdered gelatine. Strength varies by brand: check the packet, and use a little more with acidic liquids or in hot weather.',
    },
  ),
  entry(
    'cv-eggs-by-size',
    'conversion',
    EGG_GRADES,
    {
      ca: 'quant pesa un ou | quant pesa un ou mitjà sense closca | mides dels ous M L XL en grams | quant pesa un rovell | quant pesa una clara d’ou',
      es: 'cuánto pesa un huevo | cuánto pesa un huevo mediano sin cáscara | tamaños de huevo M L XL en gramos | cuánto pesa una yema | cuánto pesa una clara de huevo',
      en: 'how much does an egg weigh | egg sizes in grams | weight of a medium egg without shell | how much does an egg yolk weigh | egg white weight',
    },
    {
      ca: 'Ous per mida (UE, amb closca): S, menys de 53 g; M, 53-63 g; L, 63-73 g; XL, 73 g o més. Les receptes solen comptar amb un ou M o L: sense closca, uns 50-55 g, dels quals uns 17-18 g són rovell i uns 33 g, clara. Per posar mig ou, bat-lo i pesa’n la meitat.',
      es: 'Huevos por tamaño (UE, con cáscara): S, menos de 53 g; M, 53-63 g; L, 63-73 g; XL, 73 g o más. Las recetas suelen contar con un huevo M o L: sin cáscara, unos 50-55 g, de los que unos 17-18 g son yema y unos 33 g, clara. Para poner medio huevo, bátelo y pesa la mitad.',
      en: 'Egg sizes (EU, in shell): S, under 53 g; M, 53-63 g; L, 63-73 g; XL, 73 g or more. Recipes usually assume an EU M or L (close to a US large): out of the shell about 50-55 g, of which about 17-18 g is yolk and 33 g white. For half an egg, beat it and weigh half.',
    },
  ),
  entry(
    'cv-butter-stick',
    'conversion',
    MEASURES,
    {
      ca: 'quant pesa un stick de mantega | quants grams és mitja tassa de mantega | una cullerada de mantega en grams | recepta americana amb sticks de mantega',
      es: 'cuánto pesa un stick de mantequilla | cuántos gramos es media taza de mantequilla | una cucharada de mantequilla en gramos | receta americana con sticks de mantequilla',
      en: 'how much is a stick of butter in grams | half cup of butter in grams | tablespoon of butter in grams | how many sticks in a 250 g block',
    },
    {
      ca: 'Mantega en receptes americanes: 1 stick = 113 g = 1/2 tassa = 8 cullerades; 1 cullerada = 14 g; 1 tassa = 2 sticks = 227 g. Un paquet europeu de 250 g són uns 2 sticks i quart.',
      es: 'Mantequilla en recetas americanas: 1 stick = 113 g = 1/2 taza = 8 cucharadas; 1 cucharada = 14 g; 1 taza = 2 sticks = 227 g. Un paquete europeo de 250 g son unos 2 sticks y cuarto.',
      en: 'US butter: 1 stick = 113 g (4 oz) = 1/2 cup = 8 tablespoons; 1 tablespoon = 14 g; 1 cup = 2 sticks = 227 g. A European 250 g block is about 2 1/4 sticks.',
    },
  ),
  entry(
    'cv-gas-marks',
    'conversion',
    OVEN_TABLES,
    {
      ca: 'gas mark 4 en centígrads | convertir gas mark | forn de gas marca 6 quina temperatura | equivalència del gas mark',
      es: 'gas mark 4 en centígrados | convertir gas mark | horno de gas marca 6 qué temperatura | equivalencia del gas mark',
      en: 'gas mark 4 in celsius | gas mark conversion chart | what temperature is gas mark 6 | gas mark to fahrenheit',
    },
    {
      ca: 'Gas mark (forns de gas britànics): 1 = 140 °C, 2 = 150 °C, 3 = 170 °C, 4 = 180 °C, 5 = 190 °C, 6 = 200 °C, 7 = 220 °C, 8 = 230 °C, 9 = 240 °C. Són temperatures de forn convencional: amb ventilador, resta’n uns 20 °C.',
      es: 'Gas mark (hornos de gas británicos): 1 = 140 °C, 2 = 150 °C, 3 = 170 °C, 4 = 180 °C, 5 = 190 °C, 6 = 200 °C, 7 = 220 °C, 8 = 230 °C, 9 = 240 °C. Son temperaturas de horno convencional: con ventilador, resta unos 20 °C.',
      en: 'Gas marks: 1 = 140 °C (275 °F), 2 = 150 °C (300 °F), 3 = 170 °C (325 °F), 4 = 180 °C (350 °F), 5 = 190 °C (375 °F), 6 = 200 °C (400 °F), 7 = 220 °C (425 °F), 8 = 230 °C (450 °F), 9 = 240 °C (475 °F). These are conventional-oven temperatures: for a fan oven, take off about 20 °C.',
    },
  ),
  entry(
    'cv-fan-oven',
    'conversion',
    OVEN_TABLES,
    {
      ca: 'forn amb ventilador quants graus menys | la recepta és per a forn convencional i el meu té aire | diferència entre forn ventilat i estàtic | forn amb aire a quina temperatura | recepta per a forn amb ventilador en un forn sense | forn sense ventilador quants graus més',
      es: 'horno con ventilador cuántos grados menos | la receta es para horno convencional y el mío tiene aire | diferencia entre horno ventilado y estático | horno con aire a qué temperatura | receta para horno con ventilador en un horno sin él | horno sin ventilador cuántos grados más',
      en: 'fan oven temperature conversion | convection oven how many degrees lower | recipe for conventional oven but mine is fan assisted | fan vs conventional oven | fan oven recipe in an oven without a fan | oven without a fan how many degrees more',
    },
    {
      ca: 'Forn amb ventilador (aire): baixa uns 20 °C la temperatura d’una recepta de forn convencional (180 °C passen a 160 °C), o deixa-la igual i comença a mirar-ho abans, perquè cou més de pressa i més uniforme. A l’inrevés, una recepta amb ventilador en un forn sense: uns 20 °C més (160 °C passen a 180 °C). Per a pa, pastissos delicats i suflés, molts prefereixen el convencional (dalt i baix), que asseca menys la superfície.',
      es: 'Horno con ventilador (aire): baja unos 20 °C la temperatura de una receta de horno convencional (180 °C pasan a 160 °C), o déjala igual y empieza a mirarlo antes, porque cuece más deprisa y más uniforme. Al revés, una receta con ventilador en un horno sin él: unos 20 °C más (160 °C pasan a 180 °C). Para pan, bizcochos delicados y suflés, muchos prefieren el convencional (arriba y abajo), que seca menos la superficie.',
      en: 'Fan (convection) oven: lower a conventional recipe’s temperature by about 20 °C or 25 °F (180 °C becomes 160 °C), or keep it and start checking earlier, since it cooks faster and more evenly. The other way round, a fan recipe in an oven without one: about 20 °C more (160 °C becomes 180 °C). For bread, delicate cakes and soufflés many bakers prefer conventional top-and-bottom heat, which dries the surface less.',
    },
  ),
  entry(
    'cv-tin-sizes',
    'conversion',
    BAKING,
    {
      ca: 'la recepta és per a un motlle de 20 cm i el meu és de 24 | com adapto una recepta a un motlle més gran | motlle rodó a quadrat equivalència | quanta massa per a un motlle de 26 cm',
      es: 'la receta es para un molde de 20 cm y el mío es de 24 | cómo adapto una receta a un molde más grande | molde redondo a cuadrado equivalencia | cuánta masa para un molde de 26 cm',
      en: 'recipe is for a 20 cm tin but mine is 24 cm | how to adapt a recipe to a bigger cake pan | round to square tin conversion | scale a cake for a different pan size',
    },
    {
      ca: 'Motlles: multiplica la recepta per la proporció de superfícies, que en els rodons és (diàmetre nou ÷ diàmetre vell)²: de 20 a 24 cm, × 1,44 (una recepta i mitja); de 24 a 20 cm, × 0,7. Un motlle quadrat equival a un de rodó uns 2-3 cm més gran (quadrat de 20 cm ≈ rodó de 22-23 cm). Si la massa hi queda més alta, baixa el forn 10 °C i allarga el temps; si queda més baixa, escurça’l.',
      es: 'Moldes: multiplica la receta por la proporción de superficies, que en los redondos es (diámetro nuevo ÷ diámetro viejo)²: de 20 a 24 cm, × 1,44 (receta y media); de 24 a 20 cm, × 0,7. Un molde cuadrado equivale a uno redondo unos 2-3 cm más grande (cuadrado de 20 cm ≈ redondo de 22-23 cm). Si la masa queda más alta, baja el horno 10 °C y alarga el tiempo; si queda más baja, acórtalo.',
      en: 'Tins: multiply the recipe by the ratio of areas, which for round tins is (new diameter ÷ old diameter)²: from 20 to 24 cm (8 to 9.5 in), × 1.44 (one and a half recipes); from 24 to 20 cm, × 0.7. A square tin holds about as much as a round one 2-3 cm larger (20 cm square ≈ 22-23 cm round). If the batter sits deeper, lower the oven 10 °C and bake longer; if shallower, bake for less time.',
    },
  ),
  entry(
    'cv-scale-recipe',
    'conversion',
    CULINARY,
    {
      ca: 'com doblo una recepta | adaptar una recepta de 4 a 6 persones | com faig mitja recepta | mig ou en una recepta, com ho faig',
      es: 'cómo doblo una receta | adaptar una receta de 4 a 6 personas | cómo hago media receta | medio huevo en una receta, cómo lo hago',
      en: 'how do I double a recipe | scale a recipe from 4 to 6 servings | how to halve a recipe | half an egg in a recipe',
    },
    {
      ca: 'Escalar una recepta: multiplica tots els ingredients pel mateix factor (de 4 a 6 persones, × 1,5), millor en pes. Els ous, bat-los i pesa’ls (uns 50 g cadascun sense closca). La sal, les espècies i el picant, posa’n una mica menys que el factor i ajusta tastant; el temps de cocció no es multiplica: depèn del gruix i de la mida de l’olla o del motlle.',
      es: 'Escalar una receta: multiplica todos los ingredientes por el mismo factor (de 4 a 6 personas, × 1,5), mejor en peso. Los huevos, bátelos y pésalos (unos 50 g cada uno sin cáscara). La sal, las especias y el picante, pon algo menos que el factor y ajusta probando; el tiempo de cocción no se multiplica: depende del grosor y del tamaño de la olla o del molde.',
      en: 'Scaling a recipe: multiply every ingredient by the same factor (4 to 6 servings, × 1.5), ideally by weight. Beat and weigh eggs (about 50 g each out of the shell). Use a little less salt, spice and chilli than the factor and adjust by tasting; cooking time does not scale: it depends on the thickness and the size of the pot or tin.',
    },
  ),
  entry(
    'cv-cups-more',
    'conversion',
    MEASURES,
    {
      ca: 'quants grams té una tassa de cacau | una tassa de mel o melassa quants grams | una tassa d’oli en grams | una tassa d’ametlla mòlta quants grams | tassa de xocolata a trossets en grams',
      es: 'cuántos gramos tiene una taza de cacao | una taza de miel o melaza cuántos gramos | una taza de aceite en gramos | una taza de almendra molida cuántos gramos | taza de pepitas de chocolate en gramos',
      en: 'packed cup of brown sugar weight | cup of cocoa powder in grams | cup of honey in grams | cup of molasses in grams | cup of oil in grams | cup of almond flour in grams',
    },
    {
      ca: 'Una tassa (240 ml) de: sucre moreno premsat, 200-215 g; cacau en pols, 85-95 g; mel, 340 g (una cullerada, 21 g); melassa, 320-340 g; oli, 200-220 g; midó de blat de moro, 112-120 g; ametlla mòlta, 95-100 g; xocolata a trossets, 170 g; panses, 150 g; parmesà ratllat, 100 g. Millor pesar-ho: les tasses varien segons com s’omplen.',
      es: 'Una taza (240 ml) de: azúcar moreno prensado, 200-215 g; cacao en polvo, 85-95 g; miel, 340 g (una cucharada, 21 g); melaza, 320-340 g; aceite, 200-220 g; maicena, 112-120 g; almendra molida, 95-100 g; pepitas de chocolate, 170 g; pasas, 150 g; parmesano rallado, 100 g. Mejor pesarlo: las tazas varían según cómo se llenan.',
      en: 'One cup (240 ml) of: packed brown sugar, 200-215 g; cocoa powder, 85-95 g; honey, 340 g (1 tablespoon, 21 g); molasses, 320-340 g; oil, 200-220 g; cornstarch, 112-120 g; almond flour, 95-100 g; chocolate chips, 170 g; raisins, 150 g; grated parmesan, 100 g. Weighing is better: cups vary with how they are filled.',
    },
  ),
  entry(
    'cv-oven-words',
    'conversion',
    OVEN_TABLES,
    {
      ca: 'què vol dir forn moderat | a quants graus és un forn fort | forn suau quina temperatura | forn molt calent quants graus',
      es: 'qué significa horno moderado | a cuántos grados es un horno fuerte | horno suave qué temperatura | horno muy caliente cuántos grados',
      en: 'what is a moderate oven | hot oven temperature | slow oven temperature in celsius | very hot oven how many degrees | old recipe says hot oven what is that in degrees',
    },
    {
      ca: 'El forn de les receptes antigues: molt suau, 120-140 °C; suau, 150-160 °C; moderat, 170-180 °C; moderadament fort, 190-200 °C; fort, 210-220 °C; molt fort, 230-250 °C. Són temperatures de forn convencional; amb ventilador, uns 20 °C menys.',
      es: 'El horno de las recetas antiguas: muy suave, 120-140 °C; suave, 150-160 °C; moderado, 170-180 °C; moderadamente fuerte, 190-200 °C; fuerte, 210-220 °C; muy fuerte, 230-250 °C. Son temperaturas de horno convencional; con ventilador, unos 20 °C menos.',
      en: 'Oven words in old recipes: very slow, 120-140 °C; slow, 150-160 °C; moderate, 170-180 °C (350 °F); moderately hot, 190-200 °C; hot, 210-220 °C; very hot, 230-250 °C. These are conventional-oven temperatures; for a fan oven, about 20 °C less.',
    },
  ),
  entry(
    'cv-citrus-yield',
    'conversion',
    CULINARY,
    {
      ca: 'quant suc té una llimona | quantes llimones per a 100 ml de suc | quanta ratlladura dona una llimona | quant suc fa una taronja',
      es: 'cuánto zumo tiene un limón | cuántos limones para 100 ml de zumo | cuánta ralladura da un limón | cuánto zumo da una naranja',
      en: 'how much juice in one lemon | how many lemons for 100 ml of juice | how much zest from one lemon | how much juice does an orange give',
    },
    {
      ca: 'Una llimona mitjana dona uns 30-45 ml de suc (2-3 cullerades) i 1 cullerada de ratlladura; per a 100 ml de suc calen unes 3 llimones. Una taronja mitjana, 80-120 ml de suc i 1-2 cullerades de ratlladura. Fes-les rodar sota la mà abans de premsar-les i en trauràs més.',
      es: 'Un limón mediano da unos 30-45 ml de zumo (2-3 cucharadas) y 1 cucharada de ralladura; para 100 ml de zumo hacen falta unos 3 limones. Una naranja mediana, 80-120 ml de zumo y 1-2 cucharadas de ralladura. Hazlos rodar bajo la mano antes de exprimirlos y sacarás más.',
      en: 'A medium lemon gives about 30-45 ml juice (2-3 tablespoons) and 1 tablespoon zest; for 100 ml juice you need about 3 lemons. A medium orange gives 80-120 ml juice and 1-2 tablespoons zest. Roll them under your palm before squeezing to get more.',
    },
  ),
  entry(
    'cv-baking-powder-dose',
    'conversion',
    BAKING,
    {
      ca: 'quant llevat químic per 250 g de farina | quant impulsor poso a un pastís | un sobre de llevat químic per a quanta farina | quant bicarbonat per farina | quants grams té un sobre de llevat Royal',
      es: 'cuánta levadura química por 250 g de harina | cuánto impulsor pongo a un bizcocho | un sobre de levadura química para cuánta harina | cuánto bicarbonato por harina | cuántos gramos tiene un sobre de levadura Royal',
      en: 'how much baking powder per 250 g flour | how much baking powder in a cake | how much baking soda per cup of flour | baking powder to flour ratio | how many grams in a sachet of baking powder',
    },
    {
      ca: 'Llevat químic: 1 culleradeta (4-5 g) per cada 100-125 g de farina en pastissos i magdalenes, és a dir, un sobre de 16 g per a uns 400-500 g; si en poses massa, el pastís puja i s’enfonsa. Bicarbonat: 1/4 de culleradeta per cada 125 g de farina, sempre amb un ingredient àcid (iogurt, buttermilk, llimona, mel, cacau natural).',
      es: 'Levadura química: 1 cucharadita (4-5 g) por cada 100-125 g de harina en bizcochos y magdalenas, es decir, un sobre de 16 g para unos 400-500 g; si pones demasiada, el bizcocho sube y se hunde. Bicarbonato: 1/4 de cucharadita por cada 125 g de harina, siempre con un ingrediente ácido (yogur, buttermilk, limón, miel, cacao natural).',
      en: 'Baking powder: 1 teaspoon (4-5 g) per 100-125 g flour (about 1 cup) in cakes and muffins; too much makes a cake rise and then sink. Baking soda: 1/4 teaspoon per 125 g (1 cup) flour, always with an acidic ingredient (yogurt, buttermilk, lemon, honey, natural cocoa).',
    },
  ),
  entry(
    'cv-salt-by-weight',
    'conversion',
    CULINARY,
    {
      ca: 'quanta sal per quilo de carn picada | quanta sal poso a les hamburgueses | quanta sal porta la massa de pa | salar la carn amb antelació quanta sal',
      es: 'cuánta sal por kilo de carne picada | cuánta sal pongo a las hamburguesas | cuánta sal lleva la masa de pan | salar la carne con antelación cuánta sal',
      en: 'how much salt per kilo of minced meat | how much salt in burgers | how much salt in bread dough | dry brining how much salt',
    },
    {
      ca: 'Sal per pes: massa de pa, el 2 % de la farina (10 g per 500 g); carn picada per a hamburgueses i mandonguilles, 1-1,5 % (10-15 g per quilo); botifarra i embotits frescos, 1,5-2 %; per salar amb antelació un rostit o un bistec gruixut, un 1 % del pes, entre 1 i 24 hores abans, a la nevera; aigua de bullir pasta o verdura, 10 g per litre.',
      es: 'Sal por peso: masa de pan, el 2 % de la harina (10 g por 500 g); carne picada para hamburguesas y albóndigas, 1-1,5 % (10-15 g por kilo); butifarra y embutidos frescos, 1,5-2 %; para salar con antelación un asado o un filete grueso, un 1 % del peso, entre 1 y 24 horas antes, en la nevera; agua de cocer pasta o verdura, 10 g por litro.',
      en: 'Salt by weight: bread dough, 2 % of the flour (10 g per 500 g); minced meat for burgers and meatballs, 1-1.5 % (10-15 g per kilo); fresh sausages, 1.5-2 %; dry-brining a roast or thick steak, about 1 % of its weight, 1-24 hours ahead in the fridge; water for boiling pasta or vegetables, 10 g per litre.',
    },
  ),
];

/** What to drink or serve with a dish, and flavours that go together. */
const PAIRINGS: readonly KnowledgeEntry[] = [
  entry(
    'pr-paella-wine',
    'pairing',
    WINE,
    {
      ca: 'quin vi va bé amb la paella | què beure amb una paella de marisc | vi per a l’arròs negre | quin vi amb la paella valenciana',
      es: 'qué vino va bien con la paella | qué beber con una paella de marisco | vino para el arroz negro | qué vino con la paella valenciana',
      en: 'what wine goes with paella | wine with seafood paella | what to drink with black rice | wine for chicken and rabbit paella',
    },
    {
      ca: 'Paella: amb la de marisc o l’arròs negre, un blanc sec i fresc (xarel·lo, albariño, verdejo) o un cava brut; amb la valenciana de pollastre i conill o un arròs de muntanya, un rosat o un negre jove i lleuger (garnatxa, bobal), servit fresquet.',
      es: 'Paella: con la de marisco o el arroz negro, un blanco seco y fresco (albariño, verdejo, xarel·lo) o un cava brut; con la valenciana de pollo y conejo o un arroz de montaña, un rosado o un tinto joven y ligero (garnacha, bobal), servido fresquito.',
      en: 'Paella: with seafood paella or black rice, a dry crisp white (albariño, verdejo, xarel·lo) or a brut cava; with Valencian chicken-and-rabbit paella or a meat-and-vegetable rice, a rosé or a light young red (garnacha, bobal), served slightly chilled.',
    },
  ),
  entry(
    'pr-calcots',
    'pairing',
    CATALAN_CUISINE,
    {
      ca: 'què es beu en una calçotada | quin vi amb els calçots | què es menja després dels calçots | menú d’una calçotada',
      es: 'qué se bebe en una calçotada | qué vino con los calçots | qué se come después de los calçots | menú de una calçotada',
      en: 'what to drink at a calçotada | wine with calçots | what is served after calçots | calçotada menu',
    },
    {
      ca: 'Calçotada: calçots amb salsa de calçots o romesco i, després, carn a la brasa (xai, botifarra, cansalada) amb mongetes, carxofes i pa amb tomàquet; de postres, crema catalana o taronges. Per beure, vi negre jove o rosat en porró, o cava.',
      es: 'Calçotada: calçots con salsa de calçots o romesco y, después, carne a la brasa (cordero, butifarra, panceta) con alubias, alcachofas y pan con tomate; de postre, crema catalana o naranjas. Para beber, vino tinto joven o rosado en porrón, o cava.',
      en: 'Calçotada: grilled calçots (sweet spring onions) with calçot sauce or romesco, then grilled meat (lamb, botifarra sausage, pork belly) with white beans, artichokes and pa amb tomàquet; crema catalana or oranges for dessert. To drink, young red or rosé from a porró, or cava.',
    },
  ),
  entry(
    'pr-white-meat-wine',
    'pairing',
    WINE,
    {
      ca: 'quin vi amb el pollastre | vi per a la carn de porc | quin vi va amb la carn blanca | quin vi serveixo amb el gall dindi',
      es: 'qué vino con el pollo | vino para la carne de cerdo | qué vino va con la carne blanca | qué vino sirvo con el pavo',
      en: 'what wine goes with chicken | wine with pork | wine for white meat | what wine to serve with turkey',
    },
    {
      ca: 'Carns blanques (pollastre, gall dindi, porc, conill): blancs amb cos (garnatxa blanca, chardonnay criat), rosats o negres lleugers i poc tànics (pinot noir, garnatxa jove, mencía). Amb salses de bolets o de vi negre, millor el negre; amb llimona, herbes o nata, el blanc.',
      es: 'Carnes blancas (pollo, pavo, cerdo, conejo): blancos con cuerpo (garnacha blanca, chardonnay con crianza), rosados o tintos ligeros y poco tánicos (pinot noir, garnacha joven, mencía). Con salsas de setas o de vino tinto, mejor el tinto; con limón, hierbas o nata, el blanco.',
      en: 'White meats (chicken, turkey, pork, rabbit): full-bodied whites (white grenache, oaked chardonnay), rosé or light, low-tannin reds (pinot noir, young grenache, mencía). With mushroom or red-wine sauces, choose the red; with lemon, herbs or cream, the white.',
    },
  ),
  entry(
    'pr-chocolate-desserts',
    'pairing',
    WINE,
    {
      ca: 'quin vi va amb les postres de xocolata | què beure amb un pastís de xocolata | vi dolç per a la xocolata | quina beguda acompanya la xocolata',
      es: 'qué vino va con los postres de chocolate | qué beber con una tarta de chocolate | vino dulce para el chocolate | qué bebida acompaña el chocolate',
      en: 'what wine goes with chocolate desserts | what to drink with chocolate cake | dessert wine for chocolate | chocolate pairing',
    },
    {
      ca: 'Xocolata: un vi dolç, i més dolç que les postres: Pedro Ximénez, porto, garnatxa dolça de l’Empordà, Banyuls o Maury; amb xocolata blanca o amb llet, un moscatell. Un cafè, un rom vell o un brandi també hi van bé; els vins secs i el cava brut hi queden amargs.',
      es: 'Chocolate: un vino dulce, y más dulce que el postre: Pedro Ximénez, oporto, garnacha dulce del Empordà, Banyuls o Maury; con chocolate blanco o con leche, un moscatel. Un café, un ron viejo o un brandy también van bien; los vinos secos y el cava brut quedan amargos.',
      en: 'Chocolate: a sweet wine, sweeter than the dessert: Pedro Ximénez sherry, port, Banyuls, Maury or a sweet Empordà garnacha; with white or milk chocolate, a moscatel. Coffee, an aged rum or brandy also work; dry wines and brut cava taste bitter with it.',
    },
  ),
  entry(
    'pr-cava',
    'pairing',
    WINE,
    {
      ca: 'amb què va bé el cava | què menjar amb cava | cava per acompanyar un dinar | cava amb les postres sí o no',
      es: 'con qué va bien el cava | qué comer con cava | cava para acompañar una comida | cava con el postre sí o no',
      en: 'what food goes with cava | what to eat with cava | cava food pairing | cava with dessert',
    },
    {
      ca: 'Cava: el brut i el brut nature van bé amb l’aperitiu, els fregits (croquetes, calamars, tempura), el marisc i les ostres, el pernil, els formatges frescos, els arrossos i el peix, i amb sushi. Amb postres, millor un semisec o un dolç: amb el dolç, el brut sembla àcid.',
      es: 'Cava: el brut y el brut nature van bien con el aperitivo, los fritos (croquetas, calamares, tempura), el marisco y las ostras, el jamón, los quesos frescos, los arroces y el pescado, y con sushi. Con postre, mejor un semiseco o un dulce: con lo dulce, el brut parece ácido.',
      en: 'Cava: brut and brut nature go with aperitifs, fried food (croquettes, calamari, tempura), shellfish and oysters, cured ham, fresh cheeses, rice dishes, fish and sushi. With dessert choose a semi-seco or sweet cava: next to sweet food a brut tastes sour.',
    },
  ),
  entry(
    'pr-cheese-board',
    'pairing',
    FLAVOUR,
    {
      ca: 'què poso en una taula de formatges | amb què acompanyo els formatges | codony amb formatge | què va bé amb el formatge blau',
      es: 'qué pongo en una tabla de quesos | con qué acompaño los quesos | membrillo con queso | qué va bien con el queso azul',
      en: 'what to serve on a cheese board | what goes with cheese | quince paste with cheese | what goes with blue cheese',
    },
    {
      ca: 'Taula de formatges: codony amb els curats (manxec, ovella); mel i nous amb els blaus i el de cabra; figues, raïm i pera amb els blaus i els cremosos; melmelada de tomàquet o de pebrot amb els frescos; i pa o torrades neutres. Ordena’ls de suau a fort.',
      es: 'Tabla de quesos: membrillo con los curados (manchego, oveja); miel y nueces con los azules y el de cabra; higos, uvas y pera con los azules y los cremosos; mermelada de tomate o de pimiento con los frescos; y pan o tostas neutras. Ordénalos de suave a fuerte.',
      en: 'Cheese board: quince paste with aged cheeses (manchego, sheep’s); honey and walnuts with blues and goat’s cheese; figs, grapes and pear with blues and soft creamy cheeses; tomato or pepper jam with fresh cheeses; plus plain bread or crackers. Arrange them from mild to strong.',
    },
  ),
  entry(
    'pr-mushrooms',
    'pairing',
    FLAVOUR,
    {
      ca: 'amb què combinen els bolets | què poso amb els rovellons | quines herbes van amb els xampinyons | què va bé amb els bolets',
      es: 'con qué combinan las setas | qué pongo con los níscalos | qué hierbas van con los champiñones | qué va bien con las setas',
      en: 'what goes with mushrooms | herbs for mushrooms | what to serve with wild mushrooms | mushroom flavour pairings',
    },
    {
      ca: 'Bolets: all i julivert, farigola, romaní, ceba, mantega, nata i vi ranci o xerès; van bé amb ous remenats, botifarra, pollastre, conill, arròs, pasta i patata. Els rovellons, a la brasa o a la planxa amb all i julivert; per beure, un negre lleuger o un blanc amb cos.',
      es: 'Setas: ajo y perejil, tomillo, romero, cebolla, mantequilla, nata y vino rancio o jerez; van bien con huevos revueltos, butifarra, pollo, conejo, arroz, pasta y patata. Los níscalos, a la brasa o a la plancha con ajo y perejil; para beber, un tinto ligero o un blanco con cuerpo.',
      en: 'Mushrooms: garlic and parsley, thyme, rosemary, onion, butter, cream and dry sherry; they go with scrambled eggs, sausage, chicken, rabbit, rice, pasta and potatoes. Saffron milk caps are best grilled with garlic and parsley; to drink, a light red or a full-bodied white.',
    },
  ),
  entry(
    'pr-escalivada',
    'pairing',
    CATALAN_CUISINE,
    {
      ca: 'amb què se serveix l’escalivada | què poso amb l’escalivada | escalivada amb anxoves | acompanyament per a l’escalivada',
      es: 'con qué se sirve la escalivada | qué pongo con la escalivada | escalivada con anchoas | acompañamiento para la escalivada',
      en: 'what to serve with escalivada | what goes with escalivada | escalivada with anchovies | roasted peppers and aubergine side dish',
    },
    {
      ca: 'Escalivada: sobre pa de pagès torrat o en coca de recapte, amb anxoves, tonyina o sardines, amb formatge de cabra o ou dur; també de guarnició de carns i peixos a la brasa, com la botifarra. Amaneix-la amb oli d’oliva, sal i, si vols, all.',
      es: 'Escalivada: sobre pan de payés tostado o en coca de recapte, con anchoas, atún o sardinas, con queso de cabra o huevo duro; también de guarnición de carnes y pescados a la brasa, como la butifarra. Alíñala con aceite de oliva, sal y, si quieres, ajo.',
      en: 'Escalivada (roasted peppers, aubergine and onion): on toasted country bread or coca, with anchovies, tuna or sardines, goat’s cheese or hard-boiled egg; or as a side for grilled meat and fish, such as botifarra sausage. Dress it with olive oil, salt and, if you like, garlic.',
    },
  ),
  entry(
    'pr-botifarra',
    'pairing',
    CATALAN_CUISINE,
    {
      ca: 'amb què acompanyo la botifarra | botifarra amb mongetes | què va bé amb la botifarra a la brasa | guarnició per a la botifarra',
      es: 'con qué acompaño la butifarra | butifarra con judías | qué va bien con la butifarra a la brasa | guarnición para la butifarra',
      en: 'what to serve with botifarra | Catalan sausage side dishes | botifarra with white beans | what goes with grilled sausage',
    },
    {
      ca: 'Botifarra: el clàssic és amb mongetes seques (del ganxet) saltejades i allioli; també amb bolets, escalivada, ceba confitada, patates o pa amb tomàquet. Per beure, un negre jove o un rosat.',
      es: 'Butifarra: lo clásico es con alubias blancas (del ganxet) salteadas y alioli; también con setas, escalivada, cebolla confitada, patatas o pan con tomate. Para beber, un tinto joven o un rosado.',
      en: 'Botifarra: the classic is with sautéed white beans (mongetes) and allioli; also with mushrooms, escalivada, onion confit, potatoes or pa amb tomàquet. To drink, a young red or a rosé.',
    },
  ),
  entry(
    'pr-romesco',
    'pairing',
    CATALAN_CUISINE,
    {
      ca: 'amb què es menja el romesco | què puc acompanyar amb salsa romesco | romesco amb peix o amb carn | per a què serveix la salsa romesco',
      es: 'con qué se come el romesco | qué puedo acompañar con salsa romesco | romesco con pescado o con carne | para qué sirve la salsa romesco',
      en: 'what to serve with romesco | what goes with romesco sauce | romesco with fish or meat | how to use romesco',
    },
    {
      ca: 'Romesco: amb peix i marisc a la brasa o bullits, verdures a la brasa (calçots, carxofes, escalivada), patates i carn a la brasa. La salsa de calçots n’és una variant i la del xató, una cosina de la mateixa família.',
      es: 'Romesco: con pescado y marisco a la brasa o hervidos, verduras a la brasa (calçots, alcachofas, escalivada), patatas y carne a la brasa. La salsa de calçots es una variante y la del xató, una prima de la misma familia.',
      en: 'Romesco: with grilled or poached fish and shellfish, grilled vegetables (calçots, artichokes, escalivada), potatoes and grilled meat. Calçot sauce is a variant of it, and xató sauce a close cousin.',
    },
  ),
  entry(
    'pr-spicy-food',
    'pairing',
    WINE,
    {
      ca: 'quin vi va amb el menjar picant | què beure amb un curri | vi per a menjar mexicà o tailandès | quina beguda va bé amb el picant',
      es: 'qué vino va con la comida picante | qué beber con un curry | vino para comida mexicana o tailandesa | qué bebida va bien con el picante',
      en: 'what wine goes with spicy food | what to drink with curry | wine for Thai or Mexican food | best drink with spicy dishes',
    },
    {
      ca: 'Menjar picant: blancs aromàtics amb un punt de dolçor i poc alcohol (riesling, gewürztraminer, moscatell sec), un rosat fresc o una cervesa; els negres amb molt de taní i alcohol accentuen el picant. Per calmar la boca, un lassi o una beguda amb llet.',
      es: 'Comida picante: blancos aromáticos con un punto de dulzor y poco alcohol (riesling, gewürztraminer, moscatel seco), un rosado fresco o una cerveza; los tintos con mucho tanino y alcohol acentúan el picante. Para calmar la boca, un lassi o una bebida con leche.',
      en: 'Spicy food: aromatic off-dry whites with modest alcohol (riesling, gewürztraminer, dry muscat), a crisp rosé or a beer; tannic, high-alcohol reds make the heat worse. To soothe your mouth, a lassi or a milky drink.',
    },
  ),
  entry(
    'pr-fruit-with-meat',
    'pairing',
    FLAVOUR,
    {
      ca: 'quines fruites van bé amb la carn | porc amb fruita | ànec amb peres o taronja | pollastre amb prunes i pinyons',
      es: 'qué frutas van bien con la carne | cerdo con fruta | pato con peras o naranja | pollo con ciruelas y piñones',
      en: 'which fruits go with meat | pork with fruit | duck with pears or orange | chicken with prunes',
    },
    {
      ca: 'Carn amb fruita: porc amb poma, prunes o albercocs secs; ànec amb peres, taronja o figues; pollastre o conill amb prunes i pinyons, o amb panses; xai amb albercocs o codony. Un raig de vi ranci o de vinagre n’equilibra el dolç.',
      es: 'Carne con fruta: cerdo con manzana, ciruelas pasas u orejones; pato con peras, naranja o higos; pollo o conejo con ciruelas y piñones, o con pasas; cordero con orejones o membrillo. Un chorrito de vino rancio o de vinagre equilibra el dulzor.',
      en: 'Meat with fruit: pork with apple, prunes or dried apricots; duck with pears, orange or figs; chicken or rabbit with prunes and pine nuts, or raisins; lamb with apricots or quince. A splash of dry fortified wine or vinegar balances the sweetness.',
    },
  ),
  entry(
    'pr-salt-cod',
    'pairing',
    CATALAN_CUISINE,
    {
      ca: 'amb què combina el bacallà | bacallà amb samfaina | guarnició per al bacallà | maneres catalanes de fer el bacallà',
      es: 'con qué combina el bacalao | bacalao con samfaina | guarnición para el bacalao | formas catalanas de hacer el bacalao',
      en: 'what goes with salt cod | salt cod side dishes | Catalan ways to serve bacalao | what to serve with cod',
    },
    {
      ca: 'Bacallà: amb samfaina, gratinat amb allioli (també de mel), a la llauna amb all i pebre vermell, amb panses i pinyons, amb cigrons i espinacs, o cru en esqueixada amb tomàquet, ceba, olives i pebrot. Per beure, un blanc sec o un rosat.',
      es: 'Bacalao: con samfaina, gratinado con alioli (también de miel), a la llauna con ajo y pimentón, con pasas y piñones, con garbanzos y espinacas, o crudo en esqueixada con tomate, cebolla, aceitunas y pimiento. Para beber, un blanco seco o un rosado.',
      en: 'Salt cod: with samfaina (Catalan ratatouille), gratinated with allioli (or honey allioli), baked a la llauna with garlic and paprika, with raisins and pine nuts, with chickpeas and spinach, or raw in esqueixada with tomato, onion, olives and pepper. To drink, a dry white or a rosé.',
    },
  ),
  entry(
    'pr-steak-sauces',
    'pairing',
    CULINARY,
    {
      ca: 'quina salsa va bé amb un entrecot | salses per a la carn a la brasa | amb què acompanyo el bistec | quina salsa poso al filet',
      es: 'qué salsa va bien con un entrecot | salsas para la carne a la brasa | con qué acompaño el filete | qué salsa pongo al solomillo',
      en: 'what sauce goes with steak | sauces for grilled meat | what to serve with steak | sauce for beef tenderloin',
    },
    {
      ca: 'Salses per a la carn vermella: pebre verd, formatge blau (rocafort), xampinyons, chimichurri, romesco o allioli per a la brasa, i mostassa antiga; amb el filet, una reducció de vi negre o de porto. De guarnició, patates, pebrots del Padró o verdura a la brasa.',
      es: 'Salsas para la carne roja: pimienta verde, queso azul (roquefort), champiñones, chimichurri, romesco o alioli para la brasa, y mostaza antigua; con el solomillo, una reducción de vino tinto o de oporto. De guarnición, patatas, pimientos de Padrón o verdura a la brasa.',
      en: 'Sauces for red meat: green peppercorn, blue cheese (roquefort), mushroom, chimichurri, romesco or allioli for grilled meat, and wholegrain mustard; with tenderloin, a red wine or port reduction. On the side, potatoes, Padrón peppers or grilled vegetables.',
    },
  ),
  entry(
    'pr-fruit-desserts',
    'pairing',
    FLAVOUR,
    {
      ca: 'amb què combinen les maduixes | què poso amb la fruita de postres | maduixes amb vinagre balsàmic | combinacions de fruita i herbes',
      es: 'con qué combinan las fresas | qué pongo con la fruta de postre | fresas con vinagre balsámico | combinaciones de fruta y hierbas',
      en: 'what goes with strawberries | fruit dessert pairings | strawberries with balsamic vinegar | fruit and herb combinations',
    },
    {
      ca: 'Fruita: maduixes amb suc de taronja, menta, pebre negre o vinagre de Mòdena; préssec amb ametlla i vainilla; pera amb xocolata o formatge blau; poma amb canyella; figues amb formatge i pernil; meló amb pernil o menta; pinya amb rom o coco.',
      es: 'Fruta: fresas con zumo de naranja, menta, pimienta negra o vinagre de Módena; melocotón con almendra y vainilla; pera con chocolate o queso azul; manzana con canela; higos con queso y jamón; melón con jamón o menta; piña con ron o coco.',
      en: 'Fruit: strawberries with orange juice, mint, black pepper or balsamic vinegar; peach with almond and vanilla; pear with chocolate or blue cheese; apple with cinnamon; figs with cheese and ham; melon with ham or mint; pineapple with rum or coconut.',
    },
  ),
];

/**
 * Fixes for dishes that went wrong, ingredient swaps with their proportions, kitchen quantities and
 * conversions, and pairings: a further set of curated facts for the builtin chat.
 */
export const FIXES_SWAPS_MEASURES_FACTS: readonly KnowledgeEntry[] = [
  ...FIXES,
  ...SWAPS,
  ...CONVERSIONS,
  ...PAIRINGS,
];
