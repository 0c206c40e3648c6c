import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiator from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli at quality 4 per answer: it packs JSON and HTML about as tightly as gzip -9 at a fraction
 * of the cost of brotli's top quality (which the build uses for the app's files).
 */
const BROTLI_PER_ANSWER = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_PER_ANSWER = { level: 6 };

/**
 * Answers up to this size are compressed in one call rather than through a zlib stream. The plugin's
 * default on two cores is 8 KB, so every list of cards (11-20 KB) went through a stream, whose setup
 * cost about 1 ms of CPU an answer where compressing an 11 KB list in one call costs about 0.1 ms
 * (bench/README.md, "Whole site"). At quality 4 the largest answers here take about half a
 * millisecond in one call.
 */
const COMPRESS_IN_ONE_CALL_MAX = 64 * 1024;

/**
 * Compresses API answers above COMPRESS_THRESHOLD, brotli when the browser accepts it, else gzip,
 * else nothing. The built app's files are compressed once, at build time
 * (apps/web/scripts/precompress.mjs), and sent as stored by the static plugin, so its routes are
 * left out here; index.html, which carries a new nonce each time, goes through compressPage.
 * Request bodies are never decompressed: a compressed body is refused like any malformed one.
 */
export async function registerCompression(app: FastifyInstance) {
  // Added before the plugin's own onRoute hook, which reads these settings.
  app.addHook('onRoute', (route) => {
    route.decompress = false;
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: COMPRESS_IN_ONE_CALL_MAX,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_PER_ANSWER,
    zlibOptions: GZIP_PER_ANSWER,
  });
}

/**
 * A page written for this answer (index.html, in UTF-8), compressed as the browser accepts: each
 * time, since its nonce is new each time.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, html: Buffer): Buffer {
  // Added to the language's (plugins/request-locale.ts): the page differs by both.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, BROTLI_PER_ANSWER);
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, GZIP_PER_ANSWER);
  }
  return html;
}
