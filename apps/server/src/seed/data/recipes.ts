import { COMMUNITY_RECIPES } from './recipes-community.ts';
import { KENJI_RECIPES } from './recipes-kenji.ts';
import { LAIA_ANNA_RECIPES } from './recipes-laia-anna.ts';
import { MARTA_RECIPES } from './recipes-marta.ts';
import type { SeedRecipe } from './types.ts';

/** Every demo recipe, in the order their pictures are numbered (recipe-1.webp, ...). */
export const SEED_RECIPES: readonly SeedRecipe[] = [
  ...MARTA_RECIPES,
  ...KENJI_RECIPES,
  ...LAIA_ANNA_RECIPES,
  ...COMMUNITY_RECIPES,
];
