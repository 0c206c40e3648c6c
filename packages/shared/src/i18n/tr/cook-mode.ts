import { caCookMode } from '../ca/cook-mode.ts';
import { defineMessages } from '../view.ts';

/** The cook-mode texts in the reader's language (docs/product.md "Languages"). */
export const trCookMode = defineMessages('cook-mode', caCookMode);
