import { caCooking } from '../ca/cooking.ts';
import { defineMessages } from '../view.ts';

/** The cooking texts in the reader's language (docs/product.md "Languages"). */
export const trCooking = defineMessages('cooking', caCooking);
