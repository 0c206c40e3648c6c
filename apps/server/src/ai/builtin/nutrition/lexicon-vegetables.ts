import { food, type LexiconEntry } from './define-food.ts';

/** Vegetables, greens, mushrooms and tomato products; piece weights are a medium piece as bought. */
export const VEGETABLES: readonly LexiconEntry[] = [
  food(
    '11282',
    'ceba|cebolla|onion|ceba blanca|cebolla blanca|ceba groga|ceba de figueres|ceba morada|cebolla morada|red onion',
    {
      density: 0.67,
      piece: 110,
    },
  ),
  food('11291', 'ceba tendra|cebolleta|cebollino|scallion|spring onion|green onion', {
    density: 0.42,
    piece: 15,
  }),
  // Green garlic is a young bulb with its leaves, nearer to a spring onion than to a garlic clove.
  food('11291', 'all tendre|ajo tierno|ajete|green garlic', { density: 0.42, piece: 15 }),
  food('11677', 'escalunya|chalota|shallot', { density: 0.64, piece: 25 }),
  food('11215', 'all|ajo|garlic|gra d’all|diente de ajo|garlic clove|all sencer', {
    density: 0.57,
    piece: 3,
  }),
  food('11215', 'cap d’all|cabeza de ajo|head of garlic|garlic bulb', { piece: 40 }),
  food('11529', 'tomàquet|tomate|tomato|tomàquet madur|tomate maduro|tomàquet de penjar|tomàquet cherry', {
    density: 0.75,
    piece: 120,
  }),
  food(
    '11531',
    'tomàquet en conserva|tomate en conserva|tomàquet pelat|tomate pelado|canned tomato|chopped tomato',
    {
      density: 1.0,
    },
  ),
  food('11547', 'tomàquet triturat|tomate triturado|crushed tomato|puré de tomàquet|tomato puree|passata', {
    density: 1.04,
  }),
  food('11546', 'concentrat de tomàquet|tomate concentrado|tomato paste|doble concentrat', { density: 1.1 }),
  food('11549', 'salsa de tomàquet|salsa de tomate|tomato sauce|tomàquet fregit|tomate frito', {
    density: 1.02,
  }),
  food('11955', 'tomàquet sec|tomate seco|sun-dried tomato', { density: 0.23, piece: 2 }),
  food('11352', 'patata|papa|potato|patata nova|patata vermella', { density: 0.63, piece: 170 }),
  food('11507', 'moniato|boniato|batata|sweet potato', { density: 0.55, piece: 130 }),
  food('11124', 'pastanaga|zanahoria|carrot', { density: 0.53, piece: 60 }),
  food('11821', 'pebrot vermell|pimiento rojo|red pepper|red bell pepper|pebrot escalivat', {
    density: 0.62,
    piece: 150,
  }),
  // English "peppers", plural, are bell peppers ("two peppers, tomatoes and an onion"); "pepper" alone is the spice.
  food('11333', 'pebrot|pimiento|bell pepper|peppers|pebrot verd|pimiento verde|green pepper|pebrot italià', {
    density: 0.62,
    piece: 120,
  }),
  // Piquillo peppers come roasted and small; the raw red pepper carries their composition.
  food('11821', 'pebrot del piquillo|pimiento del piquillo|piquillo pepper|piquillo', {
    density: 0.7,
    piece: 20,
  }),
  food('11951', 'pebrot groc|pimiento amarillo|yellow pepper', { density: 0.62, piece: 186 }),
  food(
    '11819',
    'bitxo|guindilla|chili|chili pepper|chile|pebrot picant|pimiento picante|cirereta|chilli|red chilli|red chili|green chilli|green chili|ají molido',
    {
      density: 0.6,
      piece: 45,
    },
  ),
  food('11979', 'jalapeño', { density: 0.38, piece: 14 }),
  food('11209', 'albergínia|berenjena|eggplant|aubergine', { density: 0.34, piece: 300 }),
  food('11477', 'carbassó|calabacín|zucchini|courgette', { density: 0.52, piece: 200 }),
  food('11422', 'carbassa|calabaza|pumpkin|carabassa', { density: 0.48 }),
  food('11485', 'carbassa violí|calabaza cacahuete|butternut|butternut squash', { density: 0.58 }),
  food('11205', 'cogombre|pepino|cucumber', { density: 0.5, piece: 300 }),
  food('11252', 'enciam|lechuga|lettuce|enciam iceberg|lechuga iceberg|iceberg', {
    density: 0.3,
    piece: 500,
  }),
  food('11251', 'enciam romà|lechuga romana|romaine|cogollo|cogollos de tudela', {
    density: 0.2,
    piece: 120,
  }),
  food(
    '11253',
    'enciam de fulla|lechuga hoja de roble|mesclun|barreja d’enciams|mezcla de lechugas|mixed greens',
    {
      density: 0.15,
    },
  ),
  food('11213', 'escarola|endive|endibia|endívia|xicoira|achicoria', { density: 0.2, piece: 300 }),
  food('11959', 'ruca|rúcula|arugula|rocket|oruga', { density: 0.08 }),
  food('11457', 'espinac|espinaca|spinach|espinacs frescos|espinacas frescas|canonges|canónigos', {
    density: 0.13,
  }),
  food('11147', 'bleda|acelga|chard|swiss chard', { density: 0.15, piece: 48 }),
  food('11233', 'kale|col kale|col arrissada', { density: 0.07 }),
  food('11109', 'col|repollo|cabbage|col verda|col de cabdell', { density: 0.37, piece: 900 }),
  food('11112', 'col llombarda|lombarda|red cabbage|col vermella', { density: 0.37, piece: 900 }),
  food('11098', 'col de brussel·les|col de brusel·les|coles de bruselas|brussels sprout', {
    density: 0.37,
    piece: 19,
  }),
  food('11090', 'bròquil|brócoli|brécol|broccoli', { density: 0.38, piece: 300 }),
  food('11135', 'coliflor|col·liflor|col-i-flor|cauliflower', { density: 0.45, piece: 575 }),
  food('11011', 'espàrrec|espárrago|asparagus|espàrrec verd|espárrago triguero|espàrrec de marge', {
    density: 0.56,
    piece: 16,
  }),
  food('11007', 'carxofa|alcachofa|artichoke', { density: 0.5, piece: 128 }),
  food('11246', 'porro|puerro|leek', { density: 0.37, piece: 90 }),
  food('11143', 'api|apio|celery|branca d’api|rama de apio|celery stalk', { density: 0.42, piece: 40 }),
  food('11957', 'fonoll|hinojo|fennel', { density: 0.36, piece: 234 }),
  food('11260', 'xampinyó|champiñón|mushroom|bolet|seta|champignon', { density: 0.3, piece: 18 }),
  food(
    '11987',
    'gírgola|orellana|seta de ostra|oyster mushroom|rossinyol|camagroc|rovelló|níscalo|ceps|cep',
    {
      density: 0.3,
    },
  ),
  food('11238', 'xiitake|shiitake', { density: 0.3, piece: 19 }),
  food('11265', 'portobello|portabella', { density: 0.36, piece: 84 }),
  food('11304', 'pèsol|guisante|pea|green pea|pèsol congelat|guisante congelado', { density: 0.6 }),
  food('11052', 'mongeta tendra|judía verde|green bean|bajoca|fesol verd|string bean', {
    density: 0.42,
    piece: 6,
  }),
  food('11088', 'fava tendra|haba tierna|fava|haba|broad bean|fava bean|faveta', { density: 0.45 }),
  food('11167', 'blat de moro|maíz|maíz dulce|corn|sweet corn|panotxa|mazorca|elote', {
    density: 0.6,
    piece: 100,
  }),
  food('11080', 'remolatxa|remolacha|beet|beetroot', { density: 0.57, piece: 82 }),
  food('11564', 'nap|nabo|turnip', { density: 0.54, piece: 120 }),
  food('11429', 'rave|rabanito|rábano|radish', { density: 0.49, piece: 9 }),
  food('11297', 'julivert|perejil|parsley|julivert fresc|perejil fresco|parsley leaf', { density: 0.25 }),
  food('11165', 'coriandre fresc|cilantro|coriander leaf', { density: 0.07 }),
  food('11156', 'cibulet|ceba de l’ajo|cebollino fresco|chive', { density: 0.2 }),
  food('11216', 'gingebre|jengibre|ginger|gingebre fresc|jengibre fresco|ginger root', {
    density: 0.4,
    piece: 15,
  }),
  food('11043', 'brots de soja|germinado de soja|brote de soja|bean sprout|soja germinada', {
    density: 0.43,
  }),
  food('11226', 'nyàmera|aguaturma|tupinambo|jerusalem artichoke', { density: 0.63 }),
  food('11669', 'alga wakame|wakame|alga|seaweed|alga nori|nori', { density: 0.4 }),
  food(
    '09195',
    'oliva|aceituna|olive|oliva verda|aceituna verde|green olive|oliva farcida|aceituna rellena',
    {
      density: 0.6,
      piece: 3,
    },
  ),
  food('09193', 'oliva negra|aceituna negra|black olive|oliva d’aragó|oliva arbequina', {
    density: 0.56,
    piece: 4,
  }),
  food('02054', 'tàpera|alcaparra|caper', { density: 0.57 }),
];
