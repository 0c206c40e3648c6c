import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockDatabase, testBackends } from '../../../../test/helpers/test-db.ts';
import { recipeWordsMatch } from '../../../db/recipe-search.ts';
import { recipes, users } from '../../../db/schema/index.ts';

/**
 * Searches written by another hand, before the search words were measured on them and without
 * reading them: a query in Catalan, Spanish or English, a Catalan recipe title, and whether a cook
 * typing that query means that recipe (plurals, accents, the same food in three languages, and
 * near-misses that must not match: pebre and pebrot, pa and patata, ou and nou). Each title is a
 * recipe of its own; a case is right when the query finds its recipe or, for a near-miss, does not.
 * Measured once; the floors are that run's figures (docs/product.md#words-as-people-write-them).
 */
type Case = { query: string; title: string; should_match: boolean; why: string };
const CASES = JSON.parse(readFileSync(new URL('./search-words.json', import.meta.url), 'utf8')) as Case[];

for (const { name, create } of await testBackends()) {
  describe.skipIf(!create)(`search words on held-out cases on ${name}`, () => {
    const t = blockDatabase(create!, async ({ db }) => {
      const [u] = await db.insert(users).values({ name: 'cercadora', email: 'h@exemple.cat' }).returning();
      await db
        .insert(recipes)
        .values(CASES.map((c) => ({ userId: u!.id, title: c.title, explanation: '.' })));
    });

    it('finds what cooks mean and not what they do not', async () => {
      const rows = await t.db.select({ id: recipes.id, title: recipes.title }).from(recipes);
      let found = 0;
      let kept = 0;
      const misses: string[] = [];
      for (const [i, c] of CASES.entries()) {
        const id = rows[i]!.id;
        const hit = await t.db
          .select({ id: recipes.id })
          .from(recipes)
          .where(and(eq(recipes.id, id), recipeWordsMatch(c.query)));
        const matched = hit.length === 1;
        if (matched === c.should_match) {
          if (c.should_match) found++;
          else kept++;
        } else misses.push(`  "${c.query}" ${matched ? 'found' : 'missed'} "${c.title}" (${c.why})`);
      }
      const want = CASES.filter((c) => c.should_match).length;
      console.log(
        `held-out search words (${CASES.length} cases, ${name}): meant and found ${found}/${want}, ` +
          `near-misses kept out ${kept}/${CASES.length - want}\n${misses.join('\n')}`,
      );
      expect(found).toBeGreaterThanOrEqual(FLOOR.found);
      expect(kept).toBeGreaterThanOrEqual(FLOOR.kept);
    });
  });
}

/**
 * The measured run's figures (see the test's output): 30/40 found, 11/20 kept out. Eight of the
 * nine near-misses it let through hold the typed text itself ("sal" in "Salmó", "pa" in "Patates"):
 * the spec's rule that `q` is a substring of the title or description (docs/product.md#search-rules)
 * finds them, and stays. Five of the ten misses were a food named in one language found under its
 * Catalan plural (cebolla: "Cebes farcides"); word-synonyms.ts's plural forms came after that run
 * and find them (35/40 now), so these cases no longer measure it: they keep it from going back.
 */
const FLOOR = { found: 35, kept: 11 };
