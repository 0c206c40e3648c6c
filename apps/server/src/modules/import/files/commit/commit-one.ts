import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { trImport } from '@receptari/shared/i18n/tr/import';
import type { MediaReviewMode } from '@receptari/shared/media/media.rules';
import type { AiProvider } from '../../../../ai/ai-provider.ts';
import type { Db } from '../../../../db/database.ts';
import type { StoredImportDraft } from '../../../../db/schema/imports.ts';
import { AppError } from '../../../../lib/app-error.ts';
import type { Actor } from '../../../../lib/policy.ts';
import type { MediaStorage } from '../../../../storage/media-storage.ts';
import { releaseUnusedUploads, removeMediaFiles, storeImageBytes } from '../../../media/index.ts';
import { createImportedRecipe, hasImportKey } from '../../../recipes/index.ts';
import { recipeInputOf } from './recipe-input-of.ts';

export interface CommitDeps {
  readonly db: Db;
  readonly dataDir: string;
  readonly storage: MediaStorage;
  readonly ai: AiProvider;
  readonly log: FastifyBaseLogger;
  /** MEDIA_REVIEW: what an unsure picture does to the recipe (docs/decisions/0020). */
  readonly review: MediaReviewMode;
}

export interface CommitItem {
  readonly itemId: string;
  readonly importKey: string;
  readonly draft: StoredImportDraft;
  readonly picture: string | null;
}

/** What became of one chosen recipe; `done` ones leave the preview. */
export type CommitOutcome =
  | { readonly kind: 'created'; readonly recipeId: number }
  | { readonly kind: 'failed'; readonly message: string; readonly done: boolean };

const m = trImport.files.commit;
const already: CommitOutcome = {
  kind: 'failed',
  get message() {
    return m.alreadyImported;
  },
  done: true,
};

/**
 * The picture through the same pipeline as an upload (food check, variants, record). A picture
 * the check refuses, or one that cannot be read, or whose file is gone (a preview read by another
 * instance), leaves the recipe without one, as the app it came from could have kept it: the recipe
 * is still worth creating, and its page asks for a photo (docs/product.md#from-another-app).
 */
async function storePicture(deps: CommitDeps, userId: number, dir: string, picture: string) {
  try {
    const bytes = await readFile(join(dir, picture));
    return (await storeImageBytes(deps, userId, bytes)).secure_url;
  } catch (err) {
    deps.log.info({ err, picture }, 'an imported picture was not kept; the recipe goes without it');
    return null;
  }
}

/** A stored picture its recipe did not get: its record and files go again. */
async function dropPicture(deps: CommitDeps, url: string | null) {
  if (url === null) return;
  await removeMediaFiles(deps.storage, await releaseUnusedUploads(deps.db, [url]));
}

/**
 * Creates one previewed recipe as the caller's (docs/product.md#from-another-app): one already
 * imported (same import key) is said so, one the form's rules refuse is said why, and a picture is
 * stored only for a recipe that passed the form's schema and is not a duplicate.
 */
export async function commitOne(
  deps: CommitDeps,
  actor: Actor,
  dir: string,
  item: CommitItem,
): Promise<CommitOutcome> {
  if (await hasImportKey(deps.db, actor.id, item.importKey)) return already;
  const checked = recipeInputOf(item.draft);
  if (!checked.ok) return { kind: 'failed', message: checked.message, done: false };
  const image = item.picture ? await storePicture(deps, actor.id, dir, item.picture) : null;
  try {
    const recipeId = await createImportedRecipe(
      deps.db,
      actor,
      { ...checked.input, image },
      item.importKey,
      deps.review,
    );
    if (recipeId !== null) return { kind: 'created', recipeId };
    await dropPicture(deps, image);
    return already;
  } catch (err) {
    await dropPicture(deps, image);
    if (err instanceof AppError && err.statusCode < 500)
      return { kind: 'failed', message: err.message, done: false };
    throw err;
  }
}
