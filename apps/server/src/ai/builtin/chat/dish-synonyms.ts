import { foldAccents } from './tokenise-question.ts';

/**
 * The words of dishes' names in Catalan, Spanish and English, each group one meaning, so a
 * question in one language finds a catalogue title written in another ("Greek salad" → "Amanida
 * grega", "arroz frito" → "Arròs fregit tres delícies"). Data, single words; the nutrition lexicon
 * already gives foods their three names (find-dish-words.ts `otherNames`), this adds the words of
 * dishes and their qualifiers it lacks. Sources: Diccionari de la llengua catalana (IEC), Diccionario
 * de la lengua española (RAE), Cambridge Dictionary (the English culinary terms).
 */
const DISH_SYNONYMS: readonly (readonly string[])[] = [
  ['amanida', 'amanides', 'ensalada', 'ensaladas', 'salad', 'salads'],
  ['grega', 'grec', 'griega', 'griego', 'greek'],
  ['arròs', 'arroz', 'rice'],
  ['fregit', 'fregida', 'frito', 'frita', 'fried'],
  ['rostit', 'rostida', 'asado', 'asada', 'roast', 'roasted'],
  ['forn', 'horno', 'oven', 'baked'],
  ['espaguetis', 'espaguetti', 'spaghetti'],
  ['macarrons', 'macarrones', 'macaroni'],
  ['fideus', 'fideos', 'noodles'],
  ['truita', 'tortilla', 'omelette', 'omelet'],
  ['sopa', 'soup'],
  ['pa', 'pan', 'bread'],
  ['pastís', 'pastel', 'tarta', 'cake'],
  // The singulars too: an unknown "pancake" is read as the compound pan + cake (find-dish-words.ts).
  ['creps', 'crep', 'crêpes', 'crêpe', 'crepes', 'crepe', 'crepas', 'crepa', 'pancakes', 'pancake'],
  ['croquetes', 'croquetas', 'croquettes'],
  ['canelons', 'canelones', 'cannelloni'],
  ['mandonguilles', 'albóndigas', 'meatballs'],
  ['estofat', 'estofada', 'estofado', 'stew', 'stewed'],
  ['flam', 'flan'],
  ['gaspatxo', 'gazpacho'],
  ['lasanya', 'lasaña', 'lasagna', 'lasagne'],
  ['tres', 'three'],
  ['delícies', 'delicias'],
  ['carn', 'carne', 'meat'],
  ['salsa', 'sauce'],
  ['xai', 'cordero', 'lamb'],
  ['porc', 'cerdo', 'pork'],
  ['vedella', 'ternera', 'beef'],
  ['pollastre', 'pollo', 'chicken'],
  // "Gall dindi" is two words; its second names the bird in a title ("Curri de gall dindi").
  ['dindi', 'indiot', 'pavo', 'turkey'],
  ['peix', 'pescado', 'fish'],
  ['marisc', 'marisco', 'seafood'],
  // The lexicon files "prawn" after its first three names (gamba, gamba pelada, camarón).
  ['gambes', 'gamba', 'gambas', 'prawn', 'prawns', 'shrimp', 'shrimps'],
  ['bolets', 'setas', 'hongos', 'mushroom', 'mushrooms'],
  ['formatge', 'queso', 'cheese'],
  ['nata', 'cream'],
  ['xocolata', 'chocolate'],
  ['llenties', 'lentejas', 'lentils'],
  ['vermelles', 'vermella', 'rojas', 'roja', 'red'],
  ['verdures', 'verduras', 'vegetables', 'veggie'],
  ['casolà', 'casolana', 'casero', 'casera', 'homemade'],
  ['hamburguesa', 'hamburgueses', 'hamburguesas', 'hamburger', 'hamburgers', 'burger', 'burgers'],
];

const fold = (word: string) => foldAccents(word.toLowerCase());

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of DISH_SYNONYMS) {
  const folded = group.map(fold);
  for (const word of folded) GROUP_OF.set(word, folded);
}

/** The other names of a dish word in the three languages, accent-free (none for a word not in the table). */
export const dishSynonymsOf = (word: string): readonly string[] => GROUP_OF.get(fold(word)) ?? [];
