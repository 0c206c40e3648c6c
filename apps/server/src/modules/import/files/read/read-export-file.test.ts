import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, strToU8, zipSync, type Zippable } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import type { FoundRecipe } from '../formats/found-recipe.ts';
import { readExportFile } from './read-export-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'receptari-read-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const json = (value: unknown) => strToU8(JSON.stringify(value));
const zip = (files: Zippable) => zipSync(files);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

async function read(bytes: Uint8Array | string): Promise<FoundRecipe[]> {
  const path = join(dir, `file${n++}`);
  writeFileSync(path, bytes);
  const found: FoundRecipe[] = [];
  for await (const recipe of readExportFile({ path, size: Buffer.byteLength(bytes) })) found.push(recipe);
  return found;
}

const refused = (bytes: Uint8Array | string) =>
  read(bytes).then(
    () => null,
    (err: unknown) => (err instanceof AppError ? { status: err.statusCode, code: err.code } : err),
  );

describe('readExportFile tells the formats apart by their contents', () => {
  it('Paprika: a zip of gzipped recipes, or one gzipped recipe alone', async () => {
    const recipe = { uid: 'U1', name: 'Truita', photo_data: jpeg.toString('base64') };
    const file = zip({ 'Truita.paprikarecipe': gzipSync(json(recipe)) });
    expect(await read(file)).toMatchObject([
      { appKey: 'paprika:U1', picture: jpeg, node: { name: 'Truita' } },
    ]);
    expect(await read(gzipSync(json(recipe)))).toMatchObject([{ appKey: 'paprika:U1' }]);
  });

  it('Mealie: recipes/<slug>/<slug>.json with its largest picture', async () => {
    const file = zip({
      'recipes/coca/coca.json': json({ id: 'M1', slug: 'coca', name: 'Coca', org_url: 'https://e.cat/c' }),
      'recipes/coca/images/min-original.webp': new Uint8Array([1]),
      'recipes/coca/images/original.webp': new Uint8Array(jpeg),
    });
    expect(await read(file)).toMatchObject([
      { appKey: 'mealie:M1', picture: jpeg, source: { url: 'https://e.cat/c' } },
    ]);
  });

  it('Tandoor: a zip of zips, or one recipe zip alone', async () => {
    const inner = zip({
      'recipe.json': json({ name: 'Fideuà', steps: [] }),
      'image.jpg': new Uint8Array(jpeg),
    });
    expect(await read(zip({ 'Fideua.zip': inner, 'Altre.zip': inner }))).toHaveLength(2);
    expect(await read(inner)).toMatchObject([{ appKey: null, picture: jpeg, node: { name: 'Fideuà' } }]);
  });

  it('Receptari: the manifest, each recipe, its picture inside the zip', async () => {
    const file = zip({
      'receptari.json': json({ format: 'receptari-export', version: 1 }),
      'recipes/7.json': json({
        '@type': 'Recipe',
        identifier: 'receptari:7',
        name: 'Coca',
        image: 'images/7.webp',
      }),
      'images/7.webp': new Uint8Array(jpeg),
    });
    expect(await read(file)).toMatchObject([{ appKey: 'receptari:7', picture: jpeg }]);
    const later = zip({ 'receptari.json': json({ format: 'receptari-export', version: 2 }) });
    expect(await refused(later)).toEqual({ status: 415, code: 'unknown_import_format' });
  });

  it('JSON-LD: an object, an array or a @graph, byte-order mark and all', async () => {
    expect(await read(`\uFEFF ${JSON.stringify({ '@type': 'Recipe', name: 'A' })}`)).toHaveLength(1);
    expect(
      await read(
        JSON.stringify([
          { '@type': 'Recipe', name: 'A' },
          { '@type': 'Recipe', name: 'B' },
        ]),
      ),
    ).toHaveLength(2);
    expect(await read(JSON.stringify({ '@graph': [{ '@type': 'Recipe', name: 'C' }] }))).toHaveLength(1);
  });

  it('refuses what none of these is', async () => {
    const unknown = { status: 415, code: 'unknown_import_format' };
    expect(await refused('just some text')).toEqual(unknown);
    expect(await refused(JSON.stringify({ hello: 'world' }))).toEqual(unknown);
    expect(await refused(zip({ 'notes.txt': strToU8('hola') }))).toEqual(unknown);
    expect(await refused(gzipSync(strToU8('not a recipe')))).toEqual(unknown);
    expect(await refused(zip({ 'other.zip': zip({ 'a.txt': strToU8('x') }) }))).toEqual(unknown);
  });

  it('refuses broken JSON, and a recipe entry that is not gzip or JSON', async () => {
    expect(await refused('{"@type": "Recipe", ')).toEqual({ status: 422, code: 'corrupt_import_file' });
    const broken = zip({ 'a.paprikarecipe': new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5]) });
    expect(await refused(broken)).toEqual({ status: 422, code: 'corrupt_import_file' });
  });
});
