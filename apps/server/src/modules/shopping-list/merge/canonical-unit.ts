import { convertUnit, unitOfWord } from '@receptari/shared/quantities/kitchen-units';

/** Every count of things is one unit on the list: "3 ous", "3 unitats", "3 u." add up. */
export const COUNT_UNIT = 'unitats';

const MASS = new Set(['g', 'kg', 'oz', 'lb']);
const VOLUME = new Set(['ml', 'cl', 'l', 'tassa', 'cullerada', 'culleradeta']);
const COUNT_WORDS = new Set([
  '',
  'unitat',
  'unitats',
  'u',
  'ud',
  'uds',
  'peça',
  'peces',
  'unidad',
  'unidades',
]);
const DECILITRE = /^(?:dl|decilitres?|decilitros?)$/u;

// Measures the recipe form has no unit for, as a cook writes them in the singular.
const SINGULAR_MEASURES: Readonly<Record<string, string>> = {
  pessics: 'pessic',
  grans: 'gra',
  sobres: 'sobre',
  trossos: 'tros',
  branques: 'branca',
  llesques: 'llesca',
  dientes: 'diente',
};

function singularMeasure(word: string): string {
  const known = SINGULAR_MEASURES[word];
  if (known) return known;
  if (word.length > 4 && word.endsWith('es')) return `${word.slice(0, -2)}a`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A measure word as the list stores it: the word alone, lower-case, without a trailing dot. */
export const plainUnitWord = (word: string) => word.trim().toLowerCase().replace(/\.$/u, '');

/**
 * `value` of `word` in the list's canonical unit (docs/product.md#shopping-list): every mass in
 * grams, every volume in millilitres (cups and spoons as the recipe page sizes them), every count in
 * 'unitats'; any other measure ("pessic", "manat", "llauna") stays its own, in the singular, and
 * adds up only with itself.
 */
export function canonicalAmount(value: number, word: string): { quantity: number; unit: string } {
  const plain = plainUnitWord(word);
  if (COUNT_WORDS.has(plain)) return { quantity: value, unit: COUNT_UNIT };
  if (DECILITRE.test(plain)) return { quantity: value * 100, unit: 'ml' };
  const kitchen = unitOfWord(plain) ?? (MASS.has(plain) || VOLUME.has(plain) ? plain : null);
  if (kitchen && MASS.has(kitchen)) return { quantity: convertUnit(value, kitchen, 'g'), unit: 'g' };
  if (kitchen && VOLUME.has(kitchen)) return { quantity: convertUnit(value, kitchen, 'ml'), unit: 'ml' };
  return { quantity: value, unit: singularMeasure(plain) };
}

/** Whether a word after a number is a measure the list knows (so "2 kg de patates" is 2 kg of patates). */
export const isKnownMeasure = (word: string) => {
  const plain = plainUnitWord(word);
  return (
    unitOfWord(plain) !== null ||
    DECILITRE.test(plain) ||
    (plain !== '' && COUNT_WORDS.has(plain)) ||
    plain in SINGULAR_MEASURES ||
    Object.values(SINGULAR_MEASURES).includes(plain)
  );
};
