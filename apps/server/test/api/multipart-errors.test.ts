import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploads } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { multipartBody, sampleJpeg } from '../helpers/upload-media.ts';

let app: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  ({ auth } = await registerUser(app));
});
afterAll(() => app.dispose());

const uploadRows = async () => (await app.db.select({ n: count() }).from(mediaUploads))[0]?.n ?? 0;
const post = (contentType: string, payload: string | Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...auth, 'content-type': contentType },
    payload,
  });

const filePart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plat.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

describe('a malformed multipart body on POST /api/media is a 400, nothing stored', () => {
  it.each<[string, string, () => Promise<string | Buffer>]>([
    ['no boundary in the content type', 'multipart/form-data', async () => filePart('x')],
    [
      'a boundary the body never uses',
      'multipart/form-data; boundary=xyz',
      async () => `${filePart('abc')}xx\r\n--abc--\r\n`,
    ],
    ['JSON sent as multipart', 'multipart/form-data; boundary=xyz', async () => '{"file":"plat.jpg"}'],
    [
      'garbage',
      'multipart/form-data; boundary=xyz',
      async () => Buffer.from([0, 255, 13, 10, 45, 45, 1, 2, 3]),
    ],
    [
      'a body cut inside the file, with no closing boundary',
      'multipart/form-data; boundary=xyz',
      async () => Buffer.concat([Buffer.from(filePart('xyz')), (await sampleJpeg()).subarray(0, 200)]),
    ],
  ])('%s', async (_, contentType, body) => {
    const before = await uploadRows();
    const res = await post(contentType, await body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'malformed_multipart',
      message: expect.stringContaining('multipart'),
    });
    expect(await uploadRows()).toBe(before);
  });

  it('a well-formed body with no file part stays a 400 missing_file', async () => {
    const body = await multipartBody(undefined, '', '');
    const res = await post(body.contentType, body.payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('missing_file');
  });

  it('an empty body is a 400 missing_file: it holds no part at all', async () => {
    const res = await post('multipart/form-data; boundary=xyz', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('missing_file');
  });
});
