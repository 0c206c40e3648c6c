import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuth } from '@/lib/auth-store.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const me = (role: string) => ({ id: 1, name: 'gestora', email: 'g@example.cat', role, bio: null, img: null });
const row = (id: number, name: string, role: 'user' | 'chef' | 'admin') => ({
  id,
  name,
  email: `${name.split(' ')[0]}@example.cat`,
  role,
  img: null,
  created_at: '2026-11-24T20:00:00.000Z',
});

describe('admin screens signed out', () => {
  const fetchMock = stubFetch();

  it.each(['/recetas', '/cuisines', '/comments'])(
    '%s says the token is missing and fetches nothing',
    async (path) => {
      fetchMock.mockImplementation(serveRoutes({}));
      renderApp(path);
      expect(
        await screen.findByText("No s'ha trobat el token d'autenticació. Si us plau, inicia sessió."),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Iniciar Sessió' }).getAttribute('href')).toBe(
        `/login?redirect=${encodeURIComponent(path)}`,
      );
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});

describe('admin screens', () => {
  const fetchMock = stubFetch();
  let signIns = 0;
  beforeEach(() => {
    clearAuth();
    signIns += 1;
    window.localStorage.setItem('token', `tok-admin-${signIns}`);
  });

  it('tells a signed-in non-admin the page is for admins and asks the server for no list', async () => {
    fetchMock.mockImplementation(serveRoutes({ 'GET /api/user': () => jsonResponse(200, me('chef')) }));
    renderApp('/users');
    expect(await screen.findByText('Aquesta pàgina és només per a administradors.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/user']);
  });

  it('lists users with their initials, changes a role at once and puts it back when the server refuses', async () => {
    let refuse = false;
    const bodies: unknown[] = [];
    const users = [row(2, 'maria lopez garcia', 'user'), row(3, 'pere', 'user')];
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me('admin')),
        'GET /api/users': () => jsonResponse(200, { users, next_cursor: null }),
        'PUT /api/usuarios/2/rol': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return refuse
            ? jsonResponse(409, {
                statusCode: 409,
                error: 'Conflict',
                code: 'last_admin',
                message: 'No es pot eliminar ni degradar l’últim administrador.',
              })
            : jsonResponse(200, {
                message: 'Rol actualitzat a "Xef" maria lopez garcia',
                user: (users[0] = row(2, 'maria lopez garcia', 'chef')),
              });
        },
      }),
    );
    renderApp('/users');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('ML')).toBeTruthy();
    expect(within(table).getByText('P')).toBeTruthy();

    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rol de maria lopez garcia' });
    expect(select.value).toBe('user');
    expect([...select.options].map((option) => option.text)).toEqual(['Nom', 'Xef', 'Admin']);
    await userEvent.selectOptions(select, 'Xef');
    expect(await screen.findByText('Rol actualitzat a "Xef" maria lopez garcia')).toBeTruthy();
    expect(bodies).toEqual([{ role: 'chef' }]);
    await waitFor(() => expect(select.value).toBe('chef'));

    refuse = true;
    await userEvent.selectOptions(select, 'Admin');
    expect(await screen.findByText('No es pot eliminar ni degradar l’últim administrador.')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('chef'));
  });

  it('gives the focus to the heading once a deleted user’s row is gone, after its success modal', async () => {
    let users = [row(2, 'maria lopez garcia', 'user'), row(3, 'pere', 'user')];
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me('admin')),
        'GET /api/users': () => jsonResponse(200, { users, next_cursor: null }),
        'DELETE /api/users/3': () => {
          users = users.filter((u) => u.id !== 3);
          return jsonResponse(200, { message: 'Usuari eliminat' });
        },
      }),
    );
    renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar: pere' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar eliminació' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('dialog', { name: 'Fet' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2500 });
    expect(screen.queryByRole('button', { name: 'Eliminar: pere' })).toBeNull();
    // A table is no list to stand in: the screen's heading has the focus, not the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('shows the spec line when the users list answers 401, without leaving the page', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me('admin')),
        'GET /api/users': () => jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'No' }),
      }),
    );
    const { router } = renderApp('/users');
    expect(
      await screen.findByText(
        'La teva sessió ha expirat o no tens autorització. Si us plau, torna a iniciar sessió.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users');
  });

  it('refuses a blank category name, creates a trimmed one and shows the success modal', async () => {
    const categories = [{ id: 1, name: 'Postres' }];
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me('admin')),
        'GET /api/categories': () => jsonResponse(200, { categories }),
        'POST /api/categories': (init) => {
          const body = JSON.parse(String(init?.body)) as { category: string };
          bodies.push(body);
          categories.push({ id: 2, name: body.category });
          return jsonResponse(201, {
            id: 2,
            name: body.category,
            message: `Categoria creada: ${body.category}`,
          });
        },
      }),
    );
    renderApp('/categories');
    expect(await screen.findByText('Postres')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Nova categoria' });
    const create = screen.getByRole('button', { name: 'Crear' });
    expect((create as HTMLButtonElement).disabled).toBe(true);

    // Only spaces: the button stays off, and Enter says why without calling the server.
    await userEvent.type(input, '   {Enter}');
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('El nom de la categoria no pot estar buit.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '  Sopes ');
    await userEvent.click(create);
    expect(await screen.findByText('Categoria creada: Sopes')).toBeTruthy();
    expect(bodies).toEqual([{ category: 'Sopes' }]);
    expect((input as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('cell', { name: 'Sopes' })).toBeTruthy();

    // The translations, sent trimmed (typed once the success modal, which holds the focus, is closed).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.type(input, 'Amanides');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom en castellà (opcional)' }), ' Ensaladas ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom en anglès (opcional)' }), 'Salads');
    await userEvent.click(create);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ category: 'Amanides', name_es: 'Ensaladas', name_en: 'Salads' });
  });

  it('tells in the review queue which recipes and photos are already published (MEDIA_REVIEW=after)', async () => {
    const pending = (id: number, title: string, published: boolean) => ({
      id,
      title,
      description: null,
      image: null,
      likes_count: 0,
      created_at: '2026-11-24T20:00:00.000Z',
      user_id: 5,
      creador: 'marta',
      user: { id: 5, name: 'marta', img: null },
      category: null,
      cuisine: null,
      steps_count: 2,
      prep_time: 10,
      cook_time: 10,
      video: null,
      review_reason: "No s'hi ha pogut reconèixer menjar.",
      published,
    });
    const snap = {
      id: 31,
      recipe: { id: 11, title: 'Coca' },
      user: { id: 6, name: 'pau', img: null },
      image: '/media/uploads/s31-card.webp',
      note: null,
      status: 'published',
      created_at: '2026-11-24T20:00:00.000Z',
      review_reason: 'No s’hi ha pogut reconèixer menjar: un administrador revisarà la foto.',
      published: true,
    };
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me('admin')),
        'GET /api/admin/recipes/pending?limit=100': () =>
          jsonResponse(200, { recipes: [pending(11, 'Coca', false), pending(12, 'Sopa', true)] }),
        'GET /api/admin/cooksnaps/pending?limit=100': () => jsonResponse(200, { cooksnaps: [snap] }),
      }),
    );
    renderApp('/revisio');
    const waiting = (await screen.findByRole('heading', { name: 'Coca' })).closest('li')!;
    expect(within(waiting as HTMLElement).getByText('Pendent de revisió')).toBeTruthy();
    expect(within(waiting as HTMLElement).getByRole('button', { name: /Aprovar/ })).toBeTruthy();
    const published = screen.getByRole('heading', { name: 'Sopa' }).closest('li')!;
    expect(within(published as HTMLElement).getByText('Publicada, pendent de revisió')).toBeTruthy();
    expect(within(published as HTMLElement).getByRole('button', { name: /Mantenir/ })).toBeTruthy();
    const snapCard = await waitFor(() =>
      document.querySelector('li img[src="/media/uploads/s31-card.webp"]')!.closest('li')!,
    );
    expect(within(snapCard as HTMLElement).getByText('Publicada, pendent de revisió')).toBeTruthy();
    expect(within(snapCard as HTMLElement).getByRole('button', { name: /Mantenir/ })).toBeTruthy();
  });

  it('gives the focus back after rejecting a cooksnap: to its button, else to the queue it was in', async () => {
    const snap = (id: number, name: string) => ({
      id,
      recipe: { id: 11, title: 'Coca' },
      user: { id, name, img: null },
      image: `/media/uploads/s${id}-card.webp`,
      note: null,
      status: 'pending',
      created_at: '2026-11-24T20:00:00.000Z',
      review_reason: 'No s’hi ha pogut reconèixer menjar.',
      published: false,
    });
    let snaps = [snap(31, 'pau'), snap(32, 'anna')];
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me('admin')),
        'GET /api/admin/recipes/pending?limit=100': () => jsonResponse(200, { recipes: [] }),
        'GET /api/admin/cooksnaps/pending?limit=100': () => jsonResponse(200, { cooksnaps: snaps }),
        'POST /api/admin/cooksnaps/31/reject': () => {
          snaps = snaps.filter((s) => s.id !== 31);
          return jsonResponse(200, { message: 'Foto rebutjada.' });
        },
      }),
    );
    renderApp('/revisio');
    const reject = await screen.findByRole('button', { name: 'Rebutjar: Fet per pau' });
    const queue = reject.closest('ul')!;
    await userEvent.click(reject);
    const question = await screen.findByRole('dialog', { name: 'Rebutjar la foto' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel·lar' })),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(reject));

    await userEvent.click(reject);
    const again = await screen.findByRole('dialog', { name: 'Rebutjar la foto' });
    await userEvent.click(within(again).getByRole('button', { name: 'Rebutjar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rebutjar: Fet per pau' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Its card is gone with its button: the queue still there has the focus, not the page.
    await waitFor(() => expect(document.activeElement).toBe(queue));
  });

  it('shows recipe cards with a cut description and the pending badge, and deletes one after confirming', async () => {
    const card = (id: number, title: string, description: string, status: 'published' | 'pending') => ({
      id,
      title,
      description,
      image: null,
      likes_count: 0,
      created_at: '2026-11-24T20:00:00.000Z',
      user_id: 5,
      creador: 'marta',
      user: { id: 5, name: 'marta', img: null },
      category: null,
      cuisine: null,
      steps_count: 2,
      prep_time: 10,
      cook_time: 10,
      status,
    });
    const recipes = [card(11, 'Coca', 'x'.repeat(151), 'pending'), card(12, 'Sopa', 'Calenta', 'published')];
    const deleted: string[] = [];
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me('admin')),
        'GET /api/admin/recipes': () => jsonResponse(200, { recipes, next_cursor: null }),
        'DELETE /api/recipes/12': () => {
          deleted.push('12');
          recipes.pop();
          return jsonResponse(200, { message: 'Receta eliminada' });
        },
      }),
    );
    renderApp('/recetas');
    expect(await screen.findByText('x'.repeat(150) + '...')).toBeTruthy();
    expect(screen.getAllByText('Autor: marta')).toHaveLength(2);
    expect(screen.getAllByText('Pendent de revisió')).toHaveLength(1);

    const bin = screen.getByRole('button', { name: 'Eliminar: Sopa' });
    const grid = bin.closest('ul')!;
    // Cancelled: the focus goes back to the bin.
    await userEvent.click(bin);
    const asked = await screen.findByRole('dialog', { name: 'Confirmar eliminació' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Cancel·lar' })),
    );
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel·lar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bin));

    await userEvent.click(bin);
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar eliminació' });
    expect(deleted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    const success = await screen.findByRole('dialog', { name: 'Fet' });
    expect(success.textContent).toContain('La recepta "Sopa" ha estat eliminada amb èxit.');
    expect(deleted).toEqual(['12']);
    // It closes by itself after 1 s.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fet' })).toBeNull(), { timeout: 2500 });
    expect(screen.queryByText('Sopa')).toBeNull();
    // Its bin is gone with its card: the grid it was in has the focus, not the page.
    await waitFor(() => expect(document.activeElement).toBe(grid));
  });
});
