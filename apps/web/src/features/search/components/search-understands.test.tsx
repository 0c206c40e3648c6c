import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recipeCard } from '@/test/recipe-card.ts';
import { jsonResponse, renderApp, stubFetch } from '@/test/render.tsx';

const user = { id: 7, name: 'usuari', email: 'usuari@example.cat', role: 'user', bio: null, img: null };

type Answer = { total: number; total_is_estimate: boolean; titles: string[] };

/** The screen's API; a search answers cards named by `answer`, and `sent` keeps each query string. */
function api(answer: (params: URLSearchParams) => Answer, sent: string[] = []) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    switch (url.pathname) {
      case '/api/recipes/search': {
        url.searchParams.delete('limit');
        sent.push(url.searchParams.toString());
        const { total, total_is_estimate, titles } = answer(url.searchParams);
        const recipes = titles.map((t, i) => recipeCard(i + 1, t, { image: null }));
        return jsonResponse(200, { recipes, next_cursor: null, total, total_is_estimate });
      }
      case '/api/user':
        return jsonResponse(200, user);
      case '/api/categories':
        return jsonResponse(200, { categories: [{ id: 2, name: 'Sopes' }] });
      case '/api/cuisines':
        return jsonResponse(200, { cuisines: [{ id: 3, country: 'Catalunya' }] });
      case '/api/times':
        return jsonResponse(200, { times: [15, 30] });
      case '/api/ingredients':
        return jsonResponse(200, { ingredients: ['all', 'ceba', 'tomàquet'] });
      default:
        return jsonResponse(404, { message: 'No trobat' });
    }
  };
}
const some =
  (total: number, total_is_estimate = false) =>
  () => ({
    total,
    total_is_estimate,
    titles: ['Sopa de ceba'],
  });

async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: /^Filtres/ }));
  return screen.findByRole('dialog', { name: 'Filtres de receptes' });
}
const applied = () => screen.getByRole('group', { name: 'Filtres aplicats' });
const chipNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);

// Journeys through the drawer's seven sections: slow on a shared 2-core machine.
describe('search page, issue 32', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it('says how many recipes match, in Catalan, singular, plural and over the exact limit', async () => {
    fetchMock.mockImplementation(
      api((p) =>
        p.get('q') === 'u' ? some(1)() : p.get('q') === 'molts' ? some(10_000, true)() : some(1234)(),
      ),
    );
    renderApp('/search');
    expect((await screen.findByTestId('search-count')).textContent).toBe('1.234 receptes');
    const box = screen.getByRole('searchbox', { name: 'Cerca receptes' });
    await userEvent.type(box, 'u');
    await waitFor(() => expect(screen.getByTestId('search-count').textContent).toBe('1 recepta'));
    await userEvent.clear(box);
    await userEvent.type(box, 'molts');
    await waitFor(() =>
      expect(screen.getByTestId('search-count').textContent).toBe('més de 10.000 receptes'),
    );
  });

  it('offers Rellevància only with a query, defaults to Més recents, and keeps the order in the URL', async () => {
    const sent: string[] = [];
    fetchMock.mockImplementation(api(some(3), sent));
    const { router } = renderApp('/search');
    const menu = (await screen.findByRole('combobox', { name: 'Ordenar per' })) as HTMLSelectElement;
    expect(menu.value).toBe('recent');
    const labels = () => [...menu.options].map((o) => o.textContent);
    expect(labels()).toEqual([
      'Més populars',
      'Més recents',
      'Més ràpides',
      'Menys ingredients',
      'Més cuinades',
    ]);

    await userEvent.selectOptions(menu, 'quickest');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=quickest'));
    await waitFor(() => expect(sent.at(-1)).toBe('sort=quickest'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca receptes' }), 'sopa');
    await waitFor(() => expect(labels()[0]).toBe('Rellevància'));
    await userEvent.selectOptions(menu, 'relevance');
    await waitFor(() => expect(sent.at(-1)).toBe('q=sopa&sort=relevance'));

    // Emptied, the box leaves nothing to be relevant to: the order falls back to the default.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Cerca receptes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(menu.value).toBe('recent');
    expect(labels()).not.toContain('Rellevància');
  });

  it('marks a chosen ingredient sense, picks an allergen and a diet, and sends them', async () => {
    const sent: string[] = [];
    fetchMock.mockImplementation(api(some(2), sent));
    const { router } = renderApp('/search');
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Ingredients' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'ceba' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'all' }));
    const ceba = within(drawer).getByRole('radiogroup', { name: 'ceba' });
    expect((within(ceba).getByRole('radio', { name: 'amb' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(ceba).getByRole('radio', { name: 'sense' }));

    await userEvent.click(within(drawer).getByRole('button', { name: 'Sense al·lèrgens' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'llet' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Dieta' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'vegà' }));
    expect(chipNames(within(drawer).getByRole('group', { name: 'Filtres seleccionats' }))).toEqual([
      'all',
      'sense ceba',
      'sense llet',
      'vegà',
    ]);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Aplicar filtres' }));

    const expected = 'ingredient=all&without=ceba&free_of=milk&diet=vegan';
    await waitFor(() => expect(router.state.location.search).toBe(`?${expected}`));
    await waitFor(() => expect(sent.at(-1)).toBe(expected));
    expect(screen.getByRole('button', { name: 'Filtres (4 filtres aplicats)' })).toBeTruthy();
  });

  it('shows the applied filters as chips above the results, each removable, and all at once', async () => {
    const sent: string[] = [];
    fetchMock.mockImplementation(api(some(5), sent));
    const { router } = renderApp(
      '/search?q=sopa&category=2&cuisine=3&max_time=30&ingredient=all&without=ceba&free_of=gluten&diet=vegetarian&difficulty=facil',
    );
    await waitFor(() =>
      expect(chipNames(applied())).toEqual([
        'Sopes',
        'Catalunya',
        'Fins a 30 min',
        'all',
        'sense ceba',
        'sense gluten',
        'vegetarià',
        'Fàcil',
        'Treure tots els filtres',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Treure el filtre sense ceba' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('without')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Treure el filtre sense gluten' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('free_of')).toBe(false));
    expect(chipNames(applied())).not.toContain('sense gluten');

    await userEvent.click(screen.getByRole('button', { name: 'Treure tots els filtres' }));
    // The query text is not a filter: it stays.
    await waitFor(() => expect(router.state.location.search).toBe('?q=sopa'));
    expect(screen.queryByRole('group', { name: 'Filtres aplicats' })).toBeNull();
    await waitFor(() => expect(sent.at(-1)).toBe('q=sopa'));
  });

  it('links to cooking with what you have', async () => {
    fetchMock.mockImplementation(api(some(1)));
    renderApp('/search');
    const link = await screen.findByRole('link', { name: 'Cuina amb el que tens' });
    expect(link.getAttribute('href')).toBe('/cuina-amb-el-que-tens');
  });
});
