import { COOKING_UTTERANCES } from './corpus/cooking-utterances.ts';
import { COOKING_SHORT_OR_UNUSUAL, OFF_TOPIC_WITH_FOOD_WORDS } from './corpus/food-word-utterances.ts';
import { OFF_TOPIC_BROAD } from './corpus/off-topic-broad-utterances.ts';
import { OFF_TOPIC_UTTERANCES } from './corpus/off-topic-utterances.ts';
import { COOKING_DISHES, OFF_TOPIC_FAMILIES } from './corpus/topic-round-2-utterances.ts';
import { KITCHEN_KNOWLEDGE } from './knowledge/kitchen-knowledge.ts';
import { FOOD_FEATURE, findFoodWords } from './food-words.ts';
import { KITCHEN_FEATURE, findKitchenWords } from './kitchen-words.ts';
import { stemQuestion } from './tokenise-question.ts';
import { type NaiveBayes, trainNaiveBayes } from './train-naive-bayes.ts';

type Topic = 'cooking' | 'offTopic';
const TOPICS: readonly Topic[] = ['cooking', 'offTopic'];

export interface TopicGuess {
  cooking: boolean;
  /** The probability of the label chosen, 0.5 to 1. */
  confidence: number;
}

/**
 * Stems, plus one food feature per food named and one kitchen feature per kitchen word (a cooking
 * verb, a utensil, a meal), so a dish the corpus lacks still reads as cooking. A "names no kitchen
 * word" feature was tried too and dropped: it refused unusual dish names (docs/assistant.md).
 */
export function questionFeatures(text: string): string[] {
  const foods = findFoodWords(text).map(() => FOOD_FEATURE);
  const kitchen = findKitchenWords(text).map(() => KITCHEN_FEATURE);
  return [...stemQuestion(text), ...foods, ...kitchen];
}

/** Every way of asking a fact of the knowledge base is a cooking question too. */
const knowledgeQuestions = () =>
  KITCHEN_KNOWLEDGE.flatMap((entry) => [...entry.ask.ca, ...entry.ask.es, ...entry.ask.en]);

let model: NaiveBayes<Topic> | null = null;

/** Trained on first use, once per process: a server that never chats never pays for it. */
function topicModel(): NaiveBayes<Topic> {
  model ??= trainNaiveBayes(TOPICS, [
    ...[...COOKING_UTTERANCES, ...COOKING_SHORT_OR_UNUSUAL, ...COOKING_DISHES, ...knowledgeQuestions()].map(
      (text) => ({
        features: questionFeatures(text),
        label: 'cooking' as const,
      }),
    ),
    ...[...OFF_TOPIC_UTTERANCES, ...OFF_TOPIC_WITH_FOOD_WORDS, ...OFF_TOPIC_BROAD, ...OFF_TOPIC_FAMILIES].map(
      (text) => ({
        features: questionFeatures(text),
        label: 'offTopic' as const,
      }),
    ),
  ]);
  return model;
}

/** Is this question about cooking? A question with no known word leans to cooking (ties go to help). */
export function classifyTopic(text: string): TopicGuess {
  const { cooking } = topicModel().predict(questionFeatures(text));
  return cooking >= 0.5
    ? { cooking: true, confidence: cooking }
    : { cooking: false, confidence: 1 - cooking };
}
