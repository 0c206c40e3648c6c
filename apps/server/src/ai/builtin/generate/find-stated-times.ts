import { hasVerbInPosition } from './cooking-verbs.ts';
import { NUMBER, readCount } from './count-words.ts';
import { markDurations, markedMinutes } from './read-durations.ts';

/** What a stated time is the time of. */
export type StatedKind = 'prep' | 'cook' | 'total';

// The words that say which time a statement gives, accent-free: "temps de preparació", "de
// preparar", "to prepare", "prep"; "cocció", "cooking", "al foc"; "en total", "tot plegat", or only a
// verb of lasting ("em costa", "tardo", "it takes", "ready in"); "take" only before its duration
// ("it takes about 40 minutes"), never "take the chicken out".
const PREP_WORDS =
  /\b(?:temps\s+de\s+preparacio|tiempo\s+de\s+preparacion|preparacio|preparacion|preparation|prep(?:\s+time)?|(?:de|a|per|para|to)\s+prepar\w*|prepar(?:ar|ar-la|ar-lo|ar-les|arla|arlo|e|ing)|preparar(?:-\w+)?)\b/u;
const COOK_WORDS =
  /\b(?:temps\s+de\s+(?:coccio|cuinat)|tiempo\s+de\s+coccion|coccio|coccion|cook(?:ing)?\s+time|(?:the|el|la)\s+cooking|cooking\s+takes|de\s+(?:coure|cuinar|cocinar)|cooking(?=\s+⟦)|to\s+cook|de\s+(?:forn|horno|foc|fuego)|oven\s+time|al\s+foc\s+hi\s+(?:esta|estara|ha\s+d'estar)|en\s+el\s+fuego\s+esta)\b/u;
const TOTAL_WORDS =
  /\b(?:total|tot\s+plegat|en\s+conjunt|in\s+all|overall|all\s+told|costa|costen|em\s+porta|triga|trigues|trigo|tarda|tardo|tardas|tardaras|tardes|tardaria|es\s+fa\s+en|se\s+hace\s+en|son|(?:takes?|took)(?=\s+(?:(?:about|around|roughly|only|just|me|you|us|it|an?)\s+)*⟦)|ready\s+in|llest(?:a)?\s+en|listo\s+en|a\s+punt\s+en|done\s+in|en\s+(?:menys|menos)\s+de|temps|tiempo|time|(?:la|el|ho|lo|los|las|les|els)\s+(?:tens|tindras|tienes|tendras)|llest[ao]?|llestos|listo|lista|a\s+punt|ready|done)\b/u;

/** A stated time's clause gives the time and does nothing else: no verb of its own beyond the label. */
const STATING = new RegExp(`${PREP_WORDS.source}|${COOK_WORDS.source}|${TOTAL_WORDS.source}`, 'gu');

const BARE_NUMBER = new RegExp(`(?<![\\d.,\\p{L}])${NUMBER}(?![.,]?\\d|\\p{L})`, 'u');
/** A word of preparing or cooking, the label a bare number may stand beside. */
const LABELLED = /\b(?:prep\w*|cook\w*|cocci\w*|coure|cuinar|cocinar|cuinat)\b/u;
/**
 * "1 h 15 min, dels quals 15 de preparació", "10 minutes to prep and 30 to cook": once the sentence
 * has given a duration, a bare number beside a preparation or cooking label is minutes too.
 */
const withBareMinutes = (pieces: string[]) =>
  pieces.some((p) => /⟦/u.test(p))
    ? pieces.map((p) =>
        /⟦/u.test(p) || !LABELLED.test(p) ? p : p.replace(BARE_NUMBER, (n) => `⟦${readCount(n)}⟧`),
      )
    : pieces;

/** Pieces of a marked sentence: its clauses at commas, "i"/"y"/"and", bars and dots of notes. */
const piecesOf = (marked: string) =>
  withBareMinutes(
    marked
      .replace(/\bcook\s*:/gu, 'cook time:')
      // A parenthesis parts a total from the parts it holds: "Temps total: 2 hores (20 minuts de preparació...)".
      .split(/\s*[,;:|·()]\s*|\s+\/\s+|\s+(?:i|y|and|but|pero|pero)\s+/u),
  ).reduce<string[]>((pieces, piece) => {
    // A piece with no time is the label of the next ("En total, una hora"): they go together.
    const last = pieces.at(-1);
    if (last !== undefined && !/⟦/u.test(last)) pieces[pieces.length - 1] = `${last} ${piece}`;
    else pieces.push(piece);
    return pieces;
  }, []);

const MORE_TIME = /⟦\d+⟧\s*(?:mes|mas|more)\b/u;
/** "the resting time is between 20 and 40 minutes", "entre 20 i 40 minuts": a range states no one time. */
export const RANGE = /\b(?:between|entre)\s+(?:\d+(?:[.,]\d+)?\s+(?:and|i|y)\s+)?⟦/u;

export interface StatedTime {
  readonly kind: StatedKind;
  readonly minutes: number;
}

/** A piece as a stated time: the label's kind (preparation first: "it takes 15 minutes to prepare"). */
function statedIn(piece: string): StatedTime | null {
  const minutes = markedMinutes(piece);
  if (minutes === 0) return null;
  const kind: StatedKind | null = PREP_WORDS.test(piece)
    ? 'prep'
    : COOK_WORDS.test(piece)
      ? 'cook'
      : TOTAL_WORDS.test(piece)
        ? 'total'
        : null;
  // Only a verb where a verb stands makes it a step: "son 45 minutos de horno" states a time.
  // "cinc minuts més de foc", "5 minutos más de horno": more of a step's time, no time of the dish.
  if (
    kind === null ||
    MORE_TIME.test(piece) ||
    RANGE.test(piece) ||
    hasVerbInPosition(piece.replace(STATING, ' ').replace(/⟦\d+⟧/gu, ' '))
  )
    return null;
  return { kind, minutes };
}

/** The times a sentence states ("Temps de preparació: 15 minuts", "Em costa 10 minuts", "Prep is 10 minutes and the cooking takes 25"). */
export function findStatedTimes(sentence: string): StatedTime[] {
  return piecesOf(markDurations(sentence))
    .map(statedIn)
    .filter((t): t is StatedTime => t !== null);
}

/**
 * "2 servings · Prep 10 min · Cook 20 min": beside a stated time, a line that is only "cook" and a
 * duration is the cooking time's label; alone it is a step's imperative ("Cook 20 minutes.").
 */
const COOK_LABEL = /^\s*cook\s+⟦\d+⟧\s*$/u;

/** The stated times of each sentence, a bare "Cook 20 min" beside a stated one read as a label. */
export function findStatedTimesBeside(sentences: readonly string[]): StatedTime[] {
  const stated = sentences.map(findStatedTimes);
  return sentences.flatMap((sentence, i) => {
    const beside = (stated[i - 1]?.length ?? 0) > 0 || (stated[i + 1]?.length ?? 0) > 0;
    const marked = markDurations(sentence.replace(/[.\s]+$/u, '')).toLowerCase();
    return stated[i]!.length === 0 && beside && COOK_LABEL.test(marked)
      ? [{ kind: 'cook' as const, minutes: markedMinutes(marked) }]
      : stated[i]!;
  });
}

/** "No cal cuinar", "sin cocción", "no-cook": the dish has no cooking time, whatever else is timed. */
export const NO_COOK =
  /(?:no\s+cal\s+(?:cuinar|coure|res\s+de\s+foc|encendre)|sense\s+(?:coccio|coure|cuinar|foc)|sin\s+(?:coccion|cocinar|cocer|fuego)|no\s+hace\s+falta\s+(?:cocinar|cocer)|no\s+hay\s+que\s+cocinar|no[\s-]cook|no\s+cooking|without\s+cooking|no\s+(?:es\s+)?cou\b|no\s+(?:lleva|necesita|requiere|porta|necessita|requereix)\s+(?:coccion|coccio|cocinar|cuinar|foc|fuego))/u;

/** A sentence that only states times ("En total, una hora.", "Em costa uns 15 minuts de preparar i al foc hi està mitja hora."). */
export function onlyStatesTimes(sentence: string): boolean {
  const pieces = piecesOf(markDurations(sentence));
  const stated = pieces.filter((p) => statedIn(p) !== null);
  return (
    stated.length > 0 && pieces.every((p) => statedIn(p) !== null || !hasVerbInPosition(p) || NO_COOK.test(p))
  );
}
