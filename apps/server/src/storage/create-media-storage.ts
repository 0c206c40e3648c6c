import { join } from 'node:path';
import type { Config } from '../config.ts';
import { localMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';

/** The media folder the static plugin serves under /media. */
export const mediaDirOf = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'media');

/**
 * The one place that picks the storage: a bucket-backed one would be chosen here from config.
 * The app builds it once (app.ts, `app.mediaStorage`); a test may build its own on the same folder.
 */
export function createMediaStorage(config: Pick<Config, 'dataDir'>): MediaStorage {
  return localMediaStorage(mediaDirOf(config));
}
