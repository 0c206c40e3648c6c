// First, before any module that could build a Zod schema: Zod's no-eval setting (the CSP).
import './lib/zod-without-eval.ts';
// Next, before any module reads a text: the language the page opens in (docs/decisions/0026).
import { prepareLocale } from './lib/locale.ts';
// Mantine's base next: every component brings its own stylesheet with its code (build/split-mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { getToken, markSignedIn } from './lib/auth-store.ts';
import { prefetchNextScreens, requestIdle } from './lib/prefetch-next-screens.ts';
import { queryClient } from './lib/query-client.ts';
import { adoptPrepaintStyles } from './prepaint/adopt-prepaint-styles.ts';
import { AnnounceHydrated } from './prepaint/hydrated-event.ts';
import { readPrepaintSeed, seedQueries } from './prepaint/prepaint-seed.ts';

// Static imports: the build lists every chunk of the first paint as modulepreloads (in index.html's
// <template id="app-code">, which build/boot-after-paint.ts inserts), so the browser fetches them
// together with this one instead of after it has run.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
markSignedIn(getToken() !== null);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page's texts in the page's language come first (nothing to fetch in Catalan).
void prepareLocale().then(start);

function start() {
  if (!root) return;
  if (root.firstElementChild) {
    // The server drew the visitor's first paint (prepaint/render-prepaint.tsx): React takes over its
    // nodes with the answers it was drawn with. A stored session hydrates as a visitor, then redraws
    // signed in (useAuth's server snapshot).
    seedQueries(queryClient, readPrepaintSeed());
    adoptPrepaintStyles(root);
    hydrateRoot(root, <AnnounceHydrated>{app}</AnnounceHydrated>);
  } else {
    createRoot(root).render(app);
  }
  prefetchNextScreens();
}

// The service worker (docs/decisions/0025) once the page has loaded and the browser is idle: its
// chunk is never part of the first paint, and registering never competes with it.
if (import.meta.env.PROD) {
  const register = () =>
    requestIdle(
      () => void import('./offline/register-service-worker.ts').then((m) => m.registerServiceWorker()),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
