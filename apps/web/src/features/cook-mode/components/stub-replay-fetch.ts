import { afterEach, beforeEach, vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Cook mode's component tests: fetch answers 404 (no replay for the recipe) unless a test says
 * otherwise through the returned mock; fake timers and stubs are undone after each test.
 */
export function stubReplayFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockResolvedValue(json(404, { statusCode: 404, error: 'Not Found', message: 'No trobat' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return { fetchMock, json };
}
