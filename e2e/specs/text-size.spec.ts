import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { publishRecipeViaApi } from '../recipes.ts';

/**
 * The text size (docs/product.md#text-size): chosen on /perfil, kept on the device and set by the
 * head script (apps/web/build/color-scheme-script.ts) before anything is painted, the server's first
 * paint included; the phone's layout keeps to the screen's width.
 */
test.use({ viewport: { width: 390, height: 844 } });

const rootFontSize = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

test("'Més gran' on /perfil scales the text at once, and from the first paint of the next page", async ({
  page,
}) => {
  await page.goto('/perfil');
  const normal = await rootFontSize(page);
  const group = page.getByRole('radiogroup', { name: 'Mida del text' });
  await group.getByText('Més gran').click();
  await expect.poll(() => rootFontSize(page)).toBeCloseTo(normal * 1.25);

  // Only the head script may run on the next load: the server's paint of / as first drawn.
  await page.route(/\/assets\/[^/]+\.js$/, (route) =>
    /\/assets\/color-scheme-[\w-]+\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
  );
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await expect(page.getByRole('tab', { name: 'Més populars' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-text-size'))).toBe('larger');
  expect(await rootFontSize(page)).toBeCloseTo(normal * 1.25);
  await page.unroute(/\/assets\/[^/]+\.js$/);
});

/** How far the page sticks out sideways (it should scroll only down). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const path of ['/', '/perfil', '/search', '/info/']) {
  test(`at 'Més gran' ${path} keeps to a phone's width`, async ({ signedInPage: page, request }) => {
    // The newest recipe, whatever its title: other specs publish one-word names ('Coca_j69mx337qn45').
    const { recipes } = (await (await request.get('/api/recipes?sort=recent&limit=1')).json()) as {
      recipes: { id: number }[];
    };
    await page.addInitScript(() => localStorage.setItem('receptari-text-size', 'larger'));
    await page.goto(path === '/info/' ? `/info/${recipes[0]!.id}` : path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}

test("at 'Més gran' a word wider than a phone (a pasted address, a one-word title) breaks instead of pushing /info/{id} sideways", async ({
  signedInPage: page,
  account,
  request,
}) => {
  const word = (stem: string) => stem.repeat(Math.ceil(60 / stem.length)).slice(0, 60);
  const title = word('Cocadellavia');
  const address = `https://${word('receptesdelaviaexemple')}`;
  const id = await publishRecipeViaApi(request, account, title, undefined, `Treta de ${address} tal qual.`);
  await page.addInitScript(() => localStorage.setItem('receptari-text-size', 'larger'));
  await page.goto(`/info/${id}`);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  const widths = await heading.evaluate((h) => ({ word: h.scrollWidth, box: h.clientWidth }));
  console.log(`60-character title at 'Més gran', 390 px: ${JSON.stringify(widths)}`);
  expect(widths.word).toBeLessThanOrEqual(widths.box);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});
