import { render } from '@testing-library/react';
import { type ReactElement, useLayoutEffect } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { AppRoutes } from '@/app/app-routes.tsx';
import { AppProviders } from '@/app/providers.tsx';
import { preloadScreens } from '@/app/lazy-screen.tsx';
import { afterEach, beforeEach, vi } from 'vitest';

// Every screen but the landing page is a lazy chunk: fetched before any test, they render at once.
await preloadScreens();

/** What a test reads of the router: where the app is now, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Keeps `router` current from inside the MemoryRouter. */
function RouterProbe({ onRender }: { onRender: (router: TestRouter) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender({ state: { location }, navigate });
  });
  return null;
}

/** The whole app at `path`, in memory, with a fresh query client that does not retry. */
export function renderApp(path: string) {
  const router: TestRouter = {
    state: { location: { pathname: path } as Location },
    navigate: () => undefined,
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe onRender={(current) => Object.assign(router, current)} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** One component inside the app's providers, with a fresh query client that does not retry. */
export function renderInProviders(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A wrapper, so that `rerender` gives the same component new props inside the same providers.
  return render(ui, {
    wrapper: ({ children }) => <AppProviders queryClient={queryClient}>{children}</AppProviders>,
  });
}

/** A JSON answer for a stubbed fetch. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type Route = (init?: RequestInit) => Response;

/** A fetch stub answering `'GET /api/…'` keys from a table; anything else is a 404. */
export function serveRoutes(routes: Record<string, Route>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    return route ? route(init) : jsonResponse(404, { message: 'No trobat' });
  };
}

/**
 * A fetch stub installed before each test of the calling suite and removed after it (fake timers
 * too); `token` signs the suite in.
 */
export function stubFetch(opts: { token?: string } = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    if (opts.token) window.localStorage.setItem('token', opts.token);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });
  return fetchMock;
}
