import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

// Issue 35 (docs/product.md#accessibility): the folder picker, and the question before it when
// the recipe is in a folder already, start on their first answer and give the focus back to
// 'Desar en una carpeta' when they close, whichever way.

const folder = (id: number, name: string, recipes: number[]) => ({
  id,
  name,
  created_at: '2026-11-24T20:00:00.000Z',
  recipes,
});

describe('recipe page: ‘Desar en una carpeta’', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  const open = async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/4': () => jsonResponse(200, recipeDetail(4)),
        'GET /api/recipes/4/comments': () => jsonResponse(200, { comments: [] }),
        'GET /api/folders': () =>
          jsonResponse(200, { folders: [folder(1, 'Postres', [4]), folder(2, 'Sopars', [])] }),
        'POST /api/folders/2/recipes/4': () => jsonResponse(200, { message: 'Recepta afegida a la carpeta' }),
      }),
    );
    renderApp('/info/4');
    const button = await screen.findByRole('button', { name: 'Desar en una carpeta' });
    await userEvent.click(button);
    return button;
  };
  const question = () => screen.findByText('La recepta ja està desada en una de les teves carpetes.');

  it('the question first: its cancel gives the focus back to the button', async () => {
    const button = await open();
    const dialog = (await question()).closest<HTMLElement>('[role="dialog"]')!;
    const another = within(dialog).getByRole('button', { name: 'Afegir a una altra carpeta' });
    await waitFor(() => expect(document.activeElement).toBe(another));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel·lar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('then the picker, on its first folder; once saved, the focus is on the button again', async () => {
    const button = await open();
    await userEvent.click(
      within((await question()).closest<HTMLElement>('[role="dialog"]')!).getByRole('button', {
        name: 'Afegir a una altra carpeta',
      }),
    );
    const picker = await screen.findByRole('dialog', { name: 'On vols desar la recepta?' });
    const first = within(picker).getByRole('radio', { name: 'Postres' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await userEvent.click(within(picker).getByRole('radio', { name: 'Sopars' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Desar' }));
    expect(await screen.findByText('Recepta desada a la carpeta: Sopars')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
