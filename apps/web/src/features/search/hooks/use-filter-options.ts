import { useCategories } from '../api/get-categories.ts';
import { useCuisines } from '../api/get-cuisines.ts';
import { useIngredients } from '../api/get-ingredients.ts';
import { useTimes } from '../api/get-times.ts';

export type OptionList<T> = { items: T[]; loading: boolean };

const list = <T>(query: { data: T[] | undefined; isPending: boolean; isError: boolean }): OptionList<T> => ({
  items: query.data ?? [],
  // A failed list is shown as an empty one (it was logged); only a pending one spins.
  loading: query.isPending && !query.isError,
});

/** The drawer's four option lists, loaded when it first opens and cached after. */
export function useFilterOptions() {
  return {
    categories: list(useCategories(true)),
    cuisines: list(useCuisines(true)),
    times: list(useTimes(true)),
    ingredients: list(useIngredients(true)),
  };
}

export type FilterOptions = ReturnType<typeof useFilterOptions>;
