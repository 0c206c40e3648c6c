import { TUNING_CHAT_SETS } from '../knowledge/tuning-chat-sets.ts';
import { HELD_OUT_SPLITS } from './held-out/held-out-splits.ts';
import { TOPIC_TUNED_KNOWLEDGE } from '../server-ai.ts';
import { COOKING_QUESTIONS } from './corpus/cooking-questions.ts';
import { COOKING_SHORTHAND } from './corpus/cooking-shorthand.ts';
import { COOKING_DISHES, OFF_TOPIC_FAMILIES } from './corpus/dishes-and-off-topic-families.ts';
import { EVERYDAY_OFF_TOPIC } from './corpus/everyday-off-topic.ts';
import { COOKING_SHORT_OR_UNUSUAL, OFF_TOPIC_WITH_FOOD_WORDS } from './corpus/hard-case-questions.ts';
import {
  ENGLISH_KITCHEN_QUESTIONS,
  SAYINGS_ABOUT_PEOPLE,
} from './corpus/kitchen-verbs-and-person-sayings.ts';
import { OFF_TOPIC_BY_DOMAIN } from './corpus/off-topic-by-domain.ts';
import { OFF_TOPIC_QUESTIONS } from './corpus/off-topic-questions.ts';
import { DISHES_AND_HOME_COOKING, SAYINGS_AND_EVERYDAY_OFF_TOPIC } from './corpus/sayings-and-dishes.ts';
import { GENERATED_COOKING, GENERATED_OFF_TOPIC } from './corpus/templates.ts';
import { COOKING_TROUBLES, STATED_SAYINGS } from './corpus/troubles-and-stated-sayings.ts';
import type { LabelledQuestion } from './labelled-question.ts';

/**
 * The chat sets measured once and tuned on since (knowledge/tuning-chat-sets.ts): some 2,700 questions
 * in the voices of people the corpus files never had (dialects, second-language writers, letters,
 * telegraphic lines), each labelled by its writer; a follow-up counts as its own sentence (a cooking
 * one whatever it says alone, as the chat reads it after its previous turn). A question a held-out
 * split holds too stays out ("Can I use baking soda instead of baking powder?"): the splits are never
 * trained on.
 */
const tuningChatQuestions = (cooking: boolean) => {
  const heldOut = new Set(HELD_OUT_SPLITS.flatMap((split) => split.questions.map((q) => q.text)));
  return Object.values(TUNING_CHAT_SETS)
    .flat()
    .filter((q) => (q.expect !== 'off-topic') === cooking && !heldOut.has(q.question))
    .map((q) => q.question);
};

const label =
  (cooking: boolean) =>
  (text: string): LabelledQuestion => ({ text, cooking });

/**
 * Everything the topic model trains on, and nothing else: the corpus files plus every way of asking
 * a fact it was tuned with (TOPIC_TUNED_KNOWLEDGE: a cooking question too). The held-out splits are
 * not here, and held-out-splits.test.ts checks that they share no sentence with this list. The order
 * is part of the training (a fixed order of examples): reordering the parts changes the weights.
 */
export function topicTrainingCorpus(): LabelledQuestion[] {
  const cooking = [
    ...COOKING_QUESTIONS,
    ...COOKING_SHORT_OR_UNUSUAL,
    ...COOKING_DISHES,
    ...COOKING_SHORTHAND,
    ...GENERATED_COOKING,
    ...DISHES_AND_HOME_COOKING,
    ...COOKING_TROUBLES,
    ...ENGLISH_KITCHEN_QUESTIONS,
    ...TOPIC_TUNED_KNOWLEDGE.flatMap((entry) => [...entry.ask.ca, ...entry.ask.es, ...entry.ask.en]),
    ...tuningChatQuestions(true),
  ];
  const offTopic = [
    ...OFF_TOPIC_QUESTIONS,
    ...OFF_TOPIC_WITH_FOOD_WORDS,
    ...OFF_TOPIC_BY_DOMAIN,
    ...OFF_TOPIC_FAMILIES,
    ...EVERYDAY_OFF_TOPIC,
    ...GENERATED_OFF_TOPIC,
    ...SAYINGS_AND_EVERYDAY_OFF_TOPIC,
    ...STATED_SAYINGS,
    ...SAYINGS_ABOUT_PEOPLE,
    ...tuningChatQuestions(false),
  ];
  return [...cooking.map(label(true)), ...offTopic.map(label(false))];
}
