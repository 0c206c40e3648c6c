import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCategories } from '@/api/catalog/get-categories.ts';
import { useCuisines } from '@/api/catalog/get-cuisines.ts';
import { useIngredients } from '@/api/search/get-ingredients.ts';
import { useTimes } from '@/api/search/get-times.ts';

export type OptionList<T> = { items: T[]; loading: boolean };

/**
 * One section's choices. docs/product.md#recipe-errors: a filter option list that fails to load is only
 * logged; the section shows as empty (no popup, no retry), and only a pending list spins.
 */
function useOptionList<T>(query: UseQueryResult<T[]>, what: string): OptionList<T> {
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error(`No s'han pogut carregar ${what}`, error);
  }, [isError, error, what]);
  return { items: query.data ?? [], loading: query.isPending && !isError };
}

/** The drawer's four option lists, loaded when it first opens and cached after. */
export function useFilterOptions() {
  return {
    categories: useOptionList(useCategories(), 'les categories'),
    cuisines: useOptionList(useCuisines(), 'les cuines'),
    times: useOptionList(useTimes(), 'els temps'),
    ingredients: useOptionList(useIngredients(), 'els ingredients'),
  };
}

export type FilterOptions = ReturnType<typeof useFilterOptions>;
