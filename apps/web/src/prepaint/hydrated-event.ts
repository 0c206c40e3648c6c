import { type ReactNode, useEffect } from 'react';

/** Dispatched on document once React has hydrated the server's first paint. */
export const HYDRATED_EVENT = 'receptari:hydrated';

/**
 * Tells the boot module (build/boot-after-paint.ts) that the server's buttons now work, so it can
 * hand React the click it kept from before. It draws nothing: the markup stays the server's. The
 * outermost effect runs after every effect of the hydrated tree.
 */
export function AnnounceHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return children;
}
