import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const account = (role: string) => ({
  id: 2,
  name: 'xef_marta',
  email: 'm@x.cat',
  role,
  bio: null,
  img: null,
});
const info = (role: string) => ({
  user: { id: 2, name: 'xef_marta', bio: null, role, img: null },
  recipes: [],
  folders: [],
  recipes_in_folders: [],
});
const live = {
  id: 31,
  dia: '2030-01-15',
  hora: '18:00',
  starts_at: '2030-01-15T17:00:00.000Z',
  status: 'scheduled',
  title: 'Crema catalana',
  description: null,
  recipe: { id: 11, title: 'Crema catalana', description: null },
  chef: { id: 2, name: 'xef_marta', img: null },
};
const app = (role: string) =>
  serveRoutes({
    'GET /api/user': () => jsonResponse(200, account(role)),
    'GET /api/userInfo/2': () => jsonResponse(200, info(role)),
    'GET /api/user/2/recipes?limit=24': () => jsonResponse(200, { recipes: [], next_cursor: null }),
    'GET /api/mis-lives': () => jsonResponse(200, [live]),
  });

describe("/perfil, a chef's own lives", () => {
  const fetchMock = stubFetch({ token: 'chef-own-lives' });

  it("lists GET /mis-lives with 'Veure Live', change and delete, and 'Programar un live'", async () => {
    fetchMock.mockImplementation(app('chef'));
    renderApp('/perfil?tab=lives');
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Crema catalana' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Veure Live' }).getAttribute('href')).toBe('/chat/31');
    expect(within(card).getByRole('button', { name: 'Modificar el live Crema catalana' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Esborrar el live Crema catalana' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Programar un live' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Els meus lives' }).getAttribute('aria-selected')).toBe('true');
  });

  it('gives the focus to the screen’s heading once the deleted live’s card is gone, not to the page', async () => {
    let mine = [live];
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, account('chef')),
        'GET /api/userInfo/2': () => jsonResponse(200, info('chef')),
        'GET /api/user/2/recipes?limit=24': () => jsonResponse(200, { recipes: [], next_cursor: null }),
        'GET /api/mis-lives': () => jsonResponse(200, mine),
        'DELETE /api/lives/31': () => {
          mine = [];
          return jsonResponse(200, { message: 'Live eliminat correctament.' });
        },
      }),
    );
    renderApp('/perfil?tab=lives');
    await userEvent.click(await screen.findByRole('button', { name: 'Esborrar el live Crema catalana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esborrar el live?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esborrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('article')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });
});

describe('/perfil, a user', () => {
  const fetchMock = stubFetch({ token: 'user-own-lives' });

  it('has no lives tab, and ?tab=lives opens the recipes', async () => {
    fetchMock.mockImplementation(app('user'));
    renderApp('/perfil?tab=lives');
    expect(await screen.findByRole('tab', { name: 'Les meves receptes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Les meves receptes' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Els meus lives' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Programar un live' })).toBeNull();
  });
});
