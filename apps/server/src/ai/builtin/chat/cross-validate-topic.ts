/**
 * Tuning of the topic model on its training corpus only (10-fold cross-validation): no held-out
 * split is read here. Run: `npx tsx src/ai/builtin/chat/cross-validate-topic.ts` in apps/server;
 * prints the accuracy of each setting tried and the misclassified sentences of the chosen one.
 */
import { COOKING_THRESHOLD, TOPIC_TRAINING } from './classify-topic.ts';
import { HELD_OUT_CLEAN_QUESTIONS } from './corpus/held-out-clean-questions.ts';
import { HELD_OUT_FINAL_2_QUESTIONS } from './corpus/held-out-final-2-questions.ts';
import { HELD_OUT_FINAL_3_QUESTIONS } from './corpus/held-out-final-3-questions.ts';
import { HELD_OUT_FINAL_4_QUESTIONS } from './corpus/held-out-final-4-questions.ts';
import { HELD_OUT_FINAL_5_QUESTIONS } from './corpus/held-out-final-5-questions.ts';
import { HELD_OUT_FINAL_6_QUESTIONS } from './corpus/held-out-final-6-questions.ts';
import { HELD_OUT_FINAL_7_QUESTIONS } from './corpus/held-out-final-7-questions.ts';
import { HELD_OUT_FINAL_QUESTIONS } from './corpus/held-out-final-questions.ts';
import { HELD_OUT_QUESTIONS, type LabelledQuestion } from './corpus/held-out-questions.ts';
import { HELD_OUT_TRICKY_QUESTIONS } from './corpus/held-out-tricky-questions.ts';
import { ROUND_4_GENERATED_COOKING, ROUND_4_GENERATED_OFF_TOPIC } from './corpus/topic-round-4-templates.ts';
import { FEATURE_WEIGHTS, type FeatureWeights, topicFeatures } from './topic-features.ts';
import { topicTrainingCorpus } from './topic-training-corpus.ts';
import { type LogisticOptions, trainLogisticRegression } from './train-logistic-regression.ts';

const FOLDS = 10;

const DEVELOPMENT_SPLITS = [
  HELD_OUT_QUESTIONS,
  HELD_OUT_TRICKY_QUESTIONS,
  HELD_OUT_FINAL_QUESTIONS,
  HELD_OUT_CLEAN_QUESTIONS,
  HELD_OUT_FINAL_2_QUESTIONS,
  HELD_OUT_FINAL_3_QUESTIONS,
  HELD_OUT_FINAL_4_QUESTIONS,
  HELD_OUT_FINAL_5_QUESTIONS,
  HELD_OUT_FINAL_6_QUESTIONS,
  HELD_OUT_FINAL_7_QUESTIONS,
];

/** Generated sentences train every fold but are not scored: their phrasings repeat across folds. */
const GENERATED = new Set([...ROUND_4_GENERATED_COOKING, ...ROUND_4_GENERATED_OFF_TOPIC]);

export function crossValidate(
  corpus: readonly LabelledQuestion[],
  options: LogisticOptions,
  weights: FeatureWeights,
  threshold = COOKING_THRESHOLD,
) {
  const vectors = corpus.map((q) => ({
    features: topicFeatures(q.text, weights),
    label: q.cooking,
    text: q.text,
  }));
  const scored: { p: number; label: boolean; text: string }[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = trainLogisticRegression(
      vectors.filter((_, i) => i % FOLDS !== fold),
      options,
    );
    vectors.forEach((v, i) => {
      if (i % FOLDS === fold && !GENERATED.has(v.text)) scored.push({ p: model.predict(v.features), ...v });
    });
  }
  const accuracyAt = (t: number) => scored.filter((s) => s.p >= t === s.label).length / scored.length;
  const errors = scored
    .filter((s) => s.p >= threshold !== s.label)
    .map((s) => `${s.label ? 'cooking ' : 'offTopic'} ${s.p.toFixed(2)} ${s.text}`);
  return { accuracy: accuracyAt(threshold), accuracyAt, errors };
}

/**
 * The development splits (every held-out split already measured and read, final-4 included): the
 * model trained on the whole corpus, its errors printed. The last split written is never read here.
 */
function development(options: LogisticOptions, weights: FeatureWeights, verbose = true) {
  const model = trainLogisticRegression(
    topicTrainingCorpus().map((q) => ({ features: topicFeatures(q.text, weights), label: q.cooking })),
    options,
  );
  let right = 0;
  const questions = DEVELOPMENT_SPLITS.flat();
  const probabilities = questions.map((q) => model.predict(topicFeatures(q.text, weights)));
  const at = (t: number) => questions.filter((q, i) => probabilities[i]! >= t === q.cooking).length;
  console.info([0.35, 0.4, 0.45, 0.5].map((t) => `${t}: ${at(t)}`).join('  '));
  for (const [i, q] of questions.entries()) {
    const p = probabilities[i]!;
    if (p >= COOKING_THRESHOLD === q.cooking) right += 1;
    else if (verbose)
      console.info(`  dev error ${q.cooking ? 'cooking ' : 'offTopic'} ${p.toFixed(2)} ${q.text}`);
  }
  console.info(`development splits: ${right}/${questions.length}`);
}

function main() {
  if (process.argv.includes('--dev')) {
    development(TOPIC_TRAINING, FEATURE_WEIGHTS, !process.argv.includes('--quiet'));
    return;
  }
  const corpus = topicTrainingCorpus();
  const grid: [LogisticOptions, FeatureWeights][] = [[TOPIC_TRAINING, FEATURE_WEIGHTS]];
  for (const shape of [0, 0.25, 1]) grid.push([TOPIC_TRAINING, { ...FEATURE_WEIGHTS, shape }]);
  for (const chars of [0.35, 0.7]) grid.push([TOPIC_TRAINING, { ...FEATURE_WEIGHTS, chars }]);
  for (const l2 of [3e-5, 3e-4]) grid.push([{ ...TOPIC_TRAINING, l2 }, FEATURE_WEIGHTS]);
  const onlyDefault = process.argv.includes('--default');
  for (const [options, weights] of onlyDefault ? grid.slice(0, 1) : grid) {
    const { accuracyAt } = crossValidate(corpus, options, weights);
    const byThreshold = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55].map(
      (t) => `${t}: ${(accuracyAt(t) * 100).toFixed(2)}`,
    );
    console.info(byThreshold.join('  '), JSON.stringify(options), JSON.stringify(weights));
  }
  const start = performance.now();
  const { errors } = crossValidate(corpus, TOPIC_TRAINING, FEATURE_WEIGHTS);
  console.info(`${corpus.length} sentences, ${errors.length} cross-validation errors of the default:`);
  console.info(errors.join('\n'));
  console.info(`(${((performance.now() - start) / FOLDS).toFixed(0)} ms per training)`);
}

if (process.argv[1]?.endsWith('cross-validate-topic.ts')) main();
