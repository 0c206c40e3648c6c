import { defineConfig, type ReporterDescription } from '@playwright/test';

// scripts/e2e.mjs builds the app, starts it on a free port and passes its address here.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const jsonReport = process.env.E2E_JSON_REPORT;

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const reporter: ReporterDescription[] = [[process.env.CI ? 'line' : 'list']];
if (jsonReport) reporter.push(['json', { outputFile: jsonReport }]);

/**
 * Specs that publish recipes run after the others: the lists and searches the others check
 * (newest first, every recipe) would otherwise change under them mid-test. A spec that starts a
 * live publishes its recipe (e2e/lives.ts), so every live-room spec is one of them.
 */
const PUBLISHING =
  /(create-recipe|ai-assistant|notifications|perfil|admin|live-list|live-room|live-room-steps|live-room-janus|plan-and-shop|import)\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  projects: [
    { name: 'browse', testIgnore: PUBLISHING },
    { name: 'publish', testMatch: PUBLISHING, dependencies: ['browse'] },
  ],
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A whole journey (sign-up, several screens, uploads): 60 s, not 30. On this 2-core machine under
  // the full suite, journeys that pass alone in 10-20 s took 31-35 s (live-list, admin, perfil,
  // create-recipe): the budget of a test, never an assertion of how fast something is.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    locale: 'ca-ES',
    // Dialogs open without their transition (the theme's respectReducedMotion): a click measured on
    // a dialog still scaling could land beside its button.
    reducedMotion: 'reduce',
    // No service worker but where a spec asks for one (offline.spec, performance-budget.spec): each
    // would precache the whole build (about 220 files) in every test's fresh browser, on the two
    // cores that run the suite, and could answer a slow page with the offline shell after 4 s.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
