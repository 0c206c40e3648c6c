import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../../ai/ai-provider.ts';
import type { Db } from '../../../db/database.ts';
import type { MediaStorage } from '../../../storage/media-storage.ts';
import type { PrivateAllowance } from './fetch/public-address.ts';

/** What an import from a web page uses: the catalogue, the media pipeline and the fetch's rule. */
export interface UrlImportDeps {
  readonly db: Db;
  readonly storage: MediaStorage;
  readonly ai: AiProvider;
  readonly log: FastifyBaseLogger;
  /** IMPORT_ALLOW_PRIVATE. */
  readonly allowPrivate: PrivateAllowance;
}
