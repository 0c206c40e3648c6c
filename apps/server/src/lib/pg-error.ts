import { tr } from '@receptari/shared/i18n/tr/core';
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

/** A unique index refused the write (two writers raced past the same check). */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

/** The constraint a failed write names, whichever driver raised it (Drizzle wraps it in `cause`). */
export function pgConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
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
  if (isForeignKeyViolation(err)) throw AppError.notFound('recipe_not_found', tr.recipes.notFound);
  throw err;
}

/**
 * SQLSTATEs of a database that is not answering rather than refusing the statement: class 08
 * (connection exception), 57P01-57P03 (shut down by its administrator, crashed, not accepting
 * connections yet), 53300 (no connection slot left), and 57014 (the statement ran past the app's
 * statement timeout, db/postgres.ts: a busy server, worth a retry, not a fault of the request).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;
/** The socket's own errors when the server is down, unreachable or gone mid-query. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when a failure means the database cannot be reached for now (down, restarting, out of
 * connections), not that the statement was wrong: the caller gets a 503 and may retry. Walks
 * Drizzle's `cause` chain and the attempts of an AggregateError (one per address tried).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = err as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
