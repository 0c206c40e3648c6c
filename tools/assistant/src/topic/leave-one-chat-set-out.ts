/**
 * `npx tsx tools/assistant/src/topic/leave-one-chat-set-out.ts`: how the topic model reads questions
 * in people's own voices it never trained on. Each tuning chat set (knowledge/tuning-chat-sets.ts) is
 * left out in turn and classified by a model trained on the corpus files alone, then by one trained
 * on the corpus files and every other set (as training-corpus.ts trains the shipped model); the
 * model alone, without the chat's rules (is-cooking-question.ts). Prints each set's figures and the
 * total; docs/assistant.md "The topic model trains on people's questions" has them.
 */
import { TUNING_CHAT_SETS } from '../knowledge/tuning-chat-sets.ts';
import { COOKING_THRESHOLD, type SparseVector, topicFeatures } from '../server-ai.ts';
import { trainLogisticRegression } from './train-logistic-regression.ts';
import { TOPIC_TRAINING } from './train-topic-model.ts';
import { topicTrainingCorpus } from './training-corpus.ts';
import type { LabelledQuestion } from './labelled-question.ts';

const sets = Object.entries(TUNING_CHAT_SETS).map(([name, questions]) => ({
  name,
  questions: questions.map((q) => ({ text: q.question, cooking: q.expect !== 'off-topic' })),
}));
const everySetQuestion = new Set(sets.flatMap((s) => s.questions.map((q) => q.text)));
const corpusFiles = topicTrainingCorpus().filter((q) => !everySetQuestion.has(q.text));

const features = new Map<string, SparseVector>();
const featuresOf = (text: string) => {
  let found = features.get(text);
  if (!found) features.set(text, (found = topicFeatures(text)));
  return found;
};
const train = (corpus: readonly LabelledQuestion[]) =>
  trainLogisticRegression(
    corpus.map((q) => ({ features: featuresOf(q.text), label: q.cooking })),
    TOPIC_TRAINING,
  );

/** Cooking questions read as off-topic, and off-topic ones read as cooking. */
function errors(model: ReturnType<typeof train>, questions: readonly LabelledQuestion[]) {
  let refused = 0;
  let taken = 0;
  for (const q of questions) {
    const cooking = model.predict(featuresOf(q.text)) >= COOKING_THRESHOLD;
    if (q.cooking && !cooking) refused += 1;
    if (!q.cooking && cooking) taken += 1;
  }
  return { refused, taken };
}

const filesOnly = train(corpusFiles);
const total = { questions: 0, files: { refused: 0, taken: 0 }, withSets: { refused: 0, taken: 0 } };
console.info('set  questions  corpus files: refused / taken   + the other sets: refused / taken');
for (const left of sets) {
  const others = sets.filter((s) => s !== left).flatMap((s) => s.questions);
  const files = errors(filesOnly, left.questions);
  const withSets = errors(train([...corpusFiles, ...others]), left.questions);
  total.questions += left.questions.length;
  for (const [sum, one] of [
    [total.files, files],
    [total.withSets, withSets],
  ] as const) {
    sum.refused += one.refused;
    sum.taken += one.taken;
  }
  console.info(
    `${left.name.padStart(3)}  ${String(left.questions.length).padStart(9)}  ${String(files.refused).padStart(20)} / ${files.taken}   ${String(withSets.refused).padStart(26)} / ${withSets.taken}`,
  );
}
const right = (e: { refused: number; taken: number }) =>
  `${total.questions - e.refused - e.taken}/${total.questions} (${((100 * (total.questions - e.refused - e.taken)) / total.questions).toFixed(1)} %)`;
console.info(`all: corpus files ${right(total.files)}; + the other sets ${right(total.withSets)}`);
