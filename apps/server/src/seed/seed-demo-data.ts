import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { nameSkeleton } from '../modules/auth/index.ts';
import { SEED_CATEGORY_NAMES, SEED_CUISINE_NAMES } from './data/catalog.ts';
import { SEED_RECIPES } from './data/recipes.ts';
import { DEMO_ACCOUNTS, type DemoUserName } from './demo-accounts.ts';
import { seededRandom } from './image/random.ts';
import { insertCooksnaps, insertFollows } from './insert-community.ts';
import { insertCatalog, insertLives, insertPreferences } from './insert-extras.ts';
import { insertRecipes } from './insert-recipes.ts';
import {
  insertComments,
  insertFolders,
  insertLikes,
  insertNotifications,
  insertSaved,
} from './insert-social.ts';
import type { MediaStorage } from '../storage/media-storage.ts';
import { renderSeedImages } from './render-images.ts';

const DAY = 86_400_000;
/** Serialises two servers seeding one PostgreSQL at the same moment. */
const SEED_LOCK_KEY = 7_201_914_303;

/**
 * True when the database has any user: it is in use, and seeding it would add accounts with the
 * published demo passwords (README) to a real site, and clash with the demo names if they are taken.
 */
async function databaseInUse(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty database with demo accounts, recipes (with drawn pictures) and activity. Does
 * nothing to a database with any user (its own demo accounts, renamed or not, or a site's). All
 * rows go in one transaction.
 */
export async function seedDemoData(
  db: Db,
  opts: { storage: MediaStorage; log?: (msg: string) => void },
): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  if (await databaseInUse(db)) return { seeded: false };

  const drawn = await renderSeedImages(opts.storage, SEED_RECIPES);
  log(`seed: ${drawn} recipe pictures drawn, ${SEED_RECIPES.length - drawn} reused`);
  // argon2id is the package's default algorithm (m=19456 KiB, t=2, p=1, as for registered users).
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hash(a.password)));

  const now = new Date();
  const rnd = seededRandom(2024);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await databaseInUse(tx)) return false;

    const created = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          name: a.name,
          nameSkeleton: nameSkeleton(a.name),
          email: a.email,
          passwordHash: hashes[i]!,
          role: a.role,
          bio: a.bio,
          createdAt: new Date(now.getTime() - (200 - i * 10) * DAY),
        })),
      )
      .returning({ id: users.id, name: users.name });
    const userIds = Object.fromEntries(created.map((u) => [u.name, u.id])) as Record<DemoUserName, number>;

    const catalog = await insertCatalog(tx, SEED_CATEGORY_NAMES, SEED_CUISINE_NAMES);
    // Publication dates spread over the last ~80 days in a shuffled order, so "recent" mixes cuisines.
    const order = rnd.shuffle(SEED_RECIPES.map((_, i) => i));
    const recipes = await insertRecipes(
      tx,
      SEED_RECIPES.map((data, i) => ({
        data,
        userId: userIds[data.author],
        categoryId: catalog.category[data.category]!,
        cuisineId: catalog.cuisine[data.cuisine]!,
        createdAt: new Date(now.getTime() - (order.indexOf(i) * 1.7 + rnd.range(0.1, 1.5)) * DAY),
      })),
    );

    const ctx = { tx, rnd, now, userIds, recipes };
    const likeEvents = await insertLikes(ctx);
    await insertSaved(ctx);
    await insertFolders(ctx);
    const commentEvents = await insertComments(ctx);
    await insertFollows(ctx);
    const cooksnapEvents = await insertCooksnaps(ctx);
    await insertNotifications(ctx, [...likeEvents, ...commentEvents, ...cooksnapEvents]);
    await insertPreferences(ctx, catalog);
    await insertLives(ctx);
    log(`seed: ${created.length} users, ${recipes.length} recipes, ${likeEvents.length} likes`);
    return true;
  });
  return { seeded };
}
