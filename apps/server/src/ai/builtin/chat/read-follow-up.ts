import { isDishWord } from '../generate/find-title.ts';
import { findFood, findWholeFood } from '../nutrition/find-food.ts';
import { detectIntents, type QuestionIntent } from './knowledge/question-intent.ts';
import { findKitchenWords } from './kitchen-words.ts';
import { synonymsOf } from './knowledge/kitchen-synonyms.ts';
import { foldAccents, isStopword, splitWords } from './tokenise-question.ts';

/** A follow-up is short: "i si no en tinc?", "¿y en olla exprés?", "and at what temperature?". */
const FOLLOW_UP_MAX_WORDS = 6;
/**
 * One that opens like a follow-up may say more: "i despres com el descongelo perque quedi
 * cruixent?", "¿Y cuánta leche por cada cucharada de harina?" (set 4: 9 of 12 follow-ups lost the
 * first turn, most of them longer than six words; set 10: "¿Y la puedo dejar poco cuajada para mi
 * abuelo, que tiene 85 años?", thirteen).
 */
const OPENING_FOLLOW_UP_MAX_WORDS = 14;
/**
 * The words a follow-up opens with in the three languages: a conjunction ("i", "y", "and"), or a
 * question about the thing just named without naming it ("es pot fer...", "¿se puede hacer...",
 * "can I use... instead", "what if", "what do I use if").
 */
const FOLLOW_UP_START =
  /^(?:i|y|e|o|and|or|but|also|pero|tambe|tambien|what about|how about|i si|y si|and if|i amb|y con|i per|y para|i en|y en|and in|and at|despres|luego|then|es pot|se pot|se puede|es podria|se podria|can i|can you|could i|what if|what do i|what can i use|i despres|y despues)\b/u;

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
  /** The question alone, as asked. */
  readonly own: string;
  /** The kinds asked: the question's own, else (a follow-up that gives none) the previous turn's. */
  readonly intents: ReadonlySet<QuestionIntent>;
  /** Read with the previous turn. */
  readonly followUp: boolean;
}

/** Is the last question a short follow-up of the previous one (it opens like one or names no food)? */
export function isFollowUp(question: string, previous: string | undefined): boolean {
  if (previous === undefined) return false;
  const words = splitWords(question);
  if (words.length === 0 || words.length > OPENING_FOLLOW_UP_MAX_WORDS) return false;
  const opens = FOLLOW_UP_START.test(foldAccents(question.toLowerCase()).replace(/^[¿¡\s]+/u, ''));
  return opens || (words.length <= FOLLOW_UP_MAX_WORDS && !words.some(namesFood));
}

/** A follow-up longer than a short one says enough to be read alone when the two turns together find nothing. */
export const saysEnough = (question: string) => splitWords(question).length > FOLLOW_UP_MAX_WORDS;

/** Words that join a dish's name to its qualifier: "crema catalana", "ou dur", "risotto de bolets". */
const LINK = new Set(['de', 'd', 'del', 'al', 'a', 'la', 'el', 'en', 'of', 'the']);

/** A word of a turn's subject: a food, a dish, a technique or kitchen thing ("beixamel", "congela", "forn"). */
const isSubjectWord = (word: string) =>
  !isStopword(word) &&
  detectIntents(word).size === 0 &&
  (namesFood(word) || findKitchenWords(word).length > 0 || synonymsOf(word).length > 0);

/**
 * The subject of a turn: its foods, dishes and techniques, each with the word that qualifies it
 * right after it or, in English, before it ("Quant temps es bull un ou dur?" → "bull ou dur"; "Vull fer una truita de patates
 * per a 4 persones" → "truita patates"), so a follow-up asks its own kind of the same thing and the
 * asker's chatter ("vull", "persones", "quant temps") does not weigh in the match.
 */
function subjectOf(question: string): string {
  const words = splitWords(question);
  const kept = new Set<number>();
  words.forEach((word, i) => {
    if (!isSubjectWord(word)) return;
    kept.add(i);
    if (!namesFood(word)) return;
    const j = LINK.has(foldAccents(words[i + 1] ?? '')) ? i + 2 : i + 1;
    // Its qualifier after it ("pollastre cuit") or, in English, before it ("cooked chicken").
    for (const k of [j, i - 1]) {
      const next = words[k];
      if (next && !isStopword(next) && detectIntents(next).size === 0) kept.add(k);
    }
  });
  return words.filter((_, i) => kept.has(i)).join(' ');
}

/**
 * The last user question as the chat answers it (issue 34: "i si no en tinc?" is read with the
 * previous turn's subject). `questions` are the user's messages, newest first.
 */
export function readQuestion(questions: readonly string[]): ReadQuestion {
  const [question = '', previous] = questions;
  const own = detectIntents(question);
  if (!isFollowUp(question, previous))
    return { text: question, own: question, intents: own, followUp: false };
  // The previous turn as it was read: a follow-up of a follow-up keeps the first turn's subject
  // ("com es fa la beixamel?" → "i amb llet sense lactosa?" → "i quant dura?").
  const before = readQuestion(questions.slice(1));
  return {
    text: `${subjectOf(before.text)} ${question}`,
    own: question,
    intents: own.size > 0 ? own : before.intents,
    followUp: true,
  };
}
