import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** DELETE /api/shopping-list/recipes/{recipeId}: the recipe's share of every line goes. */
export function removeRecipeFromList(recipeId: number) {
  return apiFetch<unknown>(`/shopping-list/recipes/${recipeId}`, { method: 'DELETE' });
}

export function useRemoveRecipeFromList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeRecipeFromList,
    onSettled: () => client.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
