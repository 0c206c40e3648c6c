import { caPlanning } from '../ca/planning.ts';
import { defineMessages } from '../view.ts';

/** The planning texts in the reader's language (docs/product.md "Languages"). */
export const trPlanning = defineMessages('planning', caPlanning);
