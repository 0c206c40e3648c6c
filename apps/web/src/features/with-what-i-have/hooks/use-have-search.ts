import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type HaveSearch, readHaveParams, writeHaveParams } from '../lib/have-params.ts';

/**
 * The search asked last lives in the URL: it survives a reload, can be shared, and back returns to
 * it from a recipe. Each 'Buscar receptes' pushes a history entry.
 */
export function useHaveSearch() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the URL text: the same URL gives the same arrays, so the query key stays put.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const asked = useMemo(() => readHaveParams(params), [key]);
  const ask = useCallback((next: HaveSearch) => setParams(writeHaveParams(next)), [setParams]);
  return { asked, ask };
}
