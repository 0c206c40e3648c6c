import { useEffect } from 'react';

/**
 * Asks the browser for full screen while cook mode is open, and leaves it on close. A browser that
 * refuses (no gesture left, an iPhone) keeps the overlay, which already covers the viewport.
 */
export function useFullscreen() {
  useEffect(() => {
    const root = document.documentElement;
    if (typeof root.requestFullscreen !== 'function' || document.fullscreenElement) return;
    try {
      void root.requestFullscreen().catch(() => undefined);
    } catch {
      return;
    }
    return () => {
      if (document.fullscreenElement === root) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
}
