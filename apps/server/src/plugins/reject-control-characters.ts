import { hasControlCharacters } from '@receptari/shared/common/text.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * The top-level field of `value` (a parsed body or query) whose text, at any depth, has one.
 * Walked with a stack of its own, not recursion: a body nested 100,000 deep fits in 1 MB.
 */
function fieldWithControlCharacters(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [field, top] of Object.entries(value)) {
    if (hasControlCharacters(field)) return '_';
    const pending: unknown[] = [top];
    while (pending.length > 0) {
      const next = pending.pop();
      if (typeof next === 'string') {
        if (hasControlCharacters(next)) return field || '_';
      } else if (typeof next === 'object' && next !== null) {
        for (const [key, inner] of Object.entries(next)) {
          if (hasControlCharacters(key)) return field || '_';
          pending.push(inner);
        }
      }
    }
  }
  return undefined;
}

/**
 * Every text a client sends in a JSON body or a query is refused with a 422 naming its field
 * when it holds a control character (common/text.rules.ts), on every route at once, before the
 * route's schema and before any query: a NUL would otherwise reach PostgreSQL and fail there.
 * Path values are left to their schemas (an id of digits only is a 404 otherwise).
 */
export function registerRejectControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithControlCharacters(request.query) ??
      // A raw upload (a buffer, or the stream a route's own parser passes on) is no text to walk.
      (Buffer.isBuffer(request.body) || request.body instanceof Readable
        ? undefined
        : fieldWithControlCharacters(request.body));
    if (field) throw AppError.invalid({ [field]: [tr.errors.controlCharacters] });
  });
}
