import { classifyTopic } from './classify-topic.ts';
import type { detectLanguage } from './detect-language.ts';
import { findKitchenSubjects } from './kitchen-subjects.ts';
import { findKitchenWords } from './kitchen-words.ts';
import { COVERAGE_MIN, findAnswer } from './knowledge/find-knowledge.ts';
import { findNearestFact } from './knowledge/find-nearest-fact.ts';
import { detectIntents, type QuestionIntent } from './knowledge/question-intent.ts';
import { findOffTopicFamilies } from './off-topic-words.ts';
import { namesFood, type ReadQuestion } from './read-follow-up.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

/** Below this, an off-topic guess is a coin toss; a follow-up of a cooking question gets the benefit. */
const SURE_OFF_TOPIC = 0.75;
/**
 * A short follow-up ("i si no en tinc?") of a cooking question is refused only when surely off-topic:
 * set 10's "Quants n'he de calcular per persona?" after the canelons scored 0.952 and "And how do I
 * stop it cracking?" after a cheesecake 0.980; a prompt injection scores 0.99 and more.
 */
const SURE_OFF_TOPIC_FOLLOW_UP = 0.99;
/**
 * Below this, an off-topic guess yields to the knowledge base: a question of a kitchen kind
 * (question-intent.ts) that names a kitchen thing and that a fact explains well ("per que el bescuit
 * no m ha pujat") is about cooking. Sport, finance or a prompt injection are off-topic with 0.99 and more.
 */
const UNSURE_OFF_TOPIC = 0.97;
/** Below this, a question of a kitchen kind that names a kitchen thing is answered, fact or not. */
const DOUBTFUL_OFF_TOPIC = 0.8;
/**
 * Below this, a kind only a kitchen asks is answered, fact or not: set 10's swaps of foods no list
 * knows ("ñame para el sancocho", "la chiltoma para el gallo pinto") scored 0.88-0.89; no off-topic
 * question of sets 2-10 asks such a kind below 0.97.
 */
const DOUBTFUL_OFF_TOPIC_KITCHEN_KIND = 0.9;
/**
 * A fact that explains every word of a question of a kitchen kind ("Què és una picada i quan s'ha
 * d'afegir?" at 0.972, "què vol dir fer xup-xup" at 0.993) overrules all but the surest refusals:
 * sport, finance and prompt injections score 0.995 and more and no fact explains them.
 */
const WHOLLY_EXPLAINED = 0.95;
const SUREST_OFF_TOPIC = 0.995;
/** Off-topic with this confidence or more: sport, finance, doses, prompt injections, "la recepta de l'èxit". */
export const isSurelyOffTopic = (question: string) => classifyTopic(question).confidence >= UNSURE_OFF_TOPIC;

/**
 * Off-topic below this only: a request for a dish's recipe the model doubts ("¿Tenéis receta de
 * cochinita pibil?" at 0.71) asks for a dish; "the recipe for a great wedding toast" scores 0.84 and
 * "la recepta de l'èxit" 1.0.
 */
export const isDoubtfullyOffTopic = (question: string) =>
  classifyTopic(question).confidence < DOUBTFUL_OFF_TOPIC;

/** "La recepta de l'èxit", "the recipe for a great toast": asking for a recipe is no kitchen kind here. */
const RECIPE_WORD = /\b(?:recepta|receptes|receta|recetas|recipes?)\b/giu;
const kindsAsked = (question: string) => detectIntents(question.replace(RECIPE_WORD, ' '));
const asksKitchenKind = (question: string) => kindsAsked(question).size > 0;
/**
 * Kinds only a kitchen asks: what goes with it, what replaces it, at what temperature or for how long
 * it cooks, how to tell it is done. Sets 6-8 declined 14 a set, many of them these kinds about a dish
 * no word list knows ("What sides go with an oxtail potjie?", "How long do boerewors coils take on
 * the braai?"); no off-topic question of the tuning sets asks one (insurance is "safety": "seguro";
 * calories and doses are "quantity"; a fridge's repair is "storage").
 */
const KITCHEN_ONLY_KINDS: ReadonlySet<QuestionIntent> = new Set([
  'pairing',
  'substitution',
  'temperature',
  'time',
  'doneness',
]);
const asksKitchenOnlyKind = (question: string) =>
  [...kindsAsked(question)].some((kind) => KITCHEN_ONLY_KINDS.has(kind));
/**
 * Below this, a question of a kitchen kind that names a food or dish the site knows by name
 * (kitchen-subjects.ts: "¿Por qué las migas me salen apelmazadas?" at 0.954, "Què vol dir un
 * sofregit 'ben fet'?" at 0.978) is cooking, unless it names an off-topic family's word. Set 12
 * declined 12 cooking questions naming pa de pessic, migas, sofregit, trinxat; the off-topic
 * questions of a kitchen kind naming a food ("Mi perro se ha comido ... chocolate. ¿Qué hago?")
 * score 0.985 and more.
 */
const NAMED_SUBJECT_OFF_TOPIC = 0.98;
/**
 * Below this, a question of no kind that names two foods or dishes is cooking ("I've got grits,
 * shrimp and bacon. Anything on y'all's site for that?" at 0.767); "El gos s'ha menjat una rajola
 * de xocolata negra" scores 0.882.
 */
const TWO_SUBJECTS_OFF_TOPIC = 0.87;
/** Does the question name a food or dish the site knows, and no off-topic family's word? */
function namedSubjects(question: string): number {
  if (findOffTopicFamilies(question).length > 0) return 0;
  return new Set(findKitchenSubjects(question).map((w) => foldAccents(w.toLowerCase()))).size;
}

/** A food, a dish or a kitchen word; not a synonym alone ("keeps"). */
const namesFoodOrKitchenWord = (question: string) =>
  findKitchenWords(question).length > 0 || splitWords(question).some(namesFood);

/**
 * "I amb mantega?" after a cooking question is cooking too: a doubtful off-topic guess is
 * overruled when the user's previous question was about cooking, or when a fact of the kind it
 * asks explains most of it. `questions`: the user's
 * messages, newest first.
 */
export function isCookingQuestion(
  questions: string[],
  read: ReadQuestion,
  language: ReturnType<typeof detectLanguage>,
  /** Read the foods and dishes it names (kitchen-subjects.ts); off, the rules before them only. */
  byName = true,
): boolean {
  const [last = '', previous] = questions;
  const guess = classifyTopic(last);
  if (guess.cooking) return true;
  const doubt = read.followUp ? SURE_OFF_TOPIC_FOLLOW_UP : SURE_OFF_TOPIC;
  if (guess.confidence < doubt && previous !== undefined && classifyTopic(previous).cooking) return true;
  if (byName && guess.confidence < NAMED_SUBJECT_OFF_TOPIC) {
    const named = namedSubjects(last);
    if (named > 0 && asksKitchenKind(last)) return true;
    if (named >= 2 && guess.confidence < TWO_SUBJECTS_OFF_TOPIC) return true;
  }
  if (read.intents.size === 0 || guess.confidence >= SUREST_OFF_TOPIC) return false;
  const match = findAnswer(last, language ?? 'ca', read.intents);
  // Explained word for word, the question is about what the fact is about ("picada", "xup-xup"),
  // words the food and kitchen lists do not hold.
  if (match !== null && match.coverage >= WHOLLY_EXPLAINED) return true;
  // A kind only a kitchen asks, doubted by the model, is cooking whatever dish it names.
  if (guess.confidence < DOUBTFUL_OFF_TOPIC_KITCHEN_KIND && asksKitchenOnlyKind(last)) return true;
  if (guess.confidence >= UNSURE_OFF_TOPIC) return false;
  // A fact that explains most of it answers it, kitchen words or not ("la recepta és per a 4 i som
  // 14, per quant ho multiplico?", "what's 180 °C in gas mark?"): no off-topic question of sets 2-10
  // below 0.97 is explained by any fact.
  if (match !== null && match.coverage >= COVERAGE_MIN) return true;
  // So does the nearest fact when the question holds one of its ways of asking nearly whole ("Mi
  // niño tiene 8 meses, ¿le puedo echar miel a la papilla?", set 9).
  if (findNearestFact(last, language ?? 'ca', read.intents) !== null) return true;
  // A kitchen kind asked about a food, dish or kitchen thing the model doubts ("una llauna de tonyina bombada,
  // passa res si la menjo?") is a cooking question the model has not seen the words of.
  return guess.confidence < DOUBTFUL_OFF_TOPIC && asksKitchenKind(last) && namesFoodOrKitchenWord(last);
}
