import type { APIRequestContext } from '@playwright/test';
import { bearer, expect, registerViaApi, test, type Account } from '../fixtures.ts';

type Card = { id: number; title: string; user_id: number; creador: string };

async function publishedRecipes(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/api/recipes?sort=recent&limit=20');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { recipes: Card[] }).recipes;
}

/** A folder of `owner` holding `recipeIds`, filed through the API as the detail's picker does. */
async function folderWith(request: APIRequestContext, owner: Account, name: string, recipeIds: number[]) {
  const res = await request.post('/api/folders', { data: { name }, headers: bearer(owner.token) });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  for (const recipeId of recipeIds) {
    const added = await request.post(`/api/folders/${id}/recipes/${recipeId}`, {
      headers: bearer(owner.token),
    });
    expect(added.status(), await added.text()).toBe(201);
  }
}

test("a user's profile shows a folder's first four recipes and '+N més'", async ({
  signedInPage: page,
  request,
}) => {
  const owner = await registerViaApi(request);
  try {
    const recipes = (await publishedRecipes(request)).slice(0, 7);
    expect(recipes).toHaveLength(7);
    await folderWith(
      request,
      owner,
      'Per al cap de setmana',
      recipes.map((r) => r.id),
    );
    await folderWith(request, owner, 'Buida', []);

    await page.goto(`/user/${owner.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "Perfil d'Usuari" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: owner.name })).toBeVisible();
    // No picture: the first letter of the name.
    await expect(page.getByText(owner.name[0]!.toUpperCase(), { exact: true })).toBeVisible();

    await expect(page.getByRole('tab', { name: 'Receptes (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Aquest usuari no té receptes publicades.')).toBeVisible();

    await page.getByRole('tab', { name: 'Carpetes (2)' }).click();
    await expect(page).toHaveURL(/\?seccio=carpetes$/);
    await expect(page.getByText('2 carpeta(s)')).toBeVisible();
    const folder = page.getByRole('region', { name: 'Per al cap de setmana' });
    await expect(folder.getByText('7 receta(s)')).toBeVisible();
    // The folder's first four, in the order the server keeps them (newest added first).
    const info = await request.get(`/api/userInfo/${owner.user.id}`);
    const { folders } = (await info.json()) as { folders: { name: string; recipes: number[] }[] };
    const firstFour = folders.find((f) => f.name === 'Per al cap de setmana')!.recipes.slice(0, 4);
    const shown = firstFour.map((id) => recipes.find((r) => r.id === id)!);
    await expect(folder.getByRole('link')).toHaveCount(4);
    for (const [i, recipe] of shown.entries()) {
      await expect(folder.getByRole('link').nth(i)).toHaveAttribute('href', `/info/${recipe.id}`);
      await expect(folder.getByRole('link').nth(i)).toContainText(recipe.title);
    }
    await expect(folder.getByText('+3 més', { exact: true })).toBeVisible();
    const empty = page.getByRole('region', { name: 'Buida' });
    await expect(empty.getByText('0 receta(s)')).toBeVisible();
    await expect(empty.getByText('Aquesta carpeta no té receptes.')).toBeVisible();

    await page.getByRole('tab', { name: 'Lives' }).click();
    await expect(
      page.getByText('Este usuario no es chef y por lo tanto no tiene lives programados.'),
    ).toBeVisible();

    // A thumbnail opens the recipe; back comes to the same section.
    await page.getByRole('tab', { name: 'Carpetes (2)' }).click();
    await folder.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: shown[0]!.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Per al cap de setmana' })).toBeVisible();
  } finally {
    await request.post('/api/logout', { headers: bearer(owner.token) });
  }
});

test("the '@author' link of a recipe leads to the chef's profile", async ({
  signedInPage: page,
  request,
}) => {
  const recipe = (await publishedRecipes(request)).find((r) => r.creador === 'xef_marta');
  expect(recipe, 'a published recipe of the demo chef').toBeDefined();

  await page.goto(`/info/${recipe!.id}`);
  await page.getByRole('link', { name: '@xef_marta' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${recipe!.user_id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'xef_marta' })).toBeVisible();
  await expect(page.getByText('Xef', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Receptes publicades' })).toBeVisible();
  await expect(page.getByRole('link', { name: recipe!.title }).first()).toBeVisible();

  // The demo chef has lives in the coming days (the seed), each with a way into its room.
  await page.getByRole('tab', { name: 'Lives' }).click();
  await expect(page.getByRole('link', { name: 'Veure Live' }).first()).toHaveAttribute(
    'href',
    /^\/chat\/\d+$/,
  );
});

test('an unknown user is said to be unknown', async ({ signedInPage: page }) => {
  await page.goto('/user/2147483000');
  await expect(page.getByRole('alert')).toHaveText('No s’ha trobat l’usuari.');
});
