/**
 * Trains the topic model on its corpus (training-corpus.ts) and writes the weights to the server's
 * topic-model.json, which classify-topic.ts loads: training takes a few hundred milliseconds
 * (features of ~3,100 sentences, 12 epochs), loading the JSON a few. Run `npm run assistant:train`
 * after any change to the corpus, the features or the training options; train-topic-model.test.ts
 * checks the shipped file matches a fresh training.
 */
import { writeFileSync } from 'node:fs';
import { topicFeatures } from '../server-ai.ts';
import { type LogisticOptions, trainLogisticRegression } from './train-logistic-regression.ts';
import { topicTrainingCorpus } from './training-corpus.ts';

/** Chosen by cross-validation on the training corpus only (cross-validate-topic.ts). */
export const TOPIC_TRAINING: LogisticOptions = { l2: 1e-4, epochs: 12, learningRate: 0.5 };

export interface TopicModelFile {
  bias: number;
  weights: Record<string, number>;
}

/** Weights rounded to 4 decimals and the near-zero ones left out: the file stays small, the answers the same. */
const round = (x: number) => Math.round(x * 1e4) / 1e4;

export function trainTopicModelFile(): TopicModelFile {
  const model = trainLogisticRegression(
    topicTrainingCorpus().map((q) => ({ features: topicFeatures(q.text), label: q.cooking })),
    TOPIC_TRAINING,
  );
  const weights = [...model.weights]
    .map(([name, w]) => [name, round(w)] as const)
    .filter(([, w]) => w !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { bias: round(model.bias), weights: Object.fromEntries(weights) };
}

/** Trains and writes the file as the server reads it; returns how many weights it holds. */
export function writeTopicModelFile(out: URL | string): number {
  const file = trainTopicModelFile();
  writeFileSync(out, `${JSON.stringify(file)}\n`);
  return Object.keys(file.weights).length;
}
