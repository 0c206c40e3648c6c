import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const user = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: null, img: null };

/** A recipe as GET /api/recipes/{id} answers it; `user_id` says whose it is. */
const detail = (userId: number, title = 'Truita de patates') =>
  recipeDetail(5, {
    title,
    description: 'La de casa',
    image: '/media/abc-detail.webp',
    image_card: '/media/abc-card.webp',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    user_id: userId,
    creador: 'cuinera',
    user: { id: userId, name: 'cuinera', img: null },
    category: { id: 1, name: 'Postres', name_es: null, name_en: null },
    cuisine: { id: 2, country: 'Catalunya', country_es: 'Cataluña', country_en: 'Catalonia' },
    category_id: 1,
    cuisine_id: 2,
    prep_time: 10,
    cook_time: 20,
    servings: 4,
    explanation: 'Es fregeixen les patates i es barregen amb els ous.',
    steps: ['Fregir les patates', 'Quallar la truita'],
    ingredients: [
      { quantity: '4', unit: '', name: 'ous' },
      { quantity: '500', unit: 'g', name: 'patates' },
    ],
    nutrition: { calories: 320, protein: 12, carbs: 25, fats: 18 },
  });

const app = (owner: number, put: Route) =>
  serveRoutes({
    'GET /api/user': () => jsonResponse(200, user),
    'GET /api/categories': () => jsonResponse(200, { categories: [{ id: 1, name: 'Postres' }] }),
    'GET /api/cuisines': () => jsonResponse(200, { cuisines: [{ id: 2, country: 'Catalunya' }] }),
    'GET /api/recipes/5': () => jsonResponse(200, detail(owner)),
    'PUT /api/recipes/5': put,
  });

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

// Typing into a long form: room beyond the 5 s default on a busy machine.
describe('/agregar?editar={id}', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const puts = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url) === '/api/recipes/5' && init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

  it('fills the form with the recipe, saves it with PUT and goes to its page', async () => {
    fetchMock.mockImplementation(
      app(7, (init) => {
        const body = JSON.parse(String(init?.body)) as { title: string };
        return jsonResponse(200, detail(7, body.title));
      }),
    );
    window.localStorage.setItem('receptari:recipe-draft:7', JSON.stringify({ title: 'Un esborrany nou' }));
    const { router } = renderApp('/agregar?editar=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar recepta' })).toBeTruthy();
    await waitFor(() => expect(field('Títol').value).toBe('Truita de patates'));
    expect(field('Pas 2').value).toBe('Quallar la truita');
    expect(field('Ingredient 2').value).toBe('patates');
    expect((screen.getByRole('textbox', { name: 'Calories' }) as HTMLInputElement).value).toBe('320');

    await userEvent.clear(field('Títol'));
    await userEvent.type(field('Títol'), 'Truita de la iaia');
    // The edit is kept under the recipe's own key; the new-recipe draft is left as it was.
    expect(window.localStorage.getItem('receptari:recipe-edit:7:5')).toContain('Truita de la iaia');
    expect(window.localStorage.getItem('receptari:recipe-draft:7')).toContain('Un esborrany nou');

    await userEvent.click(screen.getByRole('button', { name: 'Desar els canvis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/5'));
    expect(puts()).toHaveLength(1);
    const sent = puts()[0]!;
    expect(sent).toMatchObject({
      title: 'Truita de la iaia',
      category_id: 1,
      cuisine_id: 2,
      servings: 4,
      steps: ['Fregir les patates', 'Quallar la truita'],
      nutrition: { calories: 320, protein: 12, carbs: 25, fats: 18 },
    });
    // The unchanged picture is left to the server, which keeps it.
    expect(sent).not.toHaveProperty('image');
    expect(await screen.findByText('Recepta actualitzada correctament.')).toBeTruthy();
    expect(window.localStorage.getItem('receptari:recipe-edit:7:5')).toBeNull();
    expect(window.localStorage.getItem('receptari:recipe-draft:7')).toContain('Un esborrany nou');
    window.localStorage.clear();
  });

  it('shows the server’s refusal when saving fails, keeping what was typed', async () => {
    fetchMock.mockImplementation(
      app(7, () =>
        jsonResponse(403, {
          statusCode: 403,
          error: 'Forbidden',
          code: 'not_owner',
          message: 'Només l’autor de la recepta o un administrador poden fer això.',
        }),
      ),
    );
    renderApp('/agregar?editar=5');
    await waitFor(() => expect(field('Títol').value).toBe('Truita de patates'));
    await userEvent.click(screen.getByRole('button', { name: 'Desar els canvis' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error en actualitzar la recepta.');
    expect(alert.textContent).toContain('Només l’autor de la recepta o un administrador poden fer això.');
    expect(field('Títol').value).toBe('Truita de patates');
    window.localStorage.clear();
  });

  it('says at once that someone else’s recipe cannot be edited, with no form', async () => {
    fetchMock.mockImplementation(app(99, () => jsonResponse(500)));
    renderApp('/agregar?editar=5');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Només l’autor de la recepta o un administrador poden fer això.',
    );
    expect(screen.queryByRole('textbox', { name: 'Títol' })).toBeNull();
    expect(puts()).toHaveLength(0);
  });
});
