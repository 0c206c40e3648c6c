import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, cuisines, mediaUploads } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type RecipeSite, startRecipeSite } from '../helpers/recipe-site-server.ts';

/**
 * POST /api/import/url (docs/product.md#from-a-web-page) against a local recipe site serving the
 * fixture pages of test/fixtures/import/pages in the shapes real sites write. The site is on
 * loopback, so the app that reads it runs with IMPORT_ALLOW_PRIVATE=1; the guard's tests run with
 * it unset (every address class refused before any connection) and with it naming only the test
 * site's address (every redirect into another private address refused).
 */

let site: RecipeSite;
let app: TestApp;
const ids = { category: {} as Record<string, number>, cuisine: {} as Record<string, number> };
let registered = 0;

/** A user of its own per test: the route allows 20 imports a minute per user. */
const newUser = (on: TestApp) =>
  registerUser(on, { remoteAddress: `198.51.100.${(registered++ % 250) + 1}` });

async function importAs(on: TestApp, url: string) {
  const user = await newUser(on);
  const res = await on.inject({
    method: 'POST',
    url: '/api/import/url',
    headers: user.auth,
    payload: { url },
  });
  return { res, user };
}

async function importDraft(path: string): Promise<ImportedDraft> {
  const { res } = await importAs(app, site.url(path));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportedDraft>();
}

const uploadsOf = async (on: TestApp, userId: number) =>
  (await on.db.select({ n: count() }).from(mediaUploads).where(eq(mediaUploads.userId, userId)))[0]!.n;

beforeAll(async () => {
  site = await startRecipeSite();
  app = await buildTestApp({ IMPORT_ALLOW_PRIVATE: '1' });
  const names = ['Postres', 'Carns', 'Sopes i cremes', 'Arrossos', 'Pasta', 'Entrants', 'Esmorzars'];
  for (const row of await app.db
    .insert(categories)
    .values(names.map((name) => ({ name })))
    .returning())
    ids.category[row.name] = row.id;
  const countries = ['Catalunya', 'Espanya', 'Itàlia', 'Estats Units'];
  for (const row of await app.db
    .insert(cuisines)
    .values(countries.map((country) => ({ country })))
    .returning())
    ids.cuisine[row.country] = row.id;
});

afterAll(async () => {
  await app?.dispose();
  await site?.close();
});

describe('POST /api/import/url: pages as recipe sites write them', () => {
  it('WordPress with Yoast: the Recipe inside the @graph, its references, the canonical credit', async () => {
    const draft = await importDraft('/pages/yoast-wprm-graph.html');
    expect(draft).toMatchObject({
      title: 'Crema catalana',
      description: 'La crema catalana de tota la vida, amb el sucre cremat amb la pala.',
      servings: 6,
      prep_time: 20,
      cook_time: 15,
      category_id: ids.category.Postres,
      cuisine_id: ids.cuisine.Catalunya,
      nutrition: { calories: 310, protein: 9, carbs: 42, fats: 11 },
      source: { url: site.url('/pages/yoast-wprm-graph.html'), site: "Cuina de l'Àvia" },
      warnings: [],
    });
    expect(draft.steps).toHaveLength(5);
    expect(draft.steps[0]).toBe(
      'Bulliu la llet amb la canyella i la pell de llimona i deixeu-la reposar 10 minuts.',
    );
    expect(draft.ingredients.slice(0, 3)).toEqual([
      { quantity: '1', unit: 'l', name: 'llet sencera' },
      { quantity: '6', unit: 'unitats', name: "rovells d'ou" },
      { quantity: '200', unit: 'g', name: 'sucre' },
    ]);
    // The first picture of the recipe's list, stored as the caller's upload.
    expect(draft.image).toMatch(/^\/media\/.+\.webp$/);
    expect(site.requests).toContain('/images/crema-catalana.jpg');
  });

  it('WP Recipe Maker in Spanish: HowToSection groups flattened in order', async () => {
    const draft = await importDraft('/pages/wprm-tortilla.html');
    expect(draft).toMatchObject({
      title: 'Tortilla de patatas jugosa',
      servings: 4,
      prep_time: 15,
      cook_time: 30,
      cuisine_id: ids.cuisine.Espanya,
      category_id: null,
      source: { url: site.url('/pages/wprm-tortilla.html'), site: 'La Cocina de Carmen' },
    });
    expect(draft.steps).toEqual([
      'Pela las patatas y córtalas en láminas finas.',
      'Fríelas a fuego medio con la cebolla picada durante 20 minutos.',
      'Bate los huevos con la sal y mézclalos con las patatas escurridas.',
      'Cuaja la tortilla en una sartén pequeña, 3 minutos por cada lado.',
    ]);
    expect(draft.ingredients[1]).toEqual({ quantity: '750', unit: 'g', name: 'patatas' });
    expect(draft.warnings).toEqual([trImport.warnings.noCategory]);
  });

  it('Tasty Recipes: cups and teaspoons, "24 cookies", string nutrition', async () => {
    const draft = await importDraft('/pages/tasty-recipes.html');
    expect(draft).toMatchObject({
      title: 'Chewy Chocolate Chip Cookies',
      servings: 24,
      category_id: ids.category.Postres,
      cuisine_id: ids.cuisine['Estats Units'],
      nutrition: { calories: 180, protein: 2, carbs: 24, fats: 9 },
      source: { site: "Sally's Sweet Kitchen" },
    });
    expect(draft.ingredients[0]).toEqual({ quantity: '2 1/4', unit: 'tassa', name: 'all-purpose flour' });
    expect(draft.ingredients[1]).toEqual({ quantity: '1', unit: 'culleradeta', name: 'baking soda' });
    expect(draft.steps).toHaveLength(4);
    expect(draft.image).toMatch(/^\/media\//);
  });

  it('BBC-Good-Food-like: ImageObject, "Serves 4", HTML inside step texts, canonical path', async () => {
    const draft = await importDraft('/pages/bbc-good-food.html');
    expect(draft).toMatchObject({
      title: 'Chicken & chorizo jambalaya',
      servings: 4,
      prep_time: 10,
      cook_time: 45,
      category_id: ids.category.Carns,
      nutrition: { calories: 445, protein: 33, carbs: 54, fats: 10 },
      source: { url: site.url('/recipes/chicken-chorizo-jambalaya'), site: 'BBC Good Food' },
    });
    expect(draft.steps[1]).toBe('Remove and set aside. Tip in the onion and cook for 3-4 mins until soft.');
    expect(draft.ingredients[5]).toEqual({ quantity: '75', unit: 'g', name: 'chorizo, sliced' });
    expect(site.requests).toContain('/images/chicken-chorizo-jambalaya.jpg?quality=90&resize=556,505');
  });

  it('NYT-like: a top-level array, only totalTime, an array of ImageObjects', async () => {
    const draft = await importDraft('/pages/nyt-cooking.html');
    expect(draft).toMatchObject({
      title: 'Pasta e Ceci',
      servings: 4,
      prep_time: 0,
      cook_time: 60,
      category_id: ids.category.Pasta,
      cuisine_id: ids.cuisine.Itàlia,
      nutrition: { calories: 586, protein: 19, carbs: 78, fats: 22 },
      source: { url: site.url('/pages/nyt-cooking.html'), site: 'NYT Cooking' },
    });
    expect(draft.steps).toHaveLength(3);
    expect(site.requests).toContain('/images/pasta-e-ceci-threeByTwoMediumAt2X.jpg');
  });

  it('Allrecipes-like: @type ["Recipe", "NewsArticle"], the publisher as the site, pounds in grams', async () => {
    const draft = await importDraft('/pages/allrecipes.html');
    expect(draft).toMatchObject({
      title: "World's Best Lasagna",
      servings: 12,
      prep_time: 30,
      cook_time: 150,
      cuisine_id: ids.cuisine.Itàlia,
      source: { url: site.url('/recipe/23600/worlds-best-lasagna/'), site: 'Allrecipes' },
    });
    expect(draft.ingredients[0]).toEqual({ quantity: '453.6', unit: 'g', name: 'sweet Italian sausage' });
    expect(draft.steps[0]).toBe(
      'Cook sausage, ground beef, onion, and garlic in a Dutch oven over medium heat until well browned.',
    );
  });

  it('nested HowToSections and ingredient headings ("Per al farcit:") left out', async () => {
    const draft = await importDraft('/pages/how-to-sections.html');
    expect(draft.steps).toEqual([
      'Sofregiu les cebes a foc lent durant 30 minuts.',
      'Afegiu-hi la carn picada i coeu-ho 10 minuts més.',
      'Fongueu la mantega, afegiu-hi la farina i torreu-la un minut.',
      'Aboqueu-hi la llet calenta a poc a poc sense deixar de remenar.',
      'Enrotlleu els canelons, cobriu-los de beixamel i gratineu-los 15 minuts.',
    ]);
    expect(draft.ingredients.map((i) => i.name)).toEqual([
      "carn d'olla",
      'cebes',
      "oli d'oliva",
      'llet',
      'mantega',
      'farina',
      'plaques de caneló',
    ]);
    expect(draft).toMatchObject({
      servings: 24,
      prep_time: 60,
      cook_time: 150,
      category_id: ids.category.Pasta,
    });
  });

  it('microdata only: itemprop, content and datetime, nested HowToStep, a relative picture', async () => {
    const draft = await importDraft('/pages/microdata-only.html');
    expect(draft).toMatchObject({
      title: 'Escalivada al forn',
      description: 'Albergínies, pebrots i cebes escalivats al forn, amb oli i sal.',
      servings: 4,
      prep_time: 10,
      cook_time: 60,
      category_id: ids.category.Entrants,
      cuisine_id: ids.cuisine.Catalunya,
      nutrition: { calories: 160, fats: 11 },
      source: { url: site.url('/pages/microdata-only.html'), site: 'La Cuina del Pep' },
    });
    expect(draft.steps).toEqual([
      'Renteu les verdures i poseu-les senceres en una safata de forn.',
      'Enforneu-les a 200 °C durant una hora, girant-les a mitja cocció.',
      'Pelleu-les, feu-les a tires i amaniu-les amb oli i sal.',
    ]);
    expect(draft.ingredients).toHaveLength(5);
    expect(draft.image).toMatch(/^\/media\//);
    expect(site.requests).toContain('/images/escalivada.jpg');
  });

  it('RDFa only: vocab, typeof and property; the host names the site', async () => {
    const draft = await importDraft('/pages/rdfa-only.html');
    expect(draft).toMatchObject({
      title: 'Pa amb tomàquet',
      servings: 2,
      prep_time: 5,
      category_id: ids.category.Esmorzars,
      cuisine_id: ids.cuisine.Catalunya,
      source: { url: site.url('/pages/rdfa-only.html'), site: '127.0.0.1' },
    });
    expect(draft.steps).toEqual([
      'Torreu el pa.',
      'Fregueu-hi el tomàquet partit per la meitat.',
      "Amaniu-lo amb un raig d'oli i una mica de sal.",
    ]);
    expect(draft.ingredients[0]).toEqual({ quantity: '4', unit: 'unitats', name: 'llesques de pa de pagès' });
    expect(site.requests).toContain('/images/pa-amb-tomaquet.jpg');
  });

  it('two recipes on one page (one written twice): the first, and a warning naming it', async () => {
    const draft = await importDraft('/pages/two-recipes.html');
    expect(draft.title).toBe('Fideuà de Gandia');
    expect(draft.steps).toHaveLength(3);
    expect(draft.warnings[0]).toBe(
      fill(trImport.warnings.severalRecipes, { n: 2, title: 'Fideuà de Gandia' }),
    );
  });

  it('HTML entities and tags inside JSON-LD, a CDATA wrapper, a raw line break in a string', async () => {
    const draft = await importDraft('/pages/html-entities.html');
    expect(draft).toMatchObject({
      title: 'Pollastre amb samfaina & prunes',
      description: 'El pollastre de l’àvia, amb samfaina "de les de veritat".',
      category_id: ids.category.Carns,
      source: { site: 'Cuina & Vins' },
    });
    expect(draft.steps).toEqual([
      'Rosseu el pollastre en una cassola de fang.',
      'Reserveu-lo.',
      'Feu la samfaina amb les verdures tallades a daus i deixeu-la confitar 30 minuts.',
      'Ajunteu-ho tot amb les prunes i coeu-ho 20 minuts més.',
    ]);
    expect(draft.ingredients[0]!.name).toBe('pollastre de pagès tallat a octaus');
  });

  it('Catalan: mainEntity of a WebPage in the third of several scripts, numbered steps, decimal commas', async () => {
    const draft = await importDraft('/pages/catalan-main-entity.html');
    expect(draft).toMatchObject({
      title: 'Arròs negre',
      servings: 4,
      prep_time: 20,
      cook_time: 35,
      category_id: ids.category.Arrossos,
      cuisine_id: ids.cuisine.Catalunya,
      nutrition: { calories: 480, protein: 28.5, carbs: 68, fats: 9.5 },
      source: { url: site.url('/pages/catalan-main-entity.html'), site: 'Receptes del Delta' },
    });
    expect(draft.steps[0]).toBe('Sofregiu la ceba i la sípia a daus en una paella amb oli.');
    expect(draft.ingredients.slice(0, 2)).toEqual([
      { quantity: '320', unit: 'g', name: 'arròs bomba' },
      { quantity: '500', unit: 'g', name: 'sípia neta' },
    ]);
  });

  it('Spanish, served as ISO-8859-1: accents kept, a root-relative picture, the rest of totalTime', async () => {
    const draft = await importDraft('/pages/spanish-latin1.latin1.html');
    expect(draft).toMatchObject({
      title: 'Gazpacho andaluz',
      description: 'Sopa fría de tomate, pepino y pimiento, típica del verano en Andalucía.',
      servings: 6,
      prep_time: 15,
      cook_time: 120,
      category_id: ids.category['Sopes i cremes'],
      cuisine_id: ids.cuisine.Espanya,
    });
    expect(draft.steps[2]).toBe('Déjalo enfriar en la nevera al menos dos horas.');
    expect(draft.ingredients[0]).toEqual({ quantity: '1', unit: 'kg', name: 'tomates maduros' });
    expect(site.requests).toContain('/images/gazpacho.jpg');
    expect(draft.image).toMatch(/^\/media\//);
  });

  it('a relative ImageObject under <base href>; another site’s canonical is not believed', async () => {
    const draft = await importDraft('/pages/image-shapes.html');
    expect(site.requests).toContain('/images/bunyols.jpg');
    expect(draft.image).toMatch(/^\/media\//);
    expect(draft.source).toEqual({
      url: site.url('/pages/image-shapes.html?utm_source=newsletter'),
      site: '127.0.0.1',
    });
    expect(draft.steps).toHaveLength(3);
    expect(draft.servings).toBe(30);
  });

  it('a malformed JSON-LD script beside microdata: the microdata recipe, one step per sentence', async () => {
    const draft = await importDraft('/pages/malformed-with-microdata.html');
    expect(draft.title).toBe('Suquet de peix');
    expect(draft.steps).toEqual([
      'Feu un sofregit amb all i julivert.',
      'Afegiu-hi les patates i el fumet.',
      'Quan les patates siguin gairebé cuites, afegiu-hi el peix.',
    ]);
    expect(draft).toMatchObject({ servings: 4, prep_time: 0, cook_time: 45, image: null });
    expect(draft.warnings).toContain(trImport.warnings.noImage);
  });

  it('a JSON-LD document served as application/ld+json', async () => {
    const draft = await importDraft('/pages/recipe.jsonld');
    expect(draft).toMatchObject({ title: 'Panellets de pinyons', servings: 20, image: null });
    expect(draft.ingredients[0]).toEqual({ quantity: '250', unit: 'g', name: 'ametlla mòlta' });
  });

  it('names itself to the site', async () => {
    await importDraft('/pages/recipe.jsonld');
    expect(site.lastUserAgent).toBe('Receptari/1.0 (+recipe import)');
  });
});

describe('POST /api/import/url: the picture', () => {
  const refused = (reason: string) => fill(trImport.warnings.imageRefused, { reason });

  it('a picture the food check refuses: a warning, no image, nothing stored', async () => {
    const { res, user } = await importAs(app, site.url('/pages/picture-not-food.html'));
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<ImportedDraft>();
    expect(draft.image).toBeNull();
    expect(draft.title).toBe('Truita de patates');
    expect(draft.warnings).toHaveLength(1);
    expect(draft.warnings[0]).toMatch(
      /^La foto de la pàgina no s’ha pogut fer servir \(la imatge no és vàlida: /u,
    );
    expect(await uploadsOf(app, user.user.id)).toBe(0);
  });

  it.each([
    ['picture-missing.html', trImport.url.imageUnreachable],
    ['picture-not-a-picture.html', trImport.url.imageNotPicture],
    // Even with IMPORT_ALLOW_PRIVATE=1: link-local is never fetched, not even as a picture.
    ['picture-metadata.html', trImport.url.imageUnreachable],
  ])('%s: a warning and no image, never a failed import', async (page, reason) => {
    const { res, user } = await importAs(app, site.url(`/pages/${page}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportedDraft>()).toMatchObject({ image: null, warnings: [refused(reason)] });
    expect(await uploadsOf(app, user.user.id)).toBe(0);
  });

  it('a picture labelled application/octet-stream is taken by its magic bytes, as the caller’s upload', async () => {
    const { res, user } = await importAs(app, site.url('/pages/picture-octet-stream.html'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportedDraft>().image).toMatch(/^\/media\//);
    expect(await uploadsOf(app, user.user.id)).toBe(1);
  });
});

describe('POST /api/import/url: redirects', () => {
  it('follows a chain of five, and credits the page it ended on', async () => {
    const draft = await importDraft('/redirect/5');
    expect(draft.title).toBe('Chicken & chorizo jambalaya');
    const hops = await importDraft(`/redirect-to?location=${encodeURIComponent('/pages/nyt-cooking.html')}`);
    expect(hops.source?.url).toBe(site.url('/pages/nyt-cooking.html'));
  });

  it('refuses a sixth', async () => {
    const { res } = await importAs(app, site.url('/redirect/6'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'import_too_many_redirects',
      message: trImport.url.tooManyRedirects,
    });
  });
});

describe('POST /api/import/url: refusals, each a 422 that says which, nothing stored', () => {
  const u = trImport.url;
  const cases: [name: string, url: () => string, code: string, message: () => string][] = [
    ['ftp', () => 'ftp://receptes.example.cat/crema', 'import_url_not_http', () => u.notHttp],
    ['file', () => 'file:///etc/passwd', 'import_url_not_http', () => u.notHttp],
    ['javascript', () => 'javascript:alert(1)', 'import_url_not_http', () => u.notHttp],
    ['no scheme', () => 'receptes.example.cat/crema', 'import_url_not_http', () => u.notHttp],
    [
      'a redirect to file:',
      () => site.url(`/redirect-to?location=${encodeURIComponent('file:///etc/passwd')}`),
      'import_url_not_http',
      () => u.notHttp,
    ],
    [
      'unreachable',
      () => 'http://127.0.0.1:1/recepta',
      'import_unreachable',
      () => fill(u.unreachable, { host: '127.0.0.1:1' }),
    ],
    ['huge, announced', () => site.url('/huge'), 'import_page_too_large', () => fill(u.tooLarge, { max: 5 })],
    [
      'huge, chunked',
      () => site.url('/huge-chunked'),
      'import_page_too_large',
      () => fill(u.tooLarge, { max: 5 }),
    ],
    ['404', () => site.url('/status/404'), 'import_page_missing', () => fill(u.pageMissing, { status: 404 })],
    ['500', () => site.url('/status/500'), 'import_page_failed', () => fill(u.pageFailed, { status: 500 })],
    ['503', () => site.url('/status/503'), 'import_page_failed', () => fill(u.pageFailed, { status: 503 })],
    [
      'a PDF',
      () => site.url('/pdf'),
      'import_not_a_page',
      () => fill(u.notAPage, { type: 'application/pdf' }),
    ],
    ['no recipe', () => site.url('/pages/no-recipe.html'), 'import_no_recipe', () => u.noRecipe],
    [
      'malformed JSON-LD only',
      () => site.url('/pages/malformed-only.html'),
      'import_malformed_recipe',
      () => u.malformedRecipe,
    ],
  ];

  it.each(cases)('%s', async (_name, url, code, message) => {
    const { res, user } = await importAs(app, url());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code, message: message() });
    expect(await uploadsOf(app, user.user.id)).toBe(0);
  });

  it('a page that never answers: the 10 s deadline', { timeout: 20_000 }, async () => {
    const started = Date.now();
    const { res } = await importAs(app, site.url('/slow'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'import_timeout', message: u.timeout });
    expect(Date.now() - started).toBeLessThan(13_000);
  });

  it('no address, or one too long: the schema’s own sentences', async () => {
    const user = await newUser(app);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/import/url',
      headers: user.auth,
      payload: { url: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(trImport.errors.urlRequired);
    const long = await app.inject({
      method: 'POST',
      url: '/api/import/url',
      headers: user.auth,
      payload: { url: `https://receptes.example.cat/${'a'.repeat(2000)}` },
    });
    expect(long.statusCode).toBe(422);
  });

  it('signed-in callers only, and 20 a minute each', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/import/url',
      payload: { url: 'https://a.cat/' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await newUser(app);
    const call = () =>
      app.inject({
        method: 'POST',
        url: '/api/import/url',
        headers: user.auth,
        payload: { url: 'ftp://a.cat/' },
      });
    for (let i = 0; i < 20; i++) expect((await call()).statusCode).toBe(422);
    expect((await call()).statusCode).toBe(429);
  });
});

describe('POST /api/import/url: the address guard', () => {
  let guarded: TestApp;
  let narrow: TestApp;
  const port = () => new URL(site.origin).port;

  beforeAll(async () => {
    // IMPORT_ALLOW_PRIVATE unset: the production guard.
    guarded = await buildTestApp();
    // Only the test site's own address is let through: every other private address stays refused.
    narrow = await buildTestApp({ IMPORT_ALLOW_PRIVATE: '127.0.0.1' });
  });
  afterAll(async () => {
    await guarded?.dispose();
    await narrow?.dispose();
  });

  const privateTargets = () => [
    `http://127.0.0.1:${port()}/pages/bbc-good-food.html`,
    `http://localhost:${port()}/pages/bbc-good-food.html`,
    'http://10.0.0.1/recepta',
    'http://172.16.5.4/recepta',
    'http://192.168.1.1/recepta',
    'http://100.64.0.1/recepta',
    'http://169.254.169.254/latest/meta-data/',
    'http://0.0.0.0/recepta',
    'http://224.0.0.1/recepta',
    'http://240.0.0.1/recepta',
    `http://2130706433:${port()}/pages/bbc-good-food.html`,
    `http://0x7f.1:${port()}/pages/bbc-good-food.html`,
    `http://[::1]:${port()}/pages/bbc-good-food.html`,
    'http://[fc00::1]/recepta',
    'http://[fe80::1]/recepta',
    'http://[::ffff:10.0.0.1]/recepta',
    `http://[::ffff:127.0.0.1]:${port()}/pages/bbc-good-food.html`,
    'http://[64:ff9b::a00:1]/recepta',
  ];

  it('refuses every private, loopback, link-local, multicast and reserved address, before connecting', async () => {
    const before = site.requests.length;
    for (const url of privateTargets()) {
      const { res, user } = await importAs(guarded, url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({
        code: 'import_url_private',
        message: trImport.url.privateNetwork,
      });
      expect(await uploadsOf(guarded, user.user.id)).toBe(0);
    }
    expect(site.requests.length).toBe(before);
  });

  it('checks every redirect again: into each class, the first hop allowed', async () => {
    const targets = [
      'http://10.0.0.1/recepta',
      'http://172.16.5.4/recepta',
      'http://192.168.1.1/recepta',
      'http://100.64.0.1/recepta',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/recepta',
      'http://224.0.0.1/recepta',
      `http://127.0.0.2:${port()}/pages/bbc-good-food.html`,
      `http://[::1]:${port()}/pages/bbc-good-food.html`,
      'http://[fc00::1]/recepta',
      'http://[fe80::1]/recepta',
      'http://[::ffff:10.0.0.1]/recepta',
    ];
    for (const target of targets) {
      const url = site.url(`/redirect-to?location=${encodeURIComponent(target)}`);
      const { res } = await importAs(narrow, url);
      expect(res.statusCode, target).toBe(422);
      expect(res.json(), target).toMatchObject({ code: 'import_url_private' });
    }
    // The allowed address itself still reads: the refusals above were the redirects'.
    const ok = await importAs(narrow, site.url('/pages/recipe.jsonld'));
    expect(ok.res.statusCode, ok.res.body).toBe(200);
  });

  it('IMPORT_ALLOW_PRIVATE=1 still refuses the metadata address, directly and through a redirect', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      site.url(`/redirect-to?location=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`),
    ]) {
      const { res } = await importAs(app, url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({ code: 'import_url_private' });
    }
  });
});
