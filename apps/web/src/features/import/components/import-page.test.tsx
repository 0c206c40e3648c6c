import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { importedDraft } from '@/test/imported-draft.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch, type Route } from '@/test/render.tsx';

const me = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: null, img: null };
const refusal = (status: number, message: string) =>
  jsonResponse(status, { statusCode: status, error: 'Error', code: 'validation', message });

/** The import routes each test gives, and what /agregar reads once the draft is there. */
const app = (more: Record<string, Route>) =>
  serveRoutes({
    'GET /api/user': () => jsonResponse(200, me),
    'GET /api/categories': () => jsonResponse(200, { categories: [{ id: 3, name: 'Verdures' }] }),
    'GET /api/cuisines': () => jsonResponse(200, { cuisines: [{ id: 2, country: 'Catalunya' }] }),
    'POST /api/ai/nutrition': () =>
      jsonResponse(200, { calories: 412, protein: 8, carbs: 50, fats: 20, unmatched: [] }),
    ...more,
  });

/** Opening /agregar draws a long form: on two busy cores, more than waitFor's default second. */
const SLOW = { timeout: 5000 };
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** The visible tab's hidden file input (Mantine's FileInput and FileButton keep one each). */
const fileInput = () => screen.getByRole('tabpanel').querySelector<HTMLInputElement>('input[type="file"]')!;
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'fitxa.jpg', { type: 'image/jpeg' });

describe('/importar', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

  it('imports a web page into /agregar, prefilled, its warnings at the top and its credit under the title', async () => {
    fetchMock.mockImplementation(app({ 'POST /api/import/url': () => jsonResponse(200, importedDraft()) }));
    const { router } = renderApp('/importar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar una recepta' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Des d’una pàgina web', selected: true })).toBeTruthy();
    await userEvent.type(field('Adreça de la pàgina'), 'cuina.example.cat/receptes/escalivada');
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agregar'), SLOW);
    expect(JSON.parse(String(callsTo('/api/import/url')[0]![1]?.body))).toEqual({
      url: 'https://cuina.example.cat/receptes/escalivada',
    });
    expect(((await screen.findByRole('textbox', { name: 'Títol' }, SLOW)) as HTMLInputElement).value).toBe(
      'Escalivada',
    );
    expect(field('Ingredient 1').value).toBe('albergínies');
    expect(field('Pas 2').value).toBe('Rostiu-hi les verdures una hora.');
    const notice = screen.getByTestId('import-warnings');
    expect(notice.textContent).toContain(
      'Recepta importada de Cuina d’aquí: revisa-la abans de publicar-la.',
    );
    expect(notice.textContent).toContain('No s’ha reconegut la cuina: tria’n una.');
    const credit = within(screen.getByTestId('source-credit')).getByRole('link', { name: /Cuina d’aquí/ });
    expect(credit.getAttribute('href')).toBe('https://cuina.example.cat/receptes/escalivada');
    expect(credit.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(credit.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('source-credit').textContent).toBe('Adaptat de Cuina d’aquí');
    // Kept as the draft at once, and nothing published.
    expect(window.localStorage.getItem('receptari:recipe-draft:7')).toContain('Escalivada');
    expect(callsTo('/api/recipes')).toHaveLength(0);
    // The hand-off left the history entry: a reload restores the kept draft instead.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('says why a page could not be read, and keeps the address', async () => {
    fetchMock.mockImplementation(
      app({ 'POST /api/import/url': () => refusal(422, 'Aquesta pàgina no porta cap recepta.') }),
    );
    const { router } = renderApp('/importar');
    const address = await screen.findByRole('textbox', { name: 'Adreça de la pàgina' });
    await userEvent.type(address, 'escalivada');
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(screen.getByText('L’adreça ha de començar per http:// o https://.')).toBeTruthy();
    expect(callsTo('/api/import/url')).toHaveLength(0);

    await userEvent.clear(address);
    await userEvent.type(address, 'https://cuina.example.cat/blog');
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Aquesta pàgina no porta cap recepta.');
    expect(field('Adreça de la pàgina').value).toBe('https://cuina.example.cat/blog');
    expect(router.state.location.pathname).toBe('/importar');
  });

  it('reads a photo, showing the progress meanwhile, into /agregar', async () => {
    let answer: (response: Response) => void = () => undefined;
    const routes = app({});
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/import/photo'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : routes(input, init),
    );
    const { router } = renderApp('/importar?via=foto');
    await screen.findByRole('tab', { name: 'Des d’una foto', selected: true });
    await userEvent.upload(fileInput(), jpeg());
    expect((await screen.findByTestId('import-progress')).textContent).toContain('Pujant la foto…');
    const sent = callsTo('/api/import/photo')[0]![1]!;
    expect(sent.method).toBe('POST');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);

    // A card seldom gives nutrition: the form estimates it from the ingredients read.
    const none = { calories: 0, protein: 0, carbs: 0, fats: 0 };
    answer(
      jsonResponse(
        200,
        importedDraft({ title: 'Coca de recapte', source: null, warnings: [], nutrition: none }),
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/agregar'), SLOW);
    expect(((await screen.findByRole('textbox', { name: 'Títol' }, SLOW)) as HTMLInputElement).value).toBe(
      'Coca de recapte',
    );
    expect(screen.getByTestId('import-warnings').textContent).toBe(
      'Recepta importada: revisa-la abans de publicar-la.',
    );
    expect(screen.queryByTestId('source-credit')).toBeNull();
    await waitFor(() => expect(field('Calories').value).toBe('412'), SLOW);
    expect(JSON.parse(String(callsTo('/api/ai/nutrition')[0]![1]?.body))).toMatchObject({ servings: 4 });
  });

  it('refuses a file that is not a photo before sending it, and a photo the server could not read', async () => {
    fetchMock.mockImplementation(
      app({ 'POST /api/import/photo': () => refusal(422, 'No s’ha pogut llegir cap text a la foto.') }),
    );
    renderApp('/importar?via=foto');
    await screen.findByRole('tab', { name: 'Des d’una foto', selected: true });
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), new File(['%PDF'], 'r.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tria una imatge (JPEG, PNG, WebP…).');
    expect(callsTo('/api/import/photo')).toHaveLength(0);

    await userEvent.upload(fileInput(), jpeg());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('No s’ha pogut llegir cap text a la foto.'),
    );
  });
});

describe('/importar from another app', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const preview = {
    import_id: '5f0c6a52-6c1e-4a8e-9a51-1b2f3c4d5e6f',
    recipes: [
      { id: 'p1', title: 'Escudella', warnings: [] },
      { id: 'p2', title: 'Fideuà', warnings: ['No s’ha reconegut la categoria: tria’n una.'] },
      { id: 'p3', title: 'Crema catalana', warnings: [] },
    ],
  };
  const commitPath = `/api/import/${preview.import_id}/commit`;

  it('previews the file, every recipe chosen, and imports the chosen ones with a summary', async () => {
    fetchMock.mockImplementation(
      app({
        'POST /api/import/file': () => jsonResponse(200, preview),
        [`POST ${commitPath}`]: () =>
          jsonResponse(200, { created: [41], failed: [{ id: 'p3', message: 'La recepta no té passos.' }] }),
      }),
    );
    renderApp('/importar?via=app');
    expect(await screen.findByText('Paprika (.paprikarecipes)')).toBeTruthy();
    expect(screen.getByText('RecipeSage (.json)')).toBeTruthy();
    await userEvent.upload(
      fileInput(),
      new File(['{"@type":"Recipe"}'], 'receptes.json', { type: 'application/json' }),
    );

    expect(await screen.findByRole('heading', { name: 'Receptes del fitxer' })).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, true, true]);
    expect(screen.getByRole('checkbox', { name: /^Fideuà/ }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('No s’ha reconegut la categoria: tria’n una.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar 3 receptes' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Cap' }));
    expect(screen.getByTestId('import-selection').textContent).toBe('0 de 3 seleccionades');
    expect((screen.getByRole('button', { name: 'Importar 0 receptes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Totes' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Fideuà/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Importar 2 receptes' }));

    expect(await screen.findByRole('heading', { name: 'Importació acabada' })).toBeTruthy();
    const commit = fetchMock.mock.calls.find(([url]) => String(url) === commitPath)!;
    expect(JSON.parse(String(commit[1]?.body))).toEqual({ ids: ['p1', 'p3'] });
    expect(screen.getByText('S’ha importat 1 recepta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escudella' }).getAttribute('href')).toBe('/info/41');
    expect(screen.getByTestId('import-failed').textContent).toBe('Crema catalana: La recepta no té passos.');
    expect(screen.getByRole('link', { name: 'Veure-les al meu perfil' }).getAttribute('href')).toBe(
      '/perfil',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Importar-ne més' }));
    expect(await screen.findByText('Paprika (.paprikarecipes)')).toBeTruthy();
  });

  it('keeps the choice when the commit fails, and says why; a wrong file is refused before sending', async () => {
    fetchMock.mockImplementation(
      app({
        'POST /api/import/file': () => jsonResponse(200, preview),
        [`POST ${commitPath}`]: () => refusal(404, 'Aquesta importació no existeix o ja ha caducat.'),
      }),
    );
    renderApp('/importar?via=app');
    await screen.findByText('Paprika (.paprikarecipes)');
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), new File(['a;b'], 'r.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tria un fitxer .paprikarecipes, .zip o .json.',
    );

    await userEvent.upload(fileInput(), new File(['PK'], 'mealie.zip', { type: 'application/zip' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Escudella/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Importar 2 receptes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aquesta importació no existeix o ja ha caducat.',
    );
    expect((screen.getByRole('checkbox', { name: /^Escudella/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Importar 2 receptes' })).toBeTruthy();
  });
});

describe('/importar from another app, a large file in batches', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const importId = '5f0c6a52-6c1e-4a8e-9a51-1b2f3c4d5e6f';
  const commitPath = `/api/import/${importId}/commit`;
  const file = {
    import_id: importId,
    recipes: Array.from({ length: 45 }, (_, i) => ({
      id: `r${i + 1}`,
      title: `Recepta ${i + 1}`,
      warnings: [],
    })),
  };
  /** r7 becomes recipe 1007. */
  const created = (ids: string[]) =>
    jsonResponse(200, { created: ids.map((id) => 1000 + Number(id.slice(1))), failed: [] });
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `r${from + i}`);

  /** Each commit request waits for the test to answer it. */
  const heldCommits = () => {
    const held: { ids: string[]; answer: (response: Response) => void }[] = [];
    const routes = app({ 'POST /api/import/file': () => jsonResponse(200, file) });
    fetchMock.mockImplementation((input, init) =>
      String(input) === commitPath
        ? new Promise<Response>((resolve) =>
            held.push({ ids: (JSON.parse(String(init?.body)) as { ids: string[] }).ids, answer: resolve }),
          )
        : routes(input, init),
    );
    return held;
  };
  const sentCount = async (held: unknown[], n: number) => waitFor(() => expect(held).toHaveLength(n));

  const importAll = async () => {
    renderApp('/importar?via=app');
    await screen.findByText('Paprika (.paprikarecipes)');
    await userEvent.upload(fileInput(), new File(['PK'], 'paprika.paprikarecipes'));
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 45 receptes' }));
  };

  it('sends twenty at a time, one after another, showing the progress, and sums up every batch', async () => {
    const held = heldCommits();
    await importAll();
    await sentCount(held, 1);
    expect(held[0]!.ids).toEqual(range(1, 20));
    const status = await screen.findByText('Important… 0 de 45');
    expect(status.closest('[aria-live="polite"]')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progrés de la importació' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(held).toHaveLength(1); // the next batch waits for this one's answer

    held[0]!.answer(
      jsonResponse(200, {
        created: range(1, 19).map((id) => 1000 + Number(id.slice(1))),
        failed: [{ id: 'r20', message: 'La recepta no té passos.' }],
      }),
    );
    expect(await screen.findByText('Important… 20 de 45')).toBeTruthy();
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo((20 / 45) * 100);
    await sentCount(held, 2);
    expect(held[1]!.ids).toEqual(range(21, 40));
    held[1]!.answer(created(held[1]!.ids));
    await sentCount(held, 3);
    expect(held[2]!.ids).toEqual(range(41, 45));
    held[2]!.answer(created(held[2]!.ids));

    expect(await screen.findByRole('heading', { name: 'Importació acabada' })).toBeTruthy();
    expect(screen.getByText('S’han importat 44 receptes.')).toBeTruthy();
    // Each batch's new ids named by the ids that batch sent.
    expect(screen.getByRole('link', { name: 'Recepta 19' }).getAttribute('href')).toBe('/info/1019');
    expect(screen.getByRole('link', { name: 'Recepta 21' }).getAttribute('href')).toBe('/info/1021');
    expect(screen.getByText('i 24 més al teu perfil')).toBeTruthy();
    expect(screen.getByTestId('import-failed').textContent).toBe('Recepta 20: La recepta no té passos.');
  });

  it('cancels after the batch under way, shows what was created, and imports the rest later', async () => {
    const held = heldCommits();
    await importAll();
    await sentCount(held, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel·lar' }));
    expect(screen.getByText('S’aturarà quan acabin les que s’estan important…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel·lar' }) as HTMLButtonElement).disabled).toBe(true);
    held[0]!.answer(created(held[0]!.ids));

    expect(await screen.findByText('Has aturat la importació.')).toBeTruthy();
    expect(held).toHaveLength(1);
    expect(screen.getByText('S’han importat 20 receptes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recepta 20' }).getAttribute('href')).toBe('/info/1020');
    // What was created left the list; the rest is still chosen.
    expect(screen.queryByRole('checkbox', { name: 'Recepta 1' })).toBeNull();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.every((box) => box.checked)).toBe(true);
    expect(boxes).toHaveLength(25);
    expect(
      screen.getByText('Les 25 que falten continuen triades a la llista: importa-les quan vulguis.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Importar 25 receptes' }));
    await sentCount(held, 2);
    expect(held[1]!.ids).toEqual(range(21, 40));
    held[1]!.answer(created(held[1]!.ids));
    await sentCount(held, 3);
    held[2]!.answer(created(held[2]!.ids));
    expect(await screen.findByRole('heading', { name: 'Importació acabada' })).toBeTruthy();
    expect(screen.getByText('S’han importat 45 receptes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recepta 1' }).getAttribute('href')).toBe('/info/1001');
  });

  it('stops at a refused batch with its reason and what was done, and retries the rest', async () => {
    const held = heldCommits();
    await importAll();
    await sentCount(held, 1);
    held[0]!.answer(created(held[0]!.ids));
    await sentCount(held, 2);
    held[1]!.answer(refusal(429, 'Massa importacions seguides: espera uns minuts.'));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Massa importacions seguides: espera uns minuts.',
    );
    expect(screen.getByText('S’han importat 20 receptes.')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: 'Importar 25 receptes' }));
    await sentCount(held, 3);
    expect(held[2]!.ids).toEqual(range(21, 40));
    held[2]!.answer(created(held[2]!.ids));
    await sentCount(held, 4);
    expect(held[3]!.ids).toEqual(range(41, 45));
    held[3]!.answer(created(held[3]!.ids));
    expect(await screen.findByText('S’han importat 45 receptes.')).toBeTruthy();
    expect(screen.queryByTestId('import-failed')).toBeNull();
  });
});

describe('an import over a half-written draft', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const halfWritten = () =>
    window.localStorage.setItem(
      'receptari:recipe-draft:7',
      JSON.stringify({
        title: 'La meva truita',
        steps: [{ key: 'a', text: 'Bateu els ous.' }],
        ingredients: [],
      }),
    );

  const importInto = async () => {
    fetchMock.mockImplementation(app({ 'POST /api/import/url': () => jsonResponse(200, importedDraft()) }));
    const view = renderApp('/importar');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Adreça de la pàgina' }),
      'https://cuina.cat/e',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Substituir l’esborrany?' }, SLOW) };
  };

  it('keeps the draft when the cook says so', async () => {
    halfWritten();
    const { dialog, router } = await importInto();
    expect(field('Títol').value).toBe('La meva truita'); // untouched while asking
    // The keyboard starts on the safe answer, not on 'Tancar' nor on replacing the draft.
    const keep = within(dialog).getByRole('button', { name: 'Mantenir la meva' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mantenir la meva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened by no control of this screen: the focus goes to its heading, not to the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Afegir recepta' }));
    expect(field('Títol').value).toBe('La meva truita');
    expect(
      screen.getByText('S’ha mantingut el teu esborrany; la recepta importada no s’ha fet servir.'),
    ).toBeTruthy();
    expect(window.localStorage.getItem('receptari:recipe-draft:7')).toContain('La meva truita');
    expect(screen.queryByTestId('import-warnings')).toBeNull();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('replaces it when the cook chooses the imported recipe', async () => {
    halfWritten();
    const { dialog } = await importInto();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Substituir-la' }));
    await waitFor(() => expect(field('Títol').value).toBe('Escalivada'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Afegir recepta' }));
    expect(field('Pas 1').value).toBe('Enceneu el forn a 200 °C.');
    expect(screen.getByTestId('import-warnings')).toBeTruthy();
    expect(window.localStorage.getItem('receptari:recipe-draft:7')).toContain('Escalivada');
  });

  it('gives the focus to the heading when the notice is closed with its X, not to the page', async () => {
    halfWritten();
    const { dialog } = await importInto();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Substituir-la' }));
    const close = within(await screen.findByTestId('import-warnings')).getByRole('button', {
      name: 'Tancar els avisos',
    });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('import-warnings')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Afegir recepta' }));
  });
});
