import { caProfile } from '../ca/profile.ts';
import { defineMessages } from '../view.ts';

/** The profile texts in the reader's language (docs/product.md "Languages"). */
export const trProfile = defineMessages('profile', caProfile);
