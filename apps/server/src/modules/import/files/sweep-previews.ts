import type { Db } from '../../../db/database.ts';
import * as repo from './import-previews.repo.ts';
import { listPreviewDirs, removePreviewDir } from './preview/preview-folder.ts';

/**
 * Drops what previews past IMPORT_PREVIEW_TTL_MS left (docs/product.md#from-another-app): their rows,
 * then every preview folder without a row (an expired preview's, a deleted user's, a read that died
 * with its process). Run by every import and every commit, so nothing needs a timer. A folder is made
 * only after its row is written, so a preview being read right now always has its row.
 */
export async function sweepPreviews(deps: { db: Db; dataDir: string }) {
  await repo.deleteExpired(deps.db, new Date());
  const dirs = await listPreviewDirs(deps.dataDir);
  const kept = await repo.keptPreviewIds(deps.db, dirs);
  await Promise.all(dirs.filter((id) => !kept.has(id)).map((id) => removePreviewDir(deps.dataDir, id)));
}
