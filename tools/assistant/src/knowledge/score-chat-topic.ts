/**
 * `npx tsx tools/assistant/src/knowledge/score-chat-topic.ts [--list]`: the chat over the topic
 * model's development splits A-J (tuning data, docs/assistant.md "Held-out splits and rounds"), as
 * the chat decides the topic (the model with its overrules): cooking questions refused, off-topic
 * questions answered, and of those how many got a kitchen fact rather than an "I don't know" (a fact
 * given to an off-topic question is a wrong fact). `--list` prints the off-topic ones answered.
 */
import { answerBuiltinChat, CHAT_TEST_CATALOGUE } from '../server-ai.ts';
import { DEVELOPMENT_SPLITS } from '../topic/held-out/held-out-splits.ts';
import { isDontKnow, isNoDish } from './tuning-chat-sets.ts';

const list = process.argv.includes('--list');
let right = 0;
let cookingRefused = 0;
let offTopicAnswered = 0;
let offTopicFacts = 0;
let total = 0;
for (const split of DEVELOPMENT_SPLITS) {
  for (const q of split.questions) {
    total += 1;
    const answer = await answerBuiltinChat(
      { messages: [{ role: 'user', content: q.text }] },
      CHAT_TEST_CATALOGUE,
    );
    if (answer.offTopic !== q.cooking) right += 1;
    if (q.cooking && answer.offTopic) cookingRefused += 1;
    if (!q.cooking && !answer.offTopic) {
      offTopicAnswered += 1;
      const fact = !isDontKnow(answer.reply) && !isNoDish(answer.reply) && answer.recipes.length === 0;
      if (fact) offTopicFacts += 1;
      if (list)
        console.log(
          `${fact ? 'FACT' : 'idk '} ${q.text}\n     ${answer.reply.replace(/\n/gu, ' / ').slice(0, 120)}`,
        );
    }
  }
}
console.log(
  `development splits A-J: ${right}/${total} right; cooking refused ${cookingRefused}; off-topic answered ${offTopicAnswered}, of them with a fact ${offTopicFacts}`,
);
