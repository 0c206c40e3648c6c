import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const messageBox = (page: Page) => page.getByRole('textbox', { name: /Missatge/ });

test('a user asks to become a chef: an empty message is refused, then the request is sent', async ({
  signedInPage: page,
}) => {
  await page.goto('/verificacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Demanar Verificació' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tornar al perfil' })).toHaveAttribute('href', '/perfil');

  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/send-verification')) sends.push(r.postData() ?? '');
  });

  // Only spaces: refused under the field, nothing sent.
  await messageBox(page).fill('   ');
  await page.getByRole('button', { name: 'Envia sol·licitud' }).click();
  await expect(page.getByText('El missatge és obligatori.')).toBeVisible();
  await expect(messageBox(page)).toHaveAttribute('aria-invalid', 'true');
  expect(sends).toHaveLength(0);

  // By keyboard: type, Tab to the button, Enter.
  await messageBox(page).fill('Cuino cada dia i vull compartir les meves receptes com a xef.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Envia sol·licitud' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Solicitud enviada correctamente.' }),
  ).toBeVisible();
  expect(sends).toHaveLength(1);
  await expect(messageBox(page)).toHaveValue('');

  // A second request rewrites the pending one: still the same confirmation.
  await messageBox(page).fill('He treballat deu anys en un restaurant.');
  await page.getByRole('button', { name: 'Envia sol·licitud' }).click();
  await expect(messageBox(page)).toHaveValue('');
  await expect(
    page.getByRole('status').filter({ hasText: 'Solicitud enviada correctamente.' }),
  ).toBeVisible();
  expect(sends).toHaveLength(2);

  await page.getByRole('link', { name: 'Tornar al perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
});

test('signed out, /verificacion asks to log in and comes back after it', async ({ page, account }) => {
  await page.goto('/verificacion');
  await expect(page.getByText("Per demanar la verificació de xef, has d'iniciar sessió")).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar Sessió' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fverificacion$/);
  await page.getByLabel("Nom d'usuari").fill(account.name);
  await page.getByLabel('Contrasenya').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sessió' }).click();
  await expect(page).toHaveURL(/\/verificacion$/);
  await expect(messageBox(page)).toBeVisible();
});
