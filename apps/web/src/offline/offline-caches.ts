/**
 * What the service worker (service-worker/sw.ts) and the page agree on: the names of the caches
 * kept for offline reading and the messages between them (docs/product.md#offline-and-install,
 * docs/decisions/0025). No DOM and no worker types here: both sides import it.
 */

/** The app shell (index.html as the server sent it, headers and all), one cache per build. */
export const SHELL_CACHE_PREFIX = 'receptari-shell-';
/** A session's API answers: the prefix and a hash of its bearer token (one cache per session). */
export const API_CACHE_PREFIX = 'receptari-api-';
/** Recipe pictures (/media/*): public files, kept until they expire or the user signs out. */
export const MEDIA_CACHE = 'receptari-media';

/**
 * Set by the service worker on an API answer it gives from its offline copy, not from the server:
 * the page then knows the server is out of reach (lib/connection.ts) and shows the offline banner.
 */
export const OFFLINE_COPY_HEADER = 'x-receptari-offline-copy';

/** The page asks the waiting service worker of a new build to take over (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** The service worker tells its pages that the device refused to store more (QuotaExceededError). */
export const STORAGE_FULL = 'receptari:storage-full';

/** Whether a cache holds a session's own data: removed when the session ends (auth-store.ts). */
export const isSessionCache = (name: string) => name.startsWith(API_CACHE_PREFIX) || name === MEDIA_CACHE;

/**
 * The API reads kept for offline reading, by path below /api: a recipe's detail (cook mode reads
 * the same), the saved recipes, the shopping list and the signed-in user. Anything else goes to
 * the network only, as without a service worker.
 */
export const OFFLINE_API_READS = /^\/api\/(recipes\/\d+|user\/saved-recipes|shopping-list|user)$/;
