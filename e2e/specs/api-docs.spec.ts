import { expect, test } from '../fixtures.ts';

/**
 * The API's page (docs/decisions/0024-api-docs.md): Swagger UI renders every module's routes from
 * /api/openapi.json's twin under its own strict CSP, with no violation reported.
 */
test('the API docs page renders the document with no CSP violation', async ({ page }) => {
  // Swagger UI fetches and draws the whole document (about 500 KB, built as the server starts): over
  // 10 s on a loaded 2-core machine (the first test of the run, beside the server's warm-up).
  test.setTimeout(90_000);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy|Refused to|CSP violation/i.test(msg.text()))
      violations.push(msg.text());
  });
  const res = await page.goto('/api/docs');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.getByRole('heading', { name: /Receptari API/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.opblock-tag', { hasText: 'recipes' }).first()).toBeVisible();
  expect(await page.locator('.opblock').count()).toBeGreaterThan(100);
  expect(violations).toEqual([]);
});
