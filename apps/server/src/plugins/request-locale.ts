import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  LOCALES,
  negotiateLocale,
} from '@receptari/shared/i18n/locales';
import { setLocaleSource } from '@receptari/shared/i18n/translator';
import { loadAllTranslations } from '@receptari/shared/i18n/translations';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language of the request being answered (docs/product.md "Languages"): every text the
 * server reads while answering it (its errors, the PDF) is in it. Outside a request (startup,
 * jobs, sockets), Catalan.
 */
const requestLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => requestLocale.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` in `locale`: a socket's message, a job done for someone. */
export const inLocale = <T>(locale: Locale, work: () => T): T => requestLocale.run(locale, work);

/**
 * Answers each request in its `Accept-Language` (the web sends the language it shows: the
 * account's, the device's or the browser's), Catalan when none is supported. The answer says
 * which, and that it varies with it, so no cache hands one language's answer to another.
 */
/** Files with no words in them: the build's assets, icons, the worker, the manifest, the media. */
const UNWORDED =
  /^\/(assets|icons|media)\/|^\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest|favicon\.svg|robots\.txt)(\?|$)/;

export async function registerRequestLocale(app: FastifyInstance) {
  await Promise.all(LOCALES.map((locale) => loadAllTranslations(locale)));
  app.addHook('onRequest', (request, reply, done) => {
    const locale = negotiateLocale(request.headers['accept-language']);
    // The API's answers and the pages are in it; the build's files and the media are the same
    // in every language (a Vary there would only cost the browser's cache).
    if (!UNWORDED.test(request.url)) {
      reply.header('Content-Language', locale);
      reply.header('Vary', 'Accept-Language');
    }
    requestLocale.run(locale, done);
  });
}

const localeCookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * A page's language: the one the web last showed in this browser (its cookie: the account's or
 * the device's choice), else the request's.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const chosen = localeCookie.exec(request.headers.cookie ?? '')?.[1];
  return isLocale(chosen) ? chosen : (requestLocale.getStore() ?? DEFAULT_LOCALE);
}

interface LocaleSocket {
  handshake: { auth: Record<string, unknown>; headers: Record<string, string | string[] | undefined> };
  use(middleware: (packet: unknown[], next: (err?: Error) => void) => void): unknown;
}

/**
 * A socket's language, for the texts the server sends it (the live room's refusals): the one the
 * page named when it connected (`auth.locale`), else its browser's. Each of its events is handled
 * in it, as a request is.
 */
export function socketLocale(socket: LocaleSocket, next: (err?: Error) => void): void {
  const named = socket.handshake.auth.locale;
  const header = socket.handshake.headers['accept-language'];
  const locale = isLocale(named) ? named : negotiateLocale(Array.isArray(header) ? header.join(',') : header);
  socket.use((_packet, nextEvent) => requestLocale.run(locale, nextEvent));
  requestLocale.run(locale, next);
}
