import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Folder, folderSchema } from '@receptari/shared/folders/folders.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { folderKeys } from './keys.ts';

/** POST /api/folders { name }: the new, empty folder. */
export function createFolder(name: string): Promise<Folder> {
  return apiFetch<AnswerOf<typeof folderSchema>>('/folders', { method: 'POST', body: { name } });
}

export function useCreateFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => client.invalidateQueries({ queryKey: folderKeys.all }),
  });
}
