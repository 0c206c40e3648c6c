import { queryOptions, useQuery } from '@tanstack/react-query';
import type { liveListSchema } from '@receptari/shared/lives/lives.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { liveKeys } from './keys.ts';

/** GET /api/mis-lives: the signed-in user's own lives (none unless a chef), soonest first. */
export function getMyLives(signal?: AbortSignal) {
  return apiFetch<AnswerOf<typeof liveListSchema>>('/mis-lives', { signal });
}

export const myLivesQuery = () =>
  queryOptions({ queryKey: liveKeys.mine(), queryFn: ({ signal }) => getMyLives(signal) });

export function useMyLives() {
  return useQuery(myLivesQuery());
}
