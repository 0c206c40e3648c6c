import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// The web project reuses the app's own Vite config (plugins, aliases) when it exists, so
// components compile for tests exactly as for the build. That config sets its root to apps/web,
// so the web project's paths are relative to apps/web.
const webViteConfig = 'apps/web/vite.config.ts';

/**
 * The unit and web projects' budget per test: 60 s, not vitest's 5 s, and no file sets its own. A
 * jsdom screen test or a PGlite search that takes a second alone took over 5 s with the machine
 * loaded (six such timeouts in one run), and screen journeys of 2-4 s alone over 15 s with an E2E
 * run beside them (2026-11-30). A budget, never an assertion of how fast something is.
 */
const QUICK_TEST_TIMEOUT = 60_000;

/**
 * The API projects' budget per test: 90 s. The user-deletion test (six image uploads through sharp,
 * twenty calls) takes 5.5 s alone and ran out of 30 s in CI with both API runs beside each other
 * (stop 46, 2026-11-30). A budget, never an assertion of how fast something is.
 */
const API_TEST_TIMEOUT = 90_000;

/** API test files that vi.mock a module: see the api-mocking project. */
const mockingApiFiles = ['apps/server/test/api/import-file-limits.test.ts'];

export default defineConfig({
  test: {
    // Two cores: never more than two workers in any project.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout: QUICK_TEST_TIMEOUT,
          // The assistant's laboratory (tools/assistant) runs with the unit tests: its checks of the
          // shipped model and of the held-out figures.
          include: [
            'packages/shared/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'tools/assistant/**/*.test.ts',
            // The whole-site bench's refusal of any address but loopback (issue 37's bad input).
            'bench/site/*.test.ts',
          ],
          // One import of the modules per worker, not per file (as the api project): these tests
          // keep no state in modules. The web project stays isolated: its stores are module state.
          isolate: false,
        },
      },
      {
        ...(existsSync(webViteConfig) && { extends: `./${webViteConfig}` }),
        root: './apps/web',
        test: {
          name: 'web',
          environment: 'jsdom',
          testTimeout: QUICK_TEST_TIMEOUT,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [...mockingApiFiles, '**/node_modules/**'],
          // Real databases (PGlite initdb, PostgreSQL, Redis): generous timeouts, modest parallelism.
          testTimeout: API_TEST_TIMEOUT,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each worker imports the app once for all its files, not once per file: the import (the
          // server's few hundred modules and their libraries, about 3 s) was most of the stage's
          // time. Every file builds its own app on its own database, so no state is shared.
          isolate: false,
        },
      },
      {
        // The API files that replace a module (vi.mock), in workers of their own so that the
        // replacement never reaches another file. `npm run test:api` and `npm test` run both API projects.
        test: {
          name: 'api-mocking',
          environment: 'node',
          include: mockingApiFiles,
          testTimeout: API_TEST_TIMEOUT,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 1,
        },
      },
    ],
  },
});
