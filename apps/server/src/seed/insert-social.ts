import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  comments,
  folderRecipes,
  folders,
  likes,
  notifications,
  recipeLikeCounts,
  savedRecipes,
} from '../db/schema/index.ts';
import { AUTHOR_REPLIES, COMMENT_TEXTS } from './data/comments.ts';
import type { DemoUserName } from './demo-accounts.ts';
import type { Random } from './image/random.ts';
import type { SeededRecipe } from './insert-recipes.ts';

export type SeedContext = {
  tx: Db;
  rnd: Random;
  now: Date;
  userIds: Record<DemoUserName, number>;
  recipes: SeededRecipe[];
};

const HOUR = 3_600_000;

/** A moment between the recipe's publication and now. */
const after = (rnd: Random, from: Date, now: Date) =>
  new Date(from.getTime() + rnd.range(0.05, 1) * (now.getTime() - from.getTime()));

/** Something a user did on a recipe that its author is told of. */
export type SeedEvent = { recipe: SeededRecipe; by: number; at: Date; type: 'like' | 'comment' | 'cooksnap' };

/** Each event's notification text, by its key in the notifications' dictionary. */
const NOTICE_TEXT = { like: 'liked', comment: 'commented', cooksnap: 'cooksnapped' } as const;

/** Likes with a popularity per recipe, so the popular list has a clear order; likes_count set exactly. */
export async function insertLikes({
  tx,
  rnd,
  now,
  userIds,
  recipes: list,
}: SeedContext): Promise<SeedEvent[]> {
  const ids = Object.values(userIds);
  const rows = list.flatMap((recipe) => {
    const popularity = rnd.range(0.05, 0.95);
    return ids
      .filter((id) => id !== recipe.userId && rnd.next() < popularity)
      .map((userId) => ({ userId, recipeId: recipe.id, createdAt: after(rnd, recipe.createdAt, now) }));
  });
  if (rows.length) await tx.insert(likes).values(rows);
  await tx.update(recipeLikeCounts).set({
    likesCount: sql`(select count(*)::int from ${likes} where ${likes.recipeId} = ${recipeLikeCounts.recipeId})`,
  });
  const byId = new Map(list.map((r) => [r.id, r]));
  return rows.map((r) => ({
    recipe: byId.get(r.recipeId)!,
    by: r.userId,
    at: r.createdAt,
    type: 'like' as const,
  }));
}

export async function insertSaved({ tx, rnd, now, userIds, recipes: list }: SeedContext) {
  const perUser: Partial<Record<DemoUserName, number>> = {
    usuari: 6,
    xef_marta: 3,
    laia_fogons: 3,
    anna_verda: 2,
  };
  const rows = Object.entries(perUser).flatMap(([name, count]) => {
    const userId = userIds[name as DemoUserName];
    const pool = list.filter((r) => r.userId !== userId);
    const picked = new Set(Array.from({ length: count }, () => rnd.pick(pool)));
    return [...picked].map((r) => ({ userId, recipeId: r.id, createdAt: after(rnd, r.createdAt, now) }));
  });
  await tx.insert(savedRecipes).values(rows);
}

export async function insertFolders({ tx, userIds, recipes: list }: SeedContext) {
  const total = (r: SeededRecipe) => r.data.prepTime + r.data.cookTime;
  const plan: [DemoUserName, string, SeededRecipe[]][] = [
    ['usuari', 'Sopars ràpids', list.filter((r) => total(r) <= 30).slice(0, 5)],
    ['usuari', 'Per al cap de setmana', [...list].sort((a, b) => total(b) - total(a)).slice(0, 4)],
    ['usuari', 'Postres preferides', list.filter((r) => r.data.category === 'Postres')],
    ['xef_marta', 'Clàssics catalans', list.filter((r) => r.data.cuisine === 'Catalunya').slice(0, 6)],
    ['xef_marta', 'Idees per als lives', list.filter((r) => r.userId === userIds.xef_marta).slice(0, 3)],
    ['laia_fogons', 'Dolços de casa', list.filter((r) => ['Postres', 'Esmorzars'].includes(r.data.category))],
    ['anna_verda', 'Verdura i llegums', list.filter((r) => r.data.category === 'Vegetarià')],
  ];
  const created = await tx
    .insert(folders)
    .values(plan.map(([user, name]) => ({ userId: userIds[user], name })))
    .returning({ id: folders.id, userId: folders.userId, name: folders.name });
  const folderId = (user: DemoUserName, name: string) =>
    created.find((f) => f.userId === userIds[user] && f.name === name)!.id;
  await tx
    .insert(folderRecipes)
    .values(
      plan.flatMap(([user, name, rs]) => rs.map((r) => ({ folderId: folderId(user, name), recipeId: r.id }))),
    );
}

/** 0-4 comments per recipe from other users, and now and then the author's thanks. */
export async function insertComments({
  tx,
  rnd,
  now,
  userIds,
  recipes: list,
}: SeedContext): Promise<SeedEvent[]> {
  const ids = Object.values(userIds);
  const rows = list.flatMap((recipe) => {
    const texts = rnd.shuffle(COMMENT_TEXTS).slice(0, rnd.int(0, 4));
    const theirs = texts.map((comment) => {
      const at = after(rnd, recipe.createdAt, now);
      return { recipeId: recipe.id, userId: rnd.pick(ids.filter((id) => id !== recipe.userId)), comment, at };
    });
    const last = theirs.reduce<Date | undefined>((m, c) => (!m || c.at > m ? c.at : m), undefined);
    if (last && rnd.next() < 0.4) {
      const at = new Date(Math.min(last.getTime() + rnd.range(1, 20) * HOUR, now.getTime()));
      theirs.push({ recipeId: recipe.id, userId: recipe.userId, comment: rnd.pick(AUTHOR_REPLIES), at });
    }
    return theirs;
  });
  await tx.insert(comments).values(rows.map(({ at, ...c }) => ({ ...c, createdAt: at, updatedAt: at })));
  const byId = new Map(list.map((r) => [r.id, r]));
  return rows
    .filter((c) => c.userId !== byId.get(c.recipeId)!.userId)
    .map((c) => ({ recipe: byId.get(c.recipeId)!, by: c.userId, at: c.at, type: 'comment' as const }));
}

/** The latest likes and comments on the recipes of two demo accounts, the oldest ones already read. */
export async function insertNotifications({ tx, userIds }: SeedContext, events: SeedEvent[]) {
  const nameById = new Map(Object.entries(userIds).map(([name, id]) => [id, name]));
  const rows = (['xef_marta', 'usuari'] as const).flatMap((owner) =>
    events
      .filter((e) => e.recipe.userId === userIds[owner])
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, 8)
      .map((e, i) => ({
        userId: userIds[owner],
        recipeId: e.recipe.id,
        type: e.type,
        triggeredBy: e.by,
        message: fill(tr.notifications[NOTICE_TEXT[e.type]], {
          name: nameById.get(e.by)!,
          title: e.recipe.data.title,
        }),
        readAt: i >= 3 ? e.at : null,
        createdAt: e.at,
      }))
      // Oldest first: ids follow time, as for notifications written live (the list is by id).
      .reverse(),
  );
  if (rows.length) await tx.insert(notifications).values(rows);
}
