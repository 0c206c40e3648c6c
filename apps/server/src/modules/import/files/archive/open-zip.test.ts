import { Readable } from 'node:stream';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import { openZip } from './open-zip.ts';
import { readLimited } from './read-limited.ts';
import { UNPACK_LIMITS, UnpackBudget } from './unpack-budget.ts';

const MB = 1024 * 1024;
const zip = (files: Record<string, Uint8Array | string>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(Object.entries(files).map(([n, d]) => [n, typeof d === 'string' ? strToU8(d) : d])),
    ),
  );
const open = (buffer: Buffer, budget = new UnpackBudget()) =>
  openZip({ buffer, prefix: 'export.zip' }, budget);

/** The refusal a promise ends with: its status, code and message. */
async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const { statusCode, code, message } = err as AppError;
  return { statusCode, code, message };
}

/**
 * Rewrites the unpacked size a zip declares for its first entry (local header and central
 * directory), leaving its data as it is: a file that lies about its size.
 */
function declareUnpacked(bytes: Buffer, size: number) {
  const lying = Buffer.from(bytes);
  lying.writeUInt32LE(size, 22);
  const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  lying.writeUInt32LE(size, central + 24);
  return lying;
}

describe('openZip', () => {
  it('lists the files (folders and Finder litter left out) and reads each one', async () => {
    const archive = await open(
      zip({ 'recipes/a.json': '{"a":1}', 'recipes/': new Uint8Array(), '__MACOSX/._a.json': 'x' }),
    );
    expect(archive.names).toEqual(['recipes/a.json']);
    expect(archive.sizeOf('recipes/a.json')).toBe(7);
    expect((await archive.read('recipes/a.json')).toString()).toBe('{"a":1}');
    archive.close();
  });

  it.each([['../evil.json'], ['recipes/../../evil.json'], ['/etc/passwd'], ['C:/evil.json']])(
    'refuses the whole zip for an entry named %s',
    async (name) => {
      expect(await refusal(open(zip({ 'ok.json': '{}', [name]: '{}' })))).toMatchObject({
        statusCode: 422,
        code: 'unsafe_archive',
        message: expect.stringContaining('camí no permès'),
      });
    },
  );

  it('treats backslashes as folders, so ..\\ is refused too', async () => {
    expect(await refusal(open(zip({ '..\\evil.json': '{}' })))).toMatchObject({ code: 'unsafe_archive' });
  });

  it('refuses what is not a zip, or a zip cut short', async () => {
    const whole = zip({ 'a.json': '{}'.repeat(100) });
    for (const bytes of [
      Buffer.from('PK\u0003\u0004 not really a zip'),
      whole.subarray(0, whole.length - 10),
    ]) {
      expect(await refusal(open(bytes))).toMatchObject({ statusCode: 422, code: 'corrupt_import_file' });
    }
  });

  it('refuses an entry that declares more than the ratio allows, before inflating it', async () => {
    const bomb = zip({ 'big.json': new Uint8Array(5 * MB) });
    expect(await refusal(open(bomb))).toMatchObject({
      statusCode: 413,
      code: 'unpacked_too_large',
      message: expect.stringContaining('bomba zip'),
    });
  });

  it('counts the real bytes: an entry that lies about its size is stopped while inflating', async () => {
    const archive = await open(declareUnpacked(zip({ 'big.json': new Uint8Array(5 * MB) }), 1000));
    expect(await refusal(archive.read('big.json'))).toMatchObject({ code: 'unpacked_too_large' });
  });

  it('refuses a file whose entries unpack to more than the total, declared or real', async () => {
    const limits = { ...UNPACK_LIMITS, totalMax: 3000, ratioFloor: 1_000_000 };
    const files = { 'a.json': 'a'.repeat(2000), 'b.json': 'b'.repeat(2000) };
    expect(await refusal(open(zip(files), new UnpackBudget(limits)))).toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('massa dades'),
    });
    // Each entry declared small: the count of what really came out stops the second.
    const budget = new UnpackBudget(limits);
    const archive = await open(zip({ 'a.json': 'a'.repeat(2000) }), budget);
    await archive.read('a.json');
    const other = await open(zip({ 'b.json': 'b'.repeat(2000) }), budget);
    expect(await refusal(other.read('b.json'))).toMatchObject({ code: 'unpacked_too_large' });
  });

  it('refuses a zip with more files than an export holds', async () => {
    const limits = { ...UNPACK_LIMITS, entriesMax: 3 };
    const files = Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [`${n}.json`, '{}']));
    expect(await refusal(open(zip(files), new UnpackBudget(limits)))).toMatchObject({
      message: 'El fitxer porta massa fitxers a dins (màxim 3).',
    });
  });

  it('refuses to read an entry larger than one entry may be in memory', async () => {
    const limits = { ...UNPACK_LIMITS, entryMax: 100 };
    const archive = await open(zip({ 'a.json': 'x'.repeat(500) }), new UnpackBudget(limits));
    expect(await refusal(archive.read('a.json'))).toMatchObject({ statusCode: 413 });
  });
});

describe('readLimited', () => {
  it('names a stream that fails as a corrupt entry', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('invalid stored block lengths'));
      },
    });
    expect(
      await refusal(readLimited(failing, { name: 'a.json', packed: 10 }, new UnpackBudget())),
    ).toMatchObject({ code: 'corrupt_import_file', message: expect.stringContaining('a.json') });
  });
});
