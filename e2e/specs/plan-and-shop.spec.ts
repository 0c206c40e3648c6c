import type { Browser, Page } from '@playwright/test';
import { type Account, expect, registerViaApi, test, uniqueName } from '../fixtures.ts';
import { publishRecipeViaApi } from '../recipes.ts';

/**
 * Issue 30 in the browser (docs/product.md#plan-and-shop): two recipes that share ingredients make
 * one line each on the shopping list, a household member's open list shows a tick without a
 * reload, and a planned week goes onto the list and into a calendar feed.
 */

async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((token) => {
    localStorage.setItem('token', token);
    // The list's icons and styles under the real Content-Security-Policy: any refusal is kept.
    const refused: string[] = [];
    (window as unknown as { refused: string[] }).refused = refused;
    document.addEventListener('securitypolicyviolation', (e) =>
      refused.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  }, account.token);
  return context.newPage();
}

const refusedByPolicy = (page: Page) =>
  page.evaluate(() => (window as unknown as { refused: string[] }).refused);

/** The list's line for a food: its checkbox, named by the food, its amounts and its sources. */
const line = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name} `) });

test('two recipes with a shared ingredient make one line, and the household sees a tick at once', async ({
  browser,
  request,
}) => {
  // Two recipes published through the food check, two browsers: a journey, not a unit.
  test.setTimeout(120_000);
  const [cook, partner] = [await registerViaApi(request), await registerViaApi(request)];
  const coca = uniqueName('Coca');
  const pa = uniqueName('Pa');
  const cocaId = await publishRecipeViaApi(request, cook, coca, [
    { quantity: '500', unit: 'g', name: 'farina' },
    { quantity: '2', unit: 'unitats', name: 'ous' },
  ]);
  const paId = await publishRecipeViaApi(request, cook, pa, [
    { quantity: '1', unit: 'kg', name: 'Farina' },
    { quantity: '3', unit: '', name: 'ous' },
  ]);

  const page = await signedInPage(browser, cook);
  // The first at its own 4 servings, the second doubled on its page: 500 g + 2 kg, 2 + 6 eggs.
  await page.goto(`/info/${cocaId}`);
  await page.getByRole('button', { name: 'Afegir a la llista' }).click();
  await expect(page.getByText('Afegit a la llista de la compra (4 racions).')).toBeVisible();
  await page.goto(`/info/${paId}?racions=8`);
  await page.getByRole('button', { name: 'Afegir a la llista' }).click();
  await expect(page.getByText('Afegit a la llista de la compra (8 racions).')).toBeVisible();

  await page.goto('/llista');
  await expect(page.getByRole('heading', { name: 'Llista de la compra' })).toBeVisible();
  await expect(page.getByTestId('shopping-line')).toHaveCount(2);
  await expect(line(page, 'farina')).toHaveAccessibleName(`farina 2,5 kg De: ${coca}, ${pa}`);
  await expect(line(page, 'ous')).toHaveAccessibleName(`ous 8 unitats De: ${coca}, ${pa}`);
  await expect(page.getByText('0 de 2 comprats')).toBeVisible();
  expect(await refusedByPolicy(page)).toEqual([]);

  // The household: shared by name, the partner opens the same list.
  await page.getByLabel('Nom d’usuari').fill(partner.name);
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByText(partner.name, { exact: true })).toBeVisible();
  const partnerPage = await signedInPage(browser, partner);
  await partnerPage.goto('/llista');
  await expect(line(partnerPage, 'farina')).not.toBeChecked();

  // A tick on one screen appears on the other, no reload. The figure is printed, not asserted.
  const seen = partnerPage.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const box = () =>
          Array.from(document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).find((input) =>
            input.closest('label')?.textContent?.startsWith('farina'),
          );
        const observer = new MutationObserver(() => {
          if (box()?.checked) {
            observer.disconnect();
            resolve(Date.now());
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
  );
  const tickedAt = Date.now();
  // A click, then the tick awaited: the line is ticked once the list's cache changes, a moment
  // after the click (it first cancels a reading of the list in flight), which check() does not wait for.
  await line(page, 'farina').click();
  await expect(line(page, 'farina')).toBeChecked();
  await expect(line(partnerPage, 'farina')).toBeChecked();
  console.log(`shopping list: a tick to the household member's screen: ${(await seen) - tickedAt} ms`);
  await expect(partnerPage.getByText('1 de 2 comprats')).toBeVisible();

  // Taking one recipe off leaves exactly the other's share.
  await page.getByRole('button', { name: 'Treure la recepta de la llista' }).first().click();
  await expect(page.getByTestId('shopping-line')).toHaveCount(2);
  await expect(line(partnerPage, 'ous')).toHaveAccessibleName(
    new RegExp(`^ous (6|2) unitats De: (${coca}|${pa})$`),
  );

  for (const p of [page, partnerPage]) await p.context().close();
});

test('a planned week goes onto the list, and into a calendar feed', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const cook = await registerViaApi(request);
  const title = uniqueName('Escudella');
  await publishRecipeViaApi(request, cook, title, [{ quantity: '300', unit: 'g', name: 'cigrons' }]);

  const page = await signedInPage(browser, cook);
  await page.goto('/planificador');
  await expect(page.getByRole('heading', { name: 'Planificador' })).toBeVisible();
  // Monday's lunch: the first cell of the week.
  await page
    .getByRole('button', { name: /^Afegir una recepta al dinar de / })
    .first()
    .click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Racions').fill('6');
  await picker.getByLabel('Cerca una recepta').fill(title);
  await picker.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Afegir la setmana a la llista' }).click();
  await expect(page.getByText('Receptes de la setmana afegides a la llista de la compra: 1.')).toBeVisible();
  await page.getByRole('button', { name: 'Veure la llista' }).click();
  await page.waitForURL('**/llista');
  // 300 g for 4 servings, cooked for 6.
  await expect(line(page, 'cigrons')).toHaveAccessibleName(`cigrons 450 g De: ${title}`);

  // The calendar: an address that needs no login, and a new one revokes it.
  await page.goto('/planificador');
  await page.getByRole('button', { name: 'Crear l’enllaç' }).click();
  const address = page.getByLabel('Adreça del calendari');
  await expect(address).toHaveValue(/\/api\/meal-plan\/calendar\/.+\.ics$/);
  const url = await address.inputValue();
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain(`Dinar: ${title}`);
  await page.getByRole('button', { name: 'Canviar l’enllaç' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Canviar l’enllaç' }).click();
  await expect(address).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
  await page.context().close();
});
