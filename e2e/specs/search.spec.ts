import type { APIRequestContext } from '@playwright/test';
import { bearer, expect, test } from '../fixtures.ts';
import { cards, chip, escape, openDrawer, searchApi, searchBox, titles } from '../search.ts';

type Difficulty = 'facil' | 'regular' | 'dificil';

const LABELS: Record<Difficulty, string> = { facil: 'Fàcil', regular: 'Regular', dificil: 'Difícil' };
/**
 * The difficulty rule (docs/product.md#difficulty), written out here so the test does not trust the
 * server's own reading of it.
 */
const difficultyOf = (steps: number): Difficulty =>
  steps <= 5 ? 'facil' : steps <= 10 ? 'regular' : 'dificil';

/** The step count of a recipe, read from its detail (not from the card the search answers). */
async function stepsOf(request: APIRequestContext, token: string, id: number): Promise<number> {
  const res = await request.get(`/api/recipes/${id}`, { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { steps: string[] }).steps.length;
}

/**
 * A category and a difficulty of the demo data that select some but not all of the category's
 * recipes, and the cards they select: found through the API, so the test follows the seed.
 */
async function pickCombination(request: APIRequestContext, token: string) {
  const res = await request.get('/api/categories');
  const { categories } = (await res.json()) as { categories: { id: number; name: string }[] };
  for (const category of categories) {
    const all = await searchApi(request, token, `category=${category.id}`);
    const levels = await Promise.all(all.map(async (r) => difficultyOf(await stepsOf(request, token, r.id))));
    for (const difficulty of ['facil', 'regular', 'dificil'] as const) {
      const expected = all.filter((_, i) => levels[i] === difficulty);
      if (expected.length > 0 && expected.length < all.length) return { category, difficulty, expected };
    }
  }
  throw new Error('the demo data has no category with recipes of two difficulties');
}

test('typing a query shows the matching cards, and an empty box the full list again', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const everything = await searchApi(request, account.token, '');
  const matching = await searchApi(request, account.token, 'q=arròs');
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length, 'one page of results').toBeLessThanOrEqual(20);

  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Cercar Receptes', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveText(titles(everything.slice(0, 20)));
  await searchBox(page).pressSequentially('arròs');
  await expect(cards(page)).toHaveText(titles(matching));
  await expect(page).toHaveURL(/\/search\?q=arr%C3%B2s$/);

  await searchBox(page).clear();
  await expect(cards(page)).toHaveText(titles(everything.slice(0, 20)));
  await expect(page).toHaveURL(/\/search$/);
});

test('category + difficulty select exactly the right recipes, and the URL reproduces them', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const { category, difficulty, expected } = await pickCombination(request, account.token);
  // The server's own difficulty filter agrees with the step counts of the details.
  const served = await searchApi(request, account.token, `category=${category.id}&difficulty=${difficulty}`);
  expect(served.map((r) => r.id)).toEqual(expected.map((r) => r.id));

  await page.goto('/search');
  await expect(cards(page).first()).toBeVisible();
  const drawer = await openDrawer(page);
  const apply = drawer.getByRole('button', { name: 'Aplicar filtres' });
  await expect(apply).toBeDisabled();
  await drawer.getByRole('button', { name: 'Categoria' }).click();
  await chip(drawer, category.name).click();
  await drawer.getByRole('button', { name: 'Dificultat' }).click();
  await chip(drawer, LABELS[difficulty]).click();
  const selected = drawer.getByRole('group', { name: 'Filtres seleccionats' }).getByRole('button');
  await expect(selected).toHaveText([category.name, LABELS[difficulty]]);
  await apply.click();
  await expect(drawer).toBeHidden();

  await expect(cards(page)).toHaveText(titles(expected));
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.id}&difficulty=${difficulty}$`));

  // The shared URL, in a new page: the same cards.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(cards(shared)).toHaveText(titles(expected));
  await shared.close();

  // Back: the search before the filters.
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page)).not.toHaveText(titles(expected));
});

test('ingredient chips: 10 first, 5 more per click, 10 again after typing', async ({
  signedInPage: page,
  request,
}) => {
  const res = await request.get('/api/ingredients');
  const { ingredients } = (await res.json()) as { ingredients: string[] };
  expect(ingredients.length).toBeGreaterThan(20);
  const matching = (term: string) => ingredients.filter((n) => n.toLowerCase().includes(term.toLowerCase()));

  await page.goto('/search');
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Ingredients' }).click();
  const section = drawer.getByRole('region', { name: 'Ingredients' });
  const shown = section.locator('label');
  const more = section.getByRole('button', { name: 'Mostrar més ingredients' });
  await expect(shown).toHaveText(ingredients.slice(0, 10));
  await more.click();
  await expect(shown).toHaveText(ingredients.slice(0, 15));
  await more.click();
  await expect(shown).toHaveText(ingredients.slice(0, 20));

  // Typing filters case-insensitively and starts again at 10.
  const term = 'A';
  expect(matching(term).length).toBeGreaterThan(15);
  const box = section.getByRole('searchbox', { name: 'Cerca ingredients' });
  await box.fill(term);
  await expect(shown).toHaveText(matching(term).slice(0, 10));
  await more.click();
  await expect(shown).toHaveText(matching(term).slice(0, 15));
  await box.press('End');
  await box.pressSequentially('l');
  await expect(shown).toHaveText(matching('Al').slice(0, 10));
});

test('signed out: the login modal, then back to the same search after logging in', async ({
  page,
  account,
}) => {
  const path = `/search?q=${encodeURIComponent('arròs')}&difficulty=regular`;
  await page.goto(path);
  const modal = page.getByRole('dialog', { name: "Per veure i buscar receptes, has d'iniciar sessió" });
  await expect(modal).toBeVisible();
  await modal.getByRole('link', { name: 'Iniciar Sessió' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);

  await page.getByLabel("Nom d'usuari").fill(account.name);
  await page.getByLabel('Contrasenya').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sessió' }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(path)}$`));
  await expect(searchBox(page)).toHaveValue('arròs');
  await expect(cards(page).first()).toBeVisible();
});

test('more cards load at the end of the list, and with the Carregar més button', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const everything = await searchApi(request, account.token, '');
  expect(everything.length, 'more than two pages of demo recipes').toBeGreaterThan(40);

  await page.goto('/search');
  await expect(cards(page)).toHaveCount(20);
  // The keyboard way: the button loads the next page.
  await page.getByRole('button', { name: 'Carregar més' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page).nth(39)).toBeVisible();
  // Scrolling to the end loads the rest by itself, a page at each end reached. Other specs of this
  // project publish recipes meanwhile (cooksnaps, feed), so the list may have grown past three pages
  // and past `everything`: every recipe of the start must be there, in order, once.
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Carregar més' })).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const shown = await cards(page).allTextContents();
  expect(new Set(shown).size, 'no card twice').toBe(shown.length);
  expect(shown.filter((title) => titles(everything).includes(title))).toEqual(titles(everything));
});
