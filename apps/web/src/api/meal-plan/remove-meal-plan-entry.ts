import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlanAnswer } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** DELETE /api/meal-plan/{id}: 204, the entry is gone. */
export function removeMealPlanEntry(id: number) {
  return apiFetch<void>(`/meal-plan/${id}`, { method: 'DELETE' });
}

/** Optimistic: the entry leaves the shown week at once, and comes back if the server refuses. */
export function useRemoveMealPlanEntry(week: string) {
  const client = useQueryClient();
  const key = mealPlanKeys.week(week);
  return useMutation({
    mutationFn: removeMealPlanEntry,
    onMutate: async (id: number) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MealPlanAnswer>(key);
      client.setQueryData<MealPlanAnswer>(
        key,
        (plan) => plan && { ...plan, entries: plan.entries.filter((e) => e.id !== id) },
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
