import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAuth } from '@/lib/auth-store.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const me = {
  id: 7,
  name: 'cuinera',
  email: 'cuinera@example.cat',
  role: 'user',
  bio: 'Cuino de tot.',
  img: null,
};
const card = (id: number, title: string) => ({
  id,
  title,
  description: 'Bona',
  image: null,
  likes_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  user_id: 7,
  creador: 'cuinera',
  user: { id: 7, name: 'cuinera', img: null },
  category: null,
  cuisine: null,
  steps_count: 1,
  prep_time: 5,
  cook_time: 5,
});
const info = (
  recipes = [
    { ...card(1, 'Escudella'), status: 'published' },
    { ...card(2, 'Crema catalana'), status: 'pending' },
  ],
) => ({
  user: { id: 7, name: me.name, bio: me.bio, role: me.role, img: null },
  recipes,
  folders: [],
  recipes_in_folders: [],
  follow: { followers_count: 0, following_count: 0, followed_by_me: false },
});
/** The first page of the own recipes (GET /api/user/7/recipes), `next` the cursor of more. */
const MY_RECIPES = 'GET /api/user/7/recipes?limit=24';
const page = (recipes = info().recipes, next: string | null = null) =>
  jsonResponse(200, { recipes, next_cursor: next });
const refusal = (status: number, message: string, errors?: Record<string, string[]>) =>
  jsonResponse(status, { statusCode: status, error: 'Error', code: 'validation', message, errors });

const ALL_ON = {
  comment: true,
  like: true,
  follow: true,
  cooksnap: true,
  followed_recipe: true,
  followed_live: true,
};

const app = (more: Record<string, Route> = {}) =>
  serveRoutes({
    'GET /api/user': () => jsonResponse(200, me),
    'GET /api/userInfo/7': () => jsonResponse(200, info()),
    [MY_RECIPES]: () => page(),
    'GET /api/notification-settings': () => jsonResponse(200, { settings: ALL_ON }),
    ...more,
  });

describe('/perfil signed out', () => {
  stubFetch();
  it('asks to log in and comes back to /perfil', async () => {
    renderApp('/perfil?tab=saved');
    expect(await screen.findByText("Per veure el teu perfil, has d'iniciar sessió")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar Sessió' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fperfil%3Ftab%3Dsaved',
    );
  });
});

// Typing into dialogs: room beyond the 5 s default on a busy machine.
describe('/perfil signed in', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const calls = (method: string, url: string) =>
    fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);

  it('shows the account and the own recipes, pending ones marked, each with edit and delete', async () => {
    let deleted = false;
    fetchMock.mockImplementation(
      app({
        [MY_RECIPES]: () => page(deleted ? [info().recipes[1]!] : info().recipes),
        'DELETE /api/recipes/1': () => {
          deleted = true;
          return jsonResponse(200, { message: 'La recepta "Escudella" ha estat eliminada amb èxit.' });
        },
      }),
    );
    renderApp('/perfil');
    expect(await screen.findByRole('heading', { level: 2, name: 'cuinera' })).toBeTruthy();
    expect(screen.getByText('Cuino de tot.')).toBeTruthy();
    expect(screen.getByText('Usuari')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demanar Verificació' }).getAttribute('href')).toBe(
      '/verificacion',
    );
    expect(await screen.findByRole('heading', { name: 'Escudella' })).toBeTruthy();
    expect(screen.getAllByText('Pendent de revisió')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Editar la recepta Crema catalana' }).getAttribute('href')).toBe(
      '/agregar?editar=2',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Esborrar la recepta Escudella' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esborrar la recepta?' });
    expect(dialog.textContent).toContain('«Escudella»');
    // Cancelling sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel·lar' }));
    expect(calls('DELETE', '/api/recipes/1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Esborrar la recepta Escudella' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Esborrar la recepta?' })).getByRole('button', {
        name: 'Esborrar',
      }),
    );
    expect(await screen.findByText('La recepta "Escudella" ha estat eliminada amb èxit.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Escudella' })).toBeNull());
    expect(calls('DELETE', '/api/recipes/1')).toHaveLength(1);
  });

  it('pages through the own recipes: the next page comes with its cursor, then no more button', async () => {
    fetchMock.mockImplementation(
      app({
        [MY_RECIPES]: () => page([{ ...card(30, 'Fideuà'), status: 'published' }], 'c1'),
        [`${MY_RECIPES}&cursor=c1`]: () => page([{ ...card(29, 'Suquet'), status: 'published' }]),
      }),
    );
    renderApp('/perfil');
    expect(await screen.findByRole('heading', { name: 'Fideuà' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Suquet' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar més' }));
    expect(await screen.findByRole('heading', { name: 'Suquet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fideuà' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar més' })).toBeNull();
  });

  it('edits name and bio: a taken name is shown at the field, then the new name everywhere', async () => {
    fetchMock.mockImplementation(
      app({
        'POST /api/updatePerfile': (init) => {
          const body = JSON.parse(String(init?.body)) as { name: string; bio: string };
          if (body.name === 'USUARI')
            return refusal(422, 'Les dades enviades no són vàlides.', {
              name: ['Aquest nom d’usuari ja està en ús.'],
            });
          return jsonResponse(200, { message: 'Perfil actualitzat correctament.', user: { ...me, ...body } });
        },
      }),
    );
    // A token of its own: the renamed user stays in the auth store's module, tied to this token only.
    window.localStorage.setItem('token', 'tok-rename');
    renderApp('/perfil');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
    const name = within(dialog).getByRole('textbox', { name: /Nom d'usuari/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'USUARI');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desar' }));
    expect(await within(dialog).findByText('Aquest nom d’usuari ja està en ús.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(name);
    await userEvent.type(name, 'la_cuinera');
    const bio = within(dialog).getByRole('textbox', { name: 'Biografia' });
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Arrossos');
    expect(within(dialog).getByText('8 / 1000')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'la_cuinera' })).toBeTruthy();
    expect(screen.getByText('Arrossos')).toBeTruthy();
    expect(getAuth().user?.name).toBe('la_cuinera');
    expect(JSON.parse(String(calls('POST', '/api/updatePerfile').at(-1)?.[1]?.body))).toEqual({
      name: 'la_cuinera',
      bio: 'Arrossos',
    });
  });

  it('changes the password: a wrong current one is shown under it; on success a confirmation, still signed in', async () => {
    fetchMock.mockImplementation(
      app({
        'POST /api/cambiarContra': (init) => {
          const body = JSON.parse(String(init?.body)) as { current_password: string };
          return body.current_password === 'bona-contrasenya'
            ? jsonResponse(200, {
                message: 'Contrasenya canviada correctament. S’han tancat les altres sessions.',
              })
            : refusal(403, 'La contrasenya actual no és correcta.');
        },
      }),
    );
    renderApp('/perfil');
    await userEvent.click(await screen.findByRole('button', { name: 'Canviar la contrasenya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canviar la contrasenya' });
    const current = within(dialog).getByLabelText(/Contrasenya actual/);
    await userEvent.type(current, 'dolenta');
    await userEvent.type(within(dialog).getByLabelText(/Contrasenya nova/), 'una-nova-de-veritat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Canviar la contrasenya' }));
    expect(await within(dialog).findByText('La contrasenya actual no és correcta.')).toBeTruthy();
    expect(getAuth().token).toBe('tok');

    await userEvent.clear(current);
    await userEvent.type(current, 'bona-contrasenya');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Canviar la contrasenya' }));
    expect(
      await screen.findByText('Contrasenya canviada correctament. S’han tancat les altres sessions.'),
    ).toBeTruthy();
    expect(getAuth().token).toBe('tok');
    // The dialog closes and the page is there again, still signed in.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'cuinera' })).toBeTruthy();
  });

  it('previews a new picture before saving it, and shows the server’s refusal of a non-image', async () => {
    // jsdom decodes no images and draws no canvas: a decoded bitmap and a drawing context stand in.
    const drawn: unknown[][] = [];
    vi.stubGlobal('createImageBitmap', () =>
      Promise.resolve({ width: 400, height: 300, close: () => undefined }),
    );
    const context = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: (...args: unknown[]) => drawn.push(args),
    } as unknown as CanvasRenderingContext2D);
    fetchMock.mockImplementation(
      app({
        'PUT /api/updateProfilePicture': () =>
          refusal(415, 'La foto de perfil ha de ser una imatge JPEG, PNG, WebP o AVIF.'),
      }),
    );
    renderApp('/perfil');
    await userEvent.click(await screen.findByRole('button', { name: 'Canviar la foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canviar la foto' });
    const save = within(dialog).getByRole('button', { name: 'Desar la foto' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['no soc una imatge'], 'foto.png', { type: 'image/png' }));
    // The centred square of the picture, as the round avatar shows it.
    expect(await within(dialog).findByRole('img', { name: 'Vista prèvia de la nova foto' })).toBeTruthy();
    expect(drawn[0]?.slice(1)).toEqual([50, 0, 300, 300, 0, 0, 160, 160]);
    expect(calls('PUT', '/api/updateProfilePicture')).toHaveLength(0);
    await userEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La foto de perfil ha de ser una imatge JPEG, PNG, WebP o AVIF.',
    );
    const sent = calls('PUT', '/api/updateProfilePicture')[0]?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBeInstanceOf(File);
    context.mockRestore();
  });

  it('shows each list’s empty state, and an error with a retry', async () => {
    let savedFails = true;
    fetchMock.mockImplementation(
      app({
        'GET /api/userInfo/7': () => jsonResponse(200, info([])),
        [MY_RECIPES]: () => page([]),
        'GET /api/user/saved-recipes': () =>
          savedFails
            ? jsonResponse(500, { message: 'caigut' })
            : jsonResponse(200, { recipes: [], recipe_ids: [] }),
        'GET /api/user/liked-recipes': () =>
          jsonResponse(200, { recipes: [card(3, 'Fideuà')], recipe_ids: [3] }),
      }),
    );
    renderApp('/perfil');
    expect(await screen.findByText('Encara no has publicat cap recepta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear una recepta' }).getAttribute('href')).toBe('/agregar');

    await userEvent.click(screen.getByRole('tab', { name: 'Guardades' }));
    expect(await screen.findByText('No s’ha pogut carregar la llista.')).toBeTruthy();
    savedFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tornar a intentar' }));
    expect(await screen.findByText('Encara no has desat cap recepta.')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'M’agraden' }));
    expect(await screen.findByRole('heading', { name: 'Fideuà' })).toBeTruthy();
  });

  it('saves each notification switch as it changes, and puts it back when saving fails', async () => {
    const bodies: unknown[] = [];
    let fail = false;
    fetchMock.mockImplementation(
      app({
        'PUT /api/notification-settings': (init) => {
          const body = JSON.parse(String(init?.body)) as typeof ALL_ON;
          bodies.push(body);
          // A 5xx's own words are never shown: the screen's line is.
          return fail
            ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', code: 'internal' })
            : jsonResponse(200, { message: 'Preferències de notificacions desades.', settings: body });
        },
      }),
    );
    renderApp('/perfil');
    expect(await screen.findByRole('heading', { level: 2, name: 'Notificacions' })).toBeTruthy();
    const likes = await screen.findByRole('switch', { name: 'M’agrada a les meves receptes' });
    await waitFor(() => expect((likes as HTMLInputElement).disabled).toBe(false));
    expect((likes as HTMLInputElement).checked).toBe(true);
    await userEvent.click(likes);
    await waitFor(() => expect(bodies).toEqual([{ ...ALL_ON, like: false }]));
    expect((likes as HTMLInputElement).checked).toBe(false);

    fail = true;
    const lives = screen.getByRole('switch', { name: 'Lives programats de qui segueixo' });
    // By keyboard: a switch is a checkbox, toggled with the space bar.
    lives.focus();
    await userEvent.keyboard(' ');
    expect(
      await screen.findByText('No s’han pogut desar les preferències de notificacions. Torna-ho a provar.'),
    ).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ ...ALL_ON, like: false, followed_live: false });
    await waitFor(() => expect((lives as HTMLInputElement).checked).toBe(true));
    expect((likes as HTMLInputElement).checked).toBe(false);
  });
});
