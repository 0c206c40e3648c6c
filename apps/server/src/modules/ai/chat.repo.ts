import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipeTextMatches } from '../../db/recipe-search.ts';
import { recipeIngredients, recipeLikeCounts, recipes } from '../../db/schema/index.ts';

/** A chat answer links a handful of recipes, not a search page. */
export const CHAT_RECIPES_MAX = 5;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** 1 when the title holds the keyword (accent- and case-insensitive), else 0. */
const titleHas = (keyword: string): SQL<number> =>
  sql<number>`(case when f_unaccent(lower(${recipes.title})) like '%' || f_unaccent(lower(${escapeLike(keyword)})) || '%' then 1 else 0 end)`;

/** What the chat shows of a recipe (ChatRecipe). */
const chatRecipeColumns = {
  id: recipes.id,
  title: recipes.title,
  image: recipes.image,
  prep_time: recipes.prepTime,
  cook_time: recipes.cookTime,
  likes_count: recipeLikeCounts.likesCount,
};

/**
 * Published recipes whose title or description holds any keyword; recipes naming more
 * keywords in their title come first, then the most liked. Pending recipes are never linked.
 */
export async function searchChatRecipes(db: Db, keywords: string[]): Promise<ChatRecipe[]> {
  if (keywords.length === 0) return [];
  const score = sql.join(keywords.map(titleHas), sql` + `);
  return db
    .select(chatRecipeColumns)
    .from(recipes)
    .innerJoin(recipeLikeCounts, eq(recipeLikeCounts.recipeId, recipes.id))
    .where(sql`${eq(recipes.status, 'published')} and ${or(...keywords.map((k) => recipeTextMatches(k)))}`)
    .orderBy(desc(sql`(${score})`), desc(recipeLikeCounts.likesCount), desc(recipes.id))
    .limit(CHAT_RECIPES_MAX);
}

/** The recipe has an ingredient whose accent-free name holds the stem ("ceb" → "2 cebes tendres"). */
const hasIngredient = (stem: string): SQL =>
  sql`exists (select 1 from ${recipeIngredients} where ${recipeIngredients.recipeId} = ${recipes.id} and f_unaccent(lower(${recipeIngredients.name})) like '%' || ${escapeLike(stem)} || '%')`;

/**
 * "What can I cook with X and Y": published recipes with an ingredient for every stem, most liked
 * first. None when no recipe has them all: an unrelated recipe is no answer.
 */
export async function findChatRecipesWithIngredients(db: Db, stems: string[]): Promise<ChatRecipe[]> {
  if (stems.length === 0) return [];
  return db
    .select(chatRecipeColumns)
    .from(recipes)
    .innerJoin(recipeLikeCounts, eq(recipeLikeCounts.recipeId, recipes.id))
    .where(and(eq(recipes.status, 'published'), ...stems.map(hasIngredient)))
    .orderBy(desc(recipeLikeCounts.likesCount), desc(recipes.id))
    .limit(CHAT_RECIPES_MAX);
}
