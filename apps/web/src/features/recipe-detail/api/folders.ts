import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { folderListAnswerSchema, folderSchema } from '@receptari/shared/folders/folders.schemas';
import { apiFetch } from '@/lib/api-client.ts';

const foldersKey = ['folders'] as const;

/** GET /api/folders: the caller's folders, each with the ids of its recipes. */
export const foldersQuery = () =>
  queryOptions({
    queryKey: foldersKey,
    queryFn: ({ signal }) => apiFetch('/folders', { schema: folderListAnswerSchema, signal }),
    select: (answer) => answer.folders,
  });

export function useFolders(enabled: boolean) {
  return useQuery({ ...foldersQuery(), enabled });
}

/** POST /api/folders { name }. */
export function useCreateFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch('/folders', { method: 'POST', body: { name }, schema: folderSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: foldersKey }),
  });
}

/** POST /api/folders/{folderId}/recipes/{recipeId}; a 409 means it is already there. */
export function useAddToFolder(recipeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (folderId: number) =>
      apiFetch(`/folders/${folderId}/recipes/${recipeId}`, { method: 'POST', schema: messageAnswerSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: foldersKey }),
  });
}
