import { describe, expect, it } from 'vitest';
import { aliasKey, findFood } from './find-food.ts';
import { LEXICON } from './lexicon.ts';
import { loadNutrients } from './load-nutrients.ts';

describe('the curated lexicon', () => {
  it('has at least 300 foods', () => {
    expect(LEXICON.length).toBeGreaterThanOrEqual(300);
  });

  it('names only NDB numbers that exist in SR28', () => {
    const table = loadNutrients();
    const missing = LEXICON.filter((entry) => !table.has(entry.ndb)).map((entry) => entry.ndb);
    expect(missing).toEqual([]);
  });

  it('maps no alias twice, even once normalised', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of LEXICON) {
      for (const alias of entry.aliases) {
        const key = aliasKey(alias);
        const owner = seen.get(key);
        if (owner !== undefined) duplicates.push(`${alias} (${owner} and ${entry.ndb})`);
        seen.set(key, entry.ndb);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('finds every alias back to its own entry', () => {
    const lost = LEXICON.flatMap((entry) =>
      entry.aliases
        .filter((alias) => findFood(alias) !== entry)
        .map((alias) => `${alias} → ${findFood(alias)?.ndb}`),
    );
    expect(lost).toEqual([]);
  });

  it('gives sensible densities and piece weights', () => {
    for (const entry of LEXICON) {
      expect(entry.density, entry.aliases[0]).toBeGreaterThan(0);
      expect(entry.density, entry.aliases[0]).toBeLessThan(2);
      if (entry.piece !== null) expect(entry.piece, entry.aliases[0]).toBeGreaterThan(0);
    }
  });
});
