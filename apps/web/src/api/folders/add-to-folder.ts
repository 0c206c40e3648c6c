import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { folderKeys } from './keys.ts';

/** POST /api/folders/{folderId}/recipes/{recipeId}; a 409 means it is already there. */
export function addToFolder(folderId: number, recipeId: number) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/folders/${folderId}/recipes/${recipeId}`, {
    method: 'POST',
  });
}

/** The folders are refetched even after a failure: a 409 says they changed elsewhere. */
export function useAddToFolder(recipeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (folderId: number) => addToFolder(folderId, recipeId),
    onSettled: () => client.invalidateQueries({ queryKey: folderKeys.all }),
  });
}
