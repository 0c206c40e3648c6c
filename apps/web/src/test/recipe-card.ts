import type { RecipeCard } from '@receptari/shared/recipes/recipes.schemas';

/** A recipe card as GET /api/recipes answers it, by xef_marta; `more` changes any field. */
export const recipeCard = (id: number, title: string, more: Partial<RecipeCard> = {}): RecipeCard => ({
  id,
  title,
  description: 'Bona i fàcil.',
  image: `/media/seed/recipe-${id}-card.webp`,
  likes_count: id,
  cooksnaps_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  user_id: 1,
  creador: 'xef_marta',
  user: { id: 1, name: 'xef_marta', img: null },
  category: null,
  cuisine: null,
  steps_count: 4,
  prep_time: 10,
  cook_time: 20,
  ...more,
});
