import { STEP_MAX, STEPS_MAX } from '@receptari/shared/recipes/recipes.rules';
import { hasActionVerb } from './cooking-verbs.ts';
import { plain } from './count-words.ts';
import { splitClauses, startsWithSequenceWord, toStepText } from './split-sentences.ts';

// "Necessitem...", "Ingredients:", "Hace falta...": the list of what to buy, not a step.
const LIST_WORDS =
  /\b(?:necessit\w*|necesit\w*|ingredients?|ingredientes|hace(?:n)?\s+falta|you(?:'ll|\s+will)?\s+need)\b/u;

export const isListSentence = (sentence: string) => LIST_WORDS.test(plain(sentence));

/**
 * The steps: every clause of a non-list sentence that does something (a cooking verb) or opens with
 * a sequence word ("primer", "després", "a continuació", "finalment", "quan...", "llavors").
 * Without any, the explanation's other sentences stand as the steps, as written.
 */
export function findSteps(sentences: readonly string[]): string[] {
  const candidates = sentences.filter((s) => !isListSentence(s));
  const clauses = candidates.flatMap(splitClauses);
  const acting = clauses.filter((c) => hasActionVerb(c) || startsWithSequenceWord(c));
  const chosen = acting.length > 0 ? acting : candidates.filter((s) => s.split(/\s+/u).length >= 3);
  return chosen
    .map(toStepText)
    .filter((step) => step !== '')
    .map((step) => step.slice(0, STEP_MAX))
    .slice(0, STEPS_MAX);
}

/** Sentences that tell about the dish rather than list or do: the description's own words. */
export function findAboutSentences(sentences: readonly string[]): string[] {
  return sentences.filter(
    (s) =>
      !isListSentence(s) &&
      !hasActionVerb(s) &&
      !startsWithSequenceWord(s) &&
      !/\d|:$/u.test(s) &&
      s.split(/\s+/u).length >= 4,
  );
}
