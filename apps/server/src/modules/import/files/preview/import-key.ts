import { createHash } from 'node:crypto';
import type { StoredImportDraft } from '../../../../db/schema/imports.ts';

const KEY_MAX = 200;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const normal = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();

/**
 * What recipes.import_key holds for an imported recipe (docs/product.md#from-another-app), so that
 * the same file imported again creates nothing twice: `<app>:<the app's own id>` when the app wrote
 * one, else a digest of the recipe's content as read (title, ingredients, steps), which the same
 * file always reads the same. A very long id is digested too, keeping its app's name.
 */
export function importKeyOf(appKey: string | null, draft: StoredImportDraft): string {
  if (appKey) {
    const key = appKey.trim();
    if (key.length <= KEY_MAX) return key;
    return `${key.slice(0, key.indexOf(':') + 1)}sha256:${sha256(key)}`;
  }
  const content = [
    normal(draft.title),
    draft.ingredients.map((i) => normal(`${i.quantity} ${i.unit} ${i.name}`)),
    draft.steps.map(normal),
  ];
  return `sha256:${sha256(JSON.stringify(content))}`;
}
