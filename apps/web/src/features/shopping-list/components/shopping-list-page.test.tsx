import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShoppingList } from '@/api/shopping-list/get-shopping-list.ts';
import { shoppingListKeys } from '@/api/shopping-list/keys.ts';
import { openedSockets } from '@/test/fake-socket.ts';
import { renderApp, stubFetch } from '@/test/render.tsx';
import { fakeListServer, line } from '@/test/shopping-list.ts';
import { ShoppingListView } from './shopping-list-page.tsx';

const items = () => [
  line(1, {
    name: 'patates',
    quantity: 1500,
    unit: 'g',
    amounts: [{ quantity: 1500, unit: 'g' }],
    aisle: 'fruita i verdura',
    sources: [
      { recipe_id: 3, title: 'Escudella', servings: 4 },
      { recipe_id: 4, title: 'Truita', servings: 2 },
    ],
  }),
  line(2, {
    name: 'ous',
    quantity: 200,
    unit: 'g',
    amounts: [
      { quantity: 200, unit: 'g' },
      { quantity: 2, unit: 'unitats' },
    ],
    aisle: 'làctics i ous',
  }),
  line(3, {
    name: 'oli',
    quantity: 3,
    unit: 'cullerades',
    amounts: [{ quantity: 3, unit: 'cullerades' }],
    aisle: 'rebost',
    checked: true,
    position: 1,
  }),
  line(4, { name: 'farina', aisle: 'rebost', position: 2 }),
  line(5, {
    name: 'llet',
    quantity: 1000,
    unit: 'ml',
    amounts: [{ quantity: 1000, unit: 'ml' }],
    aisle: 'làctics i ous',
  }),
];

const lines = () => screen.getAllByTestId('shopping-line').map((li) => li.textContent);
const headings = () =>
  within(screen.getByTestId('shopping-list'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

describe('/llista', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  afterEach(() => vi.restoreAllMocks());

  const open = (server = fakeListServer({ items: items() })) => {
    fetchMock.mockImplementation(server.routes);
    renderApp('/llista');
    return server;
  };

  it('groups the lines under their aisles in order, bought last, amounts read as a shopper reads them', async () => {
    open(
      fakeListServer({
        items: items(),
        recipes: [{ recipe_id: 3, title: 'Escudella', servings: 4 }],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Llista de la compra' })).toBeTruthy();
    await screen.findByTestId('shopping-list');
    expect(headings()).toEqual(['Fruita i verdura', 'Làctics i ous', 'Rebost']);
    expect(lines()).toEqual([
      'patates 1,5 kg De: Escudella, Truita',
      'ous 200 g + 2 unitats',
      'llet 1 l',
      'farina',
      'oli 3 cullerades',
    ]);
    expect((box('oli') as HTMLInputElement).checked).toBe(true);
    expect(box('patates').getAttribute('type')).toBe('checkbox');
    expect(screen.getByTestId('shopping-progress').textContent).toBe('1 de 5 comprats');
    expect(screen.getByRole('button', { name: 'Treure la recepta de la llista' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escudella' }).getAttribute('href')).toBe('/info/3');
  });

  it('ticks a line with one tap: PATCH checked, dimmed at the end of its aisle at once', async () => {
    const server = open();
    await screen.findByTestId('shopping-list');
    await userEvent.click(box('farina'));
    expect((box('farina') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('shopping-progress').textContent).toBe('2 de 5 comprats');
    await waitFor(() =>
      expect(server.callsOf('PATCH', '/api/shopping-list/items/4')).toEqual([
        expect.objectContaining({ body: { checked: true } }),
      ]),
    );
    const farina = box('farina').closest('li')!;
    expect(farina.className).toMatch(/checked/);
  });

  it('puts back a tick the server refused, and says why', async () => {
    const server = open();
    await screen.findByTestId('shopping-list');
    server.refuse('PATCH /api/shopping-list/items/4', 404, 'Aquest article no és a la llista.');
    await userEvent.click(box('farina'));
    expect(await screen.findByText('Aquest article no és a la llista.')).toBeTruthy();
    await waitFor(() => expect((box('farina') as HTMLInputElement).checked).toBe(false));
  });

  it('deletes a line, and Desfer adds it back', async () => {
    const server = open();
    await screen.findByTestId('shopping-list');
    await userEvent.click(screen.getByRole('button', { name: 'Editar: ous' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar l’article' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('«ous» eliminat de la llista.')).toBeTruthy();
    expect(server.callsOf('DELETE', '/api/shopping-list/items/2')).toHaveLength(1);
    expect(lines().some((text) => text?.startsWith('ous'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Desfer' }));
    await waitFor(() => expect(lines().some((text) => text?.startsWith('ous'))).toBe(true));
    expect(server.callsOf('POST', '/api/shopping-list/items')[0]?.body).toEqual({
      name: 'ous',
      quantity: 200,
      unit: 'g',
      aisle: 'làctics i ous',
    });
  });

  it('clears the bought lines, and Desfer adds them back ticked', async () => {
    const server = open();
    await screen.findByTestId('shopping-list');
    await userEvent.click(screen.getByRole('button', { name: 'Treure els comprats' }));
    expect(await screen.findByText('S’han tret 1 articles comprats.')).toBeTruthy();
    expect(lines().some((text) => text?.startsWith('oli'))).toBe(false);
    expect(screen.getByTestId('shopping-progress').textContent).toBe('0 de 4 comprats');
    await userEvent.click(screen.getByRole('button', { name: 'Desfer' }));
    await waitFor(() => expect(lines().some((text) => text?.startsWith('oli'))).toBe(true));
    expect(server.callsOf('POST', '/api/shopping-list/items')[0]?.body).toMatchObject({ name: 'oli' });
    const patch = server.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ position: 1, checked: true });
    await waitFor(() => expect(screen.getByTestId('shopping-progress').textContent).toBe('1 de 5 comprats'));
  });

  it('adds a free line with Enter; a refused one keeps its text and says why under the box', async () => {
    const server = open();
    const input = await screen.findByRole('textbox', { name: 'Què et cal? (p. ex. 2 kg de patates)' });
    server.refuse('POST /api/shopping-list/items', 422, 'La llista no pot tenir més de 500 articles.');
    await userEvent.type(input, '2 kg de pomes{Enter}');
    expect(await screen.findByText('La llista no pot tenir més de 500 articles.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('2 kg de pomes');
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(server.callsOf('POST', '/api/shopping-list/items').map((c) => c.body)).toEqual([
      { name: '2 kg de pomes' },
      { name: '2 kg de pomes' },
    ]);
    expect(lines()).toContain('2 kg de pomes');
  });

  it('moves a line up within its aisle by swapping places', async () => {
    const server = open();
    await screen.findByTestId('shopping-list');
    await userEvent.click(screen.getByRole('button', { name: 'Editar: ous' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar l’article' });
    expect(within(dialog).getByRole('button', { name: 'Pujar' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel·lar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Editar: llet' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar l’article' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pujar' }));
    await waitFor(() => expect(lines().slice(1, 3)).toEqual(['llet 1 l', 'ous 200 g + 2 unitats']));
    // The dialog stays open on the moved line: now first, it cannot go up again.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Pujar' }).hasAttribute('disabled')).toBe(true),
    );
    expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['/api/shopping-list/items/5', { position: 2 }],
      ['/api/shopping-list/items/2', { position: 5 }],
    ]);
  });

  it('edits a line’s quantity and unit, sending only what changed', async () => {
    const server = open();
    await screen.findByTestId('shopping-list');
    await userEvent.click(screen.getByRole('button', { name: 'Editar: farina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar l’article' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Quantitat' }), '2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Unitat' }), 'kg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsOf('PATCH', '/api/shopping-list/items/4').map((c) => c.body)).toEqual([
      { quantity: 2, unit: 'kg' },
    ]);
    expect(lines()).toContain('farina 2 kg');
  });

  it('shows the server’s reason under the share box', async () => {
    const server = open();
    const name = await screen.findByRole('textbox', { name: 'Nom d’usuari' });
    server.refuse('POST /api/shopping-list/members', 404, 'No hi ha cap usuari amb aquest nom.');
    await userEvent.type(name, 'ningu');
    await userEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('No hi ha cap usuari amb aquest nom.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((name as HTMLInputElement).value).toBe('ningu');
  });

  it('lets a member leave, and the owner is named', async () => {
    const server = open(
      fakeListServer({
        members: [
          { id: 9, name: 'marta', avatar: null, owner: true },
          { id: 7, name: 'cuinera', avatar: null, owner: false },
        ],
      }),
    );
    const household = await screen.findByTestId('household');
    expect(within(household).getByText(/marta/).textContent).toBe('marta · propietari');
    expect(within(household).queryByRole('button', { name: 'Treure de la llista' })).toBeNull();
    fireEvent.click(within(household).getByRole('button', { name: 'Deixar aquesta llista' }));
    await waitFor(() => expect(server.callsOf('DELETE', '/api/shopping-list/members/7')).toHaveLength(1));
  });

  it('reads the list again when another member changes it, not for the caller’s own change', async () => {
    const server = open();
    await screen.findByTestId('shopping-list');
    await waitFor(() => expect(openedSockets.length).toBeGreaterThan(0));
    const socket = openedSockets[0]!;
    const gets = () => server.callsOf('GET', '/api/shopping-list').length;
    const before = gets();
    act(() => socket.push('shoppingListChanged', { list_id: 1, by: 7 }));
    server.list.items[3]!.checked = true;
    act(() => socket.push('shoppingListChanged', { list_id: 1, by: 9 }));
    await waitFor(() => expect((box('farina') as HTMLInputElement).checked).toBe(true));
    expect(gets()).toBe(before + 1);
  });

  it('reads the list again once its socket connects: a change made before it listened still shows', async () => {
    const server = open();
    await screen.findByTestId('shopping-list');
    await waitFor(() => expect(openedSockets.length).toBeGreaterThan(0));
    // Another member ticks a line while this tab's socket is still connecting: no event reaches it.
    server.list.items[3]!.checked = true;
    expect((box('farina') as HTMLInputElement).checked).toBe(false);
    act(() => openedSockets[0]!.connect());
    await waitFor(() => expect((box('farina') as HTMLInputElement).checked).toBe(true));
  });

  it('says when the list is empty, and offers a retry when it fails', async () => {
    const server = open(fakeListServer());
    expect(await screen.findByText('La llista és buida')).toBeTruthy();
    expect(server.callsOf('GET', '/api/shopping-list')).toHaveLength(1);
  });

  it('retries a list that failed to load', async () => {
    const server = fakeListServer({ items: items() });
    server.refuse('GET /api/shopping-list', 500, 'error');
    open(server);
    expect(await screen.findByText('No s’ha pogut carregar la llista.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tornar a intentar' }));
    expect(await screen.findByTestId('shopping-list')).toBeTruthy();
  });

  it('copies the list as text, grouped by aisle', async () => {
    open();
    await screen.findByTestId('shopping-list');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await userEvent.click(screen.getByRole('button', { name: 'Copiar com a text' }));
    expect(await screen.findByText('Llista copiada.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      [
        'Llista de la compra',
        'Fruita i verdura\n[ ] patates - 1,5 kg',
        'Làctics i ous\n[ ] ous - 200 g + 2 unitats\n[ ] llet - 1 l',
        'Rebost\n[ ] farina\n[x] oli - 3 cullerades',
      ].join('\n\n'),
    );
  });

  it('draws 300 lines (React Profiler figures printed, no timing asserted)', async () => {
    const aisles = ['fruita i verdura', 'carn i peix', 'làctics i ous', 'rebost', 'altres'] as const;
    const many = Array.from({ length: 300 }, (_, i) =>
      line(i + 1, {
        name: `article ${i + 1}`,
        quantity: 100 + i * 10,
        unit: 'g',
        amounts: [{ quantity: 100 + i * 10, unit: 'g' }],
        aisle: aisles[i % aisles.length]!,
        checked: i % 7 === 0,
        sources: [{ recipe_id: 1, title: 'Escudella', servings: 4 }],
      }),
    );
    const server = fakeListServer({ items: many });
    fetchMock.mockImplementation(server.routes);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(shoppingListKeys.list(), server.list);
    const commits: { phase: string; ms: number }[] = [];
    const record: ProfilerOnRenderCallback = (_id, phase, ms) => commits.push({ phase, ms });
    const Screen = () => {
      const list = useShoppingList();
      return list.data ? <ShoppingListView list={list.data} /> : null;
    };
    const draw = () =>
      render(
        <MantineProvider>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <Profiler id="list" onRender={record}>
                <Screen />
              </Profiler>
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>,
      );
    // The first draw also compiles the components (cold JIT): the second is the screen's own figure.
    const cold = draw();
    const first = commits.find((c) => c.phase === 'mount')!.ms;
    cold.unmount();
    commits.length = 0;
    draw();
    expect(screen.getAllByTestId('shopping-line')).toHaveLength(300);
    const mount = commits.find((c) => c.phase === 'mount')!.ms;
    commits.length = 0;
    // Not by role: the accessible names of 300 lines cost jsdom seconds, which is not the app's time.
    const second = screen
      .getAllByTestId('shopping-line')
      .find((li) => li.textContent?.startsWith('article 2 '))!
      .querySelector('input')!;
    fireEvent.click(second);
    await waitFor(() => expect(second.checked).toBe(true));
    const tick = Math.max(...commits.map((c) => c.ms));
    console.log(
      `300 lines (React Profiler, jsdom): cold render ${first.toFixed(0)} ms, warm render ${mount.toFixed(0)} ms, a tick ${tick.toFixed(1)} ms`,
    );
  });

  it('sends a visitor to log in', async () => {
    window.localStorage.clear();
    fetchMock.mockImplementation(fakeListServer().routes);
    const { router } = renderApp('/llista');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fllista');
  });
});
