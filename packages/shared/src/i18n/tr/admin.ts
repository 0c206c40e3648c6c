import { caAdmin } from '../ca/admin.ts';
import { defineMessages } from '../view.ts';

/** The admin texts in the reader's language (docs/product.md "Languages"). */
export const trAdmin = defineMessages('admin', caAdmin);
