import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/auth-store.ts';
import { recipeCard } from '@/test/recipe-card.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const card = (id: number, title: string, description: string | null = 'Bona i fàcil.') =>
  recipeCard(id, title, { description });
const list = (...cards: ReturnType<typeof card>[]) =>
  jsonResponse(200, { recipes: cards, next_cursor: null });
const longText = Array.from({ length: 20 }, (_, i) => `mot${i}`).join(' ');

describe('landing page', () => {
  const fetchMock = stubFetch();
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

  it('shows popular cards, switches to recent, and cuts long descriptions to 15 words', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes?sort=popular&limit=20': () =>
          list(card(1, 'Arròs negre', longText), card(2, 'Xató', null)),
        'GET /api/recipes?sort=recent&limit=20': () => list(card(3, 'Crema catalana')),
      }),
    );
    const { router } = renderApp('/');
    const grid = await screen.findByRole('tabpanel');
    expect(await within(grid).findByText('Arròs negre')).toBeTruthy();
    expect(within(grid).getByText(`${longText.split(' ').slice(0, 15).join(' ')}...`)).toBeTruthy();
    expect(within(grid).getByText('Sense descripció disponible')).toBeTruthy();
    const image = grid.querySelector('img')!; // decorative (alt=""): the card's title names the link
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('480');
    // Every variant, AVIF first, for the browser to take the one its screen needs.
    const avif = image.parentElement!.querySelector('source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toMatch(
      /recipe-\d+-card\.avif 480w, .+-phone\.avif 720w, .+-detail\.avif 1200w$/,
    );
    expect(image.getAttribute('srcset')).toMatch(
      /-card\.webp 480w, .+-phone\.webp 720w, .+-detail\.webp 1200w$/,
    );
    expect(image.getAttribute('sizes')).toBe(avif.getAttribute('sizes'));
    // The carousel's first picture, the page's largest paint, comes first; the others wait.
    const slides = screen.getByRole('region', { name: /./ }).querySelectorAll('img');
    expect(slides[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(slides[0]!.getAttribute('loading')).toBe('eager');
    expect(slides[1]?.getAttribute('loading') ?? 'lazy').toBe('lazy');

    await userEvent.click(screen.getByRole('tab', { name: 'Més recents' }));
    expect(await screen.findByText('Crema catalana')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=recent');
    expect(urls().some((u) => u.includes('/recommended'))).toBe(false); // not until its tab is chosen
  });

  it('asks a visitor to log in before opening a recipe, and closes when they log in elsewhere', async () => {
    fetchMock.mockImplementation(
      serveRoutes({ 'GET /api/recipes?sort=popular&limit=20': () => list(card(7, 'Suquet de peix')) }),
    );
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: /Suquet de peix/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel·lar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('link', { name: /Suquet de peix/ }));
    await screen.findByRole('dialog');
    act(() => setSession('tok', null)); // another tab or component logs in: authUpdated
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends Acceptar to login with a redirect to the recipe', async () => {
    fetchMock.mockImplementation(
      serveRoutes({ 'GET /api/recipes?sort=popular&limit=20': () => list(card(7, 'Suquet de peix')) }),
    );
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: /Suquet de peix/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Acceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Finfo%2F7');
  });

  it('opens the recipe directly when signed in', async () => {
    window.localStorage.setItem('token', 'tok');
    fetchMock.mockImplementation(
      serveRoutes({ 'GET /api/recipes?sort=popular&limit=20': () => list(card(7, 'Suquet de peix')) }),
    );
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: /Suquet de peix/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/7'));
  });

  it('loads recommendations on first choice and points to the preferences when there are none', async () => {
    window.localStorage.setItem('token', 'tok');
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes?sort=popular&limit=20': () => list(card(1, 'Arròs negre')),
        'GET /api/recipes/recommended?limit=20': () => jsonResponse(200, { recipes: [] }),
      }),
    );
    renderApp('/');
    await screen.findByText('Arròs negre', { selector: 'h3' });
    expect(urls().some((u) => u.includes('/recommended'))).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Per a tu' }));
    expect(await screen.findByText('No tens recomanacions personalitzades encara.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Configura les teves preferències' });
    expect(link.getAttribute('href')).toBe('/formulario');
  });

  it('shows the list error as a popup for 3 seconds', async () => {
    fetchMock.mockImplementation(
      serveRoutes({ 'GET /api/recipes?sort=popular&limit=20': () => jsonResponse(500, { message: 'boom' }) }),
    );
    renderApp('/');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await waitFor(() => expect(screen.getAllByText('Error al cargar las recetas').length).toBe(2)); // popup + inline
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    await waitFor(() => expect(screen.getAllByText('Error al cargar las recetas').length).toBe(1));
  });

  it('shows the authError of a refused detail visit once, then drops it from the URL', async () => {
    fetchMock.mockImplementation(serveRoutes({ 'GET /api/recipes?sort=popular&limit=20': () => list() }));
    const { router } = renderApp('/?authError=x&redirect=%2Finfo%2F3');
    expect(
      await screen.findByText('Has de iniciar sesión per veure els detalls de les receptes'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Finfo%2F3'));
  });
});
