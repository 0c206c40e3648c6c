import { food, type LexiconEntry } from './define-food.ts';

/** Salt, spices, herbs, sauces, vinegars, stocks and drinks used in cooking. */
export const SEASONINGS: readonly LexiconEntry[] = [
  food(
    '02047',
    'sal|salt|sal fina|sal gruixuda|sal gorda|sal marina|sea salt|sal en escates|flor de sal|escamas de sal',
    {
      density: 1.2,
    },
  ),
  food(
    '02030',
    'pebre|pimienta|pepper|pebre negre|pimienta negra|black pepper|pebre mòlt|pimienta molida|pebre blanc|pimienta blanca|white pepper',
    {
      density: 0.46,
    },
  ),
  food(
    '02028',
    'pebre vermell|pimentón|paprika|pebre vermell dolç|pimentón dulce|pebre vermell picant|pimentón picante|pimentón de la vera|smoked paprika|pebre roig',
    {
      density: 0.46,
    },
  ),
  food('02031', 'caiena|cayena|cayenne|pebre de caiena|pimienta de cayena|guindilla molida', {
    density: 0.36,
  }),
  food('02009', 'xili en pols|chile en polvo|chili powder', { density: 0.54 }),
  food(
    '02010',
    'canyella|canela|cinnamon|canyella en pols|canela molida|branca de canyella|rama de canela|cinnamon stick',
    {
      density: 0.52,
    },
  ),
  food('02014', 'comí|comino|cumin|comí mòlt|comino molido', { density: 0.42 }),
  food('02043', 'cúrcuma|turmeric', { density: 0.6 }),
  food('02015', 'curri|curry|curry en pols|curry powder', { density: 0.4 }),
  food('02021', 'gingebre en pols|jengibre molido|ground ginger', { density: 0.36 }),
  food('02025', 'nou moscada|nuez moscada|nutmeg', { density: 0.44 }),
  food('02011', 'clau|clavo|clove|clau d’espècia|clavo de olor', { density: 0.42 }),
  food('02013', 'coriandre|cilantro en grano|coriander|coriander seed|coriandre mòlt', { density: 0.36 }),
  food('02037', 'safrà|azafrán|saffron|brins de safrà|hebras de azafrán', { density: 0.14 }),
  food('02001', 'pebre de jamaica|pimienta de jamaica|allspice', { density: 0.38 }),
  food('02006', 'cardamom|cardamomo', { density: 0.4 }),
  food('02002', 'anís|matafaluga|anís en grano|anise|aniseed|anís estrellat|anís estrellado|star anise', {
    density: 0.42,
  }),
  food('02018', 'llavor de fonoll|semilla de hinojo|fennel seed', { density: 0.4 }),
  food('02005', 'comí de prat|alcaravea|caraway', { density: 0.42 }),
  food('02033', 'rosella|semilla de amapola|poppy seed|llavor de rosella', { density: 0.56 }),
  food('02024', 'mostassa en gra|mostaza en grano|mustard seed', { density: 0.4 }),
  food('02046', 'mostassa|mostaza|mustard|mostassa de dijon|mostaza de dijon|dijon', { density: 1.0 }),
  food('02026', 'ceba en pols|cebolla en polvo|onion powder', { density: 0.48 }),
  food('02020', 'all en pols|ajo en polvo|garlic powder|all granulat|ajo granulado', { density: 0.62 }),
  food('02027', 'orenga|orégano', { density: 0.2 }),
  food('02042', 'farigola|tomillo|thyme|timó', { density: 0.2 }),
  food('02049', 'farigola fresca|tomillo fresco', { density: 0.16 }),
  food('02036', 'romaní|romero|rosemary', { density: 0.24 }),
  food('02063', 'romaní fresc|romero fresco|branca de romaní|rama de romero', { density: 0.14 }),
  food(
    '02004',
    'llorer|laurel|bay leaf|fulla de llorer|hoja de laurel|bay leaves|fulles de llorer|hojas de laurel',
    { density: 0.12, piece: 0.2 },
  ),
  food('02003', 'alfàbrega seca|albahaca seca|dried basil', { density: 0.14 }),
  food('02044', 'alfàbrega|albahaca|basil|alfàbrega fresca|albahaca fresca|fulla d’alfàbrega', {
    density: 0.18,
    piece: 0.5,
  }),
  food('02065', 'menta|hierbabuena|mint|menta fresca|fulla de menta|hoja de menta|spearmint|herba-sana', {
    density: 0.2,
  }),
  food('02064', 'menta piperita|peppermint|menta poleo', { density: 0.2 }),
  food('02023', 'marduix|mejorana|marjoram', { density: 0.12 }),
  food('02038', 'sàlvia|sage', { density: 0.14 }),
  food('02041', 'estragó|estragón|tarragon', { density: 0.12 }),
  food('02017', 'anet|eneldo|dill', { density: 0.2 }),
  food('02029', 'julivert sec|perejil seco|dried parsley', { density: 0.11 }),
  // A dried-herb blend (sage, thyme, marjoram): the closest SR28 has to herbes de Provence.
  food(
    '02034',
    'herbes de provença|hierbas provenzales|herbes de provence|herbes aromàtiques|hierbas aromáticas|mixed herbs|italian seasoning',
    {
      density: 0.3,
    },
  ),
  food(
    '02050',
    'vainilla|vainilla en extracte|extracto de vainilla|vanilla|vanilla extract|essència de vainilla|esencia de vainilla|beina de vainilla|vaina de vainilla',
    {
      density: 0.88,
    },
  ),
  food('02053', 'vinagre|vinegar|vinagre blanc|vinagre blanco|white vinegar', { density: 1.0 }),
  food(
    '02068',
    'vinagre de vi|vinagre de vino|wine vinegar|vinagre de xerès|vinagre de jerez|sherry vinegar|vinagre de cava|red wine vinegar',
    {
      density: 1.0,
    },
  ),
  food('02048', 'vinagre de poma|vinagre de manzana|cider vinegar|apple cider vinegar|vinagre de sidra', {
    density: 1.0,
  }),
  food('02069', 'vinagre de mòdena|vinagre balsàmic|vinagre balsámico|balsamic vinegar|crema de balsàmic', {
    density: 1.06,
  }),
  food('16123', 'salsa de soja|soja líquida|soy sauce|salsa de soia|shoyu|tamari', { density: 1.07 }),
  food('06971', 'salsa worcestershire|salsa perrins|worcestershire|worcestershire sauce', { density: 1.06 }),
  food('06168', 'tabasco|salsa picant|salsa picante|hot sauce|sriracha', { density: 1.0 }),
  food('06176', 'salsa d’ostres|salsa de ostras|oyster sauce', { density: 1.1 }),
  food('06112', 'salsa teriyaki|teriyaki', { density: 1.1 }),
  food('06150', 'salsa barbacoa|barbecue sauce|bbq sauce|salsa bbq', { density: 1.1 }),
  food('11935', 'quètxup|ketchup|catsup', { density: 1.13 }),
  food('06931', 'salsa per a pasta|marinara|salsa napolitana|pasta sauce|salsa bolonyesa', {
    density: 1.04,
  }),
  food('06164', 'salsa mexicana|pico de gallo|salsa picada', { density: 1.05 }),
  food('04135', 'vinagreta|vinaigrette|amaniment|aliño|salad dressing', { density: 0.95 }),
  food(
    '06172',
    'brou|caldo|stock|broth|brou de pollastre|caldo de pollo|chicken stock|chicken broth|brou de verdures|caldo de verduras|vegetable stock',
    {
      density: 1.0,
    },
  ),
  food('06170', 'brou de carn|caldo de carne|beef stock|beef broth|brou de vedella|caldo de ternera', {
    density: 1.0,
  }),
  food('06963', 'fumet|brou de peix|caldo de pescado|fish stock|fish broth|fumet de peix', { density: 1.0 }),
  food(
    '06080',
    'pastilla de brou|pastilla de caldo|cub de brou|stock cube|bouillon cube|avecrem|concentrat de brou',
    {
      density: 0.8,
      piece: 10,
    },
  ),
  food('14411', 'aigua|agua|water|aigua freda|agua fría|aigua calenta|agua caliente|cold water|hot water', {
    density: 1.0,
  }),
  food('14096', 'vi negre|vino tinto|red wine|vi|vino|wine|vi ranci|vino rancio', { density: 0.99 }),
  food('14106', 'vi blanc|vino blanco|white wine|cava|champagne|xampany|vino espumoso', { density: 0.99 }),
  food(
    '14057',
    'vi dolç|vino dulce|moscatell|moscatel|xerès|jerez|sherry|oporto|porto|port|pedro ximénez|vi de missa',
    {
      density: 1.03,
    },
  ),
  food('14003', 'cervesa|cerveza|beer', { density: 1.01 }),
  food(
    '14037',
    'conyac|coñac|brandy|cognac|rom|ron|rum|whisky|vodka|ginebra|gin|licor|liqueur|anís sec|aiguardent|aguardiente|orujo',
    {
      density: 0.95,
    },
  ),
  food('14209', 'cafè|coffee|cafè sol|espresso|cafè exprés', { density: 1.0 }),
];
