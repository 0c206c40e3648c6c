import type { Locale } from '@receptari/shared/i18n/locales';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { folders, recipes, users } from '../../db/schema/index.ts';
import { seenBy, selectCardsWithStatus, type Viewer } from '../recipe-cards/index.ts';

const profileColumns = { id: users.id, name: users.name, bio: users.bio, role: users.role, img: users.img };
const ownColumns = { ...profileColumns, email: users.email, locale: users.locale };

export async function findProfileUser(db: Db, id: number) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user's recipes `viewer` may see, newest (highest id) first, below `beforeId` when given. */
export const userRecipes = (db: Db, userId: number, viewer: Viewer, limit: number, beforeId?: number) =>
  selectCardsWithStatus(db)
    .where(and(eq(recipes.userId, userId), seenBy(viewer), beforeId ? lt(recipes.id, beforeId) : undefined))
    .orderBy(desc(recipes.id))
    .limit(limit);

export const userFolders = (db: Db, userId: number) =>
  db
    .select({ id: folders.id, name: folders.name, createdAt: folders.createdAt })
    .from(folders)
    .where(eq(folders.userId, userId))
    .orderBy(asc(folders.createdAt), asc(folders.id));

/** Cards (with status) of the given ids, in the order given. */
export async function cardsWithStatus(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectCardsWithStatus(db).where(inArray(recipes.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Sets what is given; answers the account as GET /user shows it, or undefined when it is gone. */
export async function updateUser(
  db: Db,
  id: number,
  values: { name?: string; nameSkeleton?: string; bio?: string | null; img?: string; locale?: Locale | null },
) {
  if (Object.keys(values).length === 0) {
    const [row] = await db.select(ownColumns).from(users).where(eq(users.id, id)).limit(1);
    return row;
  }
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(ownColumns);
  return row;
}
