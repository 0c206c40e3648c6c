import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { type Catalog, recipeInput, type TestUser } from '../helpers/recipe-factory.ts';
import {
  categories,
  cooksnaps,
  cuisines,
  lives,
  mealPlanCalendars,
  mealPlanEntries,
  notifications,
  users,
  verificationRequests,
} from '../../src/db/schema/index.ts';
import { madridParts } from '@receptari/shared/lives/lives.rules';
import { dataUrl } from '../helpers/sample-images.ts';
import { jsonLdFile, uploadExport } from '../helpers/export-files.ts';
import { multipartBody, sampleJpeg, sampleVideo, uploadSample } from '../helpers/upload-media.ts';
import { RECIPE_CARDS } from '../fixtures/recipe-cards.ts';
import { renderCardPhoto } from '../helpers/render-recipe-card.ts';

/**
 * Who may call each route of the API: one row per registered route (method and path exactly as
 * Fastify registers it), read by route-authorization.test.ts, which fails for a route without a
 * row. The expected value per caller is the status of a valid request from that caller.
 *
 * The callers:
 * - anonymous: no token; its requests aim at the owner's resources.
 * - user, chef: a plain user and a chef, each acting on resources of its own (it is their owner).
 * - admin: acting on the owner's resources, which shows what moderation may do to other people's.
 * - another: a plain signed-in user acting on the owner's resources. Only rows whose request names
 *   a resource somebody owns (a recipe, folder, comment or upload) have this column.
 * The owner is a separate user who never calls; it only owns what the others aim at.
 */

export const CALLERS = ['anonymous', 'user', 'chef', 'admin', 'another'] as const;
export type Caller = (typeof CALLERS)[number];

/** What one user owns, made before the table runs; shared, so only read-only requests use it. */
export type Kit = {
  who: TestUser;
  /** A published recipe. */
  recipe: number;
  /** A folder holding `recipe`. */
  folder: number;
  /** A video `who` uploaded. */
  video: string;
};

export type World = {
  app: TestApp;
  catalog: Catalog;
  /** The caller's own signed-in user; null for anonymous. */
  user(caller: Caller): TestUser | null;
  /** The caller's own kit; anonymous has none and borrows the owner's (its requests are refused). */
  own(caller: Caller): Kit;
  /** The kit the caller's requests aim at: its own for user and chef, the owner's for the rest. */
  target(caller: Caller): Kit;
  /** For requests that change or delete: a resource of `kit`'s user no other request sees. */
  freshRecipe(kit: Kit, status?: 'published' | 'pending'): Promise<number>;
  freshFolder(kit: Kit, recipeId?: number): Promise<number>;
  freshComment(kit: Kit): Promise<number>;
};

/** The parts of a request a row fills in; the method and path come from the row's key. */
export type RouteRequest = {
  /** A value for each `:name` of the path. */
  params?: Record<string, number | string>;
  query?: Record<string, string>;
  payload?: InjectOptions['payload'];
  /** Merged over the caller's own authorization header. */
  headers?: Record<string, string>;
};

export type Expected = Record<Exclude<Caller, 'another'>, number> & { another?: number };

export type Row = {
  expect: Expected;
  /**
   * Cells where the server answers otherwise today and `expect` holds what we believe is right
   * (authorization holes, reported, not yet decided). Such a cell checks today's status `now`, so
   * the hole stays visible in every run and the cell fails the day the server changes: then fix
   * whichever of the server or `expect` was wrong, and delete the entry.
   */
  holes?: Partial<Record<Caller, { now: number; why: string }>>;
  request?: (w: World, caller: Caller) => RouteRequest | Promise<RouteRequest>;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${Method} /api/${string}`;

// Statuses by caller: public to all, signed-in only, admin only.
const open = (status = 200): Expected => ({ anonymous: status, user: status, chef: status, admin: status });
const signedIn = (status = 200): Expected => ({ anonymous: 401, user: status, chef: status, admin: status });
const adminOnly: Expected = { anonymous: 401, user: 403, chef: 403, admin: 200 };

const recipeParam = (w: World, c: Caller) => ({ params: { id: w.target(c).recipe } });

export const routeTable: Record<RouteKey, Row> = {
  // --- Auth: register and login ignore any token (config.public).
  'GET /api/health': { expect: open() },
  'GET /api/health/live': { expect: open() },
  // 200 with every dependency up, as in the test's world; 503 when one is down (health.test.ts).
  'GET /api/health/ready': { expect: open() },
  // --- The API's document and its page (plugins/openapi.ts): public, like the API's shape itself.
  'GET /api/openapi.json': { expect: open() },
  'GET /api/docs': { expect: open() },
  'GET /api/docs/json': { expect: open() },
  'GET /api/docs/yaml': { expect: open() },
  // Swagger UI sends its own index.html to /api/docs.
  'GET /api/docs/static/index.html': { expect: open(302) },
  'GET /api/docs/static/swagger-initializer.js': { expect: open() },
  'GET /api/docs/static/*': { expect: open(), request: () => ({ params: { '*': 'swagger-ui.css' } }) },
  'POST /api/register': {
    expect: open(201),
    request: () => {
      const name = uniqueName('reg');
      return { payload: { name, email: `${name}@example.cat`, password: 'contrasenya-segura' } };
    },
  },
  'POST /api/login': {
    expect: open(),
    request: (w, c) => ({ payload: { name: w.own(c).who.user.name, password: w.own(c).who.password } }),
  },
  'POST /api/logout': {
    expect: signedIn(),
    // Logs out a second session of the caller, so its own token stays valid for the other rows.
    request: async (w, c) => {
      if (c === 'anonymous') return {};
      const { who } = w.own(c);
      const login = await w.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { name: who.user.name, password: who.password },
      });
      return { headers: { authorization: `Bearer ${(login.json() as { token: string }).token}` } };
    },
  },
  'GET /api/user': { expect: signedIn() },

  // --- Catalogue and preferences. Every signed-in caller saved preferences before the run, so the
  // GET answers 200, not the 404 for "none yet" (docs/product.md#catalogue-and-preference-calls).
  'GET /api/categories': { expect: open() },
  'GET /api/cuisines': { expect: open() },
  'GET /api/recommendations/options': { expect: open() },
  'GET /api/recommendations/preferences': { expect: signedIn() },
  'POST /api/recommendations/preferences': {
    expect: signedIn(),
    request: (w) => ({
      payload: { cuisine_ids: [w.catalog.cuisine.id], category_ids: [w.catalog.category.id] },
    }),
  },
  'GET /api/recipes/recommended': { expect: signedIn() },

  // --- Search and filters: the options are public like the catalogue, the results signed-in only.
  'GET /api/recipes/search': { expect: signedIn(), request: () => ({ query: { q: 'crema' } }) },
  'POST /api/recipes/filter-by-ingredients': {
    expect: signedIn(),
    request: () => ({ payload: { ingredients: ['Llet'] } }),
  },
  'POST /api/recipes/with-what-i-have': {
    expect: signedIn(),
    request: () => ({ payload: { have: ['Llet'] } }),
  },
  'GET /api/times': { expect: open() },
  'GET /api/ingredients': { expect: open() },
  'GET /api/filterByCategory/:id': {
    expect: signedIn(),
    request: (w) => ({ params: { id: w.catalog.category.id } }),
  },
  'GET /api/filterByCuisine/:id': {
    expect: signedIn(),
    request: (w) => ({ params: { id: w.catalog.cuisine.id } }),
  },
  'GET /api/filterByTime/:id': { expect: signedIn(), request: () => ({ params: { id: 60 } }) },

  // --- Recipes. The home lists are public; the detail is signed-in only (docs/product.md#callers).
  'GET /api/recipes': { expect: open() },
  'GET /api/recipes/:id': { expect: { ...signedIn(), another: 200 }, request: recipeParam },
  'POST /api/recipes': {
    expect: signedIn(201),
    // The image must be the caller's own upload; anonymous is refused before the body is used.
    request: async (w, c) => {
      const user = w.user(c);
      const image = user ? await uploadSample(w.app, user.auth) : '/media/none.webp';
      return { payload: recipeInput(w.catalog, { image }) };
    },
  },
  'PUT /api/recipes/:id': {
    // Only the author edits (policy.canEditRecipe): docs/product.md#ownership-rules gives admins delete, not
    // edit.
    expect: { anonymous: 401, user: 200, chef: 200, admin: 403, another: 403 },
    request: async (w, c) => ({
      params: { id: await w.freshRecipe(w.target(c)) },
      payload: recipeInput(w.catalog, { title: 'Crema catalana revisada' }),
    }),
  },
  'DELETE /api/recipes/:id': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 200, another: 403 },
    request: async (w, c) => ({ params: { id: await w.freshRecipe(w.target(c)) } }),
  },
  // The steps are the detail's content, signed-in only like it.
  'GET /api/recipes/:id/steps': { expect: { ...signedIn(), another: 200 }, request: recipeParam },
  // At the servings and units chosen on the page (issue 29): the same rule as without them.
  'GET /api/recipes/:id/download': {
    expect: { ...signedIn(), another: 200 },
    request: (w, c) => ({ ...recipeParam(w, c), query: { servings: '8', units: 'imperial' } }),
  },
  // The caller's own recipes as a zip (docs/product.md#export): everyone has their own, admins too.
  'GET /api/export/recipes': { expect: signedIn() },

  // --- Likes and bookmarks: anyone signed in may like or save any recipe they can see.
  'POST /api/recipes/:id/like': { expect: { ...signedIn(), another: 200 }, request: recipeParam },
  // The count is on every public card already.
  'GET /api/recipes/:id/likes': { expect: { ...open(), another: 200 }, request: recipeParam },
  'GET /api/user/liked-recipes': { expect: signedIn() },
  'GET /api/saved-recipes': { expect: signedIn() },
  'GET /api/user/saved-recipes': { expect: signedIn() },
  'POST /api/saved-recipes/toggle/:recipeId': {
    expect: { ...signedIn(), another: 200 },
    request: (w, c) => ({ params: { recipeId: w.target(c).recipe } }),
  },

  // --- Folders: only their owner; anyone else's answers 404, as a missing one (admins included).
  'POST /api/folders': {
    expect: signedIn(201),
    request: () => ({ payload: { name: uniqueName('carpeta') } }),
  },
  'GET /api/folders': { expect: signedIn() },
  'DELETE /api/folders/:id': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => ({ params: { id: await w.freshFolder(w.target(c)) } }),
  },
  'PUT /api/folders/:id': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => ({
      params: { id: await w.freshFolder(w.target(c)) },
      payload: { name: uniqueName('reanomenada') },
    }),
  },
  'GET /api/folders/:id/recipes': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: (w, c) => ({ params: { id: w.target(c).folder } }),
  },
  // The folder as one PDF cookbook (docs/product.md#export), under the same rule.
  'GET /api/folders/:folderId/pdf': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: (w, c) => ({ params: { folderId: w.target(c).folder } }),
  },
  'POST /api/folders/:folderId/recipes/:recipeId': {
    expect: { anonymous: 401, user: 201, chef: 201, admin: 404, another: 404 },
    // An empty folder: the shared one already holds the recipe (409).
    request: async (w, c) => ({
      params: { folderId: await w.freshFolder(w.target(c)), recipeId: w.target(c).recipe },
    }),
  },
  'DELETE /api/folders/:folderId/recipes/:recipeId': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => {
      const { recipe } = w.target(c);
      return { params: { folderId: await w.freshFolder(w.target(c), recipe), recipeId: recipe } };
    },
  },

  // --- Meal plan (docs/product.md#meal-plan): only its owner; anyone else's entry answers 404, as a
  // missing one (admins included). Any recipe the caller may see can be planned. The calendar feed
  // has no login: its token is the secret, so every caller holding it gets the feed.
  'GET /api/meal-plan': { expect: signedIn(), request: () => ({ query: { week: '2026-W48' } }) },
  'POST /api/meal-plan': {
    expect: { ...signedIn(201), another: 201 },
    request: (w, c) => ({
      payload: { date: '2026-11-24', meal: 'dinar', recipe_id: w.target(c).recipe, servings: 2 },
    }),
  },
  'PUT /api/meal-plan/:id': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => ({
      params: { id: await freshPlanEntry(w, w.target(c)) },
      payload: { date: '2026-11-25', meal: 'sopar', servings: 3, week: '2026-W48' },
    }),
  },
  'DELETE /api/meal-plan/:id': {
    expect: { anonymous: 401, user: 204, chef: 204, admin: 404, another: 404 },
    request: async (w, c) => ({ params: { id: await freshPlanEntry(w, w.target(c)) } }),
  },
  'POST /api/meal-plan/shopping': { expect: signedIn(), request: () => ({ payload: { week: '2026-W48' } }) },
  'GET /api/meal-plan/calendar-token': { expect: signedIn() },
  'POST /api/meal-plan/calendar-token': { expect: signedIn() },
  'GET /api/meal-plan/calendar/:file': {
    expect: open(),
    request: async (w, c) => ({ params: { file: `${await freshCalendarToken(w, w.target(c))}.ics` } }),
  },

  // --- Comments: anyone signed in reads and writes; the author or an admin deletes.
  'GET /api/recipes/:id/comments': { expect: { ...signedIn(), another: 200 }, request: recipeParam },
  'POST /api/recipes/:id/comment': {
    expect: { ...signedIn(201), another: 201 },
    request: (w, c) => ({ params: { id: w.target(c).recipe }, payload: { comment: 'Boníssima!' } }),
  },
  'DELETE /api/recipes/:id/comments': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 200, another: 403 },
    request: async (w, c) => ({
      params: { id: w.target(c).recipe },
      payload: { comment: await w.freshComment(w.target(c)) },
    }),
  },
  'GET /api/comments': { expect: adminOnly, request: () => ({ query: { q: 'Bon' } }) },

  // --- Notifications: each user's own. Nobody, admins included, reads or marks another's (404).
  'GET /api/notifications': { expect: signedIn() },
  'PUT /api/notifications/read-all': { expect: signedIn() },
  'PUT /api/notifications/:id/read': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => ({ params: { id: await freshNotification(w, w.target(c)) } }),
  },
  // User and chef notify themselves of their own recipe: allowed, and nothing is written (null).
  'POST /api/notifications': {
    expect: { ...signedIn(201), another: 201 },
    request: (w, c) => ({
      payload: { user_id: w.target(c).who.user.id, recipe_id: w.target(c).recipe, type: 'comment' },
    }),
  },

  // --- Notification settings: each user's own switches (docs/product.md#notification-settings).
  'GET /api/notification-settings': { expect: signedIn() },
  'PUT /api/notification-settings': {
    expect: signedIn(),
    request: () => ({
      payload: {
        comment: true,
        like: true,
        follow: true,
        cooksnap: true,
        followed_recipe: true,
        followed_live: true,
      },
    }),
  },

  // --- Following (docs/product.md#following): anyone signed in follows anyone but themselves; the
  // lists are public, as profiles are. Every caller aims at the owner (following oneself is a 422).
  'POST /api/users/:id/follow': {
    expect: { ...signedIn(), another: 200 },
    request: (w) => ({ params: { id: w.target('another').who.user.id } }),
  },
  'DELETE /api/users/:id/follow': {
    expect: { ...signedIn(), another: 200 },
    request: (w) => ({ params: { id: w.target('another').who.user.id } }),
  },
  'GET /api/users/:id/followers': {
    expect: { ...open(), another: 200 },
    request: (w, c) => ({ params: { id: w.target(c).who.user.id } }),
  },
  'GET /api/users/:id/following': {
    expect: { ...open(), another: 200 },
    request: (w, c) => ({ params: { id: w.target(c).who.user.id } }),
  },

  // --- The feed (docs/product.md#feed): each signed-in caller's own, and the cooks it suggests.
  'GET /api/feed': { expect: signedIn() },
  'GET /api/feed/suggestions': { expect: signedIn() },

  // --- 'Ho he fet!' (docs/product.md#cooksnaps): anyone signed in posts on somebody else's recipe
  // (every caller aims at the owner's: one's own is a 422), with a photo of their own (an unsure
  // one waits for review: still 201); the lists are public as the recipe and the profile are; the
  // cook or an admin deletes one.
  'POST /api/recipes/:id/cooksnaps': {
    expect: { ...signedIn(201), another: 201 },
    request: async (w, c) => {
      const user = w.user(c);
      const image = user ? await uploadSample(w.app, user.auth) : '/media/none.webp';
      return { params: { id: w.target('another').recipe }, payload: { image, note: 'Boníssima!' } };
    },
  },
  'GET /api/recipes/:id/cooksnaps': { expect: { ...open(), another: 200 }, request: recipeParam },
  'GET /api/users/:id/cooksnaps': {
    expect: { ...open(), another: 200 },
    request: (w, c) => ({ params: { id: w.target(c).who.user.id } }),
  },
  'DELETE /api/cooksnaps/:id': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 200, another: 403 },
    request: async (w, c) => ({ params: { id: await freshCooksnap(w, w.target(c)) } }),
  },
  // --- Reports (docs/product.md#denuncies): anyone signed in reports what is not theirs (a fresh
  // recipe of the owner, so no caller reports one twice); only admins see and decide them.
  'POST /api/reports': {
    expect: { ...signedIn(201), another: 201 },
    request: async (w) => ({
      payload: { target: 'recipe', id: await w.freshRecipe(w.target('another')), reason: 'spam' },
    }),
  },
  'GET /api/admin/reports': { expect: adminOnly },
  'POST /api/admin/reports/:id/resolve': {
    expect: adminOnly,
    request: async (w) => ({ params: { id: await freshReport(w) }, payload: { action: 'dismiss' } }),
  },

  // --- Shopping list (docs/product.md#shopping-list): each caller's own list, or their household's.
  // Another's line or member answers 404, as a missing one (admins included).
  'GET /api/shopping-list': { expect: signedIn() },
  'POST /api/shopping-list/recipes/:recipeId': {
    expect: { ...signedIn(), another: 200 },
    request: (w, c) => ({ params: { recipeId: w.target(c).recipe }, payload: { servings: 4 } }),
  },
  'DELETE /api/shopping-list/recipes/:recipeId': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => {
      // A recipe only on the target's list: the caller's own list never holds it.
      const kit = w.target(c);
      const recipeId = await w.freshRecipe(kit);
      await listCall(w, kit, 'POST', `/recipes/${recipeId}`, { servings: 2 });
      return { params: { recipeId } };
    },
  },
  'POST /api/shopping-list/items': {
    expect: signedIn(201),
    request: () => ({ payload: { name: '2 kg de patates' } }),
  },
  'PATCH /api/shopping-list/items/:id': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => ({
      params: { id: await freshShoppingItem(w, w.target(c)) },
      payload: { checked: true },
    }),
  },
  'DELETE /api/shopping-list/items/:id': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => ({ params: { id: await freshShoppingItem(w, w.target(c)) } }),
  },
  'DELETE /api/shopping-list/checked': { expect: signedIn() },
  'POST /api/shopping-list/members': {
    expect: signedIn(201),
    request: async (w) => ({ payload: { name: await freshUserName(w) } }),
  },
  'DELETE /api/shopping-list/members/:userId': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => {
      const name = await freshUserName(w);
      const added = await listCall(w, w.target(c), 'POST', '/members', { name });
      const member = (added.json() as { members: { id: number; name: string }[] }).members.find(
        (m) => m.name === name,
      );
      return { params: { userId: member!.id } };
    },
  },

  // --- Review of pending recipes: admins only. User and chef try to approve their own recipe.
  'GET /api/admin/recipes/pending': { expect: adminOnly },
  'POST /api/admin/recipes/:id/approve': {
    expect: { ...adminOnly, another: 403 },
    request: async (w, c) => ({ params: { id: await w.freshRecipe(w.target(c), 'pending') } }),
  },
  'POST /api/admin/recipes/:id/reject': {
    expect: { ...adminOnly, another: 403 },
    request: async (w, c) => ({ params: { id: await w.freshRecipe(w.target(c), 'pending') } }),
  },
  // The same for cooksnaps waiting for review: user and chef try to approve their own.
  'GET /api/admin/cooksnaps/pending': { expect: adminOnly },
  'POST /api/admin/cooksnaps/:id/approve': {
    expect: { ...adminOnly, another: 403 },
    request: async (w, c) => ({ params: { id: await freshCooksnap(w, w.target(c), 'pending') } }),
  },
  'POST /api/admin/cooksnaps/:id/reject': {
    expect: { ...adminOnly, another: 403 },
    request: async (w, c) => ({ params: { id: await freshCooksnap(w, w.target(c), 'pending') } }),
  },

  // --- AI gateway (builtin provider: offline, deterministic). Chat is open to visitors (/Chat is
  // unguarded: docs/product.md#web-routes), limited per address; the rest is signed-in only, limited
  // per user.
  'POST /api/ai/generate-recipe': {
    expect: signedIn(),
    request: () => ({
      payload: {
        explanation:
          'Per a 4 persones: 500 ml de llet, 4 rovells i 100 g de sucre. Bulliu la llet 10 minuts.',
        category: 'Postres',
        cuisine: 'Catalana',
      },
    }),
  },
  'POST /api/ai/nutrition': {
    expect: signedIn(),
    request: () => ({
      payload: { ingredients: [{ quantity: '500', unit: 'ml', name: 'Llet' }], servings: 2 },
    }),
  },
  'POST /api/ai/chat': {
    expect: open(),
    request: () => ({ payload: { messages: [{ role: 'user', content: 'Com es fa la crema catalana?' }] } }),
  },
  'POST /api/ai/check-food': {
    // A frame counts only towards the caller's own video: anyone else's is 404, admins' too.
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => ({ payload: { image: dataUrl(await sampleJpeg()), video: w.target(c).video } }),
  },

  // --- Profiles: anyone's is public (/user/{userId} is unguarded: docs/product.md#web-routes);
  // changes are the caller's own account only, so no request names anyone else's. The password row sets the
  // caller's password to the one it has, so the other rows' logins still work.
  'GET /api/userInfo/:id': {
    expect: { ...open(), another: 200 },
    request: (w, c) => ({ params: { id: w.target(c).who.user.id } }),
  },
  'GET /api/user/:id/recipes': {
    expect: { ...open(), another: 200 },
    request: (w, c) => ({ params: { id: w.target(c).who.user.id } }),
  },
  'POST /api/updatePerfile': { expect: signedIn(), request: () => ({ payload: { bio: 'Cuino cada dia.' } }) },
  'PUT /api/updateProfilePicture': {
    expect: signedIn(),
    request: async () => {
      const body = await multipartBody(await sampleJpeg(), 'jo.jpg', 'image/jpeg');
      return { payload: body.payload, headers: { 'content-type': body.contentType } };
    },
  },
  'PUT /api/users/me/locale': { expect: signedIn(), request: () => ({ payload: { locale: 'es' } }) },
  'POST /api/cambiarContra': {
    expect: signedIn(),
    request: (w, c) => {
      const { password } = w.own(c).who;
      return { payload: { current_password: password, new_password: password } };
    },
  },

  // --- Chef verification: a plain user opens a request; a chef or an admin has nothing to ask (409).
  'POST /api/send-verification': {
    expect: { anonymous: 401, user: 201, chef: 409, admin: 409 },
    request: () => ({ payload: { message: 'Cuino cada dia i vull compartir les meves receptes.' } }),
  },

  // --- Administration (issue 16): admins only; the writes act on rows made for the one request.
  'GET /api/users': { expect: adminOnly, request: () => ({ query: { q: 'a', limit: '5' } }) },
  'GET /api/getAllUsers': { expect: adminOnly },
  'PUT /api/usuarios/:id/rol': {
    expect: adminOnly,
    request: async (w) => ({ params: { id: await freshUser(w) }, payload: { role: 'chef' } }),
  },
  'DELETE /api/users/:id': {
    expect: adminOnly,
    request: async (w) => ({ params: { id: await freshUser(w) } }),
  },
  'POST /api/categories': {
    expect: { ...adminOnly, admin: 201 },
    request: () => ({ payload: { category: uniqueName('cat') } }),
  },
  'POST /api/cuisines': {
    expect: { ...adminOnly, admin: 201 },
    request: () => ({ payload: { country: uniqueName('cui') } }),
  },
  'DELETE /api/categories/:id': {
    expect: adminOnly,
    request: async (w) => {
      const [row] = await w.app.db
        .insert(categories)
        .values({ name: uniqueName('cat') })
        .returning();
      return { params: { id: row!.id } };
    },
  },
  'DELETE /api/cuisines/:id': {
    expect: adminOnly,
    request: async (w) => {
      const [row] = await w.app.db
        .insert(cuisines)
        .values({ country: uniqueName('cui') })
        .returning();
      return { params: { id: row!.id } };
    },
  },
  'GET /api/admin/recipes': { expect: adminOnly, request: () => ({ query: { q: 'crema' } }) },
  'GET /api/admin/verification-requests': { expect: adminOnly },
  'POST /api/admin/verification-requests/:id/approve': {
    expect: adminOnly,
    request: async (w) => ({ params: { id: await freshVerification(w) } }),
  },
  'POST /api/admin/verification-requests/:id/reject': {
    expect: adminOnly,
    request: async (w) => ({ params: { id: await freshVerification(w) } }),
  },
  'GET /api/admin/audit': { expect: adminOnly, request: () => ({ query: { q: 'a' } }) },

  // --- Lives (docs/lives.md): reading is public; only a chef schedules (the user and the admin
  // are refused with the 403 of docs/product.md#ownership-rules); the live's chef, while a chef, or an
  // admin changes or deletes it. The user's "own" live is one of a former chef's: not a chef today, so
  // 403.
  'GET /api/lives': { expect: open() },
  'POST /api/lives': {
    expect: { anonymous: 401, user: 403, chef: 201, admin: 403 },
    request: (w, c) => ({ payload: { recipe_id: w.own(c).recipe, ...tomorrowInMadrid() } }),
  },
  'GET /api/lives/:id': {
    expect: { ...open(), another: 200 },
    request: async (w, c) => ({ params: { id: await freshLive(w, w.target(c)) } }),
  },
  'PUT /api/lives/:id': {
    expect: { anonymous: 401, user: 403, chef: 200, admin: 200, another: 403 },
    request: async (w, c) => ({
      params: { id: await freshLive(w, w.target(c)) },
      payload: { recipe_id: w.target(c).recipe, ...tomorrowInMadrid() },
    }),
  },
  'DELETE /api/lives/:id': {
    expect: { anonymous: 401, user: 403, chef: 200, admin: 200, another: 403 },
    request: async (w, c) => ({ params: { id: await freshLive(w, w.target(c)) } }),
  },
  // The replay (issue 19): only the live's own chef, while a chef, uploads it once it ended; an
  // admin moderates by deleting the live, not by replacing its video. Anyone reads it.
  'POST /api/lives/:id/replay': {
    expect: { anonymous: 401, user: 403, chef: 201, admin: 403, another: 403 },
    request: async (w, c) => ({
      params: { id: await freshLive(w, w.target(c), { status: 'ended' }) },
      headers: { 'content-type': 'video/webm' },
      payload: sampleVideo('clip.webm'),
    }),
  },
  'GET /api/lives/:id/replay': {
    expect: { ...open(), another: 200 },
    request: async (w, c) => ({
      params: {
        id: await freshLive(w, w.target(c), {
          status: 'ended',
          replayUrl: '/media/uploads/2026-11/replay.webm',
          replayMime: 'video/webm',
        }),
      },
    }),
  },
  // A recipe's newest replay, for cook mode (issue 29): signed in only, like the recipe's detail.
  'GET /api/recipes/:id/replay': {
    expect: { ...signedIn(), another: 200 },
    request: async (w, c) => {
      await freshLive(w, w.target(c), {
        status: 'ended',
        endedAt: new Date(),
        replayUrl: '/media/uploads/2026-11/replay.webm',
        replayMime: 'video/webm',
      });
      return recipeParam(w, c);
    },
  },
  'GET /api/mis-lives': { expect: signedIn() },
  'GET /api/chef/:id/lives': {
    expect: { ...open(), another: 200 },
    request: (w, c) => ({ params: { id: w.target(c).who.user.id } }),
  },
  'GET /api/users/:id/lives': {
    expect: { ...open(), another: 200 },
    request: (w, c) => ({ params: { id: w.target(c).who.user.id } }),
  },

  // --- Media.
  'POST /api/media': {
    expect: signedIn(201),
    request: async () => {
      const body = await multipartBody(await sampleJpeg(), 'plat.jpg', 'image/jpeg');
      return { payload: body.payload, headers: { 'content-type': body.contentType } };
    },
  },

  // --- Importing another app's export file (docs/product.md#from-another-app).
  'POST /api/import/file': {
    expect: signedIn(),
    request: async () => {
      const body = await multipartBody(importableFile(), 'receptes.json', 'application/ld+json');
      return { payload: body.payload, headers: { 'content-type': body.contentType } };
    },
  },
  // Only the preview's owner commits it; to anyone else, an admin included, it does not exist.
  'POST /api/import/:importId/commit': {
    expect: { anonymous: 401, user: 200, chef: 200, admin: 404, another: 404 },
    request: async (w, c) => {
      const preview = await uploadExport(w.app, w.target(c).who.auth, importableFile());
      return {
        params: { importId: (preview.json() as { import_id: string }).import_id },
        payload: { ids: ['1'] },
      };
    },
  },
  // --- Import (docs/product.md#import). This app may reach no private address (IMPORT_ALLOW_PRIVATE
  // is unset) and the tests no public one, so a signed-in caller's well-formed request is refused by
  // the address guard (422) after the route's own guard let it in; import-url.test.ts reads pages.
  'POST /api/import/url': {
    expect: signedIn(422),
    request: () => ({ payload: { url: 'http://127.0.0.1:1/recepta' } }),
  },
  // --- Import (docs/product.md#import): signed-in only, limited per user.
  'POST /api/import/photo': {
    expect: signedIn(),
    request: async () => {
      const photo = await renderCardPhoto(RECIPE_CARDS[0]!, 'printed', { width: 900, height: 1200 });
      const body = await multipartBody(photo, 'fitxa.jpg', 'image/jpeg');
      return { payload: body.payload, headers: { 'content-type': body.contentType } };
    },
  },
};

/** A JSON-LD file with one recipe, as POST /import/file takes it. */
const importableFile = () =>
  jsonLdFile({
    '@type': 'Recipe',
    name: `Importada ${uniqueName('r')}`,
    recipeIngredient: ['2 ous'],
    recipeInstructions: 'Bateu els ous.',
  });

/** An open report of a fresh recipe of the owner's, by the 'another' user. */
async function freshReport(w: World): Promise<number> {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: w.user('another')!.auth,
    payload: { target: 'recipe', id: await w.freshRecipe(w.target('another')), reason: 'other' },
  });
  return (res.json() as { id: number }).id;
}

/** A notification for `kit`'s user, written as the notifications module would. */
async function freshNotification(w: World, kit: Kit): Promise<number> {
  const [row] = await w.app.db
    .insert(notifications)
    .values({ userId: kit.who.user.id, recipeId: kit.recipe, type: 'like', message: 'Algú ha fet like' })
    .returning({ id: notifications.id });
  return row!.id;
}

/** A lunch of `kit`'s user, planned with `kit`'s recipe. */
async function freshPlanEntry(w: World, kit: Kit): Promise<number> {
  const [row] = await w.app.db
    .insert(mealPlanEntries)
    .values({ userId: kit.who.user.id, date: '2026-11-23', meal: 'dinar', recipeId: kit.recipe, servings: 2 })
    .returning({ id: mealPlanEntries.id });
  return row!.id;
}

/** A calendar token of `kit`'s user, as POST /meal-plan/calendar-token makes one (replacing any). */
async function freshCalendarToken(w: World, kit: Kit): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await w.app.db
    .insert(mealPlanCalendars)
    .values({ userId: kit.who.user.id, token })
    .onConflictDoUpdate({ target: mealPlanCalendars.userId, set: { token } });
  return token;
}

/** A scheduled live of `kit`'s user about `kit`'s recipe, tomorrow. */
async function freshLive(w: World, kit: Kit, over: Partial<typeof lives.$inferInsert> = {}): Promise<number> {
  const [row] = await w.app.db
    .insert(lives)
    .values({
      chefId: kit.who.user.id,
      recipeId: kit.recipe,
      startsAt: new Date(Date.now() + 86_400_000),
      ...over,
    })
    .returning({ id: lives.id });
  return row!.id;
}

/** A dia and hora a day from now on Madrid's clock. */
const tomorrowInMadrid = () => madridParts(new Date(Date.now() + 86_400_000 + 60_000));

/** A plain user nobody else uses, written straight to the database (registering is rate-limited). */
async function freshUser(w: World): Promise<number> {
  const name = uniqueName('victim');
  const [row] = await w.app.db
    .insert(users)
    .values({ name, email: `${name}@example.cat` })
    .returning({ id: users.id });
  return row!.id;
}

/** A pending chef request of a fresh user. */
async function freshVerification(w: World): Promise<number> {
  const [row] = await w.app.db
    .insert(verificationRequests)
    .values({ userId: await freshUser(w), message: 'Vull ser xef.' })
    .returning({ id: verificationRequests.id });
  return row!.id;
}

/** A call to `kit`'s user's shopping list, as that user. */
const listCall = (w: World, kit: Kit, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  w.app.inject({
    method,
    url: `/api/shopping-list${url}`,
    headers: kit.who.auth,
    ...(payload && { payload }),
  });

/** A line of `kit`'s user's shopping list. */
async function freshShoppingItem(w: World, kit: Kit): Promise<number> {
  const res = await listCall(w, kit, 'POST', '/items', { name: uniqueName('article') });
  return (res.json() as { item: { id: number } }).item.id;
}

/**
 * A cooksnap of `kit`'s user no other request sees, written straight to the table (on their own
 * recipe, which the API refuses: only who may act on it matters here).
 */
async function freshCooksnap(w: World, kit: Kit, status: 'published' | 'pending' = 'published') {
  const [row] = await w.app.db
    .insert(cooksnaps)
    .values({ recipeId: kit.recipe, userId: kit.who.user.id, image: '/media/seed/plat.webp', status })
    .returning({ id: cooksnaps.id });
  return row!.id;
}

/** The name of a fresh user, sharing no list. */
async function freshUserName(w: World): Promise<string> {
  const id = await freshUser(w);
  const [row] = await w.app.db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row!.name;
}
