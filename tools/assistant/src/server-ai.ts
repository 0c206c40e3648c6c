/**
 * What the laboratory takes from the server: the request-time pieces it trains, scores and checks.
 * By relative path (the server is no package), and only here, so the rest of the laboratory names
 * one boundary. The server never imports the laboratory.
 */
export type { ChatRecipeWithMissing, ChatTools } from '../../../apps/server/src/ai/ai-provider.ts';
export { answerBuiltinChat } from '../../../apps/server/src/ai/builtin/chat/answer-builtin-chat.ts';
export { classifyTopic, COOKING_THRESHOLD } from '../../../apps/server/src/ai/builtin/chat/classify-topic.ts';
export { detectLanguage } from '../../../apps/server/src/ai/builtin/chat/detect-language.ts';
export type { Language } from '../../../apps/server/src/ai/builtin/chat/knowledge/knowledge-entry.ts';
export {
  KITCHEN_KNOWLEDGE,
  TOPIC_TUNED_KNOWLEDGE,
} from '../../../apps/server/src/ai/builtin/chat/knowledge/kitchen-knowledge.ts';
export {
  type LogisticModel,
  logisticModel,
  type SparseVector,
  sigmoid,
} from '../../../apps/server/src/ai/builtin/chat/logistic-model.ts';
export {
  FEATURE_WEIGHTS,
  type FeatureWeights,
  topicFeatures,
} from '../../../apps/server/src/ai/builtin/chat/topic-features.ts';
export { generateRecipe } from '../../../apps/server/src/ai/builtin/generate/generate-recipe.ts';
export { estimateNutrition } from '../../../apps/server/src/ai/builtin/nutrition/estimate-nutrition.ts';
export { LEXICON } from '../../../apps/server/src/ai/builtin/nutrition/lexicon.ts';
export { CHAT_TEST_CATALOGUE } from '../../../apps/server/test/helpers/chat-catalogue.ts';

/** The trained weights the server loads (classify-topic.ts): what `npm run assistant:train` writes. */
export const TOPIC_MODEL_FILE = new URL(
  '../../../apps/server/src/ai/builtin/chat/topic-model.json',
  import.meta.url,
);
export { readQuestion } from '../../../apps/server/src/ai/builtin/chat/read-follow-up.ts';
export { assessNearest } from '../../../apps/server/src/ai/builtin/chat/knowledge/find-nearest-fact.ts';
export { standardiseFoodWords } from '../../../apps/server/src/ai/builtin/nutrition/regional-food-words.ts';
