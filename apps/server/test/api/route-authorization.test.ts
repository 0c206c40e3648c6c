/**
 * Every API route against the table of who may call it (route-authorization.table.ts).
 *
 * This file FAILS for a route the server registers under /api without a row in the table (and for
 * a row whose route is no longer registered), so no route can be added without its rule. To add a
 * row: key it by method and path exactly as registered (`'GET /api/recipes/:id'`), give the status
 * each caller gets for a valid request, and a `request` that fills the path, body and query.
 */
import { tr } from '@receptari/shared/i18n/tr/core';
import type { onRouteHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, folderRecipes, folders, users } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { type Catalog, makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';
import { uploadSample } from '../helpers/upload-media.ts';
import {
  CALLERS,
  type Caller,
  type Kit,
  type Method,
  type RouteKey,
  type RouteRequest,
  type Row,
  routeTable,
  type World,
} from './route-authorization.table.ts';

/** Method and path of every route registered under /api, as the table keys them. */
const registered = new Set<string>();
const collectRoute: onRouteHookHandler = (route) => {
  if (!route.url.startsWith('/api/')) return; // media files and the SPA are not the API
  for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
};
/**
 * Fastify adds a HEAD beside every GET; it runs the GET's handler and hooks, so the GET's row covers
 * it. A plugin's '/' under a prefix (Swagger UI's /api/docs) is also served with a trailing slash,
 * of which onRoute hears only the HEAD: the GET's row covers that too.
 */
const apiRoutes = () =>
  [...registered].filter((r) => {
    if (!r.startsWith('HEAD ')) return true;
    const get = r.replace(/^HEAD /, 'GET ');
    return !registered.has(get) && !registered.has(get.replace(/\/$/, ''));
  });

let app: TestApp;
let world: World;

beforeAll(async () => {
  app = await buildTestApp({}, { onRoute: collectRoute });
  // A user of its own per caller: the per-user rate limits (AI, uploads, recipes) never add up
  // across callers. These 5 registrations and the table's 4 stay far below register's 20 a minute.
  const [owner, user, chef, admin, another] = await Promise.all(
    ['owner', 'user', 'chef', 'admin', 'another'].map((p) => registerUser(app, { name: uniqueName(p) })),
  );
  // Roles set in the users table before each user's first request fills the 2 s session cache.
  await app.db.update(users).set({ role: 'chef' }).where(eq(users.id, chef!.user.id));
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin!.user.id));
  const catalog = await makeCatalog(app.db);
  const kits = {
    owner: await makeKit(owner!, catalog),
    user: await makeKit(user!, catalog),
    chef: await makeKit(chef!, catalog),
    admin: await makeKit(admin!, catalog),
    another: await makeKit(another!, catalog),
  };
  // So GET /recommendations/preferences answers 200 rather than "none saved yet" (404).
  for (const who of [user!, chef!, admin!]) {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/recommendations/preferences',
      headers: who.auth,
      payload: { cuisine_ids: [catalog.cuisine.id], category_ids: [catalog.category.id] },
    });
    if (saved.statusCode !== 200) throw new Error(`preferences: ${saved.statusCode} ${saved.body}`);
  }

  const ownKit = (c: Caller) => (c === 'anonymous' ? kits.owner : kits[c]);
  world = {
    app,
    catalog,
    user: (c) => (c === 'anonymous' ? null : kits[c].who),
    own: ownKit,
    target: (c) => (c === 'user' || c === 'chef' ? kits[c] : kits.owner),
    freshRecipe: async (kit, status = 'published') =>
      makeRecipe(app.db, kit.who.user.id, catalog, { status }),
    freshFolder: (kit, recipeId) => insertFolder(kit.who, recipeId),
    freshComment: (kit) => insertComment(kit.who, kit.recipe),
  };
});
afterAll(() => app?.dispose());

async function insertFolder(who: TestUser, recipeId?: number) {
  const [folder] = await app.db
    .insert(folders)
    .values({ userId: who.user.id, name: uniqueName('carpeta') })
    .returning({ id: folders.id });
  if (recipeId !== undefined) await app.db.insert(folderRecipes).values({ folderId: folder!.id, recipeId });
  return folder!.id;
}

async function insertComment(who: TestUser, recipeId: number) {
  const [row] = await app.db
    .insert(comments)
    .values({ recipeId, userId: who.user.id, comment: 'Bon profit' })
    .returning({ id: comments.id });
  return row!.id;
}

/** What a user owns for the read-only rows: made in the database, bar the video (a real upload). */
async function makeKit(who: TestUser, catalog: Catalog): Promise<Kit> {
  const recipe = await makeRecipe(app.db, who.user.id, catalog);
  await insertComment(who, recipe); // so the comment lists read have a row to answer
  return {
    who,
    recipe,
    folder: await insertFolder(who, recipe),
    video: await uploadSample(app, who.auth, 'video'),
  };
}

/** The concrete URL of a route pattern: every `:name` filled from `params`, then the query. */
function urlOf(path: string, req: RouteRequest) {
  // A wildcard route's rest of the path (`/static/*`) is the param `*`.
  const filled = path.replace(/:(\w+)|\*$/g, (match, name: string | undefined) => {
    const value = req.params?.[name ?? match];
    if (value === undefined) throw new Error(`${path}: the row's request gives no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(req.query).toString();
  return query ? `${filled}?${query}` : filled;
}

const callersOf = (row: Row): Caller[] => CALLERS.filter((c) => row.expect[c] !== undefined);

describe('the route table', () => {
  it('has a row for every route registered under /api, and no row for a route that is gone', () => {
    const rows = new Set<string>(Object.keys(routeTable));
    const missing = apiRoutes().filter((r) => !rows.has(r));
    const stale = [...rows].filter((r) => !registered.has(r));
    const problems = [
      ...missing.map(
        (r) => `${r} has no row: add one to route-authorization.table.ts saying who may call it`,
      ),
      ...stale.map((r) => `${r} has a row but is not registered: rename or remove the row`),
    ];
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });
});

describe.each(Object.entries(routeTable) as [RouteKey, Row][])('%s', (route, row) => {
  const [method, path] = route.split(' ') as [Method, string];
  for (const caller of callersOf(row)) {
    const status = row.expect[caller]!;
    const hole = row.holes?.[caller];
    const title = hole
      ? `${caller} -> ${status} (HOLE: ${hole.now} today, ${hole.why})`
      : `${caller} -> ${status}`;
    it(title, async () => {
      const req = await (row.request?.(world, caller) ?? {});
      const res = await app.inject({
        method,
        url: urlOf(path, req),
        headers: { ...world.user(caller)?.auth, ...req.headers },
        ...(req.payload !== undefined && { payload: req.payload }),
      });
      if (hole) {
        const changed = `${route} as ${caller}: this known hole (${hole.now} where ${status} is right) now answers ${res.statusCode}; settle the row and delete its holes entry`;
        expect(res.statusCode, changed).toBe(hole.now);
        return;
      }
      expect(res.statusCode, `${route} as ${caller}: ${res.body.slice(0, 300)}`).toBe(status);
      // A 404 must be the route's own answer (a hidden resource), not the router finding no route.
      if (status === 404) expect((res.json() as { message: string }).message).not.toBe(tr.errors.notFound);
    });
  }
});
