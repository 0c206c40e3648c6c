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

for (const [label, viewport] of PHONE_AND_DESKTOP) {
  test(`on a ${label}: B follows A from A's profile by keyboard, A's bell rises at once and leads to B`, async ({
    page,
    browser,
    request,
    account: cook,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, cook.token);
    const authenticated = socketAuthenticated(page, cook.user.id);
    await page.goto('/');
    await authenticated;
    await expect(page.getByTestId('unread-count')).toHaveCount(0);

    const fan = await registerViaApi(request);
    const fanWindow = await otherWindow(browser, viewport, fan.token);
    try {
      const fanPage = fanWindow.page;
      await fanPage.goto(`/user/${cook.user.id}`);
      await waitForApp(fanPage);
      await expect(fanPage.getByRole('heading', { level: 2, name: cook.name })).toBeVisible();
      await expect(fanPage.getByText('0 seguidors')).toBeVisible();
      const follow = fanPage.getByRole('button', { name: `Seguir ${cook.name}` });
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      await follow.focus();
      await fanPage.keyboard.press('Enter');
      await expect(fanPage.getByText('1 seguidor', { exact: true })).toBeVisible();
      const unfollow = fanPage.getByRole('button', { name: `Deixar de seguir ${cook.name}` });
      await expect(unfollow).toHaveAttribute('aria-pressed', 'true');

      // The cook's page was not reloaded: the notice came over the socket.
      await expect(page.getByTestId('unread-count')).toHaveText('1', { timeout: 5000 });
      await page.getByRole('link', { name: /^Notificacions/ }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      const item = page.getByRole('listitem').filter({ hasText: `${fan.name} et segueix` });
      await expect(item.getByText('Nova')).toBeVisible();
      await item.getByRole('link', { name: `${fan.name} et segueix` }).click();
      await expect(page).toHaveURL(new RegExp(`/user/${fan.user.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: fan.name })).toBeVisible();
      await expect(page.getByText('0 seguidors · 1 seguit')).toBeVisible();

      // The server kept it; unfollowing puts the count back.
      await fanPage.reload();
      await waitForApp(fanPage);
      await expect(unfollow).toBeVisible();
      await unfollow.click();
      await expect(fanPage.getByText('0 seguidors')).toBeVisible();
      await expect(follow).toBeVisible();
    } finally {
      await fanWindow.close();
      await request.post('/api/logout', { headers: bearer(fan.token) });
    }
  });
}

test('notification settings on /perfil are saved as each switch changes', async ({
  signedInPage: page,
  request,
  account,
}) => {
  await page.goto('/perfil');
  const section = page.getByRole('region', { name: 'Notificacions' });
  const recipes = section.getByRole('switch', { name: 'Receptes noves de qui segueixo' });
  await expect(recipes).toBeChecked();
  await expect(recipes).toBeEnabled();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/notification-settings') && res.request().method() === 'PUT',
  );
  await recipes.focus();
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(recipes).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Receptes noves de qui segueixo' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Comentaris a les meves receptes' })).toBeChecked();
  const res = await request.get('/api/notification-settings', { headers: bearer(account.token) });
  expect(((await res.json()) as { settings: Record<string, boolean> }).settings).toMatchObject({
    followed_recipe: false,
    comment: true,
  });
});
