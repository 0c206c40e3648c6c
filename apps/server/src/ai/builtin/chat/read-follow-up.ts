import { isDishWord } from '../generate/find-title.ts';
import { findFood, findWholeFood } from '../nutrition/find-food.ts';
import { detectIntents, type QuestionIntent } from './knowledge/question-intent.ts';
import { foldAccents, isStopword, splitWords } from './tokenise-question.ts';

/** A follow-up is short: "i si no en tinc?", "¿y en olla exprés?", "and at what temperature?". */
const FOLLOW_UP_MAX_WORDS = 6;
/** The words a follow-up opens with in the three languages. */
const FOLLOW_UP_START =
  /^(?:i|y|e|o|and|or|but|also|pero|pero|tambe|tambien|what about|how about|i si|y si|and if|i amb|y con|i per|y para|i en|y en|and in|and at)\b/u;

/**
 * A word that names a food or a dish: the subject of a kitchen question. A two-letter word only when
 * it is a food's whole name and no small word ("pa", "ou"; never "te", "a").
 */
export const namesFood = (word: string) =>
  word.length > 2
    ? findFood(word) !== null || isDishWord(word)
    : word.length === 2 && !isStopword(word) && findWholeFood(word) !== null;

export interface ReadQuestion {
  /** The question, with the previous turn's subject when it is a follow-up. */
  readonly text: string;
  /** The kinds asked: the question's own, else (a follow-up that gives none) the previous turn's. */
  readonly intents: ReadonlySet<QuestionIntent>;
  /** Read with the previous turn. */
  readonly followUp: boolean;
}

/** Is the last question a short follow-up of the previous one (it opens like one or names no food)? */
export function isFollowUp(question: string, previous: string | undefined): boolean {
  if (previous === undefined) return false;
  const words = splitWords(question);
  if (words.length === 0 || words.length > FOLLOW_UP_MAX_WORDS) return false;
  const opens = FOLLOW_UP_START.test(foldAccents(question.toLowerCase()).replace(/^[¿¡\s]+/u, ''));
  return opens || !words.some(namesFood);
}

/**
 * The subject of a turn: its words that are neither small words nor a kind's cue ("quant dura el
 * pollastre cuit a la nevera" → "pollastre cuit"), so a follow-up asks its own kind of the same thing.
 */
const subjectOf = (question: string) =>
  splitWords(question)
    .filter((word) => !isStopword(word) && detectIntents(word).size === 0)
    .join(' ');

/**
 * The last user question as the chat answers it (issue 34: "i si no en tinc?" is read with the
 * previous turn's subject). `questions` are the user's messages, newest first.
 */
export function readQuestion(questions: readonly string[]): ReadQuestion {
  const [question = '', previous] = questions;
  const own = detectIntents(question);
  if (!isFollowUp(question, previous)) return { text: question, intents: own, followUp: false };
  return {
    text: `${subjectOf(previous!)} ${question}`,
    intents: own.size > 0 ? own : detectIntents(previous!),
    followUp: true,
  };
}
