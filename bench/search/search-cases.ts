import { SEARCH_SORTS } from '@receptari/shared/search/search.rules';
import {
  allergenFilters,
  combinations,
  dietFilters,
  exclusions,
  ingredientTriples,
  pantries,
  rarePairs,
  rareWords,
  singleLetters,
  spellingQueries,
  threeLetterQueries,
} from './search-pools.ts';
import { RARE_WORD } from './search-vocabulary.ts';

/** One request of a case: a GET of `path`, or a POST of `body` (JSON text) to it. */
export type SearchRequest = { path: string; body?: string };

/**
 * One case of the bench, asked two ways: `repeated` cycles a few fixed requests, so the search
 * answer cache answers nearly all of them; `distinct` cycles a pool of a few hundred different
 * requests (search-pools.ts), and the bench empties the cache before each, so every one runs its
 * query. `repeated[0]` is the request whose plan is shown.
 */
export type SearchCase = {
  name: string;
  repeated: SearchRequest[];
  distinct: SearchRequest[];
  /** The p95 target on PostgreSQL for this case, when not the search's 30 ms. */
  p95TargetMs?: number;
  /** Asked by the generated users in turn: the route is rate-limited per user (30 a minute). */
  crowd?: boolean;
};

const search = (params: Record<string, string | string[] | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  return { path: `/api/recipes/search?${query.toString()}` };
};
const withQ = (qs: string[], more: Record<string, string> = {}) => qs.map((q) => search({ q, ...more }));
const withWhatIHave = (have: string[]) => ({
  path: '/api/recipes/with-what-i-have',
  body: JSON.stringify({ have }),
});

/**
 * Issue 32's cases (docs/product.md#finding-recipes): exclusions, allergens, diets, each sort other
 * than the default `recent` (the cases above), words written otherwise, and cook with what I have.
 */
function findingCases(): SearchCase[] {
  const threeLetters = threeLetterQueries();
  return [
    {
      name: 'without 1-3 ingredients',
      repeated: [
        search({ q: 'pol', without: ['ceba'] }),
        search({ q: 'cre', without: ['formatge', 'ingredient 77'] }),
      ],
      distinct: exclusions().map((e) => search(e)),
    },
    {
      name: 'free of 1-3 allergens',
      repeated: [search({ free_of: 'gluten' }), search({ q: 'tom', free_of: 'milk,eggs' })],
      distinct: allergenFilters().map((a) => search(a)),
    },
    {
      name: 'diet + query',
      repeated: [search({ q: 'arr', diet: 'vegan' }), search({ q: 'sop', diet: 'vegetarian,gluten_free' })],
      distinct: dietFilters().map((d) => search(d)),
    },
    ...SEARCH_SORTS.filter((sort) => sort !== 'recent').map((sort) => ({
      name: `3-letter query, sort=${sort}`,
      repeated: withQ(['pol', 'bac', 'arr'], { sort }),
      distinct: withQ(threeLetters, { sort }),
    })),
    {
      name: 'synonyms and plurals in q',
      repeated: withQ(['pollo', 'chicken', 'tomàquets']),
      distinct: withQ(spellingQueries()),
    },
    {
      name: 'with what I have, 8 ingredients',
      repeated: [
        withWhatIHave(['pollastre', 'ceba', 'tomàquet', 'patata', 'pebrot', 'all', 'formatge', 'ous']),
      ],
      distinct: pantries().map(withWhatIHave),
      p95TargetMs: 50,
      crowd: true,
    },
  ];
}

/**
 * Many clients at once, each request different and none asked twice in a run, so the search
 * answer cache cannot help: the side-by-side case of issue 32 (distinct rare words, 20 connections).
 */
export type ConcurrentCase = { name: string; clients: number; requests: SearchRequest[] };
export const CONCURRENT_CASES: ConcurrentCase[] = [
  { name: 'rare word, 20 clients, every word once', clients: 20, requests: withQ(rareWords(20_000)) },
];

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
/** Every case: the ones above, which code before issue 32 answers too, and issue 32's. */
export const ALL_SEARCH_CASES: SearchCase[] = [...SEARCH_CASES, ...findingCases()];

/** The query of a path as Fastify hands it to the route: repeated keys become arrays. */
export function queryOf(path: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(path, 'http://x').searchParams) {
    const seen = out[key];
    out[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}
