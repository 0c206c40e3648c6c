import { IMPORT_RECIPES_MAX } from '@receptari/shared/import/import.rules';
import { fileErrors } from '../import-file-errors.ts';

/** A file with more recipes than one import takes is refused whole, before any is read. */
export function assertRecipeCount(count: number) {
  if (count > IMPORT_RECIPES_MAX) throw fileErrors.tooManyRecipes();
}
