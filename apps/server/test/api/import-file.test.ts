import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, cuisines, importPreviews, recipes } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import {
  commitImport,
  gzipOf,
  jsonLdFile,
  mealieFile,
  paprikaFile,
  receptariFile,
  tandoorFile,
  uploadExport,
  zipOf,
} from '../helpers/export-files.ts';
import { dataUrl, foodPhoto, peoplePhoto } from '../helpers/sample-images.ts';
import { multipartBody, sampleJpeg } from '../helpers/upload-media.ts';

type User = Awaited<ReturnType<typeof registerUser>>;
type Preview = { import_id: string; recipes: { id: string; title: string; warnings: string[] }[] };
type Detail = Record<string, unknown> & { image: string | null; source: unknown; status: string };

let app: TestApp;
let catalog: { postres: number; arrossos: number; catalunya: number; italia: number };
let users = 0;
/** A user of their own per test: the import routes are rate-limited per user, register per address. */
const newUser = () => registerUser(app, { remoteAddress: `10.31.0.${++users}` });

beforeAll(async () => {
  app = await buildTestApp();
  const [postres, arrossos] = await app.db
    .insert(categories)
    .values([{ name: 'Postres' }, { name: 'Arrossos' }])
    .returning();
  const [catalunya, italia] = await app.db
    .insert(cuisines)
    .values([{ country: 'Catalunya' }, { country: 'Itàlia' }])
    .returning();
  catalog = { postres: postres!.id, arrossos: arrossos!.id, catalunya: catalunya!.id, italia: italia!.id };
});
afterAll(() => app.dispose());

async function preview(user: User, bytes: Uint8Array): Promise<Preview> {
  const res = await uploadExport(app, user.auth, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Preview;
}

async function commit(user: User, importId: string, ids: string[]) {
  const res = await commitImport(app, user.auth, importId, ids);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { created: number[]; failed: { id: string; message: string }[] };
}

/** Preview then commit every recipe; answers the created recipes' details, in the file's order. */
async function importAll(user: User, bytes: Uint8Array) {
  const found = await preview(user, bytes);
  const done = await commit(
    user,
    found.import_id,
    found.recipes.map((r) => r.id),
  );
  expect(done.failed).toEqual([]);
  return Promise.all(done.created.map((id) => detail(user, id)));
}

async function detail(user: User, id: number): Promise<Detail> {
  const res = await app.inject({ url: `/api/recipes/${id}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as Detail;
}

const recipesOf = async (user: User) =>
  (await app.db.select({ n: count() }).from(recipes).where(eq(recipes.userId, user.user.id)))[0]!.n;
const previewsOf = async (user: User) =>
  (
    await app.db.select({ n: count() }).from(importPreviews).where(eq(importPreviews.userId, user.user.id))
  )[0]!.n;
const previewFolders = () => {
  const dir = join(app.config.dataDir, 'imports');
  return existsSync(dir) ? readdirSync(dir) : [];
};

const webp = (r: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 90, b: 30 } } })
    .webp()
    .toBuffer();

describe('POST /api/import/file then /commit: each app’s export', () => {
  it('Paprika: three recipes, one with its photo, times and servings in free text', async () => {
    const user = await newUser();
    const photo = foodPhoto('E007');
    const file = paprikaFile([
      {
        uid: 'PAPRIKA-1',
        name: 'Crema catalana',
        description: 'Les postres de Sant Josep.',
        ingredients: '500 ml de llet\n4 rovells d’ou\n100 g de sucre',
        directions:
          'Bulliu la llet amb la pell de llimona.\nBateu els rovells amb el sucre.\nCremeu el sucre.',
        notes: 'Es pot fer el dia abans.',
        nutritional_info: 'Calories: 320\nProtein: 9 g\nFat: 14 g\nCarbohydrates: 38 g',
        servings: '4 servings',
        prep_time: '20 mins',
        cook_time: '1 hr 10 min',
        categories: ['Dessert'],
        source: 'La cuina de l’àvia',
        source_url: 'https://cuina.example.cat/crema-catalana',
        photo_data: photo.toString('base64'),
      },
      {
        uid: 'PAPRIKA-2',
        name: 'Arròs a la cassola',
        ingredients: '300 g arròs\n1 l de brou',
        directions: 'Sofregiu.\nAfegiu l’arròs i el brou.',
        servings: 'Serves 4-6',
        total_time: '45 minutes',
        categories: ['Rice'],
      },
      {
        uid: 'PAPRIKA-3',
        name: 'Amanida',
        ingredients: 'Enciam\nTomàquet',
        directions: 'Barregeu-ho tot.',
        servings: '2',
        image_url: 'https://img.example.com/amanida.jpg',
      },
    ]);
    const found = await preview(user, file);
    expect(found.recipes.map((r) => [r.id, r.title])).toEqual([
      ['1', 'Crema catalana'],
      ['2', 'Arròs a la cassola'],
      ['3', 'Amanida'],
    ]);
    expect(found.recipes[0]!.warnings).toEqual([
      'No s’ha reconegut la cuina: s’ha posat «Catalunya»; canvia-la si cal.',
    ]);
    expect(found.recipes[2]!.warnings).toEqual(
      expect.arrayContaining([
        'No s’ha reconegut la categoria: s’ha posat «Arrossos»; canvia-la si cal.',
        'No diu quant de temps cal: revisa els temps.',
        'La foto és a internet (https://img.example.com/amanida.jpg) i en importar un fitxer no es baixa: afegeix-la tu.',
      ]),
    );

    const done = await commit(user, found.import_id, ['1', '2', '3']);
    expect(done).toEqual({
      created: [expect.any(Number), expect.any(Number), expect.any(Number)],
      failed: [],
    });
    const [crema, arros, amanida] = await Promise.all(done.created.map((id) => detail(user, id)));
    expect(crema).toMatchObject({
      title: 'Crema catalana',
      description: 'Les postres de Sant Josep.',
      explanation: 'Es pot fer el dia abans.',
      servings: 4,
      prep_time: 20,
      cook_time: 70,
      category_id: catalog.postres,
      cuisine_id: catalog.catalunya,
      steps: [
        'Bulliu la llet amb la pell de llimona.',
        'Bateu els rovells amb el sucre.',
        'Cremeu el sucre.',
      ],
      ingredients: [
        { quantity: '500', unit: 'ml', name: expect.stringMatching(/llet/) },
        { quantity: '4', unit: 'unitats', name: expect.stringMatching(/rovells/) },
        { quantity: '100', unit: 'g', name: expect.stringMatching(/sucre/) },
      ],
      nutrition: { calories: 320, protein: 9, fats: 14, carbs: 38 },
      source: { url: 'https://cuina.example.cat/crema-catalana', site: 'La cuina de l’àvia' },
      image: expect.stringMatching(/^\/media\/uploads\//),
      status: 'published',
    });
    expect(arros).toMatchObject({ servings: 4, prep_time: 0, cook_time: 45, category_id: catalog.arrossos });
    expect(amanida).toMatchObject({ image: null, source: null, servings: 2 });
  });

  it('Mealie: each recipe’s JSON and its original.webp', async () => {
    const user = await newUser();
    const file = mealieFile([
      {
        slug: 'risotto-de-bolets',
        image: await webp(120),
        recipe: {
          id: '0f6c1a9e-3b7d-4c55-9d7e-2a1b3c4d5e6f',
          name: 'Risotto de bolets',
          description: 'Cremós.',
          recipe_yield: '3 servings',
          prep_time: '10 minutes',
          perform_time: '25 minutes',
          recipe_ingredient: [
            { quantity: 300, unit: { name: 'g' }, food: { name: 'arròs' }, note: '', original_text: null },
            { note: 'bolets variats', quantity: 0, unit: null, food: null, display: '200 g bolets' },
          ],
          recipe_instructions: [
            { text: 'Sofregiu els bolets.' },
            { title: 'Final', text: 'Afegiu el brou a poc a poc.' },
          ],
          recipe_category: [{ name: 'Arròs' }],
          tags: [{ name: 'Italian' }],
          org_url: 'https://bolets.example.com/risotto',
        },
      },
    ]);
    const [risotto] = await importAll(user, file);
    expect(risotto).toMatchObject({
      title: 'Risotto de bolets',
      servings: 3,
      prep_time: 10,
      cook_time: 25,
      category_id: catalog.arrossos,
      cuisine_id: catalog.italia,
      steps: ['Sofregiu els bolets.', 'Afegiu el brou a poc a poc.'],
      ingredients: [
        expect.objectContaining({ quantity: '300', unit: 'g' }),
        expect.objectContaining({ unit: 'g' }),
      ],
      source: { url: 'https://bolets.example.com/risotto', site: 'bolets.example.com' },
      image: expect.stringMatching(/^\/media\/uploads\//),
    });
  });

  it('Tandoor: a zip of zips, each with recipe.json and its image', async () => {
    const user = await newUser();
    const png = await sharp(await webp(200))
      .png()
      .toBuffer();
    const file = tandoorFile([
      {
        name: 'Fideua',
        image: { ext: 'png', bytes: png },
        recipe: {
          name: 'Fideuà',
          description: 'De Gandia.',
          keywords: [{ name: 'Postres' }],
          steps: [
            {
              instruction: 'Fregiu els fideus.',
              ingredients: [{ food: { name: 'fideus' }, unit: { name: 'g' }, amount: 400, note: '' }],
            },
            {
              instruction: 'Afegiu el fumet.',
              ingredients: [{ food: { name: 'fumet' }, unit: { name: 'ml' }, amount: 800 }],
            },
          ],
          working_time: 15,
          waiting_time: 20,
          servings: 4,
          nutrition: { calories: 480, proteins: 25, carbohydrates: 60, fats: 12 },
          source_url: 'https://example.cat/fideua',
        },
      },
      {
        name: 'Sense foto',
        recipe: { name: 'Allioli', steps: [{ instruction: 'Piqueu.', ingredients: [] }] },
      },
    ]);
    const found = await preview(user, file);
    expect(found.recipes.map((r) => r.title)).toEqual(['Fideuà', 'Allioli']);
    expect(found.recipes[1]!.warnings).toContain('La recepta no porta foto: afegeix-ne una.');
    const done = await commit(user, found.import_id, ['1']);
    expect(await detail(user, done.created[0]!)).toMatchObject({
      title: 'Fideuà',
      servings: 4,
      prep_time: 15,
      cook_time: 20,
      category_id: catalog.postres,
      ingredients: [
        { quantity: '400', unit: 'g', name: 'fideus' },
        { quantity: '800', unit: 'ml', name: 'fumet' },
      ],
      nutrition: { calories: 480, protein: 25, carbs: 60, fats: 12 },
      image: expect.stringMatching(/^\/media\/uploads\//),
    });
  });

  it('RecipeSage: an array of schema.org Recipes, pictures as data URIs or (not fetched) URLs', async () => {
    const user = await newUser();
    const file = jsonLdFile([
      {
        '@context': 'http://schema.org',
        '@type': 'Recipe',
        name: 'Coca de recapte',
        description: 'De Lleida.',
        recipeIngredient: ['250 g farina', '2 pebrots'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Pasteu la massa.' },
          { '@type': 'HowToStep', text: 'Enforneu.' },
        ],
        prepTime: '30 minutes',
        totalTime: '1 hour 15 minutes',
        recipeYield: '6',
        recipeCategory: ['Entrants'],
        isBasedOn: 'https://coques.example.cat/recapte',
        creditText: 'Coques de Lleida',
        image: [dataUrl(await sampleJpeg())],
      },
      {
        '@context': 'http://schema.org',
        '@type': 'Recipe',
        name: 'Panellets',
        recipeIngredient: ['500 g ametlla'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Feu boletes.' }],
        recipeYield: '30',
        image: ['https://recipesage.example.com/panellets.jpg'],
      },
    ]);
    const found = await preview(user, file);
    expect(found.recipes[1]!.warnings).toContain(
      'La foto és a internet (https://recipesage.example.com/panellets.jpg) i en importar un fitxer no es baixa: afegeix-la tu.',
    );
    const done = await commit(user, found.import_id, ['1', '2']);
    const [coca, panellets] = await Promise.all(done.created.map((id) => detail(user, id)));
    expect(coca).toMatchObject({
      title: 'Coca de recapte',
      servings: 6,
      prep_time: 30,
      cook_time: 45, // the total less the preparation (docs/product.md#from-a-web-page)
      source: { url: 'https://coques.example.cat/recapte', site: 'Coques de Lleida' },
      image: expect.stringMatching(/^\/media\/uploads\//),
      status: 'pending', // a flat colour the food check cannot call food waits for review
    });
    expect(panellets).toMatchObject({ title: 'Panellets', servings: 30, image: null });
  });

  it.each([
    ['one Recipe', (r: object[]) => r[0], ['Ou batut']],
    ['an array', (r: object[]) => r, ['Ou batut', 'Ou ferrat']],
    [
      'a @graph',
      (r: object[]) => ({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, ...r] }),
      ['Ou batut', 'Ou ferrat'],
    ],
  ])('plain JSON-LD: %s', async (_, shape, titles) => {
    const user = await newUser();
    const recipe = (name: string) => ({
      '@type': 'Recipe',
      name,
      recipeIngredient: ['1 ou'],
      recipeInstructions: 'Bateu l’ou.',
      recipeYield: 1,
      prepTime: 'PT5M',
      recipeCuisine: 'Italian',
    });
    const found = await preview(user, jsonLdFile(shape([recipe('Ou batut'), recipe('Ou ferrat')])));
    expect(found.recipes.map((r) => r.title)).toEqual(titles);
    const done = await commit(user, found.import_id, ['1']);
    expect(await detail(user, done.created[0]!)).toMatchObject({ prep_time: 5, cuisine_id: catalog.italia });
  });

  it('Receptari’s own export: its rows, category, cuisine, explanation, credit and picture come back as they were', async () => {
    const user = await newUser();
    const file = receptariFile([
      {
        id: 41,
        image: await webp(60),
        recipe: {
          name: 'Calçots amb romesco',
          description: 'A la brasa.',
          recipeIngredient: ['24 calçots', '1 salsa romesco'],
          'receptari:ingredients': [
            { quantity: '24', unit: 'unitats', name: 'Calçots' },
            { quantity: '1/2', unit: 'tassa', name: 'Salsa romesco' },
          ],
          'receptari:explanation': 'Es couen a la brasa i es mengen amb romesco.',
          'receptari:category': 'Postres',
          'receptari:cuisine': 'Catalunya',
          recipeInstructions: [{ '@type': 'HowToStep', text: 'Coeu els calçots.' }],
          recipeYield: '4',
          prepTime: 'PT15M',
          cookTime: 'PT30M',
          isBasedOn: { '@type': 'CreativeWork', url: 'https://calcotada.example.cat', name: 'La calçotada' },
        },
      },
    ]);
    const [calcots] = await importAll(user, file);
    expect(calcots).toMatchObject({
      title: 'Calçots amb romesco',
      explanation: 'Es couen a la brasa i es mengen amb romesco.',
      ingredients: [
        { quantity: '24', unit: 'unitats', name: 'Calçots' },
        { quantity: '1/2', unit: 'tassa', name: 'Salsa romesco' },
      ],
      category_id: catalog.postres,
      cuisine_id: catalog.catalunya,
      prep_time: 15,
      cook_time: 30,
      source: { url: 'https://calcotada.example.cat', site: 'La calçotada' },
      image: expect.stringMatching(/^\/media\/uploads\//),
    });
  });
});

describe('duplicates, owners and what is kept', () => {
  const twoRecipes = () =>
    paprikaFile([
      {
        uid: 'DUP-1',
        name: 'Escalivada',
        ingredients: '2 albergínies',
        directions: 'Couen-les.',
        servings: '2',
      },
      {
        uid: 'DUP-2',
        name: 'Samfaina',
        ingredients: '1 carbassó',
        directions: 'Sofregiu-ho.',
        servings: '2',
      },
    ]);

  it('importing the same file again creates nothing twice, by app id or, without one, by content', async () => {
    const user = await newUser();
    const noId = jsonLdFile({
      '@type': 'Recipe',
      name: 'Pa',
      recipeIngredient: ['farina'],
      recipeInstructions: 'Pasteu.',
    });
    for (const file of [twoRecipes(), noId]) await importAll(user, file);
    const before = await recipesOf(user);
    for (const file of [twoRecipes(), noId]) {
      const again = await preview(user, file);
      const ids = again.recipes.map((r) => r.id);
      expect(await commit(user, again.import_id, ids)).toEqual({
        created: [],
        failed: ids.map((id) => ({ id, message: 'Ja l’havies importada.' })),
      });
    }
    expect(await recipesOf(user)).toBe(before);
    // Another user importing the same file gets their own copies.
    const other = await newUser();
    expect(await importAll(other, twoRecipes())).toHaveLength(2);
  });

  it('nobody but the preview’s owner may commit it: 404, nothing created', async () => {
    const owner = await newUser();
    const other = await newUser();
    const found = await preview(owner, twoRecipes());
    const res = await commitImport(app, other.auth, found.import_id, ['1', '2']);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'import_not_found',
      message: 'Aquesta importació no existeix o ja ha caducat.',
    });
    expect(await recipesOf(other)).toBe(0);
    expect((await commit(owner, found.import_id, ['1', '2'])).created).toHaveLength(2);
  });

  it('answers unknown ids as failed; created ones leave the preview, which goes once empty', async () => {
    const user = await newUser();
    const found = await preview(user, twoRecipes());
    const first = await commit(user, found.import_id, ['1', '7']);
    expect(first).toEqual({
      created: [expect.any(Number)],
      failed: [{ id: '7', message: 'Aquesta recepta no és a la importació (o ja s’ha importat).' }],
    });
    expect(previewFolders()).toContain(found.import_id);
    const second = await commit(user, found.import_id, ['1', '2']);
    expect(second.created).toHaveLength(1);
    expect(second.failed.map((f) => f.id)).toEqual(['1']);
    expect(await previewsOf(user)).toBe(0);
    expect(previewFolders()).not.toContain(found.import_id);
    expect((await commitImport(app, user.auth, found.import_id, ['2'])).statusCode).toBe(404);
  });

  it('a half-failed commit creates the good recipes and says why the others were not', async () => {
    const user = await newUser();
    const recipe = (over: object) => ({
      '@type': 'Recipe',
      name: 'Bona',
      recipeIngredient: ['1 ou'],
      recipeInstructions: 'Bateu.',
      ...over,
    });
    const found = await preview(
      user,
      jsonLdFile([
        recipe({}),
        recipe({ name: 'Sense passos', recipeInstructions: [] }),
        recipe({ name: '' }),
      ]),
    );
    const done = await commit(user, found.import_id, ['1', '2', '3']);
    expect(done.created).toHaveLength(1);
    expect(done.failed).toEqual([
      { id: '2', message: 'Afegeix almenys un pas.' },
      { id: '3', message: expect.stringMatching(/títol/) },
    ]);
    expect(await recipesOf(user)).toBe(1);
  });

  it('a picture the food check refuses: the recipe is created without it', async () => {
    const user = await newUser();
    const file = paprikaFile([
      {
        uid: 'PEOPLE',
        name: 'Truita',
        ingredients: '4 ous',
        directions: 'Bateu-los.',
        photo_data: peoplePhoto().toString('base64'),
      },
    ]);
    const [truita] = await importAll(user, file);
    expect(truita).toMatchObject({ title: 'Truita', image: null });
  });

  it('an expired preview is gone, rows and pictures, at the next import or commit of anyone', async () => {
    const user = await newUser();
    const file = paprikaFile([
      {
        uid: 'OLD',
        name: 'Vella',
        ingredients: 'sal',
        directions: 'Sala.',
        photo_data: foodPhoto('E007').toString('base64'),
      },
    ]);
    const found = await preview(user, file);
    expect(readdirSync(join(app.config.dataDir, 'imports', found.import_id))).toEqual(['1.jpg']);
    await app.db
      .update(importPreviews)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(importPreviews.id, found.import_id));
    await preview(await newUser(), twoRecipes());
    expect(await previewsOf(user)).toBe(0);
    expect(previewFolders()).not.toContain(found.import_id);
    expect((await commitImport(app, user.auth, found.import_id, ['1'])).statusCode).toBe(404);
  });
});

describe('bad input: a 4xx that says which, nothing kept', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser();
  });

  async function refused(
    bytes: Uint8Array | undefined,
    status: number,
    message: RegExp | string,
    field?: string,
  ) {
    const folders = previewFolders().length;
    const res = await uploadExport(app, user.auth, bytes, { field });
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as { message: string };
    expect(body.message).toMatch(message);
    expect(await previewsOf(user)).toBe(0);
    expect(previewFolders()).toHaveLength(folders);
    expect(await recipesOf(user)).toBe(0);
  }
  const recipeJson = { uid: 'X', name: 'Truita', ingredients: 'ous', directions: 'Bateu.' };

  it('a picture, random text, a JSON of something else, a zip of other things: not an export', async () => {
    const unknown = /no és cap exportació que sapiguem llegir/;
    await refused(await sampleJpeg(), 415, unknown);
    await refused(Buffer.from('Ingredients: ous, sal. Bateu-ho tot.'), 415, unknown);
    await refused(jsonLdFile({ hello: 'world' }), 415, unknown);
    await refused(
      zipOf({ 'notes.txt': 'hola', 'photo.jpg': new Uint8Array(await sampleJpeg()) }),
      415,
      unknown,
    );
  });

  it('a corrupt zip, and a corrupt gzip inside one', async () => {
    const whole = paprikaFile([recipeJson]);
    await refused(
      whole.subarray(0, whole.length - 30),
      422,
      'El fitxer .zip està malmès i no s’ha pogut obrir.',
    );
    await refused(
      zipOf({ 'Truita.paprikarecipe': new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]) }),
      422,
      'Una part del fitxer («Truita.paprikarecipe») està malmesa i no s’ha pogut llegir.',
    );
    await refused(
      Buffer.from('[{"@type": "Recipe", "name": '),
      422,
      'El fitxer no és JSON vàlid: no s’ha pogut llegir.',
    );
  });

  it('entries with ../ or an absolute path', async () => {
    const gz = gzipOf(recipeJson);
    await refused(
      zipOf({ 'a.paprikarecipe': gz, '../../evil.paprikarecipe': gz }),
      422,
      /camí no permès \(«\.\.\/\.\.\/evil/,
    );
    await refused(zipOf({ '/etc/cron.d/evil.paprikarecipe': gz }), 422, /camí no permès/);
  });

  it('a zip bomb', async () => {
    const bomb = zipOf(
      { 'a.paprikarecipe': gzipOf(recipeJson), 'b.paprikarecipe': new Uint8Array(20 * 1024 * 1024) },
      9,
    );
    await refused(bomb, 413, /es descomprimeix en més de 100 vegades la seva mida: sembla una bomba zip/);
  });

  it('more than 2,000 recipes, refused whole', async () => {
    const many = Array.from({ length: 2001 }, (_, i) => ({ '@type': 'Recipe', name: `R${i}` }));
    await refused(
      jsonLdFile(many),
      422,
      'El fitxer porta més de 2000 receptes: divideix-lo i importa’l en parts.',
    );
  });

  it('an export without recipes', async () => {
    await refused(receptariFile([]), 422, 'El fitxer no porta cap recepta.');
  });

  it('an empty file, a missing field, no multipart at all', async () => {
    await refused(Buffer.alloc(0), 400, 'El fitxer és buit.');
    await refused(paprikaFile([recipeJson]), 400, /Tria el fitxer d’exportació/, 'photo');
    await refused(undefined, 400, /Tria el fitxer d’exportació/);
    const res = await app.inject({
      method: 'POST',
      url: '/api/import/file',
      headers: user.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Tria el fitxer d’exportació/);
  });

  it('a commit without ids, or with an import id that is no id', async () => {
    const bad = await commitImport(app, user.auth, 'not-a-uuid', ['1']);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe('Aquesta importació no existeix o ja ha caducat.');
    const none = await commitImport(app, user.auth, '7d2f0c4e-8a51-4f7b-9c3d-1e2f3a4b5c6d', []);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Tria almenys una recepta per importar.');
  });

  it('a visitor is refused before the file is read', async () => {
    const body = await multipartBody(paprikaFile([recipeJson]), 'a.paprikarecipes', 'application/zip');
    const res = await app.inject({
      method: 'POST',
      url: '/api/import/file',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
