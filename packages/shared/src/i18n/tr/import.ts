import { caImport } from '../ca/import.ts';
import { defineMessages } from '../view.ts';

/** The import texts in the reader's language (docs/product.md "Languages"). */
export const trImport = defineMessages('import', caImport);
