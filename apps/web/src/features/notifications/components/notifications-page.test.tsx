import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const me = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: null, img: null };
const notification = (id: number, read = false, recipe_id: number | null = 40 + id) => ({
  id,
  user_id: 7,
  recipe_id,
  type: 'comment',
  triggered_by: 9,
  message: `marc ha comentat la teva recepta "Recepta ${id}"`,
  read,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
});
type Item = ReturnType<typeof notification>;
const page = (
  items: Item[],
  next_cursor: string | null = null,
  unread = items.filter((n) => !n.read).length,
) => jsonResponse(200, { notifications: items, next_cursor, unread_count: unread });

const app = (routes: Record<string, Route>) =>
  serveRoutes({ 'GET /api/user': () => jsonResponse(200, me), ...routes });

const FIRST = 'GET /api/notifications?limit=20';
const list = () => screen.getByRole('list', { name: 'Llista de notificacions' });

describe('notifications page', () => {
  const fetchMock = stubFetch({ token: 'tok-list' });
  const calls = (method: string, url: string) =>
    fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);

  it('lists newest first with the read state in words; an unread one opened is marked read on the way to its recipe', async () => {
    const items = [notification(1), notification(2, true), notification(3, false, null)];
    fetchMock.mockImplementation(
      app({
        [FIRST]: () => page(items),
        'PUT /api/notifications/1/read': () => {
          items[0] = { ...items[0]!, read: true };
          return jsonResponse(200, { message: 'Notificació marcada com a llegida.', notification: items[0] });
        },
      }),
    );
    const { router } = renderApp('/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notificacions' })).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'Llista de notificacions' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Recepta 1');
    expect(within(rows[0]!).getByText('Nova')).toBeTruthy();
    expect(within(rows[0]!).getByText('fa 1 minut')).toBeTruthy();
    expect(within(rows[1]!).getByText('Llegida')).toBeTruthy();
    expect(screen.getByText('2 notificacions sense llegir')).toBeTruthy();

    // A notification without a recipe says so and is no link.
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).getByText('La recepta ja no està disponible.')).toBeTruthy();

    const link = within(rows[0]!).getByRole('link', { name: /Recepta 1/ });
    expect(link.getAttribute('href')).toBe('/info/41');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/41'));
    await waitFor(() => expect(calls('PUT', '/api/notifications/1/read')).toHaveLength(1));

    // Back on the list, it shows as read.
    await router.navigate(-1);
    const first = within(await screen.findByRole('list', { name: 'Llista de notificacions' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(within(first).getByText('Llegida')).toBeTruthy();
    expect(screen.getByText('1 notificació sense llegir')).toBeTruthy();
  });

  it('a read one opened is not marked again', async () => {
    fetchMock.mockImplementation(app({ [FIRST]: () => page([notification(2, true)]) }));
    const { router } = renderApp('/notifications');
    await userEvent.click(await screen.findByRole('link', { name: /Recepta 2/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/42'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('marks one without opening it, and all at once', async () => {
    let items = [notification(1), notification(2), notification(3, true)];
    fetchMock.mockImplementation(
      app({
        [FIRST]: () => page(items),
        'PUT /api/notifications/2/read': () => {
          items = items.map((n) => (n.id === 2 ? { ...n, read: true } : n));
          return jsonResponse(200, { message: 'ok', notification: items[1] });
        },
        'PUT /api/notifications/read-all': () => {
          items = items.map((n) => ({ ...n, read: true }));
          return jsonResponse(200, { message: 'ok', updated: 1 });
        },
      }),
    );
    renderApp('/notifications');
    await screen.findByRole('list', { name: 'Llista de notificacions' });
    const second = within(list()).getAllByRole('listitem')[1]!;
    await userEvent.click(within(second).getByRole('button', { name: 'Marcar com a llegida' }));
    await waitFor(() => expect(within(second).getByText('Llegida')).toBeTruthy());
    expect(calls('PUT', '/api/notifications/2/read')).toHaveLength(1);
    expect(await screen.findByText('1 notificació sense llegir')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Marcar totes com a llegides' }));
    expect(await screen.findByText('Totes llegides')).toBeTruthy();
    expect(within(list()).queryAllByText('Nova')).toHaveLength(0);
    expect(calls('PUT', '/api/notifications/read-all')).toHaveLength(1);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Marcar totes com a llegides' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('loads more with the cursor', async () => {
    fetchMock.mockImplementation(
      app({
        [FIRST]: () => page([notification(1)], 'c1', 2),
        'GET /api/notifications?limit=20&cursor=c1': () => page([notification(5)], null, 2),
      }),
    );
    renderApp('/notifications');
    await screen.findByRole('list', { name: 'Llista de notificacions' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Carregar més' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list()).getAllByRole('listitem')[1]!.textContent).toContain('Recepta 5');
    expect(screen.queryByRole('button', { name: 'Carregar més' })).toBeNull();
  });

  it('shows the empty state', async () => {
    fetchMock.mockImplementation(app({ [FIRST]: () => page([]) }));
    renderApp('/notifications');
    expect(await screen.findByText('Encara no tens notificacions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar totes com a llegides' })).toBeNull();
  });

  it('shows a loader, then an error with a retry that works', async () => {
    let fail = true;
    fetchMock.mockImplementation(
      app({
        [FIRST]: () =>
          fail ? jsonResponse(500, { statusCode: 500, message: 'error' }) : page([notification(1)]),
      }),
    );
    renderApp('/notifications');
    expect(await screen.findByRole('status')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No s’han pogut carregar les notificacions.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tornar a intentar' }));
    expect(await screen.findByRole('list', { name: 'Llista de notificacions' })).toBeTruthy();
  });

  it('shows a new follower, linked to their profile, and a followed cook’s new recipe, linked to it', async () => {
    const follow = {
      ...notification(1, false, null),
      type: 'follow',
      triggered_by: 9,
      message: 'marc et segueix',
    };
    const recipe = {
      ...notification(2),
      type: 'followed_recipe',
      recipe_id: 55,
      message: 'marc ha publicat una recepta nova: "Coca"',
    };
    fetchMock.mockImplementation(app({ [FIRST]: () => page([follow, recipe]) }));
    renderApp('/notifications');
    const rows = within(await screen.findByRole('list', { name: 'Llista de notificacions' })).getAllByRole(
      'listitem',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'marc et segueix' }).getAttribute('href')).toBe(
      '/user/9',
    );
    expect(within(rows[0]!).queryByText('La recepta ja no està disponible.')).toBeNull();
    expect(
      within(rows[1]!)
        .getByRole('link', { name: 'marc ha publicat una recepta nova: "Coca"' })
        .getAttribute('href'),
    ).toBe('/info/55');
  });
});
