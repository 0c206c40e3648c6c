/** The <meta> build/list-prefetch.ts writes into index.html: the files, space-separated (none in development). */
export const PREFETCH_META = 'receptari-prefetch';

/**
 * Once the first screen is drawn and the browser is idle, fetches (without running) the files of
 * the screens a visitor most likely opens next, the recipe detail and the search, into the HTTP
 * cache, at the lowest priority; files this page already loaded are skipped.
 */
export function prefetchNextScreens() {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${PREFETCH_META}"]`)?.content.split(' ');
  if (!files?.length) return;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  whenIdle(() => {
    const loaded = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    for (const file of files) {
      if (!file || loaded.has(file)) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      // As the module loader will ask for it (CORS mode), so the cached copy is the one it uses.
      link.crossOrigin = '';
      document.head.append(link);
    }
  });
}
