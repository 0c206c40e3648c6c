import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { gzipOf, uploadExport, zipOf } from '../helpers/export-files.ts';

// The limits made small, so the refusals are tested without uploading half a gigabyte: the same
// constants feed the limits and their messages (docs/product.md#from-another-app).
vi.mock('@receptari/shared/import/import.rules', async (original) => ({
  ...(await original<typeof import('@receptari/shared/import/import.rules')>()),
  IMPORT_FILE_MAX_BYTES: 1024 * 1024,
  IMPORT_UNPACKED_MAX_BYTES: 3 * 1024 * 1024,
  IMPORT_UNPACK_RATIO_MAX: 100_000,
}));

let app: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  ({ auth } = await registerUser(app));
});
afterAll(() => app.dispose());

describe('POST /api/import/file: the size limits', () => {
  it('refuses a file over IMPORT_FILE_MAX_BYTES with a 413 naming the limit', async () => {
    const res = await uploadExport(app, auth, Buffer.alloc(1024 * 1024 + 1, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'file_too_large',
      message: 'El fitxer passa del màxim de 1 MB.',
    });
  });

  it('refuses a file that unpacks to more than IMPORT_UNPACKED_MAX_BYTES in all', async () => {
    const recipe = gzipOf({ uid: 'A', name: 'Truita', ingredients: 'ous', directions: 'Bateu.' });
    const files = Object.fromEntries(
      ['a', 'b', 'c', 'd'].map((n) => [`${n}.paprikarecipe`, new Uint8Array(1024 * 1024)]),
    );
    const res = await uploadExport(app, auth, zipOf({ 'ok.paprikarecipe': recipe, ...files }, 9));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'unpacked_too_large',
      message: 'El fitxer es descomprimeix en massa dades (màxim 3 MB en total): no s’ha importat res.',
    });
  });
});
