import { useSyncExternalStore } from 'react';

/** Fired when the server is found reachable or unreachable (reportReachable). */
const REACHABLE_EVENT = 'receptari:reachable';

/**
 * Whether the last API call reached the server. navigator.onLine alone says only that the device
 * has a network; a call that fails, or that the service worker answers from its offline copy
 * (offline-caches.ts, OFFLINE_COPY_HEADER), says the server is out of reach all the same.
 */
let reachable = true;

/** api-client.ts reports each call's outcome; a change tells the banner and the check-off queue. */
export function reportReachable(now: boolean) {
  if (now === reachable) return;
  reachable = now;
  window.dispatchEvent(new Event(REACHABLE_EVENT));
}

/** Online: the device has a network and the server answered the last call itself. */
export function isOnline(): boolean {
  return navigator.onLine && reachable;
}

/** Calls `onChange` whenever isOnline() may have changed; answers the unsubscribe. */
export function onConnectionChange(onChange: () => void) {
  const online = () => {
    reachable = true; // a new network: worth trying the server again
    onChange();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  window.addEventListener(REACHABLE_EVENT, onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
    window.removeEventListener(REACHABLE_EVENT, onChange);
  };
}

/**
 * Whether the app is online (isOnline), for the offline banner (docs/product.md#offline-and-install).
 * Online on the server and while hydrating, as the server-drawn first paint was drawn (decision 0012).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(onConnectionChange, isOnline, () => true);
}
