import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, demoAccounts, expect, signIn, test } from '../fixtures.ts';

type Live = { id: number; title: string; chef: { id: number; name: string } };

const chef = demoAccounts.find((a) => a.name === 'xef_marta')!;
const usuari = demoAccounts.find((a) => a.name === 'usuari')!;

/** Signs the browser in as a demo account with a token of this test's own; answers it. */
async function signInAs(page: Page, request: APIRequestContext, account: { name: string; password: string }) {
  const login = await request.post('/api/login', {
    data: { name: account.name, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await signIn(page, token);
  return token;
}

async function lives(request: APIRequestContext): Promise<Live[]> {
  const res = await request.get('/api/lives');
  expect(res.status()).toBe(200);
  return (await res.json()) as Live[];
}

/** A day `days` ahead on Madrid's clock, as the date input takes it (YYYY-MM-DD). */
const madridDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('a visitor sees the demo lives, searches them, and gets a one-hour calendar event', async ({ page }) => {
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Lives' })).toBeVisible();
  const arros = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Arròs negre' }) });
  await expect(arros).toBeVisible();
  await expect(arros.getByText('xef_marta')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'xef_kenji' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Programar un live' })).toHaveCount(0);

  const arrosLive = (await lives(page.request)).find((l) => l.title === 'Arròs negre')!;
  await expect(arros.getByRole('link', { name: 'Uneix-te!' })).toHaveAttribute(
    'href',
    `/chat/${arrosLive.id}`,
  );

  const search = page.getByRole('searchbox', { name: 'Cercar lives' });
  await search.fill('KENJI');
  await expect(page.getByRole('article').filter({ hasText: 'xef_marta' })).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: 'xef_kenji' }).first()).toBeVisible();
  await search.fill('arros');
  await expect(arros).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill('cap live amb aquest nom');
  await expect(page.getByText('Cap live coincideix amb la cerca.')).toBeVisible();
  await search.fill('');

  await arros.getByRole('button', { name: "Recorda'm" }).click();
  const google = page.getByRole('menuitem', { name: 'Afegir a Google Calendar' });
  const dates = new URL((await google.getAttribute('href'))!).searchParams.get('dates')!;
  const [start, end] = dates.split('/');
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Descarregar l’esdeveniment (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`live-${arrosLive.id}.ics`);
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toContain(`DTSTART:${start}\r\n`);
  expect(ics).toContain(`DTEND:${end}\r\n`);
  const instant = (stamp: string) =>
    Date.parse(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  expect(instant(end!) - instant(start!)).toBe(60 * 60 * 1000);
});

test('xef_marta schedules a live for one of her recipes, sees it, changes it and deletes it', async ({
  page,
  request,
}) => {
  const token = await signInAs(page, request, chef);
  const dia = madridDay(10);
  try {
    await page.goto('/live');
    await page.getByRole('button', { name: 'Programar un live' }).click();
    const dialog = page.getByRole('dialog', { name: 'Programar un live' });
    await dialog.getByRole('combobox', { name: 'Recepta' }).click();
    await page.getByRole('option', { name: 'Suquet de peix' }).click();
    await dialog.getByLabel('Dia').fill(dia);
    await dialog.getByLabel('Hora').fill('21:15');
    await dialog.getByRole('button', { name: 'Desar' }).click();
    await expect(page.getByText('Live programat correctament.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Suquet de peix' }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('21:15')).toBeVisible();

    await card.getByRole('button', { name: 'Modificar el live Suquet de peix' }).click();
    const edit = page.getByRole('dialog', { name: 'Modificar el live' });
    await expect(edit.getByLabel('Dia')).toHaveValue(dia);
    await edit.getByLabel('Dia').fill(madridDay(-1));
    await edit.getByRole('button', { name: 'Desar' }).click();
    await expect(edit.getByText("La data i l'hora del live han de ser futures.")).toBeVisible();
    await expect(edit.getByLabel('Hora')).toHaveValue('21:15');
    await edit.getByLabel('Dia').fill(dia);
    await edit.getByLabel('Hora').fill('21:45');
    await edit.getByRole('button', { name: 'Desar' }).click();
    await expect(page.getByText('Live modificat correctament.')).toBeVisible();
    await expect(card.getByText('21:45')).toBeVisible();

    // Her own /perfil lists it too.
    await page.goto('/perfil?tab=lives');
    const own = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Suquet de peix' }) });
    await expect(own.getByText('21:45')).toBeVisible();
    await expect(own.getByRole('link', { name: 'Veure Live' })).toBeVisible();

    await page.goto('/live');
    await card.getByRole('button', { name: 'Esborrar el live Suquet de peix' }).click();
    const confirm = page.getByRole('dialog', { name: 'Esborrar el live?' });
    await confirm.getByRole('button', { name: 'Esborrar' }).click();
    await expect(page.getByText('Live eliminat correctament.')).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    const mine = await request.get('/api/mis-lives', { headers: bearer(token) });
    for (const live of (await mine.json()) as Live[])
      if (live.title === 'Suquet de peix')
        await request.delete(`/api/lives/${live.id}`, { headers: bearer(token) });
    await request.post('/api/logout', { headers: bearer(token) });
  }
});

test('a user sees the lives without any chef control', async ({ page, request }) => {
  const token = await signInAs(page, request, usuari);
  try {
    // The controls would follow the signed-in user: wait until the app has read who that is.
    const me = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/user');
    await page.goto('/live');
    expect((await me).status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Uneix-te!' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Programar un live' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Modificar|Esborrar) el live/ })).toHaveCount(0);
  } finally {
    await request.post('/api/logout', { headers: bearer(token) });
  }
});

test("a chef's profile lists her lives with 'Veure Live'", async ({ page, request }) => {
  const arros = (await lives(request)).find((l) => l.title === 'Arròs negre')!;
  await page.goto(`/user/${arros.chef.id}?seccio=lives`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Arròs negre' }) });
  await expect(card.getByRole('link', { name: 'Veure Live' })).toHaveAttribute('href', `/chat/${arros.id}`);
});
