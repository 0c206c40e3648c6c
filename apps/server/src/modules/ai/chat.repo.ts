import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import { desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipeTextMatches } from '../../db/recipe-search.ts';
import { recipes } from '../../db/schema/index.ts';

/** A chat answer links a handful of recipes, not a search page. */
export const CHAT_RECIPES_MAX = 5;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** 1 when the title holds the keyword (accent- and case-insensitive), else 0. */
const titleHas = (keyword: string): SQL<number> =>
  sql<number>`(case when f_unaccent(lower(${recipes.title})) like '%' || f_unaccent(lower(${escapeLike(keyword)})) || '%' then 1 else 0 end)`;

/**
 * Published recipes whose title or description holds any keyword; recipes naming more
 * keywords in their title come first, then the most liked. Pending recipes are never linked.
 */
export async function searchChatRecipes(db: Db, keywords: string[]): Promise<ChatRecipe[]> {
  if (keywords.length === 0) return [];
  const score = sql.join(keywords.map(titleHas), sql` + `);
  return db
    .select({
      id: recipes.id,
      title: recipes.title,
      image: recipes.image,
      prep_time: recipes.prepTime,
      cook_time: recipes.cookTime,
      likes_count: recipes.likesCount,
    })
    .from(recipes)
    .where(sql`${eq(recipes.status, 'published')} and ${or(...keywords.map(recipeTextMatches))}`)
    .orderBy(desc(sql`(${score})`), desc(recipes.likesCount), desc(recipes.id))
    .limit(CHAT_RECIPES_MAX);
}
