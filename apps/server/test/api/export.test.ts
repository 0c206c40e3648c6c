import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecipeDetail, RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/db/schema/index.ts';
import { listOptions } from '../../src/modules/catalog/index.ts';
import { draftFromSchemaOrg } from '../../src/modules/import/schema-org/draft-from-schema-org.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Catalog,
  makeCatalog,
  makeRecipe,
  recipeInput,
  type TestUser,
} from '../helpers/recipe-factory.ts';
import { storeWebp } from '../helpers/store-webp.ts';
import { uploadSample } from '../helpers/upload-media.ts';

let app: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  app = await buildTestApp();
  catalog = await makeCatalog(app.db);
});
afterAll(() => app.dispose());

const exportZip = (auth?: Record<string, string>) =>
  app.inject({ url: '/api/export/recipes', headers: auth ?? {} });

const textOf = (files: Record<string, Uint8Array>, path: string) => {
  const file = files[path];
  if (!file) throw new Error(`no ${path} in the zip: ${Object.keys(files).join(', ')}`);
  return new TextDecoder().decode(file);
};
const jsonOf = (files: Record<string, Uint8Array>, path: string) =>
  JSON.parse(textOf(files, path)) as Record<string, unknown>;

async function detailOf(user: TestUser, id: number) {
  const res = await app.inject({ url: `/api/recipes/${id}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as RecipeDetail;
}

/** The draft's fields as the recipe has them: what an exact round trip must give back. */
const fieldsOf = (d: RecipeDetail) => ({
  title: d.title,
  description: d.description ?? '',
  servings: d.servings,
  explanation: d.explanation,
  steps: d.steps,
  ingredients: d.ingredients,
  nutrition: d.nutrition ?? { calories: 0, protein: 0, carbs: 0, fats: 0 },
  prep_time: d.prep_time,
  cook_time: d.cook_time,
  category_id: d.category_id,
  cuisine_id: d.cuisine_id,
});

const longExplanation = Array.from(
  { length: 60 },
  (_, i) =>
    `Paràgraf ${i + 1}: la picada s’afegeix a poc a poc, sense pressa, i es remena amb cullera de fusta.`,
).join('\n\n');

/** What a cook really types: fractions, ranges, empty amounts, accents, long text, no time at all. */
const varied: Partial<RecipeInput>[] = [
  {
    title: 'Escudella i carn d’olla de la Mercè',
    description: 'Per a dies de fred.\n\nAmb pilota, cigrons i «galets».',
    explanation: longExplanation,
    servings: 8,
    prep_time: 0,
    cook_time: 0,
    steps: [
      'Poseu l’aigua a bullir amb l’os d’espinada & el garró.',
      '5-10 minuts abans d’acabar, afegiu-hi els galets.',
      'Barregeu:\n- la carn picada\n- l’ou\n- el pa sucat amb llet',
      'Manteniu el brou entre 80 i 90 °C (< 90 °C i > 80 °C).',
      '2. Serviu primer la sopa i després la carn.',
    ],
    ingredients: [
      { quantity: '1/2', unit: 'tassa', name: 'Cigrons' },
      { quantity: '1 1/2', unit: 'cullerada', name: 'Oli d’oliva verge extra' },
      { quantity: '¾', unit: 'kg', name: 'Carn d’olla variada' },
      { quantity: '2-3', unit: 'unitats', name: 'Patates' },
      { quantity: '', unit: '', name: 'Sal' },
      { quantity: 'al gust', unit: '', name: 'Pebre negre' },
      { quantity: '0,5', unit: 'l', name: 'Llet' },
      { quantity: '1', unit: 'pessics', name: 'Nou moscada' },
    ],
    nutrition: { calories: 612, protein: 38.5, carbs: 41.2, fats: 27.9 },
    source: { url: 'https://cuina.example.cat/escudella?ref=1', site: 'Cuina de l’àvia' },
  },
  {
    title: 'Ou ferrat',
    description: '',
    explanation: 'Un ou.',
    servings: 1,
    prep_time: 1,
    cook_time: 7 * 24 * 60,
    steps: ['Fregiu l’ou.'],
    ingredients: [{ quantity: '1', unit: '', name: 'Ou' }],
    nutrition: { calories: 0, protein: 0, carbs: 0, fats: 0 },
  },
  {
    title:
      'Crema de carbassa amb un títol força llarg per veure que res no es talla en exportar-lo ni en tornar-lo a llegir des del fitxer',
    servings: 100,
    prep_time: 90,
    cook_time: 45,
  },
];

describe('GET /api/export/recipes', () => {
  it('gives back every field of every recipe the author wrote, read again by the import', async () => {
    const author = await registerUser(app);
    const stranger = await registerUser(app);
    const ids: number[] = [];
    for (const over of varied)
      ids.push(await makeRecipe(app.db, author.user.id, catalog, { ...over, image: null }));
    // Pending and with a picture: stored by the upload pipeline, or a file of its own.
    ids.push(
      await makeRecipe(app.db, author.user.id, catalog, {
        status: 'pending',
        image: await storeWebp(app, 'a.webp'),
      }),
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: author.auth,
      payload: recipeInput(catalog, {
        title: 'Pa amb tomàquet',
        image: await uploadSample(app, author.auth),
      }),
    });
    expect(created.statusCode).toBe(201);
    ids.push((created.json() as { id: number }).id);
    // A catalogue entry deleted since: the recipe goes without it.
    const gone = await makeCatalog(app.db);
    ids.push(await makeRecipe(app.db, author.user.id, gone, { title: 'Sense categoria' }));
    await app.db.delete(categories).where(eq(categories.id, gone.category.id));
    const theirs = await makeRecipe(app.db, stranger.user.id, catalog, { title: 'D’un altre' });

    const res = await exportZip(author.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="receptari-receptes-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Streamed: no length is known before the end.
    expect(res.headers['content-length']).toBeUndefined();

    const files = unzipSync(new Uint8Array(res.rawPayload));
    const manifest = jsonOf(files, 'receptari.json');
    expect(manifest).toMatchObject({
      format: 'receptari-export',
      version: 1,
      user: author.user.name,
      recipes: ids.length,
    });
    expect(Date.parse(String(manifest.exported_at))).not.toBeNaN();
    expect(files[`recipes/${theirs}.json`]).toBeUndefined();
    expect(Object.keys(files).filter((f) => f.startsWith('recipes/'))).toHaveLength(ids.length);

    const options = await listOptions(app.db);
    for (const id of ids) {
      const node = jsonOf(files, `recipes/${id}.json`);
      expect(node).toMatchObject({ '@type': 'Recipe', identifier: `receptari:${id}` });
      const detail = await detailOf(author, id);
      const { draft } = draftFromSchemaOrg(node, options);
      const { warnings, ...fields } = draft;
      expect(fields, detail.title).toEqual(fieldsOf(detail));
      expect(warnings.filter((w) => w.startsWith('No s’ha entès'))).toEqual([]);
    }

    // Pictures: the stored original, byte for byte, named by the JSON-LD.
    const withPicture = ids.slice(-3, -1);
    for (const id of withPicture) {
      const node = jsonOf(files, `recipes/${id}.json`);
      expect(node.image).toBe(`images/${id}.webp`);
      const detail = await detailOf(author, id);
      const original = detail.image!.replace(/-detail\.webp$/, '.webp');
      expect(
        Buffer.from(files[`images/${id}.webp`]!).equals(readFileSync(join(app.config.dataDir, original))),
      ).toBe(true);
    }
    // Without a picture, or with one whose file is gone (the seed path of makeRecipe): no image.
    for (const id of [...ids.slice(0, varied.length), ids.at(-1)!]) {
      expect(jsonOf(files, `recipes/${id}.json`)).not.toHaveProperty('image');
      expect(files[`images/${id}.webp`]).toBeUndefined();
    }
    expect(jsonOf(files, `recipes/${ids[0]}.json`).isBasedOn).toEqual({
      '@type': 'CreativeWork',
      url: 'https://cuina.example.cat/escudella?ref=1',
      name: 'Cuina de l’àvia',
    });
  });

  it('is an empty export for a user without recipes, and needs a token', async () => {
    const user = await registerUser(app);
    const res = await exportZip(user.auth);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(['receptari.json']);
    expect(jsonOf(files, 'receptari.json').recipes).toBe(0);
    expect((await exportZip()).statusCode).toBe(401);
  });

  it('is limited to a few exports a minute per user', async () => {
    const user = await registerUser(app);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await exportZip(user.auth)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await exportZip((await registerUser(app)).auth)).statusCode).toBe(200);
  });
});
