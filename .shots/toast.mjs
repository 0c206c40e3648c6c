import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:3100';
const out = process.env.OUT ?? '/work/scratch';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  const page = await browser.newPage({ viewport, locale: 'ca-ES' });
  await page.goto(`${base}/login`);
  await page.getByLabel(/Nom d/i).first().fill('usuari').catch(async () => page.locator('input').first().fill('usuari'));
  await page.locator('input[type=password]').fill('usuari12345');
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`${base}/info/3`);
  await page.locator('button[aria-label*="agrada"]').first().click();
  await page.locator('.mantine-Notification-root').first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/toast-${name}.png` });
  await page.close();
}
await browser.close();
