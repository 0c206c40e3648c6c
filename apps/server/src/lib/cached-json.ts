import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { MicroCache } from './micro-cache.ts';

/**
 * An answer as JSON text from one of the answer caches (lib/app-caches.ts): validated against its
 * response schema and serialised once per cache lifetime, so a hit costs no query, no Zod and no
 * JSON work. Routes send the text with `sendJson`.
 */
export function cachedJson<S extends z.ZodType>(
  cache: MicroCache<string>,
  key: string,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<string> {
  return cache.get(key, async () => JSON.stringify(schema.parse(await load())));
}

/** Sends JSON text as it is: its schema already ran when it was cached. */
export const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body as never);
