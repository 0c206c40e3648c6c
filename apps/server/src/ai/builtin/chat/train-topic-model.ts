/**
 * Trains the topic model on its corpus (topic-training-corpus.ts) and writes the weights to
 * topic-model.json, which the server loads: training takes a few hundred milliseconds (features of
 * ~2,900 sentences, 12 epochs), loading the JSON a few. Run after any change to the corpus, the
 * features or the training options: `npx tsx src/ai/builtin/chat/train-topic-model.ts` in
 * apps/server. classify-topic.test.ts checks the file matches a fresh training.
 */
import { writeFileSync } from 'node:fs';
import { TOPIC_TRAINING } from './classify-topic.ts';
import { topicFeatures } from './topic-features.ts';
import { topicTrainingCorpus } from './topic-training-corpus.ts';
import { trainLogisticRegression } from './train-logistic-regression.ts';

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

if (process.argv[1]?.endsWith('train-topic-model.ts')) {
  const file = trainTopicModelFile();
  writeFileSync(new URL('./topic-model.json', import.meta.url), `${JSON.stringify(file)}\n`);
  console.info(`topic-model.json: ${Object.keys(file.weights).length} weights`);
}
