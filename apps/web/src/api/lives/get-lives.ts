import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { liveSchema } from '@receptari/shared/lives/lives.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { liveKeys } from './keys.ts';

/**
 * A live as the list reads it: the shared shape, but a live whose date is missing or unreadable
 * still has a card (it says 'Data no definida' or 'Data invàlida' instead of hiding the live).
 */
export const listedLiveSchema = liveSchema.extend({
  dia: z.string().nullish(),
  hora: z.string().nullish(),
  starts_at: z.string().nullish(),
  status: liveSchema.shape.status.catch('scheduled'),
  description: z.string().nullish(),
});
export type ListedLive = z.infer<typeof listedLiveSchema>;

/**
 * GET /lives answers; `malformed` when it was not an array (docs/product.md#live-errors: logged, list
 * emptied).
 */
export interface LivesAnswer {
  lives: ListedLive[];
  malformed: boolean;
}

/** Reads a list answer leniently: a non-array is no list at all; an unreadable row is left out. */
export function readLiveList(data: unknown): LivesAnswer {
  if (!Array.isArray(data)) {
    console.error('GET /api/lives: expected an array, got', data);
    return { lives: [], malformed: true };
  }
  const lives = data.flatMap((row: unknown) => {
    const live = listedLiveSchema.safeParse(row);
    if (!live.success) console.error('GET /api/lives: a row left out', row, live.error.issues);
    return live.success ? [live.data] : [];
  });
  return { lives, malformed: false };
}

/** GET /api/lives: every chef's lives that are not over, soonest first. */
export async function getLives(signal?: AbortSignal): Promise<LivesAnswer> {
  return readLiveList(await apiFetch<unknown>('/lives', { signal }));
}

export const livesQuery = () =>
  queryOptions({ queryKey: liveKeys.list(), queryFn: ({ signal }) => getLives(signal) });

export function useLives() {
  return useQuery(livesQuery());
}
