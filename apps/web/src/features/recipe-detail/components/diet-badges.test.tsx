import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const badges = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByText(/./)
    .map((b) => b.textContent);

describe('recipe page, allergens and diets', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  function open(more: Partial<RecipeDetail>) {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/5': () => jsonResponse(200, recipeDetail(5, more)),
        'GET /api/recipes/5/comments': () => jsonResponse(200, { comments: [] }),
      }),
    );
    renderApp('/info/5');
    return screen.findByRole('heading', { name: 'Crema catalana', level: 1 });
  }

  it('shows them as badges in Catalan, saying they are estimated', async () => {
    await open({ allergens: ['milk', 'eggs', 'nuts'], diets: ['vegetarian', 'gluten_free'] });
    expect(badges('Al·lèrgens')).toEqual(['llet', 'ous', 'fruits de closca']);
    expect(badges('Dietes')).toEqual(['vegetarià', 'sense gluten']);
    expect(screen.getByText('Estimat a partir dels ingredients')).toBeTruthy();
    expect(screen.queryByText('Cap al·lèrgen detectat')).toBeNull();
  });

  it('says no allergen was detected when there is none, and leaves out an empty diet row', async () => {
    await open({ allergens: [], diets: [] });
    expect(screen.getByText('Cap al·lèrgen detectat')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Al·lèrgens' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Dietes' })).toBeNull();
    expect(screen.getByText('Estimat a partir dels ingredients')).toBeTruthy();
  });
});
