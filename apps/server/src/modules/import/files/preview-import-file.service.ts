import { randomUUID } from 'node:crypto';
import { IMPORT_PREVIEW_TTL_MS } from '@receptari/shared/import/import.rules';
import type { ImportPreview } from '@receptari/shared/import/import.schemas';
import type { Db } from '../../../db/database.ts';
import { listOptions } from '../../catalog/index.ts';
import { fileErrors } from './import-file-errors.ts';
import * as repo from './import-previews.repo.ts';
import { collectPreviewItems } from './preview/collect-preview-items.ts';
import { makePreviewDir, previewDir, removePreviewDir } from './preview/preview-folder.ts';
import { readExportFile } from './read/read-export-file.ts';
import { sweepPreviews } from './sweep-previews.ts';

export interface PreviewDeps {
  readonly db: Db;
  readonly dataDir: string;
}

/**
 * POST /import/file (docs/product.md#from-another-app): reads the spooled export file into a
 * preview kept for IMPORT_PREVIEW_TTL_MS, and answers what it holds. The preview's row is written
 * first and its folder second (sweepPreviews relies on it); any refusal while reading removes both,
 * so a refused file leaves nothing.
 */
export async function previewImportFile(
  deps: PreviewDeps,
  userId: number,
  file: { path: string; size: number },
): Promise<ImportPreview> {
  await sweepPreviews(deps);
  const catalog = await listOptions(deps.db);
  const id = randomUUID();
  await repo.insertPreview(deps.db, { id, userId, expiresAt: new Date(Date.now() + IMPORT_PREVIEW_TTL_MS) });
  try {
    const dir = previewDir(deps.dataDir, id);
    await makePreviewDir(dir);
    const items = await collectPreviewItems(readExportFile(file), catalog, dir);
    if (items.length === 0) throw fileErrors.noRecipes();
    await repo.insertItems(deps.db, id, items);
    return {
      import_id: id,
      recipes: items.map((item) => ({
        id: item.itemId,
        title: item.draft.title,
        warnings: item.draft.warnings,
      })),
    };
  } catch (err) {
    await repo.deletePreview(deps.db, id);
    await removePreviewDir(deps.dataDir, id);
    throw err;
  }
}
