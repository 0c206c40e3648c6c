/**
 * The words the timer detector reads, folded (lower case, no accents: fold-text.ts), in Catalan,
 * Spanish and English. A small table rather than a number-words library: none reads Catalan, and
 * cooking times need only the numbers up to a hundred.
 */

export const SECOND = 1;
export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86_400;

/** { word: value } from rows of a value and its words, space-separated. */
function table(rows: readonly (readonly [number, string])[]): Readonly<Record<string, number>> {
  return Object.fromEntries(rows.flatMap(([value, words]) => words.split(' ').map((w) => [w, value])));
}
const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** Units spelt as words; the marks (20', 45'') and a bare 'm' are read by their position. */
export const UNIT_WORDS = table([
  [SECOND, 's seg segs sg sec secs segon segons segundo segundos second seconds'],
  [MINUTE, 'min mins minut minuts minutet minutets minuto minutos minutito minutitos minute minutes'],
  [HOUR, 'h hr hrs hs hora hores horeta horetes horas horita horitas hour hours'],
  [DAY, 'dia dies dias day days'],
  [7 * DAY, 'setmana setmanes semana semanas week weeks'],
]);

/** Hour units short enough to be followed by bare minutes: 1h30, 1 h 30. */
export const SHORT_HOURS = words('h hr hrs hs');
/** 'un segon ou', 'un segundo plato', 'a second batch': after a word for one, these are ordinals. */
export const ORDINAL_UNITS = words('segon segundo second');

/** 1 to 9, which may follow a ten: vint-i-cinc, twenty-five, twenty five, treinta y cinco. */
export const ONES = table([
  [1, 'u un una uno one'],
  [2, 'dos dues two'],
  [3, 'tres three'],
  [4, 'quatre cuatro four'],
  [5, 'cinc cinco five'],
  [6, 'sis seis six'],
  [7, 'set siete seven'],
  [8, 'vuit huit ocho eight'],
  [9, 'nou nueve nine'],
]);

/** The tens that may take a unit after them. */
export const TENS = table([
  [20, 'vint twenty'],
  [30, 'trenta treinta thirty'],
  [40, 'quaranta cuarenta forty'],
  [50, 'cinquanta cincuenta fifty'],
  [60, 'seixanta sesenta sixty'],
  [70, 'setanta setenta seventy'],
  [80, 'vuitanta ochenta eighty'],
  [90, 'noranta noventa ninety'],
]);

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...ONES,
  ...TENS,
  ...table([
    [1, 'a an'],
    [10, 'deu diez ten'],
    [11, 'onze once eleven'],
    [12, 'dotze doce twelve'],
    [13, 'tretze trece thirteen'],
    [14, 'catorze catorce fourteen'],
    [15, 'quinze quince fifteen'],
    [16, 'setze dieciseis sixteen'],
    [17, 'disset diecisiete seventeen'],
    [18, 'divuit dieciocho eighteen'],
    [19, 'dinou diecinueve nineteen'],
    [20, 'veinte'],
    [21, 'veintiun veintiuno veintiuna'],
    [22, 'veintidos'],
    [23, 'veintitres'],
    [24, 'veinticuatro'],
    [25, 'veinticinco'],
    [26, 'veintiseis'],
    [27, 'veintisiete'],
    [28, 'veintiocho'],
    [29, 'veintinueve'],
    [100, 'cent cien hundred'],
  ]),
};

/** A half: mitja hora, mig minut, media hora, medio minuto, half an hour. */
export const HALF_WORDS = words('mig mitja medio media half');
/** A quarter of an hour: un quart d'hora, tres quarts d'hora, un cuarto de hora, a quarter of an hour. */
export const QUARTER_WORDS = words('quart quarts cuarto cuartos quarter quarters');
/** Two: un parell de, un par de, a couple of. */
export const COUPLE_WORDS = words('parell par couple');
export const AND_WORDS = words('i y and e');
export const OF_WORDS = words("de d' of");
export const ONE_ARTICLES = words('a an un una');
/** 'una hora menys quart', 'una hora menos cuarto': a quarter less. */
export const LESS_WORDS = words('menys menos');

const PLAIN_SEPARATORS = '- a to o or u / fins hasta until till';
/** What stands between the two ends of a range, by the word that opened it (none: ''). */
export const RANGE_SEPARATORS: Readonly<Record<string, ReadonlySet<string>>> = {
  '': words(PLAIN_SEPARATORS),
  entre: words(`${PLAIN_SEPARATORS} i y e`),
  between: words(`${PLAIN_SEPARATORS} and`),
  de: words('a al fins hasta to -'),
  del: words('a al fins hasta -'),
  from: words('to until till -'),
};
/** 'un minut o dos', 'an hour or two': a range whose upper end is a bare number. */
export const OR_WORDS = words('o or u');

/** Before a duration, an interval: cada 5 minuts, every 10 minutes. */
export const INTERVAL_BEFORE = words('cada every each');
/** 'a intervals de 30 segons', 'en intervalos de 10 minutos'. */
export const INTERVAL_NOUNS = words('interval intervals intervalo intervalos');
/** After a duration, an interval: '30-second intervals', 'in 10-minute increments'. */
export const INTERVAL_AFTER = words('interval intervals intervalo intervalos increments bursts pulses');
/** Between a number and its unit: '10 more minutes', '2 full minutes'. */
export const FILLER_WORDS = words('more additional extra further full');
/** 'Pas 3 - 5 minuts': a step's number is no lower end of a range. */
export const STEP_WORDS = words('pas paso step');
/** A time of day, not a duration: 'a les 8 h', 'a las 20 h'. */
export const CLOCK_BEFORE = words('les las');
/** Day-old bread ("pa d'un dia", 'pan de un día'), not a day to wait: a word for one after these. */
export const AGE_BEFORE = words("de d' del of");
/** Not minutes after an hour: '1 h 30 g' is no 1 h 30. */
export const QUANTITY_WORDS = words('g gr grs kg mg ml cl dl l lt graus grados degrees º %');
