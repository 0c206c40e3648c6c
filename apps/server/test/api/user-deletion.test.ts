import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authTokens,
  comments,
  cooksnaps,
  folderRecipes,
  folders,
  followerAnnouncements,
  follows,
  likes,
  lives,
  mediaUploads,
  notifications,
  notificationSettings,
  nutrition,
  preferenceCategories,
  preferenceCuisines,
  preferences,
  recipeIngredients,
  recipes,
  recipeSteps,
  reports,
  savedRecipes,
  users,
  verificationRequests,
} from '../../src/db/schema/index.ts';
import { type TestApp } from '../helpers/build-test-app.ts';
import {
  type Catalog,
  recipeInput,
  recipeTestWorld,
  storedLikesCount,
  type TestUser,
} from '../helpers/recipe-factory.ts';
import { foodPhoto } from '../helpers/sample-images.ts';
import { multipartBody, sampleJpeg, uploadBytes, uploadSample } from '../helpers/upload-media.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';

let app: TestApp;
let catalog: Catalog;
let admin: TestUser;
beforeAll(async () => {
  ({ app, catalog } = await recipeTestWorld());
  admin = await registerFreshAdmin(app);
});
afterAll(() => app.dispose());

const call = (who: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
const deleteUser = (id: number | string, who: TestUser = admin) => call(who, 'DELETE', `/api/users/${id}`);
const fileOf = (url: string) => join(app.config.dataDir, url.replace(/^\/media\//, 'media/'));
const variantsOf = (url: string) => [
  url,
  url.replace(/\.webp$/, '-card.webp'),
  url.replace(/\.webp$/, '-detail.webp'),
];

/** A user with something of every kind the app keeps: recipes, media, social rows, requests. */
async function busyUser(other: { who: TestUser; recipe: number }) {
  const who = await registerFresh(app);
  const image = (await uploadBytes(app, who.auth, foodPhoto('E007'))).json().secure_url as string;
  const video = await uploadSample(app, who.auth, 'video');
  const unusedUpload = await uploadSample(app, who.auth);
  const recipe = await call(who, 'POST', '/api/recipes', recipeInput(catalog, { image, video }));
  expect(recipe.statusCode).toBe(201);
  const recipeId = recipe.json().id as number;
  const picture = await multipartBody(await sampleJpeg(), 'jo.jpg', 'image/jpeg');
  const pic = await app.inject({
    method: 'PUT',
    url: '/api/updateProfilePicture',
    headers: { ...who.auth, 'content-type': picture.contentType },
    payload: picture.payload,
  });
  expect(pic.statusCode).toBe(200);
  const img = (await app.db.select({ img: users.img }).from(users).where(eq(users.id, who.user.id)))[0]!.img!;

  // On the other user's recipe: a like, a save, a comment (which notifies its author), a folder entry.
  expect((await call(who, 'POST', `/api/recipes/${other.recipe}/like`)).statusCode).toBe(200);
  expect((await call(who, 'POST', `/api/saved-recipes/toggle/${other.recipe}`)).statusCode).toBe(200);
  const comment = await call(who, 'POST', `/api/recipes/${other.recipe}/comment`, { comment: 'Molt bona!' });
  expect(comment.statusCode).toBe(201);
  const folder = await call(who, 'POST', '/api/folders', { name: 'Preferides' });
  await call(who, 'POST', `/api/folders/${folder.json().id}/recipes/${other.recipe}`);
  await call(who, 'POST', '/api/recommendations/preferences', {
    cuisine_ids: [catalog.cuisine.id],
    category_ids: [catalog.category.id],
  });
  await call(who, 'POST', '/api/send-verification', { message: 'Vull ser xef.' });
  await app.db.insert(lives).values({ chefId: who.user.id, recipeId, startsAt: new Date() });
  // They follow the other user and are followed back (each follow notifies), and turned a switch off.
  expect((await call(who, 'POST', `/api/users/${other.who.user.id}/follow`)).statusCode).toBe(200);
  expect((await call(other.who, 'POST', `/api/users/${who.user.id}/follow`)).statusCode).toBe(200);
  const off = {
    comment: true,
    like: false,
    follow: true,
    cooksnap: true,
    followed_recipe: true,
    followed_live: true,
  };
  expect((await call(who, 'PUT', '/api/notification-settings', off)).statusCode).toBe(200);
  // They reported the other user's recipe (docs/product.md#denuncies).
  const reported = await call(who, 'POST', '/api/reports', {
    target: 'recipe',
    id: other.recipe,
    reason: 'spam',
  });
  expect(reported.statusCode).toBe(201);
  // The other user acts on the busy user's recipe: a like, a comment, a save, a folder entry.
  await call(other.who, 'POST', `/api/recipes/${recipeId}/like`);
  await call(other.who, 'POST', `/api/recipes/${recipeId}/comment`, { comment: 'Gràcies!' });
  await call(other.who, 'POST', `/api/saved-recipes/toggle/${recipeId}`);
  const otherFolder = await call(other.who, 'POST', '/api/folders', { name: 'De tothom' });
  await call(other.who, 'POST', `/api/folders/${otherFolder.json().id}/recipes/${recipeId}`);
  // 'Ho he fet!' both ways: theirs of the other's recipe, the other's of theirs (published meanwhile).
  const snap = (await uploadBytes(app, who.auth, foodPhoto('E049'))).json().secure_url as string;
  const mine = await call(who, 'POST', `/api/recipes/${other.recipe}/cooksnaps`, { image: snap });
  expect(mine.statusCode).toBe(201);
  await app.db.update(recipes).set({ status: 'published' }).where(eq(recipes.id, recipeId));
  const otherSnap = (await uploadBytes(app, other.who.auth, foodPhoto('E049'))).json().secure_url as string;
  const theirs = await call(other.who, 'POST', `/api/recipes/${recipeId}/cooksnaps`, { image: otherSnap });
  expect(theirs.statusCode).toBe(201);
  return {
    who,
    recipeId,
    commentId: comment.json().id as number,
    otherFolderId: otherFolder.json().id as number,
    files: [...variantsOf(image), video, ...variantsOf(unusedUpload), img, ...variantsOf(snap), otherSnap],
  };
}

describe('deleting a user', () => {
  it('removes what was only theirs in one go, anonymises their comments, and their files', async () => {
    const other = await registerFresh(app);
    const otherImage = (await uploadBytes(app, other.auth, foodPhoto('E049'))).json().secure_url as string;
    const otherRecipe = (
      await call(other, 'POST', '/api/recipes', recipeInput(catalog, { image: otherImage }))
    ).json().id as number;
    const busy = await busyUser({ who: other, recipe: otherRecipe });
    const victim = busy.who.user.id;
    for (const file of busy.files) expect(existsSync(fileOf(file)), file).toBe(true);
    const before = (await app.db.select().from(recipes).where(eq(recipes.id, otherRecipe)))[0]!;
    expect([await storedLikesCount(app.db, otherRecipe), before.cooksnapsCount]).toEqual([1, 1]);

    const res = await deleteUser(victim);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: trAdmin.admin.userDeleted });

    // Nothing anywhere still names the user or their recipe.
    const byUser = [
      [authTokens, authTokens.userId],
      [recipes, recipes.userId],
      [likes, likes.userId],
      [savedRecipes, savedRecipes.userId],
      [comments, comments.userId],
      [notifications, notifications.userId],
      [notifications, notifications.triggeredBy],
      [folders, folders.userId],
      [preferences, preferences.userId],
      [preferenceCuisines, preferenceCuisines.userId],
      [preferenceCategories, preferenceCategories.userId],
      [lives, lives.chefId],
      [follows, follows.followerId],
      [follows, follows.followedId],
      [followerAnnouncements, followerAnnouncements.cookId],
      [cooksnaps, cooksnaps.userId],
      [notificationSettings, notificationSettings.userId],
      [reports, reports.reporterId],
      [reports, reports.resolvedBy],
      [mediaUploads, mediaUploads.userId],
      [verificationRequests, verificationRequests.userId],
      [auditLog, auditLog.adminId],
    ] as const;
    for (const [table, column] of byUser) {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(column, victim));
      expect(row!.n, `${column.name}`).toBe(0);
    }
    const byRecipe = [
      [recipeSteps, recipeSteps.recipeId],
      [recipeIngredients, recipeIngredients.recipeId],
      [nutrition, nutrition.recipeId],
      [likes, likes.recipeId],
      [savedRecipes, savedRecipes.recipeId],
      [comments, comments.recipeId],
      [folderRecipes, folderRecipes.recipeId],
      [notifications, notifications.recipeId],
      [lives, lives.recipeId],
      [cooksnaps, cooksnaps.recipeId],
      [followerAnnouncements, followerAnnouncements.recipeId],
    ] as const;
    for (const [table, column] of byRecipe) {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(column, busy.recipeId));
      expect(row!.n, `${column.name}`).toBe(0);
    }
    expect(await app.db.select().from(users).where(eq(users.id, victim))).toHaveLength(0);

    // Their comment on the other's recipe stays, by 'Usuari desconegut'; its notice stays, sender unknown.
    const thread = (
      await app.inject({ url: `/api/recipes/${otherRecipe}/comments`, headers: other.auth })
    ).json();
    expect(thread.comments).toContainEqual(
      expect.objectContaining({ id: busy.commentId, user_id: null, name: tr.comments.unknownAuthor }),
    );
    expect(tr.comments.unknownAuthor).toBe('Usuari desconegut');
    const notices = await app.db.select().from(notifications).where(eq(notifications.userId, other.user.id));
    expect(notices.some((n) => n.type === 'comment' && n.triggeredBy === null)).toBe(true);
    // Their like is gone from the count; the other's recipe, folder and files are intact.
    const after = (await app.db.select().from(recipes).where(eq(recipes.id, otherRecipe)))[0]!;
    expect([await storedLikesCount(app.db, otherRecipe), after.cooksnapsCount]).toEqual([0, 0]);
    expect((await app.inject({ url: `/api/recipes/${otherRecipe}/likes` })).json()).toMatchObject({
      likes_count: 0,
    });
    expect(await app.db.select().from(folders).where(eq(folders.id, busy.otherFolderId))).toHaveLength(1);
    for (const file of variantsOf(otherImage)) expect(existsSync(fileOf(file)), file).toBe(true);
    // Every file of theirs is gone from the media folder.
    for (const file of busy.files) expect(existsSync(fileOf(file)), file).toBe(false);
    // Their session no longer works; the audit log keeps the deletion.
    expect((await app.inject({ url: '/api/user', headers: busy.who.auth })).statusCode).toBe(401);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.action, 'user.delete')))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      adminId: admin.user.id,
      targetId: victim,
      targetLabel: busy.who.user.name,
    });
  });

  it('stops the deleted user’s cached session at once', async () => {
    const victim = await registerFresh(app);
    expect((await app.inject({ url: '/api/user', headers: victim.auth })).statusCode).toBe(200);
    expect((await deleteUser(victim.user.id)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: victim.auth })).statusCode).toBe(401);
  });

  it('refuses oneself (409), an unknown id (404), and answers one 200 and one 404 to two at once', async () => {
    const self = await deleteUser(admin.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'own_admin_role', message: trAdmin.admin.deleteSelf });
    const missing = await deleteUser(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'user_not_found', message: trAdmin.admin.userNotFound });
    expect((await deleteUser('x')).statusCode).toBe(404);
    const victim = await registerFresh(app);
    const both = await Promise.all([deleteUser(victim.user.id), deleteUser(victim.user.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const user = await registerFresh(app);
    expect((await deleteUser(victim.user.id, user)).statusCode).toBe(403);
  });

  it('never deletes the last admin', async () => {
    await app.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const a = await registerFreshAdmin(app);
    const b = await registerFreshAdmin(app);
    expect((await app.inject({ url: '/api/user', headers: a.auth })).json().role).toBe('admin');
    // a lost the role without a's cached session hearing of it: the locked count still refuses.
    await app.db.update(users).set({ role: 'user' }).where(eq(users.id, a.user.id));
    const res = await deleteUser(b.user.id, a);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'last_admin', message: trAdmin.admin.lastAdmin });
    expect(
      await app.db
        .select()
        .from(users)
        .where(inArray(users.id, [b.user.id])),
    ).toHaveLength(1);
    // With another admin there, an admin may be deleted.
    const c = await registerFreshAdmin(app);
    expect((await deleteUser(b.user.id, c)).statusCode).toBe(200);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  });
});
