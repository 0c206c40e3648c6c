import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_LANGUAGE_QUESTIONS } from './development-language-questions.ts';
import { scoreLanguageDetection } from './score-language-detection.ts';

describe('the chat language detection on its development set (docs/assistant.md)', () => {
  const score = scoreLanguageDetection(DEVELOPMENT_LANGUAGE_QUESTIONS);

  it('holds at least 50 phone questions per language', () => {
    for (const language of ['ca', 'es', 'en'])
      expect(score.byLanguage[language]!.total).toBeGreaterThanOrEqual(50);
  });

  it('reads at least 150 of the 156 Catalan, Spanish and English questions in their language', () => {
    // Development figure (tuned on this set): 156 of 156; 141 before the lexicons and spellings.
    const three = ['ca', 'es', 'en'].reduce((sum, l) => sum + score.byLanguage[l]!.right, 0);
    expect(three, score.errors.join('\n')).toBeGreaterThanOrEqual(150);
  });

  it('keeps reading German and French as none of the three where it did', () => {
    expect(score.byLanguage.other!.right, score.errors.join('\n')).toBeGreaterThanOrEqual(3);
  });
});
