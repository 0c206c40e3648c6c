import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from '../admin/keys.ts';
import { folderKeys } from '../folders/keys.ts';
import { profileKeys } from '../profiles/keys.ts';
import { savedKeys } from '../saved/keys.ts';
import { recipeKeys } from './keys.ts';

/** DELETE /api/recipes/{id}: the author's own (or an admin's); answers a message. */
export function deleteRecipe(id: number) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/recipes/${id}`, { method: 'DELETE' });
}

/** A deleted recipe leaves every list: recipes, profiles, folders and saved ones are refetched. */
export function useDeleteRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: recipeKeys.detail(id) });
      for (const queryKey of [recipeKeys.all, profileKeys.all, folderKeys.all, savedKeys.all, adminKeys.all])
        void client.invalidateQueries({ queryKey });
    },
  });
}
