import { join } from 'node:path';
import type { Config } from '../config.ts';
import { localMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { type S3Settings, s3MediaStorage } from './s3-media-storage.ts';

/** The media folder of the local store (and the static plugin's root for it). */
export const mediaDirOf = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'media');

export type MediaStoreConfig = Pick<
  Config,
  | 'dataDir'
  | 'MEDIA_STORE'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The bucket's settings from the configuration (config.ts requires them with MEDIA_STORE=s3). */
export function s3SettingsOf(config: Omit<MediaStoreConfig, 'dataDir' | 'MEDIA_STORE'>): S3Settings {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new Error('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with MEDIA_STORE=s3');
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The one place that picks the storage: the local folder by default, a bucket with
 * MEDIA_STORE=s3. The app builds it once (app.ts, `app.mediaStorage`); a test or a command
 * (media:migrate) may build its own from the same configuration.
 */
export function createMediaStorage(config: MediaStoreConfig): MediaStorage {
  return config.MEDIA_STORE === 's3'
    ? s3MediaStorage(s3SettingsOf(config))
    : localMediaStorage(mediaDirOf(config));
}
