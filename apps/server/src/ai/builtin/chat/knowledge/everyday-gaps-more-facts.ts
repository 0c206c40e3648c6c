import { CATALAN_CUISINE, CULINARY, entry, FSIS_LEFTOVERS, type KnowledgeEntry } from './knowledge-entry.ts';

const FOODKEEPER_FREEZING =
  'USDA FSIS, "Freezing and Food Safety" and the FoodKeeper app tables (cooked dishes, soups and stews, dips)';
const KING_ARTHUR_BAKING =
  'King Arthur Baking, baking guides (oven temperatures, bread in a Dutch oven, muffins)';
const FLAVOR_BIBLE = 'Page and Dornenburg, "The Flavor Bible" (pairings of herbs, spices and sides by food)';
const WINE_PAIRING =
  'Standard wine-pairing guides (Wine Folly; Institut Català de la Vinya i el Vi, DO guides)';

/**
 * Everyday facts the fifth chat set (tuning data since its one measure) showed missing, written for
 * the whole neighbourhood of each miss rather than the question: freezing cooked dishes, oven
 * temperatures by bake, bread in a Dutch oven, the words for gentle frying and simmering, swaps for
 * sauces, chillies, wild mushrooms, cheeses and ghee, what herbs, spices, wines, sides and desserts
 * go with common dishes, dough that will not rise, split emulsions, crisp roast potatoes, classic dressings. Each with its source.
 */
export const EVERYDAY_GAPS_MORE_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'gap2-freeze-cooked-dishes',
    'storage',
    FOODKEEPER_FREEZING,
    {
      ca: 'es poden congelar els guisats de llegums | congelar llenties o cigrons cuinats | es pot congelar la sopa o la crema de verdures | congelar hummus | congelar verdura a la brasa o escalivada | quins plats cuinats es congelen bé',
      es: 'se pueden congelar los guisos de legumbres | congelar lentejas o garbanzos guisados | se puede congelar la sopa o la crema de verduras | congelar hummus | congelar verdura asada | qué platos cocinados se congelan bien',
      en: 'can you freeze stew or cooked lentils | freezing cooked beans or chickpeas | can soup be frozen | can I freeze hummus | freezing grilled vegetables | which cooked dishes freeze well',
    },
    {
      ca: 'Sí: els guisats, els llegums cuinats, les sopes i cremes, el hummus i la verdura ja feta a la brasa es congelen bé 2-3 mesos (el hummus 3-4), en recipients hermètics i freds abans d’entrar al congelador. La patata s’hi torna farinosa i la nata es pot tallar: millor afegir-les en escalfar. Descongela a la nevera i escalfa fins que bulli (74 °C). La verdura crua com els calçots queda tova: congela-la ja feta.',
      es: 'Sí: los guisos, las legumbres guisadas, las sopas y cremas, el hummus y la verdura ya asada se congelan bien 2-3 meses (el hummus 3-4), en recipientes herméticos y fríos antes de entrar al congelador. La patata se vuelve harinosa y la nata puede cortarse: mejor añadirlas al calentar. Descongela en la nevera y calienta hasta que hierva (74 °C). La verdura cruda como los calçots queda blanda: congélala ya hecha.',
      en: 'Yes: stews, cooked pulses, soups, hummus and grilled vegetables freeze well for 2-3 months (hummus 3-4), in airtight containers, cooled before they go in. Potato turns mealy and cream may split: add them when reheating. Thaw in the fridge and reheat until boiling (74 °C/165 °F). Raw vegetables such as spring onions go limp: freeze them cooked.',
    },
  ),
  entry(
    'gap2-oven-temperature-by-bake',
    'doneness',
    KING_ARTHUR_BAKING,
    {
      ca: 'a quina temperatura poso el forn per al pa | a quants graus es fan les magdalenes | temperatura del forn per a un bescuit o unes galetes | forn per a pa de motlle',
      es: 'a qué temperatura pongo el horno para el pan | a cuántos grados se hacen las magdalenas | temperatura del horno para un bizcocho o galletas | horno para pan de molde',
      en: 'what oven temperature for bread | oven temperature for muffins | what temperature to bake a sponge or cookies | oven for a sandwich loaf',
    },
    {
      ca: 'Pa de pagès o de crosta: forn ben preescalfat a 230-250 °C amb vapor els primers 10-15 minuts, i després 200-220 °C. Pa de motlle: 190-200 °C. Magdalenes i muffins: 210-220 °C els primers 5 minuts perquè pugin amb copet (massa freda de nevera) i després 180 °C. Bescuit: 170-180 °C. Galetes: 175-180 °C. Amb ventilador, uns 20 °C menys.',
      es: 'Pan de payés o de corteza: horno bien precalentado a 230-250 °C con vapor los primeros 10-15 minutos, y luego 200-220 °C. Pan de molde: 190-200 °C. Magdalenas y muffins: 210-220 °C los primeros 5 minutos para que suban con copete (masa fría de nevera) y luego 180 °C. Bizcocho: 170-180 °C. Galletas: 175-180 °C. Con ventilador, unos 20 °C menos.',
      en: 'Crusty or country bread: oven well preheated to 230-250 °C with steam for the first 10-15 minutes, then 200-220 °C. Sandwich loaf: 190-200 °C. Muffins: 210-220 °C for the first 5 minutes for a domed top (batter cold from the fridge), then 180 °C. Sponge cake: 170-180 °C. Cookies: 175-180 °C. With a fan, about 20 °C less.',
    },
  ),
  entry(
    'gap2-dutch-oven-bread',
    'doneness',
    KING_ARTHUR_BAKING,
    {
      ca: 'pa de massa mare a la cocotte quant de temps | com aconsegueixo una crosta cruixent al pa | pa a l’olla de ferro tapada',
      es: 'pan de masa madre en olla de hierro cuánto tiempo | cómo consigo una corteza crujiente en el pan | pan en cocotte tapada',
      en: 'how long to bake sourdough in a dutch oven | how to get a crispy crust on bread | bread in a lidded cast iron pot',
    },
    {
      ca: 'Preescalfa la cocotte buida dins el forn a 250 °C uns 30-45 minuts, posa-hi el pa, tapa i cou 20 minuts (el vapor del pa fa la crosta fina i cruixent); destapa, baixa a 230 °C i cou 20-25 minuts més fins que sigui ben torrat (96-98 °C a dins, sona buit). Refreda’l sobre una reixa: tapat o calent en una bossa, la crosta s’estova.',
      es: 'Precalienta la olla vacía dentro del horno a 250 °C unos 30-45 minutos, pon el pan, tapa y hornea 20 minutos (el vapor del pan hace la corteza fina y crujiente); destapa, baja a 230 °C y hornea 20-25 minutos más hasta que esté bien tostado (96-98 °C dentro, suena hueco). Enfríalo sobre una rejilla: tapado o caliente en una bolsa, la corteza se ablanda.',
      en: 'Preheat the empty pot in the oven at 250 °C for 30-45 minutes, put the loaf in, cover and bake 20 minutes (the loaf’s own steam makes a thin, crisp crust); uncover, lower to 230 °C and bake 20-25 minutes more until deep brown (96-98 °C inside, sounds hollow). Cool it on a rack: covered or bagged while warm, the crust goes soft.',
    },
  ),
  entry(
    'gap2-gentle-cooking-words',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'què vol dir fer xup-xup | diferència entre ofegar, sofregir i rossejar | què vol dir pochar | què és coure a foc lent',
      es: 'qué significa chup chup | diferencia entre pochar, sofreír y rehogar | qué es pochar una cebolla | qué es cocinar a fuego lento',
      en: 'what does simmer mean | difference between sweating, sautéing and frying onions | what is poaching in oil | what does cook low and slow mean',
    },
    {
      ca: 'Fer xup-xup és coure a foc lent, amb un bull suau de bombolles petites (un guisat, un brou). Ofegar (pochar) és coure a foc baix en oli, tapat o no, fins que la verdura és tova i transparent sense agafar color; sofregir és coure a foc mitjà fins que agafa color i es concentra (el sofregit); rossejar o saltar és a foc viu i poca estona, remenant, per daurar la superfície.',
      es: 'El chup-chup es cocer a fuego lento, con un hervor suave de burbujas pequeñas (un guiso, un caldo). Pochar es cocinar a fuego bajo en aceite hasta que la verdura está blanda y transparente sin dorarse; rehogar es cocinar a fuego medio en poca grasa removiendo, para que se ablande y suelte su agua antes de añadir otros ingredientes; sofreír es freír ligeramente a fuego medio hasta que coge color y se concentra (el sofrito).',
      en: 'To simmer is to cook gently, with small bubbles barely breaking the surface (a stew, a stock). Sweating (Spanish pochar) is cooking vegetables over low heat in oil until soft and translucent with no colour; sautéing (rehogar) is medium heat in a little fat, stirring, until they soften before the rest goes in; frying gently (sofreír) goes on until they brown and concentrate, as in a sofrito.',
    },
  ),
  entry(
    'gap2-fish-sauce-soy-swaps',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de salsa de peix | salsa de peix per a al·lèrgics al peix | substitut de la salsa Worcestershire',
      es: 'qué pongo en vez de salsa de pescado | salsa de pescado para alérgicos al pescado | sustituto de la salsa Worcestershire',
      en: 'what can I use instead of fish sauce | fish sauce for someone allergic to fish | worcestershire sauce substitute',
    },
    {
      ca: 'Salsa de soja (o tamari, sense gluten) amb un raig de llima i un pessic de sucre: 1 cullerada per cada cullerada de salsa de peix; també n’hi ha de vegana d’algues. Per a un al·lèrgic al peix, compte amb les anxoves, la Worcestershire (en porta) i la pasta de gambes. La Worcestershire es pot substituir per soja amb una mica de vinagre i sucre.',
      es: 'Salsa de soja (o tamari, sin gluten) con un chorrito de lima y una pizca de azúcar: 1 cucharada por cada cucharada de salsa de pescado; también la hay vegana de algas. Para un alérgico al pescado, cuidado con las anchoas, la Worcestershire (las lleva) y la pasta de gambas. La Worcestershire se sustituye por soja con un poco de vinagre y azúcar.',
      en: 'Soy sauce (or tamari, gluten-free) with a squeeze of lime and a pinch of sugar, tablespoon for tablespoon; there are vegan seaweed fish sauces too. For a fish allergy, watch for anchovies, Worcestershire sauce (it contains them) and shrimp paste. Worcestershire itself can be swapped for soy sauce with a little vinegar and sugar.',
    },
  ),
  entry(
    'gap2-dried-chillies-swaps',
    'substitution',
    CULINARY,
    {
      ca: 'no trobo xili guajillo, què hi poso | substitut del xili ancho o chipotle | puc posar nyora en lloc de xili sec',
      es: 'alternativa al chile guajillo | sustituto del chile ancho o chipotle | puedo usar ñora en vez de chile seco',
      en: 'substitute for guajillo chile | what can I use instead of ancho or chipotle | can I use ñora peppers for dried chillies',
    },
    {
      ca: 'Els xilis secs mexicans s’intercanvien entre ells: guajillo per ancho o pasilla (més dolços). Si no en trobes, nyores o pebrot de xoricer (rehidratats, la polpa) amb un pessic de pebre vermell picant o caiena per al picant; per al chipotle, pebre vermell fumat de la Vera amb una mica de caiena.',
      es: 'Los chiles secos mexicanos se intercambian entre ellos: guajillo por ancho o pasilla (más dulces). Si no encuentras, ñoras o pimiento choricero (rehidratados, la pulpa) con una pizca de pimentón picante o cayena para el picor; para el chipotle, pimentón ahumado de la Vera con un poco de cayena.',
      en: 'Mexican dried chillies stand in for each other: guajillo for ancho or pasilla (sweeter). Without them, Spanish ñora or choricero peppers (soaked, the flesh scraped) with a pinch of hot paprika or cayenne for heat; for chipotle, smoked paprika (pimentón de la Vera) with a little cayenne.',
    },
  ),
  entry(
    'gap2-wild-mushroom-swaps',
    'substitution',
    CATALAN_CUISINE,
    {
      ca: 'moixernons per al fricandó, alternatives | amb què substitueixo els rossinyols o els ceps | bolets secs en lloc de frescos',
      es: 'no encuentro senderuelas para el fricandó | con qué sustituyo los rebozuelos o los boletus | setas secas en vez de frescas',
      en: 'substitute for fairy ring mushrooms | what can I use instead of chanterelles or porcini | dried mushrooms instead of fresh',
    },
    {
      ca: 'Moixernons secs (es venen a les botigues de bolets i als mercats): 10-15 g secs fan per 100 g frescos, rehidratats 20-30 minuts en aigua tèbia, i l’aigua colada dona gust a la salsa. Si no, altres bolets: rossinyols, camagrocs, ceps, xampinyons o shiitake, o una barreja de frescos amb un grapat de secs per al gust.',
      es: 'Senderuelas (moixernons) secas (en tiendas de setas y mercados): 10-15 g secas equivalen a 100 g frescas, rehidratadas 20-30 minutos en agua tibia, y el agua colada da sabor a la salsa. Si no, otras setas: rebozuelos, angulas de monte, boletus, champiñones o shiitake, o una mezcla de frescas con un puñado de secas para el sabor.',
      en: 'Dried fairy ring mushrooms (moixernons) from a mushroom shop or market: 10-15 g dried stand for 100 g fresh, soaked 20-30 minutes in warm water, the strained water adding flavour to the sauce. Otherwise other mushrooms: chanterelles, porcini, button or shiitake, or fresh ones with a handful of dried for depth.',
    },
  ),
  entry(
    'gap2-melting-cheese-swaps',
    'substitution',
    CULINARY,
    {
      ca: 'alternativa al cheddar | formatge que fongui bé per gratinar | substitut del gruyère o de l’emmental',
      es: 'alternativa al cheddar | queso que funda bien para gratinar | sustituto del gruyère o el emmental',
      en: 'what cheese instead of cheddar | best melting cheese for a gratin | substitute for gruyère or emmental',
    },
    {
      ca: 'Un formatge que fongui bé i tingui gust: gouda curat o semicurat, emmental, comté, gruyère, havarti, o un formatge de vaca semicurat; per a més gust, una mica de parmesà o de formatge curat barrejat. Per a un mac and cheese, fes una beixamel i fon-hi el formatge fora del foc. Els formatges molt curats o frescos (manxego vell, feta) no fonen bé sols.',
      es: 'Un queso que funda bien y tenga sabor: gouda curado o semicurado, emmental, comté, gruyère, havarti o un queso de vaca semicurado; para más sabor, un poco de parmesano o queso curado mezclado. Para un mac and cheese, haz una bechamel y funde el queso fuera del fuego. Los quesos muy curados o frescos (manchego viejo, feta) no funden bien solos.',
      en: 'A cheese that melts well and has flavour: aged or young gouda, emmental, comté, gruyère, havarti or a mild semi-hard cow’s cheese; for more bite, mix in a little parmesan. For mac and cheese, make a white sauce and melt the cheese in off the heat. Very aged or fresh cheeses (old manchego, feta) do not melt smoothly on their own.',
    },
  ),
  entry(
    'gap2-ghee-butter',
    'substitution',
    CULINARY,
    {
      ca: 'puc fer servir mantega en lloc de ghee | què és el ghee i com es fa | mantega clarificada per fregir espècies',
      es: 'puedo usar mantequilla en vez de ghee | qué es el ghee y cómo se hace | mantequilla clarificada para freír especias',
      en: 'can I use butter instead of ghee | butter for tempering spices | clarified butter for frying spices',
    },
    {
      ca: 'Sí: el ghee és mantega clarificada (sense l’aigua ni els sòlids de la llet). La mantega normal es crema abans, així que per a un tadka (espècies fregides per al dal) fes servir foc més baix o una cullerada d’oli amb la mantega, o clarifica-la: fon-la a foc lent 10-15 minuts fins que els sòlids es torrin al fons i cola-la.',
      es: 'Sí: el ghee es mantequilla clarificada (sin el agua ni los sólidos de la leche). La mantequilla normal se quema antes, así que para un tadka (especias fritas para el dal) usa fuego más bajo o una cucharada de aceite con la mantequilla, o clarifícala: fúndela a fuego lento 10-15 minutos hasta que los sólidos se tuesten en el fondo y cuélala.',
      en: 'Yes: ghee is clarified butter (without the water and milk solids). Plain butter burns sooner, so for a tadka (spices fried for dal) use lower heat or add a spoonful of oil to the butter, or clarify it: melt it gently 10-15 minutes until the solids brown at the bottom, then strain.',
    },
  ),
  entry(
    'gap2-wine-red-meat-fish-stews',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi va bé amb el xai al forn | vi per a un rostit de vedella | quin vi amb un suquet o un peix al forn | vi per a marisc',
      es: 'qué vino va con el cordero asado | vino para un asado de ternera | qué vino con un guiso de pescado | vino para marisco',
      en: 'what wine goes with roast lamb | wine for roast beef | which wine with a fish stew | wine with seafood',
    },
    {
      ca: 'Xai, vedella i rostits de carn vermella: un negre amb cos (Priorat, Montsant, Ribera del Duero, Rioja criança o reserva, Toro). Suquets, peix al forn i marisc: un blanc sec i fresc (Empordà, Penedès, Alella, albariño, verdejo) o un rosat sec; amb un peix gras o una salsa de tomàquet, també un negre jove i lleuger. Sobre els gustos d’un convidat, només ell ho sap: un vi pel plat és una aposta segura.',
      es: 'Cordero, ternera y asados de carne roja: un tinto con cuerpo (Ribera del Duero, Rioja crianza o reserva, Toro, Priorat). Guisos de pescado, pescado al horno y marisco: un blanco seco y fresco (albariño, verdejo, Rueda, Penedès) o un rosado seco; con un pescado graso o salsa de tomate, también un tinto joven y ligero. Sobre los gustos de un invitado, solo él lo sabe: un vino para el plato es apuesta segura.',
      en: 'Lamb, beef and red-meat roasts: a full-bodied red (Priorat, Ribera del Duero, Rioja crianza or reserva, Toro, a Cabernet or Syrah). Fish stews, baked fish and seafood: a dry, fresh white (albariño, verdejo, a Penedès white, Sauvignon Blanc) or a dry rosé; with an oily fish or a tomato sauce, a young light red works too. A guest’s own taste only they know: a wine for the dish is the safe bet.',
    },
  ),
  entry(
    'gap2-herbs-spices-by-dish',
    'pairing',
    FLAVOR_BIBLE,
    {
      ca: 'quines herbes van a la salsa de tomàquet | quines espècies van amb les llenties | amb què combina la carbassa al forn | espècies per als cigrons',
      es: 'qué hierbas van en la salsa de tomate | qué especias le van a las lentejas | con qué combina la calabaza asada | especias para los garbanzos',
      en: 'herbs for a tomato sauce | spices for lentils | what goes with roast pumpkin | spices for chickpeas',
    },
    {
      ca: 'Salsa de tomàquet (per a pasta o pizza): alfàbrega, orenga, farigola, llorer, julivert. Llenties i cigrons: pebre vermell, comí, llorer, all, clau; a la manera índia, cúrcuma, comí i garam masala. Carbassa al forn: sàlvia, romaní, canyella, gingebre, formatge de cabra o feta, fruits secs i un raig de mel.',
      es: 'Salsa de tomate (para pasta o pizza): albahaca, orégano, tomillo, laurel, perejil. Lentejas y garbanzos: pimentón, comino, laurel, ajo, clavo; a la india, cúrcuma, comino y garam masala. Calabaza asada: salvia, romero, canela, jengibre, queso de cabra o feta, frutos secos y un chorrito de miel.',
      en: 'Tomato sauce (for pasta or pizza): basil, oregano, thyme, bay leaf, parsley. Lentils and chickpeas: paprika, cumin, bay, garlic, clove; Indian-style, turmeric, cumin and garam masala. Roast pumpkin or squash: sage, rosemary, cinnamon, ginger, goat’s cheese or feta, nuts and a drizzle of honey.',
    },
  ),
  entry(
    'gap2-sides-by-dish',
    'pairing',
    FLAVOR_BIBLE,
    {
      ca: 'què serveixo amb el salmó | guarnició per a un curri | amb què acompanyo unes croquetes',
      es: 'qué sirvo con el salmón | guarnición para un curry | con qué acompaño unas croquetas',
      en: 'sides to serve alongside salmon | side dish for a curry | what to serve with croquettes',
    },
    {
      ca: 'Salmó: llimona, anet, tàperes, soja i gingebre; espàrrecs, patates noves, mongetes tendres. Un curri: arròs basmati o pilau, pa naan i una raita (iogurt amb cogombre i menta). Croquetes: una amanida verda o de tomàquet, pebrots del Padró, salmorejo o altres tapes.',
      es: 'Salmón: limón, eneldo, alcaparras, soja y jengibre; espárragos, patatas nuevas, judías verdes. Un curry: arroz basmati o pilau, pan naan y una raita (yogur con pepino y menta). Croquetas: una ensalada verde o de tomate, pimientos de Padrón, salmorejo u otras tapas.',
      en: 'Salmon: lemon, dill, capers, soy and ginger; asparagus, new potatoes, green beans; a Chardonnay or a light Pinot Noir. A curry: basmati or pilau rice, naan and a raita (yogurt with cucumber and mint). Croquettes: a green or tomato salad, Padrón peppers, salmorejo or other tapas.',
    },
  ),
  entry(
    'gap2-dessert-after-heavy-meal',
    'pairing',
    CATALAN_CUISINE,
    {
      ca: 'quines postres després d’un plat contundent | postres lleugeres després d’una escudella o un cuscús | postres per a un dinar pesat',
      es: 'qué postre después de una fabada o un cocido | postre ligero después de una comida contundente | postre para una comida pesada',
      en: 'what dessert after a heavy meal | light dessert after a stew | pudding after a rich dinner',
    },
    {
      ca: 'Una cosa lleugera i fresca: fruita del temps o macedònia, taronja amb canyella, sorbet de llimona, iogurt o mató amb mel; si es vol tradicional, una porció petita d’arròs amb llet o de crema catalana.',
      es: 'Algo ligero y fresco: fruta de temporada o macedonia, naranja con canela, sorbete de limón, yogur o requesón con miel; si se quiere tradicional, una porción pequeña de arroz con leche.',
      en: 'Something light and fresh: fruit in season or a fruit salad, oranges with cinnamon, lemon sorbet, yogurt or fresh cheese with honey; for something traditional, a small serving of rice pudding.',
    },
  ),
  entry(
    'gap2-rescue-split-emulsion',
    'technique',
    CULINARY,
    {
      ca: 'com arreglo una maionesa tallada | salvar una salsa holandesa tallada | l’allioli s’ha tallat, com el recupero',
      es: 'cómo arreglo una mayonesa cortada | salvar una salsa holandesa cortada | el alioli se ha cortado, cómo lo recupero',
      en: 'how to fix split mayonnaise | can I save a split hollandaise | rescue broken aioli',
    },
    {
      ca: 'En un bol net, posa un rovell nou (o una cullerada d’aigua, calenta per a una holandesa, o una cullerada de mostassa) i afegeix-hi la salsa tallada a poc a poc, gota a gota al principi, batent sense parar: torna a lligar. S’havia tallat per posar l’oli massa de pressa, per ingredients massa freds o, l’holandesa, per massa calor.',
      es: 'En un bol limpio, pon una yema nueva (o una cucharada de agua, caliente para una holandesa, o una cucharada de mostaza) y añade la salsa cortada poco a poco, gota a gota al principio, batiendo sin parar: vuelve a ligar. Se había cortado por echar el aceite demasiado deprisa, por ingredientes muy fríos o, la holandesa, por exceso de calor.',
      en: 'In a clean bowl put a fresh yolk (or a tablespoon of water, hot for a hollandaise, or a spoon of mustard) and whisk the split sauce into it slowly, drop by drop at first: it comes back together. It split because the oil or butter went in too fast, the ingredients were too cold or, for a hollandaise, it got too hot.',
    },
  ),
  entry(
    'gap2-dough-not-rising',
    'technique',
    KING_ARTHUR_BAKING,
    {
      ca: 'per què la massa no puja, què passa amb el llevat | la massa de pizza no ha fermentat | per què no ha crescut la massa del pa | la massa del pa no ha pujat a la fermentació, què he fet malament',
      es: 'por qué la masa no sube, qué pasa con la levadura | la masa de pizza no ha fermentado | por qué no ha crecido la masa del pan | la masa del pan no ha subido al fermentar, qué he hecho mal',
      en: 'why is my dough not rising | why did my pizza dough not prove | bread dough has not doubled | bread dough has not risen at all',
    },
    {
      ca: 'Massa que no puja: el llevat era vell o mort (aigua de més de 50 °C, o la sal directament a sobre del llevat), el lloc era fred (sota 20 °C fermenta molt a poc a poc) o li ha faltat temps: ha de doblar el volum, 1-2 hores a 24-27 °C. Prova el llevat en aigua tèbia amb sucre (ha de fer escuma en 10 minuts) i deixa la massa tapada en un lloc temperat, com el forn apagat amb el llum encès.',
      es: 'Masa que no sube: la levadura era vieja o murió (agua a más de 50 °C, o la sal directamente sobre la levadura), el sitio era frío (por debajo de 20 °C fermenta muy despacio) o le faltó tiempo: debe doblar su volumen, 1-2 horas a 24-27 °C. Prueba la levadura en agua tibia con azúcar (debe hacer espuma en 10 minutos) y deja la masa tapada en un sitio templado, como el horno apagado con la luz encendida.',
      en: 'Dough that will not rise: the yeast was old or killed (water above 50 °C, or salt straight onto the yeast), the room was cold (below 20 °C it ferments very slowly) or it needed more time: it should double, 1-2 hours at 24-27 °C. Test the yeast in warm water with sugar (it should foam within 10 minutes) and leave the dough covered somewhere warm, such as the switched-off oven with its light on.',
    },
  ),
  entry(
    'gap2-crisp-roast-potatoes',
    'technique',
    CULINARY,
    {
      ca: 'patates rostides sense cruixent | com fer patates rostides cruixents | patates al forn tovetes, què faig malament',
      es: 'las patatas al horno no me quedan crujientes | cómo hacer patatas asadas crujientes | patatas al horno blandas, qué hago mal',
      en: 'oven potatoes not crunchy | how to get crispy roast potatoes | soggy oven potatoes what am I doing wrong',
    },
    {
      ca: 'Bull-les 8-10 minuts en aigua salada, escorre-les, deixa que s’evapori el vapor 5 minuts i sacseja-les perquè la superfície es rovelli. Posa-les en greix ja calent a la safata (oli o greix d’ànec, 1 cm), sense amuntegar-les, a 200-220 °C uns 45-60 minuts, girant-les un cop.',
      es: 'Hiérvelas 8-10 minutos en agua con sal, escúrrelas, deja que se evapore el vapor 5 minutos y sacúdelas para que la superficie se rompa. Ponlas en grasa ya caliente en la bandeja (aceite o grasa de pato), sin amontonarlas, a 200-220 °C unos 45-60 minutos, dándoles la vuelta una vez.',
      en: 'Parboil them 8-10 minutes in salted water, drain, let them steam dry for 5 minutes and shake them to rough up the surface. Put them into fat already hot in the tray (oil or duck fat), not crowded, at 200-220 °C for 45-60 minutes, turning once.',
    },
  ),
  entry(
    'gap2-classic-dressings',
    'technique',
    CULINARY,
    {
      ca: 'què porta la salsa César | com es fa una vinagreta | amaniment de iogurt per a l’amanida | salsa de mel i mostassa',
      es: 'qué lleva el aliño de la ensalada César | cómo se hace una vinagreta | aliño de yogur para ensalada | salsa de miel y mostaza',
      en: 'what is in caesar dressing | how to make a vinaigrette | yogurt salad dressing | honey mustard dressing',
    },
    {
      ca: 'César: un rovell (o 2 cullerades de maionesa), un all, 2-3 anxoves, suc de llimona, una culleradeta de mostassa de Dijon, unes gotes de Worcestershire, parmesà ratllat i oli afegit a fil. Vinagreta: 3 parts d’oli per 1 de vinagre, sal i, si es vol, mostassa. De iogurt: iogurt, llimona, all i herbes. Mel i mostassa: a parts iguals, amb oli i vinagre.',
      es: 'César: una yema (o 2 cucharadas de mayonesa), un ajo, 2-3 anchoas, zumo de limón, una cucharadita de mostaza de Dijon, unas gotas de Worcestershire, parmesano rallado y aceite añadido en hilo. Vinagreta: 3 partes de aceite por 1 de vinagre, sal y, si se quiere, mostaza. De yogur: yogur, limón, ajo y hierbas. Miel y mostaza: a partes iguales, con aceite y vinagre.',
      en: 'Caesar: a yolk (or 2 tablespoons of mayonnaise), a garlic clove, 2-3 anchovies, lemon juice, a teaspoon of Dijon mustard, a few drops of Worcestershire, grated parmesan and oil whisked in slowly. Vinaigrette: 3 parts oil to 1 vinegar, salt and, if you like, mustard. Yogurt: yogurt, lemon, garlic and herbs. Honey mustard: equal parts, with oil and vinegar.',
    },
  ),
  entry(
    'gap2-cooked-rice-pasta-out',
    'safety',
    FSIS_LEFTOVERS,
    {
      ca: 'l’arròs bullit ha passat la nit al marbre, el llenço | quanta estona pot estar l’arròs cuit a temperatura ambient | pasta cuita oblidada fora tota la nit',
      es: 'el arroz cocido ha pasado la noche en la encimera, lo tiro | cuánto rato puede estar el arroz cocido a temperatura ambiente | pasta cocida olvidada fuera toda la noche',
      en: 'rice left on the counter overnight, throw it away | how long can cooked rice stay at room temperature | cooked pasta forgotten out all night',
    },
    {
      ca: 'Llença’l: l’arròs i la pasta cuits poden portar espores de Bacillus cereus que, a temperatura ambient, fan una toxina que escalfar no destrueix. Refreda’ls de pressa i guarda’ls a la nevera abans d’1-2 hores; menja’ls en 1-2 dies i escalfa’ls un sol cop fins que fumegin.',
      es: 'Tíralo: el arroz y la pasta cocidos pueden llevar esporas de Bacillus cereus que, a temperatura ambiente, producen una toxina que recalentar no destruye. Enfríalos deprisa y guárdalos en la nevera antes de 1-2 horas; cómelos en 1-2 días y recaliéntalos una sola vez hasta que humeen.',
      en: 'Throw it out: cooked rice and pasta can carry Bacillus cereus spores that, at room temperature, make a toxin reheating does not destroy. Cool them quickly and refrigerate within 1-2 hours; eat within 1-2 days and reheat only once, until steaming hot.',
    },
  ),
];
