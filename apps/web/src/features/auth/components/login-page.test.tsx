import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '@/test/render.tsx';

const user = { id: 1, name: 'usuari', email: 'u@example.cat', role: 'user', bio: null, img: null };

describe('login page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function fillIn(name: string, password: string) {
    await userEvent.type(await screen.findByLabelText("Nom d'usuari", { exact: false }), name);
    await userEvent.type(screen.getByLabelText('Contrasenya', { exact: false, selector: 'input' }), password);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sessió' }));
  }

  it('requires both fields before calling the server', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar Sessió' }));
    expect(await screen.findByText('El nom d’usuari és obligatori.')).toBeTruthy();
    expect(screen.getByText('La contrasenya és obligatòria.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Nom d’usuari o contrasenya incorrectes.' }));
    renderApp('/login');
    await fillIn('usuari', 'dolenta1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Nom d’usuari o contrasenya incorrectes.',
    );
  });

  it('falls back to the spec line when the server sends no message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    renderApp('/login');
    await fillIn('usuari', 'x');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Credencials incorrectes o token invàlid.',
    );
  });

  it('stores the token and follows a safe redirect', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 'tok', user }));
    const { router } = renderApp('/login?redirect=%2Finfo%2F4');
    await fillIn('usuari', 'usuari12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/4'));
    expect(window.localStorage.getItem('token')).toBe('tok');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(JSON.parse(init!.body as string)).toEqual({ name: 'usuari', password: 'usuari12345' });
  });

  it('ignores a redirect to another site', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 'tok', user }));
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example');
    await fillIn('usuari', 'usuari12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
