import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recipeCard } from '@/test/recipe-card.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const me = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: null, img: null };
const marta = { id: 2, name: 'xef_marta', img: null };
const live = {
  id: 5,
  dia: '2026-12-05',
  hora: '13:00',
  starts_at: '2026-12-05T12:00:00.000Z',
  status: 'scheduled',
  title: 'Fideuà de marisc',
  description: 'Fideus rossejats.',
  recipe: null,
  chef: marta,
  replay: null,
};
const recipeItem = (id: number, title: string) => ({
  type: 'recipe',
  created_at: '2026-11-28T10:00:00.000Z',
  user: marta,
  recipe: recipeCard(id, title, { user: marta, user_id: 2, creador: 'xef_marta' }),
});

describe('/seguint', () => {
  const fetchMock = stubFetch({ token: 'tok-feed' });

  it('shows who did what, a recipe card and a live card, and loads the next page', async () => {
    const routes = serveRoutes({
      'GET /api/user': () => jsonResponse(200, me),
      'GET /api/notifications?limit=20': () =>
        jsonResponse(200, { notifications: [], next_cursor: null, unread_count: 0 }),
      'GET /api/feed?limit=20': () =>
        jsonResponse(200, {
          items: [
            { type: 'live', created_at: '2026-11-29T08:12:00.000Z', user: marta, live },
            recipeItem(11, 'Escudella'),
          ],
          next_cursor: 'page2',
        }),
      'GET /api/feed?limit=20&cursor=page2': () =>
        jsonResponse(200, { items: [recipeItem(12, 'Crema catalana')], next_cursor: null }),
    });
    fetchMock.mockImplementation(routes);
    renderApp('/seguint');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seguint' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Seguint' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('xef_marta ha programat un live')).toBeTruthy();
    expect(
      within(items[0]!)
        .getByRole('link', { name: /Uneix-te!/ })
        .getAttribute('href'),
    ).toBe('/chat/5');
    expect(within(items[1]!).getByText('xef_marta ha publicat una recepta')).toBeTruthy();
    expect(
      within(items[1]!)
        .getByRole('link', { name: /Escudella/ })
        .getAttribute('href'),
    ).toBe('/info/11');

    await userEvent.click(screen.getByRole('button', { name: 'Carregar més' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByText('No hi ha res més.')).toBeTruthy();
  });

  it('empty: says what the feed will hold and suggests popular cooks, whose follow button stays in place', async () => {
    const follows: string[] = [];
    const routes = serveRoutes({
      'GET /api/user': () => jsonResponse(200, me),
      'GET /api/notifications?limit=20': () =>
        jsonResponse(200, { notifications: [], next_cursor: null, unread_count: 0 }),
      'GET /api/feed?limit=20': () => jsonResponse(200, { items: [], next_cursor: null }),
      'GET /api/users/7/following?limit=30': () => jsonResponse(200, { users: [], next_cursor: null }),
      'GET /api/feed/suggestions': () =>
        jsonResponse(200, {
          users: [{ ...marta, followers_count: 3, recipes_count: 12 }],
        }),
      'POST /api/users/2/follow': () => {
        follows.push('xef_marta');
        return jsonResponse(200, {
          message: 'Ara segueixes xef_marta.',
          followers_count: 4,
          following_count: 0,
          followed_by_me: true,
        });
      },
    });
    fetchMock.mockImplementation(routes);
    renderApp('/seguint');

    expect(await screen.findByText('Encara no hi ha res aquí')).toBeTruthy();
    expect(screen.getByText(/Segueix cuiners i aquí veuràs/)).toBeTruthy();
    expect(await screen.findByText('12 receptes · 3 seguidors')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Seguir xef_marta' }));
    expect(await screen.findByRole('button', { name: 'Deixar de seguir xef_marta' })).toBeTruthy();
    expect(follows).toEqual(['xef_marta']);
    expect(await screen.findByText('12 receptes · 4 seguidors')).toBeTruthy();
  });

  it('says so, with a retry, when the feed cannot be read', async () => {
    let calls = 0;
    const routes = serveRoutes({
      'GET /api/user': () => jsonResponse(200, me),
      'GET /api/notifications?limit=20': () =>
        jsonResponse(200, { notifications: [], next_cursor: null, unread_count: 0 }),
      'GET /api/feed?limit=20': () => {
        calls++;
        return calls === 1
          ? jsonResponse(500, { message: 'Error' })
          : jsonResponse(200, { items: [recipeItem(11, 'Escudella')], next_cursor: null });
      },
    });
    fetchMock.mockImplementation(routes);
    renderApp('/seguint');
    expect(
      await screen.findByText(
        'No s’ha pogut carregar el que publiquen els cuiners que segueixes.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tornar a intentar' }));
    expect(await screen.findByText('Escudella')).toBeTruthy();
  });
});
