import { z } from 'zod';

/** The home lists' keyset: the last card's likes or creation time, then its id. */
export const listCursorSchema = z.union([
  z.object({ sort: z.literal('popular'), likes: z.number().int(), id: z.number().int() }),
  z.object({ sort: z.literal('recent'), at: z.iso.datetime(), id: z.number().int() }),
]);
export type ListCursor = z.infer<typeof listCursorSchema>;
