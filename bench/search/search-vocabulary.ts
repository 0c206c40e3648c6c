/**
 * Words the generated titles and descriptions are built from. Real Catalan words (with accents)
 * so a 3-letter query and an accent-folded one hit a realistic share of recipes, unlike the
 * uniform "Recepta de prova N" titles of the 100k generator, which every query would match.
 */
export const DISHES = [
  'Arròs',
  'Crema',
  'Sopa',
  'Amanida',
  'Truita',
  'Estofat',
  'Fideuà',
  'Canelons',
  'Coca',
  'Pastís',
  'Guisat',
  'Brou',
  'Escudella',
  'Torrada',
  'Croquetes',
  'Mandonguilles',
  'Empanada',
  'Carpaccio',
  'Rostit',
  'Graellada',
  'Saltejat',
  'Puré',
  'Flam',
  'Gelat',
  'Coulant',
  'Risotto',
  'Paella',
  'Timbal',
  'Samfaina',
  'Escalivada',
];
export const MAIN_INGREDIENTS = [
  'pollastre',
  'vedella',
  'porc',
  'xai',
  'conill',
  'bacallà',
  'lluç',
  'tonyina',
  'sípia',
  'calamars',
  'gambes',
  'musclos',
  'cloïsses',
  'bolets',
  'espinacs',
  'carbassa',
  'carbassó',
  'albergínia',
  'pebrot',
  'tomàquet',
  'ceba',
  'patata',
  'cigrons',
  'llenties',
  'mongetes',
  'formatge',
  'xocolata',
  'poma',
  'pera',
  'maduixes',
  'llimona',
  'taronja',
  'ametlles',
  'avellanes',
  'nous',
  'espàrrecs',
  'carxofes',
  'pèsols',
  'faves',
  'bròquil',
];
export const STYLES = [
  'de l’àvia',
  'a la brasa',
  'al forn',
  'amb allioli',
  'casolà',
  'a la catalana',
  'lleuger',
  'de temporada',
  'ràpid',
  'tradicional',
  'de festa',
  'picant',
  'amb romesco',
  'al vapor',
  'a la planxa',
  'cremós',
  'cruixent',
  'de muntanya',
  'mariner',
  'de diumenge',
];
export const OCCASIONS = [
  'un sopar ràpid',
  'el dinar de diumenge',
  'una festa amb amics',
  'els dies de fred',
  'l’estiu',
  'els més petits',
  'una celebració',
  'portar a la feina',
  'un berenar',
  'la tardor',
];

/** A word that appears in very few recipes: the "rare word" case of the bench. */
export const RARE_WORD = 'garum';
/** One recipe in this many carries the rare word in its description. */
export const RARE_EVERY = 100_000;

/** Every ingredient name offered: the real words first, then numbered ones up to 500. */
export const INGREDIENT_NAMES = 500;

/** A PostgreSQL text[] literal of the words (quotes doubled). */
export const sqlArray = (words: string[]) =>
  `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
