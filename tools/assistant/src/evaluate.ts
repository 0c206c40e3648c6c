/**
 * `npm run assistant:evaluate [-- --errors]`: the figures of docs/assistant.md, measured on the shipped
 * model and code: the topic model on its held-out splits and by 10-fold cross-validation of its
 * corpus, the knowledge base on the held-out kitchen questions, the autofill on the cooks' texts and
 * the nutrition estimate on the reference recipes. --errors lists what each got wrong.
 */
import { parseArgs } from 'node:util';
import { checkedFields, checkCookText, autofill, type CookText } from './autofill/check-cook-text.ts';
import { HELD_OUT_COOK_TEXTS } from './autofill/held-out-cook-texts.ts';
import { TUNING_COOK_TEXTS } from './autofill/tuning-cook-texts.ts';
import { answered, askBuiltinChat } from './knowledge/ask-builtin-chat.ts';
import { HELD_OUT_KITCHEN_QUESTIONS } from './knowledge/held-out-kitchen-questions.ts';
import { checkReferenceRecipe } from './nutrition/check-reference-recipe.ts';
import { REFERENCE_RECIPES } from './nutrition/reference-recipes.ts';
import { FEATURE_WEIGHTS } from './server-ai.ts';
import { crossValidate } from './topic/cross-validate-topic.ts';
import { DEVELOPMENT_SPLITS, FINAL_SPLIT, type HeldOutSplit } from './topic/held-out/held-out-splits.ts';
import { type Score, scoreSplit } from './topic/score-split.ts';
import { TOPIC_TRAINING } from './topic/train-topic-model.ts';
import { topicTrainingCorpus } from './topic/training-corpus.ts';

const { values } = parseArgs({ options: { errors: { type: 'boolean', default: false } } });
const percent = (right: number, total: number) =>
  `${right}/${total} (${((100 * right) / total).toFixed(1)} %)`;
const errors = (list: readonly string[]) => {
  if (values.errors) for (const line of list) console.info(`    ${line}`);
};

function topicSplits(title: string, splits: readonly HeldOutSplit[]) {
  console.info(title);
  const total: Score = { right: 0, total: 0 };
  for (const split of splits) {
    const score = scoreSplit(split);
    const languages = split.languageBlock
      ? `  ${Object.entries(score.byLanguage)
          .map(([language, s]) => `${language} ${s.right}/${s.total}`)
          .join(', ')}`
      : '';
    console.info(`  ${split.name.padEnd(14)} ${percent(score.right, score.total)}${languages}`);
    errors(score.errors);
    total.right += score.right;
    total.total += score.total;
  }
  if (splits.length > 1) console.info(`  ${'together'.padEnd(14)} ${percent(total.right, total.total)}`);
}

function autofillTexts(title: string, texts: readonly CookText[]) {
  const fields = checkedFields(texts);
  const wrong = fields.filter(([, ok]) => ok !== true);
  const whole = texts.filter((t) =>
    Object.values(checkCookText(t, autofill(t.text))).every((ok) => ok === true),
  );
  console.info(
    `  ${title.padEnd(14)} fields ${percent(fields.length - wrong.length, fields.length)}, texts entirely right ${whole.length}/${texts.length}`,
  );
  errors(wrong.map(([field, got]) => `${field}: ${got}`));
}

console.info('Topic model (topic-model.json)');
topicSplits(' development splits (read and tuned against):', DEVELOPMENT_SPLITS);
topicSplits(' final split (never tuned against: its figure is the unbiased one):', [FINAL_SPLIT]);
const corpus = topicTrainingCorpus();
const cv = crossValidate(corpus, TOPIC_TRAINING, FEATURE_WEIGHTS);
console.info(
  ` 10-fold cross-validation of the ${corpus.length} training sentences (the generated ones train, unscored): ${(cv.accuracy * 100).toFixed(1)} % of ${cv.scored} written sentences`,
);
errors(cv.errors);

console.info('Knowledge base');
const replies = await Promise.all(HELD_OUT_KITCHEN_QUESTIONS.map(async (q) => [q, await askBuiltinChat(q)]));
const unanswered = replies.filter(([, reply]) => !answered(reply!));
console.info(
  `  held-out kitchen questions answered: ${percent(replies.length - unanswered.length, replies.length)} (whether each answer responds is read by hand: docs/assistant.md)`,
);
errors(unanswered.map(([q]) => q!));

console.info('Autofill (cooks’ texts)');
autofillTexts('tuning', TUNING_COOK_TEXTS);
autofillTexts('held-out', HELD_OUT_COOK_TEXTS);

console.info('Nutrition estimate');
const off = REFERENCE_RECIPES.filter((recipe) => !checkReferenceRecipe(recipe));
console.info(
  `  reference recipes within tolerance (15 %, or 1.5 g under 10 g): ${percent(REFERENCE_RECIPES.length - off.length, REFERENCE_RECIPES.length)}`,
);
errors(off.map((recipe) => recipe.title));
