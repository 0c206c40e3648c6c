import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from '../profiles/keys.ts';
import { folderKeys } from './keys.ts';

/** DELETE /api/folders/{id}: the folder and its entries, never the recipes. */
export function deleteFolder(id: number) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/folders/${id}`, { method: 'DELETE' });
}

export function useDeleteFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: folderKeys.recipes(id) });
      void client.invalidateQueries({ queryKey: folderKeys.all });
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
