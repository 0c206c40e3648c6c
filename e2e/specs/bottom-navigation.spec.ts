import { bottomNav, expect, test } from '../fixtures.ts';

const links = [
  { name: 'Inici', path: '/' },
  { name: 'Cercar', path: '/search' },
  { name: 'Afegir recepta', path: '/agregar' },
  { name: 'Lives', path: '/live' },
  { name: 'Perfil', path: '/perfil' },
];

test('the bottom navigation is on / with its five labelled links', async ({ page }) => {
  await page.goto('/');
  const nav = bottomNav(page);
  await expect(nav).toHaveCount(1);
  await expect(nav.getByRole('link')).toHaveCount(links.length);
  for (const { name, path } of links) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await nav.getByRole('link', { name: 'Cercar', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(bottomNav(page)).toHaveCount(1);
});

for (const path of ['/login', '/register']) {
  test(`the bottom navigation is absent on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByLabel('Contrasenya')).toBeVisible();
    await expect(bottomNav(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Afegir recepta', exact: true })).toHaveCount(0);
  });
}
