import { queryOptions, useQuery } from '@tanstack/react-query';
import { folderListAnswerSchema } from '@receptari/shared/folders/folders.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { folderKeys } from './keys.ts';

/** GET /api/folders: the caller's folders, each with the ids of its recipes. */
export function getFolders(signal?: AbortSignal) {
  return apiFetch('/folders', { schema: folderListAnswerSchema, signal });
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
