import { ca } from '@receptari/shared/i18n/ca';
import { AppError } from './app-error.ts';

/**
 * The SQLSTATE of a failed query, whichever driver raised it: Drizzle wraps
 * the driver's error (pg's or PGlite's, both carrying `code`) in `cause`.
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A row referenced by the write was deleted meanwhile (a recipe or folder removed concurrently). */
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';

/**
 * For `.catch` on a write that references a recipe: the recipe was deleted meanwhile (a foreign key
 * violation) is that recipe's 404; any other error goes on as it is.
 */
export function recipeGoneAs404(err: unknown): never {
  if (isForeignKeyViolation(err)) throw AppError.notFound('recipe_not_found', ca.recipes.notFound);
  throw err;
}
