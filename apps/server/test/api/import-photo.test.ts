import { spawnSync } from 'node:child_process';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { IMPORT_PHOTO_MAX_BYTES } from '@receptari/shared/import/import.rules';
import { type ImportedDraft, importedDraftSchema } from '@receptari/shared/import/import.schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_CARDS, type RecipeCard } from '../fixtures/recipe-cards.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type CardFont, renderCardPhoto, requireCardFonts } from '../helpers/render-recipe-card.ts';
import { multipartBody } from '../helpers/upload-media.ts';

/**
 * POST /api/import/photo (docs/product.md#from-a-photo) through Debian's tesseract: recipe cards are
 * drawn (printed, and in handwritten block capitals), photographed by nobody, and read back. The
 * figures of every card in every hand: bench/README.md (`npm run bench:import-photo`).
 */

const OCR_TEST_TIMEOUT_MS = 90_000;
const tesseract = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
const missing = tesseract.error || !['cat', 'spa', 'eng'].every((l) => tesseract.stdout.includes(l));
if (missing) {
  throw new Error(
    'tesseract with Catalan, Spanish and English is needed: apt-get install tesseract-ocr tesseract-ocr-cat tesseract-ocr-spa tesseract-ocr-eng (npm test installs it as root)',
  );
}

requireCardFonts(['printed', 'capitals']);

/** Lower case, accents, apostrophes and hyphens evened out: how a cook would compare. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’-]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

async function postPhoto(
  app: TestApp,
  headers: Record<string, string>,
  bytes: Uint8Array,
  name = 'fitxa.jpg',
) {
  const body = await multipartBody(bytes, name, 'image/jpeg');
  return app.inject({
    method: 'POST',
    url: '/api/import/photo',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A photo of blank paper. */
const flatPhoto = (width = 1200, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#efe6d2' } })
    .jpeg()
    .toBuffer();

/** The ingredient names the draft gave back, of those the card lists. */
const namesFound = (card: RecipeCard, draft: ImportedDraft) =>
  card.names.filter((name) => draft.ingredients.some((row) => fold(row.name).includes(fold(name))));

describe('POST /api/import/photo', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ auth } = await registerUser(app));
  });
  afterAll(() => app.dispose());

  it('needs a signed-in user: 401 before any byte is read', async () => {
    const res = await postPhoto(app, {}, await flatPhoto());
    expect(res.statusCode).toBe(401);
  });

  // Three languages in each hand: printed cards, and cards in handwritten block capitals.
  const cases = RECIPE_CARDS.map((card, i) => ({
    font: (i < 3 ? 'printed' : 'capitals') as CardFont,
    card,
    id: card.id,
  }));
  it.each(cases)(
    'reads a $font card ($id): its title, its ingredients and its steps',
    async ({ font, card }) => {
      const angle = card.language === 'es' ? -2 : 1.5;
      const res = await postPhoto(
        app,
        auth,
        await renderCardPhoto(card, font, { angle, seed: card.id.length }),
      );
      expect(res.statusCode).toBe(200);
      const draft = importedDraftSchema.parse(res.json());
      const found = namesFound(card, draft);
      console.log(
        `${font} ${card.id}: title ${fold(draft.title) === fold(card.title) ? 'ok' : `«${draft.title}»`}, ` +
          `ingredients ${found.length}/${card.names.length}, steps ${draft.steps.length}/${card.steps.length}`,
      );
      expect(fold(draft.title)).toBe(fold(card.title));
      expect(found.length).toBeGreaterThanOrEqual(Math.ceil(card.names.length * 0.8));
      expect(draft.steps).toHaveLength(card.steps.length);
      expect(draft).toMatchObject({ image: null, category_id: null, cuisine_id: null, source: null });
      expect(draft.explanation).toContain(draft.steps[0]!.slice(0, 20));
      expect(draft.warnings.slice(0, 2)).toEqual([trImport.photo.readFromPhoto, trImport.photo.noDishPhoto]);
    },
    OCR_TEST_TIMEOUT_MS,
  );

  it(
    'answers 422 for a photo with no text on it',
    async () => {
      const res = await postPhoto(app, auth, await flatPhoto());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'no_text_in_photo', message: trImport.photo.noText });
    },
    OCR_TEST_TIMEOUT_MS,
  );

  it('refuses what is not a photo by its bytes (415), naming HEIC apart, and a broken image (422)', async () => {
    const text = await postPhoto(
      app,
      auth,
      Buffer.from('Escalivada: 2 albergínies, 3 pebrots.'),
      'fitxa.jpg',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: trImport.photo.unsupportedType,
    });
    // The start of an iPhone photo: an ISO box "ftyp" of brand heic.
    const heic = Buffer.concat([
      Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'),
      Buffer.alloc(64),
    ]);
    const refused = await postPhoto(app, auth, heic, 'IMG_0001.HEIC');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(trImport.photo.heic);
    const broken = await postPhoto(app, auth, (await flatPhoto(64, 64)).subarray(0, 200));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toEqual({ file: [trImport.photo.unreadable] });
  });

  it('refuses a photo over the limit with 413, and a form without the file with 400', async () => {
    const large = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(IMPORT_PHOTO_MAX_BYTES),
    ]);
    const res = await postPhoto(app, auth, large);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'file_too_large',
      message: 'La foto és massa gran: el màxim és de 15 MB.',
    });
    const body = await multipartBody(undefined, '', '');
    const none = await app.inject({
      method: 'POST',
      url: '/api/import/photo',
      headers: { ...auth, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(tr.media.missingFile);
  });

  it('limits each user to 20 photos in 10 minutes (429), others going on', async () => {
    const busy = await registerUser(app);
    const notAPhoto = Buffer.from('no és una foto');
    for (let i = 0; i < 20; i += 1) expect((await postPhoto(app, busy.auth, notAPhoto)).statusCode).toBe(415);
    expect((await postPhoto(app, busy.auth, notAPhoto)).statusCode).toBe(429);
    expect((await postPhoto(app, auth, notAPhoto)).statusCode).toBe(415);
  });
});

describe('POST /api/import/photo without tesseract', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ TESSERACT_BIN: '/nonexistent/tesseract' });
    ({ auth } = await registerUser(app));
  });
  afterAll(() => app.dispose());

  it('answers 503 with a Catalan message naming the packages to install', async () => {
    const res = await postPhoto(app, auth, await flatPhoto());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'ocr_unavailable', message: trImport.photo.ocrMissing });
    expect(res.json().message).toContain('tesseract-ocr-cat');
  });
});
