import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cooksnap } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { clearAuth } from '@/lib/auth-store.ts';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

// The recipe (id 7) is xef_marta's (user 2); the signed-in user is `me`.
const recipe = recipeDetail(7, { cooksnaps_count: 2 });
const me = (id: number, role = 'user') => ({
  id,
  name: `cuiner${id}`,
  email: 'c@example.cat',
  role,
  bio: null,
  img: null,
});
const snap = (id: number, userId: number, over: Partial<Cooksnap> = {}): Cooksnap => ({
  id,
  recipe: { id: 7, title: 'Crema catalana' },
  user: { id: userId, name: `cuiner${userId}`, img: null },
  image: `/media/uploads/s${id}-card.webp`,
  note: `Nota ${id}`,
  status: 'published',
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

const page = (cooksnaps: Cooksnap[], count: number) =>
  jsonResponse(200, { cooksnaps, next_cursor: null, cooksnaps_count: count });

describe('the recipe page’s Ho he fet!', () => {
  const fetchMock = stubFetch();
  let signIns = 0;
  beforeEach(() => {
    clearAuth();
    window.localStorage.setItem('token', `tok-cooksnaps-${++signIns}`);
  });

  const serve = (user: ReturnType<typeof me>, cooksnaps: Cooksnap[], count = 2) =>
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, user),
        'GET /api/recipes/7': () => jsonResponse(200, { ...recipe, cooksnaps_count: count }),
        'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
        'GET /api/recipes/7/cooksnaps?limit=8': () => page(cooksnaps, count),
      }),
    );

  it('shows the count and the photos newest first, each with its cook and note; pending ones marked', async () => {
    serve(me(3), [snap(12, 3, { status: 'pending' }), snap(11, 4), snap(10, 5)]);
    renderApp('/info/7');
    const section = await screen.findByRole('region', { name: 'Ho he fet! (2)' });
    expect(within(section).getByText('2 persones l’han fet')).toBeTruthy();
    const grid = await within(section).findByRole('list', { name: 'Fotos de qui ha fet la recepta' });
    const items = within(grid).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('link')[0]!.textContent)).toEqual([
      'cuiner3',
      'cuiner4',
      'cuiner5',
    ]);
    expect(within(items[0]!).getByText('Pendent de revisió')).toBeTruthy();
    expect(within(items[1]!).getByText('Nota 11')).toBeTruthy();
    expect(within(items[1]!).getByRole('img', { name: 'El plat de cuiner4: Crema catalana' })).toBeTruthy();
    // Only one's own photo offers deleting; a cook who is not the author may post.
    expect(within(items[0]!).getByRole('button', { name: 'Eliminar la foto de cuiner3' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Ho he fet!' })).toBeTruthy();
  });

  it('offers Denunciar on another cook’s photo, not on one’s own, and sends it as a cooksnap', async () => {
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me(3)),
        'GET /api/recipes/7': () => jsonResponse(200, recipe),
        'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
        'GET /api/recipes/7/cooksnaps?limit=8': () => page([snap(12, 3), snap(11, 4)], 2),
        'POST /api/reports': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse(201, { id: 5, message: 'Gràcies: hem rebut la teva denúncia.' });
        },
      }),
    );
    renderApp('/info/7');
    const section = await screen.findByRole('region', { name: 'Ho he fet! (2)' });
    const items = within(await within(section).findByRole('list')).getAllByRole('listitem');
    expect(within(items[0]!).queryByRole('button', { name: /^Més opcions/ })).toBeNull();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Més opcions: foto de cuiner4' }));
    // Mantine's dropdown plays its transition (jsdom never ends it): its item is read as hidden.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Denunciar', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ofensiu' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar la denúncia' }));
    expect(await screen.findByText('Gràcies: hem rebut la teva denúncia.')).toBeTruthy();
    expect(bodies).toEqual([{ target: 'cooksnap', id: 11, reason: 'offensive' }]);
  });

  it('gives an admin every delete button, and the author none, nor the post button', async () => {
    serve(me(9, 'admin'), [snap(11, 4)]);
    const admin = renderApp('/info/7');
    const section = await screen.findByRole('region', { name: 'Ho he fet! (2)' });
    expect(await within(section).findByRole('button', { name: 'Eliminar la foto de cuiner4' })).toBeTruthy();
    admin.unmount();

    clearAuth();
    window.localStorage.setItem('token', `tok-cooksnaps-${++signIns}`);
    serve(me(2), [snap(11, 4)]);
    renderApp('/info/7');
    const own = await screen.findByRole('region', { name: 'Ho he fet! (2)' });
    await within(own).findByText('Nota 11');
    expect(within(own).queryByRole('button', { name: 'Ho he fet!' })).toBeNull();
    expect(within(own).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  });

  it('deletes a photo after the question, and the focus goes to the grid, its button gone', async () => {
    let shown = [snap(11, 4), snap(12, 5)];
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me(9, 'admin')),
        'GET /api/recipes/7': () => jsonResponse(200, { ...recipe, cooksnaps_count: shown.length }),
        'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
        'GET /api/recipes/7/cooksnaps?limit=8': () => page(shown, shown.length),
        'DELETE /api/cooksnaps/11': () => {
          shown = shown.filter((c) => c.id !== 11);
          return jsonResponse(200, { message: 'Foto eliminada', cooksnaps_count: 1 });
        },
      }),
    );
    renderApp('/info/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la foto de cuiner4' }));
    const question = await screen.findByRole('dialog', { name: 'Eliminar la foto' });
    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Eliminar la foto de cuiner4' })).toBeNull(),
    );
    const grid = screen.getByRole('button', { name: 'Eliminar la foto de cuiner5' }).closest('ul');
    await waitFor(() => expect(document.activeElement).toBe(grid));
  });

  it('says nobody made it yet, and opens the dialog whose Publicar waits for a photo', async () => {
    serve(me(3), [], 0);
    renderApp('/info/7');
    const section = await screen.findByRole('region', { name: 'Ho he fet!' });
    expect(await within(section).findByText('Encara ningú no ha dit que l’ha fet.')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Ho he fet!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ho he fet!' });
    expect(within(dialog).getByRole('button', { name: 'Publicar' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Tria una foto' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel·lar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers a retry when the photos fail to load', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me(3)),
        'GET /api/recipes/7': () => jsonResponse(200, recipe),
        'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
        'GET /api/recipes/7/cooksnaps?limit=8': () => jsonResponse(500, { message: 'error' }),
      }),
    );
    renderApp('/info/7');
    const section = await screen.findByRole('region', { name: 'Ho he fet! (2)' });
    expect(
      await within(section).findByText(
        'No s’han pogut carregar les fotos de «Ho he fet!».',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });
});
