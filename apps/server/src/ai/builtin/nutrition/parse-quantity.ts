const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** Words a cook types instead of digits (Catalan, Spanish, English). */
export const NUMBER_WORDS: Readonly<Record<string, string>> = {
  un: '1',
  una: '1',
  uno: '1',
  one: '1',
  dos: '2',
  dues: '2',
  two: '2',
  tres: '3',
  three: '3',
  quatre: '4',
  cuatro: '4',
  four: '4',
  cinc: '5',
  cinco: '5',
  five: '5',
  sis: '6',
  seis: '6',
  six: '6',
  set: '7',
  siete: '7',
  seven: '7',
  vuit: '8',
  ocho: '8',
  eight: '8',
  nueve: '9',
  nine: '9',
  deu: '10',
  diez: '10',
  ten: '10',
  dotze: '12',
  doce: '12',
  twelve: '12',
  mig: '1/2',
  mitja: '1/2',
  mitjà: '1/2',
  medio: '1/2',
  media: '1/2',
  half: '1/2',
  dotzena: '12',
  docena: '12',
  dozen: '12',
};

// "aprox. 200", "uns 3": the hedge changes nothing we can compute.
const HEDGE = /^(?:aprox(?:imadament|imadamente)?\.?|approx\.?|about|unes|uns|unos|unas|~|±|c\.)\s*/u;
const RANGE = /\s*(?:-|–|—|\ba\b|\bo\b|\bor\b|\bto\b)\s*/u;
const SINGLE = /^(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+))?$|^(\d+)\/(\d+)$/u;

/** Digits, a decimal comma or point, vulgar fractions and number words, made plain for parsing. */
export function normaliseQuantityText(text: string): string {
  let plain = text.trim().toLowerCase();
  for (const [glyph, fraction] of Object.entries(VULGAR_FRACTIONS)) {
    plain = plain.replaceAll(glyph, ` ${fraction}`);
  }
  plain = plain.replace(/(\d),(\d)/gu, '$1.$2').replace(/\s*\u2044\s*/gu, '/');
  plain = plain.replace(/\p{L}+/gu, (word) => NUMBER_WORDS[word] ?? word);
  return plain.replace(/\s+/gu, ' ').trim();
}

function parseSingle(text: string): number | null {
  const match = SINGLE.exec(text);
  if (!match) return null;
  if (match[4] !== undefined && match[5] !== undefined) {
    const denominator = Number(match[5]);
    return denominator === 0 ? null : Number(match[4]) / denominator;
  }
  const whole = Number(match[1]);
  if (match[2] === undefined || match[3] === undefined) return whole;
  const denominator = Number(match[3]);
  return denominator === 0 ? null : whole + Number(match[2]) / denominator;
}

/**
 * The amount in the form's quantity field: "200", "1/2", "1 1/2", "0,5", "½", "2-3" (a range gives its
 * mean). Null when the text is not a number, so the caller reports the line instead of guessing.
 */
export function parseQuantity(text: string): number | null {
  const plain = normaliseQuantityText(text).replace(HEDGE, '');
  if (plain === '') return null;
  const parts = plain.split(RANGE);
  if (parts.length > 2) return null;
  let sum = 0;
  for (const part of parts) {
    const value = parseSingle(part);
    if (value === null) return null;
    sum += value;
  }
  return sum / parts.length;
}
