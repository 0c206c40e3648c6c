import { queryOptions, useQuery } from '@tanstack/react-query';
import type { folderListAnswerSchema } from '@receptari/shared/folders/folders.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { folderKeys } from './keys.ts';

/** GET /api/folders: the caller's folders, each with the ids of its recipes. */
export function getFolders(signal?: AbortSignal) {
  return apiFetch<AnswerOf<typeof folderListAnswerSchema>>('/folders', { signal });
}

export const foldersQuery = () =>
  queryOptions({
    queryKey: folderKeys.mine(),
    queryFn: ({ signal }) => getFolders(signal),
    select: (answer) => answer.folders,
  });

/** Loaded once `enabled` (the folder picker opened). */
export function useFolders(enabled: boolean) {
  return useQuery({ ...foldersQuery(), enabled });
}
