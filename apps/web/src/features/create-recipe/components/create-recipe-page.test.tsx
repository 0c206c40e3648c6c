import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const user = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: null, img: null };
const estimate = { calories: 412, protein: 21.5, carbs: 30.2, fats: 18.4, unmatched: ['pols de fada'] };

/** The routes the form calls, with the nutrition endpoint given by each test. */
const app = (nutrition: Route) =>
  serveRoutes({
    'GET /api/user': () => jsonResponse(200, user),
    'GET /api/categories': () => jsonResponse(200, { categories: [{ id: 1, name: 'Postres' }] }),
    'GET /api/cuisines': () => jsonResponse(200, { cuisines: [{ id: 2, country: 'Catalunya' }] }),
    'POST /api/ai/nutrition': nutrition,
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

// The debounce is real time (1.5 s) in these tests: give each room beyond the 5 s default.
describe('create recipe page', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const nutritionCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/ai/nutrition');

  it('estimates nutrition 1.5 s after typing stops, once per input, and resets to 0 without ingredients', async () => {
    fetchMock.mockImplementation(app(() => jsonResponse(200, estimate)));
    renderApp('/agregar');
    const name = await screen.findByRole('textbox', { name: 'Ingredient 1' });
    await userEvent.type(field('Quantitat 1'), '2');
    await userEvent.type(name, 'ous');
    await wait(800);
    expect(nutritionCalls()).toHaveLength(0); // still typing, as far as the debounce knows
    await waitFor(() => expect(field('Calories').value).toBe('412'), { timeout: 3000 });
    expect(nutritionCalls()).toHaveLength(1);
    expect(JSON.parse(String(nutritionCalls()[0]![1]?.body))).toEqual({
      ingredients: [{ quantity: '2', unit: '', name: 'ous' }],
      servings: 1,
    });
    expect(field('Proteïnes (g)').value).toBe('21,5');
    expect(screen.getByText('Sense dades per a: pols de fada')).toBeTruthy();

    // The same lines again (a letter typed and taken back): no new call.
    await userEvent.type(name, 'x{Backspace}');
    await wait(1800);
    expect(nutritionCalls()).toHaveLength(1);

    await userEvent.clear(name);
    await waitFor(() => expect(field('Calories').value).toBe('0'));
    expect(nutritionCalls()).toHaveLength(1);
  });

  it('shows the busy line while estimating, then the spec error when it fails', async () => {
    let fail: () => void = () => undefined;
    const answerLater = () =>
      new Promise<Response>((resolve) => (fail = () => resolve(jsonResponse(502, { message: 'caigut' }))));
    const routes = app(() => jsonResponse(500));
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/ai/nutrition' ? answerLater() : routes(input, init),
    );
    renderApp('/agregar');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Ingredient 1' }), 'farina');
    expect(await screen.findByText('Calculant valors nutricionals...', {}, { timeout: 3000 })).toBeTruthy();
    fail();
    expect(
      await screen.findByText(
        'Error al calcular los valores nutricionales. Por favor verifica los ingredientes.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Calculant valors nutricionals...')).toBeNull();
    expect(field('Ingredient 1').value).toBe('farina'); // nothing typed is lost
  });

  it('keeps the draft per user through a remount, and names what is missing on submit', async () => {
    fetchMock.mockImplementation(app(() => jsonResponse(200, estimate)));
    const first = renderApp('/agregar');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Títol' }), 'Crema catalana');
    await userEvent.type(field('Pas 1'), 'Bulliu la llet.');
    first.unmount();

    renderApp('/agregar');
    expect(await screen.findByText('Hem recuperat l’esborrany que tenies a mitges.')).toBeTruthy();
    expect(field('Títol').value).toBe('Crema catalana');
    expect(field('Pas 1').value).toBe('Bulliu la llet.');
    expect(window.localStorage.getItem('receptari:recipe-draft:7')).toContain('Crema catalana');

    await userEvent.click(screen.getByRole('button', { name: 'Crear Recepta' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Has de pujar una imatge o un vídeo per a la recepta!',
    );
    expect(screen.getByText('Selecciona una categoria.')).toBeTruthy();
    expect(screen.getByText('L’explicació és obligatòria.')).toBeTruthy();
    expect(screen.getByTestId('image-zone').dataset.highlight).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/recipes')).toBe(false);
  });

  it('offers to import a recipe instead of typing it', async () => {
    fetchMock.mockImplementation(app(() => jsonResponse(200, estimate)));
    renderApp('/agregar');
    const link = await screen.findByRole('link', { name: 'Importar una recepta' });
    expect(link.getAttribute('href')).toBe('/importar');
  });
});
