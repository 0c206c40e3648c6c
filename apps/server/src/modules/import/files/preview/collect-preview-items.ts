import { fileTypeFromBuffer } from 'file-type';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { IMPORT_RECIPES_MAX } from '@receptari/shared/import/import.rules';
import { MEDIA_FORMATS, isMediaFormat } from '@receptari/shared/media/media.rules';
import type { StoredImportDraft } from '../../../../db/schema/imports.ts';
import type { CatalogNames } from '../../schema-org/catalog-match.ts';
import { draftFromSchemaOrg } from '../../schema-org/draft-from-schema-org.ts';
import type { RecipeStream } from '../formats/found-recipe.ts';
import { fileErrors } from '../import-file-errors.ts';
import { finishDraft } from './finish-draft.ts';
import { importKeyOf } from './import-key.ts';
import { writePicture } from './preview-folder.ts';

/** One recipe of a preview as kept until the commit. */
export interface PreviewItem {
  readonly itemId: string;
  readonly position: number;
  readonly importKey: string;
  readonly draft: StoredImportDraft;
  /** The picture's file name in the preview's folder. */
  readonly picture: string | null;
}

/** The picture's extension when its bytes are an image the media pipeline takes, else null. */
async function imageExtension(bytes: Buffer): Promise<string | null> {
  const ext = (await fileTypeFromBuffer(bytes))?.ext;
  return ext && isMediaFormat(ext) && MEDIA_FORMATS[ext].kind === 'image' ? ext : null;
}

/**
 * Reads every recipe of the file into the preview (docs/product.md#from-another-app): each one
 * mapped by the shared schema.org reader, its picture written to the preview's folder at once (so
 * one picture at a time is in memory), its import key. More than IMPORT_RECIPES_MAX refuses the
 * file whole, whatever the reader could count beforehand.
 */
export async function collectPreviewItems(
  recipes: RecipeStream,
  catalog: CatalogNames,
  dir: string,
): Promise<PreviewItem[]> {
  const items: PreviewItem[] = [];
  for await (const found of recipes) {
    if (items.length === IMPORT_RECIPES_MAX) throw fileErrors.tooManyRecipes();
    const position = items.length + 1;
    const draft = finishDraft(draftFromSchemaOrg(found.node, catalog), found, catalog);
    let picture: string | null = null;
    if (found.picture) {
      const ext = await imageExtension(found.picture);
      if (ext) {
        picture = `${position}.${ext}`;
        await writePicture(dir, picture, found.picture);
      } else draft.warnings.push(trImport.files.warnings.unreadablePicture);
    }
    items.push({
      itemId: String(position),
      position,
      importKey: importKeyOf(found.appKey, draft),
      draft,
      picture,
    });
  }
  return items;
}
