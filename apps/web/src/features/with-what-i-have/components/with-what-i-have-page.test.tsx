import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recipeCard } from '@/test/recipe-card.ts';
import { jsonResponse, renderApp, stubFetch } from '@/test/render.tsx';

const user = { id: 7, name: 'usuari', email: 'usuari@example.cat', role: 'user', bio: null, img: null };
const PATH = '/cuina-amb-el-que-tens';

type Body = { have: string[]; without: string[] };

/** The screen's API; POST /recipes/with-what-i-have answers `answer(body)`, and `sent` keeps each body. */
function api(answer: (body: Body) => Response, sent: Body[] = []) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    switch (url.pathname) {
      case '/api/recipes/with-what-i-have': {
        const body = JSON.parse(String(init?.body)) as Body;
        sent.push(body);
        return answer(body);
      }
      case '/api/user':
        return jsonResponse(200, user);
      case '/api/ingredients':
        return jsonResponse(200, { ingredients: ['ceba', 'ou', 'patata', 'pebrot'] });
      default:
        return jsonResponse(404, { message: 'No trobat' });
    }
  };
}
const found = () =>
  jsonResponse(200, {
    recipes: [
      { ...recipeCard(1, 'Truita de patates', { image: null }), missing: [] },
      { ...recipeCard(2, 'Truita amb pebrot', { image: null }), missing: ['pebrot', 'ceba'] },
    ],
  });
// Mantine's tags input is a combobox: its suggestions open under it.
const haveBox = () => screen.getByRole('combobox', { name: 'Ingredients que tens' });
const withoutBox = () => screen.getByRole('combobox', { name: 'Sense (opcional)' });
/** The tags a box holds. */
const tagsOf = (box: HTMLElement) =>
  [...box.closest('[class*="TagsInput-pillsList"]')!.querySelectorAll('[class*="Pill-label"]')].map(
    (p) => p.textContent,
  );
const submit = () => screen.getByRole('button', { name: 'Buscar receptes' });
const cardOf = (title: string) => screen.getByRole('link', { name: new RegExp(title) });

// Typing into tags inputs is slow on a shared machine.
describe('cook with what I have', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  // The form's draft is kept in this tab's session storage.
  beforeEach(() => window.sessionStorage.clear());

  it('asks with the names typed, lists the cards with what each lacks, and keeps the search in the URL', async () => {
    const sent: Body[] = [];
    fetchMock.mockImplementation(api(found, sent));
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuina amb el que tens' })).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    await userEvent.type(haveBox(), 'ou{enter}patata{enter}');
    await userEvent.type(withoutBox(), 'ceba{enter}');
    // A name typed without Enter counts too.
    await userEvent.type(haveBox(), 'sal');
    await userEvent.click(submit());

    await waitFor(() => expect(cardOf('Truita amb pebrot')).toBeTruthy());
    expect(sent).toEqual([{ have: ['ou', 'patata', 'sal'], without: ['ceba'] }]);
    expect(within(cardOf('Truita de patates')).getByText('Ho tens tot')).toBeTruthy();
    expect(within(cardOf('Truita amb pebrot')).getByText('Et falta: pebrot, ceba')).toBeTruthy();
    expect(router.state.location.search).toBe('?tinc=ou&tinc=patata&tinc=sal&sense=ceba');
  });

  it('reads a shared URL: the same search runs and the form shows it', async () => {
    const sent: Body[] = [];
    fetchMock.mockImplementation(api(found, sent));
    renderApp(`${PATH}?tinc=ou&tinc=Ou&tinc=patata&sense=ceba&sense=patata`);
    await waitFor(() => expect(cardOf('Truita de patates')).toBeTruthy());
    // Each name once, and one both had and left out stays had (the server refuses both).
    expect(sent).toEqual([{ have: ['ou', 'patata'], without: ['ceba'] }]);
    expect(tagsOf(haveBox())).toEqual(['ou', 'patata']);
    expect(tagsOf(withoutBox())).toEqual(['ceba']);
  });

  it('keeps names typed and not yet searched when the cook leaves and comes back', async () => {
    fetchMock.mockImplementation(api(found));
    const { router } = renderApp(PATH);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Ingredients que tens' }), 'ou{enter}');
    await act(() => router.navigate('/search'));
    await screen.findByRole('heading', { level: 1, name: 'Cercar Receptes' });
    await act(() => router.navigate(PATH));
    await screen.findByRole('heading', { level: 1, name: 'Cuina amb el que tens' });
    expect(tagsOf(haveBox())).toEqual(['ou']);
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('says when no recipe uses the names, and shows the server’s words on a refusal', async () => {
    fetchMock.mockImplementation(
      api((body) =>
        body.have.includes('ou')
          ? jsonResponse(422, { message: 'Un ingredient no pot ser alhora amb i sense: ou.' })
          : jsonResponse(200, { recipes: [] }),
      ),
    );
    renderApp(`${PATH}?tinc=pedra`);
    expect(await screen.findByText('Cap recepta fa servir aquests ingredients.')).toBeTruthy();
    await userEvent.type(haveBox(), 'ou{enter}');
    await userEvent.click(submit());
    expect(await screen.findByText('Un ingredient no pot ser alhora amb i sense: ou.')).toBeTruthy();
  });

  it('shows its own line when the server fails, and a loading line while it answers', async () => {
    let fail!: () => void;
    const slow = new Promise<void>((resolve) => (fail = resolve));
    const base = api(() => jsonResponse(500, {}));
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('with-what-i-have')) await slow;
      return base(input, init);
    });
    renderApp(`${PATH}?tinc=ou`);
    expect(await screen.findByText('Carregant receptes...')).toBeTruthy();
    fail();
    expect(await screen.findByText('No s’han pogut buscar receptes. Torna-ho a provar.')).toBeTruthy();
  });
});

describe('cook with what I have, signed out', () => {
  stubFetch();

  it('sends a visitor to login, with the way back', async () => {
    const { router } = renderApp(`${PATH}?tinc=ou`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`${PATH}?tinc=ou`);
  });
});
