import { hasCookVerb, hasRestVerb, hasVerbInPosition } from './cooking-verbs.ts';
import { DISCARD_AFTER, isListSentence } from './find-steps.ts';
import {
  NO_COOK,
  RANGE,
  type StatedKind,
  findStatedTimesBeside,
  onlyStatesTimes,
} from './find-stated-times.ts';
import { markDurations, minutesIn, normalise } from './read-durations.ts';

/** A clause that opens on "then" ("then on a rack for an hour", "després a la nevera"). */
const THEN_ALONE = /^(?:and\s+|i\s+|y\s+)?(?:then|despres|luego|despues|llavors|after\s+that)\b/u;
/** A clause done while another cooks ("mentrestant, ...") takes no time of its own. */
const MEANWHILE = /^(?:mentrestant|mentre|mientras|meanwhile|while|alhora|at\s+the\s+same\s+time)\b/u;
/**
 * "Quan en faltin un quart d'hora, tireu-hi els pinyons", "cuando falten 5 minutos", "with 10
 * minutes to go": a time counted down inside the step before it, never added to it.
 */
const TIME_LEFT =
  /^(?:quan\s+(?:en\s+|hi\s+|li\s+)?(?:faltin|falti|quedin|quedi)|cuando\s+(?:le\s+|les\s+)?(?:falten|falte|queden|quede)|a\s+falta\s+de|with\s+.+\s+(?:left|to\s+go)|when\s+there\s+(?:are|is)\s+.+\s+(?:left|to\s+go))\b/u;
/** "si no tienes sandwichera, a la sartén 2 min": another way to do a step, not one more step. */
const ALTERNATIVE =
  /^(?:si\s+no\s+(?:tens|teniu|tienes|tenes|teneis|tenen|tienen|hi\s+ha|hay)|if\s+you\s+(?:don'?t|do\s+not)\s+have|if\s+you\s+have\s+no|(?:o|or)\s+(?:si\s+no|else))\b/u;

/**
 * "stir it over medium-low for 45 minutes", "sobre lo caliu" (the embers), "a fuego medio", "Blanquejar a 140 °C, 8 min": a heat
 * named without a verb of heat (a temperature of 100 degrees or more is an oil's or an oven's); a
 * roux, which is flour cooked in fat ("Make a roux with the butter and flour, 2 minutes": set 17).
 * "take it off the fire and leave it 5 minutes more", "Aixina com s'apaga lo foc, tapat cinc minuts",
 * "fuera del fuego": from there on the food rests, off the heat (issue 34, set 9).
 */
const ON_THE_HEAT =
  /\broux\b|\b(?:sobre|damunt|al|en\s+el|en\s+lo|lo|el)\s+caliu\b|\bover\s+(?:a\s+)?(?:medium|low|high|gentle|moderate)\b|(?<![\d.,])[1-2]\d\d\s*(?:°|º|graus|grados|degrees)/u;
const OFF_THE_HEAT =
  /\b(?:off\s+the\s+(?:heat|fire|stove|hob)|(?:s'?|se\s+)?apaga(?:r|m|u|t|da|do)?\s+(?:el\s+|lo\s+)?(?:foc|fuego|gas)|fora\s+del\s+foc|fuera\s+del\s+fuego|del\s+foc\s+(?:a\s+)?fora|turn\s+(?:off\s+the\s+heat|the\s+heat\s+off))\b/u;

/** "a los", "als", "al cap de", "after" right before a time: when, counted from the step's start. */
const AT_TIME = /(?:a\s+los|als|al\s+cap\s+de|after|despues\s+de|despres\s+de)\s*$/u;

/**
 * "Després embolica-les amb paper de diari 20 minuts perquè suïn": wrapped with no heat named, the
 * food rests (the peppers sweat their skins off); "wrap in foil and bake" still cooks.
 */
const WRAPPED = /\b(?:embolica\w*|emboliqu\w*|envuelv\w*|envolv\w*|wrap\w*)\b/u;
/** "la poses 5 minuts en aigua freda": in cold or iced water with no heat named, the food soaks. */
const COLD_WATER =
  /\b(?:aigua\s+(?:freda|gelada|amb\s+gel)|agua\s+(?:fr[ií]a|helada|con\s+hielo)|(?:cold|iced?)\s+water)\b/u;
/**
 * "Let it stand for 5 minutes", "let it sit 5 minutes", "Esperas 10 min antes de desmoldar", "Deixem llevar la massa 1
 * hora": waiting, standing and a dough's rise are rests ("stand mixer", Spanish "llevar al horno"
 * are no rests, so these are read as phrases).
 */
const WAITING =
  /\b(?:(?:let|leave)\s+(?:\p{L}+\s+)?(?:stand|sit)|stand(?:s|ing)?\s+for|wait|espera[rsmdn]?|esperem|espereu|esperamos|(?:deix|dej)\p{L}*\s+(?:\p{L}+\s+)?(?:llevar|pujar|subir|crecer|creixer))\b/u;
/**
 * "lo dejas tapado con un paño una hora", "deixa-la tapada 10 minuts", "leave it covered", "leave it
 * in the tin fifteen minutes", "déjalo en el molde": a food left covered or in its tin with no heat
 * named rests ("deja cocer tapado" still cooks).
 */
const LEFT_TO_REST =
  /\b(?:(?:deix|dej)\p{L}*\s+(?:\p{L}+\s+)?(?:(?:tapad|tapat|cobert|cubiert)\p{L}*|(?:en\s+el|al|dins\s+el|a\s+la|en\s+la)\s+(?:motlle|molde|safata|bandeja|lata|llauna))|(?:leave|let)\s+(?:it\s+|them\s+)?(?:covered|in\s+(?:the|its|their)\s+(?:tin|pan|mou?ld|tray|dish)))\b/u;

/**
 * "JO: An hour and a quarter, wow.", "LOCUTORA: ¡Cuarenta minutos!": a time said back, with nothing
 * but a speaker's name and an interjection around it, is the listener's surprise at a time already
 * counted, no step (issue 34, set 13's radio and podcast scripts).
 */
function isEcho(clause: string): boolean {
  const words = markDurations(clause)
    .replace(/^[^:]{1,30}:\s*/u, '')
    .replace(/⟦\d+⟧/gu, ' ')
    .match(/\p{L}+/gu);
  return (words ?? []).length <= 2 && (words ?? []).every((w) => w.length <= 3);
}

/** A line of an ingredient list: it opens with an amount, does nothing and times nothing. */
const isItemLine = (clause: string) =>
  /^\s*(?:[-*•·]\s*)?(?:\d|[½¼¾⅓⅔])/u.test(clause) && !hasVerbInPosition(clause) && minutesIn(clause) === 0;

/**
 * "LA CASSOLA · episodi 37 · «Les mongetes del ganxet» (52 min)": above the ingredient list, a timed
 * note that does nothing times no step (an episode's length); what acts there still does.
 */
function withoutHeaderNotes(clauses: readonly string[]): readonly string[] {
  const list = clauses.findIndex((c) => isItemLine(c) || isListSentence(c));
  const headerNote = (c: string, i: number) => i < list && minutesIn(c) > 0 && !hasVerbInPosition(c);
  return list <= 0 ? clauses : clauses.filter((c, i) => !headerNote(c, i));
}

export interface FoundTimes {
  prep_time: number;
  cook_time: number;
}

/**
 * A clause that times a cooking and a rest ("deixeu-ho coure 12 minuts i reposeu-ho 5 minuts") is
 * read as its timed parts, each with its own verb; "hora i mitja" stays whole, read before the cut.
 */
function timedParts(clause: string): string[] {
  const marked = markDurations(clause);
  const parts = marked.split(/\s*[,;]\s*|\s+(?:i|y|and)\s+/u);
  const timed = parts.filter((p) => /⟦/u.test(p));
  // Only a rest beside a cooking ("ceba 10', pebrot 10', tot a foc lent" is one cooking, its verb last).
  const rests = timed.filter((p) => hasRestVerb(p)).length;
  const restore = (p: string) => p.replace(/⟦(\d+)⟧/gu, ' $1 minuts ');
  if (rests > 0 && rests < timed.length) return timed.map(restore);
  // "Hornea 40 minutos en un molde y deja enfriar sobre una rejilla": the only time is the
  // cooking's; the rest that follows it is untimed.
  const at = parts.findIndex((p) => /⟦/u.test(p));
  const untimedRestAfter = parts.slice(at + 1).some((p) => hasRestVerb(p));
  const [only] = timed;
  return timed.length === 1 && untimedRestAfter && hasCookVerb(only!) && !hasRestVerb(only!)
    ? [restore(only!)]
    : [clause];
}

/** The timed steps' minutes: on the heat or in the oven is cooking, resting and chilling preparation. */
function stepTimes(clauses: readonly string[], noCook: boolean) {
  let prep = 0;
  let cook = 0;
  let cooks = false;
  let offHeat = false;
  let lastRested = false;
  let lastTimedRest = false;
  const counted = new Set<number>();
  for (const clause of clauses.flatMap(timedParts)) {
    // "the rest of the cheese", "la resta de la farina": what is left, not a rest.
    const text = normalise(clause).replace(/\b(?:the\s+rest\s+of|la\s+resta\s+de|el\s+resto\s+de)\b/gu, ' ');
    if (onlyStatesTimes(text)) continue;
    // Off the heat before the clause's time ("take it off the fire and leave it 5 minutes"), not after
    // it ("cuece 10 minutos y apaga el fuego"); a later verb of heat puts the food back on.
    const beforeTime = markDurations(text).split('⟦')[0] ?? '';
    // "se apaga el fuego a los 3 minutos", "turn off the heat after 3 minutes": the time runs until
    // the heat goes off, on the heat; what follows rests.
    const offAtTime = OFF_THE_HEAT.test(beforeTime) && AT_TIME.test(beforeTime);
    if (OFF_THE_HEAT.test(beforeTime)) offHeat = true;
    else if (hasCookVerb(text)) offHeat = false;
    // "Cool in the tins for 10 minutes, then on a rack for an hour": a "then" with no verb and no heat
    // after a timed rest goes on resting ("Reposar 10'. Patatas en la misma agua, 20'" cooks).
    const restGoesOn: boolean =
      lastTimedRest &&
      THEN_ALONE.test(text) &&
      !hasVerbInPosition(text) &&
      !hasCookVerb(text) &&
      !ON_THE_HEAT.test(text);
    const resting: boolean =
      hasRestVerb(text) ||
      restGoesOn ||
      (offHeat && !offAtTime) ||
      WAITING.test(text) ||
      ((WRAPPED.test(text) || COLD_WATER.test(text) || LEFT_TO_REST.test(text)) && !hasCookVerb(text));
    if ((hasCookVerb(text) || ON_THE_HEAT.test(text)) && !resting) cooks = true;
    // "toss after 4 hours": how long it may be kept, no step's time; "the resting time is between 20
    // and 40 minutes": a range stated beside no action, no time of a step ("Hornea entre 30 y 35
    // minutos" is timed by its upper end).
    if (ALTERNATIVE.test(text) || TIME_LEFT.test(text) || DISCARD_AFTER.test(text)) continue;
    if (RANGE.test(markDurations(text)) && !hasVerbInPosition(text)) continue;
    const minutes = minutesIn(text);
    // "Meter en la nevera 2 horas. Mientras, cocer los huevos 10 minutos.": what cooks while another
    // food rests runs on the cooking clock (the rest was preparation); any other meanwhile overlaps.
    // A rest or a chill while the pot cooks ("Meanwhile ... put it in the refrigerator 1 hour") is
    // preparation, on its own clock.
    if (MEANWHILE.test(text)) {
      if (lastRested && hasCookVerb(text) && !hasRestVerb(text) && !noCook) cook += minutes;
      else if (resting && !lastRested) prep += minutes;
      continue;
    }
    if (minutes === 0) continue;
    if (counted.has(minutes) && isEcho(text)) continue;
    counted.add(minutes);
    lastRested = resting || !cooks;
    lastTimedRest = resting;
    // A clause that follows a cooking one without resting ("gira'l als 4 minuts") is still on the heat.
    if (cooks && !resting && !noCook) cook += minutes;
    else prep += minutes;
  }
  return { prep, cook, cooks };
}

/**
 * Preparation and cooking minutes, as the cook stated them (docs/product.md#autofill): a stated
 * preparation, cooking or total time wins over the steps' sum, wherever and however the text says
 * it ("Temps de preparació: 15 minuts", "em costa 10 minuts", "tot plegat, una hora i mitja", "it
 * takes 15 minutes to prepare"); a total is split, never added to the parts: the cooking steps'
 * time is cooking, the rest preparation. Without statements, a step's time is cooking when it
 * boils, fries, bakes or otherwise cooks, preparation when it rests, chills, soaks or marinates.
 * "No cal cuinar" makes the cooking time 0.
 */
export function findTimes(sentences: readonly string[], clauses: readonly string[]): FoundTimes {
  const noCook = NO_COOK.test(normalise(sentences.join('\n')));
  const stated: Partial<Record<StatedKind, number>> = {};
  for (const { kind, minutes } of findStatedTimesBeside(sentences)) stated[kind] ??= minutes;
  const steps = stepTimes(withoutHeaderNotes(clauses), noCook);
  const total = stated.total;
  const statedCook = noCook ? 0 : stated.cook;
  const times = (prep: number, cook: number) => ({ prep_time: prep, cook_time: cook });
  if (stated.prep !== undefined && statedCook !== undefined) return times(stated.prep, statedCook);
  if (total === undefined) return times(stated.prep ?? steps.prep, statedCook ?? steps.cook);
  if (stated.prep !== undefined) return times(stated.prep, Math.max(0, total - stated.prep));
  if (statedCook !== undefined) return times(Math.max(0, total - statedCook), statedCook);
  if (noCook) return times(total, 0);
  // A total alone: the cooking steps' time is cooking, the rest preparation, never more than the
  // total; cooking steps without a time of their own add nothing (issue 34's convention).
  const cookPart = Math.min(steps.cook, total);
  return times(total - cookPart, cookPart);
}
