import { caLives } from '../ca/lives.ts';
import { defineMessages } from '../view.ts';

/** The lives texts in the reader's language (docs/product.md "Languages"). */
export const trLives = defineMessages('lives', caLives);
