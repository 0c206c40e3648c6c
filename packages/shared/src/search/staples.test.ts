import { describe, expect, it } from 'vitest';
import { ingredientKey } from '../recipes/recipes.rules.ts';
import { STAPLES } from './staples.ts';

describe('STAPLES', () => {
  it('holds salt, oil, water and pepper in Catalan, Spanish and English, as ingredient keys', () => {
    for (const name of [
      'sal',
      'oli',
      'aigua',
      'pebre',
      'aceite',
      'agua',
      'pimienta',
      'salt',
      'oil',
      'water',
      'pepper',
    ]) {
      expect(STAPLES).toContain(name);
    }
    for (const name of STAPLES) expect(ingredientKey(name)).toBe(name);
    expect(new Set(STAPLES).size).toBe(STAPLES.length);
  });
});
