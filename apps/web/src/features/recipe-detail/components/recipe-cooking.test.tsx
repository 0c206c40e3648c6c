import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const recipe = recipeDetail(7, {
  image: null,
  image_card: null,
  category: { id: 1, name: 'Postres', name_es: null, name_en: null },
  cuisine: { id: 1, country: 'Catalunya', country_es: 'Cataluña', country_en: 'Catalonia' },
  category_id: 1,
  cuisine_id: 1,
  cook_time: 75,
  steps: ['Escalfa la llet amb la canyella.', 'Gratina el sucre a 220 graus.'],
  ingredients: [
    { quantity: '1', unit: 'l', name: 'llet' },
    { quantity: '6', unit: '', name: 'rovells d’ou' },
    { quantity: '1/2', unit: 'tassa', name: 'sucre' },
    { quantity: 'al gust', unit: '', name: 'canyella' },
  ],
});

const ingredientLines = () =>
  within(screen.getByTestId('ingredient-list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('recipe page: servings, units and cook mode', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const downloads: string[] = [];

  beforeEach(() => {
    downloads.length = 0;
    window.localStorage.removeItem('receptari:units:visitor');
    const routes = serveRoutes({
      'GET /api/recipes/7': () => jsonResponse(200, recipe),
      'GET /api/recipes/8': () => jsonResponse(200, { ...recipe, id: 8, steps: [], steps_count: 0 }),
      'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
      'GET /api/recipes/7/cooksnaps?limit=8': () =>
        jsonResponse(200, { cooksnaps: [], next_cursor: null, cooksnaps_count: 0 }),
      'GET /api/recipes/8/comments': () => jsonResponse(200, { comments: [] }),
      'GET /api/recipes/8/cooksnaps?limit=8': () =>
        jsonResponse(200, { cooksnaps: [], next_cursor: null, cooksnaps_count: 0 }),
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/download')) {
        downloads.push(String(input));
        return new Response(new Blob(['%PDF']), { status: 200 });
      }
      return routes(input, init);
    });
  });

  it('shows the facts at a glance: total time, servings, difficulty, category and cuisine', async () => {
    renderApp('/info/7');
    const glance = await screen.findByTestId('recipe-glance');
    expect(glance.textContent).toContain('Temps total1 h 35 min');
    expect(glance.textContent).toContain('Racions6');
    expect(glance.textContent).toContain('DificultatFàcil');
    expect(glance.textContent).toContain('CategoriaPostres');
    expect(glance.textContent).toContain('CuinaCatalunya');
  });

  it('rescales every quantity from the stepper and the address, leaving words as written', async () => {
    renderApp('/info/7?racions=9');
    // The first rescaling loads the parser and the conversion library.
    await waitFor(() => expect(ingredientLines()[0]).toBe('llet - 1,5 l'), { timeout: 10_000 });
    expect(ingredientLines()).toEqual([
      'llet - 1,5 l',
      'rovells d’ou - 9',
      'sucre - ¾ tassa',
      'canyella - al gustno escalat',
    ]);
    expect(screen.getByText('Quantitats per a 9 racions (la recepta és per a 6).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Menys racions' }));
    await waitFor(() => expect(ingredientLines()[1]).toBe('rovells d’ou - 8'));
    expect(within(screen.getByTestId('recipe-glance')).getByText('8')).toBeTruthy();
  });

  it('keeps the servings in range and says why, in Catalan, for letters, empty or out of range', async () => {
    renderApp('/info/7');
    const box = await screen.findByTestId('servings-input');
    for (const typed of ['abc', '', '0', '101', '2.5', '-3']) {
      fireEvent.change(box, { target: { value: typed } });
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Les racions han de ser un nombre enter entre 1 i 100.',
      );
      expect(ingredientLines()[0]).toBe('llet - 1 l');
    }
    fireEvent.blur(box);
    expect((box as HTMLInputElement).value).toBe('6');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('converts to imperial (temperatures too), remembers it, and the PDF follows servings and units', async () => {
    renderApp('/info/7?racions=3');
    await screen.findByTestId('ingredient-list');
    await userEvent.click(screen.getByText('Imperial'));
    await waitFor(() => expect(ingredientLines()[0]).toBe('llet - 2 tassa'), { timeout: 10_000 });
    expect(screen.getByText('Gratina el sucre a 425 °F.')).toBeTruthy();
    expect(window.localStorage.getItem('receptari:units:visitor')).toBe('imperial');
    await userEvent.click(screen.getByRole('button', { name: 'Descarregar PDF' }));
    await waitFor(() => expect(downloads).toEqual(['/api/recipes/7/download?servings=3&units=imperial']));
  });

  it('downloads the recipe as written when nothing was changed', async () => {
    renderApp('/info/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Descarregar PDF' }));
    await waitFor(() => expect(downloads).toEqual(['/api/recipes/7/download']));
  });

  it('offers cook mode only for a recipe with steps', async () => {
    renderApp('/info/7');
    expect(await screen.findByRole('button', { name: 'Mode cuina' })).toBeTruthy();
    renderApp('/info/8');
    await screen.findAllByTestId('ingredient-list');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Mode cuina' })).toHaveLength(1));
  });

  it('leads to the cooking assistant from beside the steps (docs/product.md#recipe-detail)', async () => {
    const { router } = renderApp('/info/7');
    const ask = await screen.findByRole('link', { name: 'Pregunta a l’assistent de cuina' });
    await userEvent.click(ask);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Chat'));
  });

  it('opens cook mode from the address at its step, with the step’s chapter of the recipe’s live replay', async () => {
    const replay = {
      live_id: 4,
      url: '/media/lives/4.webm',
      mime_type: 'video/webm',
      chapters: [{ step: 1, offset_seconds: 95, text: 'Gratina el sucre a 220 graus.' }],
    };
    const routes = serveRoutes({
      'GET /api/recipes/7': () => jsonResponse(200, recipe),
      'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
      'GET /api/recipes/7/cooksnaps?limit=8': () =>
        jsonResponse(200, { cooksnaps: [], next_cursor: null, cooksnaps_count: 0 }),
      'GET /api/recipes/7/replay': () => jsonResponse(200, replay),
    });
    fetchMock.mockImplementation(routes);
    renderApp('/info/7?cuina=2');
    const cook = await screen.findByRole('dialog', { name: 'Crema catalana' }, { timeout: 10_000 });
    expect(within(cook).getByText('Pas 2 de 2')).toBeTruthy();
    expect(await within(cook).findByRole('button', { name: 'Mira aquest pas al directe' })).toBeTruthy();
  });

  it('asks once for a replay the recipe does not have, and cook mode shows no chapter', async () => {
    renderApp('/info/7?cuina=1');
    const cook = await screen.findByRole('dialog', { name: 'Crema catalana' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/replay'))).toHaveLength(1),
    );
    expect(within(cook).queryByRole('button', { name: 'Mira aquest pas al directe' })).toBeNull();
  });
});
