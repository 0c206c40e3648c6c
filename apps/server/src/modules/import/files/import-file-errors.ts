import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { IMPORT_FILE_MAX_BYTES, IMPORT_RECIPES_MAX } from '@receptari/shared/import/import.rules';
import { CONTROL_CHARACTERS } from '@receptari/shared/common/text.rules';
import { AppError } from '../../../lib/app-error.ts';

const m = trImport.files.errors;
const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / MB);

/** A name from inside the file, safe to show: no control characters, not endless. */
export const shownName = (name: string) =>
  name.replace(new RegExp(CONTROL_CHARACTERS.source, 'gu'), '').slice(0, 120);

/**
 * Every refusal of POST /import/file (docs/product.md#from-another-app): a 4xx naming what is wrong
 * with the file, thrown before any preview is kept, so a refused file leaves nothing behind.
 */
export const fileErrors = {
  missingFile: () => AppError.badRequest('missing_file', m.missingFile),
  emptyFile: () => AppError.badRequest('empty_file', m.emptyFile),
  fileTooLarge: () =>
    AppError.tooLarge('file_too_large', fill(m.tooLarge, { max: megabytes(IMPORT_FILE_MAX_BYTES) })),
  unknownFormat: () => AppError.unsupportedType('unknown_import_format', m.unknownFormat),
  unknownVersion: (version: string) =>
    AppError.unsupportedType(
      'unknown_import_format',
      fill(m.unknownVersion, { version: shownName(version) }),
    ),
  corruptZip: () => AppError.unprocessable('corrupt_import_file', m.corruptZip),
  corruptEntry: (name: string) =>
    AppError.unprocessable('corrupt_import_file', fill(m.corruptEntry, { name: shownName(name) })),
  corruptJson: () => AppError.unprocessable('corrupt_import_file', m.corruptJson),
  unsafePath: (name: string) =>
    AppError.unprocessable('unsafe_archive', fill(m.unsafePath, { name: shownName(name) })),
  tooManyEntries: (max: number) => AppError.tooLarge('unpacked_too_large', fill(m.tooManyEntries, { max })),
  unpackedTooLarge: (max: number) =>
    AppError.tooLarge('unpacked_too_large', fill(m.unpackedTooLarge, { max: megabytes(max) })),
  entryTooLarge: (name: string, max: number) =>
    AppError.tooLarge(
      'unpacked_too_large',
      fill(m.entryTooLarge, { name: shownName(name), max: megabytes(max) }),
    ),
  jsonTooLarge: (max: number) =>
    AppError.tooLarge('unpacked_too_large', fill(m.jsonTooLarge, { max: megabytes(max) })),
  zipBomb: (name: string, ratio: number) =>
    AppError.tooLarge('unpacked_too_large', fill(m.zipBomb, { name: shownName(name), ratio })),
  noRecipes: () => AppError.unprocessable('no_recipes', m.noRecipes),
  tooManyRecipes: () =>
    AppError.unprocessable('too_many_recipes', fill(m.tooManyRecipes, { max: IMPORT_RECIPES_MAX })),
  importNotFound: () => AppError.notFound('import_not_found', trImport.errors.importNotFound),
};
