import { type SQL, sql } from 'drizzle-orm';
import { recipes } from './schema/index.ts';

/** LIKE treats % and _ as wildcards: a user searching "50%" means the characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case- and accent-insensitive substring match on a recipe's title or description ("arros"
 * finds "Arròs negre"). Written with exactly the expressions of the recipes_*_trgm_idx
 * indexes, so PostgreSQL can answer it from them instead of reading every recipe.
 */
export function recipeTextMatches(term: string): SQL {
  const pattern = sql`'%' || f_unaccent(lower(${escapeLike(term)})) || '%'`;
  return sql`(f_unaccent(lower(${recipes.title})) like ${pattern} or f_unaccent(lower(coalesce(${recipes.description}, ''))) like ${pattern})`;
}
