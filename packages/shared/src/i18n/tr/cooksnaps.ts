import { caCooksnaps } from '../ca/cooksnaps.ts';
import { defineMessages } from '../view.ts';

/** The cooksnaps texts in the reader's language (docs/product.md "Languages"). */
export const trCooksnaps = defineMessages('cooksnaps', caCooksnaps);
