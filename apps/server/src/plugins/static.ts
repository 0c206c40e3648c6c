import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '../lib/public-origin.ts';
import type { MediaStorage } from '../storage/media-storage.ts';
import { compressPage } from './compression.ts';
import { sendNotFound } from './error-handler.ts';
import type { FirstPaint } from './first-paint.ts';
import { createIndexPage } from './index-page.ts';
import { pageLocale } from './request-locale.ts';
import { canRead, mediaFile, registerMediaFromStore } from './media-from-store.ts';

const sourceMap = /\.map$/i;
/** index.html is never sent as a file: each answer writes its own CSP nonce into it. */
const indexPage = /(^|\/)(index\.html)?$/i;
/** Uploads are only ever stored under the extension of their checked kind (media/store-upload.ts). */
const apiPaths = /^\/(api|media|socket\.io)(\/|$)/;
/** A recipe's page, as the route table matches it (any case); an id as ids are written (no `05`). */
const recipePage = /^\/info\/([1-9]\d{0,11})$/i;
/** A missing built file (an old page asking for assets of an earlier build) is a 404, never the page. */
const assetPaths = /^\/assets\/|\.(js|mjs|css|map|png|jpe?g|webp|avif|svg|ico|woff2?|json|txt)$/i;

/**
 * Uploaded media under /media (immutable names, long cache) and the built SPA
 * for every other path, with index.html as the history fallback.
 */
export async function registerStatic(
  app: FastifyInstance,
  opts: {
    /** The local store's folder, served from disk; a bucket store is streamed (media-from-store.ts). */
    mediaDir: string;
    mediaStorage: MediaStorage;
    webDistDir: string;
    /**
     * <link> hints for the landing page's <head> (recipes/landing-hints.ts); `list`: the popular
     * list's preload, which a page with its first paint does not need (the list comes in it).
     */
    landingHints?: (list: boolean) => Promise<string>;
    /**
     * A recipe page's link preview tags (recipes/share-tags.ts) on the request's origin: empty
     * for a recipe a visitor cannot see.
     */
    recipeTags?: (id: number, origin: string) => Promise<string>;
    /** The visitor's server-drawn first paint (first-paint.ts), or null. */
    firstPaint?: (request: FastifyRequest) => Promise<FirstPaint | null>;
  },
) {
  const store = opts.mediaStorage;
  if (canRead(store)) registerMediaFromStore(app, store);
  else
    await app.register(fastifyStatic, {
      root: opts.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // Only files of a checked kind, with that kind's type (nosniff comes with every answer).
      allowedPath: (path) => mediaFile.test(path),
      setHeaders: (reply, path) => {
        const format = path.slice(path.lastIndexOf('.') + 1) as keyof typeof MEDIA_FORMATS;
        reply.header('content-type', MEDIA_FORMATS[format].mime);
      },
    });

  const indexFile = join(opts.webDistDir, 'index.html');
  const pageWithNonce = existsSync(indexFile) ? createIndexPage(readFileSync(indexFile, 'utf8')) : null;
  if (pageWithNonce !== null) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (apps/web/scripts/precompress.mjs), by the browser's
      // Accept-Encoding; the plain file when there is none or it does not accept them.
      preCompressed: true,
      // Source maps would hand out the app's source: the build makes none, and any left in the
      // folder (a development build) are a 404 all the same.
      allowedPath: (path) => !sourceMap.test(path) && !indexPage.test(path),
      // Hashed assets live forever. Everything else is revalidated, the service worker (/sw.js)
      // above all: a cached worker would hold an old build's pages after a deploy (decision 0025).
      setHeaders: (reply, path) =>
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }

  /** The landing page's hints, or none when they cannot be had: the page works without them. */
  const hintsFor = async (path: string, list: boolean) => {
    if (path !== '/' || !opts.landingHints) return '';
    return opts.landingHints(list).catch((err: unknown) => {
      app.log.warn({ err }, 'landing page hints unavailable');
      return '';
    });
  };

  /**
   * /info/{id}'s preview tags, for everyone who asks (a link preview's fetcher has no session).
   * Written per answer, never kept with the first paint (first-paint.ts keeps it by path), so a
   * page only ever carries its own recipe's. None when they cannot be had: the page works without.
   */
  const recipeTagsFor = async (request: FastifyRequest, path: string) => {
    const id = recipePage.exec(path)?.[1];
    const tagsOf = opts.recipeTags;
    if (!id || !tagsOf) return '';
    const origin = publicOrigin(request);
    if (!origin) return '';
    return tagsOf(Number(id), origin).catch((err: unknown) => {
      app.log.warn({ err }, 'recipe preview tags unavailable');
      return '';
    });
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      pageWithNonce !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !apiPaths.test(path) &&
      !assetPaths.test(path)
    ) {
      // Revalidated every time: it names the current build's assets, and its nonce is this answer's.
      const paint = (await opts.firstPaint?.(request)) ?? null;
      const [hints, tags] = await Promise.all([hintsFor(path, paint === null), recipeTagsFor(request, path)]);
      const page = pageWithNonce({ paint, hints, tags, locale: pageLocale(request) }, request.cspNonce);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(compressPage(request, reply, page));
    }
    return sendNotFound(reply);
  });
}
