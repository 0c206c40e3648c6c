import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SIGNED_IN_COOKIE } from '@receptari/shared/auth/auth.rules';
import type { Locale } from '@receptari/shared/i18n/locales';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pageLocale } from './request-locale.ts';

/** What the web build's prepaint/render-prepaint.tsx answers (its `Prepaint`). */
export interface FirstPaint {
  root: string;
  head: string;
  seed: string;
}
type RenderPrepaint = (url: string, seed: { popular?: unknown }, locale: Locale) => FirstPaint;
interface PrepaintModule {
  renderPrepaint: RenderPrepaint;
  prepareLocales: () => Promise<unknown>;
}

/**
 * The pages a visitor lands on from outside (a search engine, a shared link), drawn on the server:
 * the landing page, and the log-in prompts of /search and /info/{id}. The route table matches
 * paths in any case, so this does too.
 */
const prepainted = /^\/(search|info\/\d{1,12})?$/i;
const signedInCookie = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`);
/** Rendered pages kept, by language and path (the /info/{id} prompts differ only by their return link). */
const CACHE_SIZE = 64;

/**
 * The visitor's server-drawn first paint (docs/decisions/0012), from the web build's module:
 * `null` for a signed-in browser (its cookie), for any other page or a URL with a query, and
 * when the module is missing or fails (the page is then drawn by its JavaScript, as before).
 * A path's paint is kept while the popular list it was drawn with is the current one.
 */
export function createFirstPaint(opts: {
  /** dist-prepaint/render-prepaint.js beside the web build. */
  modulePath: string;
  /** GET /api/recipes?sort=popular&limit=20's answer, as JSON text (the lists cache's). */
  popularJson: () => Promise<string>;
  log: FastifyBaseLogger;
}) {
  const render: Promise<RenderPrepaint | null> = existsSync(opts.modulePath)
    ? import(pathToFileURL(opts.modulePath).href).then(
        async (module: PrepaintModule) => {
          await module.prepareLocales();
          return module.renderPrepaint;
        },
        (err: unknown) => {
          opts.log.warn({ err }, 'first paint module failed to load');
          return null;
        },
      )
    : Promise.resolve(null);
  /** By language and path. */
  const cache = new Map<string, { popular: string; paint: FirstPaint }>();

  return async function firstPaint(request: FastifyRequest): Promise<FirstPaint | null> {
    const [path, query] = request.url.split('?', 2);
    if (query !== undefined || !path || !prepainted.test(path)) return null;
    if (signedInCookie.test(request.headers.cookie ?? '')) return null;
    const renderPrepaint = await render;
    if (!renderPrepaint) return null;
    try {
      const popular = path === '/' ? await opts.popularJson() : '';
      const locale = pageLocale(request);
      const key = `${locale} ${path}`;
      const kept = cache.get(key);
      if (kept?.popular === popular) return kept.paint;
      const paint = renderPrepaint(path, popular ? { popular: JSON.parse(popular) as unknown } : {}, locale);
      cache.delete(key);
      cache.set(key, { popular, paint });
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return paint;
    } catch (err) {
      opts.log.warn({ err }, 'first paint failed');
      return null;
    }
  };
}
