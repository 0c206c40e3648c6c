import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, demoAccounts, expect, signIn, test, uniqueName } from '../fixtures.ts';
import { MEDIA_SPEC_TIMEOUT } from '../media.ts';
import { pendingRecipeViaApi, publishRecipeViaApi } from '../recipes.ts';

const admin = demoAccounts.find((a) => a.role === 'admin')!;

/** Signs the browser in as the demo admin with a token of this test's own; answers it. */
async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { name: admin.name, password: admin.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await signIn(page, token);
  return token;
}

const logoutToken = (request: APIRequestContext, token: string) =>
  request.post('/api/logout', { headers: bearer(token) }).catch(() => undefined);

/** The success modal of an admin write: its text, then it closes by itself. */
async function expectSuccessModal(page: Page, text: string) {
  const modal = page.getByRole('dialog', { name: 'Fet' });
  await expect(modal).toContainText(text);
  await expect(modal).toBeHidden({ timeout: 5_000 });
}

test('an admin opens the panel from the landing page, creates a category and deletes it', async ({
  page,
  request,
}) => {
  const token = await signInAsAdmin(page, request);
  try {
    await page.goto('/');
    await page.getByRole('button', { name: "Obrir el Panel d'Administració" }).click();
    const drawer = page.getByRole('dialog', { name: "Panel d'Administració" });
    await drawer.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

    const input = page.getByRole('textbox', { name: 'Nova categoria' });
    const create = page.getByRole('button', { name: 'Crear' });
    await expect(create).toBeDisabled();
    // Only spaces: still off, and Enter says why.
    await input.fill('   ');
    await expect(create).toBeDisabled();
    await input.press('Enter');
    await expect(page.getByText('El nom de la categoria no pot estar buit.')).toBeVisible();

    const name = uniqueName('Cat');
    await input.fill(name);
    await create.click();
    await expectSuccessModal(page, `Categoria creada: ${name}`);
    await expect(input).toHaveValue('');

    // The same name again: the server's reason under the field.
    await input.fill(name);
    await create.click();
    await expect(page.getByText('Ja existeix una categoria amb aquest nom.')).toBeVisible();
    await input.fill('');

    await page.getByRole('searchbox', { name: 'Cercar' }).fill(name.toLowerCase());
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Eliminar: ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar eliminació' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expectSuccessModal(page, 'Categoria eliminada correctament');
    await expect(page.getByRole('cell', { name, exact: true })).toBeHidden();
    await expect(page.getByText('Cap resultat per a aquesta cerca.')).toBeVisible();

    const { categories } = (await (await request.get('/api/categories')).json()) as {
      categories: { name: string }[];
    };
    expect(categories.map((c) => c.name)).not.toContain(name);
  } finally {
    await logoutToken(request, token);
  }
});

test("an admin makes a user a chef, and that user's profile shows the chef's Lives", async ({
  page,
  request,
  account,
}) => {
  const token = await signInAsAdmin(page, request);
  try {
    await page.goto('/users');
    await page.getByRole('searchbox', { name: 'Cercar' }).fill(account.name);
    const select = page.getByRole('combobox', { name: `Rol de ${account.name}` });
    await expect(select).toHaveValue('user');
    await select.selectOption({ label: 'Xef' });
    await expect(page.getByText(`Rol actualitzat a "Xef"`).first()).toBeVisible();
    await expect(select).toHaveValue('chef');

    const me = await request.get('/api/user', { headers: bearer(account.token) });
    expect(((await me.json()) as { role: string }).role).toBe('chef');

    await page.goto(`/user/${account.user.id}`);
    await page.getByRole('tab', { name: 'Lives' }).click();
    await expect(page.getByText('Este chef no tiene lives programados actualmente.')).toBeVisible();
  } finally {
    await logoutToken(request, token);
  }
});

test('an admin deletes a user after confirming, and cannot delete their own account', async ({
  page,
  request,
  account,
}) => {
  const token = await signInAsAdmin(page, request);
  try {
    await page.goto('/users');
    const search = page.getByRole('searchbox', { name: 'Cercar' });
    await search.fill(account.email);
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Eliminar: ${account.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar eliminació' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expectSuccessModal(page, 'Usuari eliminat correctament');
    await expect(row).toBeHidden();
    await expect(page.getByText("No s'han trobat usuaris amb aquest criteri de cerca.")).toBeVisible();
    const gone = await request.get('/api/user', { headers: bearer(account.token) });
    expect(gone.status()).toBe(401);

    // Their own account: the server's reason, and the row stays.
    await search.fill(admin.name);
    const own = page.getByRole('row').filter({ hasText: `${admin.name}@` });
    await own.getByRole('button', { name: `Eliminar: ${admin.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar eliminació' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('No pots eliminar el teu propi compte des del panell.')).toBeVisible();
    await expect(own).toBeVisible();
  } finally {
    await logoutToken(request, token);
  }
});

test('an admin deletes a comment from the comments list', async ({ page, request, account }) => {
  test.setTimeout(MEDIA_SPEC_TIMEOUT);
  const recipeId = await publishRecipeViaApi(request, account, uniqueName('Coca'));
  const text = `Comentari per esborrar ${uniqueName('c')}`;
  const posted = await request.post(`/api/recipes/${recipeId}/comment`, {
    headers: bearer(account.token),
    data: { comment: text },
  });
  expect(posted.status(), await posted.text()).toBeLessThan(300);

  const token = await signInAsAdmin(page, request);
  try {
    await page.goto('/comments');
    await page.getByRole('searchbox', { name: 'Cercar' }).fill(text);
    const row = page.getByRole('row').filter({ hasText: text });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link')).toHaveAttribute('href', `/info/${recipeId}`);
    await row.getByRole('button', { name: /^Eliminar/ }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar eliminació' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expectSuccessModal(page, 'Comentari eliminat correctament');
    await expect(row).toBeHidden();

    const comments = await request.get(`/api/recipes/${recipeId}/comments`, {
      headers: bearer(account.token),
    });
    expect(JSON.stringify(await comments.json())).not.toContain(text);
  } finally {
    await logoutToken(request, token);
  }
});

test('an admin approves a recipe waiting for review, and it is published', async ({
  page,
  request,
  account,
}) => {
  test.setTimeout(MEDIA_SPEC_TIMEOUT);
  const title = uniqueName('Pendent');
  const recipeId = await pendingRecipeViaApi(request, account, title);

  const token = await signInAsAdmin(page, request);
  try {
    await page.goto('/');
    await page.getByRole('button', { name: "Obrir el Panel d'Administració" }).click();
    await page
      .getByRole('dialog', { name: "Panel d'Administració" })
      .getByRole('link', { name: 'Revisió de receptes' })
      .click();
    await expect(page).toHaveURL(/\/revisio$/);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pendent de revisió', { exact: true })).toBeVisible();
    // Why it waits: the food check's own reason.
    await expect(card.getByText(/^Motiu: .+/)).toBeVisible();
    await card.getByRole('button', { name: `Aprovar: ${title}` }).click();
    await expect(page.getByText('Recepta aprovada i publicada.')).toBeVisible();
    await expect(card).toBeHidden();

    const detail = await request.get(`/api/recipes/${recipeId}`, { headers: bearer(account.token) });
    expect(((await detail.json()) as { status: string }).status).toBe('published');
  } finally {
    await logoutToken(request, token);
  }
});

test("an admin approves a user's chef request on /verificacion", async ({ page, request, account }) => {
  const sent = await request.post('/api/send-verification', {
    headers: bearer(account.token),
    data: { message: 'Porto vint anys cuinant per a la família i els amics.' },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  const token = await signInAsAdmin(page, request);
  try {
    await page.goto('/verificacion');
    const card = page.getByRole('listitem').filter({ hasText: account.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(account.email);
    await expect(card).toContainText('Porto vint anys cuinant');
    await card.getByRole('button', { name: `Aprovar: ${account.name}` }).click();
    await expect(card).toBeHidden();

    const me = await request.get('/api/user', { headers: bearer(account.token) });
    expect(((await me.json()) as { role: string }).role).toBe('chef');

    // The audit log has it.
    await page.goto('/registre');
    await page.getByRole('searchbox', { name: 'Cercar' }).fill(account.name);
    await expect(page.getByRole('row').filter({ hasText: 'Xef aprovat' }).first()).toBeVisible();
  } finally {
    await logoutToken(request, token);
  }
});

const ADMIN_PATHS = ['/recetas', '/users', '/categories', '/cuisines', '/comments', '/revisio', '/registre'];

test('a plain user sees no admin data, no admin menu, and the API answers 403', async ({
  signedInPage: page,
  request,
  account,
}) => {
  const adminCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(users|comments|admin\/)/.test(new URL(r.url()).pathname)) adminCalls.push(r.url());
  });
  for (const path of ADMIN_PATHS) {
    await page.goto(path);
    await expect(page.getByText('Aquesta pàgina és només per a administradors.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Notificacions/ })).toBeVisible();
  await expect(page.getByRole('button', { name: "Obrir el Panel d'Administració" })).toHaveCount(0);
  expect(adminCalls).toEqual([]);

  const calls: [string, Promise<{ status(): number }>][] = [
    ['GET /api/users', request.get('/api/users', { headers: bearer(account.token) })],
    ['GET /api/admin/audit', request.get('/api/admin/audit', { headers: bearer(account.token) })],
    ['GET /api/admin/recipes', request.get('/api/admin/recipes', { headers: bearer(account.token) })],
    [
      'POST /api/categories',
      request.post('/api/categories', { headers: bearer(account.token), data: { category: 'Intrusa' } }),
    ],
    [
      'PUT /api/usuarios/{id}/rol',
      request.put(`/api/usuarios/${account.user.id}/rol`, {
        headers: bearer(account.token),
        data: { role: 'admin' },
      }),
    ],
  ];
  for (const [name, call] of calls) expect((await call).status(), name).toBe(403);
});

test('signed out, an admin screen says the token is missing and links to login', async ({ page }) => {
  await page.goto('/recetas');
  await expect(
    page.getByText("No s'ha trobat el token d'autenticació. Si us plau, inicia sessió."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar Sessió' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Frecetas',
  );
});
