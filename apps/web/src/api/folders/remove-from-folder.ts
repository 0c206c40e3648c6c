import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from '../profiles/keys.ts';
import { folderKeys } from './keys.ts';

/** DELETE /api/folders/{folderId}/recipes/{recipeId}: the recipe leaves the folder (and stays itself). */
export function removeFromFolder(folderId: number, recipeId: number) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/folders/${folderId}/recipes/${recipeId}`, {
    method: 'DELETE',
  });
}

export function useRemoveFromFolder(folderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recipeId: number) => removeFromFolder(folderId, recipeId),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: folderKeys.all });
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
