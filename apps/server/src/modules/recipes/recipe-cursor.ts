import { ca } from '@receptari/shared/i18n/ca';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ListCursor } from './recipes.repo.ts';

const cursorSchema = z.union([
  z.object({ sort: z.literal('popular'), likes: z.number().int(), id: z.number().int() }),
  z.object({ sort: z.literal('recent'), at: z.iso.datetime(), id: z.number().int() }),
]);

/** Opaque to clients: base64url of the last row's sort key. */
export const encodeCursor = (c: ListCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

export function decodeCursor(raw: string | undefined): ListCursor | undefined {
  if (!raw) return undefined;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw AppError.invalid({ cursor: [ca.errors.badCursor] });
  }
}
