import { idSchema } from '@receptari/shared/common/common.schemas';
import { z } from 'zod';
import { encodeCursor } from './opaque-cursor.ts';

/** The keyset of the admin lists ordered by id alone (ids grow with creation time). */
export const idCursorSchema = z.object({ id: idSchema });

/**
 * One page of a keyset list: the repository read `limit + 1` rows, so a row beyond the page tells
 * there is a next one, whose cursor is the sort key of this page's last row.
 */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => unknown) {
  const items = rows.length > limit ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
