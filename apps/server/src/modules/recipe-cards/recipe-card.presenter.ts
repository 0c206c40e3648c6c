import { imageVariant } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeCard } from '@receptari/shared/recipes/recipes.schemas';
import type { CardRow } from './recipe-cards.repo.ts';

export function presentCard(row: CardRow): RecipeCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: imageVariant(row.image, 'card'),
    likes_count: row.likesCount,
    cooksnaps_count: row.cooksnapsCount,
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    creador: row.userName,
    user: { id: row.userId, name: row.userName, img: row.userImg },
    category:
      row.categoryId !== null
        ? {
            id: row.categoryId,
            name: row.categoryName ?? '',
            name_es: row.categoryNameEs,
            name_en: row.categoryNameEn,
          }
        : null,
    cuisine:
      row.cuisineId !== null
        ? {
            id: row.cuisineId,
            country: row.cuisineCountry ?? '',
            country_es: row.cuisineCountryEs,
            country_en: row.cuisineCountryEn,
          }
        : null,
    steps_count: row.stepsCount,
    prep_time: row.prepTime,
    cook_time: row.cookTime,
  };
}
