import './catalan-browser.ts';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setSocketFactory } from '@/lib/socket.ts';
import { fakeSocketFactory, openedSockets } from './fake-socket.ts';

// findBy and waitFor wait up to 5 s, not Testing Library's 1 s: a popup that comes in 0.1 s alone
// took over a second beside an E2E run (perfil-page.test, 2026-11-30). A budget, not a measure.
configure({ asyncUtilTimeout: 5_000 });

// No test opens a real Socket.IO connection: an in-memory one plays the server.
setSocketFactory(fakeSocketFactory);

// jsdom lacks what Mantine reads for responsive props, ScrollArea and Popover positioning.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// Mantine's autosize Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// Testing Library cleans up by itself only with vitest globals on; this suite does not rely on them.
afterEach(() => {
  cleanup();
  notifications.clean(); // the notifications store outlives the rendered tree
  window.localStorage.clear();
  window.sessionStorage.clear();
  openedSockets.length = 0;
});
