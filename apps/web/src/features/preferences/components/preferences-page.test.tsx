import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, serveRoutes as serve, stubFetch } from '@/test/render.tsx';

const options = {
  cuisines: [
    { id: 1, country: 'Catalana' },
    { id: 2, country: 'Japonesa' },
  ],
  categories: [
    { id: 10, name: 'Postres' },
    { id: 11, name: 'Sopes' },
  ],
};

describe('preferences page', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it('pre-selects the saved preferences and saves the toggled ones', async () => {
    let saved: unknown;
    fetchMock.mockImplementation(
      serve({
        'GET /api/recommendations/options': () => jsonResponse(200, options),
        'GET /api/recommendations/preferences': () =>
          jsonResponse(200, {
            cuisine_ids: [2],
            category_ids: [],
            cuisines: [options.cuisines[1]],
            categories: [],
          }),
        'POST /api/recommendations/preferences': (init) => {
          saved = JSON.parse(String(init?.body));
          return jsonResponse(200, { ...(saved as object), cuisines: [], categories: [], message: 'ok' });
        },
      }),
    );
    const { router } = renderApp('/Formulario');
    const japonesa = await screen.findByRole('button', { name: 'Japonesa' });
    expect(japonesa.getAttribute('aria-pressed')).toBe('true');
    const postres = screen.getByRole('button', { name: 'Postres' });
    expect(postres.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(postres);
    expect(postres.getAttribute('aria-pressed')).toBe('true');
    japonesa.focus();
    await userEvent.keyboard('{Enter}');
    expect(japonesa.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar Preferencias' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(saved).toEqual({ cuisine_ids: [], category_ids: [10] });
    expect(await screen.findByText('Preferencias guardadas correctamente')).toBeTruthy();
  });

  it('selects nothing when there are no saved preferences (404)', async () => {
    fetchMock.mockImplementation(
      serve({ 'GET /api/recommendations/options': () => jsonResponse(200, options) }),
    );
    renderApp('/formulario');
    await screen.findByRole('button', { name: 'Catalana' });
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('says when the options do not load', async () => {
    fetchMock.mockImplementation(
      serve({ 'GET /api/recommendations/options': () => jsonResponse(500, { message: 'boom' }) }),
    );
    renderApp('/formulario');
    expect((await screen.findByRole('alert')).textContent).toContain('Error al cargar las opciones');
  });

  it('shows the save error for 5 seconds', async () => {
    fetchMock.mockImplementation(
      serve({
        'GET /api/recommendations/options': () => jsonResponse(200, options),
        'POST /api/recommendations/preferences': () => jsonResponse(500, { message: 'boom' }),
      }),
    );
    renderApp('/formulario');
    await userEvent.click(await screen.findByRole('button', { name: 'Sopes' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Preferencias' }));
    expect(await screen.findByText('Error al guardar las preferencias')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(screen.queryByText('Error al guardar las preferencias')).toBeNull();
  });

  it('sends a visitor without a token to login (the API answers 401)', async () => {
    window.localStorage.clear();
    fetchMock.mockImplementation(
      serve({
        'GET /api/recommendations/options': () => jsonResponse(200, options),
        'GET /api/recommendations/preferences': () =>
          jsonResponse(401, { message: 'Unauthorized - Please login' }),
      }),
    );
    const { router } = renderApp('/formulario');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fformulario');
  });
});
