import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const user = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: null, img: null };
const explanation =
  'Per fer una truita necessitem 4 ous i 500 g de patates. Fregeix les patates i quall la truita.';
const generated = {
  title: 'Truita de patates',
  description: 'La truita de sempre.',
  ingredients: [
    { quantity: '4', unit: 'unitats', name: 'ous' },
    { quantity: '500', unit: 'g', name: 'patates' },
  ],
  steps: ['Fregeix les patates 20 minuts.', 'Quall la truita amb els ous.'],
  nutrition: { calories: 312, protein: 12.5, fats: 15, carbs: 30 },
  prep_time: 10,
  cook_time: 25,
  servings: 4,
};

const app = (generate: Route, categories = [{ id: 1, name: 'Primer plat' }]) =>
  serveRoutes({
    'GET /api/user': () => jsonResponse(200, user),
    'GET /api/categories': () => jsonResponse(200, { categories }),
    'GET /api/cuisines': () => jsonResponse(200, { cuisines: [{ id: 2, country: 'Catalunya' }] }),
    'POST /api/ai/generate-recipe': generate,
    'POST /api/ai/nutrition': () => jsonResponse(200, { ...generated.nutrition, unmatched: [] }),
  });

/** A draft left with category, cuisine and explanation chosen: the form restores it on load. */
function storeDraft(fields: Record<string, unknown>) {
  window.localStorage.setItem(`receptari:recipe-draft:${user.id}`, JSON.stringify(fields));
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const autofill = () => screen.findByRole('button', { name: 'Omplir automàticament' });

describe('Omplir automàticament', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const generateCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/ai/generate-recipe');

  it('asks for a category and a cuisine first, without calling the AI', async () => {
    fetchMock.mockImplementation(app(() => jsonResponse(200, generated)));
    storeDraft({ explanation });
    renderApp('/agregar');
    await userEvent.click(await autofill());
    expect(await screen.findByText('Selecciona una categoria i una cuina primer.')).toBeTruthy();
    expect(generateCalls()).toHaveLength(0);
  });

  it('fills title, description, ingredients, steps, times, servings and nutrition', async () => {
    fetchMock.mockImplementation(app(() => jsonResponse(200, generated)));
    storeDraft({ category_id: '1', cuisine_id: '2', explanation, title: 'La meva truita' });
    renderApp('/agregar');
    await waitFor(() => expect(screen.getAllByDisplayValue('Catalunya').length).toBeGreaterThan(0));
    await userEvent.click(await autofill());

    expect(await screen.findByText('Recepta generada automàticament.')).toBeTruthy();
    expect(JSON.parse(String(generateCalls()[0]![1]?.body))).toEqual({
      explanation,
      category: 'Primer plat',
      cuisine: 'Catalunya',
    });
    expect(field(/^Títol/).value).toBe('Truita de patates');
    expect(field(/^Descripció/).value).toBe('La truita de sempre.');
    expect(field('Ingredient 1').value).toBe('ous');
    expect(field('Quantitat 2').value).toBe('500');
    expect(field('Ingredient 2').value).toBe('patates');
    expect(field(/^Pas 1/).value).toBe('Fregeix les patates 20 minuts.');
    expect(field(/^Pas 2/).value).toBe('Quall la truita amb els ous.');
    expect(field(/^Temps de preparació/).value).toBe('10');
    expect(field(/^Temps de cocció/).value).toBe('25');
    expect(field(/^Racions/).value).toBe('4');
    expect(field('Calories').value).toBe('312');
    expect(field('Proteïnes (g)').value).toBe('12,5');

    // The generated nutrition stands: the form's own estimate does not redo it for the same lines.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/ai/nutrition')).toHaveLength(0);
    expect(field('Calories').value).toBe('312');
  });

  it('shows the spec’s AI error and changes nothing when generation fails', async () => {
    fetchMock.mockImplementation(
      app(() => jsonResponse(502, { message: 'Error: Només es poden generar receptes de cuina.' })),
    );
    storeDraft({ category_id: '1', cuisine_id: '2', explanation: 'Demà plourà.', title: 'La meva truita' });
    renderApp('/agregar');
    await waitFor(() => expect(screen.getAllByDisplayValue('Catalunya').length).toBeGreaterThan(0));
    await userEvent.click(await autofill());
    expect(
      await screen.findByText(
        'Error: Només es poden generar receptes de cuina. Si us plau, introdueix dades vàlides.',
      ),
    ).toBeTruthy();
    expect(field(/^Títol/).value).toBe('La meva truita');
    expect(field('Ingredient 1').value).toBe('');
  });

  it('proposes the category and cuisine the text points to, and still generates only once chosen', async () => {
    fetchMock.mockImplementation(
      app(
        () => jsonResponse(200, generated),
        [
          { id: 1, name: 'Primer plat' },
          { id: 3, name: 'Postres' },
        ],
      ),
    );
    storeDraft({
      explanation: 'Crema catalana. Mig litre de llet, 4 rovells i sucre. Bull la llet i quall-la.',
    });
    renderApp('/agregar');
    await userEvent.click(await autofill());
    expect(await screen.findByText('Selecciona una categoria i una cuina primer.')).toBeTruthy();
    expect(await screen.findByText('Proposta: Postres · Catalunya')).toBeTruthy();
    expect(generateCalls()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Fes-la servir' }));
    await waitFor(() => expect(screen.getAllByDisplayValue('Postres').length).toBeGreaterThan(0));
    expect(screen.getAllByDisplayValue('Catalunya').length).toBeGreaterThan(0);
    expect(screen.queryByText('Proposta: Postres · Catalunya')).toBeNull();
    expect(generateCalls()).toHaveLength(0);

    await userEvent.click(await autofill());
    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    expect(JSON.parse(String(generateCalls()[0]![1]?.body))).toMatchObject({
      category: 'Postres',
      cuisine: 'Catalunya',
    });
  });

  it('tells the cook when the text named no time, with the filled recipe', async () => {
    const warning = "No he trobat el temps de preparació ni de cocció al text: revisa'ls.";
    fetchMock.mockImplementation(
      app(() => jsonResponse(200, { ...generated, prep_time: 0, cook_time: 0, warnings: [warning] })),
    );
    storeDraft({ category_id: '1', cuisine_id: '2', explanation });
    renderApp('/agregar');
    await waitFor(() => expect(screen.getAllByDisplayValue('Catalunya').length).toBeGreaterThan(0));
    await userEvent.click(await autofill());
    const message = await screen.findByText(/No he trobat el temps de preparació/u);
    expect(message.textContent).toContain('Recepta generada automàticament.');
    expect(message.textContent).toContain(warning);
    expect(field(/^Temps de preparació/).value).toBe('0');
  });
});
