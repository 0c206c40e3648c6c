import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const live = (id: number, title: string, more: Record<string, unknown> = {}) => ({
  id,
  dia: '2030-01-15',
  hora: '18:00',
  starts_at: '2030-01-15T17:00:00.000Z',
  status: 'scheduled',
  title,
  description: `Descripció de ${title}`,
  recipe: { id: id * 10, title, description: `Descripció de ${title}` },
  chef: { id: 2, name: 'xef_marta', img: null },
  ...more,
});
const lives = [
  live(1, 'Arròs negre', { status: 'live', chef: { id: 2, name: 'xef_marta', img: '/media/marta.webp' } }),
  live(2, 'Ramen de miso', { chef: { id: 3, name: 'xef_kenji', img: null } }),
];

const user = (id: number, role: string) => ({
  id,
  name: `u${id}`,
  email: `u${id}@x.cat`,
  role,
  bio: null,
  img: null,
});
const serve = (list: Route, more: Record<string, Route> = {}) =>
  serveRoutes({ 'GET /api/lives': list, ...more });

describe('/live for a visitor', () => {
  const fetchMock = stubFetch();

  it('offers an ended live’s replay: the video and its chapters, each seeking the video', async () => {
    const ended = live(3, 'Suquet', {
      status: 'ended',
      replay: { url: '/media/uploads/2030-01/r.webm', mime_type: 'video/webm' },
    });
    fetchMock.mockImplementation(
      serve(() => jsonResponse(200, [ended]), {
        'GET /api/lives/3/replay': () =>
          jsonResponse(200, {
            url: '/media/uploads/2030-01/r.webm',
            mime_type: 'video/webm',
            chapters: [
              { step: 0, offset_seconds: 4, text: 'Sofregiu la ceba.' },
              { step: 1, offset_seconds: 75, text: 'Afegiu-hi el peix.' },
            ],
          }),
      }),
    );
    renderApp('/live');
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).queryByRole('link', { name: 'Uneix-te!' })).toBeNull();
    await userEvent.click(within(card!).getByRole('button', { name: 'Veure la repetició de Suquet' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Pas 1: Sofregiu la ceba.')).toBeTruthy();
    const video = within(dialog).getByTestId('replay-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/uploads/2030-01/r.webm');
    video.play = () => Promise.resolve();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anar al pas 2 (1:15)' }));
    expect(video.currentTime).toBe(75);
  });

  it('shows every live with the chef, the recipe, the Catalan date, the time and both buttons', async () => {
    fetchMock.mockImplementation(serve(() => jsonResponse(200, lives)));
    renderApp('/live');
    expect(screen.getByLabelText('Carregant...')).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Arròs negre' })).toBeTruthy();
    expect(first.getByText('xef_marta')).toBeTruthy();
    expect(first.getByText('Descripció de Arròs negre')).toBeTruthy();
    expect(first.getByText(/^dimarts, 15 de gener del? 2030$/)).toBeTruthy();
    expect(first.getByText('18:00')).toBeTruthy();
    expect(first.getByText('En directe')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Foto de perfil de xef_marta' }).getAttribute('src')).toBe(
      '/media/marta.webp',
    );
    expect(first.getByRole('link', { name: 'Uneix-te!' }).getAttribute('href')).toBe('/chat/1');
    expect(within(cards[1]!).queryByText('En directe')).toBeNull();
    // No picture: the default avatar, the name's first letter.
    expect(within(cards[1]!).getByText('X')).toBeTruthy();
    // A visitor changes nothing.
    expect(screen.queryByRole('button', { name: 'Programar un live' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Esborrar el live/ })).toBeNull();

    await userEvent.click(first.getByRole('button', { name: "Recorda'm" }));
    // Mantine's dropdown plays its transition (jsdom never ends it): its items are read as hidden.
    const menu = await screen.findByRole('menu', { hidden: true });
    const google = within(menu).getByRole('menuitem', { name: 'Afegir a Google Calendar', hidden: true });
    expect(new URL(google.getAttribute('href')!).searchParams.get('dates')).toBe(
      '20300115T170000Z/20300115T180000Z',
    );
    expect(
      within(menu).getByRole('menuitem', { name: 'Descarregar l’esdeveniment (.ics)', hidden: true }),
    ).toBeTruthy();
  });

  it('searches by recipe title or chef name', async () => {
    fetchMock.mockImplementation(serve(() => jsonResponse(200, lives)));
    renderApp('/live');
    await screen.findAllByRole('article');
    const search = screen.getByRole('searchbox', { name: 'Cercar lives' });
    await userEvent.type(search, 'kenji');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Ramen de miso' })).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'arros');
    expect(screen.getByRole('heading', { name: 'Arròs negre' })).toBeTruthy();
    await userEvent.type(search, ' de pollastre');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('Cap live coincideix amb la cerca.')).toBeTruthy();
  });

  it("says 'No hi ha lives programats actualment' for an empty list", async () => {
    fetchMock.mockImplementation(serve(() => jsonResponse(200, [])));
    renderApp('/live');
    expect(await screen.findByText('No hi ha lives programats actualment')).toBeTruthy();
  });

  it("logs a non-array answer, says 'Formato de resposta inesperado' and empties the list", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(serve(() => jsonResponse(200, { data: lives })));
    renderApp('/live');
    expect(await screen.findByText('Formato de resposta inesperado')).toBeTruthy();
    expect(screen.getByText('No hi ha lives programats actualment')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("shows 'Data no definida' and 'Data invàlida' on the cards whose date is missing or broken", async () => {
    fetchMock.mockImplementation(
      serve(() =>
        jsonResponse(200, [
          live(1, 'Sense data', { starts_at: null, dia: null, hora: null }),
          live(2, 'Data trencada', { starts_at: 'demà a la tarda' }),
        ]),
      ),
    );
    renderApp('/live');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText('Data no definida')).toBeTruthy();
    expect(within(cards[1]!).getByText('Data invàlida')).toBeTruthy();
    // No date, no calendar event; the room is still there.
    expect(within(cards[0]!).queryByRole('button', { name: "Recorda'm" })).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: 'Uneix-te!' })).toBeTruthy();
  });

  it.each([
    [404, 'Endpoint no encontrado'],
    [500, 'Error del servidor al obtener lives'],
  ])('a %i says why loading failed, and retries', async (status, reason) => {
    let fail = true;
    fetchMock.mockImplementation(
      serve(() => (fail ? jsonResponse(status, { message: 'x' }) : jsonResponse(200, lives))),
    );
    renderApp('/live');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al cargar los lives programados')).toBeTruthy();
    expect(within(alert).getByText(reason)).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tornar a intentar' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});

describe('/live for a chef', () => {
  const fetchMock = stubFetch({ token: 'chef-token' });
  const recipesPage = () =>
    jsonResponse(200, {
      recipes: [
        { id: 10, title: 'Arròs negre', status: 'published' },
        { id: 40, title: 'Fideuà', status: 'published' },
        { id: 41, title: 'Pendent', status: 'pending' },
      ].map((r) => ({
        ...r,
        description: null,
        image: null,
        likes_count: 0,
        created_at: '2026-11-20T10:00:00.000Z',
        user_id: 2,
        creador: 'xef_marta',
        user: { id: 2, name: 'xef_marta', img: null },
        category: null,
        cuisine: null,
        steps_count: 1,
        prep_time: 5,
        cook_time: 5,
      })),
      next_cursor: null,
    });

  it('schedules a live: the form checks the fields, shows the server’s reasons and keeps the input', async () => {
    const bodies: unknown[] = [];
    let answer = 0;
    fetchMock.mockImplementation(
      serve(() => jsonResponse(200, lives), {
        'GET /api/user': () => jsonResponse(200, { ...user(2, 'chef'), name: 'xef_marta' }),
        'GET /api/user/2/recipes?limit=24': recipesPage,
        'POST /api/lives': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          answer++;
          return answer === 1
            ? jsonResponse(422, {
                statusCode: 422,
                code: 'live_in_past',
                message: 'Les dades enviades no són vàlides.',
                errors: { hora: ["La data i l'hora del live han de ser futures."] },
              })
            : jsonResponse(
                201,
                live(9, 'Fideuà', { recipe: { id: 40, title: 'Fideuà', description: null } }),
              );
        },
      }),
    );
    renderApp('/live');
    await screen.findByRole('button', { name: 'Programar un live' });
    const cards = screen.getAllByRole('article');
    // Her own live has the pencil and the bin; another chef's has none.
    expect(within(cards[0]!).getByRole('button', { name: 'Esborrar el live Arròs negre' })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /Esborrar/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Programar un live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Programar un live' });
    // The keyboard starts on the recipe, even while the recipes load (not on 'Tancar').
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Recepta/)));
    // With its list closed: open on a phone, it would cover the rest of the form.
    expect(
      within(dialog)
        .getByLabelText(/^Recepta/)
        .getAttribute('aria-expanded'),
    ).toBe('false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desar' }));
    expect(within(dialog).getByText('Tria una recepta.')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    const select = within(dialog).getByLabelText(/^Recepta/);
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Fideuà', hidden: true }));
    expect(screen.queryByRole('option', { name: 'Pendent', hidden: true })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/^Dia/), '2029-06-01');
    await userEvent.type(within(dialog).getByLabelText(/^Hora/), '19:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desar' }));
    expect(await within(dialog).findByText("La data i l'hora del live han de ser futures.")).toBeTruthy();
    expect(bodies[0]).toEqual({ recipe_id: 40, dia: '2029-06-01', hora: '19:30' });
    // Nothing typed is lost.
    expect((within(dialog).getByLabelText(/^Dia/) as HTMLInputElement).value).toBe('2029-06-01');
    expect((within(dialog).getByLabelText(/^Hora/) as HTMLInputElement).value).toBe('19:30');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Desar' }));
    expect(await screen.findByText('Live programat correctament.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("deletes after a confirmation, and shows 'Error al eliminar el live' when it fails", async () => {
    let deletes = 0;
    fetchMock.mockImplementation(
      serve(() => jsonResponse(200, lives), {
        'GET /api/user': () => jsonResponse(200, { ...user(2, 'chef'), name: 'xef_marta' }),
        'DELETE /api/lives/1': () => {
          deletes++;
          return deletes === 1
            ? new Response('boom', { status: 502 })
            : jsonResponse(200, { message: 'Live eliminat correctament.' });
        },
      }),
    );
    renderApp('/live');
    await userEvent.click(await screen.findByRole('button', { name: 'Esborrar el live Arròs negre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esborrar el live?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esborrar' }));
    expect(await screen.findByText('Error al eliminar el live')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esborrar' }));
    expect(await screen.findByText('Live eliminat correctament.')).toBeTruthy();
    expect(deletes).toBe(2);
  });

  it('gives the focus back to the bin, and to the heading once the deleted live’s card is gone', async () => {
    let shown = lives;
    fetchMock.mockImplementation(
      serve(() => jsonResponse(200, shown), {
        'GET /api/user': () => jsonResponse(200, { ...user(2, 'chef'), name: 'xef_marta' }),
        'DELETE /api/lives/1': () => {
          shown = lives.filter((l) => l.id !== 1);
          return jsonResponse(200, { message: 'Live eliminat correctament.' });
        },
      }),
    );
    renderApp('/live');
    const bin = await screen.findByRole('button', { name: 'Esborrar el live Arròs negre' });
    await userEvent.click(bin);
    const asked = await screen.findByRole('dialog', { name: 'Esborrar el live?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Cancel·lar' })),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bin));

    await userEvent.click(bin);
    const dialog = await screen.findByRole('dialog', { name: 'Esborrar el live?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esborrar' }));
    expect(await screen.findByText('Live eliminat correctament.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Esborrar el live Arròs negre' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });
});

describe('/live for an admin', () => {
  const fetchMock = stubFetch({ token: 'admin-token' });

  it('an admin may change and delete every live, and schedules none', async () => {
    fetchMock.mockImplementation(
      serve(() => jsonResponse(200, lives), { 'GET /api/user': () => jsonResponse(200, user(1, 'admin')) }),
    );
    renderApp('/live');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Esborrar el live/ })).toHaveLength(2));
    // The live on the air can no longer change (the server's 409): only the scheduled one has a pencil.
    expect(screen.getAllByRole('button', { name: /^Modificar el live/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Programar un live' })).toBeNull();
  });
});

describe('/live for a user', () => {
  const fetchMock = stubFetch({ token: 'user-token' });

  it('a user changes nothing', async () => {
    fetchMock.mockImplementation(
      serve(() => jsonResponse(200, lives), { 'GET /api/user': () => jsonResponse(200, user(5, 'user')) }),
    );
    renderApp('/live');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /Modificar el live|Esborrar el live/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Programar un live' })).toBeNull();
  });
});
