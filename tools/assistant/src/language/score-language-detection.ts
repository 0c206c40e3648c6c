import { detectLanguage } from '../server-ai.ts';
import type { LanguageQuestion } from './development-language-questions.ts';

export interface LanguageScore {
  right: number;
  total: number;
  /** Per expected language ('other' for a text in none of the three): right of total. */
  byLanguage: Record<string, { right: number; total: number }>;
  errors: string[];
}

/** How many questions the chat's language detection reads in their own language (null: another one). */
export function scoreLanguageDetection(questions: readonly LanguageQuestion[]): LanguageScore {
  const byLanguage: LanguageScore['byLanguage'] = {};
  const errors: string[] = [];
  for (const { text, language } of questions) {
    const found = detectLanguage(text);
    const row = (byLanguage[language ?? 'other'] ??= { right: 0, total: 0 });
    row.total += 1;
    if (found === language) row.right += 1;
    else errors.push(`${language ?? 'other'} read as ${found ?? 'other'}: ${text}`);
  }
  const right = Object.values(byLanguage).reduce((sum, row) => sum + row.right, 0);
  return { right, total: questions.length, byLanguage, errors };
}
