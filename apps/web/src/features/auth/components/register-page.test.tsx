import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '@/test/render.tsx';

const user = { id: 2, name: 'nova', email: 'nova@example.cat', role: 'user', bio: null, img: null };

describe('register page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const alertMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'alert').mockImplementation(alertMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    alertMock.mockReset();
  });

  async function fillIn(name: string, email: string, password: string) {
    await userEvent.type(await screen.findByLabelText("Nom d'usuari", { exact: false }), name);
    await userEvent.type(screen.getByLabelText('Correu electrònic', { exact: false }), email);
    await userEvent.type(screen.getByLabelText('Contrasenya', { exact: false, selector: 'input' }), password);
    await userEvent.click(screen.getByRole('button', { name: 'Crear compte' }));
  }

  it('validates with the shared schema before calling the server', async () => {
    renderApp('/register');
    await fillIn('nova', 'no-es-un-correu', 'curta');
    expect(await screen.findByText('El correu electrònic no és vàlid.')).toBeTruthy();
    expect(screen.getByText('La contrasenya ha de tenir almenys 8 caràcters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success stores the token and goes to /Formulario', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/register' ? jsonResponse(201, { token: 'new', user }) : jsonResponse(404, {}),
    );
    const { router } = renderApp('/register');
    await fillIn('nova', 'nova@example.cat', 'contrasenya1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Formulario'));
    expect(window.localStorage.getItem('token')).toBe('new');
  });

  it('joins the field errors of a 422 into one alert and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'x',
        errors: {
          name: ['Aquest nom d’usuari ja està en ús.'],
          email: ['Aquest correu electrònic ja està registrat.'],
        },
      }),
    );
    renderApp('/register');
    await fillIn('nova', 'nova@example.cat', 'contrasenya1');
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(1));
    expect(alertMock).toHaveBeenCalledWith(
      'Aquest nom d’usuari ja està en ús.\nAquest correu electrònic ja està registrat.',
    );
    expect((screen.getByLabelText('Correu electrònic', { exact: false }) as HTMLInputElement).value).toBe(
      'nova@example.cat',
    );
  });

  it("shows the server's reason for a weak password under the password field", async () => {
    const reason = 'La contrasenya és massa fàcil d’endevinar: és una de les contrasenyes més utilitzades.';
    fetchMock.mockResolvedValue(jsonResponse(422, { message: reason, errors: { password: [reason] } }));
    renderApp('/register');
    await fillIn('nova', 'nova@example.cat', 'password');
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(reason));
    // The field's own error line: the input names it as its description.
    const line = await screen.findByText(reason);
    const field = screen.getByLabelText('Contrasenya', { exact: false, selector: 'input' });
    expect(line.id).not.toBe('');
    expect(field.getAttribute('aria-describedby')).toContain(line.id);
  });

  it('any other failure gives the fixed alert', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'boom' }));
    renderApp('/register');
    await fillIn('nova', 'nova@example.cat', 'contrasenya1');
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith('Error inesperado en el registro. Intenta de nuevo.'),
    );
  });
});
