import { tensWithUnits } from '@receptari/shared/quantities/spelled-numbers';

/**
 * Numbers cooks write as words in Catalan, Spanish and English, for times and servings. Ingredient
 * amounts go through the nutrition parser's own words (@receptari/shared/quantities/parse-quantity).
 */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  una: 1,
  uno: 1,
  one: 1,
  an: 1,
  dos: 2,
  dues: 2,
  two: 2,
  tres: 3,
  three: 3,
  quatre: 4,
  cuatro: 4,
  four: 4,
  cinc: 5,
  cinco: 5,
  five: 5,
  sis: 6,
  seis: 6,
  six: 6,
  set: 7,
  siete: 7,
  seven: 7,
  vuit: 8,
  // Valencian's eight: "Per a huit persones".
  huit: 8,
  ocho: 8,
  eight: 8,
  nou: 9,
  nueve: 9,
  nine: 9,
  deu: 10,
  diez: 10,
  ten: 10,
  dotze: 12,
  doce: 12,
  twelve: 12,
  quinze: 15,
  quince: 15,
  fifteen: 15,
  vint: 20,
  veinte: 20,
  twenty: 20,
  'vint-i-cinc': 25,
  veinticinco: 25,
  trenta: 30,
  treinta: 30,
  thirty: 30,
  quaranta: 40,
  cuarenta: 40,
  forty: 40,
  'quaranta-cinc': 45,
  cinquanta: 50,
  cincuenta: 50,
  fifty: 50,
  seixanta: 60,
  sesenta: 60,
  sixty: 60,
  noranta: 90,
  noventa: 90,
  ninety: 90,
  onze: 11,
  once: 11,
  eleven: 11,
  tretze: 13,
  trece: 13,
  thirteen: 13,
  catorze: 14,
  catorce: 14,
  fourteen: 14,
  setze: 16,
  dieciseis: 16,
  sixteen: 16,
  divuit: 18,
  dieciocho: 18,
  eighteen: 18,
  // The tens with a unit: "vint-i-cinc", "treinta y cinco", "twenty-five".
  ...tensWithUnits(),
};

/** Longest words first, so "vint-i-cinc" wins over "vint" in an alternation. */
const alternation = Object.keys(COUNT_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/ /gu, '\\s+'))
  .join('|');

/** A number as digits ("20", "1,5") or as a word, for building larger patterns on plain text. */
export const NUMBER = `(\\d+(?:[.,]\\d+)?|${alternation})`;

/** The value of what `NUMBER` matched. */
export function readCount(token: string): number {
  const word = COUNT_WORDS[token.replace(/\s+/gu, ' ')];
  return word ?? Number(token.replace(',', '.'));
}

/** Lowercase and accent-free, so one pattern matches "després" and "despres", "freír" and "freir". */
export const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
