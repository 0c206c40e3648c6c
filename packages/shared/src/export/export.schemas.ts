import { z } from 'zod';
import { idTextSchema } from '../common/common.schemas.ts';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export.rules.ts';

/** GET /folders/{folderId}/pdf. */
export const folderPdfParamsSchema = z.object({ folderId: idTextSchema });

/** `receptari.json`, the manifest of an export zip (docs/product.md#export). */
export const exportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exported_at: z.string(),
  user: z.string(),
  recipes: z.number().int().min(0),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;
