import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ImportCommitAnswer, importCommitAnswerSchema } from '@receptari/shared/import/import.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from '../profiles/keys.ts';
import { recipeKeys } from '../recipes/keys.ts';

/** POST /api/import/{importId}/commit: the chosen recipes of a preview created as the caller's. */
export function commitImport({
  importId,
  ids,
}: {
  importId: string;
  ids: string[];
}): Promise<ImportCommitAnswer> {
  return apiFetch<AnswerOf<typeof importCommitAnswerSchema>>(
    `/import/${encodeURIComponent(importId)}/commit`,
    { method: 'POST', body: { ids } },
  );
}

/**
 * After a commit (sent in batches, one request each; docs/product.md#from-another-app): the new
 * recipes belong in the lists and on the profile, both read again once, not after every batch.
 */
export function useRefreshAfterCommit() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: recipeKeys.all }),
        client.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
    [client],
  );
}
