import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunch } from '../playwright.config.ts';
import { bearer, expect, signIn, test, uniqueName, waitForApp } from '../fixtures.ts';

/**
 * Installed and offline (docs/product.md#offline-and-install, docs/decisions/0025): the manifest
 * passes Chromium's installability checks, and with the network off the user still reads their
 * saved and visited recipes (cook mode too) and the shopping list, sees the offline banner, and
 * ticks a line that reaches the server once the network is back.
 */

type RecipeCard = { id: number; title: string; image: string | null; steps_count: number };
type ShoppingItem = { id: number; name: string; checked: boolean };

/** usuari's session (the demo account), through the API as the app signs in. */
async function logInAsUsuari(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: { name: 'usuari', password: 'usuari12345' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

// The suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

/** Saves a recipe for the token's user (the toggle answers its new state); answers whether it was saved before. */
async function ensureSaved(request: APIRequestContext, token: string, id: number): Promise<boolean> {
  const toggle = async () =>
    (
      (await (await request.post(`/api/saved-recipes/toggle/${id}`, { headers: bearer(token) })).json()) as {
        saved: boolean;
      }
    ).saved;
  if (await toggle()) return false;
  expect(await toggle()).toBe(true);
  return true;
}

const shoppingList = async (request: APIRequestContext, token: string) =>
  (
    (await (await request.get('/api/shopping-list', { headers: bearer(token) })).json()) as {
      items: ShoppingItem[];
    }
  ).items;

/** Resolves once the service worker is active and controls the page (it claims the first page). */
const serviceWorkerControls = (page: Page) =>
  page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });

/**
 * Whether the service worker has kept an answer for this URL (any of its caches), whatever the
 * language it was asked in (the API's answers vary with Accept-Language; the worker ignores it).
 */
const kept = (page: Page, url: string) =>
  page.evaluate(async (u) => (await caches.match(u, { ignoreVary: true })) !== undefined, url);

test('a saved recipe, a visited one with cook mode and the shopping list read offline; a tick made offline syncs', async ({
  browser,
  request,
}) => {
  // Two pages of the app cached, then read again offline, then synced: a journey across a worker.
  test.setTimeout(150_000);
  const token = await logInAsUsuari(request);
  const { recipes } = (await (await request.get('/api/recipes?limit=20')).json()) as {
    recipes: RecipeCard[];
  };
  const withSteps = recipes.filter((r) => r.steps_count > 0 && r.image?.startsWith('/media/'));
  const [visited, savedOnly] = withSteps;
  expect(visited && savedOnly, 'two seeded recipes with steps and a picture').toBeTruthy();
  // Saved: `savedOnly` is never opened before going offline, so it reads offline because it is saved.
  const savedHere = [
    (await ensureSaved(request, token, visited!.id)) && visited!.id,
    (await ensureSaved(request, token, savedOnly!.id)) && savedOnly!.id,
  ];
  const names = [uniqueName('pastanaga'), uniqueName('llet')];
  const added: number[] = [];
  for (const name of names) {
    const res = await request.post('/api/shopping-list/items', { data: { name }, headers: bearer(token) });
    expect(res.status()).toBe(201);
    added.push(((await res.json()) as { item: ShoppingItem }).item.id);
  }

  const context: BrowserContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ca-ES',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await signIn(page, token);
    await page.goto('/');
    await waitForApp(page);
    await serviceWorkerControls(page);
    // Visited while online: the recipe (its answer and pictures kept as read) and the list.
    await page.goto(`/info/${visited!.id}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: visited!.title })).toBeVisible();
    await page.goto('/llista');
    await waitForApp(page);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${names[0]}( |$)`) })).toBeVisible();
    // The saved recipe never opened here is fetched ahead after the start (keep-saved-recipes.ts).
    const detail = (await (
      await request.get(`/api/recipes/${savedOnly!.id}`, { headers: bearer(token) })
    ).json()) as {
      image: string;
    };
    await expect.poll(() => kept(page, `/api/recipes/${savedOnly!.id}`), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => kept(page, detail.image), { timeout: 30_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    const banner = page.getByRole('status').filter({ hasText: 'Sense connexió' });
    await expect(banner).toHaveText(
      'Sense connexió: pots llegir les receptes desades i les que ja has obert, i la llista de la compra.',
    );
    // The list from the offline copy; a tick made offline stays ticked, and a reload keeps it.
    const line = page.getByRole('checkbox', { name: new RegExp(`^${names[0]}( |$)`) });
    await expect(line).not.toBeChecked();
    await line.click();
    await expect(line).toBeChecked();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${names[0]}( |$)`) })).toBeChecked();
    expect((await shoppingList(request, token)).find((i) => i.id === added[0])?.checked).toBe(false);

    // The saved recipe, opened for the first time offline, with its picture.
    await page.goto(`/info/${savedOnly!.id}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: savedOnly!.title })).toBeVisible();
    await expect(banner).toBeVisible();
    const picture = page.locator('main img').first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Cook mode of the visited recipe: its chunk is in the worker's precache.
    await page.goto(`/info/${visited!.id}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Mode cuina' }).click();
    await expect(page.getByText(new RegExp(`^Pas 1 de ${visited!.steps_count}$`)).first()).toBeVisible();

    // Back online: the queued tick reaches the server (on start, or on the online event).
    await context.setOffline(false);
    await page.goto('/llista');
    await waitForApp(page);
    await expect
      .poll(async () => (await shoppingList(request, token)).find((i) => i.id === added[0])?.checked, {
        timeout: 20_000,
      })
      .toBe(true);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${names[0]}( |$)`) })).toBeChecked();
    await expect(banner).toBeHidden();
  } finally {
    await context.close();
    for (const id of added)
      await request.delete(`/api/shopping-list/items/${id}`, { headers: bearer(token) });
    for (const id of savedHere)
      if (id) await request.post(`/api/saved-recipes/toggle/${id}`, { headers: bearer(token) });
    await request.post('/api/logout', { headers: bearer(token) });
  }
});

test('Chromium finds the app installable: manifest, icons and a service worker', async () => {
  // Installability is never granted in an incognito-like context: a profile on disk, as a user's.
  const profile = mkdtempSync(join(tmpdir(), 'receptari-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForApp(page);
    await serviceWorkerControls(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a new version waits for the prompt, in the language shown, then takes over and the page reloads on it', async ({
  page,
}) => {
  await page.goto('/perfil');
  await serviceWorkerControls(page);
  // Another worker script for the same scope is, to the browser, a new version: it installs and
  // waits, as a new build's /sw.js does after a deploy.
  await page.evaluate(async () => {
    (window as unknown as { oldPage: boolean }).oldPage = true;
    await navigator.serviceWorker.register('/sw.js?build=2');
  });
  const prompt = page.getByText('Nova versió disponible');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  // Still the old version until asked: the page keeps running with its own worker.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  // A change of language words it again where it stands (issue 35): it stays until pressed.
  await page.getByRole('radiogroup', { name: 'Idioma' }).getByText('English', { exact: true }).click();
  await expect(page.getByText('New version available')).toBeVisible();
  await expect(prompt).toBeHidden();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update' }).click()]);
  await waitForApp(page);
  expect(await page.evaluate(() => (window as unknown as { oldPage?: boolean }).oldPage ?? null)).toBeNull();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js\?build=2$/,
  );
});

test('with the device full, a recipe still opens online and the app says offline reading is limited', async ({
  signedInPage: page,
  request,
}) => {
  await page.goto('/');
  await serviceWorkerControls(page);
  // The origin may keep barely more than it holds now: the next answer the worker keeps is refused.
  const used = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(page.url()).origin,
    quotaSize: used + 1000,
  });
  const { recipes } = (await (await request.get('/api/recipes?limit=5')).json()) as { recipes: RecipeCard[] };
  await page.goto(`/info/${recipes[1]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipes[1]!.title })).toBeVisible();
  await expect(
    page.getByText(
      'El dispositiu no té més espai: la lectura sense connexió és limitada (la resta funciona igual amb connexió).',
    ),
  ).toBeVisible();
});
