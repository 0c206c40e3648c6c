import { and, asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockDatabase, testBackends } from '../../test/helpers/test-db.ts';
import {
  noFilters,
  type RecipeFilters,
  recipeFilterConditions,
  recipeTextMatches,
  recipeWordsMatch,
} from './recipe-search.ts';
import { recipes, users } from './schema/index.ts';

const TITLES: [string, string | null][] = [
  ['Arròs negre', 'Amb tinta de calamar i allioli.'],
  ['Crema catalana', 'Postres de Sant Josep amb sucre cremat.'],
  ['Pa amb tomàquet', null],
  ['Descompte del 50%', 'Un títol amb caràcters especials de LIKE.'],
  ['Col·lecció de canelons', 'Farcits de carn rostida.'],
];

/** What f_unaccent(lower(...)) does to the characters used here. */
const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

for (const { name, create } of await testBackends()) {
  describe.skipIf(!create)(`recipe text search on ${name}`, () => {
    const t = blockDatabase(create!, async ({ db }) => {
      const [u] = await db.insert(users).values({ name: 'cercador', email: 'c@exemple.cat' }).returning();
      await db
        .insert(recipes)
        .values(
          TITLES.map(([title, description]) => ({ userId: u!.id, title, description, explanation: '.' })),
        );
    });

    const search = async (term: string) =>
      (
        await t.db
          .select({ title: recipes.title })
          .from(recipes)
          .where(recipeTextMatches(term))
          .orderBy(asc(recipes.id))
      ).map((r) => r.title);

    it('matches substrings of title or description, ignoring case and accents', async () => {
      expect(await search('ARROS')).toEqual(['Arròs negre']);
      expect(await search('tomaquet')).toEqual(['Pa amb tomàquet']);
      expect(await search('sant josep')).toEqual(['Crema catalana']);
      expect(await search('col·lecció')).toEqual(['Col·lecció de canelons']);
      expect(await search('AMB')).toEqual([
        'Arròs negre',
        'Crema catalana',
        'Pa amb tomàquet',
        'Descompte del 50%',
      ]);
    });

    it('treats % and _ in the term as plain characters', async () => {
      expect(await search('50%')).toEqual(['Descompte del 50%']);
      expect(await search('%')).toEqual(['Descompte del 50%']);
      expect(await search('_')).toEqual([]);
    });

    it('matches queries of one or two characters exactly, with the same folding', async () => {
      // Every 1- and 2-character piece of the texts, as written and upper-cased, plus a few absent ones.
      const pieces = TITLES.flatMap(([title, description]) =>
        [title, description ?? ''].flatMap((text) => [...text].flatMap((c, i) => [c, text.slice(i, i + 2)])),
      );
      const terms = [...new Set([...pieces, ...pieces.map((p) => p.toUpperCase()), 'zq', '%_', 'Ç', 'À'])];
      for (const term of terms.filter((t) => t.trim())) {
        const expected = TITLES.filter(([title, description]) =>
          [title, description ?? ''].some((text) => fold(text).includes(fold(term))),
        ).map(([title]) => title);
        expect(await search(term), term).toEqual(expected);
      }
      // A pair across the end of the title and the start of the description is in neither, nor
      // is a term holding the character that joins them in the stored text.
      expect(await search('ea')).toEqual([]);
      expect(await search('a\u001fe')).toEqual([]);
      expect(await search('\u001f')).toEqual([]);
      expect(await search('Ç')).toEqual(await search('c'));
    });

    it('can be answered from the trigram indexes', async () => {
      const plan = await t.db.transaction(async (tx) => {
        // Five rows are cheaper to scan than to look up: forbid the scan to see whether the index fits.
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = tx.select({ id: recipes.id }).from(recipes).where(recipeTextMatches('calamar'));
        const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
        return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('recipes_search_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan/);
    });

    it('answers a search of several words and spellings from the text indexes, never a scan', async () => {
      // "huevos" is also "ou", a whole word of two letters: its word start has trigrams too.
      for (const q of ['arròs amb pollastre', 'huevos']) {
        const plan = await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const query = tx.select({ id: recipes.id }).from(recipes).where(recipeWordsMatch(q));
          const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
          return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        expect(plan, q).toContain('recipes_search_trgm_idx');
        expect(plan, q).not.toMatch(/Seq Scan/);
      }
    });

    it('answers a one- or two-character query from the short-piece indexes, never a scan', async () => {
      for (const term of ['zq', 'Ò']) {
        const plan = await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const query = tx.select({ id: recipes.id }).from(recipes).where(recipeTextMatches(term));
          const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
          return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        expect(plan, term).toContain('recipes_search_grams_idx');
        expect(plan, term).not.toMatch(/Seq Scan|trgm/);
      }
    });

    it('reads the time-only index for time alone, and never beside a category or cuisine', async () => {
      const planOf = (filters: Partial<RecipeFilters>) =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const all = noFilters();
          const query = tx
            .select({ id: recipes.id })
            .from(recipes)
            .where(and(...recipeFilterConditions({ ...all, ...filters })));
          const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
          return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
      expect(await planOf({ maxTime: 30 })).toContain('recipes_quickest_idx');
      for (const filters of [
        { maxTime: 30, categoryIds: [1] },
        { maxTime: 30, cuisineIds: [1] },
        { maxTime: 30, categoryIds: [1, 2], cuisineIds: [3] },
      ]) {
        const plan = await planOf(filters);
        expect(plan, JSON.stringify(filters)).toMatch(/recipes_(category|pair)_filters_idx/);
        expect(plan, JSON.stringify(filters)).not.toContain('recipes_quickest_idx');
      }
    });
  });
}
