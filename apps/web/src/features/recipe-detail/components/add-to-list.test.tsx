import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';
import { me } from '@/test/shopping-list.ts';

const recipe = recipeDetail(7, { image: null, image_card: null });

describe('recipe page: Afegir a la llista', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const posted: unknown[] = [];

  beforeEach(() => {
    posted.length = 0;
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/recipes/7': () => jsonResponse(200, recipe),
        'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
        'GET /api/shopping-list': () => jsonResponse(200, { id: 1, items: [], members: [], recipes: [] }),
        'POST /api/shopping-list/recipes/7': (init) => {
          posted.push(JSON.parse(String(init?.body)));
          return jsonResponse(200, { recipe: { recipe_id: 7, title: recipe.title, servings: 8 }, lines: 3 });
        },
      }),
    );
  });

  it('adds the recipe at the servings the stepper shows, and leads to /llista', async () => {
    const { router } = renderApp('/info/7?racions=9');
    await userEvent.click(await screen.findByRole('button', { name: 'Menys racions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Afegir a la llista' }));
    expect(await screen.findByText('Afegit a la llista de la compra (8 racions).')).toBeTruthy();
    expect(posted).toEqual([{ servings: 8 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Veure la llista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/llista'));
    expect(await screen.findByText('La llista és buida')).toBeTruthy();
  });

  it('says why when the server refuses', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/recipes/7': () => jsonResponse(200, recipe),
        'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
        'POST /api/shopping-list/recipes/7': () =>
          jsonResponse(422, { message: 'La llista no pot tenir més de 500 articles.' }),
      }),
    );
    renderApp('/info/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Afegir a la llista' }));
    expect(await screen.findByText('La llista no pot tenir més de 500 articles.')).toBeTruthy();
  });
});
