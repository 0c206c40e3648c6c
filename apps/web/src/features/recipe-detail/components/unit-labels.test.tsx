import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@receptari/shared/i18n/locales';
import { changeLocale } from '@/lib/locale.ts';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const recipe = recipeDetail(7, {
  ingredients: [
    { quantity: '1', unit: 'culleradeta', name: 'comí' },
    { quantity: '2', unit: 'cullerada', name: 'oli' },
    { quantity: '1/2', unit: 'tassa', name: 'sucre' },
    { quantity: '2', unit: 'tassa', name: 'farina' },
    { quantity: '1', unit: 'unitats', name: 'ceba' },
    { quantity: '200', unit: 'g', name: 'arròs' },
  ],
});

const ingredientLines = () =>
  within(screen.getByTestId('ingredient-list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// The units shown in the reader's language; the recipe's answer keeps the ids (docs/product.md "Languages").
describe('recipe page: ingredient units in the language shown', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  afterEach(() => changeLocale('ca', false));

  async function linesIn(locale: Locale) {
    await changeLocale(locale, false);
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/7': () => jsonResponse(200, recipe),
        'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
        'GET /api/recipes/7/cooksnaps?limit=8': () =>
          jsonResponse(200, { cooksnaps: [], next_cursor: null, cooksnaps_count: 0 }),
      }),
    );
    renderApp('/info/7');
    await waitFor(() => expect(ingredientLines()).toHaveLength(6), { timeout: 10_000 });
    return ingredientLines();
  }

  it('writes them as English cooks do', async () => {
    expect(await linesIn('en')).toEqual([
      'comí - 1 tsp',
      'oli - 2 tbsp',
      'sucre - 1/2 cup',
      'farina - 2 cups',
      'ceba - 1 unit',
      'arròs - 200 g',
    ]);
  });

  it('writes them in Spanish, singular or plural by the amount', async () => {
    expect(await linesIn('es')).toEqual([
      'comí - 1 cucharadita',
      'oli - 2 cucharadas',
      'sucre - 1/2 taza',
      'farina - 2 tazas',
      'ceba - 1 unidad',
      'arròs - 200 g',
    ]);
  });

  it('keeps the spec’s ids in Catalan', async () => {
    expect(await linesIn('ca')).toEqual([
      'comí - 1 culleradeta',
      'oli - 2 cullerada',
      'sucre - 1/2 tassa',
      'farina - 2 tassa',
      'ceba - 1 unitats',
      'arròs - 200 g',
    ]);
  });
});
