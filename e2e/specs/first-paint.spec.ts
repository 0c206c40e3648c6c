import type { Page } from '@playwright/test';
import { demoAccounts, expect, test } from '../fixtures.ts';

/**
 * The visitor's first paint comes from the server (prepaint/render-prepaint.tsx through
 * plugins/first-paint.ts): the page is there before any JavaScript, and React then takes over
 * those very nodes (hydrateRoot), so nothing is drawn twice and the carousel's picture stays the
 * page's largest paint.
 */
const usuari = demoAccounts.find((a) => a.name === 'usuari')!;

async function firstPopular(page: Page) {
  const answer = await page.request.get('/api/recipes?sort=popular&limit=20');
  const { recipes } = (await answer.json()) as {
    recipes: { id: number; title: string; image: string | null }[];
  };
  return recipes;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the landing page, the search prompt and the recipe prompt', async ({ page }) => {
    const recipes = await firstPopular(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Receptes destacades' });
    await expect(carousel.getByRole('img', { name: recipes.find((r) => r.image)!.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Més populars' })).toBeVisible();
    const cards = page.getByRole('tabpanel').getByRole('link');
    await expect(cards).toHaveCount(recipes.length);
    await expect(cards.first()).toHaveAttribute('href', `/info/${recipes[0]!.id}`);
    // Drawn as the app draws it: the page's cream, not the browser's white (CSP-safe styles).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 250, 245)',
    );

    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Cercar Receptes' })).toBeVisible();
    await expect(page.getByText("Per veure i buscar receptes, has d'iniciar sessió")).toBeVisible();

    await page.goto(`/info/${recipes[0]!.id}`);
    await expect(page.getByText('Debes iniciar sesión para ver los detalles de esta receta')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a Login' })).toHaveAttribute(
      'href',
      `/login?redirect=%2Finfo%2F${recipes[0]!.id}`,
    );
  });
});

test('React takes over the server’s nodes, and the page then works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The app's entry waits until the server's page has been marked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const carousel = page.getByRole('region', { name: 'Receptes destacades' });
  await expect(carousel.getByRole('img').first()).toBeVisible();
  const marked = await page.evaluate(() => {
    const nodes = document.querySelectorAll('#root *');
    nodes.forEach((node) => ((node as Element & { fromServer?: boolean }).fromServer = true));
    return nodes.length;
  });
  expect(marked).toBeGreaterThan(100);
  // A tap on a tab before the app runs is kept, and React gets it once it has taken the page over.
  await page.getByRole('tab', { name: 'Més recents' }).click();
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\?tab=recent$/);
  await expect(page.getByRole('tab', { name: 'Més recents' })).toHaveAttribute('aria-selected', 'true');
  // Hydrated: the tabs answer a click, and every node the server drew is still in the page.
  await page.getByRole('tab', { name: 'Més populars' }).click();
  await expect(page).toHaveURL(/\/$/);
  const kept = await page.evaluate(() => {
    const image = document.querySelector<Element & { fromServer?: boolean }>('#root section img');
    const header = document.querySelector<Element & { fromServer?: boolean }>('#root header, #root h1');
    return { image: image?.fromServer === true, header: header?.fromServer === true };
  });
  expect(kept).toEqual({ image: true, header: true });
  expect(errors).toEqual([]);
});

test('after logging in, the server sends the page without the visitor’s first paint', async ({ page }) => {
  await page.goto('/');
  const page1 = await page.request.get('/');
  expect(await page1.text()).toMatch(
    /<div id="root"><.+<\/div><script type="application\/json" id="prepaint-seed">/s,
  );

  await page.goto('/login');
  await page.getByLabel("Nom d'usuari").fill(usuari.name);
  await page.getByLabel('Contrasenya').fill(usuari.password);
  await page.getByRole('button', { name: 'Iniciar Sessió' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // The app set the cookie with the session; the browser's next page load carries it.
  const signedIn = await page.request.get('/');
  expect(await signedIn.text()).toContain('<div id="root"></div>');
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Per a tu' })).toBeVisible();

  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Tancar sessió' }).click();
  await page.waitForURL('**/login');
  const signedOut = await page.request.get('/');
  expect(await signedOut.text()).toContain('id="prepaint-seed"');
});
