import { MINUTES_MAX } from '@receptari/shared/recipes/recipes.rules';
import { NUMBER, plain, readCount } from './count-words.ts';

const RANGE = `${NUMBER}(?:\\s*(?:-|–|a|o|or|to|y|i|and)\\s*${NUMBER})?`;
// Diminutives too: "uns 10 minutets", "una horeta", "unos minutitos".
const HOURS = '(?:horetes|horeta|horitas|horita|hores|hora|horas|hours|hour|hrs|hr|h)';
const MINUTES = '(?:minutets|minutet|minutitos|minutito|minuts|minut|minutos|minuto|minutes|minute|mins|min)';
const HALF = '(?:mitja|media|half)';
// "give it 10 more minutes": English says "more" between the number and its unit.
const MORE_BEFORE_UNIT = '(?:more\\s+)?';

/** The minutes of a fraction of an hour as cooks write it. */
const FRACTION_OF_HOUR: Readonly<Record<string, number>> = {
  '½': 30,
  '¼': 15,
  '¾': 45,
  '1/2': 30,
  '1/4': 15,
  '3/4': 45,
};

/** Phrases of a duration, most specific first; each match is replaced so it is not counted twice. */
const DURATIONS: readonly {
  pattern: RegExp;
  minutes: (groups: readonly (string | undefined)[]) => number;
}[] = [
  {
    // "una hora i quart", "1 hora i mitja", "hora y media", "an hour and a half", "hora i mitja"
    pattern: new RegExp(
      `(?:${NUMBER}\\s*)?${HOURS}\\s+(?:i|y|and)\\s+(?:a\\s+)?(quart|cuarto|quarter|mitja|media|half)`,
      'gu',
    ),
    minutes: ([n, part]) => (n ? readCount(n) : 1) * 60 + (/^(mitja|media|half)$/u.test(part!) ? 30 : 15),
  },
  // "una hora i quaranta minuts", "2 hores i 10 minuts", "1 hour and 20 minutes": one duration, so
  // a clause cut at "i" does not part its hours from its minutes.
  {
    pattern: new RegExp(
      `(?:${NUMBER}\\s*)?${HOURS}\\s+(?:i|y|and)\\s+${NUMBER}\\s*${MINUTES}(?!\\p{L})`,
      'gu',
    ),
    minutes: ([h, m]) => (h ? readCount(h) : 1) * 60 + readCount(m!),
  },
  // "one and a half hours", "una i mitja hores"
  {
    pattern: new RegExp(`${NUMBER}\\s+(?:i|y|and)\\s+(?:a\\s+)?${HALF}\\s+${HOURS}(?!\\p{L})`, 'gu'),
    minutes: ([n]) => readCount(n!) * 60 + 30,
  },
  {
    pattern: /tres\s+(?:quarts\s+d'?\s*hora|cuartos\s+de\s+hora|quarters\s+of\s+an\s+hour)/gu,
    minutes: () => 45,
  },
  // "mitja hora", "media horita", "half an hour"
  {
    pattern: /(?:mitja\s+hor(?:a|eta)|media\s+hor(?:a|ita)|half\s+an\s+hour|half\s+hour)/gu,
    minutes: () => 30,
  },
  // "1 1/2 hours", "2½ hores", "1 ¾ h": whole hours and a fraction of one.
  {
    pattern: new RegExp(
      `(?<![\\d/.,])(\\d+)(?:\\s+|-)?([½¼¾]|[13]\\/[24])\\s*(?:d')?${HOURS}(?!\\p{L})`,
      'gu',
    ),
    minutes: ([h, f]) => Number(h) * 60 + (FRACTION_OF_HOUR[f!] ?? 0),
  },
  // "½ h", "1/2 hora", "¾ d'hora": a fraction of an hour.
  {
    pattern: new RegExp(`(?<![\\d/])([½¼¾]|[13]\\/[24])\\s*(?:d')?${HOURS}(?!\\p{L})`, 'gu'),
    minutes: ([f]) => FRACTION_OF_HOUR[f!] ?? 0,
  },
  { pattern: /(?:quart\s+d'?\s*hora|cuarto\s+de\s+hora|quarter\s+of\s+an\s+hour)/gu, minutes: () => 15 },
  // "1h30", "1 h 15": the minutes after the hours without their unit.
  {
    pattern: /(?<![\p{L}\d])(\d+)\s*h\s*(\d{1,2})(?!\d|[.,]\d|\s*(?:min|m\b|'))/gu,
    minutes: ([h, m]) => Number(h) * 60 + Number(m),
  },
  {
    // "1 h 30 min", "2 hores i 10 minuts": the hours, then the minutes pattern takes the rest.
    pattern: new RegExp(`(?<![\\p{L}\\d])${RANGE}\\s*${MORE_BEFORE_UNIT}${HOURS}(?!\\p{L})`, 'gu'),
    minutes: ([low, high]) => readCount(high ?? low!) * 60,
  },
  {
    pattern: new RegExp(`(?<![\\p{L}\\d])${RANGE}\\s*${MORE_BEFORE_UNIT}${MINUTES}(?!\\p{L})`, 'gu'),
    // A range counts as its upper end: the dish is done by then.
    minutes: ([low, high]) => readCount(high ?? low!),
  },
  // "an hour", "a minute": English's article as one.
  // "an hour", "a good hour", "una bona hora", "una buena hora", and one more: "another hour", "y otra hora"
  {
    pattern:
      /(?<!\p{L})(?:an?(?:\s+good)?\s+hour|una\s+(?:bona|buena)\s+hora|another\s+hour|one\s+more\s+hour|otra\s+hora|una\s+altra\s+hora)(?!\p{L})/gu,
    minutes: () => 60,
  },
  // "cook that down another 10", "otros 5", "uns altres 10": more of the same, its unit understood.
  {
    pattern:
      /(?<!\p{L})(?:another|other|otros|otras|altres)\s+(\d{1,3})(?=\s*(?:[.,;)]|$|\s+(?:more|mas|mes|or\s+so)(?!\p{L})))/gu,
    minutes: ([n]) => Number(n),
  },
  { pattern: /(?<!\p{L})an?\s+minute(?!\p{L})/gu, minutes: () => 1 },
  // Notes' minute mark: "prep 5'", "cocció 20’".
  { pattern: /(?<![\p{L}\d])(\d+)\s*['′](?!\p{L})/gu, minutes: ([n]) => readCount(n!) },
];

/** "remena cada 5 minuts", "every 10 minutes": how often, not how long. */
// "picada 5 minuts" holds "cada 5 minuts": only the word "cada" says how often.
const EVERY = new RegExp(
  `(?<!\\p{L})(?:cada|every|each)\\s+(?:${RANGE}\\s*)?(?:${MINUTES}|${HOURS})(?!\\p{L})`,
  'gu',
);
/**
 * "los últimos 10 minutos", "the last 5 minutes", "els darrers 5 minuts", "la última media hora": the
 * end of a time already counted (a higher heat, a food added late), not time of its own; nor is a
 * time compared with another ("2 minutes more than in Kathmandu"). "Al final 5 minuts al forn" is at the
 * end, five minutes more.
 */
const LAST_OF = new RegExp(
  `(?<!\\p{L})(?:(?:els|les|los|las|the|durant\\s+els|durante\\s+los|for\\s+the)\\s+)?(?<!(?:^|\\s)al\\s+)(?:ultims|ultimes|ultimos|ultimas|darrers|darreres|last|final|primers|primeres|primeros|primeras|first)\\s+(?:${RANGE}\\s*)?(?:${MINUTES}|${HOURS})(?!\\p{L})` +
    // "5 minutos antes de apagar", "10 minuts abans d'acabar", "5 minutes before the end": a
    // moment within the cooking, not more of it ("5 minuts abans de servir" may still be a rest).
    `|(?<![\\p{L}\\d])${RANGE}\\s*${MINUTES}\\s+(?:antes\\s+de|abans\\s+d'?|before)\\s*(?:apagar|acabar|terminar|retirar|treure|the\\s+end|it'?s\\s+done|finishing)(?!\\p{L})` +
    // "la última media hora", "l'última hora", "the last half hour": the same end, said in the singular.
    `|(?<!\\p{L})(?:la\\s+|l'|el\\s+|the\\s+)?(?:ultima|ultim|ultimo|darrera|darrer|last|final|primera|primer|primero|first)\\s+(?:(?:mitja|media|half)\\s+)?(?:hora|hour)(?!\\p{L})` +
    // "2 minutes more than in Kathmandu", "5 minuts més que a baix": a difference, inside the time given.
    `|(?<![\\p{L}\\d])${RANGE}\\s*(?:${MINUTES}|${HOURS})\\s+(?:more|less|longer|mes|menys|mas|menos)\\s+(?:than|que)(?!\\p{L})`,
  'gu',
);
/**
 * "hace 2 horas", "fa una hora", "2 hours ago": when a comment or a message was written, no length of
 * cooking ("se hace 10 minutos por lado", "es fa 5 minuts" make the food, and stay).
 */
const AGO = new RegExp(
  `(?<!\\p{L})(?<!(?:se|lo|la|le|los|las|es|s'|ho|el|les|els)\\s*)(?:hace|fa)\\s+(?:(?:un|una|an?)\\s+|${RANGE}\\s*)?(?:${MINUTES}|${HOURS})(?!\\p{L})` +
    `|(?<![\\p{L}\\d])(?:(?:an?)\\s+|${RANGE}\\s*)?(?:${MINUTES}|${HOURS})\\s+ago(?!\\p{L})`,
  'gu',
);
const MORE_OF_THE_SAME = /(?<=⟦\d+⟧[^⟦]*)(?<![\p{L}\d.,])(\d{1,3})\s+(?:mes|more)(?!\p{L})/gu;
/** "un parell de minuts", "un par de horas", "a couple of minutes": two. */
const COUPLE = /(?:un\s+|a\s+)?(?:parell|par|couple)\s+(?:de\s+|d'|of\s+)(?=\p{L})/gu;

/**
 * A time of day is no duration (issue 34, set 9: "Comença a les 19.30 h", "Horario: de 10 a 13 h y
 * de 16.30 a 18.30 h", "open 10am to 9pm" gave prep times of 2,598 and 1,908 minutes): an hour with
 * its minutes after a dot, a colon or an "h" from 6 on ("19.30 h", "7:45", a field note's "10h40";
 * "1.30 h", "1h30" may still be a length),
 * "am"/"pm", an hour after "a les"/"a las"/"at", and a range of hours of the afternoon no longer
 * than a shift ("de 10 a 13 h"; "de 8 a 12 h" of soaking and "de 12 a 24 h" stay lengths).
 */
const CLOCK_WITH_MINUTES =
  /(?<![\p{L}\d.,])(?:[6-9]|1\d|2[0-3])(?:[.:]|h(?=[0-5]\d(?!\d)))[0-5]\d(?!\d)\s*(?:h(?!\p{L})|hrs?(?!\p{L}))?/gu;
const CLOCK_AM_PM = /(?<![\p{L}\d])\d{1,2}(?:[.:][0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)(?!\p{L})/gu;
const CLOCK_AT =
  /(?<!\p{L})(?:a\s+les|a\s+las|a\s+la|at|cap\s+a\s+les|hacia\s+las|sobre\s+les|sobre\s+las|fins\s+a\s+les|hasta\s+las)\s+\d{1,2}\s*(?:h|hrs?)?(?!\p{L}|\d|\s*(?:hores|horas|hours|hour|minuts|minutos|minutes|min)(?!\p{L}))/gu;
const CLOCK_RANGE =
  /(?<!\p{L})(?:de|from|entre)\s+(\d{1,2})\s*(?:h\s*)?(?:a|to|-|–|y|i|and)\s*(\d{1,2})\s*h(?!\p{L})/gu;
const isShiftOfTheDay = (from: number, to: number) => from >= 6 && to >= 13 && to <= 23 && to - from <= 8;

/** The text without its times of day, so that only lengths of time are read. */
function withoutClockTimes(text: string): string {
  return text
    .replace(CLOCK_RANGE, (whole: string, from: string, to: string) =>
      isShiftOfTheDay(Number(from), Number(to)) ? ' ' : whole,
    )
    .replace(CLOCK_WITH_MINUTES, ' ')
    .replace(CLOCK_AM_PM, ' ')
    .replace(CLOCK_AT, ' ');
}

/** Accent-free, lowercase, one apostrophe: what the patterns read. */
export const normalise = (text: string) => plain(text).replace(/['’`´]/gu, "'");

/**
 * The text with each duration replaced by `⟦minutes⟧`, so a clause can be cut at "i"/"and" without
 * cutting "hora i mitja" in two.
 */
export function markDurations(text: string): string {
  let marked = withoutClockTimes(normalise(text))
    .replace(AGO, ' ')
    .replace(EVERY, ' ')
    .replace(LAST_OF, ' ')
    .replace(COUPLE, '2 ');
  for (const { pattern, minutes } of DURATIONS) {
    marked = marked.replace(pattern, (_whole: string, ...rest: unknown[]) => {
      // replace() passes the groups, then the offset and the whole text.
      const found = Math.round(minutes(rest.slice(0, -2) as (string | undefined)[]));
      // Past the form's longest time, a number beside an hour's word is no length of time: a year
      // before a label ("Fecha: 23/11/2026   Hora aproximada: 14.20", set 16 read 2,026 hours).
      return found > MINUTES_MAX ? ' ' : ` ⟦${found}⟧ `;
    });
  }
  // "12 minuts a foc viu i 6 més a foc baix", "bake 20 minutes, then 5 more": after a duration, a
  // bare number and "more" is more of the same unit.
  return /⟦/u.test(marked) ? marked.replace(MORE_OF_THE_SAME, ' ⟦$1⟧ ') : marked;
}

/** The minutes of the durations already marked in a text. */
export const markedMinutes = (marked: string) =>
  [...marked.matchAll(/⟦(\d+)⟧/gu)].reduce((sum, m) => sum + Number(m[1]), 0);

/** Minutes named in one clause, in any of the phrasings above. */
export const minutesIn = (clause: string) => markedMinutes(markDurations(clause));
