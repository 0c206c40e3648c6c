import type { Cooksnap } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { imageVariant } from '@receptari/shared/recipes/recipes.rules';
import type { CooksnapRow } from './cooksnaps.repo.ts';

/** A cooksnap as the API answers it: its photo at the grid's size (the card variant). */
export function presentCooksnap(row: CooksnapRow): Cooksnap {
  return {
    id: row.id,
    recipe: { id: row.recipeId, title: row.recipeTitle },
    user: { id: row.userId, name: row.userName, img: row.userImg },
    image: imageVariant(row.image, 'card') ?? row.image,
    note: row.note,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
