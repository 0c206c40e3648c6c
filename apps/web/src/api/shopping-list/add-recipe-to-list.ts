import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addedRecipeAnswerSchema } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** POST /api/shopping-list/recipes/{recipeId} { servings }: the recipe's ingredients at those servings. */
export function addRecipeToList(recipeId: number, servings: number) {
  return apiFetch<AnswerOf<typeof addedRecipeAnswerSchema>>(`/shopping-list/recipes/${recipeId}`, {
    method: 'POST',
    body: { servings },
  });
}

/** 'Afegir a la llista' on the recipe page; the list is read again when next shown. */
export function useAddRecipeToList(recipeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (servings: number) => addRecipeToList(recipeId, servings),
    onSettled: () => client.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
