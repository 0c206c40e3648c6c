import { hasCookVerb, hasRestVerb } from './cooking-verbs.ts';
import { NUMBER, plain, readCount } from './count-words.ts';

const RANGE = `${NUMBER}(?:\\s*(?:-|a|o|or|to)\\s*${NUMBER})?`;
const HOURS = '(?:hores|hora|horas|hours|hour|hrs|hr|h)';
const MINUTES = '(?:minuts|minut|minutos|minuto|minutes|minute|mins|min)';

/** Phrases of a duration, most specific first; each match is blanked so it is not counted twice. */
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
  {
    pattern: /tres\s+(?:quarts\s+d'?\s*hora|cuartos\s+de\s+hora|quarters\s+of\s+an\s+hour)/gu,
    minutes: () => 45,
  },
  { pattern: /(?:mitja\s+hora|media\s+hora|half\s+an\s+hour|half\s+hour)/gu, minutes: () => 30 },
  { pattern: /(?:quart\s+d'?\s*hora|cuarto\s+de\s+hora|quarter\s+of\s+an\s+hour)/gu, minutes: () => 15 },
  {
    // "1 h 30 min", "2 hores i 10 minuts": the hours, then the minutes pattern takes the rest.
    pattern: new RegExp(`(?<![\\p{L}\\d])${RANGE}\\s*${HOURS}(?!\\p{L})`, 'gu'),
    minutes: ([low, high]) => readCount(high ?? low!) * 60,
  },
  {
    pattern: new RegExp(`(?<![\\p{L}\\d])${RANGE}\\s*${MINUTES}(?!\\p{L})`, 'gu'),
    // A range counts as its upper end: the dish is done by then.
    minutes: ([low, high]) => readCount(high ?? low!),
  },
];

/** "remena cada 5 minuts", "every 10 minutes": how often, not how long. */
const EVERY = new RegExp(`(?:cada|every|each)\\s+(?:${RANGE}\\s*)?(?:${MINUTES}|${HOURS})(?!\\p{L})`, 'gu');
/** "un parell de minuts", "un par de horas", "a couple of minutes": two. */
const COUPLE = /(?:un\s+|a\s+)?(?:parell|par|couple)\s+(?:de\s+|d'|of\s+)(?=\p{L})/gu;

/** Minutes named in one clause, in any of the phrasings above. */
export function minutesIn(clause: string): number {
  let text = plain(clause).replace(/['’]/gu, "'").replace(EVERY, ' ').replace(COUPLE, '2 ');
  let total = 0;
  for (const { pattern, minutes } of DURATIONS) {
    text = text.replace(pattern, (_whole: string, ...rest: unknown[]) => {
      // replace() passes the groups, then the offset and the whole text.
      total += minutes(rest.slice(0, -2) as (string | undefined)[]);
      return ' ';
    });
  }
  return Math.round(total);
}

// Times the cook labels: "Preparació: 15 minuts", "temps de cocció 30 min", "En total, una hora".
const PREP_LABEL =
  /(?:temps\s+de\s+preparacio|tiempo\s+de\s+preparacion|preparacio|preparacion|prep(?:aration)?\s+time|prep)\b/u;
const COOK_LABEL =
  /(?:temps\s+de\s+(?:coccio|cuinat)|tiempo\s+de\s+coccion|coccio|coccion|cook(?:ing)?\s+time)\b/u;
const TOTAL_LABEL = /(?:\btotal\b|tot\s+plegat|en\s+conjunt|in\s+all\b|overall|all\s+told)/u;
/** What follows a label, up to the next label or the end of its phrase. */
const labelled = (text: string, label: RegExp): number | null => {
  const at = label.exec(text);
  if (!at) return null;
  const rest = text
    .slice(at.index + at[0].length)
    // "En total, una hora", "Total: 45 min": the punctuation after the label opens the value.
    .replace(/^[ \t,:\-–]+/u, '')
    .split(
      /[.;\n]|,\s*(?=\p{L})|\s(?:i|y|and)\s(?=\p{L}+\s*(?:time|temps|tiempo|de\s+cocc|coccio|coccion))/u,
    )[0]!;
  const minutes = minutesIn(rest);
  return minutes > 0 ? minutes : null;
};

/** "No cal cuinar", "sin cocción", "no-cook": the dish has no cooking time, whatever else is timed. */
export const NO_COOK =
  /(?:no\s+cal\s+(?:cuinar|coure|res\s+de\s+foc|encendre)|sense\s+(?:coccio|coure|cuinar|foc)|sin\s+(?:coccion|cocinar|cocer|fuego)|no\s+hace\s+falta\s+(?:cocinar|cocer)|no\s+hay\s+que\s+cocinar|no[\s-]cook|no\s+cooking|without\s+cooking|no\s+(?:es\s+)?cou\b)/u;
/** A clause done while another cooks ("mentrestant, ...") takes no time of its own. */
const MEANWHILE = /^(?:mentrestant|mentre|mientras|meanwhile|while|alhora|at\s+the\s+same\s+time)\b/u;

const isLabelClause = (text: string) =>
  PREP_LABEL.test(text) || COOK_LABEL.test(text) || TOTAL_LABEL.test(text);

/**
 * Preparation and cooking minutes, as the cook stated them: a labelled preparation, cooking or total
 * time wins (a total is split, never added to the others); otherwise a clause's time is cooking
 * time when the clause boils, fries, bakes or otherwise cooks, or follows such a clause without
 * resting ("gira'l als 4 minuts" on the griddle), and preparation when it rests, chills or
 * marinates or comes before any cooking. Clauses done meanwhile add nothing; "no cal cuinar" makes
 * the cooking time 0.
 */
export function findTimes(clauses: readonly string[]): { prep_time: number; cook_time: number } {
  const texts = clauses.map((c) => plain(c).replace(/['’]/gu, "'"));
  const whole = texts.join('\n');
  const noCook = NO_COOK.test(whole);
  const statedPrep = labelled(whole, PREP_LABEL);
  const statedCook = noCook ? 0 : labelled(whole, COOK_LABEL);
  const statedTotal = labelled(whole, TOTAL_LABEL);
  let prep = 0;
  let cook = 0;
  let cooks = false;
  for (const text of texts) {
    if (isLabelClause(text)) continue;
    const resting = hasRestVerb(text);
    if (hasCookVerb(text) && !resting) cooks = true;
    if (MEANWHILE.test(text)) continue;
    const minutes = minutesIn(text);
    if (minutes === 0) continue;
    if (cooks && !resting && !noCook) cook += minutes;
    else prep += minutes;
  }
  if (statedPrep !== null && statedCook !== null) return { prep_time: statedPrep, cook_time: statedCook };
  if (statedTotal === null) return { prep_time: statedPrep ?? prep, cook_time: statedCook ?? cook };
  if (statedPrep !== null) return { prep_time: statedPrep, cook_time: Math.max(0, statedTotal - statedPrep) };
  if (statedCook !== null) return { prep_time: Math.max(0, statedTotal - statedCook), cook_time: statedCook };
  if (noCook) return { prep_time: statedTotal, cook_time: 0 };
  // A total with timed steps: the cooking steps' time, the rest preparation, never more than the total.
  const cookPart = cook > 0 ? Math.min(cook, statedTotal) : cooks && prep === 0 ? statedTotal : 0;
  return { prep_time: statedTotal - cookPart, cook_time: cookPart };
}
