import { describe, expect, it } from 'vitest';
import { classifyTopic } from './classify-topic.ts';
import { COOKING_UTTERANCES } from './corpus/cooking-utterances.ts';
import { COOKING_SHORT_OR_UNUSUAL, OFF_TOPIC_WITH_FOOD_WORDS } from './corpus/food-word-utterances.ts';
import { HELD_OUT_CLEAN_QUESTIONS } from './corpus/held-out-clean-questions.ts';
import { HELD_OUT_FINAL_2_QUESTIONS } from './corpus/held-out-final-2-questions.ts';
import { HELD_OUT_FINAL_3_QUESTIONS } from './corpus/held-out-final-3-questions.ts';
import { HELD_OUT_FINAL_QUESTIONS } from './corpus/held-out-final-questions.ts';
import { HELD_OUT_QUESTIONS, type LabelledQuestion } from './corpus/held-out-questions.ts';
import { HELD_OUT_TRICKY_QUESTIONS } from './corpus/held-out-tricky-questions.ts';
import { OFF_TOPIC_BROAD } from './corpus/off-topic-broad-utterances.ts';
import { OFF_TOPIC_UTTERANCES } from './corpus/off-topic-utterances.ts';
import { COOKING_DISHES, OFF_TOPIC_FAMILIES } from './corpus/topic-round-2-utterances.ts';
import { detectLanguage } from './detect-language.ts';
import { KITCHEN_KNOWLEDGE } from './knowledge/kitchen-knowledge.ts';

const SPLITS: Record<string, readonly LabelledQuestion[]> = {
  'first (development)': HELD_OUT_QUESTIONS,
  'food words (development)': HELD_OUT_TRICKY_QUESTIONS,
  'final (development)': HELD_OUT_FINAL_QUESTIONS,
  'clean (development since the second round)': HELD_OUT_CLEAN_QUESTIONS,
  'final-2 (development since the third round)': HELD_OUT_FINAL_2_QUESTIONS,
  // The only split no tuning has looked at: its figure is the unbiased one.
  'final-3 (unbiased)': HELD_OUT_FINAL_3_QUESTIONS,
};

/** Accuracy per language of one split: the figures docs/assistant.md reports. */
function measure(questions: readonly LabelledQuestion[]) {
  const byLanguage: Record<string, { right: number; total: number }> = {};
  for (const q of questions) {
    const language = detectLanguage(q.text) ?? 'other';
    const row = (byLanguage[language] ??= { right: 0, total: 0 });
    row.total += 1;
    if (classifyTopic(q.text).cooking === q.cooking) row.right += 1;
  }
  const right = Object.values(byLanguage).reduce((sum, r) => sum + r.right, 0);
  return { accuracy: right / questions.length, byLanguage };
}

describe('classifyTopic', () => {
  it('trains on a corpus that shares no sentence with any held-out split', () => {
    const training = new Set([
      ...COOKING_UTTERANCES,
      ...COOKING_SHORT_OR_UNUSUAL,
      ...OFF_TOPIC_UTTERANCES,
      ...OFF_TOPIC_WITH_FOOD_WORDS,
      ...OFF_TOPIC_BROAD,
      ...COOKING_DISHES,
      ...OFF_TOPIC_FAMILIES,
      ...KITCHEN_KNOWLEDGE.flatMap((e) => [...e.ask.ca, ...e.ask.es, ...e.ask.en]),
    ]);
    expect(training.size).toBeGreaterThanOrEqual(300);
    const heldOut = Object.values(SPLITS).flat();
    expect(heldOut.filter((q) => training.has(q.text))).toEqual([]);
  });

  it('labels the held-out splits right (docs/assistant.md has the figures; the 97% target is not met)', () => {
    const figures = Object.fromEntries(Object.entries(SPLITS).map(([name, qs]) => [name, measure(qs)]));
    console.info(
      'topic classifier, held-out accuracy per split and language:',
      JSON.stringify(figures, null, 1),
    );
    expect(figures['first (development)']!.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(figures['food words (development)']!.accuracy).toBeGreaterThanOrEqual(0.92);
    expect(figures['final (development)']!.accuracy).toBeGreaterThanOrEqual(0.93);
    expect(figures['clean (development since the second round)']!.accuracy).toBeGreaterThanOrEqual(0.97);
    expect(figures['final-2 (development since the third round)']!.accuracy).toBeGreaterThanOrEqual(0.95);
    // Measured once, before this assertion was written: 110/120 (91.7 %).
    expect(figures['final-3 (unbiased)']!.accuracy).toBeGreaterThanOrEqual(0.91);
  });

  it('refuses questions that only borrow a food word, and takes short cooking questions', () => {
    for (const text of [
      'Quant valen les accions de Nestlé avui?',
      'What is the recipe for success?',
      'Quina dosi de xarop li dono al nen?',
      'Com actualitzo la Raspberry Pi?',
    ]) {
      expect(classifyTopic(text).cooking, text).toBe(false);
    }
    for (const text of ['Allioli?', 'Temps ous durs', '¿Pisto sin calabacín?', 'Brine a chicken?']) {
      expect(classifyTopic(text).cooking, text).toBe(true);
    }
  });

  it('answers the same for the same question, whatever was asked before', () => {
    const first = classifyTopic('Com es fa el pa amb tomàquet?');
    classifyTopic('Who won the election?');
    expect(classifyTopic('Com es fa el pa amb tomàquet?')).toEqual(first);
    expect(first.cooking).toBe(true);
  });
});
