import {
  bearer,
  expect,
  otherWindow,
  registerViaApi,
  signIn,
  test,
  waitForApp,
  PHONE_AND_DESKTOP,
  socketAuthenticated,
} from '../fixtures.ts';
import { foodPhoto, MEDIA_CHECK, MEDIA_SPEC_TIMEOUT } from '../media.ts';
import { publishRecipeViaApi } from '../recipes.ts';

for (const [label, viewport] of PHONE_AND_DESKTOP) {
  test(`on a ${label}: B says 'Ho he fet!' with a photo on A's recipe; A's bell rises and the grid shows it`, async ({
    page,
    browser,
    request,
    account: author,
  }) => {
    // Two people's pages, an upload with its food check, and five screens: twice a media spec's time.
    test.setTimeout(2 * MEDIA_SPEC_TIMEOUT);
    await page.setViewportSize(viewport);
    const title = `Coca de recapte ${label}`;
    const recipeId = await publishRecipeViaApi(request, author, title);
    await signIn(page, author.token);
    const authenticated = socketAuthenticated(page, author.user.id);
    await page.goto('/');
    await authenticated;
    await expect(page.getByTestId('unread-count')).toHaveCount(0);

    const cook = await registerViaApi(request);
    const cookWindow = await otherWindow(browser, viewport, cook.token);
    try {
      const cookPage = cookWindow.page;
      await cookPage.goto(`/info/${recipeId}`);
      await waitForApp(cookPage);
      const section = cookPage.getByRole('region', { name: 'Ho he fet!' });
      await expect(section.getByText('Encara ningú no ha dit que l’ha fet.')).toBeVisible();

      // By keyboard: the button opens the dialog; the photo is chosen with the system's picker.
      await section.getByRole('button', { name: 'Ho he fet!' }).focus();
      await cookPage.keyboard.press('Enter');
      const dialog = cookPage.getByRole('dialog', { name: 'Ho he fet!' });
      await expect(dialog).toBeVisible();
      const publish = dialog.getByRole('button', { name: 'Publicar' });
      await expect(publish).toBeDisabled();
      const chooser = cookPage.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Tria una foto' }).click();
      await (await chooser).setFiles(foodPhoto());
      await expect(dialog.getByRole('img', { name: 'Vista prèvia de la foto' })).toBeVisible(MEDIA_CHECK);
      await dialog.getByRole('textbox', { name: 'Nota (opcional)' }).fill('Amb pebrot del meu hort!');
      await publish.click();
      await expect(cookPage.getByText('Gràcies! La teva foto ja és a la recepta.')).toBeVisible();
      await expect(dialog).toBeHidden();

      // The grid shows it at once: the count, the cook's name and note.
      await expect(section.getByRole('heading', { name: 'Ho he fet! (1)' })).toBeVisible();
      const grid = section.getByRole('list', { name: 'Fotos de qui ha fet la recepta' });
      const card = grid.getByRole('listitem').first();
      await expect(card.getByRole('link', { name: cook.name })).toBeVisible();
      await expect(card.getByText('Amb pebrot del meu hort!')).toBeVisible();
      await expect(card.getByRole('img', { name: `El plat de ${cook.name}: ${title}` })).toBeVisible();

      // The author's page was not reloaded: the notice came over the socket.
      await expect(page.getByTestId('unread-count')).toHaveText('1', { timeout: 5000 });
      await page.getByRole('link', { name: /^Notificacions/ }).click();
      const notice = `${cook.name} ha fet la teva recepta`;
      const item = page.getByRole('listitem').filter({ hasText: notice });
      await expect(item.getByText('Nova')).toBeVisible();
      await item.getByRole('link', { name: notice }).click();
      await expect(page).toHaveURL(new RegExp(`/info/${recipeId}$`));
      const authorSection = page.getByRole('region', { name: 'Ho he fet! (1)' });
      await expect(authorSection.getByText('Amb pebrot del meu hort!')).toBeVisible();
      // The author may not say it of their own recipe, nor delete the cook's photo.
      await expect(authorSection.getByRole('button', { name: 'Ho he fet!' })).toHaveCount(0);
      await expect(authorSection.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);

      // On the cook's profile, the 'Ho he fet' section names the recipe.
      await cookPage.goto(`/user/${cook.user.id}?seccio=ho-he-fet`);
      await waitForApp(cookPage);
      const mine = cookPage.getByRole('list', { name: 'Plats que ha fet' });
      await expect(mine.getByRole('link', { name: title })).toBeVisible();
    } finally {
      await cookWindow.close();
      await request.post('/api/logout', { headers: bearer(cook.token) });
    }
  });
}
