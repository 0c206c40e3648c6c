import type { Db } from '../db/database.ts';
import { recipeFacets } from '../modules/allergens/index.ts';
import { nutrition, recipeIngredients, recipeSteps, recipes } from '../db/schema/index.ts';
import type { SeedRecipe } from './data/types.ts';
import { seedImageUrl } from './render-images.ts';

export type SeededRecipe = {
  id: number;
  n: number;
  data: SeedRecipe;
  userId: number;
  categoryId: number;
  cuisineId: number;
  createdAt: Date;
};

/**
 * Inserts the recipes with their steps, ingredients and nutrition; keeps steps_count (the triggers
 * of migration 0006 keep ingredient_names).
 */
export async function insertRecipes(
  tx: Db,
  items: { data: SeedRecipe; userId: number; categoryId: number; cuisineId: number; createdAt: Date }[],
): Promise<SeededRecipe[]> {
  const rows = await tx
    .insert(recipes)
    .values(
      items.map(({ data, userId, categoryId, cuisineId, createdAt }, i) => ({
        userId,
        categoryId,
        cuisineId,
        title: data.title,
        description: data.description,
        explanation: data.explanation,
        image: seedImageUrl(i + 1),
        servings: data.servings,
        prepTime: data.prepTime,
        cookTime: data.cookTime,
        stepsCount: data.steps.length,
        ingredientsCount: data.ingredients.length,
        ...recipeFacets(data.ingredients.map(([, , name]) => name)),
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: recipes.id, title: recipes.title });
  // Matched by title (unique among the demo recipes) rather than trusting RETURNING's order.
  const idByTitle = new Map(rows.map((r) => [r.title, r.id]));
  const seeded = items.map((item, i) => ({ ...item, n: i + 1, id: idByTitle.get(item.data.title)! }));

  await tx
    .insert(recipeSteps)
    .values(
      seeded.flatMap(({ id, data }) =>
        data.steps.map((text, i) => ({ recipeId: id, position: i + 1, text })),
      ),
    );
  await tx.insert(recipeIngredients).values(
    seeded.flatMap(({ id, data }) =>
      data.ingredients.map(([quantity, unit, name], i) => ({
        recipeId: id,
        position: i + 1,
        quantity,
        unit,
        name,
      })),
    ),
  );
  await tx.insert(nutrition).values(
    seeded.map(
      ({
        id,
        data: {
          nutrition: [calories, protein, carbs, fats],
        },
      }) => ({
        recipeId: id,
        calories,
        protein,
        carbs,
        fats,
      }),
    ),
  );
  return seeded;
}
