import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const person = (role: string) => ({
  id: 7,
  name: 'cuinera',
  email: 'cuinera@example.cat',
  role,
  bio: null,
  img: null,
});
const stored = (message: string) => ({
  id: 3,
  user_id: 7,
  message,
  status: 'pending',
  created_at: '2026-11-24T20:00:00.000Z',
  updated_at: '2026-11-24T20:00:00.000Z',
});

const app = (send: Route, role = 'user') =>
  serveRoutes({
    'GET /api/user': () => jsonResponse(200, person(role)),
    'POST /api/send-verification': send,
  });

const box = () => screen.getByRole('textbox', { name: /Missatge/ }) as HTMLTextAreaElement;

describe('verification page, signed in', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const sent = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/send-verification').map(([, init]) => init);

  it('shows the spec screen, sends the trimmed message and confirms with the spec line', async () => {
    fetchMock.mockImplementation(
      app((init) => {
        const { message } = JSON.parse(String(init?.body)) as { message: string };
        return jsonResponse(201, { message: 'Solicitud enviada correctamente.', request: stored(message) });
      }),
    );
    renderApp('/verificacion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demanar Verificació' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tornar al perfil' }).getAttribute('href')).toBe('/perfil');

    await userEvent.type(
      await screen.findByRole('textbox', { name: /Missatge/ }),
      '  Cuino des de fa anys.  ',
    );
    expect(screen.getByText('25 / 2000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Envia sol·licitud' }));

    expect((await screen.findByRole('status')).textContent).toContain('Solicitud enviada correctamente.');
    expect(sent()).toHaveLength(1);
    expect(JSON.parse(String(sent()[0]?.body))).toEqual({ message: 'Cuino des de fa anys.' });
    expect(box().value).toBe('');
  });

  it('refuses an empty message under the field without calling the server', async () => {
    fetchMock.mockImplementation(app(() => jsonResponse(500)));
    renderApp('/verificacion');
    await screen.findByRole('textbox', { name: /Missatge/ });
    await userEvent.type(box(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Envia sol·licitud' }));
    expect(await screen.findByText('El missatge és obligatori.')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toHaveLength(0);
  });

  it('keeps what was typed when sending fails, with the spec line and the server reason', async () => {
    fetchMock.mockImplementation(
      app(() =>
        jsonResponse(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'already_verified',
          message: 'Ja ets xef verificat: no cal que demanis la verificació.',
        }),
      ),
    );
    renderApp('/verificacion');
    await screen.findByRole('textbox', { name: /Missatge/ });
    await userEvent.type(box(), 'Vull ser xef');
    // Enter inside the message is a new line; the keyboard reaches the button with Tab.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Envia sol·licitud' }));
    await userEvent.keyboard('{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al enviar la solicitud.');
    expect(alert.textContent).toContain('Ja ets xef verificat');
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().value).toBe('Vull ser xef');
  });

  it('a server field error is shown under the message', async () => {
    fetchMock.mockImplementation(
      app(() =>
        jsonResponse(422, {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'validation_failed',
          message: 'El text conté caràcters de control (com ara NUL), que no s’admeten.',
          errors: { message: ['El text conté caràcters de control (com ara NUL), que no s’admeten.'] },
        }),
      ),
    );
    renderApp('/verificacion');
    await screen.findByRole('textbox', { name: /Missatge/ });
    await userEvent.type(box(), 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Envia sol·licitud' }));
    await waitFor(() => expect(box().getAttribute('aria-invalid')).toBe('true'));
    expect(box().value).toBe('Hola');
  });
});

// A token of its own: the auth store keeps the user fetched for a token across renders.
describe('verification page, as a chef', () => {
  const fetchMock = stubFetch({ token: 'tok-chef' });

  it('tells a chef there is nothing to ask for, without a form', async () => {
    fetchMock.mockImplementation(app(() => jsonResponse(500), 'chef'));
    renderApp('/verificacion');
    expect(await screen.findByText('Ja ets xef verificat: no cal que demanis la verificació.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envia sol·licitud' })).toBeNull();
  });
});

describe('verification page, signed out', () => {
  const fetchMock = stubFetch();

  it('shows the login prompt, which comes back here after logging in', async () => {
    fetchMock.mockImplementation(serveRoutes({}));
    renderApp('/verificacion');
    expect(await screen.findByText("Per demanar la verificació de xef, has d'iniciar sessió")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar Sessió' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fverificacion',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
