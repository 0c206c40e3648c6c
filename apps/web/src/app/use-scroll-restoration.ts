import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** A lazy screen may still be loading when we come back: try again on each frame for this long. */
const RESTORE_FOR_MS = 1_000;

function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

/** Each history entry's last scroll position, kept across a reload of the tab. */
const positions = readSaved();
/** The history entry on screen. */
let shownKey: string | null = null;

function restore(top: number) {
  const until = performance.now() + RESTORE_FOR_MS;
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < until) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * What the browser does for pages, for the SPA's screens: a new screen starts at the top (or at its
 * #hash), Back and Forward return to where the reader was.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  // Saved as the reader scrolls, for the entry on screen: the key changes (below) before this
  // screen scrolls to its place, so the jump never overwrites where the reader left the last one.
  useEffect(() => {
    const save = () => {
      if (shownKey !== null) positions.set(shownKey, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    shownKey = location.key;
    const saved = positions.get(location.key);
    if (type === 'POP' && saved !== undefined) restore(saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);
}
