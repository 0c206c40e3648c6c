import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { searchBox } from '../search.ts';

// Keyboard journeys (issue 35, item 3; docs/product.md#accessibility): every control on the way
// reached with Tab, used with Enter or Space, its focus visible, and the focus kept where the user
// was after a like, a save or a dialog.

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails past `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** How the focused element shows its focus: its outline, and its border colour. */
const focusStyle = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth), border: style.borderColor };
  });

/** A button or a link with the focus draws an outline round it. */
async function expectFocusRing(page: Page) {
  const style = await focusStyle(page);
  expect(style.outline).not.toBe('none');
  expect(style.width).toBeGreaterThan(0);
}

/**
 * A text field shows its focus by its border, which changes colour (Mantine draws no outline there).
 * The resting colour is polled for: a field may keep its focused look for a render after the blur
 * (a select closing its list), which a loaded machine once caught in between.
 */
async function expectFieldFocusShown(page: Page, field: Locator) {
  const focused = (await focusStyle(page)).border;
  await field.evaluate((el) => (el as HTMLElement).blur());
  await expect.poll(() => field.evaluate((el) => getComputedStyle(el).borderColor)).not.toBe(focused);
  await field.focus();
}

/** The name of the focused element, as a screen reader would read it first. */
const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

test('landing page: the skip link first, then a card opened with Enter', async ({ signedInPage: page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Anar a la navegació' })).toBeFocused();
  await expectFocusRing(page);

  const card = page.getByRole('main').locator('a[href^="/info/"]').first();
  await tabTo(page, card);
  await expectFocusRing(page);
  const href = await card.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('search: typed into, the filters opened with Enter and closed with Escape, focus back on their button', async ({
  signedInPage: page,
}) => {
  await page.goto('/search');
  const box = searchBox(page);
  await tabTo(page, box);
  await expectFieldFocusShown(page, box);
  await page.keyboard.type('arròs');
  await expect(page).toHaveURL(/arr%C3%B2s|arròs/);

  const filters = page.getByRole('button', { name: /^Filtres/ });
  await tabTo(page, filters);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Filtres de receptes' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filters).toBeFocused();
});

test('recipe page: like and save keep the focus on their button; the folder dialog starts on its field and gives the focus back', async ({
  signedInPage: page,
  request,
}) => {
  const { recipes } = (await (await request.get('/api/recipes?sort=recent&limit=20')).json()) as {
    recipes: { id: number }[];
  };
  await page.goto(`/info/${recipes[8]!.id}`);

  const like = page.getByRole('button', { name: 'M’agrada', exact: true });
  await tabTo(page, like);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const unlike = page.getByRole('button', { name: 'Ja no m’agrada' });
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');
  await expect(unlike).toBeFocused();
  await expect(unlike).not.toHaveAttribute('aria-busy');
  await expect(unlike).toBeFocused();

  const save = page.getByRole('button', { name: 'Desar a les guardades' });
  await tabTo(page, save, { back: true });
  await page.keyboard.press('Space');
  const unsave = page.getByRole('button', { name: 'Treure de les guardades' });
  await expect(unsave).toHaveAttribute('aria-pressed', 'true');
  await expect(unsave).not.toHaveAttribute('aria-busy');
  await expect(unsave).toBeFocused();

  const toFolder = page.getByRole('button', { name: 'Desar en una carpeta' });
  await tabTo(page, toFolder, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'On vols desar la recepta?' });
  // A new account has no folder: the first stop is the new folder's name, not 'Tancar'.
  await expect(dialog.getByRole('textbox', { name: 'Nova carpeta' })).toBeFocused();
  expect(await focusedName(page)).not.toBe('Tancar');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toFolder).toBeFocused();
});

test("dialogs start on their first field or choice and give the focus back: 'Planificar', 'Ho he fet!', the planner's 'Moure'", async ({
  signedInPage: page,
  request,
}) => {
  const { recipes } = (await (await request.get('/api/recipes?sort=recent&limit=20')).json()) as {
    recipes: { id: number }[];
  };
  await page.goto(`/info/${recipes[9]!.id}`);

  /** Opens a dialog with Enter from its button; answers the dialog once it has taken the focus. */
  const open = async (button: ReturnType<Page['getByRole']>, dialogName: string | RegExp) => {
    await tabTo(page, button, { max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await focusedName(page)).not.toBe('Tancar');
    return dialog;
  };

  const plan = page.getByRole('button', { name: 'Planificar', exact: true });
  let dialog = await open(plan, 'Planificar');
  await expect(dialog.getByRole('combobox', { name: 'Dia' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(plan).toBeFocused();

  const cooked = page.getByRole('button', { name: 'Ho he fet!', exact: true });
  dialog = await open(cooked, 'Ho he fet!');
  await expect(dialog.getByRole('button', { name: 'Tria una foto' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cooked).toBeFocused();

  // Planned with the keyboard (today's lunch), then moved on the planner.
  dialog = await open(plan, 'Planificar');
  await tabTo(page, dialog.getByRole('button', { name: 'Planificar' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.goto('/planificador');
  const move = page.getByRole('button', { name: /^Moure/ }).first();
  dialog = await open(move, /^Moure/);
  await expect(dialog.getByRole('combobox', { name: 'Dia' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(move).toBeFocused();
});

test('create a recipe: fields reached with Tab, a select opened and chosen with the keyboard', async ({
  signedInPage: page,
}) => {
  await page.goto('/agregar');
  const category = page.getByRole('combobox', { name: 'Categoria', exact: true });
  await tabTo(page, category);
  await expectFieldFocusShown(page, category);
  await page.keyboard.press('ArrowDown');
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(category).not.toHaveValue('');

  const title = page.getByRole('textbox', { name: 'Títol' });
  await tabTo(page, title);
  await expectFieldFocusShown(page, title);
  await page.keyboard.type('Coca de recapte');
  await expect(title).toHaveValue('Coca de recapte');

  const create = page.getByRole('button', { name: 'Crear Recepta' });
  await tabTo(page, create, { max: 120 });
  await expectFocusRing(page);
});

test('profile on a phone: the library’s tabs moved with the arrow keys, each brought into sight', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/perfil');
  const first = page.getByRole('tab', { name: 'Les meves receptes' });
  await tabTo(page, first);
  await expectFocusRing(page);
  // As Mantine's tabs do: the arrows choose the next tab; past the phone's edge, it scrolls in.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const folders = page.getByRole('tab', { name: 'Carpetes' });
  await expect(folders).toBeFocused();
  await expect(folders).toHaveAttribute('aria-selected', 'true');
  await expect(folders).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('tablist', { name: 'La meva biblioteca' })).toHaveAttribute(
    'data-more-start',
    '',
  );
});
