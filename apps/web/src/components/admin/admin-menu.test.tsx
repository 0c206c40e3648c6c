import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuth, getAuth } from '@/lib/auth-store.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const user = (role: string) => ({
  id: 1,
  name: 'gestora',
  email: 'g@example.cat',
  role,
  bio: null,
  img: null,
});
const landing = (role: string) =>
  serveRoutes({
    'GET /api/user': () => jsonResponse(200, user(role)),
    'GET /api/notifications?limit=20': () =>
      jsonResponse(200, { notifications: [], next_cursor: null, unread_count: 0 }),
    'GET /api/recipes?sort=popular&limit=20': () => jsonResponse(200, { recipes: [], next_cursor: null }),
  });

describe('the admin menu on the landing page', () => {
  const fetchMock = stubFetch({ token: 'tok-menu' });
  // Each test signs in with a token of its own: the user of the last test must not be reused.
  let signIns = 0;
  beforeEach(() => {
    clearAuth();
    signIns += 1;
    window.localStorage.setItem('token', `tok-menu-${signIns}`);
  });

  it('opens the admin panel for an admin, with a link to every admin screen', async () => {
    fetchMock.mockImplementation(landing('admin'));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: "Obrir el Panel d'Administració" }));
    const drawer = await screen.findByRole('dialog', { name: "Panel d'Administració" });
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/recetas',
      '/categories',
      '/cuisines',
      '/comments',
      '/users',
      '/revisio',
      '/denuncies',
      '/verificacion',
      '/registre',
    ]);
    // The keyboard starts on the first link, not on 'Tancar'.
    await waitFor(() => expect(document.activeElement).toBe(within(drawer).getAllByRole('link')[0]));
    // A link closes the drawer and goes there.
    await userEvent.click(within(drawer).getByRole('link', { name: 'Categories' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Panel d'Administració" })).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
  });

  it.each(['user', 'chef'])('is not there for role %s', async (role) => {
    fetchMock.mockImplementation(landing(role));
    renderApp('/');
    // Once the user is known, the header has the bell and no menu.
    await waitFor(() => expect(getAuth().user?.role).toBe(role));
    await screen.findByRole('link', { name: /^Notificacions/ });
    expect(screen.queryByRole('button', { name: "Obrir el Panel d'Administració" })).toBeNull();
  });
});

describe('the admin menu signed out', () => {
  const fetchMock = stubFetch();

  it('is not there', async () => {
    fetchMock.mockImplementation(landing('admin'));
    renderApp('/');
    await screen.findByRole('link', { name: /^Notificacions/ });
    expect(screen.queryByRole('button', { name: "Obrir el Panel d'Administració" })).toBeNull();
  });
});
