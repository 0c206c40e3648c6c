import { caSearch } from '../ca/search.ts';
import { defineMessages } from '../view.ts';

/** The search texts in the reader's language (docs/product.md "Languages"). */
export const trSearch = defineMessages('search', caSearch);
