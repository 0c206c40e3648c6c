import { access, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_SIZES, IMAGE_VARIANT_FORMATS, variantPath } from '@receptari/shared/recipes/recipes.rules';
import { renderImage } from './render-image.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A stored upload's own file (`<32 hex>.webp`), not one of its variants. */
const ORIGINAL = /(^|[\\/])[0-9a-f]{32}\.webp$/;

/**
 * Makes the variants an uploaded recipe image lacks: those stored before the `-phone` size and the
 * AVIF copies existed have only `-card.webp` and `-detail.webp`, and the web's <picture> asks for
 * all of them. Each is rendered from the stored image and written aside then renamed, so two
 * instances doing it at once, or a stop halfway, leave whole files. Profile pictures (no variants
 * at all) are left alone. Answers how many images it completed; a second run finds none.
 */
export async function backfillImageVariants(mediaDir: string): Promise<number> {
  const uploads = join(mediaDir, 'uploads');
  if (!(await exists(uploads))) return 0;
  const files = (await readdir(uploads, { recursive: true })).filter((f) => ORIGINAL.test(f));
  let completed = 0;
  for (const name of files) {
    const file = join(uploads, name);
    if (!(await exists(variantPath(file, 'card')))) continue;
    const wanted = IMAGE_SIZES.flatMap((size) =>
      IMAGE_VARIANT_FORMATS.map((format) => ({ size, format, path: variantPath(file, size, format) })),
    );
    const missing = new Set<string>();
    for (const { path } of wanted) if (!(await exists(path))) missing.add(path);
    if (missing.size === 0) continue;
    const { variants } = await renderImage(await readFile(file));
    for (const { size, format, data } of variants) {
      const path = variantPath(file, size, format);
      if (!missing.has(path)) continue;
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    }
    completed++;
  }
  return completed;
}
