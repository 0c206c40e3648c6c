import { bearer, expect, registerViaApi, signIn, test, socketAuthenticated } from '../fixtures.ts';
import { MEDIA_SPEC_TIMEOUT } from '../media.ts';
import { publishRecipeViaApi } from '../recipes.ts';

test('a comment on my recipe raises the bell at once; the notification leads to the recipe and is then read', async ({
  page,
  request,
  account: author,
}) => {
  // Creating the recipe waits for the server's food check of its photo.
  test.setTimeout(MEDIA_SPEC_TIMEOUT);
  const title = `Coca de recapte de ${author.name}`;
  const recipe = { id: await publishRecipeViaApi(request, author, title), title };
  await signIn(page, author.token);

  const authenticated = socketAuthenticated(page, author.user.id);
  await page.goto('/');
  await authenticated;
  const bell = page.getByRole('link', { name: /^Notificacions/ });
  await expect(bell).toHaveAccessibleName('Notificacions');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  // Another user comments through the API; the author's page is not reloaded (the mark stays).
  await page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
  const other = await registerViaApi(request);
  const res = await request.post(`/api/recipes/${recipe.id}/comment`, {
    headers: bearer(other.token),
    data: { comment: 'Quina coca més bona!' },
  });
  expect(res.status()).toBe(201);
  await expect(page.getByTestId('unread-count')).toHaveText('1', { timeout: 2000 });
  await expect(bell).toHaveAccessibleName('Notificacions, 1 sense llegir');
  expect(await page.evaluate(() => 'e2eNotReloaded' in window)).toBe(true);

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByText('1 notificació sense llegir')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: other.name });
  await expect(item).toContainText(recipe.title);
  await expect(item.getByText('Nova')).toBeVisible();

  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/info/${recipe.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(item.getByText('Llegida')).toBeVisible();
  await expect(item.getByText('Nova')).toHaveCount(0);
  await expect(page.getByText('Totes llegides')).toBeVisible();

  // The server has it read too: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: other.name }).getByText('Llegida')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Notificacions/ })).toHaveAccessibleName('Notificacions');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  await request.post('/api/logout', { headers: bearer(other.token) });
});
