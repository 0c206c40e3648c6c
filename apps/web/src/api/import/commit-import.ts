import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** The new recipes belong in the lists and on the profile: both are read again. */
export function useCommitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: recipeKeys.all }),
        client.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}
