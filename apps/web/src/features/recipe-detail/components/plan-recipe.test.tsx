import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planServer } from '@/test/meal-plan.ts';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const recipe = recipeDetail(2, { title: 'Truita de patates', servings: 4 });

describe('recipe page: ‘Planificar’', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  let server: ReturnType<typeof planServer>;

  beforeEach(() => {
    // Wednesday 2 December 2026: the days offered run to Sunday 13 December.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 2, 12));
    server = planServer();
    const page = serveRoutes({
      'GET /api/recipes/2': () => jsonResponse(200, recipe),
      'GET /api/recipes/2/comments': () => jsonResponse(200, { comments: [] }),
    });
    fetchMock.mockImplementation(server.fetch(page));
  });

  it('plans the recipe on a day and meal of this week or next, at the page’s servings', async () => {
    const { router } = renderApp('/info/2?racions=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Planificar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planificar' });
    const day = within(dialog).getByRole('combobox', { name: 'Dia' });
    await waitFor(() => expect(document.activeElement).toBe(day)); // its first field, not 'Tancar'
    expect(day).toHaveProperty('value', '2026-12-02');
    const days = within(day)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(days[0]).toBe('dc. 2 de des.');
    expect(days.at(-1)).toBe('dg. 13 de des.');
    expect(days).toHaveLength(12);
    expect(within(dialog).getByRole('textbox', { name: 'Racions' })).toHaveProperty('value', '3');

    await userEvent.selectOptions(day, '2026-12-08');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Àpat' }), 'sopar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planificar' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/meal-plan')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/meal-plan')[0]?.body).toEqual({
      date: '2026-12-08',
      meal: 'sopar',
      recipe_id: 2,
      servings: 3,
      week: '2026-W50',
    });
    expect(await screen.findByText(/Afegit al planificador: sopar de dt\. 8 de des\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Planificar' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Veure el planificador' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/planificador'));
    expect(router.state.location.search).toBe('?setmana=2026-W50');
  });

  it('gives the focus back to ‘Planificar’ when the dialog closes', async () => {
    renderApp('/info/2');
    const plan = await screen.findByRole('button', { name: 'Planificar' });
    await userEvent.click(plan);
    const dialog = await screen.findByRole('dialog', { name: 'Planificar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel·lar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Planificar' })).toBeNull());
    expect(document.activeElement).toBe(plan);
  });

  it('plans today’s lunch by default', async () => {
    renderApp('/info/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Planificar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planificar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planificar' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/meal-plan')[0]?.body).toEqual({
        date: '2026-12-02',
        meal: 'dinar',
        recipe_id: 2,
        servings: 4,
        week: '2026-W49',
      }),
    );
  });
});
