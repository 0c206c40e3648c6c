import { classifyTopic, detectLanguage } from '../server-ai.ts';
import type { HeldOutSplit } from './held-out/held-out-splits.ts';

const LANGUAGES = ['ca', 'es', 'en'] as const;

export interface Score {
  right: number;
  total: number;
}

export interface SplitScore extends Score {
  accuracy: number;
  byLanguage: Record<string, Score>;
  errors: string[];
}

/**
 * Accuracy of the shipped topic model (topic-model.json) on one split, per language: the language
 * the question was written in when the split says (its blocks), else the detected one. These are the
 * figures docs/assistant.md reports.
 */
export function scoreSplit({ questions, languageBlock }: HeldOutSplit): SplitScore {
  const byLanguage: Record<string, Score> = {};
  const errors: string[] = [];
  questions.forEach((q, i) => {
    const language = languageBlock
      ? LANGUAGES[Math.floor(i / languageBlock)]!
      : (detectLanguage(q.text) ?? 'other');
    const row = (byLanguage[language] ??= { right: 0, total: 0 });
    row.total += 1;
    if (classifyTopic(q.text).cooking === q.cooking) row.right += 1;
    else errors.push(`${q.cooking ? 'cooking' : 'off-topic'}: ${q.text}`);
  });
  const right = Object.values(byLanguage).reduce((sum, r) => sum + r.right, 0);
  return { accuracy: right / questions.length, right, total: questions.length, byLanguage, errors };
}
