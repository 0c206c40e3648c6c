import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { CONTROL_CHARACTERS } from '@receptari/shared/common/text.rules';
import type { StoredImportDraft } from '../../../../db/schema/imports.ts';
import type { CatalogNames } from '../../schema-org/catalog-match.ts';
import type { MappedRecipe } from '../../schema-org/draft-from-schema-org.ts';
import type { FoundRecipe } from '../formats/found-recipe.ts';

const pageWarnings = trImport.warnings;
const w = trImport.files.warnings;
// The page reader's words about a page's picture and its catalogue guesses: a file says its own.
// Read when used: the words are in the request's language.
const replaced = (): ReadonlySet<string> =>
  new Set([pageWarnings.noImage, pageWarnings.noCategory, pageWarnings.noCuisine]);
const controls = new RegExp(CONTROL_CHARACTERS.source, 'gu');

/** Every string without control characters: JSONB cannot hold NUL, and the form refuses the rest. */
function clean<T>(value: T): T {
  if (typeof value === 'string') return value.replace(controls, '') as T;
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)])) as T;
  return value;
}

/**
 * The draft as kept for the commit: a category and a cuisine always (the recognised ones, else the
 * first of each as the form's selects list them, by name, with a warning that says which was put),
 * the credit, and the reader's own warnings (docs/product.md#from-another-app).
 */
export function finishDraft(
  mapped: MappedRecipe,
  found: FoundRecipe,
  catalog: CatalogNames,
): StoredImportDraft {
  const { draft } = mapped;
  const pageOnly = replaced();
  const warnings = draft.warnings.filter((text) => !pageOnly.has(text));
  let { category_id, cuisine_id } = draft;
  const [firstCategory] = catalog.categories;
  const [firstCuisine] = catalog.cuisines;
  if (category_id === null && firstCategory) {
    category_id = firstCategory.id;
    warnings.push(fill(w.defaultCategory, { name: firstCategory.name }));
  }
  if (cuisine_id === null && firstCuisine) {
    cuisine_id = firstCuisine.id;
    warnings.push(fill(w.defaultCuisine, { name: firstCuisine.country }));
  }
  warnings.push(...found.warnings);
  return clean({ ...draft, category_id, cuisine_id, source: found.source, warnings });
}
