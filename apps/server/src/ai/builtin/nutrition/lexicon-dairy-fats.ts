import { food, type LexiconEntry } from './define-food.ts';

/** Eggs, milk, cream, cheeses, butter and cooking fats. */
export const DAIRY_FATS: readonly LexiconEntry[] = [
  food('01123', 'ou|huevo|egg|ou sencer', { piece: 50 }),
  food('01124', 'clara|clara d’ou|clara de huevo|egg white', { piece: 33 }),
  food('01125', 'rovell|rovell d’ou|yema|yema de huevo|egg yolk', { piece: 17 }),
  food('01077', 'llet|leche|milk|llet sencera|leche entera|whole milk', { density: 1.03 }),
  food('01079', 'llet semidesnatada|leche semidesnatada|semi-skimmed milk', { density: 1.03 }),
  food('01085', 'llet desnatada|leche desnatada|skim milk|skimmed milk', { density: 1.03 }),
  food('01095', 'llet condensada|leche condensada|condensed milk', { density: 1.28 }),
  food('01096', 'llet evaporada|leche evaporada|evaporated milk', { density: 1.05 }),
  food('01053', 'nata|nata per muntar|nata líquida|nata para montar|crema de leche|cream|heavy cream', {
    density: 0.99,
  }),
  food('01050', 'nata per cuinar|nata para cocinar|cooking cream|light cream', { density: 1.0 }),
  food('01054', 'nata muntada|nata montada|whipped cream', { density: 0.25 }),
  food('01056', 'crema agra|nata agria|sour cream', { density: 0.96 }),
  food('01116', 'iogurt|yogur|yogurt|iogurt natural|yogur natural|plain yogurt', {
    density: 1.03,
    piece: 125,
  }),
  food('01256', 'iogurt grec|yogur griego|greek yogurt', { density: 1.03, piece: 125 }),
  food('01145', 'mantega|mantequilla|butter|mantega sense sal|unsalted butter', { density: 0.96 }),
  food('01001', 'mantega salada|mantequilla con sal|salted butter', { density: 0.96 }),
  food('04073', 'margarina|margarine', { density: 0.96 }),
  food('04002', 'llard|saïm|manteca de cerdo|lard|dripping|beef dripping', { density: 0.87 }),
  food('04053', 'oli d’oliva|aceite de oliva|olive oil|oli|aceite|oil|oli d’oliva verge extra|aove', {
    density: 0.92,
  }),
  food('04506', 'oli de gira-sol|oli de girasol|aceite de girasol|sunflower oil', { density: 0.92 }),
  food('04582', 'oli de colza|aceite de colza|canola oil|rapeseed oil', { density: 0.92 }),
  food('04518', 'oli de blat de moro|aceite de maíz|corn oil', { density: 0.92 }),
  food('04058', 'oli de sèsam|aceite de sésamo|sesame oil', { density: 0.92 }),
  food('04047', 'oli de coco|aceite de coco|coconut oil', { density: 0.92 }),
  food('04042', 'oli de cacauet|aceite de cacahuete|peanut oil', { density: 0.92 }),
  food('04669', 'oli vegetal|aceite vegetal|vegetable oil', { density: 0.92 }),
  food('04025', 'maionesa|mayonesa|mahonesa|mayonnaise|mayo', { density: 0.92 }),
  food('01026', 'mozzarella|mozarela', { density: 0.47, piece: 125 }),
  food('01033', 'parmesà|parmesano|parmesan|parmigiano', { density: 0.42 }),
  food('01032', 'parmesà ratllat|parmesano rallado|grated parmesan', { density: 0.42 }),
  food('01009', 'cheddar|formatge cheddar|queso cheddar', { density: 0.47 }),
  // Bagged grated cheese in Spain is mostly emmental.
  food(
    '01040',
    'emmental|emental|formatge suís|queso suizo|swiss cheese|formatge ratllat|queso rallado|grated cheese',
    {
      density: 0.47,
    },
  ),
  food('01023', 'gruyère|gruyer', { density: 0.47 }),
  food('01035', 'provolone', { density: 0.47 }),
  // SR28 has no manchego; aged queso añejo has the closest composition.
  food('01165', 'manxego|manchego|formatge manxego|queso manchego|formatge curat|queso curado', {
    density: 0.47,
  }),
  // A plain 'formatge' in a Catalan kitchen is a semi-cured cow's cheese, closest to gouda.
  food('01022', 'formatge|queso|cheese|gouda|edam|formatge tendre|formatge semicurat|queso semicurado', {
    density: 0.47,
  }),
  food('01019', 'feta|formatge feta|queso feta', { density: 0.6 }),
  // Queso de Burgos and mató are closer to whole-milk ricotta than to SR28's Mexican queso fresco.
  food('01036', 'ricotta|requesón|recuit|mató|formatge fresc|queso fresco|burgos|queso de burgos', {
    density: 1.03,
  }),
  food('01012', 'cottage|formatge cottage|queso cottage|cottage cheese', { density: 0.9 }),
  food(
    '01017',
    'formatge cremós|formatge d’untar|queso crema|queso de untar|cream cheese|philadelphia|mascarpone',
    {
      density: 0.97,
    },
  ),
  food('01159', 'formatge de cabra|queso de cabra|goat cheese|rulo de cabra', { density: 0.6 }),
  food('01004', 'formatge blau|queso azul|blue cheese|cabrales|gorgonzola', { density: 0.47 }),
  food('01039', 'rocafort|roquefort', { density: 0.47 }),
  food('01006', 'brie', { density: 0.6 }),
  food('01007', 'camembert', { density: 0.6 }),
  food('01038', 'pecorino|romano|pecorino romano', { density: 0.42 }),
];
