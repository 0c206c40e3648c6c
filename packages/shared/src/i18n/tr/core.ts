import '#catalan-core';
import type { caCore } from '../ca/core.ts';
import { defineMessages } from '../view.ts';

/**
 * The core texts in the reader's language (docs/product.md "Languages"). The Catalan core is not
 * imported here: in the browser it is a chunk fetched only when needed (`#catalan-core`).
 */
export const tr = defineMessages<typeof caCore>('core');
