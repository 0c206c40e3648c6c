import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recipeCard } from '@/test/recipe-card.ts';
import { jsonResponse, renderApp, stubFetch } from '@/test/render.tsx';

const card = (id: number, title: string) => recipeCard(id, title, { image: null, likes_count: 0 });

const INGREDIENTS = Array.from({ length: 23 }, (_, i) => `ingredient ${String(i + 1).padStart(2, '0')}`);
const user = { id: 7, name: 'usuari', email: 'usuari@example.cat', role: 'user', bio: null, img: null };

/** The API of the screen; a search answers one card naming its own query string, to see what was sent. */
function api(search: (params: URLSearchParams) => Response) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    switch (url.pathname) {
      case '/api/recipes/search':
        return search(url.searchParams);
      case '/api/user':
        return jsonResponse(200, user);
      case '/api/categories':
        return jsonResponse(200, {
          categories: [
            { id: 1, name: 'Postres' },
            { id: 2, name: 'Sopes' },
          ],
        });
      case '/api/cuisines':
        return jsonResponse(200, { cuisines: [{ id: 3, country: 'Catalunya' }] });
      case '/api/times':
        return jsonResponse(200, { times: [15, 30, 60] });
      case '/api/ingredients':
        return jsonResponse(200, { ingredients: INGREDIENTS });
      default:
        return jsonResponse(404, { message: 'No trobat' });
    }
  };
}
const echo = (params: URLSearchParams) => {
  params.delete('limit');
  return jsonResponse(200, { recipes: [card(1, `cerca: ${params.toString() || 'tot'}`)], next_cursor: null });
};

async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: /^Filtres/ }));
  return screen.findByRole('dialog', { name: 'Filtres de receptes' });
}
const chipsIn = (panel: HTMLElement) => within(panel).queryAllByRole('checkbox');

// Journeys through the drawer's seven sections: slow on a shared 2-core machine.
describe('search page', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it('searches as the user types, keeps the query in the URL, and an empty box restores the list', async () => {
    fetchMock.mockImplementation(api(echo));
    const { router } = renderApp('/search');
    expect(await screen.findByRole('heading', { name: 'Cercar Receptes' })).toBeTruthy();
    expect(await screen.findByText('cerca: tot')).toBeTruthy();
    // Typed as fast as a person types, with no task between the keys (delay: null): on a loaded
    // machine a key 300 ms after the last one is a pause, and the search would rightly go out.
    const fastTyping = userEvent.setup({ delay: null });
    await fastTyping.type(screen.getByPlaceholderText('Cerca receptes per títol...'), 'arròs');
    expect(await screen.findByText(`cerca: q=arr%C3%B2s`)).toBeTruthy();
    expect(router.state.location.search).toBe('?q=arr%C3%B2s');
    // One search for the whole word, not one per letter.
    const searches = fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/recipes/search'));
    expect(searches).toHaveLength(2);

    await userEvent.clear(screen.getByPlaceholderText('Cerca receptes per títol...'));
    expect(await screen.findByText('cerca: tot')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows 10 ingredient chips, 5 more per click, and 10 again when the ingredient search changes', async () => {
    fetchMock.mockImplementation(api(echo));
    renderApp('/search');
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Ingredients' }));
    const box = await within(drawer).findByRole('searchbox', { name: 'Cerca ingredients' });
    const panel = box.closest<HTMLElement>('[role="region"]')!;
    await waitFor(() => expect(chipsIn(panel)).toHaveLength(10));
    const more = within(panel).getByRole('button', { name: 'Mostrar més ingredients' });
    await userEvent.click(more);
    expect(chipsIn(panel)).toHaveLength(15);
    await userEvent.click(more);
    expect(chipsIn(panel)).toHaveLength(20);
    await userEvent.click(more);
    expect(chipsIn(panel)).toHaveLength(23);
    expect(within(panel).queryByRole('button', { name: 'Mostrar més ingredients' })).toBeNull();

    await userEvent.type(box, 'INGREDIENT 1'); // case-insensitive: 10 to 19
    expect(chipsIn(panel)).toHaveLength(10);
    expect(within(panel).queryByRole('button', { name: 'Mostrar més ingredients' })).toBeNull();
    await userEvent.clear(box);
    expect(chipsIn(panel)).toHaveLength(10); // typing (even clearing) starts again at 10
    await userEvent.type(box, '2');
    expect(chipsIn(panel)).toHaveLength(INGREDIENTS.filter((n) => n.includes('2')).length);
  });

  it('keeps Aplicar disabled until something is chosen, removes a chip by a click, and opens one section at a time', async () => {
    fetchMock.mockImplementation(api(echo));
    renderApp('/search');
    const drawer = await openDrawer();
    const apply = within(drawer).getByRole('button', { name: 'Aplicar filtres' });
    expect(apply.hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Categoria' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'Postres' }));
    expect(apply.hasAttribute('disabled')).toBe(false);
    await userEvent.click(within(drawer).getByRole('button', { name: /^Dificultat/ }));
    // Opening one section closes the other.
    await waitFor(() =>
      expect(
        within(drawer).getByRole('button', { name: 'Categoria (1)' }).getAttribute('aria-expanded'),
      ).toBe('false'),
    );
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'Difícil (10+)' }));
    const chips = within(drawer).getByRole('group', { name: 'Filtres seleccionats' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Postres', 'Difícil']);

    await userEvent.click(within(chips).getByRole('button', { name: 'Treure el filtre Difícil' }));
    expect(
      (within(drawer).getByRole('checkbox', { name: 'Difícil (10+)' }) as HTMLInputElement).checked,
    ).toBe(false);
    await userEvent.click(within(chips).getByRole('button', { name: 'Treure el filtre Postres' }));
    expect(within(drawer).queryByRole('group', { name: 'Filtres seleccionats' })).toBeNull();
    expect(apply.hasAttribute('disabled')).toBe(true);
  });

  it('puts applied filters in the URL, reads them back from a shared URL, and steps back with history', async () => {
    fetchMock.mockImplementation(api(echo));
    const { router, unmount } = renderApp('/search?q=sopa');
    expect(await screen.findByText('cerca: q=sopa')).toBeTruthy();
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Categoria' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'Sopes' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Temps' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'Fins a 30 min' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Dificultat' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'Fàcil (1-5)' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Aplicar filtres' }));

    const shared = 'q=sopa&category=2&max_time=30&difficulty=facil';
    expect(await screen.findByText(`cerca: ${shared}`)).toBeTruthy();
    expect(router.state.location.search).toBe(`?${shared}`);
    expect(screen.getByRole('button', { name: 'Filtres (3 filtres aplicats)' })).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('cerca: q=sopa')).toBeTruthy();
    await act(() => router.navigate(1));
    expect(await screen.findByText(`cerca: ${shared}`)).toBeTruthy();
    unmount();

    // The same URL in a new page: the same search, and the drawer shows the same selection.
    renderApp(`/search?${shared}`);
    expect(await screen.findByText(`cerca: ${shared}`)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Cerca receptes' }) as HTMLInputElement).value).toBe(
      'sopa',
    );
    const again = await openDrawer();
    const chips = await within(again).findByRole('group', { name: 'Filtres seleccionats' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Sopes', 'Fins a 30 min', 'Fàcil']),
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Netejar filtres' }));
    expect(await screen.findByText('cerca: q=sopa')).toBeTruthy();
  });

  it('loads the next page with the Carregar més button', async () => {
    fetchMock.mockImplementation(
      api((params) =>
        params.get('cursor') === 'c2'
          ? jsonResponse(200, { recipes: [card(2, 'Segona pàgina')], next_cursor: null })
          : jsonResponse(200, { recipes: [card(1, 'Primera pàgina')], next_cursor: 'c2' }),
      ),
    );
    renderApp('/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Carregar més' }));
    expect(await screen.findByText('Segona pàgina')).toBeTruthy();
    expect(screen.getByText('Primera pàgina')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar més' })).toBeNull();
  });

  it('shows the empty line, and on a failure the spec error with no cards', async () => {
    fetchMock.mockImplementation(
      api((params) =>
        params.get('q') === 'res'
          ? jsonResponse(200, { recipes: [], next_cursor: null })
          : jsonResponse(500, { message: 'boom' }),
      ),
    );
    renderApp('/search?q=res');
    expect(await screen.findByText('No hi ha receptes disponibles.')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca receptes' }), 'x');
    expect(
      await screen.findByText('No se pudieron obtener las recetas. Por favor, intente nuevamente.'),
    ).toBeTruthy();
    const cards = screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/info/'));
    expect(cards).toHaveLength(0);
  });

  it('clears the session and goes to login, back to this search, on a 401', async () => {
    fetchMock.mockImplementation(api(() => jsonResponse(401, { message: 'No autenticat' })));
    const { router } = renderApp('/search?q=coca');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/search?q=coca')}`);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('search page, signed out', () => {
  const fetchMock = stubFetch();

  it('asks to log in, with a redirect holding the full path', async () => {
    fetchMock.mockImplementation(api(echo));
    const { router } = renderApp('/search?q=coca&difficulty=facil');
    const dialog = await screen.findByRole('dialog', {
      name: "Per veure i buscar receptes, has d'iniciar sessió",
    });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Iniciar Sessió' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/search?q=coca&difficulty=facil',
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/recipes/search'))).toBe(false);
  });
});
