import { Workbox } from 'workbox-window';
import { tr } from '@receptari/shared/i18n/tr/core';
import { getToken } from '@/lib/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { keepSavedRecipes } from './keep-saved-recipes.ts';
import { STORAGE_FULL } from './offline-caches.ts';

/**
 * Registers the service worker (service-worker/sw.ts, docs/decisions/0025). main.tsx imports this
 * chunk only once the page has loaded, so the first paint never waits for it.
 *
 * A new build's worker waits: the page says 'Nova versió disponible' and its button lets it take
 * over and reloads. Every page of the old build reloads when it is taken over (by this prompt or
 * another tab's), so no page runs one build's code with another's files.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // The first worker of this browser takes the page without a reload (nothing of an older build
  // runs); any later one is a new build taking over from the one this page runs with.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });

  let prompted = false;
  workbox.addEventListener('waiting', () => {
    if (prompted) return;
    prompted = true;
    notify.prompt(() => tr.offline.newVersion, {
      label: () => tr.offline.update,
      // To the registration's waiting worker ({ type: SKIP_WAITING }, which sw.ts listens for),
      // whichever script it came from.
      onClick: () => workbox.messageSkipWaiting(),
    });
  });

  let toldFull = false;
  container.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type !== STORAGE_FULL || toldFull) return;
    toldFull = true;
    notify.info(() => tr.offline.storageFull);
  });

  workbox
    .register()
    .then(() => container.ready)
    .then(() => {
      if (getToken() !== null && navigator.onLine) void keepSavedRecipes();
    })
    .catch(() => undefined); // no worker (a private window, an old browser): the app works online as before
}
