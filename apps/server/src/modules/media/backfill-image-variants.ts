import { MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import { IMAGE_SIZES, IMAGE_VARIANT_FORMATS, variantPath } from '@receptari/shared/recipes/recipes.rules';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { renderImage } from './render-image.ts';

/** A stored upload's own file (`<32 hex>.webp`), not one of its variants. */
const ORIGINAL = /(^|\/)[0-9a-f]{32}\.webp$/;

/**
 * Makes the variants an uploaded recipe image lacks: those stored before the `-phone` size and the
 * AVIF copies existed have only `-card.webp` and `-detail.webp`, and the web's <picture> asks for
 * all of them. Each is rendered from the stored image and stored whole (media-storage.ts), so two
 * instances doing it at once, or a stop halfway, leave whole objects. Profile pictures (no variants
 * at all) are left alone. Answers how many images it completed; a second run finds none.
 */
export async function backfillImageVariants(storage: MediaStorage): Promise<number> {
  const stored = new Set<string>();
  for await (const { key } of storage.list('uploads/')) stored.add(key);
  let completed = 0;
  for (const key of [...stored].filter((k) => ORIGINAL.test(k))) {
    if (!stored.has(variantPath(key, 'card'))) continue;
    const missing = new Set(
      IMAGE_SIZES.flatMap((size) =>
        IMAGE_VARIANT_FORMATS.map((format) => variantPath(key, size, format)),
      ).filter((k) => !stored.has(k)),
    );
    if (missing.size === 0) continue;
    const stream = await storage.open(key);
    if (!stream) continue;
    const { variants } = await renderImage(Buffer.concat(await stream.toArray()));
    for (const { size, format, data } of variants) {
      const variant = variantPath(key, size, format);
      if (missing.has(variant)) await storage.put(variant, data, MEDIA_FORMATS[format].mime);
    }
    completed++;
  }
  return completed;
}
