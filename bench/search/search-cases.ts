import { RARE_WORD } from './search-vocabulary.ts';

export type SearchCase = { name: string; paths: string[] };

const search = (params: Record<string, string | string[]>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  return `/api/recipes/search?${query.toString()}`;
};

/**
 * The four cases, each as a few variants cycled in turn, so no single hot page stands for
 * the case. Category and cuisine ids exist in the generated catalogue (10 and 14 of them).
 */
export const SEARCH_CASES: SearchCase[] = [
  {
    name: '3-letter query',
    paths: ['pol', 'bac', 'arr', 'cre', 'tom', 'esp'].map((q) => search({ q })),
  },
  { name: 'rare word', paths: [search({ q: RARE_WORD })] },
  {
    name: 'combined filter + query',
    paths: [
      search({ q: 'bac', category: '1,2', cuisine: '3', max_time: '60', difficulty: 'facil' }),
      search({ q: 'crema', category: '4', cuisine: '5,6', max_time: '45', difficulty: 'regular' }),
      search({ q: 'pebrot', category: '7,8,9', max_time: '90', difficulty: 'dificil,facil' }),
    ],
  },
  {
    name: 'ingredient filter, 3 ingredients',
    paths: [
      search({ ingredient: ['tomàquet', 'ceba', 'ingredient 77'] }),
      search({ ingredient: ['Bolets', 'ingredient 123', 'ingredient 321'] }),
      search({ ingredient: ['poma', 'pera', 'ingredient 499'] }),
    ],
  },
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
