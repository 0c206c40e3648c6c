import { expect, registerViaApi, signIn, test } from '../fixtures.ts';

/**
 * The SPA's screens scroll as pages do (app/use-scroll-restoration.ts): a new screen starts at the
 * top, and Back returns to where the reader left the list.
 */
test('a recipe opens at its top, and Back returns to the same place in the list', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await registerViaApi(request);
  await signIn(page, account.token);
  await page.goto('/');
  const cards = page.locator('main a[href^="/info/"]').filter({ has: page.getByRole('heading') });
  await expect(cards.nth(5)).toBeVisible();
  const card = cards.nth(5);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const left = await page.evaluate(() => window.scrollY);

  await card.click();
  await expect(page).toHaveURL(/\/info\/\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(left));
});
