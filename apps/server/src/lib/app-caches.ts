import type { RecipeStatus } from '@receptari/shared/recipes/recipes.rules';
import type { UserRow } from './session-user.ts';
import { MicroCache } from './micro-cache.ts';

/** A recipe's viewer-independent detail, already validated, and its JSON text (see recipes.routes.ts). */
export type CachedDetail = { userId: number; status: RecipeStatus; json: string };
export type ViewerState = { liked: boolean; saved: boolean };
/** What a recipe's landing card shows a visitor: its preview tags say no more (modules/recipes/share-tags.ts). */
export type PublicCard = { title: string; description: string; image: string | null };

/**
 * Every in-process answer cache, with how long each lives and what drops it
 * (docs/decisions/0004 and 0005). Within one instance a write is seen by the next read; other
 * instances of a multi-instance setup lag by at most each cache's lifetime.
 */
export type AppCaches = {
  /** GET /recipes answers as JSON text, shared by every caller, by query. */
  lists: MicroCache<string>;
  /**
   * Search and filter answers (GET /recipes/search, the filter calls, the ingredient options) as
   * JSON text, shared by every caller, by normalised query (modules/search/search-answer.ts).
   */
  search: MicroCache<string>;
  /** The shared part of GET /recipes/{id}, by id; null for no such recipe. */
  details: MicroCache<CachedDetail | null>;
  /** A published recipe's card as a visitor sees it, by id; null for any other id (pending, gone, none). */
  publicCards: MicroCache<PublicCard | null>;
  /** A viewer's liked and saved state of one recipe, by `${userId}:${recipeId}`. */
  viewerState: MicroCache<ViewerState>;
  /** GET /recipes/recommended as JSON text, by `${userId}:${limit}`. */
  recommendations: MicroCache<string>;
  /** The user a bearer token belongs to, by token hash. */
  sessions: MicroCache<UserRow | undefined>;
  /**
   * The newest recipe's id, one key: where a search's first page places its id windows. Not
   * dropped by writes: a stale value only widens the newest window (modules/search/search-windows.ts).
   */
  newestRecipeId: MicroCache<number>;
  /**
   * Every ingredient name's spellings by ingredient, one key (modules/search/ingredient-spellings.ts):
   * the ingredient filter's widening and its options. Dropped by writes, as a recipe may bring a name.
   */
  ingredientGroups: MicroCache<ReadonlyMap<string, readonly string[]>>;
};

const SECOND = 1000;

/**
 * How long a token's user is reused without asking the database. Long enough that a user's visit,
 * whose requests alternate between instances, asks for it about once per instance (bench:site, issue
 * 37); safe because nothing waits for it to expire: a logout, a revoked token (a password change,
 * a deleted account) and any change to the user's row (a role, a name, a picture, a language)
 * drop it from every instance's cache once committed (`sessions.revoked`, `sessions.changed`:
 * docs/decisions/0005). No cached token can be near its idle limit (auth.repo's TOKEN_IDLE_DAYS):
 * reading it into the cache is a use, which moves its last use to now when it was over an hour old.
 */
export const SESSION_CACHE_TTL_MS = 30 * SECOND;

export function createCaches(): AppCaches {
  return {
    lists: new MicroCache(SECOND, 200),
    // Queries vary far more than the home lists; each answer is one page (about 10 kB).
    search: new MicroCache(SECOND, 1000),
    details: new MicroCache(SECOND, 1000),
    publicCards: new MicroCache(SECOND, 1000),
    viewerState: new MicroCache(SECOND, 20_000),
    recommendations: new MicroCache(10 * SECOND, 5000),
    sessions: new MicroCache(SESSION_CACHE_TTL_MS, 20_000),
    newestRecipeId: new MicroCache(SECOND, 1),
    ingredientGroups: new MicroCache(SECOND, 1),
  };
}

const ofUser = (userId: number) => (key: string) => key.startsWith(`${userId}:`);

/**
 * After any successful write (app.ts, onSend). Shared answers may have changed whoever wrote (a
 * like moves likes_count, a comment arrives, a recipe comes or goes, a search gains or loses a
 * match); per-user answers change only by that user's own writes, so only theirs are dropped. A
 * write that adds, edits or removes a recipe (route config `changesRecipes`) also clears every
 * recommendation list, as any of them may show it.
 */
export function dropAfterWrite(
  caches: AppCaches,
  auth: { user: { id: number }; tokenHash: string } | null,
  changesRecipes = false,
) {
  caches.lists.clear();
  caches.search.clear();
  caches.ingredientGroups.clear();
  caches.details.clear();
  caches.publicCards.clear();
  if (changesRecipes) caches.recommendations.clear();
  if (!auth) return;
  caches.viewerState.deleteWhere(ofUser(auth.user.id));
  caches.recommendations.deleteWhere(ofUser(auth.user.id));
  caches.sessions.delete(auth.tokenHash);
}
