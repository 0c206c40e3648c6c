import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type SearchFilters, type SearchSort, writeSearchParams } from '@/api/recipes/search-recipes.ts';
import { effectiveSort } from '@receptari/shared/search/search.rules';
import { readSearchParams } from '../lib/search-filters.ts';

/**
 * The query, the applied filters and the order live in the URL: a search can be shared, survives a
 * reload, and back/forward steps through applied filters. Typing replaces the entry (no history
 * entry per keystroke); applying filters or choosing an order pushes one.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the URL text: the same URL gives the same objects, so effects and memos stay quiet.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { q, filters, sort } = useMemo(() => readSearchParams(params), [key]);

  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const read = readSearchParams(prev);
          return writeSearchParams(next, read.filters, effectiveSort(next, read.sort));
        },
        { replace: true },
      ),
    [setParams],
  );
  const applyFilters = useCallback(
    (next: SearchFilters) =>
      setParams((prev) => {
        const read = readSearchParams(prev);
        return writeSearchParams(read.q, next, read.sort);
      }),
    [setParams],
  );
  const setSort = useCallback(
    (next: SearchSort) =>
      setParams((prev) => {
        const read = readSearchParams(prev);
        return writeSearchParams(read.q, read.filters, next);
      }),
    [setParams],
  );
  return { q, filters, sort: effectiveSort(q, sort), setQuery, applyFilters, setSort };
}
