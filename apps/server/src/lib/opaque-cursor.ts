import { tr } from '@receptari/shared/i18n/tr/core';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** A page cursor as clients see it: opaque, base64url of the last row's sort key as JSON. */
export const encodeCursor = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The sort key of a cursor a client sent back, checked with `schema`; anything else is a 422. */
export function decodeCursor<S extends z.ZodType>(
  schema: S,
  raw: string | undefined,
): z.infer<S> | undefined {
  if (!raw) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw AppError.invalid({ cursor: [tr.errors.badCursor] });
  }
}
