import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploads } from '../../src/db/schema/index.ts';
import { findOwnedUploads } from '../../src/modules/media/media.repo.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { multipartBody, sampleVideo } from '../helpers/upload-media.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

let app: TestApp;
let user: User;
beforeAll(async () => {
  app = await buildTestApp();
  user = await registerUser(app);
});
afterAll(() => app.dispose());

async function upload(
  file: Uint8Array | undefined,
  opts: { name?: string; type?: string; field?: string; as?: User | null } = {},
) {
  const body = await multipartBody(file, opts.name ?? 'photo.jpg', opts.type ?? 'image/jpeg', opts.field);
  const auth = opts.as === null ? {} : (opts.as ?? user).auth;
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...auth, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const mediaDir = () => join(app.config.dataDir, 'media');
const fileOf = (url: string) => join(mediaDir(), url.replace(/^\/media\//, ''));
const storedFiles = () =>
  readdirSync(mediaDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
const uploadRows = async () => (await app.db.select({ n: count() }).from(mediaUploads))[0]?.n ?? 0;

/** Runs a refused upload and checks it left no file and no row behind. */
async function expectRefused(status: number, send: () => ReturnType<typeof upload>) {
  const [files, rows] = [storedFiles(), await uploadRows()];
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(typeof res.json().message).toBe('string');
  expect(storedFiles()).toBe(files);
  expect(await uploadRows()).toBe(rows);
  return res.json() as { message: string; code: string };
}

/** A photo with some texture (so JPEG has real data to truncate). */
const photo = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** A valid PNG whose header claims `width`×`height`: the CRC is fixed so only the size lies. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function expectServed(url: string) {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('max-age=31536000');
  expect(res.headers['cache-control']).toContain('immutable');
  return res.rawPayload;
}

describe('POST /api/media: images', () => {
  it('stores an upright, metadata-free WebP with its variants in WebP and AVIF', async () => {
    // 800×600 stored sideways with EXIF orientation 6: upright it is 600×800.
    const jpeg = await photo(800, 600)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret camera' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const res = await upload(jpeg, { name: '../../etc/passwd.jpg' });
    expect(res.statusCode, res.body).toBe(201);
    const { secure_url, kind } = res.json();
    expect(kind).toBe('image');
    // A random key under a month folder, nothing from the client's name.
    expect(secure_url).toMatch(/^\/media\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/);

    const sizes = {
      '': [600, 800],
      '-card': [480, 640],
      '-phone': [600, 800],
      '-detail': [600, 800],
    } as const;
    for (const [suffix, [width, height]] of Object.entries(sizes)) {
      for (const format of suffix ? (['webp', 'avif'] as const) : (['webp'] as const)) {
        const url = secure_url.replace(/\.webp$/, `${suffix}.${format}`);
        const served = await expectServed(url);
        expect(served.equals(readFileSync(fileOf(url)))).toBe(true);
        const meta = await sharp(served).metadata();
        // sharp names AVIF's container 'heif'.
        expect(meta).toMatchObject({ format: format === 'avif' ? 'heif' : 'webp', width, height });
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
  });

  it('caps a wide PNG at 2000 px and makes its variants from it', async () => {
    const png = await photo(2400, 1200).png({ compressionLevel: 1 }).toBuffer();
    const res = await upload(png, { name: 'wide.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const url: string = res.json().secure_url;
    const dims = async (u: string) => {
      const m = await sharp(await expectServed(u)).metadata();
      return [m.width, m.height];
    };
    expect(await dims(url)).toEqual([2000, 1000]);
    expect(await dims(url.replace(/\.webp$/, '-card.webp'))).toEqual([480, 240]);
    expect(await dims(url.replace(/\.webp$/, '-phone.avif'))).toEqual([720, 360]);
    expect(await dims(url.replace(/\.webp$/, '-detail.webp'))).toEqual([1200, 600]);
  });

  it('accepts WebP and AVIF, whatever name and type the client gave', async () => {
    for (const format of ['webp', 'avif'] as const) {
      const data = await photo(64, 48).toFormat(format).toBuffer();
      const res = await upload(data, { name: 'x.gif', type: 'application/octet-stream' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().secure_url).toMatch(/\.webp$/);
    }
  });

  it('reads 16-bit PNGs, greyscale with alpha and CMYK JPEGs', async () => {
    const inputs = [
      await photo(64, 48).toColourspace('rgb16').png().toBuffer(),
      await photo(64, 48).greyscale().ensureAlpha(0.5).png().toBuffer(),
      await photo(64, 48).toColourspace('cmyk').jpeg().toBuffer(),
    ];
    for (const input of inputs) {
      const res = await upload(input);
      expect(res.statusCode, res.body).toBe(201);
      const meta = await sharp(readFileSync(fileOf(res.json().secure_url))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    }
  });
});

describe('POST /api/media: videos', () => {
  const unplayable = 'No s’ha pogut llegir el vídeo: ha de ser un MP4 o WebM sencer, amb imatge.';

  it('stores whole MP4 and WebM files as sent, a recorder’s WebM without a duration too', async () => {
    const as = await registerUser(app);
    for (const [ext, name] of [
      ['mp4', 'clip.mp4'],
      ['webm', 'clip.webm'],
      ['webm', 'recorded.webm'],
    ] as const) {
      const data = sampleVideo(name);
      const res = await upload(data, { as, name: 'clip.mov', type: 'video/quicktime' });
      expect(res.statusCode, res.body).toBe(201);
      const { secure_url, kind } = res.json();
      expect(kind).toBe('video');
      expect(secure_url).toMatch(new RegExp(`^/media/uploads/\\d{4}-\\d{2}/[0-9a-f]{32}\\.${ext}$`));
      expect((await expectServed(secure_url)).equals(data)).toBe(true);
    }
  });

  it.each(['clip.mp4', 'clip.webm', 'recorded.webm'] as const)(
    'refuses %s cut short, or its real header followed by other bytes, with 422',
    async (name) => {
      const whole = sampleVideo(name);
      const as = await registerUser(app); // its own upload limit: the other tests keep theirs
      // Bytes that are the same in every run: a failure here always fails again.
      const noise = Buffer.from(Array.from({ length: whole.length }, (_, i) => (i * 151 + 7) & 255));
      for (const bad of [
        whole.subarray(0, Math.floor(whole.length * 0.6)),
        Buffer.concat([whole.subarray(0, 700), noise.subarray(700)]),
        Buffer.concat([whole.subarray(0, 200), noise.subarray(200)]),
      ]) {
        const res = await expectRefused(422, () => upload(bad, { as, type: 'video/webm' }));
        expect(res).toMatchObject({ code: 'unplayable_video', message: unplayable });
      }
    },
  );

  it('refuses a container of sound only, and the old header-only sample', async () => {
    const header = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      Buffer.from([0, 0, 0x08, 0x08]),
      Buffer.from('mdat'),
      randomBytes(2048),
    ]);
    const res = await expectRefused(422, () => upload(header, { name: 'clip.mp4', type: 'video/mp4' }));
    expect(res.message).toBe(unplayable);
    const sound = await expectRefused(422, () => upload(sampleVideo('sound.webm'), { type: 'video/webm' }));
    expect(sound.code).toBe('unplayable_video');
  });
});

describe('POST /api/media: refusals leave nothing behind', () => {
  it('401 without a token, before reading the body', async () => {
    const res = await expectRefused(401, () => upload(Buffer.from('x'), { as: null }));
    expect(res.message).toBeTruthy();
  });

  it('refuses a text file named photo.jpg (magic bytes decide)', async () => {
    const res = await expectRefused(415, () => upload(Buffer.from('not a photo at all\n'.repeat(50))));
    expect(res.message).toContain('JPEG, PNG, WebP o AVIF');
  });

  it('refuses a GIF, which is an image but not one we take', async () => {
    const gif = await photo(8, 8).gif().toBuffer();
    await expectRefused(415, () => upload(gif, { name: 'a.gif', type: 'image/gif' }));
  });

  it('400 for a 0-byte file, a missing file, another field or a non-multipart body', async () => {
    expect((await expectRefused(400, () => upload(new Uint8Array(0)))).message).toBe('El fitxer és buit.');
    await expectRefused(400, () => upload(undefined));
    await expectRefused(400, () => upload(Buffer.from('abc'), { field: 'image' }));
    await expectRefused(400, () =>
      app.inject({ method: 'POST', url: '/api/media', headers: user.auth, payload: { file: 'x' } }),
    );
  });

  it('422 for a truncated JPEG', async () => {
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    const res = await expectRefused(422, () => upload(jpeg.subarray(0, jpeg.length >> 1)));
    expect(res.message).toContain('malmès');
  });

  it('413 for an image over 10 MB, naming the limit', async () => {
    const png = await photo(16, 16).png().toBuffer();
    const big = Buffer.concat([png, randomBytes(11 * 1024 * 1024)]);
    const res = await expectRefused(413, () => upload(big, { name: 'big.png', type: 'image/png' }));
    expect(res.message).toBe('La imatge és massa gran: el màxim és de 10 MB.');
  });

  it('422 for a decompression bomb, refused from its header', async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await expectRefused(422, () => upload(bomb, { name: 'bomb.png', type: 'image/png' }));
    expect(res.message).toContain('50 megapíxels');
  });

  it('429 past 30 uploads in 10 minutes, per user', async () => {
    const busy = await registerUser(app);
    for (let i = 0; i < 30; i++) expect((await upload(new Uint8Array(0), { as: busy })).statusCode).toBe(400);
    const limited = await expectRefused(429, () => upload(new Uint8Array(0), { as: busy }));
    expect(limited.message).toBe('Massa peticions. Torna-ho a provar d’aquí a una estona.');
    // Another user is not held back by the first one's uploads.
    expect((await upload(new Uint8Array(0), { as: await registerUser(app) })).statusCode).toBe(400);
  });
});

describe('findOwnedUploads', () => {
  it('returns only the URLs this user uploaded', async () => {
    const other = await registerUser(app);
    const image = await photo(32, 32).png().toBuffer();
    const mine = (await upload(image, { type: 'image/png' })).json().secure_url as string;
    const theirs = (await upload(image, { as: other, type: 'image/png' })).json().secure_url as string;
    const asked = [mine, theirs, '/media/uploads/2020-01/none.webp', mine];
    expect([...(await findOwnedUploads(app.db, user.user.id, asked)).keys()]).toEqual([mine]);
    expect([...(await findOwnedUploads(app.db, other.user.id, asked)).keys()]).toEqual([theirs]);
    expect((await findOwnedUploads(app.db, user.user.id, [])).size).toBe(0);
  });
});
