/**
 * Numbers cooks spell out beyond one word, in Catalan, Spanish and English: the tens with a unit
 * ("vint-i-cinc", "treinta y cinco", "twenty-five") and the hundreds with what follows them ("a
 * hundred and fifty", "cent cinquanta", "ciento cincuenta", "doscientos cincuenta"). Read word by
 * word, "a hundred and fifty grams" was 50 g and "two hundred grams" 100 g (issue 34, set 13).
 */

/** A number's words: its value, then how Catalan, Spanish and English write it. */
type Spellings = readonly [value: number, ca: string, es: string, en: string];

/** A unit after a ten. */
const UNITS: readonly Spellings[] = [
  [1, 'u', 'uno', 'one'],
  [2, 'dos', 'dos', 'two'],
  [3, 'tres', 'tres', 'three'],
  [4, 'quatre', 'cuatro', 'four'],
  [5, 'cinc', 'cinco', 'five'],
  [6, 'sis', 'seis', 'six'],
  [7, 'set', 'siete', 'seven'],
  [8, 'vuit', 'ocho', 'eight'],
  [9, 'nou', 'nueve', 'nine'],
];

/** A ten as it opens a compound ("vint-i-", "veinti", "twenty-"), then as it stands alone. */
const TENS: readonly (readonly [
  value: number,
  ca: string,
  es: string,
  en: string,
  alone: readonly string[],
])[] = [
  [20, 'vint-i-', 'veinti', 'twenty', ['vint', 'veinte', 'twenty']],
  [30, 'trenta-', 'treinta y ', 'thirty', ['trenta', 'treinta', 'thirty']],
  [40, 'quaranta-', 'cuarenta y ', 'forty', ['quaranta', 'cuarenta', 'forty']],
  [50, 'cinquanta-', 'cincuenta y ', 'fifty', ['cinquanta', 'cincuenta', 'fifty']],
  [60, 'seixanta-', 'sesenta y ', 'sixty', ['seixanta', 'sesenta', 'sixty']],
  [70, 'setanta-', 'setenta y ', 'seventy', ['setanta', 'setenta', 'seventy']],
  [80, 'vuitanta-', 'ochenta y ', 'eighty', ['vuitanta', 'ochenta', 'eighty']],
  [90, 'noranta-', 'noventa y ', 'ninety', ['noranta', 'noventa', 'ninety']],
];

/**
 * "vint-i-cinc", "trenta-cinc", "veinticinco", "treinta y cinco", "twenty-five", "twenty five": the
 * tens with a unit, as cooks write times and amounts in words (a bare "cinco" after "treinta y"
 * would read as 5).
 */
export function tensWithUnits(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [ten, ca, es, en] of TENS) {
    for (const [unit, uCa, uEs, uEn] of UNITS) {
      out[`${ca}${uCa}`] = ten + unit;
      out[`${es}${uEs}`] = ten + unit;
      out[`${en}-${uEn}`] = ten + unit;
      out[`${en} ${uEn}`] = ten + unit;
    }
  }
  return out;
}

/** What may follow a hundred: a unit, ten to nineteen, a ten alone or with its unit. */
const BELOW_HUNDRED: Readonly<Record<string, number>> = {
  ...Object.fromEntries(UNITS.flatMap(([value, ca, es, en]) => [ca, es, en].map((w) => [w, value]))),
  ...Object.fromEntries(TENS.flatMap(([value, , , , alone]) => alone.map((w) => [w, value]))),
  ...Object.fromEntries(
    (
      [
        [10, 'deu', 'diez', 'ten'],
        [11, 'onze', 'once', 'eleven'],
        [12, 'dotze', 'doce', 'twelve'],
        [13, 'tretze', 'trece', 'thirteen'],
        [14, 'catorze', 'catorce', 'fourteen'],
        [15, 'quinze', 'quince', 'fifteen'],
        [16, 'setze', 'dieciséis', 'sixteen'],
        [17, 'disset', 'diecisiete', 'seventeen'],
        [18, 'divuit', 'dieciocho', 'eighteen'],
        [19, 'dinou', 'diecinueve', 'nineteen'],
      ] as const
    ).flatMap(([value, ca, es, en]) => [ca, es, en].map((w) => [w, value])),
  ),
  ...tensWithUnits(),
};

/** How many hundreds a word of hundreds is: "cent", "dos-cents", "ciento", "quinientas". */
const HUNDREDS: Readonly<Record<string, number>> = {
  cent: 1,
  cien: 1,
  ciento: 1,
  ...Object.fromEntries(
    (
      [
        [2, 'dos', 'dos'],
        [3, 'tres', 'tres'],
        [4, 'quatre', 'cuatro'],
        [5, 'cinc', 'quinien'],
        [6, 'sis', 'seis'],
        [7, 'set', 'sete'],
        [8, 'vuit', 'ocho'],
        [9, 'nou', 'nove'],
      ] as const
    ).flatMap(([n, ca, es]) => [
      [`${ca}-cents`, n],
      [`${ca}-centes`, n],
      [`${ca === 'dos' ? 'dues' : ca}-centes`, n],
      [es === 'quinien' ? 'quinientos' : `${es}cientos`, n],
      [es === 'quinien' ? 'quinientas' : `${es}cientas`, n],
    ]),
  ),
};

/** The English multiplier of "hundred": "a hundred", "two hundred". */
const ENGLISH_MULTIPLIERS: Readonly<Record<string, number>> = {
  a: 1,
  ...Object.fromEntries(UNITS.map(([value, , , en]) => [en, value])),
};

// A space may be several, and a hyphen a space ("dos cents", "vint i cinc").
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /gu, '\\s+').replace(/-/gu, '[-\\s]'))
    .join('|');
/** The key a matched spelling is listed under: "dos cents" under "dos-cents", "vint i cinc" under "vint-i-cinc". */
const lookUp = (table: Readonly<Record<string, number>>, words: string) => {
  const spaced = words.toLowerCase().replace(/\s+/gu, ' ');
  return table[spaced] ?? table[spaced.replace(/ /gu, '-')];
};

// English says "and" after the hundred; Catalan and Spanish say nothing ("cent cinquanta").
const REST = `(?:\\s+(?:and\\s+)?(${alternation(Object.keys(BELOW_HUNDRED))}))?`;
const SPELLED_HUNDREDS = new RegExp(
  // Not "per cent", a share.
  `(?<![\\p{L}\\d-])(?<!per\\s+)(?:(${alternation(Object.keys(HUNDREDS))})|(${alternation(Object.keys(ENGLISH_MULTIPLIERS))})\\s+hundred)${REST}(?![\\p{L}\\d-])`,
  'giu',
);

/**
 * The text with each spelled hundred written in digits: "a hundred and fifty grams" → "150 grams",
 * "doscientos cincuenta gramos" → "250 gramos", "dos-cents grams" → "200 grams".
 */
export function withSpelledHundreds(text: string): string {
  return text.replace(SPELLED_HUNDREDS, (whole, word?: string, multiplier?: string, rest?: string) => {
    const hundreds = word ? lookUp(HUNDREDS, word) : lookUp(ENGLISH_MULTIPLIERS, multiplier!);
    const below = rest ? (lookUp(BELOW_HUNDRED, rest) ?? 0) : 0;
    return hundreds === undefined ? whole : String(hundreds * 100 + below);
  });
}
