import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import {
  categories,
  cuisines,
  likes,
  nutrition,
  recipeIngredients,
  recipeLikeCounts,
  recipes,
  recipeSteps,
  savedRecipes,
  users,
} from '../../db/schema/index.ts';
import { categoryColumns, cuisineColumns } from '../catalog/index.ts';
import { selectCards } from '../recipe-cards/index.ts';
import type { ListCursor } from './recipe-cursor.ts';

/**
 * Keyset pages over the two home orders; both have a matching index (popular: the likes counts'
 * own, recipe_like_counts_popular_idx, walked and joined to each recipe).
 */
export async function listPublishedCards(
  db: Db,
  sort: 'popular' | 'recent',
  limit: number,
  after?: ListCursor,
) {
  const published = eq(recipes.status, 'published');
  if (sort === 'popular') {
    const next =
      after?.sort === 'popular'
        ? or(
            lt(recipeLikeCounts.likesCount, after.likes),
            and(eq(recipeLikeCounts.likesCount, after.likes), lt(recipeLikeCounts.recipeId, after.id)),
          )
        : undefined;
    return selectCards(db)
      .where(and(published, next))
      .orderBy(desc(recipeLikeCounts.likesCount), desc(recipeLikeCounts.recipeId))
      .limit(limit);
  }
  const next =
    after?.sort === 'recent'
      ? or(
          lt(recipes.createdAt, new Date(after.at)),
          and(eq(recipes.createdAt, new Date(after.at)), lt(recipes.id, after.id)),
        )
      : undefined;
  return selectCards(db)
    .where(and(published, next))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(limit);
}

export const listSteps = (db: Db, recipeId: number) =>
  db
    .select({ text: recipeSteps.text })
    .from(recipeSteps)
    .where(eq(recipeSteps.recipeId, recipeId))
    .orderBy(asc(recipeSteps.position));

/**
 * The recipe's detail row: its own columns, author, category, cuisine and nutrition, with its steps
 * and ingredients in order, in one statement: opening a recipe is a quarter of what users do (bench/README.md, "Whole
 * site"), and the three statements it took held three pool connections and made three round trips.
 */
/** Built once for each database (db/prepared.ts): the widest select of a page view. */
const recipeDetailQuery = preparedPerDb((db) =>
  db
    .select({
      recipe: recipes,
      likesCount: recipeLikeCounts.likesCount,
      userName: users.name,
      userImg: users.img,
      category: categoryColumns,
      cuisine: cuisineColumns,
      nutrition: {
        calories: nutrition.calories,
        protein: nutrition.protein,
        carbs: nutrition.carbs,
        fats: nutrition.fats,
      },
      steps: sql<
        string[]
      >`(select coalesce(json_agg(${recipeSteps.text} order by ${recipeSteps.position}), '[]'::json)
        from ${recipeSteps} where ${recipeSteps.recipeId} = ${recipes.id})`,
      ingredients: sql<
        { quantity: string; unit: string; name: string }[]
      >`(select coalesce(json_agg(json_build_object(
          'quantity', ${recipeIngredients.quantity}, 'unit', ${recipeIngredients.unit}, 'name', ${recipeIngredients.name})
          order by ${recipeIngredients.position}), '[]'::json)
        from ${recipeIngredients} where ${recipeIngredients.recipeId} = ${recipes.id})`,
    })
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.userId))
    .innerJoin(recipeLikeCounts, eq(recipeLikeCounts.recipeId, recipes.id))
    .leftJoin(categories, eq(categories.id, recipes.categoryId))
    .leftJoin(cuisines, eq(cuisines.id, recipes.cuisineId))
    .leftJoin(nutrition, eq(nutrition.recipeId, recipes.id))
    .where(eq(recipes.id, sql.placeholder('id')))
    .limit(1)
    .prepare('recipe_detail'),
);

export async function findRecipeDetailRow(db: Db, id: number) {
  const [row] = await recipeDetailQuery(db).execute({ id });
  return row;
}

/** What an edit weighs the new media against: the recipe's own columns, nothing joined. */
export async function findRecipeMedia(db: Db, id: number) {
  const [row] = await db
    .select({
      image: recipes.image,
      video: recipes.video,
      status: recipes.status,
      reviewAfter: recipes.reviewAfter,
    })
    .from(recipes)
    .where(eq(recipes.id, id))
    .limit(1);
  return row;
}

const viewerStateQuery = preparedPerDb((db) =>
  db
    .select({
      liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${sql.placeholder('userId')} and ${likes.recipeId} = ${sql.placeholder('recipeId')})`,
      saved: sql<boolean>`exists (select 1 from ${savedRecipes} where ${savedRecipes.userId} = ${sql.placeholder('userId')} and ${savedRecipes.recipeId} = ${sql.placeholder('recipeId')})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('viewer_state'),
);

/** Whether the user liked and saved the recipe, in one round trip. */
export async function viewerState(db: Db, userId: number, recipeId: number) {
  const [row] = await viewerStateQuery(db).execute({ userId, recipeId });
  return { liked: Boolean(row?.liked), saved: Boolean(row?.saved) };
}

/** Deletes the recipe (its steps, ingredients, likes... cascade); undefined when already gone. */
export async function deleteRecipe(db: Db, id: number) {
  const [row] = await db
    .delete(recipes)
    .where(eq(recipes.id, id))
    .returning({ image: recipes.image, video: recipes.video, userId: recipes.userId });
  return row;
}

/** Whether this user already has a recipe imported under `importKey` (docs/product.md#import). */
export async function hasImportKey(db: Db, userId: number, importKey: string) {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.importKey, importKey)))
    .limit(1);
  return row !== undefined;
}
