import { afterEach, vi } from 'vitest';

/** Cook mode's component tests stub browser APIs and fake timers: each test starts from the real ones. */
export function restoreGlobalsAfterEach() {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
