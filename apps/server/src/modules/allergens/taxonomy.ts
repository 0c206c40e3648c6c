import { curated, entry, euAnnexII, off, offAnalysis, type TaxonomyEntry } from './taxonomy-entry.ts';

/**
 * The version of the taxonomy below. Raise it with any change to the data or to how it is read:
 * the next start recomputes every stored recipe's allergens and diets (backfill-recipe-facets.ts).
 */
export const TAXONOMY_VERSION = 1;

const GLUTEN = euAnnexII('1 (cereals containing gluten: wheat, rye, barley, oats, spelt, khorasan)');

/** Cereals and what is made of them (docs/product.md#allergens-and-diets). */
const cereals: TaxonomyEntry[] = [
  entry({ ca: 'gluten', es: 'gluten', en: 'gluten' }, ['gluten'], off('en:gluten')),
  entry(
    { ca: 'blat|blat dur|blat tendre', es: 'trigo|trigo duro', en: 'wheat|durum wheat' },
    ['gluten'],
    off('en:gluten'),
    { base: true },
  ),
  entry(
    { ca: 'civada|flocs de civada', es: 'avena|copos de avena', en: 'oat|oatmeal|rolled oat' },
    ['gluten'],
    GLUTEN,
    { base: true },
  ),
  entry({ ca: 'ordi', es: 'cebada', en: 'barley' }, ['gluten'], off('en:gluten'), { base: true }),
  entry({ ca: 'sègol', es: 'centeno', en: 'rye' }, ['gluten'], off('en:gluten'), { base: true }),
  entry({ ca: 'espelta', es: 'espelta', en: 'spelt' }, ['gluten'], off('en:gluten'), { base: true }),
  entry({ ca: 'kamut', es: 'kamut', en: 'kamut|khorasan' }, ['gluten'], off('en:gluten'), { base: true }),
  entry(
    {
      ca: 'farina|farina de força',
      es: 'harina|harina de fuerza',
      en: 'flour|plain flour|self raising flour',
    },
    ['gluten'],
    curated('a flour named by no grain is wheat flour'),
    { generic: true },
  ),
  entry(
    { ca: 'sèmola|sèmola de blat', es: 'sémola|sémola de trigo', en: 'semolina' },
    ['gluten'],
    off('en:gluten'),
  ),
  entry(
    {
      ca: 'pa|pa ratllat|pa de motlle|pa de pagès|barra de pa|torrada|crostó',
      es: 'pan|pan rallado|pan de molde|barra de pan|tostada|picatoste',
      en: 'bread|breadcrumb|toast|crouton|panko',
    },
    ['gluten'],
    curated('bread is wheat bread unless it names another flour'),
    { generic: true },
  ),
  entry(
    {
      ca: 'pasta|pasta seca|espagueti|macarró|fideu|tallarina|lasanya|caneló|canelons|placa de caneló|placa de lasanya|galet|fideuà|làmina de gyoza|gyoza',
      es: 'pasta|espagueti|macarrón|fideo|tallarín|lasaña|canelón|placa de canelón|placa de lasaña|galet|oblea de gyoza|gyoza',
      en: 'pasta|spaghetti|macaroni|noodle|lasagne|lasagna|penne|tagliatelle|fusilli|lasagne sheet|gyoza wrapper|wonton wrapper|dumpling wrapper',
    },
    ['gluten'],
    curated('pasta is durum wheat pasta unless it names another flour'),
    { generic: true },
  ),
  entry(
    { ca: 'pasta fresca', es: 'pasta fresca|pasta al huevo', en: 'egg pasta|egg noodle' },
    ['gluten', 'eggs'],
    curated('fresh pasta is made with eggs'),
  ),
  entry(
    { ca: 'cuscús|bulgur|seitan', es: 'cuscús|bulgur|seitán', en: 'couscous|bulgur|bulgar|seitan' },
    ['gluten'],
    off('en:gluten'),
  ),
  entry(
    {
      ca: 'galeta|massa de pizza|pasta de full|pasta brisa|pasta quebrada|massa quebrada',
      es: 'galleta|masa de pizza|hojaldre|masa quebrada|masa brisa',
      en: 'biscuit|cookie|cracker|pizza dough|puff pastry|shortcrust pastry',
    },
    ['gluten'],
    curated('doughs and biscuits are made with wheat flour'),
  ),
  entry(
    {
      ca: 'brioix|croissant|magdalena|pa de pessic|bescuit|melindro',
      es: 'brioche|cruasán|croissant|magdalena|bizcocho|bizcochito',
      en: 'brioche|croissant|muffin|sponge cake|ladyfinger|sponge finger',
    },
    ['gluten', 'eggs', 'milk'],
    curated('sweet doughs: wheat flour, eggs, butter or milk'),
  ),
  entry(
    { ca: 'beixamel|beixamel', es: 'bechamel|besamel', en: 'bechamel|white sauce' },
    ['gluten', 'milk'],
    curated('béchamel: flour, butter and milk'),
  ),
  entry(
    { ca: 'cervesa', es: 'cerveza', en: 'beer|ale|lager' },
    ['gluten'],
    curated('beer is brewed from barley malt'),
  ),
  entry(
    { ca: 'malta|extracte de malta', es: 'malta|extracto de malta', en: 'malt|malt extract' },
    ['gluten'],
    off('en:gluten'),
  ),
  entry(
    {
      ca: 'tortilla de blat|truita de blat|truita de farina',
      es: 'tortilla de trigo',
      en: 'flour tortilla|wheat tortilla|wrap',
    },
    ['gluten'],
    curated('a wheat flatbread, not an omelette'),
  ),
  // Grains, flours and starches without gluten: beside 'farina', 'llet' or 'pa' they are that flour, drink or bread.
  entry(
    { ca: 'arròs|arròs bomba|arròs integral', es: 'arroz|arroz bomba|arroz integral', en: 'rice|brown rice' },
    [],
    curated('rice has no gluten'),
    { base: true },
  ),
  entry(
    {
      ca: 'blat de moro|moresc|panís|maizena|polenta',
      es: 'maíz|maicena|polenta',
      en: 'corn|maize|cornflour|cornstarch|polenta',
    },
    [],
    curated('maize is not a gluten cereal despite its Catalan name, blat de moro'),
    { base: true },
  ),
  entry(
    { ca: 'fajol|blat sarraí', es: 'alforfón|trigo sarraceno', en: 'buckwheat' },
    [],
    curated('buckwheat is not a cereal and has no gluten, despite its names'),
    { base: true },
  ),
  entry(
    {
      ca: 'quinoa|mill|sorgo|teff|tapioca|midó|fècula de patata',
      es: 'quinoa|quinua|mijo|sorgo|teff|tapioca|almidón|fécula de patata',
      en: 'quinoa|millet|sorghum|teff|tapioca|potato starch',
    },
    [],
    curated('grains and starches without gluten'),
    { base: true },
  ),
  entry(
    {
      ca: 'tortilla de blat de moro|tortilla de panís|truita de blat de moro|truita de panís',
      es: 'tortilla de maíz',
      en: 'corn tortilla|taco shell',
    },
    [],
    curated('a maize flatbread'),
  ),
  entry(
    { ca: "fideu d'arròs", es: 'fideo de arroz', en: 'rice noodle|rice vermicelli' },
    [],
    curated('rice noodles have no wheat'),
  ),
];

/** Milk and dairy: EU annex II 7 (milk and its products, lactose included). */
const dairy: TaxonomyEntry[] = [
  entry(
    {
      ca: "llet|llet sencera|llet desnatada|llet semidesnatada|llet de vaca|llet de cabra|llet d'ovella|llet en pols|llet condensada|llet evaporada",
      es: 'leche|leche entera|leche desnatada|leche semidesnatada|leche de vaca|leche de cabra|leche de oveja|leche en polvo|leche condensada|leche evaporada',
      en: 'milk|whole milk|skimmed milk|cow milk|goat milk|powdered milk|condensed milk|evaporated milk',
    },
    ['milk'],
    off('en:milk'),
    { generic: true },
  ),
  entry({ ca: 'mantega', es: 'mantequilla', en: 'butter' }, ['milk'], off('en:milk'), { generic: true }),
  entry(
    {
      ca: 'nata|nata líquida|nata per muntar|crema de llet|nata agra',
      es: 'nata|nata líquida|nata para montar|crema de leche|nata agria',
      en: 'cream|double cream|single cream|whipping cream|heavy cream|sour cream|creme fraiche',
    },
    ['milk'],
    off('en:milk'),
    { generic: true },
  ),
  entry(
    {
      ca: 'iogurt|iogurt grec|quefir',
      es: 'yogur|yogurt|yogur griego|kéfir',
      en: 'yoghurt|yogurt|greek yogurt|kefir',
    },
    ['milk'],
    off('en:milk'),
    { generic: true },
  ),
  entry(
    {
      ca: "formatge|formatge ratllat|formatge fresc|formatge de cabra|formatge d'ovella|formatge blau|formatge crema",
      es: 'queso|queso rallado|queso fresco|queso de cabra|queso de oveja|queso azul|queso crema',
      en: 'cheese|cream cheese|goat cheese|blue cheese|cottage cheese',
    },
    ['milk'],
    off('en:milk'),
    { generic: true },
  ),
  entry(
    {
      ca: 'mató|recuit|parmesà|mozzarella|mascarpone|ricotta|brie|camembert|gouda|emmental|feta|burrata|manxego|idiazabal|tetilla|gruyère|cheddar|pecorino|ghee|sèrum de llet|mantega clarificada',
      es: 'requesón|parmesano|mozzarella|mascarpone|ricota|brie|camembert|gouda|emmental|feta|burrata|manchego|idiazábal|tetilla|gruyer|cheddar|pecorino|ghee|suero de leche|mantequilla clarificada',
      en: 'parmesan|mozzarella|mascarpone|ricotta|brie|camembert|gouda|emmental|feta|burrata|cheddar|gruyere|pecorino|ghee|whey|buttermilk|clarified butter',
    },
    ['milk'],
    off('en:milk'),
  ),
  entry(
    { ca: 'crema catalana|flam|natilles', es: 'crema catalana|flan|natillas', en: 'custard|creme caramel' },
    ['milk', 'eggs'],
    curated('custards are milk and egg yolks'),
  ),
];

/** Eggs: EU annex II 3. */
const eggs: TaxonomyEntry[] = [
  entry(
    {
      ca: "ou|ou de guatlla|ou dur|rovell|rovell d'ou|clara d'ou|clara",
      es: 'huevo|huevo de codorniz|huevo duro|yema|yema de huevo|clara de huevo|clara',
      en: 'egg|quail egg|egg yolk|yolk|egg white',
    },
    ['eggs'],
    off('en:eggs'),
  ),
  entry(
    {
      ca: 'maionesa|allioli|all i oli|merenga|truita|truita de patates',
      es: 'mayonesa|mahonesa|alioli|ajoaceite|merengue|tortilla|tortilla de patatas|tortilla española',
      en: 'mayonnaise|mayo|aioli|meringue|omelette|omelet',
    },
    ['eggs'],
    curated('mayonnaise, allioli as most make it, meringue and omelettes carry egg'),
  ),
];

/** Fish, crustaceans and molluscs: EU annex II 2, 4 and 14. */
const seafood: TaxonomyEntry[] = [
  entry(
    {
      ca: 'peix|peix blanc|peix blau|salsa de peix|fumet|fumet de peix|brou de peix',
      es: 'pescado|pescado blanco|pescado azul|salsa de pescado|fumet|fumet de pescado|caldo de pescado',
      en: 'fish|white fish|fish sauce|fish stock',
    },
    ['fish'],
    off('en:fish'),
  ),
  entry(
    {
      ca: 'bacallà|bacallà dessalat|tonyina|bonítol|salmó|salmó fumat|lluç|sardina|anxova|seitó|rap|orada|llobarro|verat|sorell|truita de riu|llenguado|rèmol|emperador|surimi|ous de peix|caviar|corvina|brou dashi|dashi|bonítol sec',
      es: 'bacalao|bacalao desalado|atún|bonito|salmón|salmón ahumado|merluza|sardina|anchoa|boquerón|rape|dorada|lubina|caballa|jurel|trucha|lenguado|rodaballo|pez espada|surimi|huevas|caviar|corvina|caldo dashi|dashi|katsuobushi',
      en: 'cod|salt cod|tuna|bonito|salmon|smoked salmon|hake|sardine|anchovy|monkfish|sea bream|sea bass|mackerel|trout|sole|turbot|swordfish|surimi|fish roe|caviar|meagre|dashi|bonito flakes|katsuobushi',
    },
    ['fish'],
    off('en:fish'),
  ),
  entry(
    {
      ca: 'salsa worcestershire|salsa perrins',
      es: 'salsa worcestershire|salsa perrins',
      en: 'worcestershire sauce',
    },
    ['fish'],
    curated('Worcestershire sauce is made with anchovies'),
  ),
  entry(
    {
      ca: 'gamba|llagostí|llagosta|llamàntol|escamarlà|cranc|nècora|galera|marisc|crustaci',
      es: 'gamba|langostino|langosta|bogavante|cigala|cangrejo|nécora|galera|marisco|crustáceo',
      en: 'prawn|shrimp|lobster|langoustine|crab|crayfish|crawfish|shellfish',
    },
    ['crustaceans'],
    off('en:crustaceans'),
  ),
  entry(
    {
      ca: 'musclo|cloïssa|escopinya|navalla|ostra|vieira|calamar|calamarset|sípia|pop|popet|tinta de calamar|tinta de sípia|cargol|caragol|cargol de mar',
      es: 'mejillón|almeja|berberecho|navaja|ostra|vieira|calamar|chipirón|sepia|pulpo|tinta de calamar|caracol|bígaro',
      en: 'mussel|clam|cockle|razor clam|oyster|scallop|squid|calamari|cuttlefish|octopus|squid ink|snail|escargot|whelk',
    },
    ['molluscs'],
    off('en:molluscs'),
  ),
  entry(
    { ca: 'percebe', es: 'percebe', en: 'goose barnacle' },
    ['crustaceans'],
    curated('goose barnacles are crustaceans'),
  ),
];

/** Peanuts, tree nuts, soy, sesame, lupin, celery, mustard: EU annex II 5, 6, 8, 9, 10, 11, 13. */
const plants: TaxonomyEntry[] = [
  entry(
    {
      ca: 'cacauet|mantega de cacauet|crema de cacauet',
      es: 'cacahuete|cacahuate|maní|crema de cacahuete',
      en: 'peanut|groundnut',
    },
    ['peanuts'],
    off('en:peanuts'),
    { base: true },
  ),
  entry(
    {
      ca: 'ametlla|ametlla mòlta|ametlla laminada|avellana|nou|anacard|festuc|pistatxo|nou de pacana|pacana|nou del brasil|nou de macadàmia|macadàmia|praliné|massapà|torró|romesco',
      es: 'almendra|almendra molida|avellana|nuez|anacardo|pistacho|nuez pecana|pacana|nuez de brasil|nuez de macadamia|macadamia|praliné|mazapán|turrón|romesco',
      en: 'almond|ground almond|hazelnut|walnut|cashew|pistachio|pecan|brazil nut|macadamia|praline|marzipan|nougat',
    },
    ['nuts'],
    off('en:nuts'),
    { base: true },
  ),
  entry({ ca: 'nou moscada', es: 'nuez moscada', en: 'nutmeg' }, [], curated('nutmeg is a spice, not a nut')),
  entry(
    { ca: 'coco|coco ratllat', es: 'coco|coco rallado', en: 'coconut|desiccated coconut' },
    [],
    curated("coconut is not one of the EU's tree nuts (annex II 8)"),
    { base: true },
  ),
  entry(
    { ca: 'pinyó|castanya', es: 'piñón|castaña', en: 'pine nut|chestnut' },
    [],
    curated("pine nuts and chestnuts are not among the EU's eight tree nuts (annex II 8)"),
    { base: true },
  ),
  entry(
    {
      ca: 'cacau|cacau en pols|xocolata negra|mantega de cacau',
      es: 'cacao|cacao en polvo|chocolate negro|manteca de cacao',
      en: 'cocoa|cocoa powder|cacao|dark chocolate|cocoa butter',
    },
    [],
    curated('cocoa itself is none of the 14'),
    { base: true },
  ),
  entry(
    {
      ca: 'xocolata|xocolata amb llet|xocolata blanca',
      es: 'chocolate|chocolate con leche|chocolate blanco',
      en: 'chocolate|milk chocolate|white chocolate',
    },
    ['milk'],
    curated('chocolate other than dark carries milk'),
  ),
  entry(
    {
      ca: 'soja|beguda de soja|tofu|tempeh|edamame|miso|proteïna de soja',
      es: 'soja|soya|tofu|tempeh|edamame|miso|proteína de soja',
      en: 'soy|soya|soybean|tofu|tempeh|edamame|miso',
    },
    ['soy'],
    off('en:soybeans'),
    { base: true },
  ),
  entry(
    {
      ca: 'salsa de soja|salsa teriyaki',
      es: 'salsa de soja|salsa teriyaki',
      en: 'soy sauce|soya sauce|teriyaki sauce|shoyu',
    },
    ['soy', 'gluten'],
    curated('soy sauce is brewed from soybeans and wheat'),
  ),
  entry(
    { ca: 'tamari', es: 'tamari', en: 'tamari' },
    ['soy'],
    curated('tamari is soy sauce made without wheat'),
  ),
  entry(
    {
      ca: 'sèsam|llavor de sèsam|tahina|tahini|humus|hummus',
      es: 'sésamo|ajonjolí|semilla de sésamo|tahina|tahini|hummus|humus',
      en: 'sesame|sesame seed|sesame oil|tahini|tahina|hummus',
    },
    ['sesame'],
    off('en:sesame-seeds'),
  ),
  entry(
    {
      ca: 'tramús|tramussos|farina de tramús',
      es: 'altramuz|chocho|harina de altramuz',
      en: 'lupin|lupine|lupini',
    },
    ['lupin'],
    off('en:lupin'),
  ),
  entry(
    {
      ca: "api|api-rave|api rave|branca d'api",
      es: 'apio|apionabo|rama de apio',
      en: 'celery|celeriac|celery salt|celery seed',
    },
    ['celery'],
    off('en:celery'),
  ),
  entry(
    {
      ca: 'mostassa|mostassa de dijon|llavor de mostassa',
      es: 'mostaza|mostaza de dijon|semilla de mostaza',
      en: 'mustard|dijon mustard|mustard seed',
    },
    ['mustard'],
    off('en:mustard'),
  ),
  entry(
    {
      ca: 'cigró|llentia|mongeta|pèsol|fava',
      es: 'garbanzo|lenteja|judía|alubia|guisante|haba',
      en: 'chickpea|lentil|bean|pea|broad bean',
    },
    [],
    curated('pulses other than soy, peanuts and lupin are none of the 14'),
    { base: true },
  ),
];

/** Pastes and sprouts whose names hold another food's word. */
const lookalikes: TaxonomyEntry[] = [
  entry(
    { ca: 'tamarinde|curri', es: 'tamarindo|curry', en: 'tamarind|curry' },
    [],
    curated('a tamarind or curry paste is no wheat pasta'),
    { base: true },
  ),
  entry(
    {
      ca: 'brots de soja|brot de soja|mongeta mungo',
      es: 'brotes de soja|brote de soja|judía mungo',
      en: 'bean sprout|mung bean',
    },
    [],
    curated('what is sold as "brots de soja" are mung bean sprouts, not soybeans'),
  ),
];

/** Sulphites (EU annex II 12, over 10 mg/kg): wine and what is made from it. */
const sulphites: TaxonomyEntry[] = [
  entry(
    {
      ca: 'vi|vi blanc|vi negre|vi rosat|vi ranci|cava|xerès|vermut|moscatell|porto|conyac|brandi|vinagre|vinagre de mòdena|vinagre de vi|vinagre de xerès',
      es: 'vino|vino blanco|vino tinto|vino rosado|cava|jerez|vermut|moscatel|oporto|coñac|brandy|vinagre|vinagre de módena|vinagre balsámico|vinagre de vino|vinagre de jerez',
      en: 'wine|white wine|red wine|rose wine|sherry|vermouth|port|brandy|cognac|vinegar|balsamic vinegar|wine vinegar',
    },
    ['sulphites'],
    off('en:sulphur-dioxide-and-sulphites'),
  ),
  entry(
    { ca: 'fruita seca dessecada|orellana|albercoc sec', es: 'orejón|albaricoque seco', en: 'dried apricot' },
    ['sulphites'],
    curated('dried apricots are kept with sulphur dioxide'),
  ),
];

/** Meat, gelatin and honey: not allergens, but no vegetarian or vegan recipe has them. */
const animal: TaxonomyEntry[] = [
  entry(
    {
      ca: "carn|carn picada|vedella|bou|porc|pollastre|gallina|gall dindi|gall d'indi|ànec|xai|cabrit|conill|perdiu|guatlla|colomí|senglar|cérvol|fetge|foie|llom|costella|entrecot|filet|pit de pollastre|cuixa de pollastre|ala de pollastre|galta|peus de porc|cap i pota|tripa|mandonguilla",
      es: 'carne|carne picada|ternera|buey|cerdo|pollo|gallina|pavo|pato|cordero|cabrito|conejo|perdiz|codorniz|jabalí|ciervo|hígado|foie|lomo|costilla|chuleta|entrecot|solomillo|pechuga de pollo|muslo de pollo|ala de pollo|carrillera|manitas de cerdo|callos|albóndiga',
      en: 'meat|minced meat|beef|veal|pork|chicken|hen|turkey|duck|lamb|mutton|rabbit|partridge|quail|venison|boar|liver|foie gras|loin|rib|steak|sirloin|chicken breast|chicken thigh|chicken wing|meatball',
    },
    [],
    offAnalysis('en:non-vegetarian'),
    { animal: 'meat' },
  ),
  entry(
    {
      ca: 'pernil|guanciale|pernil serrà|pernil dolç|cansalada|cansalada viada|bacó|xoriço|botifarra|botifarra negra|llonganissa|fuet|sobrassada|salsitxa|salsitxes|morcilla|bull|llard|mantega de porc|greix|brou de carn|brou de pollastre|caldo de pollastre|pastilla de brou',
      es: 'jamón|guanciale|jamón serrano|jamón york|panceta|tocino|beicon|bacon|chorizo|butifarra|morcilla|longaniza|fuet|sobrasada|salchicha|salchichón|manteca de cerdo|manteca|caldo de carne|caldo de pollo|pastilla de caldo',
      en: 'ham|guanciale|cured ham|bacon|pancetta|chorizo|sausage|black pudding|salami|pepperoni|lard|dripping|beef stock|chicken stock|stock cube|bone broth',
    },
    [],
    offAnalysis('en:non-vegetarian'),
    { animal: 'meat' },
  ),
  entry(
    {
      ca: 'gelatina|full de gelatina|fulla de gelatina|cola de peix',
      es: 'gelatina|hoja de gelatina|cola de pescado',
      en: 'gelatin|gelatine|gelatine leaf|isinglass',
    },
    [],
    offAnalysis('en:non-vegetarian (en:gelatin)'),
    { animal: 'gelatin' },
  ),
  entry({ ca: 'mel', es: 'miel', en: 'honey' }, [], offAnalysis('en:non-vegan (en:honey)'), {
    animal: 'honey',
  }),
  entry(
    { ca: 'agar-agar|agar', es: 'agar-agar|agar', en: 'agar|agar agar' },
    [],
    curated('agar is a seaweed gelling agent, the vegan gelatin'),
  ),
];

/** Words that mean nothing for allergens, listed so a longer word never hides inside them. */
const none: TaxonomyEntry[] = [
  entry(
    {
      ca: 'pebre|pebre negre|pebre blanc|pebre vermell|pebrot|pebrot vermell|pebrot verd|pebrot del piquillo|bitxo',
      es: 'pimienta|pimienta negra|pimentón|pimiento|pimiento rojo|pimiento verde|pimiento del piquillo|guindilla',
      en: 'pepper|black pepper|paprika|bell pepper|red pepper|chilli|chili',
    },
    [],
    curated('pepper (the spice) and peppers (the vegetable) are none of the 14'),
  ),
  entry(
    {
      ca: "all|gra d'all|alls|ceba|porro|tomàquet|patata|pastanaga|carbassó|albergínia|espinac|bolet|xampinyó|poma|pera|llimona|taronja|maduixa|plàtan",
      es: 'ajo|diente de ajo|cebolla|puerro|tomate|patata|zanahoria|calabacín|berenjena|espinaca|seta|champiñón|manzana|pera|limón|naranja|fresa|plátano',
      en: 'garlic|garlic clove|onion|leek|tomato|potato|carrot|courgette|zucchini|aubergine|eggplant|spinach|mushroom|apple|pear|lemon|orange|strawberry|banana',
    },
    [],
    curated('vegetables and fruits: none of the 14'),
  ),
  entry(
    {
      ca: "oli|oli d'oliva|oli de gira-sol|sal|sucre|aigua|llevat|bicarbonat|canyella|vainilla|safrà|julivert|farigola|romaní|orenga|comí|brou vegetal",
      es: 'aceite|aceite de oliva|aceite de girasol|sal|azúcar|agua|levadura|bicarbonato|canela|vainilla|azafrán|perejil|tomillo|romero|orégano|comino|caldo vegetal',
      en: 'oil|olive oil|sunflower oil|salt|sugar|water|yeast|baking soda|cinnamon|vanilla|saffron|parsley|thyme|rosemary|oregano|cumin|vegetable stock',
    },
    [],
    curated('pantry basics: none of the 14'),
  ),
];

/** Words that qualify the whole ingredient line. */
const modifiers: TaxonomyEntry[] = [
  entry(
    {
      ca: 'sense gluten|apte per a celíacs',
      es: 'sin gluten|apto para celíacos',
      en: 'gluten free|gluten-free|without gluten',
    },
    [],
    euAnnexII('1, and Regulation (EU) 828/2014: "gluten-free" is at most 20 mg/kg'),
    { modifier: 'gluten_free' },
  ),
  entry(
    {
      ca: 'sense lactosa|deslactosada|deslactosat',
      es: 'sin lactosa|deslactosada|deslactosado',
      en: 'lactose free|lactose-free',
    },
    [],
    curated(
      'lactose-free milk products still carry milk protein (the allergen) but suit a lactose-free diet',
    ),
    { modifier: 'lactose_free' },
  ),
  entry(
    {
      ca: 'vegà|vegana|vegetal|de base vegetal',
      es: 'vegano|vegana|vegetal',
      en: 'vegan|plant-based|plant based',
    },
    [],
    curated('a vegan or plant-based product has no animal ingredient'),
    { modifier: 'plant_based' },
  ),
];

/** Every entry, each with its words in Catalan, Spanish and English and its source. */
export const TAXONOMY: readonly TaxonomyEntry[] = [
  ...cereals,
  ...dairy,
  ...eggs,
  ...seafood,
  ...plants,
  ...lookalikes,
  ...sulphites,
  ...animal,
  ...none,
  ...modifiers,
];
