import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * Where the popups sit (docs/product.md#popups): on a phone above the bottom navigation, clear of
 * the header and the screen's title, and at the top while a modal is open; on a desktop at the top.
 * A save is the popup's cause: it changes no list another spec reads.
 */
async function recipeId(request: APIRequestContext) {
  const res = await request.get('/api/recipes?sort=recent&limit=20');
  const { recipes } = (await res.json()) as { recipes: { id: number }[] };
  return recipes[5]!.id;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const popup = (page: Page) => page.locator('.mantine-Notification-root').filter({ hasText: 'desada' });

test('on a phone: above the navigation, below the title; at the top while a modal is open', async ({
  signedInPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/info/${await recipeId(request)}`);
  const title = page.getByRole('heading', { level: 1 });
  await page.getByRole('button', { name: 'Desar a les guardades' }).click();
  await expect(popup(page)).toBeVisible();
  const nav = await box(page.getByRole('navigation', { name: 'Navegació principal' }));
  const shown = await box(popup(page));
  expect(shown.y + shown.height).toBeLessThanOrEqual(nav.y);
  expect(shown.y).toBeGreaterThan((await box(title)).y + (await box(title)).height);

  // A modal's buttons are at its bottom: with one open, the popup goes to the top.
  await page.getByRole('button', { name: 'Desar en una carpeta' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(async () => (await box(popup(page))).y).toBeLessThan(100);
});

test('on a desktop: at the top centre', async ({ signedInPage: page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/info/${await recipeId(request)}`);
  await page.getByRole('button', { name: 'Desar a les guardades' }).click();
  await expect(popup(page)).toBeVisible();
  const shown = await box(popup(page));
  expect(shown.y).toBeLessThan(100);
  expect(Math.abs(shown.x + shown.width / 2 - 640)).toBeLessThan(2);
});
