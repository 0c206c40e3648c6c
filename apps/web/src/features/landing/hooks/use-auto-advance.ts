import { useEffect, useState } from 'react';

export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * An index that moves to the next of `count` every 5 s unless `paused`; choosing an index restarts
 * the wait, so a picked image stays its full 5 s.
 */
export function useAutoAdvance(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, count, paused]);
  return [count ? index % count : 0, setIndex] as const;
}
