import { useState } from 'react';

/**
 * True from the first render where `on` is true, and from then on: a lazily fetched overlay
 * (popups, a modal) mounts when first wanted and then stays, so it can animate closed.
 */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}
