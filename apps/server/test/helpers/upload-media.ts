import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A multipart body as a browser's FormData would send it (no file: a form with only a note). */
export async function multipartBody(
  file: Uint8Array | undefined,
  filename: string,
  type: string,
  field = 'file',
) {
  const form = new FormData();
  if (file) form.append(field, new Blob([new Uint8Array(file)], { type }), filename);
  else form.append('note', 'no file here');
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** A small real JPEG: a warm colour field, as a photo of food would be to the pipeline. */
export const sampleJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A small real video of test/fixtures/media (1 s, 64x48; how they were made: its README). */
export const sampleVideo = (name: 'clip.mp4' | 'clip.webm' | 'recorded.webm' | 'sound.webm' = 'clip.webm') =>
  readFileSync(fileURLToPath(new URL(`../fixtures/media/${name}`, import.meta.url)));

/** Uploads `bytes` through POST /api/media as `auth`; answers the raw reply. */
export async function uploadBytes(
  app: FastifyInstance,
  auth: Record<string, string>,
  bytes: Uint8Array,
  name = 'plat.jpg',
  type = 'image/jpeg',
) {
  const body = await multipartBody(bytes, name, type);
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...auth, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads a sample file (a flat-colour JPEG or a small real WebM) as `auth`; answers the stored URL. */
export async function uploadSample(
  app: FastifyInstance,
  auth: Record<string, string>,
  kind: 'image' | 'video' = 'image',
): Promise<string> {
  const res =
    kind === 'image'
      ? await uploadBytes(app, auth, await sampleJpeg())
      : await uploadBytes(app, auth, sampleVideo(), 'clip.webm', 'video/webm');
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { secure_url: string }).secure_url;
}
