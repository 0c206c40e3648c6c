import type { Readable } from 'node:stream';
import { storedImage } from '@receptari/shared/recipes/recipes.rules';
import type { MediaStorage } from '../../storage/media-storage.ts';

/**
 * The stored original of a recipe's picture (the detail answers its large variant), opened from
 * media storage; null for a picture elsewhere (an external address) or a file that is gone or
 * unreadable, which the export leaves out rather than failing.
 */
export async function openStoredPicture(storage: MediaStorage, url: string | null): Promise<Readable | null> {
  const original = storedImage(url);
  const prefix = storage.urlOf('x').slice(0, -1);
  if (!original?.startsWith(prefix) || !original.endsWith('.webp')) return null;
  try {
    return await storage.open(original.slice(prefix.length));
  } catch {
    // An unsafe key or an unreadable file: the recipe goes without its picture.
    return null;
  }
}
