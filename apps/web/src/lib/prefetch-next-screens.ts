/** The <meta> build/list-prefetch.ts writes into index.html: the files, space-separated (none in development). */
export const PREFETCH_META = 'receptari-prefetch';
/** The list this browser last prefetched: the same build's files are in its cache already. */
const PREFETCHED_KEY = 'receptari-prefetched';

/** Runs `run` when the browser is idle (or after a second, where it cannot tell). */
export function requestIdle(run: () => void) {
  const whenIdle = window.requestIdleCallback ?? ((later: () => void) => window.setTimeout(later, 1000));
  whenIdle(() => run());
}

/**
 * Once the first screen is drawn and the browser is idle, fetches (without running) the files of
 * the screens a visitor most likely opens next, the recipe detail and the search, into the HTTP
 * cache, at the lowest priority; files this page already loaded are skipped, and so is the whole
 * list when this browser prefetched the same build's before (hashed files stay cached a year).
 */
export function prefetchNextScreens() {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${PREFETCH_META}"]`)?.content;
  if (!list || readPrefetched() === list) return;
  requestIdle(() => {
    const loaded = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    for (const file of list.split(' ')) {
      if (!file || loaded.has(file)) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      // As the module loader will ask for it (CORS mode), so the cached copy is the one it uses.
      link.crossOrigin = '';
      document.head.append(link);
    }
    writePrefetched(list);
  });
}

// Storage may be refused (private modes, a full quota): then every visit prefetches, as before.
function readPrefetched(): string | null {
  try {
    return localStorage.getItem(PREFETCHED_KEY);
  } catch {
    return null;
  }
}

function writePrefetched(list: string) {
  try {
    localStorage.setItem(PREFETCHED_KEY, list);
  } catch {
    // Nothing to keep: the next visit prefetches again.
  }
}
