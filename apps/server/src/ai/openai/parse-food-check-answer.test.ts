import { describe, expect, it } from 'vitest';
import { AiProviderError } from '../ai-provider-error.ts';
import { parseFoodCheckAnswer } from './parse-food-check-answer.ts';

describe('parseFoodCheckAnswer', () => {
  it('reads isFood and the Catalan reason, fenced or not', () => {
    expect(parseFoodCheckAnswer('{"isFood": true, "reason": "Un plat de macarrons."}')).toEqual({
      verdict: 'food',
      isFood: true,
      reason: 'Un plat de macarrons.',
    });
    expect(parseFoodCheckAnswer('```json\n{"isFood": false, "reason": "Un cotxe."}\n```').verdict).toBe(
      'not_food',
    );
  });

  it('refuses text, a quoted boolean and a missing reason', () => {
    for (const bad of [
      'Sí, és menjar',
      '{"isFood": "true", "reason": "x"}',
      '{"isFood": true}',
      '{"isFood": true, "reason": "  "}',
    ])
      expect(() => parseFoodCheckAnswer(bad)).toThrow(AiProviderError);
  });
});
