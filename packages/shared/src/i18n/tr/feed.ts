import { caFeed } from '../ca/feed.ts';
import { defineMessages } from '../view.ts';

/** The feed texts in the reader's language (docs/product.md "Languages"). */
export const trFeed = defineMessages('feed', caFeed);
