import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// The web project reuses the app's own Vite config (plugins, aliases) when it exists, so
// components compile for tests exactly as for the build. That config sets its root to apps/web,
// so the web project's paths are relative to apps/web.
const webViteConfig = 'apps/web/vite.config.ts';

export default defineConfig({
  test: {
    // Two cores: never more than two workers in any project.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // The assistant's laboratory (tools/assistant) runs with the unit tests: its checks of the
          // shipped model and of the held-out figures.
          include: [
            'packages/shared/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'tools/assistant/**/*.test.ts',
          ],
        },
      },
      {
        ...(existsSync(webViteConfig) && { extends: `./${webViteConfig}` }),
        root: './apps/web',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          // Real databases (PGlite initdb, PostgreSQL, Redis): generous timeouts, modest parallelism.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
