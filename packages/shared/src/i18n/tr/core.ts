import { caCore } from '../ca/core.ts';
import { defineMessages } from '../view.ts';

/** The core texts in the reader's language (docs/product.md "Languages"). */
export const tr = defineMessages('core', caCore);
