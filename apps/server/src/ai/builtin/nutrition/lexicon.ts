import type { LexiconEntry } from './define-food.ts';
import { DAIRY_FATS } from './lexicon-dairy-fats.ts';
import { FRUITS_NUTS } from './lexicon-fruits-nuts.ts';
import { MEAT_FISH } from './lexicon-meat-fish.ts';
import { PANTRY } from './lexicon-pantry.ts';
import { SEASONINGS } from './lexicon-seasonings.ts';
import { VEGETABLES } from './lexicon-vegetables.ts';

/** Every curated ingredient, one entry per food. */
export const LEXICON: readonly LexiconEntry[] = [
  ...DAIRY_FATS,
  ...MEAT_FISH,
  ...VEGETABLES,
  ...FRUITS_NUTS,
  ...PANTRY,
  ...SEASONINGS,
];
