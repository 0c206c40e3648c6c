import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type RecipeFilters, recipeFilterConditions } from '../../db/recipe-search.ts';
import { ingredientNames, recipes } from '../../db/schema/index.ts';
import { selectCards } from '../recipes/recipe-card.query.ts';

/**
 * One page of published recipes matching the filters, newest first (by id, so the keyset cursor is
 * exact and the primary key serves the order), plus one row to tell whether another page follows.
 */
export function searchCardRows(db: Db, filters: RecipeFilters, limit: number, afterId?: number) {
  return selectCards(db)
    .where(
      and(
        eq(recipes.status, 'published'),
        ...recipeFilterConditions(filters),
        afterId === undefined ? undefined : lt(recipes.id, afterId),
      ),
    )
    .orderBy(desc(recipes.id))
    .limit(limit + 1);
}

/** The filter's ingredient options, from the table recipe writes keep up to date (no scan). */
export async function listIngredientNames(db: Db): Promise<string[]> {
  const rows = await db.select().from(ingredientNames).orderBy(asc(ingredientNames.name));
  return rows.map((r) => r.name);
}
