import { describe, expect, it } from 'vitest';
import TOPIC_MODEL from '../../../../apps/server/src/ai/builtin/chat/topic-model.json' with { type: 'json' };
import { trainTopicModelFile } from './train-topic-model.ts';

/**
 * A whole training: 5.6 s alone, 21 s on a loaded machine (2026-11-30); a budget of its own, never
 * a measure of its speed.
 */
const TRAINING_BUDGET_MS = 90_000;

describe('the shipped topic model', () => {
  it(
    'loads the weights a fresh training on the committed corpus gives (topic-model.json is up to date)',
    () => {
      const fresh = trainTopicModelFile();
      const shipped: Record<string, number> = TOPIC_MODEL.weights;
      expect(Object.keys(shipped).length).toBe(Object.keys(fresh.weights).length);
      expect(Math.abs(TOPIC_MODEL.bias - fresh.bias)).toBeLessThan(1e-3);
      const drift = Object.entries(fresh.weights).filter(
        ([name, w]) => !(Math.abs((shipped[name] ?? Infinity) - w) < 1e-3),
      );
      expect(drift).toEqual([]);
    },
    TRAINING_BUDGET_MS,
  );
});
