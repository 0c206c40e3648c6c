import { expect, test } from '../fixtures.ts';

/**
 * The text size (docs/product.md#text-size): chosen on /perfil, kept on the device and set by the
 * head script (apps/web/build/color-scheme-script.ts) before anything is painted, the server's first
 * paint included; the phone's layout keeps to the screen's width.
 */
test.use({ viewport: { width: 390, height: 844 } });

const rootFontSize = (page: import('@playwright/test').Page) =>
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

for (const path of ['/', '/perfil', '/search', '/info/']) {
  test(`at 'Més gran' ${path} keeps to a phone's width`, async ({ signedInPage: page, request }) => {
    // A demo recipe: one another spec publishes meanwhile has a generated one-word name
    // ('Coca_j69mx337qn45'), wider than a phone at this size (docs/product.md#text-size).
    const { recipes: all } = (await (await request.get('/api/recipes?sort=recent&limit=100')).json()) as {
      recipes: { id: number; title: string }[];
    };
    const recipes = all.filter((recipe) => !recipe.title.includes('_'));
    await page.addInitScript(() => localStorage.setItem('receptari-text-size', 'larger'));
    await page.goto(path === '/info/' ? `/info/${recipes[0]!.id}` : path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Nothing sticks out sideways: the page scrolls only down.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
