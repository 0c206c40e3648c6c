import { ca } from '@receptari/shared/i18n/ca';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

const cursorSchema = z.object({ id: z.number().int().positive() });

/** Opaque to clients: base64url of the last recipe id of the page (results go by id, descending). */
export const encodeSearchCursor = (id: number) => Buffer.from(JSON.stringify({ id })).toString('base64url');

export function decodeSearchCursor(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))).id;
  } catch {
    throw AppError.invalid({ cursor: [ca.errors.badCursor] });
  }
}
