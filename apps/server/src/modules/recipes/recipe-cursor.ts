import { ID_MAX, idSchema } from '@receptari/shared/common/common.schemas';
import { z } from 'zod';

/**
 * A creation time a cursor may carry: an ISO instant from 1970 to 9999. PostgreSQL has no year 0
 * (`0000-01-01` would fail the query), and no recipe was made outside this range.
 */
const cursorInstant = z.iso.datetime().refine((at) => {
  const year = new Date(at).getUTCFullYear();
  return year >= 1970 && year <= 9999;
});

/** The home lists' keyset: the last card's likes or creation time, then its id. */
export const listCursorSchema = z.union([
  z.object({ sort: z.literal('popular'), likes: z.number().int().min(0).max(ID_MAX), id: idSchema }),
  z.object({ sort: z.literal('recent'), at: cursorInstant, id: idSchema }),
]);
export type ListCursor = z.infer<typeof listCursorSchema>;
