import { topicFeatures } from './topic-features.ts';
import TOPIC_MODEL from './topic-model.json' with { type: 'json' };
import { type LogisticModel, logisticModel } from './logistic-model.ts';

export interface TopicGuess {
  cooking: boolean;
  /** The probability of the label chosen (cooking from COOKING_THRESHOLD up, off-topic above 1 - it). */
  confidence: number;
}

/**
 * P(cooking) from which a question is answered, chosen by cross-validation in the assistant's
 * laboratory (tools/assistant): below one half, so that a question the model is unsure about gets
 * help rather than a refusal.
 */
export const COOKING_THRESHOLD = 0.4;

let model: LogisticModel | null = null;

/**
 * The trained weights (topic-model.json, written by `npm run assistant:train` from the corpus in
 * tools/assistant), indexed on first use: a server that never chats never pays for the 31,000 weights.
 */
function topicModel(): LogisticModel {
  model ??= logisticModel(
    new Map(Object.entries(TOPIC_MODEL.weights as Record<string, number>)),
    TOPIC_MODEL.bias,
  );
  return model;
}

/**
 * Is this question about cooking? A logistic regression over the question's stems, character
 * n-grams, word pairs, small words and lexicon features (foods, kitchen words, the off-topic
 * families), trained on the corpus ahead of time so the server starts without training.
 */
export function classifyTopic(text: string): TopicGuess {
  const cooking = topicModel().predict(topicFeatures(text));
  return cooking >= COOKING_THRESHOLD
    ? { cooking: true, confidence: cooking }
    : { cooking: false, confidence: 1 - cooking };
}
