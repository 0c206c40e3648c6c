/**
 * Tuning of the topic model on its training corpus only (10-fold cross-validation): no held-out
 * split is read here, but with --dev (the development splits). Run: `npm run assistant:cross-validate`
 * (add `-- --default` for the shipped settings only, `-- --dev [--quiet]` for the development
 * splits); prints the accuracy of each setting tried and the misclassified sentences of the chosen one.
 */
import { COOKING_THRESHOLD, FEATURE_WEIGHTS, type FeatureWeights, topicFeatures } from '../server-ai.ts';
import { GENERATED_COOKING, GENERATED_OFF_TOPIC } from './corpus/templates.ts';
import { DEVELOPMENT_SPLITS } from './held-out/held-out-splits.ts';
import type { LabelledQuestion } from './labelled-question.ts';
import { TOPIC_TRAINING } from './train-topic-model.ts';
import { type LogisticOptions, trainLogisticRegression } from './train-logistic-regression.ts';
import { topicTrainingCorpus } from './training-corpus.ts';

const FOLDS = 10;

/** Generated sentences train every fold but are not scored: their phrasings repeat across folds. */
const GENERATED = new Set([...GENERATED_COOKING, ...GENERATED_OFF_TOPIC]);

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
  return { accuracy: accuracyAt(threshold), accuracyAt, errors, scored: scored.length };
}

/**
 * The development splits (every held-out split already measured and read): the model trained on the
 * whole corpus, its errors printed. The final split is never read here.
 */
function development(options: LogisticOptions, weights: FeatureWeights, verbose = true) {
  const model = trainLogisticRegression(
    topicTrainingCorpus().map((q) => ({ features: topicFeatures(q.text, weights), label: q.cooking })),
    options,
  );
  let right = 0;
  const questions = DEVELOPMENT_SPLITS.flatMap((split) => split.questions);
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
