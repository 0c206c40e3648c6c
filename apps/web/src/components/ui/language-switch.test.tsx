import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/locale.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';
import { fakeListServer, line } from '@/test/shopping-list.ts';

// The real switch of languages, watched: the tests see what the switch asked for.
vi.mock('@/lib/locale.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/locale.ts')>();
  return { ...original, changeLocale: vi.fn(original.changeLocale) };
});

// jsdom's browser asks for English: each test starts from Catalan chosen on this device (so an
// account without a language keeps it), and ends there once the languages it asked for are loaded.
beforeEach(async () => {
  await changeLocale('ca');
  vi.mocked(changeLocale).mockClear();
});
afterEach(async () => {
  await Promise.all(vi.mocked(changeLocale).mock.results.map((result) => result.value));
  await changeLocale('ca', false);
});

const me = {
  id: 7,
  name: 'cuinera',
  email: 'cuinera@example.cat',
  role: 'user',
  bio: null,
  img: null,
  locale: null,
};
const ALL_ON = {
  comment: true,
  like: true,
  follow: true,
  cooksnap: true,
  followed_recipe: true,
  followed_live: true,
};

describe('the language switch signed out (/login)', () => {
  const fetchMock = stubFetch();

  it('changes the language on this device only: nothing is sent', async () => {
    renderApp('/login');
    const group = await screen.findByRole('radiogroup', { name: 'Idioma' });
    await userEvent.click(within(group).getByRole('radio', { name: 'English' }));
    expect(vi.mocked(changeLocale)).toHaveBeenLastCalledWith('en');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('draws the screen again in the new language, keeping what was typed', async () => {
    renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nom d'usuari/ }), 'marta');
    const group = screen.getByRole('radiogroup', { name: 'Idioma' });
    await userEvent.click(within(group).getByRole('radio', { name: 'English' }));
    // The same field, not a new empty one: the screen was not mounted again.
    expect(await screen.findByRole('textbox', { name: /^Username/ })).toHaveProperty('value', 'marta');
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText("Don't have an account yet?")).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    expect(screen.queryByText('Benvingut de nou!')).toBeNull();
  });
});

describe('a change of language on a screen of memoised parts (/llista)', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it('draws them again in the new language, keeping what was typed, and fetches nothing again', async () => {
    const server = fakeListServer({
      items: [line(1, { name: 'patates', sources: [{ recipe_id: 3, title: 'Escudella', servings: 4 }] })],
    });
    fetchMock.mockImplementation(server.routes);
    renderApp('/llista');
    await userEvent.type(
      await screen.findByLabelText('Què et cal? (p. ex. 2 kg de patates)'),
      '2 kg de pomes',
    );
    expect(screen.getByText('De: Escudella')).toBeTruthy();
    const fetched = fetchMock.mock.calls.length;

    await act(() => changeLocale('en'));

    // AddItemForm and ItemRow are React.memo: their parents' render does not reach them.
    expect(screen.getByLabelText('What do you need? (e.g. 2 kg potatoes)')).toHaveProperty(
      'value',
      '2 kg de pomes',
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.getByText('From: Escudella')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit: patates' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(fetched);
  });
});

describe('the language switch signed in (/perfil)', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const saves = () =>
    fetchMock.mock.calls.filter(
      ([u, init]) => String(u) === '/api/users/me/locale' && init?.method === 'PUT',
    );
  const app = (saved: () => Response) =>
    serveRoutes({
      'GET /api/user': () => jsonResponse(200, me),
      'GET /api/userInfo/7': () =>
        jsonResponse(200, {
          user: { id: 7, name: me.name, bio: null, role: 'user', img: null },
          recipes: [],
          folders: [],
          recipes_in_folders: [],
          follow: { followers_count: 0, following_count: 0, followed_by_me: false },
        }),
      'GET /api/user/7/recipes?limit=24': () => jsonResponse(200, { recipes: [], next_cursor: null }),
      'GET /api/notification-settings': () => jsonResponse(200, { settings: ALL_ON }),
      'PUT /api/users/me/locale': saved,
    });

  it('changes the language here and saves it to the account', async () => {
    fetchMock.mockImplementation(app(() => jsonResponse(200, { locale: 'en' })));
    renderApp('/perfil');
    await screen.findByRole('heading', { level: 2, name: 'cuinera' });
    const group = screen.getByRole('radiogroup', { name: 'Idioma' });
    await userEvent.click(within(group).getByRole('radio', { name: 'English' }));
    expect(vi.mocked(changeLocale)).toHaveBeenLastCalledWith('en');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0]![1]!.body as string)).toEqual({ locale: 'en' });
  });

  it('says so when the account refuses, and the language here still changes', async () => {
    fetchMock.mockImplementation(app(() => jsonResponse(503, {})));
    renderApp('/perfil');
    await screen.findByRole('heading', { level: 2, name: 'cuinera' });
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Idioma' })).getByRole('radio', { name: 'Español' }),
    );
    expect(vi.mocked(changeLocale)).toHaveBeenLastCalledWith('es');
    expect(
      await screen.findByText(/No s’ha pogut desar l’idioma al compte|No se ha podido guardar el idioma/),
    ).toBeTruthy();
  });
});

describe('the account’s language', () => {
  // Another token: the auth store keeps the user fetched for 'tok' above.
  const fetchMock = stubFetch({ token: 'tok-es' });

  it('applies once the signed-in user is loaded, over this device’s choice', async () => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/user': () => jsonResponse(200, { ...me, locale: 'es' }),
        'GET /api/notification-settings': () => jsonResponse(200, { settings: ALL_ON }),
      }),
    );
    renderApp('/perfil');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(window.localStorage.getItem('receptari-locale')).toBe('es');
  });
});
