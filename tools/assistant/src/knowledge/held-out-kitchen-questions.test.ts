import { describe, expect, it } from 'vitest';
import { answered, askBuiltinChat } from './ask-builtin-chat.ts';
import { HELD_OUT_KITCHEN_QUESTIONS } from './held-out-kitchen-questions.ts';

describe('the builtin chat on the held-out kitchen questions', () => {
  it('answers most held-out kitchen questions from the knowledge base (read one by one in docs/assistant.md)', async () => {
    const replies = await Promise.all(
      HELD_OUT_KITCHEN_QUESTIONS.map(async (q) => [q, await askBuiltinChat(q)]),
    );
    const answeredReplies = replies.filter(([, reply]) => answered(reply!));
    console.info(
      `held-out kitchen questions answered from the base: ${answeredReplies.length}/${replies.length}`,
    );
    for (const [q, reply] of replies) console.info(`Q: ${q}\nA: ${reply!.split('\n')[0]}`);
    expect(answeredReplies.length / replies.length).toBeGreaterThanOrEqual(0.8);
  });
});
