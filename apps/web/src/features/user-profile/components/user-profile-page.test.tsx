import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const card = (id: number, title: string, status = 'published') => ({
  id,
  title,
  description: `Descripció de ${title}`,
  image: id % 2 ? `/media/seed/recipe-${id}-card.webp` : null,
  likes_count: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  user_id: 2,
  creador: 'xef_marta',
  user: { id: 2, name: 'xef_marta', img: null },
  category: null,
  cuisine: null,
  steps_count: 2,
  prep_time: 10,
  cook_time: 5,
  status,
});

const chefProfile = {
  user: { id: 2, name: 'xef_marta', bio: 'Cuino a Girona.', role: 'chef', img: '/media/avatars/marta.webp' },
  recipes: [card(11, 'Crema catalana'), card(12, 'Escudella')],
  folders: [
    { id: 1, name: 'Postres', created_at: '2026-11-02T10:00:00.000Z', recipes: [21, 22, 23, 24, 25, 26] },
    { id: 2, name: 'Per provar', created_at: '2026-11-02T10:00:00.000Z', recipes: [] },
  ],
  recipes_in_folders: [21, 22, 23, 24].map((id) => card(id, `Recepta ${id}`)),
  follow: { followers_count: 12, following_count: 3, followed_by_me: false },
};

const plainProfile = {
  user: { id: 9, name: 'àngela', bio: null, role: 'user', img: null },
  recipes: [],
  folders: [],
  recipes_in_folders: [],
  follow: { followers_count: 1, following_count: 0, followed_by_me: false },
};

const serve = (id: number, route: Route) => serveRoutes({ [`GET /api/userInfo/${id}`]: route });

describe('user profile, signed out', () => {
  const fetchMock = stubFetch();

  it("shows a chef's picture, bio, recipes, folders with '+N més' and the chef lives text", async () => {
    fetchMock.mockImplementation(serve(2, () => jsonResponse(200, chefProfile)));
    renderApp('/user/2');
    expect(await screen.findByRole('heading', { level: 2, name: 'xef_marta' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: "Perfil d'Usuari" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tornar enrere' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto de perfil de xef_marta' }).getAttribute('src')).toBe(
      '/media/avatars/marta.webp',
    );
    expect(screen.getByText('Cuino a Girona.')).toBeTruthy();
    expect(screen.getByText('Xef')).toBeTruthy();
    // The counts for anyone; no follow button for a visitor.
    expect(screen.getByText('12 seguidors')).toBeTruthy();
    expect(screen.getByText(/3 seguits/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Seguir/ })).toBeNull();

    // Receptes, open first.
    expect(screen.getByRole('heading', { name: 'Receptes publicades' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Crema catalana/ }).getAttribute('href')).toBe('/info/11');
    expect(screen.getByRole('tab', { name: /Receptes \(2\)/ }).getAttribute('aria-selected')).toBe('true');

    // Carpetes: the count, each folder's count, four thumbnails, '+2 més', the empty folder's line.
    await userEvent.click(screen.getByRole('tab', { name: /Carpetes \(2\)/ }));
    expect(screen.getByText('2 carpeta(s)')).toBeTruthy();
    const postres = screen.getByRole('region', { name: 'Postres' });
    expect(within(postres).getByText('6 receta(s)')).toBeTruthy();
    const thumbs = within(postres).getAllByRole('link');
    expect(thumbs.map((a) => a.getAttribute('href'))).toEqual([
      '/info/21',
      '/info/22',
      '/info/23',
      '/info/24',
    ]);
    expect(thumbs[0]!.textContent).toContain('Descripció de Recepta 21');
    expect(within(postres).getByText('+2 més')).toBeTruthy();
    const empty = screen.getByRole('region', { name: 'Per provar' });
    expect(within(empty).getByText('0 receta(s)')).toBeTruthy();
    expect(within(empty).getByText('Aquesta carpeta no té receptes.')).toBeTruthy();

    // GET /users/2/lives answers 404 here: no lives.
    await userEvent.click(screen.getByRole('tab', { name: 'Lives' }));
    expect(await screen.findByText('Este chef no tiene lives programados actualmente.')).toBeTruthy();
  });

  it("lists a chef's lives from GET /users/{id}/lives, each with 'Veure Live'", async () => {
    const live = {
      id: 31,
      dia: '2030-01-15',
      hora: '18:00',
      starts_at: '2030-01-15T17:00:00.000Z',
      status: 'scheduled',
      title: 'Crema catalana',
      description: 'Amb sucre cremat.',
      recipe: { id: 11, title: 'Crema catalana', description: 'Amb sucre cremat.' },
      chef: { id: 2, name: 'xef_marta', img: null },
    };
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/userInfo/2': () => jsonResponse(200, chefProfile),
        'GET /api/users/2/lives': () => jsonResponse(200, { success: true, lives: [live] }),
      }),
    );
    renderApp('/user/2?seccio=lives');
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Crema catalana' })).toBeTruthy();
    expect(within(card).getByText('15 de enero de 2030')).toBeTruthy();
    expect(within(card).getByText('18:00')).toBeTruthy();
    expect(within(card).getByText('Amb sucre cremat.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Veure Live' }).getAttribute('href')).toBe('/chat/31');
    // Nobody but the chef changes them, and not from here.
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows the first letter without a picture, and the empty texts of a new user', async () => {
    fetchMock.mockImplementation(serve(9, () => jsonResponse(200, plainProfile)));
    renderApp('/user/9?seccio=carpetes');
    expect(await screen.findByRole('heading', { level: 2, name: 'àngela' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Foto de perfil/ })).toBeNull();
    expect(screen.getByText('À')).toBeTruthy();
    expect(screen.getByText('Encara no ha escrit cap biografia.')).toBeTruthy();
    // The section in the address opens at once.
    expect(screen.getByText('Aquest usuari no té carpetes.')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /Receptes \(0\)/ }));
    expect(screen.getByText('Aquest usuari no té receptes publicades.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Receptes publicades' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Lives' }));
    expect(
      screen.getByText('Este usuario no es chef y por lo tanto no tiene lives programados.'),
    ).toBeTruthy();
  });

  it('marks the pending recipes its owner sees, and moves between sections by keyboard', async () => {
    fetchMock.mockImplementation(
      serve(2, () =>
        jsonResponse(200, {
          ...chefProfile,
          recipes: [card(11, 'Crema catalana'), card(13, 'Panellets', 'pending')],
        }),
      ),
    );
    renderApp('/user/2');
    await screen.findByRole('heading', { level: 2, name: 'xef_marta' });
    expect(screen.getAllByText('Pendent de revisió')).toHaveLength(1);
    screen.getByRole('tab', { name: /Receptes/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Carpetes/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('2 carpeta(s)')).toBeTruthy();
  });

  it('says so when loading fails, and loads again on retry', async () => {
    let calls = 0;
    fetchMock.mockImplementation(
      serve(9, () =>
        ++calls === 1 ? jsonResponse(500, { message: 'boom' }) : jsonResponse(200, plainProfile),
      ),
    );
    renderApp('/user/9');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Hubo un error al cargar los datos del usuario.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tornar a intentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'àngela' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('tells an unknown user apart from a failure', async () => {
    fetchMock.mockImplementation(
      serve(404, () => jsonResponse(404, { message: 'No s’ha trobat l’usuari.' })),
    );
    renderApp('/user/404');
    expect((await screen.findByRole('alert')).textContent).toBe('No s’ha trobat l’usuari.');
    expect(screen.queryByRole('button', { name: 'Tornar a intentar' })).toBeNull();
  });

  it('does not ask the server about an address that names nobody', async () => {
    fetchMock.mockImplementation(serveRoutes({}));
    renderApp('/user/abc');
    expect((await screen.findByRole('alert')).textContent).toBe('No s’ha trobat l’usuari.');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/userInfo/'))).toHaveLength(0);
  });
});

describe('following from a profile, signed in', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const me = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: null, img: null };
  const answer = (followed: boolean, followers: number) =>
    jsonResponse(200, {
      message: 'ok',
      followers_count: followers,
      following_count: 3,
      followed_by_me: followed,
    });

  it('follows and unfollows with the keyboard, the count moving at once', async () => {
    let release: (() => void) | undefined;
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/userInfo/2': () => jsonResponse(200, chefProfile),
        'DELETE /api/users/2/follow': () => answer(false, 12),
      }),
    );
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && String(input) === '/api/users/2/follow') {
        await new Promise<void>((resolve) => (release = resolve));
        return answer(true, 13);
      }
      return served(input, init);
    });
    renderApp('/user/2');
    const follow = await screen.findByRole('button', { name: 'Seguir xef_marta' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    follow.focus();
    await userEvent.keyboard('{Enter}');
    // Optimistic: the count and the button change before the server answers.
    expect(await screen.findByText('13 seguidors')).toBeTruthy();
    release?.();
    const unfollow = await screen.findByRole('button', { name: 'Deixar de seguir xef_marta' });
    expect(unfollow.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(unfollow);
    expect(await screen.findByText('12 seguidors')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Seguir xef_marta' })).toBeTruthy();
  });

  it('puts the count back and says why when the follow fails', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/userInfo/2': () => jsonResponse(200, chefProfile),
        'POST /api/users/2/follow': () =>
          jsonResponse(429, {
            statusCode: 429,
            error: 'Too Many Requests',
            code: 'rate_limited',
            message: "Massa peticions. Torna-ho a provar d'aquí a una estona.",
          }),
      }),
    );
    renderApp('/user/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Seguir xef_marta' }));
    expect(await screen.findByText("Massa peticions. Torna-ho a provar d'aquí a una estona.")).toBeTruthy();
    expect(await screen.findByText('12 seguidors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seguir xef_marta' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('shows no follow button on one’s own profile', async () => {
    const own = { ...plainProfile, user: { ...plainProfile.user, id: 7, name: 'cuinera' } };
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/userInfo/7': () => jsonResponse(200, own),
      }),
    );
    renderApp('/user/7');
    expect(await screen.findByText('1 seguidor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Seguir/ })).toBeNull();
  });
});
