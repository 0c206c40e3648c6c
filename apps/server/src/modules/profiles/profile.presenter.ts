import type { ProfileRecipe, ProfileUser } from '@receptari/shared/profiles/profiles.schemas';
import type { RecipeStatus } from '@receptari/shared/recipes/recipes.rules';
import { asRole } from '../auth/index.ts';
import { type CardRow, presentCard } from '../recipe-cards/index.ts';

export const presentProfileUser = (row: {
  id: number;
  name: string;
  bio: string | null;
  role: string;
  img: string | null;
}): ProfileUser => ({ id: row.id, name: row.name, bio: row.bio, role: asRole(row.role), img: row.img });

export const presentProfileRecipe = (row: CardRow & { status: RecipeStatus }): ProfileRecipe => ({
  ...presentCard(row),
  status: row.status,
});
