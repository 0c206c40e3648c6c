/// <reference lib="webworker" />
/**
 * Receptari's service worker (docs/product.md#offline-and-install, docs/decisions/0025), built by
 * vite-plugin-pwa (injectManifest) into dist/sw.js, which the server sends with `no-cache`.
 *
 * - The app shell: every built script, stylesheet and icon of this build is precached, so a page
 *   of this build never asks the network for its code (and never gets another build's).
 * - Navigations go to the network first: online, the server's page, with its first paint and a
 *   fresh CSP nonce. Offline (or after SHELL_AFTER_MS without an answer), the shell: index.html as
 *   the server sent it while this worker installed, kept whole with its headers, so its nonce is
 *   the one its own Content-Security-Policy names.
 * - A session's API reads (OFFLINE_API_READS) network-first into a cache of that session's own,
 *   named by a hash of its token; recipe pictures cache-first with an expiry.
 * - A new build waits until the page's prompt ('Nova versió disponible') asks it to take over.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, registerQuotaErrorCallback } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE_PREFIX,
  MEDIA_CACHE,
  OFFLINE_API_READS,
  OFFLINE_COPY_HEADER,
  SHELL_CACHE_PREFIX,
  SKIP_WAITING,
  STORAGE_FULL,
} from '../src/offline/offline-caches.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const manifest = self.__WB_MANIFEST;
const precached = new Set(
  manifest.map(
    (entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.origin).pathname,
  ),
);

/** A page as built, without a first paint (plugins/first-paint.ts draws only /, /search, /info/{id}). */
const SHELL_URL = '/index.html';
/** A navigation waits this long for the server before the shell is shown (a kitchen's weak signal). */
const SHELL_AFTER_MS = 4000;

/** This build's name: a hash of its precached files, so two builds never share a shell cache. */
function buildId(): string {
  let hash = 2166136261;
  for (const path of [...precached].sort()) {
    for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 16777619);
  }
  return (hash >>> 0).toString(36);
}
const SHELL_CACHE = SHELL_CACHE_PREFIX + buildId();

/**
 * The shell of this build, fetched from the server at install. A server already on a newer build
 * answers a page naming files this worker did not precache: the install fails (and is tried again
 * on the next visit) rather than keep a page that would mix two builds.
 */
async function cacheShell() {
  const response = await fetch(SHELL_URL, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`shell: ${response.status}`);
  const html = await response.clone().text();
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const foreign = named.filter((path) => !precached.has(path));
  if (named.length === 0 || foreign.length > 0)
    throw new Error(`shell of another build: ${foreign.join(' ')}`);
  await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response);
}

self.addEventListener('install', (event) => event.waitUntil(cacheShell()));
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
// The first worker takes the page that registered it at once, so what it reads from then on is
// kept; a later one only takes over when its prompt reloads the pages (register-service-worker.ts).
clientsClaim();

precacheAndRoute(manifest);
cleanupOutdatedCaches();

/** The network's answer, else (offline, or too slow) this build's shell, with its own headers. */
async function navigate(request: Request): Promise<Response> {
  const network = fetch(request);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SHELL_AFTER_MS));
  const shell = () => caches.open(SHELL_CACHE).then((cache) => cache.match(SHELL_URL));
  const first = await Promise.race([network.catch(() => null), timeout]);
  if (first) return first;
  const kept = await shell();
  return kept ?? network;
}
registerRoute(
  ({ request }) => request.mode === 'navigate',
  ({ request }) => navigate(request),
);

/** One cache per session: an answer read with one token is never served to a request with another. */
async function sessionCache(request: Request): Promise<string> {
  const token = request.headers.get('authorization') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return API_CACHE_PREFIX + hex;
}

/** An answer from the offline copy says so (the page's offline banner: lib/connection.ts). */
const markOfflineCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const apiStrategies = new Map<string, NetworkFirst>();
function apiStrategy(cacheName: string): NetworkFirst {
  let strategy = apiStrategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: SHELL_AFTER_MS / 1000,
      // The answers kept are data (a recipe, the list), the same in every language: one kept while
      // the page spoke Catalan still opens offline after a switch to Spanish (Vary: Accept-Language).
      matchOptions: { ignoreVary: true },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
        markOfflineCopy,
      ],
    });
    apiStrategies.set(cacheName, strategy);
  }
  return strategy;
}

/** Another session's caches: a new token means the old one ended (signed out, or expired). */
async function dropOtherSessions(keep: string) {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(API_CACHE_PREFIX) && name !== keep)
      .map((name) => caches.delete(name)),
  );
}

// Only a session's reads: a visitor's (no token) go to the network, kept nowhere.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    request.headers.has('authorization') &&
    OFFLINE_API_READS.test(url.pathname),
  async (options) => {
    const cacheName = await sessionCache(options.request);
    if (!apiStrategies.has(cacheName)) options.event.waitUntil(dropOtherSessions(cacheName));
    return apiStrategy(cacheName).handle(options);
  },
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

/** The device refused to keep more: every page says offline reading is limited (STORAGE_FULL). */
registerQuotaErrorCallback(() => {
  void self.clients
    .matchAll({ type: 'window' })
    .then((pages) => pages.forEach((page) => page.postMessage({ type: STORAGE_FULL })));
});
