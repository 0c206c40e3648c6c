import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const me = { id: 1, name: 'cuinera', email: 'c@example.cat', role: 'user', bio: null, img: null };

const profile = (hidden: boolean, id = 9) => ({
  user: { id, name: 'venedor', bio: null, role: 'user', img: null },
  recipes: [],
  folders: [],
  recipes_in_folders: [],
  follow: { followers_count: 0, following_count: 0, followed_by_me: false },
  hidden_by_reports: hidden,
});

describe("'Denunciar' on a profile", () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it('asks for a reason, sends the report with its details, says thanks and gives the focus back to ⋮', async () => {
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/userInfo/9': () => jsonResponse(200, profile(false)),
        'POST /api/reports': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse(201, { id: 4, message: 'Gràcies: hem rebut la teva denúncia.' });
        },
      }),
    );
    renderApp('/user/9');
    const menu = await screen.findByRole('button', { name: 'Més opcions: venedor' });
    await userEvent.click(menu);
    // Mantine's dropdown plays its transition (jsdom never ends it): its item is read as hidden.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Denunciar', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar la denúncia' }));
    expect(within(dialog).getByText('Tria un motiu.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Correu brossa' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Detalls (opcional)' }), ' Anuncis ');
    expect(within(dialog).getByText('9 / 500')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar la denúncia' }));
    expect(await screen.findByText('Gràcies: hem rebut la teva denúncia.')).toBeTruthy();
    expect(bodies).toEqual([{ target: 'user', id: 9, reason: 'spam', details: 'Anuncis' }]);
    expect(screen.queryByRole('dialog', { name: 'Denunciar' })).toBeNull();
    // The menu's item left with the menu: the focus goes back to '⋮', not to the page.
    expect(document.activeElement).toBe(menu);
  });

  it("keeps the modal open with the server's refusal, and says when the profile is hidden", async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/userInfo/9': () => jsonResponse(200, profile(true)),
        'POST /api/reports': () =>
          jsonResponse(409, {
            statusCode: 409,
            code: 'already_reported',
            message: 'Ja has denunciat això.',
          }),
      }),
    );
    renderApp('/user/9');
    expect(await screen.findByText(/Diverses persones han denunciat aquest perfil/)).toBeTruthy();
    // The bio is withheld, not missing: no 'no bio yet' line.
    expect(screen.queryByText('Encara no ha escrit cap biografia.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Més opcions: venedor' }));
    // Mantine's dropdown plays its transition (jsdom never ends it): its item is read as hidden.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Denunciar', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ofensiu' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar la denúncia' }));
    expect(await screen.findByText('Ja has denunciat això.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Denunciar' })).toBeTruthy();
  });

  it('is not offered on one’s own profile', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, me),
        'GET /api/userInfo/1': () => jsonResponse(200, profile(false, 1)),
      }),
    );
    renderApp('/user/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'venedor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Més opcions/ })).toBeNull();
  });
});
