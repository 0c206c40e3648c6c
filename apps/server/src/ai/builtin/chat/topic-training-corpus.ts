import { COOKING_UTTERANCES } from './corpus/cooking-utterances.ts';
import { COOKING_SHORT_OR_UNUSUAL, OFF_TOPIC_WITH_FOOD_WORDS } from './corpus/food-word-utterances.ts';
import type { LabelledQuestion } from './corpus/held-out-questions.ts';
import { OFF_TOPIC_BROAD } from './corpus/off-topic-broad-utterances.ts';
import { OFF_TOPIC_UTTERANCES } from './corpus/off-topic-utterances.ts';
import { COOKING_DISHES, OFF_TOPIC_FAMILIES } from './corpus/topic-round-2-utterances.ts';
import { ROUND_4_COOKING } from './corpus/topic-round-4-cooking.ts';
import { ROUND_4_MORE_COOKING, ROUND_4_MORE_OFF_TOPIC } from './corpus/topic-round-4-more.ts';
import { ROUND_4_OFF_TOPIC } from './corpus/topic-round-4-off-topic.ts';
import { ROUND_5_COOKING, ROUND_5_OFF_TOPIC } from './corpus/topic-round-5-utterances.ts';
import { ROUND_6_COOKING, ROUND_6_OFF_TOPIC } from './corpus/topic-round-6-utterances.ts';
import { ROUND_4_GENERATED_COOKING, ROUND_4_GENERATED_OFF_TOPIC } from './corpus/topic-round-4-templates.ts';
import { KITCHEN_KNOWLEDGE } from './knowledge/kitchen-knowledge.ts';

const label =
  (cooking: boolean) =>
  (text: string): LabelledQuestion => ({ text, cooking });

/**
 * Everything the topic model trains on, and nothing else: the corpus files plus every way of asking
 * a fact of the knowledge base (a cooking question too). The held-out splits are not here, and
 * classify-topic.test.ts checks that they share no sentence with this list.
 */
export function topicTrainingCorpus(): LabelledQuestion[] {
  const cooking = [
    ...COOKING_UTTERANCES,
    ...COOKING_SHORT_OR_UNUSUAL,
    ...COOKING_DISHES,
    ...ROUND_4_COOKING,
    ...ROUND_4_GENERATED_COOKING,
    ...ROUND_4_MORE_COOKING,
    ...ROUND_5_COOKING,
    ...ROUND_6_COOKING,
    ...KITCHEN_KNOWLEDGE.flatMap((entry) => [...entry.ask.ca, ...entry.ask.es, ...entry.ask.en]),
  ];
  const offTopic = [
    ...OFF_TOPIC_UTTERANCES,
    ...OFF_TOPIC_WITH_FOOD_WORDS,
    ...OFF_TOPIC_BROAD,
    ...OFF_TOPIC_FAMILIES,
    ...ROUND_4_OFF_TOPIC,
    ...ROUND_4_GENERATED_OFF_TOPIC,
    ...ROUND_4_MORE_OFF_TOPIC,
    ...ROUND_5_OFF_TOPIC,
    ...ROUND_6_OFF_TOPIC,
  ];
  return [...cooking.map(label(true)), ...offTopic.map(label(false))];
}
