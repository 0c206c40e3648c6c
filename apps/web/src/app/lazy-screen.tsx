import { type ComponentType, lazy } from 'react';
import { screenTranslations } from '@/lib/locale.ts';

type Load = () => Promise<{ default: ComponentType }>;

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A screen in a chunk of its own, fetched on its first visit (with every screen's texts in the
 * reader's language, when not Catalan) while its layout's Suspense shows the page loader. Once fetched (by a visit or by preloadScreens), it renders at once, without
 * suspending again.
 */
export function lazyScreen(load: Load): ComponentType {
  let loaded: ComponentType | null = null;
  let pending: ReturnType<Load> | null = null;
  const fetchScreen = () =>
    (pending ??= Promise.all([load(), screenTranslations()]).then(([module]) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(fetchScreen);
  loaders.push(fetchScreen);

  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Screen;
}

/**
 * Fetches every lazy screen now. The unit tests call it first, so a screen renders on the first try
 * there as when every screen was in the main bundle; the E2E suite drives the real loading.
 */
export function preloadScreens(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}
