import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const recipe = recipeDetail(5);

const comment = (id: number, user_id: number | null, name: string) => ({
  id,
  comment: 'Molt bona',
  user_id,
  name,
  user_name: name,
  recipe_id: 5,
  recipe_title: 'Crema catalana',
  date: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  hidden_by_reports: false,
});

describe('recipe detail', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it('shows steps in order and ingredients as name - quantity unit, and the picture at the size drawn', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/5': () => jsonResponse(200, recipe),
        'GET /api/recipes/5/comments': () => jsonResponse(200, { comments: [] }),
      }),
    );
    renderApp('/info/5');
    expect(await screen.findByRole('heading', { name: 'Crema catalana', level: 1 })).toBeTruthy();
    // The picture in every stored width, for a phone to fetch a smaller one than the 1200 px one.
    const picture = screen.getByRole('img', { name: 'Crema catalana' });
    expect(picture.getAttribute('srcset')).toBe(
      '/media/seed/recipe-5-card.webp 480w, /media/seed/recipe-5-phone.webp 720w, /media/seed/recipe-5-detail.webp 1200w',
    );
    expect(picture.getAttribute('sizes')).toMatch(/calc\(100vw - 32px\)$/);
    const lists = screen.getAllByRole('list');
    expect(lists[0]!.textContent).toContain('llet - 1 l');
    expect(lists[0]!.textContent).not.toContain('sal -');
    expect([...lists[1]!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Escalfa la llet.',
      'Crema el sucre.',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Proteïnes' }).nextElementSibling?.textContent).toBe(
      '9,8 g',
    );
  });

  it('after the first like, refreshes likes_count every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true }); // before render: the refresh interval uses these timers
    let count = 4;
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/5': () => jsonResponse(200, recipe),
        'GET /api/recipes/5/comments': () => jsonResponse(200, { comments: [] }),
        'POST /api/recipes/5/like': () => jsonResponse(200, { liked: true, likes_count: 4 }),
        'GET /api/recipes/5/likes': () => jsonResponse(200, { likes_count: count }),
      }),
    );
    renderApp('/info/5');
    await userEvent.click(await screen.findByRole('button', { name: 'M’agrada' }));
    await waitFor(() => expect(screen.getByTestId('likes-count').textContent).toBe('4'));
    expect(JSON.parse(window.localStorage.getItem('likedRecipes')!)).toEqual([5]);

    count = 9; // others liked meanwhile
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    await waitFor(() => expect(screen.getByTestId('likes-count').textContent).toBe('9'));
  });

  it('keeps a comment that failed to post in the box', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/5': () => jsonResponse(200, recipe),
        'GET /api/recipes/5/comments': () => jsonResponse(200, { comments: [] }),
        'POST /api/recipes/5/comment': () => jsonResponse(500, {}),
      }),
    );
    renderApp('/info/5');
    const box = await screen.findByRole('textbox', { name: 'Escriu un comentari...' });
    await userEvent.type(box, 'Boníssima');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Error al añadir comentario')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Boníssima');
  });

  it('keeps a comment being typed when the page is left and opened again, and forgets it once sent', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/5': () => jsonResponse(200, recipe),
        'GET /api/recipes/5/comments': () => jsonResponse(200, { comments: [] }),
        'POST /api/recipes/5/comment': () => jsonResponse(201, { message: 'ok' }),
      }),
    );
    const box = () => screen.findByRole('textbox', { name: 'Escriu un comentari...' });
    const first = renderApp('/info/5');
    await userEvent.click(await box());
    await userEvent.paste('Hi posaria més canyella');
    first.unmount();

    const again = renderApp('/info/5');
    expect(((await box()) as HTMLTextAreaElement).value).toBe('Hi posaria més canyella');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(async () => expect(((await box()) as HTMLTextAreaElement).value).toBe(''));
    again.unmount();

    renderApp('/info/5');
    expect(((await box()) as HTMLTextAreaElement).value).toBe('');
  });

  it("links the author and each comment's author to their profile", async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/5': () => jsonResponse(200, recipe),
        'GET /api/recipes/5/comments': () =>
          jsonResponse(200, { comments: [comment(1, 4, 'pere'), comment(2, null, 'Usuari desconegut')] }),
      }),
    );
    renderApp('/info/5');
    expect((await screen.findByRole('link', { name: '@xef_marta' })).getAttribute('href')).toBe('/user/2');
    expect((await screen.findByRole('link', { name: 'pere' })).getAttribute('href')).toBe('/user/4');
    // An account that is gone has no profile to open.
    expect(screen.getByText('Usuari desconegut').closest('a')).toBeNull();
    expect(screen.queryByText('Amagat per denúncies')).toBeNull();
  });

  it('marks its author’s own comment that reports hide from everyone else', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/5': () => jsonResponse(200, recipe),
        'GET /api/recipes/5/comments': () =>
          jsonResponse(200, { comments: [{ ...comment(1, 4, 'pere'), hidden_by_reports: true }] }),
      }),
    );
    renderApp('/info/5');
    expect(await screen.findByText('Amagat per denúncies')).toBeTruthy();
  });

  it('says when the recipe does not exist', async () => {
    fetchMock.mockImplementation(serveRoutes({}));
    renderApp('/info/999');
    expect(await screen.findByText('No s’ha trobat la recepta.')).toBeTruthy();
  });
});

describe('an imported recipe', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it('credits its source under the author, in a new tab, and keeps the picture’s place without one', async () => {
    const imported = recipeDetail(8, {
      image: null,
      image_card: null,
      source: { url: 'https://cuina.example.cat/receptes/escalivada', site: 'Cuina d’aquí' },
    });
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/8': () => jsonResponse(200, imported),
        'GET /api/recipes/8/comments': () => jsonResponse(200, { comments: [] }),
      }),
    );
    renderApp('/info/8');
    await screen.findByRole('heading', { name: 'Crema catalana', level: 1 });
    const credit = screen.getByTestId('source-credit');
    expect(credit.textContent).toBe('Adaptat de Cuina d’aquí');
    const link = screen.getByRole('link', { name: 'Cuina d’aquí' });
    expect(link.getAttribute('href')).toBe('https://cuina.example.cat/receptes/escalivada');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener nofollow ugc');
    // Under the author's link.
    const author = screen.getByRole('link', { name: '@xef_marta' });
    expect(author.compareDocumentPosition(credit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('picture-placeholder').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img', { name: 'Crema catalana' })).toBeNull();
  });

  it('shows no credit for a recipe written here', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/5': () => jsonResponse(200, recipeDetail(5)),
        'GET /api/recipes/5/comments': () => jsonResponse(200, { comments: [] }),
      }),
    );
    renderApp('/info/5');
    await screen.findByRole('heading', { name: 'Crema catalana', level: 1 });
    expect(screen.queryByTestId('source-credit')).toBeNull();
    expect(screen.queryByTestId('picture-placeholder')).toBeNull();
  });
});
