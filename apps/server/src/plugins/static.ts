import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler.ts';

const apiPaths = /^\/(api|media|socket\.io)(\/|$)/;
/** A missing built file (an old page asking for assets of an earlier build) is a 404, never the page. */
const assetPaths = /^\/assets\/|\.(js|mjs|css|map|png|jpe?g|webp|avif|svg|ico|woff2?|json|txt)$/i;

/**
 * Uploaded media under /media (immutable names, long cache) and the built SPA
 * for every other path, with index.html as the history fallback.
 */
export async function registerStatic(app: FastifyInstance, opts: { mediaDir: string; webDistDir: string }) {
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  const hasWeb = existsSync(join(opts.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      // Hashed assets live forever; index.html must always be revalidated.
      setHeaders: (reply, path) =>
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasWeb && request.method === 'GET' && !apiPaths.test(path) && !assetPaths.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDistDir);
    }
    return sendNotFound(reply);
  });
}
