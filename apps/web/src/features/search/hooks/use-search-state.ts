import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type SearchFilters, writeSearchParams } from '@/api/recipes/search-recipes.ts';
import { readSearchParams } from '../lib/search-filters.ts';

/**
 * The query and the applied filters live in the URL: a search can be shared, survives a reload,
 * and back/forward steps through applied filters. Typing replaces the entry (no history entry per
 * keystroke); applying filters pushes one.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the URL text: the same URL gives the same objects, so effects and memos stay quiet.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { q, filters } = useMemo(() => readSearchParams(params), [key]);

  const setQuery = useCallback(
    (next: string) =>
      setParams((prev) => writeSearchParams(next, readSearchParams(prev).filters), { replace: true }),
    [setParams],
  );
  const applyFilters = useCallback(
    (next: SearchFilters) => setParams((prev) => writeSearchParams(readSearchParams(prev).q, next)),
    [setParams],
  );
  return { q, filters, setQuery, applyFilters };
}
