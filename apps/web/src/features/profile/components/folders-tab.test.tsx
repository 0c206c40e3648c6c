import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@receptari/shared/notifications/notification-settings.schemas';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const me = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'chef', bio: null, img: null };
const card = (id: number, title: string) => ({
  id,
  title,
  description: null,
  image: null,
  likes_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  user_id: 9,
  creador: 'altra',
  user: { id: 9, name: 'altra', img: null },
  category: null,
  cuisine: null,
  steps_count: 1,
  prep_time: 5,
  cook_time: 5,
});
type Folder = { id: number; name: string; created_at: string; recipes: number[] };

/** A small in-memory server of the caller's folders, answering as the real one does. */
function folderServer() {
  let folders: Folder[] = [];
  let nextId = 1;
  const recipes = new Map([[3, card(3, 'Fideuà')]]);
  const find = (url: string) => folders.find((f) => url.includes(`/folders/${f.id}`));
  const bodyName = (init?: RequestInit) => (JSON.parse(String(init?.body)) as { name: string }).name;
  const taken = () =>
    jsonResponse(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'folder_name_taken',
      message: 'Ja tens una carpeta amb aquest nom.',
    });
  return {
    add: (folderId: number, recipeId: number) =>
      folders.find((f) => f.id === folderId)?.recipes.push(recipeId),
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const routes = serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/userInfo/7': () =>
          jsonResponse(200, { user: { ...me }, recipes: [], folders: [], recipes_in_folders: [] }),
        'GET /api/folders': () => jsonResponse(200, { folders }),
        'POST /api/folders': (i) => {
          const name = bodyName(i);
          if (folders.some((f) => f.name === name)) return taken();
          const folder = { id: nextId++, name, created_at: '2026-11-24T20:00:00.000Z', recipes: [] };
          folders = [...folders, folder];
          return jsonResponse(201, folder);
        },
      });
      const folder = find(url);
      if (folder && method === 'PUT') {
        const name = bodyName(init);
        if (folders.some((f) => f.name === name && f.id !== folder.id)) return taken();
        folder.name = name;
        return jsonResponse(200, folder);
      }
      if (folder && method === 'DELETE' && url.endsWith(`/folders/${folder.id}`)) {
        folders = folders.filter((f) => f !== folder);
        return jsonResponse(200, { message: 'Carpeta eliminada correctament' });
      }
      if (folder && method === 'GET' && url.endsWith('/recipes'))
        return jsonResponse(200, { folder, recipes: folder.recipes.map((id) => recipes.get(id)) });
      if (folder && method === 'DELETE') {
        const id = Number(url.split('/').pop());
        folder.recipes = folder.recipes.filter((r) => r !== id);
        return jsonResponse(200, { message: 'Recepta treta de la carpeta' });
      }
      return routes(input, init);
    },
  };
}

describe('/perfil folders', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const sent = (method: string) =>
    fetchMock.mock.calls.filter(([u, init]) => /\/api\/folders/.test(String(u)) && init?.method === method);

  it('creates, refuses a blank or taken name, renames, opens, takes a recipe out and deletes', async () => {
    const server = folderServer();
    fetchMock.mockImplementation(server.fetch);
    renderApp('/perfil?tab=folders');
    expect(await screen.findByText('Encara no tens carpetes. Crea’n una per començar.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Demanar Verificació' })).toBeNull(); // a chef already

    const name = screen.getByRole('textbox', { name: 'Nom de la carpeta' });
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('El nom de la carpeta no pot estar buit.')).toBeTruthy();
    expect(sent('POST')).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'Sopars{Enter}');
    expect(await screen.findByRole('button', { name: 'Obrir la carpeta Sopars' })).toBeTruthy();
    expect(name).toHaveProperty('value', '');
    await userEvent.type(name, 'Berenars{Enter}');
    await screen.findByRole('button', { name: 'Obrir la carpeta Berenars' });

    // Renaming to a name already used: the server's 409 under the field, nothing renamed.
    await userEvent.click(screen.getByRole('button', { name: 'Canviar el nom de la carpeta Berenars' }));
    const rename = await screen.findByRole('dialog', { name: 'Canviar el nom de la carpeta' });
    const field = within(rename).getByRole('textbox', { name: 'Nom de la carpeta' });
    expect(field).toHaveProperty('value', 'Berenars');
    await userEvent.clear(field);
    await userEvent.type(field, 'Sopars');
    await userEvent.click(within(rename).getByRole('button', { name: 'Desar' }));
    expect(await within(rename).findByText('Ja tens una carpeta amb aquest nom.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'Berenars d’estiu');
    await userEvent.click(within(rename).getByRole('button', { name: 'Desar' }));
    expect(await screen.findByRole('button', { name: 'Obrir la carpeta Berenars d’estiu' })).toBeTruthy();
    expect(JSON.parse(String(sent('PUT').at(-1)?.[1]?.body))).toEqual({ name: 'Berenars d’estiu' });

    // Open it: its recipe, taken out.
    server.add(2, 3);
    await userEvent.click(screen.getByRole('tab', { name: 'Les meves receptes' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Carpetes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Obrir la carpeta Berenars d’estiu' }));
    expect(await screen.findByRole('heading', { name: 'Fideuà' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Treure Fideuà de la carpeta' }));
    expect(await screen.findByText('Aquesta carpeta no té receptes.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tornar a les carpetes' }));

    // Delete, after a confirmation.
    await userEvent.click(await screen.findByRole('button', { name: 'Esborrar la carpeta Sopars' }));
    const confirm = await screen.findByRole('dialog', { name: 'Esborrar la carpeta?' });
    expect(confirm.textContent).toContain('Les receptes que conté no s’esborren.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Esborrar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Obrir la carpeta Sopars' })).toBeNull());
    const left = screen.getByRole('button', { name: 'Obrir la carpeta Berenars d’estiu' });
    // Its delete button gone with it, the focus goes to the list of folders, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(left.closest('ul')));

    // The last one: the list gone too, the focus goes to the screen's heading.
    await userEvent.click(screen.getByRole('button', { name: 'Esborrar la carpeta Berenars d’estiu' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Esborrar la carpeta?' })).getByRole('button', {
        name: 'Esborrar',
      }),
    );
    expect(await screen.findByText('Encara no tens carpetes. Crea’n una per començar.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('shows an error with a retry when the folders fail to load', async () => {
    let fail = true;
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/folders': () =>
          fail ? jsonResponse(500, { message: 'caigut' }) : jsonResponse(200, { folders: [] }),
        // Loaded, so the page's only retry is the list's.
        'GET /api/notification-settings': () =>
          jsonResponse(200, { settings: { ...DEFAULT_NOTIFICATION_SETTINGS } }),
      }),
    );
    renderApp('/perfil?tab=folders');
    expect(await screen.findByText('No s’ha pogut carregar la llista.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tornar a intentar' }));
    expect(await screen.findByText('Encara no tens carpetes. Crea’n una per començar.')).toBeTruthy();
  });
});
