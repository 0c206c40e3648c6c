import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planEntry, planServer } from '@/test/meal-plan.ts';
import { renderApp, stubFetch } from '@/test/render.tsx';

const cell = (name: string) => screen.findByRole('group', { name });
const titlesIn = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('/planificador', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  let server: ReturnType<typeof planServer>;

  beforeEach(() => {
    // Monday 30 November 2026, 10 h: this week is 2026-W49. Only Date is faked.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 30, 10));
    server = planServer([
      planEntry(1, '2026-11-30', 'dinar', 1),
      planEntry(2, '2026-12-02', 'sopar', 2, 2),
      planEntry(3, '2026-12-08', 'dinar', 3),
    ]);
    fetchMock.mockImplementation(server.fetch());
  });

  it('shows each planned recipe in its day’s meal, Monday to Sunday, in Catalan', async () => {
    renderApp('/planificador');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planificador' })).toBeTruthy();
    expect(titlesIn(await cell('Dinar de dl. 30 de nov.'))).toEqual(['Escudella']);
    expect(titlesIn(await cell('Sopar de dc. 2 de des.'))).toEqual(['Truita de patates']);
    expect(titlesIn(await cell('Sopar de dl. 30 de nov.'))).toEqual([]);
    expect(screen.getByTestId('plan-week').textContent).toBe('Setmana del 30 de nov. al 6 de des.');
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days.slice(0, 7)).toEqual([
      'dl. 30 de nov.',
      'dt. 1 de des.',
      'dc. 2 de des.',
      'dj. 3 de des.',
      'dv. 4 de des.',
      'ds. 5 de des.',
      'dg. 6 de des.',
    ]);
    expect(screen.getByRole('link', { name: 'Escudella' }).getAttribute('href')).toBe('/info/1');
    expect(server.callsTo('GET', '/api/meal-plan?week=2026-W49')).toHaveLength(1);
  });

  it('goes to the previous and next weeks through the address, and back to this week', async () => {
    const { router } = renderApp('/planificador');
    await cell('Dinar de dl. 30 de nov.');
    await userEvent.click(screen.getByRole('button', { name: 'Setmana següent' }));
    await waitFor(() => expect(router.state.location.search).toBe('?setmana=2026-W50'));
    expect(titlesIn(await cell('Dinar de dt. 8 de des.'))).toEqual(['Fideuà']);
    await userEvent.click(screen.getByRole('button', { name: 'Setmana anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Setmana anterior' }));
    await waitFor(() => expect(router.state.location.search).toBe('?setmana=2026-W48'));
    expect(await screen.findByText('Encara no hi ha res planificat aquesta setmana.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afegir la setmana a la llista' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aquesta setmana' }));
    await waitFor(() => expect(router.state.location.search).toBe('?setmana=2026-W49'));
    const weeks = server.state.calls.filter((c) => c.url.startsWith('/api/meal-plan?')).map((c) => c.url);
    expect(new Set(weeks)).toEqual(
      new Set([
        '/api/meal-plan?week=2026-W49',
        '/api/meal-plan?week=2026-W50',
        '/api/meal-plan?week=2026-W48',
      ]),
    );
  });

  it('keeps the week of the address on a reload', async () => {
    renderApp('/planificador?setmana=2026-W50');
    expect(titlesIn(await cell('Dinar de dt. 8 de des.'))).toEqual(['Fideuà']);
    expect(screen.getByRole('button', { name: 'Aquesta setmana' })).toHaveProperty('disabled', false);
  });

  it('adds a recipe from the picker’s search, with the servings, to the chosen cell', async () => {
    renderApp('/planificador');
    await cell('Dinar de dl. 30 de nov.');
    const opener = screen.getByRole('button', { name: 'Afegir una recepta al sopar de dt. 1 de des.' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Afegir una recepta: Sopar de dt. 1 de des.' });
    const servings = within(dialog).getByRole('textbox', { name: 'Racions' });
    await userEvent.clear(servings);
    await userEvent.type(servings, '6');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Cerca una recepta' }), 'fide');
    await waitFor(() => expect(server.callsTo('GET', '/api/recipes/search?q=fide')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Escudella' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fideuà' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/meal-plan')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/meal-plan')[0]?.body).toEqual({
      date: '2026-12-01',
      meal: 'sopar',
      recipe_id: 3,
      servings: 6,
      week: '2026-W49',
    });
    await waitFor(() =>
      expect(titlesIn(screen.getByRole('group', { name: 'Sopar de dt. 1 de des.' }))).toEqual(['Fideuà']),
    );
    expect(await screen.findByText('Afegit al planificador: sopar de dt. 1 de des.')).toBeTruthy();
    expect(document.activeElement).toBe(opener); // the dialog gave the focus back
  });

  it('moves a recipe from the keyboard’s ‘Moure’ dialog, which gives the focus back to ‘Moure’', async () => {
    renderApp('/planificador');
    await cell('Dinar de dl. 30 de nov.');
    const opener = screen.getByRole('button', { name: 'Moure «Escudella»' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const name = 'Moure «Escudella» a un altre àpat';
    await screen.findByRole('dialog', { name });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
    expect(document.activeElement).toBe(opener);

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Dia' }), '2026-12-03');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Àpat' }), 'sopar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Moure' }));
    expect(titlesIn(await cell('Sopar de dj. 3 de des.'))).toEqual(['Escudella']);
    expect(titlesIn(screen.getByRole('group', { name: 'Dinar de dl. 30 de nov.' }))).toEqual([]);
    expect(server.callsTo('PUT', '/api/meal-plan/1').map((c) => c.body)).toEqual([
      { date: '2026-12-03', meal: 'sopar', servings: 4, week: '2026-W49' },
    ]);
    // The card was drawn anew in its new cell: the focus is on its 'Moure' there.
    const moved = within(screen.getByRole('group', { name: 'Sopar de dj. 3 de des.' })).getByRole('button', {
      name: 'Moure «Escudella»',
    });
    expect(moved).not.toBe(opener);
    await waitFor(() => expect(document.activeElement).toBe(moved));
  });

  it('moves a recipe dragged to another cell', async () => {
    renderApp('/planificador');
    await cell('Dinar de dl. 30 de nov.');
    fireEvent.dragStart(screen.getByTestId('plan-entry-2'));
    const target = screen.getByTestId('cell-2026-12-04-dinar');
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    fireEvent.dragEnd(screen.getByTestId('plan-entry-2'));
    expect(titlesIn(await cell('Dinar de dv. 4 de des.'))).toEqual(['Truita de patates']);
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/meal-plan/2').map((c) => c.body)).toEqual([
        { date: '2026-12-04', meal: 'dinar', servings: 2, week: '2026-W49' },
      ]),
    );
  });

  it('changes the servings and removes a recipe', async () => {
    renderApp('/planificador');
    const lunch = await cell('Dinar de dl. 30 de nov.');
    await userEvent.click(within(lunch).getByRole('button', { name: 'Més racions de «Escudella»' }));
    expect(within(lunch).getByText('5 racions')).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/meal-plan/1').map((c) => c.body)).toEqual([
        { date: '2026-11-30', meal: 'dinar', servings: 5, week: '2026-W49' },
      ]),
    );
    await userEvent.click(within(lunch).getByRole('button', { name: 'Treure «Escudella» del planificador' }));
    await waitFor(() => expect(titlesIn(lunch)).toEqual([]));
    expect(server.callsTo('DELETE', '/api/meal-plan/1')).toHaveLength(1);
  });

  it('counts two quick taps from the servings just asked for, before the week shows them', async () => {
    renderApp('/planificador');
    const lunch = await cell('Dinar de dl. 30 de nov.');
    const more = within(lunch).getByRole('button', { name: 'Més racions de «Escudella»' });
    // Two taps in one task: the optimistic week renders after both, as on a busy phone.
    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/meal-plan/1').map((c) => c.body)).toEqual([
        { date: '2026-11-30', meal: 'dinar', servings: 5, week: '2026-W49' },
        { date: '2026-11-30', meal: 'dinar', servings: 6, week: '2026-W49' },
      ]),
    );
  });

  it('sends an entry’s second change only once the first has answered', async () => {
    // The first PUT waits until released: a slow network, where the second could otherwise overtake it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = server.fetch();
    let puts = 0;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && ++puts === 1) await held;
      return answer(input, init);
    });
    renderApp('/planificador');
    const lunch = await cell('Dinar de dl. 30 de nov.');
    const more = within(lunch).getByRole('button', { name: 'Més racions de «Escudella»' });
    fireEvent.click(more);
    fireEvent.click(more);
    // Both show at once; the second waits for the first's answer.
    expect(await within(lunch).findByText('6 racions')).toBeTruthy();
    expect(puts).toBe(1);
    release();
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/meal-plan/1').map((c) => c.body)).toEqual([
        { date: '2026-11-30', meal: 'dinar', servings: 5, week: '2026-W49' },
        { date: '2026-11-30', meal: 'dinar', servings: 6, week: '2026-W49' },
      ]),
    );
    expect(await within(lunch).findByText('6 racions')).toBeTruthy();
    // The week is fetched again once, after the last change: never showing the first one's 5.
    await waitFor(() => expect(server.callsTo('GET', '/api/meal-plan?week=2026-W49')).toHaveLength(2));
    expect(within(lunch).getByText('6 racions')).toBeTruthy();
  });

  it('sends the week to the shopping list and says how many, with a link to the list', async () => {
    const { router } = renderApp('/planificador');
    await cell('Dinar de dl. 30 de nov.');
    await userEvent.click(screen.getByRole('button', { name: 'Afegir la setmana a la llista' }));
    expect(
      await screen.findByText(/Receptes de la setmana afegides a la llista de la compra: 2\./),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/api/meal-plan/shopping').map((c) => c.body)).toEqual([
      { week: '2026-W49' },
    ]);
    // The popup is drawn outside the router: its button still navigates inside the app.
    await userEvent.click(screen.getByRole('button', { name: 'Veure la llista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/llista'));
  });

  it('creates, copies and changes the calendar subscription address', async () => {
    const user = userEvent.setup();
    renderApp('/planificador');
    await user.click(await screen.findByRole('button', { name: 'Crear l’enllaç' }));
    const field = await screen.findByRole('textbox', { name: 'Adreça del calendari' });
    expect(field).toHaveProperty('value', 'https://receptari.cat/api/meal-plan/calendar/tok1.ics');
    expect(field).toHaveProperty('readOnly', true);
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(
      'https://receptari.cat/api/meal-plan/calendar/tok1.ics',
    );
    expect(await screen.findByText('Enllaç copiat.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Canviar l’enllaç' }));
    const confirm = await screen.findByRole('dialog', { name: 'Canviar l’enllaç' });
    expect(server.callsTo('POST', '/api/meal-plan/calendar-token')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Canviar l’enllaç' }));
    expect(await screen.findByText('Enllaç nou: l’anterior ja no funciona.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/meal-plan/calendar-token')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Adreça del calendari' })).toHaveProperty(
        'value',
        'https://receptari.cat/api/meal-plan/calendar/tok2.ics',
      ),
    );
    // The button that asked stays (the new address replaces the old): Mantine gives it the focus back.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Canviar l’enllaç' })),
    );
  });

  it('says when the week cannot be loaded, and tries again', async () => {
    server.state.failWeek = true;
    renderApp('/planificador');
    expect(await screen.findByText('No s’ha pogut carregar el planificador.')).toBeTruthy();
    server.state.failWeek = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tornar a intentar' }));
    expect(titlesIn(await cell('Dinar de dl. 30 de nov.'))).toEqual(['Escudella']);
  });

  it('sends a visitor to log in first', async () => {
    window.localStorage.removeItem('token');
    const { router } = renderApp('/planificador?setmana=2026-W50');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
