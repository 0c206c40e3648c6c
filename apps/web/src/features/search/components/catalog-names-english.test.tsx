import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/locale.ts';
import { recipeCard } from '@/test/recipe-card.ts';
import { jsonResponse, renderApp, stubFetch } from '@/test/render.tsx';

const user = { id: 7, name: 'usuari', email: 'usuari@example.cat', role: 'user', bio: null, img: null };

function api(input: RequestInfo | URL) {
  switch (new URL(String(input), 'http://app.test').pathname) {
    case '/api/recipes/search':
      return jsonResponse(200, { recipes: [recipeCard(1, 'Crema catalana')], next_cursor: null });
    case '/api/user':
      return jsonResponse(200, user);
    case '/api/categories':
      return jsonResponse(200, {
        categories: [
          { id: 1, name: 'Postres', name_es: 'Postres', name_en: 'Desserts' },
          { id: 2, name: 'Primer plat', name_es: null, name_en: null },
        ],
      });
    case '/api/cuisines':
      return jsonResponse(200, {
        cuisines: [{ id: 3, country: 'Catalunya', country_es: 'Cataluña', country_en: 'Catalonia' }],
      });
    default:
      return jsonResponse(200, {});
  }
}

// The catalogue's names in the language shown (docs/product.md "Languages"): the same answers,
// whatever the language, hold all three names.
describe('catalogue names with English shown', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  beforeEach(() => changeLocale('en'));
  afterEach(() => changeLocale('ca', false));

  it('names the applied filters and the drawer’s choices in English, in Catalan when untranslated', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => api(input));
    renderApp('/search?category=1&category=2&cuisine=3');
    const applied = await screen.findByRole('group', { name: 'Filters applied' });
    expect(await within(applied).findByRole('button', { name: /Desserts/ })).toBeTruthy();
    expect(within(applied).getByRole('button', { name: /Catalonia/ })).toBeTruthy();
    expect(within(applied).getByRole('button', { name: /Primer plat/ })).toBeTruthy();
    expect(within(applied).queryByRole('button', { name: /Postres|Catalunya/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: /^Cuisine/ }));
    expect(await within(drawer).findByRole('checkbox', { name: 'Catalonia' })).toBeTruthy();
  });
});
