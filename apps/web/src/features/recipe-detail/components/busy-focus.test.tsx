import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planEntry } from '@/test/meal-plan.ts';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

// Issue 35 (docs/product.md#accessibility): a button whose call runs says it is busy but stays
// enabled, so the keyboard's focus stays on it instead of falling to the page.

const recipe = recipeDetail(5);

/** An answer held until the test lets it go, so the button can be looked at while its call runs. */
function held(answer: () => Response) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { route: async () => (await gate, answer()), release: () => release() };
}

/** The page's routes, with some calls answered by the test's own (possibly held) routes. */
function serve(extra: Record<string, () => Response | Promise<Response>>) {
  const page = serveRoutes({
    'GET /api/recipes/5': () => jsonResponse(200, recipe),
    'GET /api/recipes/5/comments': () => jsonResponse(200, { comments: [] }),
  });
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    return extra[key] ? extra[key]() : page(input, init);
  };
  return { fetch, sent: (key: string) => calls.filter((call) => call === key).length };
}

const focused = () => document.activeElement;

describe('busy buttons keep the focus', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it("'Comentar' stays focused and enabled while the comment is sent, and is not sent twice", async () => {
    const post = held(() => jsonResponse(201, { message: 'ok' }));
    const server = serve({ 'POST /api/recipes/5/comment': post.route });
    fetchMock.mockImplementation(server.fetch);
    renderApp('/info/5');
    const box = await screen.findByRole('textbox', { name: 'Escriu un comentari...' });
    await userEvent.type(box, 'Boníssima');
    const submit = screen.getByRole('button', { name: 'Comentar' });
    submit.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect(submit).toHaveProperty('disabled', false);
    expect(focused()).toBe(submit);
    await userEvent.keyboard('{Enter}'); // pressed again while busy: ignored
    expect(server.sent('POST /api/recipes/5/comment')).toBe(1);

    post.release();
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBeNull());
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(focused()).toBe(submit);
  });

  it("the folder dialog's 'Crear' and 'Desar' keep the focus while they work", async () => {
    const folder = { id: 1, name: 'Postres', created_at: '2026-11-24T20:00:00.000Z', recipes: [] };
    let folders: (typeof folder)[] = [];
    const create = held(() => ((folders = [folder]), jsonResponse(201, folder)));
    const add = held(() => jsonResponse(200, { message: 'ok' }));
    fetchMock.mockImplementation(
      serve({
        'GET /api/folders': () => jsonResponse(200, { folders }),
        'POST /api/folders': create.route,
        'POST /api/folders/1/recipes/5': add.route,
      }).fetch,
    );
    renderApp('/info/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Desar en una carpeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'On vols desar la recepta?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nova carpeta' }), 'Postres');
    const make = within(dialog).getByRole('button', { name: 'Crear' });
    make.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(make.getAttribute('aria-busy')).toBe('true'));
    expect(focused()).toBe(make);

    create.release();
    // Made and chosen: its name is cleared, and 'Crear' only looks disabled, the focus still on it.
    expect(await within(dialog).findByRole('radio', { name: 'Postres' })).toHaveProperty('checked', true);
    await waitFor(() => expect(make.getAttribute('aria-busy')).toBeNull());
    expect(make.getAttribute('aria-disabled')).toBe('true');
    expect(focused()).toBe(make);

    const save = within(dialog).getByRole('button', { name: 'Desar' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    expect(save).toHaveProperty('disabled', false);
    expect(focused()).toBe(save);
    add.release();
    expect(await screen.findByText('Recepta desada a la carpeta: Postres')).toBeTruthy();
  });

  it("'Afegir a la llista' stays focused and enabled while the ingredients are added", async () => {
    const post = held(() =>
      jsonResponse(201, { recipe: { recipe_id: 5, title: recipe.title, servings: 4 }, lines: 3 }),
    );
    const server = serve({ 'POST /api/shopping-list/recipes/5': post.route });
    fetchMock.mockImplementation(server.fetch);
    renderApp('/info/5');
    const add = await screen.findByRole('button', { name: 'Afegir a la llista' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('true'));
    expect(add).toHaveProperty('disabled', false);
    expect(focused()).toBe(add);
    await userEvent.keyboard('{Enter}'); // pressed again while busy: ignored
    expect(server.sent('POST /api/shopping-list/recipes/5')).toBe(1);

    post.release();
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBeNull());
    expect(focused()).toBe(add);
  });

  it("the 'Planificar' dialog's button keeps the focus while it plans, then gives it to the page's 'Planificar'", async () => {
    const post = held(() => jsonResponse(201, { entry: planEntry(9, '2026-11-30', 'dinar', 5) }));
    const server = serve({ 'POST /api/meal-plan': post.route });
    fetchMock.mockImplementation(server.fetch);
    renderApp('/info/5');
    const opener = await screen.findByRole('button', { name: 'Planificar' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Planificar' });
    const submit = within(dialog).getByRole('button', { name: 'Planificar' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect(submit).toHaveProperty('disabled', false);
    expect(focused()).toBe(submit);
    await userEvent.keyboard('{Enter}');
    expect(server.sent('POST /api/meal-plan')).toBe(1);

    post.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe(opener));
  });
});
