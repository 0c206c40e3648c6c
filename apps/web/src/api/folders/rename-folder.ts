import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Folder, folderSchema } from '@receptari/shared/folders/folders.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from '../profiles/keys.ts';
import { folderKeys } from './keys.ts';

/** PUT /api/folders/{id} { name }: the renamed folder; a 409 when another of the caller's has that name. */
export function renameFolder(id: number, name: string): Promise<Folder> {
  return apiFetch<AnswerOf<typeof folderSchema>>(`/folders/${id}`, { method: 'PUT', body: { name } });
}

export function useRenameFolder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameFolder(id, name),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: folderKeys.all });
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
