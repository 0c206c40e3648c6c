import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { type TestApp, uniqueName } from './build-test-app.ts';

/** A WebP in the app's media folder, as an upload would leave it (without variants); answers its /media URL. */
export async function storeWebp(app: TestApp, name: string) {
  const dir = uniqueName('pic');
  mkdirSync(join(app.config.dataDir, 'media', dir), { recursive: true });
  await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c0392b' } })
    .webp()
    .toFile(join(app.config.dataDir, 'media', dir, name));
  return `/media/${dir}/${name}`;
}
