import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { trCooking } from '@receptari/shared/i18n/tr/cooking';
import { fill } from '@receptari/shared/i18n/fill';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, cuisines, nutrition } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';
import { pdfText } from '../fixtures/pdf-text.ts';

let app: TestApp;
let author: Awaited<ReturnType<typeof registerUser>>;
let catalog: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  app = await buildTestApp();
  author = await registerUser(app);
  // Readable names of our own: the PDF may wrap a long generated one.
  const [category] = await app.db.insert(categories).values({ name: 'Coques i pans' }).returning();
  const [cuisine] = await app.db.insert(cuisines).values({ country: 'Catalunya' }).returning();
  catalog = { category: category!, cuisine: cuisine! };
});
afterAll(() => app.dispose());

const download = (id: number | string, auth?: Record<string, string>, query = '') =>
  app.inject({ url: `/api/recipes/${id}/download${query}`, headers: auth ?? {} });

/** A WebP in the app's media folder, as an upload would leave it; answers its /media URL. */
async function storeWebp(name: string) {
  const dir = uniqueName('pdf');
  mkdirSync(join(app.config.dataDir, 'media', dir), { recursive: true });
  await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c0392b' } })
    .webp()
    .toFile(join(app.config.dataDir, 'media', dir, name));
  return `/media/${dir}/${name}`;
}

const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

const catalan = {
  title: 'Coca de recapte de l’àvia Mercè',
  description: 'Una coca amb força escalivada, com la feia la veïna.',
  steps: [
    'Pasteu la massa amb il·lusió i deixeu-la reposar.',
    'Escaliveu l’albergínia, el pebrot i la ceba.',
    'Coeu-la al forn a 200 °C durant 25 minuts.',
  ],
  ingredients: [
    { quantity: '500', unit: 'g' as const, name: 'Farina' },
    { quantity: '2', unit: 'cullerada' as const, name: 'Oli d’oliva' },
    { quantity: '', unit: '' as const, name: 'Sal' },
  ],
};

describe('recipe PDF', () => {
  it('is an attachment named receta_{id}.pdf with every part of the recipe, in Catalan', async () => {
    const image = await storeWebp('coca.webp');
    const id = await makeRecipe(app.db, author.user.id, catalog, { ...catalan, image });
    const res = await download(id, author.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receta_${id}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The WebP original was converted, since no -detail variant exists.
    expect(hasImage(pdf)).toBe(true);

    const { text } = await pdfText(pdf);
    for (const piece of ['à', 'è', 'ç', 'l·l', 'ï', '’', '°']) expect(text).toContain(piece);
    for (const piece of [
      catalan.title,
      `Per ${author.user.name}`,
      catalan.description,
      'Temps de preparació',
      '15 min',
      'Temps de cocció',
      '20 min',
      'Racions',
      'Categoria',
      catalog.category.name,
      'Cuina',
      catalog.cuisine.country,
      'Ingredients',
      'Farina - 500 g',
      'Oli d’oliva - 2 cullerada',
      'Passos',
      'Informació Nutricional',
      'Calories',
      '320 kcal',
      'Proteïnes',
      '8,5 g',
      'Carbohidrats',
      '40,2 g',
      'Greixos',
      '12,1 g',
    ]) {
      expect(text).toContain(piece);
    }
    catalan.steps.forEach((step, i) =>
      expect(text).toMatch(new RegExp(`${i + 1}\\.\\s*${step.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    );
    // Steps in order.
    expect(text.indexOf(catalan.steps[0]!)).toBeLessThan(text.indexOf(catalan.steps[2]!));
    // An ingredient without quantity or unit is its name alone.
    expect(text).toMatch(/• Sal\n/);
  });

  it('prefers the large variant of the image', async () => {
    const image = await storeWebp('plat.webp');
    await sharp({
      create: { width: 1200, height: 750, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toFile(join(app.config.dataDir, image.replace('.webp', '-detail.webp')));
    const id = await makeRecipe(app.db, author.user.id, catalog, { image });
    const pdf = (await download(id, author.auth)).rawPayload;
    expect(pdf.toString('latin1')).toMatch(/\/Width 1200\s+\/Height 750/);
  });

  it('shows N/A for missing nutrition and leaves out an image it cannot or may not read', async () => {
    for (const image of [
      '/media/no-such/file.webp',
      '/media/../../../../etc/passwd',
      '/media/%2e%2e/secret.webp',
      'https://example.com/foto.webp',
      null,
    ]) {
      const id = await makeRecipe(app.db, author.user.id, catalog, { image });
      await app.db.delete(nutrition).where(eq(nutrition.recipeId, id));
      const res = await download(id, author.auth);
      expect(res.statusCode).toBe(200);
      expect(hasImage(res.rawPayload)).toBe(false);
      const { text } = await pdfText(res.rawPayload);
      expect(text.match(/N\/A/g)).toHaveLength(4);
    }
  });

  it('breaks long recipes over numbered A4 pages', async () => {
    const steps = Array.from(
      { length: 40 },
      (_, i) => `Pas ${i + 1}: remeneu a poc a poc la crema catalana fins que espesseixi bé.`,
    );
    const id = await makeRecipe(app.db, author.user.id, catalog, { steps, image: null });
    const pdf = (await download(id, author.auth)).rawPayload;
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Pàgina ${pages} de ${pages}`);
    expect(text).toContain('40.');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('needs a token, a visible recipe and a numeric id', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    expect((await download(id)).statusCode).toBe(401);
    const unknown = await download(99_999_999, author.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No s’ha trobat la recepta.');
    const hidden = await makeRecipe(app.db, author.user.id, catalog, { status: 'pending' });
    expect((await download(hidden, (await registerUser(app)).auth)).statusCode).toBe(404);
    expect((await download(hidden, author.auth)).statusCode).toBe(200);
    expect((await download('abc', author.auth)).statusCode).toBe(404);
  });
});

/** What the page shows for 4 servings; each amount reads one way (issue 29's held-out cases). */
const forFour = {
  servings: 4,
  steps: ['Barregeu la farina amb la llet.', 'Coeu-ho al forn a 180 °C durant 25 minuts.'],
  ingredients: [
    { quantity: '400', unit: 'g' as const, name: 'Farina' },
    { quantity: '1/2', unit: 'tassa' as const, name: 'Llet' },
    { quantity: '200', unit: 'g' as const, name: 'Sucre' },
    { quantity: 'al gust', unit: '' as const, name: 'Sal' },
    { quantity: '2', unit: '' as const, name: 'Ous' },
  ],
};

/** The 'Racions' cell of the facts: its label, then its value on the next line. */
const servingsCell = (text: string) => /Racions\n(\d+)\n/.exec(text)?.[1];

describe('recipe PDF at the servings and units chosen on the page', () => {
  it('is the recipe as written without a choice', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, { ...forFour, image: null });
    const { text } = await pdfText((await download(id, author.auth)).rawPayload);
    expect(servingsCell(text)).toBe('4');
    for (const line of ['Farina - 400 g', 'Llet - 1/2 tassa', 'Sal - al gust', '180 °C']) {
      expect(text).toContain(line);
    }
  });

  it('scales every amount to ?servings, shows it in Racions and keeps nutrition per serving', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, { ...forFour, image: null });
    const res = await download(id, author.auth, '?servings=8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receta_${id}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    expect(servingsCell(text)).toBe('8');
    // In the author's own units: the cup stays a cup.
    for (const line of ['Farina - 800 g', 'Llet - 1 tassa', 'Sucre - 400 g', 'Ous - 4', '180 °C']) {
      expect(text).toContain(line);
    }
    // A quantity that is not a number is printed as typed.
    expect(text).toContain('Sal - al gust');
    for (const per of ['320 kcal', '8,5 g', '40,2 g', '12,1 g']) expect(text).toContain(per);
  });

  it('converts to ?units=imperial, the steps’ temperatures too, at any servings', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, { ...forFour, image: null });
    const imperial = (await pdfText((await download(id, author.auth, '?units=imperial')).rawPayload)).text;
    expect(servingsCell(imperial)).toBe('4');
    for (const line of ['Sucre - 1 tassa', 'Llet - ½ tassa', 'Sal - al gust', '350 °F']) {
      expect(imperial).toContain(line);
    }
    expect(imperial).not.toContain('180 °C');
    const both = (await pdfText((await download(id, author.auth, '?servings=8&units=imperial')).rawPayload))
      .text;
    expect(servingsCell(both)).toBe('8');
    for (const line of ['Llet - 1 tassa', 'Sucre - 2 tassa']) expect(both).toContain(line);
    // Metric turns the cup into millilitres, as the page's metric view does; original keeps it.
    const metric = (await pdfText((await download(id, author.auth, '?units=metric')).rawPayload)).text;
    expect(metric).toContain('Llet - 120 ml');
    const metricForEight = await download(id, author.auth, '?servings=8&units=metric');
    expect((await pdfText(metricForEight.rawPayload)).text).toContain('Llet - 240 ml');
    const original = await download(id, author.auth, '?servings=2&units=original');
    expect((await pdfText(original.rawPayload)).text).toMatch(/Llet - ¼ tassa[^]*180 °C/);
  });

  it('refuses servings not a whole 1-100 and unknown units, with the Catalan message', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, { ...forFour, image: null });
    const badServings = fill(trCooking.pdf.badServings, { min: 1, max: 100 });
    // A refused query is a 422 with its field's message, as on every route (docs/product.md#validation).
    for (const [query, message] of [
      ['?servings=0', badServings],
      ['?servings=101', badServings],
      ['?servings=abc', badServings],
      ['?servings=2.5', badServings],
      ['?servings=', badServings],
      ['?units=kelvin', trCooking.pdf.badUnits],
      ['?servings=8&units=Imperial', trCooking.pdf.badUnits],
    ]) {
      const res = await download(id, author.auth, query);
      expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message });
    }
    // The token is checked first: a visitor's bad query is a 401, and nothing is rendered.
    expect((await download(id, undefined, '?servings=0')).statusCode).toBe(401);
  });
});
