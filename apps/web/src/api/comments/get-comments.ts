import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment, commentListAnswerSchema } from '@receptari/shared/comments/comments.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { commentKeys } from './keys.ts';

/** The comments refresh every 3 s (docs/product.md#recipe-detail). */
export const COMMENTS_REFRESH_MS = 3000;

/**
 * GET /api/recipes/{id}/comments. The server sends an ETag with `no-cache`, so the browser
 * revalidates with If-None-Match on its own: an unchanged thread costs a 304 and comes back from
 * the HTTP cache, with no extra code here.
 */
export async function getComments(recipeId: number, signal?: AbortSignal): Promise<Comment[]> {
  const { comments } = await apiFetch<AnswerOf<typeof commentListAnswerSchema>>(
    `/recipes/${recipeId}/comments`,
    {
      signal,
    },
  );
  return comments;
}

export const commentsQuery = (recipeId: number) =>
  queryOptions({
    queryKey: commentKeys.list(recipeId),
    queryFn: ({ signal }) => getComments(recipeId, signal),
    refetchInterval: COMMENTS_REFRESH_MS,
  });

export function useComments(recipeId: number) {
  return useQuery(commentsQuery(recipeId));
}
