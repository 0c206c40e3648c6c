import {
  combinations,
  ingredientTriples,
  rarePairs,
  rareWords,
  singleLetters,
  threeLetterQueries,
} from './search-pools.ts';
import { RARE_WORD } from './search-vocabulary.ts';

/**
 * One case of the bench, asked two ways: `repeated` cycles a few fixed requests, so the search
 * answer cache answers nearly all of them; `distinct` cycles a pool of a few hundred different
 * requests (search-pools.ts), and the bench empties the cache before each, so every one runs its
 * query. `repeated[0]` is the request whose plan is shown.
 */
export type SearchCase = { name: string; repeated: string[]; distinct: string[] };

const search = (params: Record<string, string | string[] | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  return `/api/recipes/search?${query.toString()}`;
};
const withQ = (qs: string[]) => qs.map((q) => search({ q }));

/** The four cases and the two short-query ones. Category and cuisine ids exist (10 and 14). */
export const SEARCH_CASES: SearchCase[] = [
  {
    name: '3-letter query',
    repeated: withQ(['pol', 'bac', 'arr', 'cre', 'tom', 'esp']),
    distinct: withQ(threeLetterQueries()),
  },
  { name: 'rare word', repeated: withQ([RARE_WORD]), distinct: withQ(rareWords()) },
  {
    name: 'combined filter + query',
    repeated: [
      search({ q: 'bac', category: '1,2', cuisine: '3', max_time: '60', difficulty: 'facil' }),
      search({ q: 'crema', category: '4', cuisine: '5,6', max_time: '45', difficulty: 'regular' }),
      search({ q: 'pebrot', category: '7,8,9', max_time: '90', difficulty: 'dificil,facil' }),
    ],
    distinct: combinations().map((c) => search(c)),
  },
  {
    name: 'ingredient filter, 3 ingredients',
    repeated: [
      search({ ingredient: ['tomàquet', 'ceba', 'ingredient 77'] }),
      search({ ingredient: ['Bolets', 'ingredient 123', 'ingredient 321'] }),
      search({ ingredient: ['poma', 'pera', 'ingredient 499'] }),
    ],
    distinct: ingredientTriples().map((ingredient) => search({ ingredient })),
  },
  { name: 'rare 2-letter query', repeated: withQ(['zq']), distinct: withQ(rarePairs()) },
  { name: '1-letter query', repeated: withQ(['a', 'e', 'o']), distinct: withQ(singleLetters()) },
];

/** The query of a path as Fastify hands it to the route: repeated keys become arrays. */
export function queryOf(path: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(path, 'http://x').searchParams) {
    const seen = out[key];
    out[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}
