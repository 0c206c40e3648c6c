import type { APIRequestContext } from '@playwright/test';
import { bearer, expect, test } from '../fixtures.ts';
import { cards, chip, openDrawer, searchApi, searchBox, titles } from '../search.ts';

/**
 * Issue 32, "search that finds what you mean" (docs/product.md#finding-recipes), through the screens:
 * words as people write them, leaving an ingredient out, allergens on the recipe page, the order,
 * the applied filters as chips, and cooking with what you have. Every expectation is read from the
 * demo data through the API, so the test follows the seed; none of it publishes a recipe.
 */

const PAGE = 20;
/** Lower case without accents, as a reader compares words. */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function ingredientNames(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/ingredients');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { ingredients: string[] }).ingredients;
}

test('a plural finds the recipe written in the singular', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const everything = await searchApi(request, account.token, '');
  // 'Maki de salmó i alvocat' in the demo data: 'alvocats' is no substring of its title.
  const singular = everything.filter(
    (c) => folded(c.title).includes('alvocat') && !folded(c.title).includes('alvocats'),
  );
  expect(singular.length, "a demo recipe titled with 'alvocat'").toBeGreaterThan(0);

  await page.goto('/search');
  await expect(cards(page).first()).toBeVisible();
  await searchBox(page).pressSequentially('alvocats');
  await expect(page).toHaveURL(/\/search\?q=alvocats$/);
  for (const recipe of singular) {
    await expect(cards(page).filter({ hasText: recipe.title })).toHaveCount(1);
  }
});

test("'sense ceba' in the drawer hides every recipe with onion", async ({
  signedInPage: page,
  account,
  request,
}) => {
  expect(await ingredientNames(request)).toContain('ceba');
  const onion = await searchApi(request, account.token, 'ingredient=ceba');
  expect(onion.length, 'demo recipes with onion').toBeGreaterThan(0);
  const without = await searchApi(request, account.token, 'without=ceba');
  expect(without.length).toBeGreaterThan(0);
  // The server's answer holds no onion recipe: the screen is then checked against it.
  const onionIds = new Set(onion.map((c) => c.id));
  expect(without.filter((c) => onionIds.has(c.id))).toEqual([]);

  await page.goto('/search');
  await expect(cards(page).first()).toBeVisible();
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Ingredients' }).click();
  const section = drawer.getByRole('region', { name: 'Ingredients' });
  await section.getByRole('searchbox', { name: 'Cerca ingredients' }).fill('ceba');
  await chip(section, 'ceba').click();
  // Chosen, it is wanted ('amb') until switched to 'sense'.
  const mode = section.getByRole('radiogroup', { name: 'ceba' });
  await expect(mode.getByRole('radio', { name: 'amb' })).toBeChecked();
  await mode.getByText('sense', { exact: true }).click();
  await expect(mode.getByRole('radio', { name: 'sense' })).toBeChecked();
  await expect(drawer.getByRole('group', { name: 'Filtres seleccionats' }).getByRole('button')).toHaveText([
    'sense ceba',
  ]);
  await drawer.getByRole('button', { name: 'Aplicar filtres' }).click();
  await expect(drawer).toBeHidden();

  await expect(page).toHaveURL(/\/search\?without=ceba$/);
  await expect(cards(page)).toHaveText(titles(without.slice(0, PAGE)));
  const shown = await cards(page).allTextContents();
  expect(shown.filter((t) => titles(onion).includes(t))).toEqual([]);
});

test('a recipe page shows its allergens as badges, estimated from the ingredients', async ({
  signedInPage: page,
  account,
  request,
}) => {
  // The demo data's milk is 'llet sencera' ('llet de coco' is no allergen).
  expect(await ingredientNames(request)).toContain('llet sencera');
  const withMilk = await searchApi(
    request,
    account.token,
    `ingredient=${encodeURIComponent('llet sencera')}`,
  );
  expect(withMilk.length, 'demo recipes with milk').toBeGreaterThan(0);
  const res = await request.get(`/api/recipes/${withMilk[0]!.id}`, { headers: bearer(account.token) });
  const detail = (await res.json()) as { title: string; allergens: string[] };
  expect(detail.allergens).toContain('milk');

  await page.goto(`/info/${withMilk[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Al·lèrgens' }).getByText('llet', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Estimat a partir dels ingredients')).toBeVisible();
});

test('Més ràpides orders by preparation plus cooking', async ({ signedInPage: page, account, request }) => {
  const quickest = (await searchApi(request, account.token, 'sort=quickest')).slice(0, PAGE);
  const totals = quickest.map((c) => c.prep_time + c.cook_time);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));

  await page.goto('/search');
  await expect(cards(page).first()).toBeVisible();
  const menu = page.getByRole('combobox', { name: 'Ordenar per' });
  await expect(menu).toHaveValue('recent');
  await menu.selectOption({ label: 'Més ràpides' });
  await expect(page).toHaveURL(/\/search\?sort=quickest$/);
  await expect(cards(page)).toHaveText(titles(quickest));
});

test('the applied filters are chips above the results, each removable, and all at once', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const all = 'free_of=milk&diet=vegetarian&max_time=60';
  const both = await searchApi(request, account.token, all);
  const lessOne = await searchApi(request, account.token, 'diet=vegetarian&max_time=60');
  const everything = await searchApi(request, account.token, '');

  await page.goto(`/search?${all}`);
  const applied = page.getByRole('group', { name: 'Filtres aplicats' });
  await expect(applied.getByRole('button')).toHaveText([
    'Fins a 60 min',
    'sense llet',
    'vegetarià',
    'Treure tots els filtres',
  ]);
  if (both.length > 0) {
    const n = new Intl.NumberFormat('ca').format(both.length);
    await expect(page.getByTestId('search-count')).toHaveText(
      both.length === 1 ? '1 recepta' : `${n} receptes`,
    );
    await expect(cards(page)).toHaveText(titles(both.slice(0, PAGE)));
  } else {
    await expect(page.getByText('No hi ha receptes disponibles.')).toBeVisible();
  }

  await applied.getByRole('button', { name: 'Treure el filtre sense llet' }).click();
  await expect(page).toHaveURL(/\/search\?max_time=60&diet=vegetarian$/);
  await expect(cards(page)).toHaveText(titles(lessOne.slice(0, PAGE)));

  await applied.getByRole('button', { name: 'Treure tots els filtres' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(applied).toHaveCount(0);
  await expect(cards(page)).toHaveText(titles(everything.slice(0, PAGE)));
});

test('cooking with what you have lists the cards with what each lacks', async ({
  signedInPage: page,
  account,
  request,
}) => {
  // As the demo data names them ('2 unitats ous', '700 g patates').
  const have = ['ous', 'patates'];
  const names = await ingredientNames(request);
  for (const name of have) expect(names).toContain(name);
  const res = await request.post('/api/recipes/with-what-i-have', {
    headers: bearer(account.token),
    data: { have },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { recipes } = (await res.json()) as { recipes: { title: string; missing: string[] }[] };
  expect(recipes.length).toBeGreaterThan(0);
  expect(
    recipes.some((r) => r.missing.length > 0),
    "a card with 'Et falta'",
  ).toBe(true);

  await page.goto('/search');
  await page.getByRole('link', { name: 'Cuina amb el que tens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuina amb el que tens' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Ingredients que tens' });
  for (const name of have) {
    await box.fill(name);
    await box.press('Enter');
  }
  // The suggestions stay open under the box after a tag, as a cook closes them before the button.
  await box.press('Escape');
  await page.getByRole('button', { name: 'Buscar receptes' }).click();
  await expect(page).toHaveURL(/\/cuina-amb-el-que-tens\?tinc=ous&tinc=patates$/);

  await expect(cards(page)).toHaveText(titles(recipes));
  const lines = recipes.map((r) => (r.missing.length ? `Et falta: ${r.missing.join(', ')}` : 'Ho tens tot'));
  const cardLinks = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  for (const [i, line] of lines.entries()) {
    await expect(cardLinks.nth(i).getByText(line, { exact: true })).toBeVisible();
  }
});
