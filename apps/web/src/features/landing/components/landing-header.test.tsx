import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearAuth } from '@/lib/auth-store.ts';
import { openedSockets } from '@/test/fake-socket.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const me = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: null, img: null };
const notification = (id: number, read = false) => ({
  id,
  user_id: 7,
  recipe_id: 40 + id,
  type: 'comment',
  triggered_by: 9,
  message: `marc ha comentat la teva recepta "Recepta ${id}"`,
  read,
  created_at: '2026-11-24T20:00:00.000Z',
});

/** The server's notifications of user 7, which a test may add to as the server would. */
function notificationsServer(initial: ReturnType<typeof notification>[]) {
  const stored = [...initial];
  const answer = () =>
    jsonResponse(200, {
      notifications: stored,
      next_cursor: null,
      unread_count: stored.filter((n) => !n.read).length,
    });
  const routes = serveRoutes({
    'GET /api/user': () => jsonResponse(200, me),
    'GET /api/notifications?limit=20': answer,
    'GET /api/recipes?sort=popular&limit=20': () => jsonResponse(200, { recipes: [], next_cursor: null }),
  });
  return { stored, routes };
}

const bell = () => screen.getByRole('link', { name: /^Notificacions/ });

describe('the bell, signed in', () => {
  const fetchMock = stubFetch({ token: 'tok-bell' });

  it('shows the unread count, and a pushed notification raises it without waiting for the refresh', async () => {
    const server = notificationsServer([notification(2), notification(1, true)]);
    fetchMock.mockImplementation(server.routes);
    renderApp('/');

    expect((await screen.findByTestId('unread-count')).textContent).toBe('1');
    expect(bell().getAttribute('aria-label')).toBe('Notificacions, 1 sense llegir');
    expect(bell().getAttribute('href')).toBe('/notifications');

    // The socket connected with the token and told the server who it is.
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = openedSockets[0]!;
    expect(socket.token).toBe('tok-bell');
    await waitFor(() => expect(socket.emitted).toContainEqual({ event: 'authenticate', payload: 7 }));

    // The server commits a notification and pushes it.
    const pushed = notification(3);
    server.stored.unshift(pushed);
    act(() => socket.push('newNotification', pushed));
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('2'));
    expect(bell().getAttribute('aria-label')).toBe('Notificacions, 2 sense llegir');

    // The connection drops; a notification committed meanwhile is never pushed. Back online, the
    // list is asked for again.
    socket.connected = false;
    server.stored.unshift(notification(4));
    act(() => socket.connect());
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('3'));

    // Logging out closes and forgets the socket, and the badge goes.
    act(() => clearAuth());
    await waitFor(() => expect(socket.closed).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
  });
});

// A token of its own: the session keeps the user fetched for a token across renders.
describe('the bell, signed in with everything read', () => {
  const fetchMock = stubFetch({ token: 'tok-bell-read' });

  it('shows no badge', async () => {
    fetchMock.mockImplementation(notificationsServer([notification(1, true)]).routes);
    renderApp('/');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/notifications?limit=20')).toBe(true),
    );
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    expect(screen.queryByTestId('unread-count')).toBeNull();
    expect(bell().getAttribute('aria-label')).toBe('Notificacions');
  });
});

describe('the bell, signed out', () => {
  const fetchMock = stubFetch();

  it('shows no count, asks for none and opens no socket', async () => {
    fetchMock.mockImplementation(notificationsServer([notification(1)]).routes);
    renderApp('/');
    expect(await screen.findByRole('tabpanel')).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe('Notificacions');
    expect(screen.queryByTestId('unread-count')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/notifications'))).toBe(false);
    expect(openedSockets).toHaveLength(0);
  });
});

describe('the way to the assistant', () => {
  const fetchMock = stubFetch();

  it('takes anyone from the header to the cooking assistant (/Chat)', async () => {
    fetchMock.mockImplementation(notificationsServer([]).routes);
    renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Pregunta a l’assistent de cuina' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
  });
});

describe('the landing page’s outline', () => {
  const fetchMock = stubFetch();

  it('has the product’s name as its one h1, and a way past the cards to the navigation first', async () => {
    fetchMock.mockImplementation(notificationsServer([]).routes);
    renderApp('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Receptari');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Anar a la navegació' });
    expect(document.activeElement).toBe(skip);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Inici' }));
  });
});
