import { caDiet } from '../ca/diet.ts';
import { defineMessages } from '../view.ts';

/** The diet texts in the reader's language (docs/product.md "Languages"). */
export const trDiet = defineMessages('diet', caDiet);
