import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const admin = { id: 1, name: 'gestora', email: 'g@example.cat', role: 'admin', bio: null, img: null };

const reported = (id: number, target: 'recipe' | 'comment' | 'user', label: string, reporters: number) => ({
  id,
  target,
  target_id: id * 10,
  reporters,
  reasons: [
    { reason: 'spam', count: reporters - 1 || 1 },
    ...(reporters > 1 ? [{ reason: 'offensive', count: 1 }] : []),
  ],
  details: reporters > 1 ? ['És publicitat'] : [],
  hidden: reporters >= 3,
  first_reported_at: '2026-11-28T10:00:00.000Z',
  last_reported_at: '2026-11-28T11:00:00.000Z',
  context: {
    label,
    link: target === 'user' ? `/user/${id * 10}` : `/info/${id * 10}`,
    image: null,
    owner: { id: 7, name: 'pere' },
    recipe: target === 'user' ? null : { id: id * 10, title: 'Escudella' },
  },
});

describe("'Denúncies'", () => {
  const fetchMock = stubFetch({ token: 'tok-admin' });

  it('shows each target in context, dismisses one, and deletes another after confirming', async () => {
    let targets = [reported(1, 'comment', 'Compra rellotges', 3), reported(2, 'recipe', 'Sopa de pedres', 1)];
    const decisions: unknown[] = [];
    const decide = (id: number) => (init?: RequestInit) => {
      decisions.push({ id, ...JSON.parse(String(init?.body)) });
      targets = targets.filter((t) => t.id !== id);
      return jsonResponse(200, { message: `Decidit ${id}`, closed: 1 });
    };
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, admin),
        'GET /api/admin/reports?limit=100': () => jsonResponse(200, { targets }),
        'POST /api/admin/reports/1/resolve': decide(1),
        'POST /api/admin/reports/2/resolve': decide(2),
      }),
    );
    renderApp('/denuncies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Denúncies' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Denúncies' });
    const [comment, recipe] = within(list).getAllByRole('listitem');
    expect(within(comment!).getByText('Compra rellotges')).toBeTruthy();
    expect(within(comment!).getByText('3 denúncies')).toBeTruthy();
    expect(within(comment!).getByText('Amagat de les llistes')).toBeTruthy();
    expect(within(comment!).getByText('Correu brossa × 2')).toBeTruthy();
    expect(within(comment!).getByText('«És publicitat»')).toBeTruthy();
    expect(within(comment!).getByRole('link', { name: 'A la recepta: Escudella' }).getAttribute('href')).toBe(
      '/info/10',
    );
    expect(within(recipe!).getByText('1 denúncia')).toBeTruthy();
    expect(within(recipe!).getByRole('link', { name: 'Sopa de pedres' }).getAttribute('href')).toBe(
      '/info/20',
    );

    await userEvent.click(within(comment!).getByRole('button', { name: 'Descartar: Compra rellotges' }));
    expect(await screen.findByText('Decidit 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Compra rellotges')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar: Sopa de pedres' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar el contingut denunciat?' });
    expect(within(confirm).getByText(/S’eliminarà «Sopa de pedres»/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No hi ha cap denúncia pendent.')).toBeTruthy();
    expect(decisions).toEqual([
      { id: 1, action: 'dismiss' },
      { id: 2, action: 'delete' },
    ]);
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let fail = true;
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, admin),
        'GET /api/admin/reports?limit=100': () =>
          fail ? jsonResponse(500, { message: 'error' }) : jsonResponse(200, { targets: [] }),
      }),
    );
    renderApp('/denuncies');
    expect(await screen.findByText('Ha ocorregut un error en carregar les denúncies.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tornar a intentar' }));
    expect(await screen.findByText('No hi ha cap denúncia pendent.')).toBeTruthy();
  });
});
