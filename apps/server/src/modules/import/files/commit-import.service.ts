import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { trImport } from '@receptari/shared/i18n/tr/import';
import type { ImportCommitAnswer } from '@receptari/shared/import/import.schemas';
import type { Actor } from '../../../lib/policy.ts';
import { type CommitDeps, type CommitOutcome, commitOne } from './commit/commit-one.ts';
import { mapLimited } from './commit/map-limited.ts';
import { fileErrors } from './import-file-errors.ts';
import * as repo from './import-previews.repo.ts';
import { previewDir, removePreviewDir } from './preview/preview-folder.ts';
import { sweepPreviews } from './sweep-previews.ts';

/**
 * Recipes committed at once: the food check scores one picture at a time in its worker, so a few
 * in flight keep it busy while the others decode, encode their variants and write (bench/README.md,
 * "Importing an export file").
 */
const CONCURRENCY = 3;

const notInImport: CommitOutcome = {
  kind: 'failed',
  get message() {
    return trImport.files.commit.notInImport;
  },
  done: false,
};

/**
 * POST /import/{importId}/commit (docs/product.md#from-another-app): only the preview's owner, before
 * it expires (anyone else: 404, as if it did not exist). Each chosen recipe is created or said why
 * not, independently: one that fails leaves the others created. Recipes created, and those already
 * imported, leave the preview; once none is left, the preview and its folder go.
 */
export async function commitImport(
  deps: CommitDeps,
  actor: Actor,
  importId: string,
  ids: readonly string[],
): Promise<ImportCommitAnswer> {
  await sweepPreviews(deps);
  if (!(await repo.findOwnPreview(deps.db, importId, actor.id, new Date())))
    throw fileErrors.importNotFound();
  const wanted = [...new Set(ids)];
  const items = new Map((await repo.findItems(deps.db, importId, wanted)).map((i) => [i.itemId, i]));
  const dir = previewDir(deps.dataDir, importId);
  const outcomes = await mapLimited(wanted, CONCURRENCY, (id) => {
    const item = items.get(id);
    return item ? commitOne(deps, actor, dir, item) : Promise.resolve(notInImport);
  });
  const answer: ImportCommitAnswer = { created: [], failed: [] };
  const done: string[] = [];
  outcomes.forEach((outcome, index) => {
    const id = wanted[index]!;
    if (outcome.kind === 'created') answer.created.push(outcome.recipeId);
    else answer.failed.push({ id, message: outcome.message });
    if (outcome.kind === 'created' || outcome.done) done.push(id);
  });
  const left = await repo.deleteItems(deps.db, importId, done);
  if (left === 0) {
    await repo.deletePreview(deps.db, importId);
    await removePreviewDir(deps.dataDir, importId);
  } else {
    const pictures = done.map((id) => items.get(id)?.picture).filter((p): p is string => Boolean(p));
    await Promise.all(pictures.map((p) => rm(join(dir, p), { force: true })));
  }
  return answer;
}
