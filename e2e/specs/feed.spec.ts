import {
  bearer,
  expect,
  registerViaApi,
  signIn,
  test,
  uniqueName,
  waitForApp,
  PHONE_AND_DESKTOP,
} from '../fixtures.ts';
import { publishRecipeViaApi } from '../recipes.ts';

for (const [label, viewport] of PHONE_AND_DESKTOP) {
  test(`on a ${label}: B follows A, A publishes, and B's /seguint shows it; empty before, with cooks to follow`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const [cook, reader] = [await registerViaApi(request), await registerViaApi(request)];
    try {
      await signIn(page, reader.token);
      await page.goto('/');
      await waitForApp(page);
      await page.getByRole('link', { name: 'El que publiquen els cuiners que segueixes' }).click();
      await expect(page).toHaveURL(/\/seguint$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Seguint' })).toBeVisible();
      await expect(page.getByText('Encara no hi ha res aquí')).toBeVisible();
      // The demo catalogue's cooks are suggested, each with a follow button of its own.
      await expect(page.getByRole('heading', { name: 'Cuiners populars' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Seguir / }).first()).toBeVisible();

      // B follows A from A's profile; A then publishes.
      await page.goto(`/user/${cook.user.id}`);
      await page.getByRole('button', { name: `Seguir ${cook.name}` }).click();
      await expect(page.getByRole('button', { name: `Deixar de seguir ${cook.name}` })).toBeVisible();
      const title = uniqueName('Coca de recapte');
      const recipeId = await publishRecipeViaApi(request, cook, title);

      await page.goto('/perfil');
      await page.getByRole('link', { name: 'Seguint' }).click();
      await expect(page).toHaveURL(/\/seguint$/);
      const item = page.getByRole('listitem').filter({ hasText: `${cook.name} ha publicat una recepta` });
      await expect(item).toBeVisible();
      await expect(item.getByText(title)).toBeVisible();
      await item.getByRole('link', { name: new RegExp(title) }).click();
      await expect(page).toHaveURL(new RegExp(`/info/${recipeId}$`));

      // The profile's counts lead to the lists.
      await page.goto(`/user/${cook.user.id}`);
      await page.getByRole('link', { name: '1 seguidor' }).click();
      await expect(page).toHaveURL(new RegExp(`/user/${cook.user.id}/seguidors$`));
      await expect(page.getByRole('heading', { level: 1, name: `Seguidors de ${cook.name}` })).toBeVisible();
      await expect(page.getByRole('link', { name: reader.name })).toBeVisible();
    } finally {
      for (const who of [cook, reader]) await request.post('/api/logout', { headers: bearer(who.token) });
    }
  });
}
