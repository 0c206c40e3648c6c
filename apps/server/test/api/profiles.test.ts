import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import {
  BIO_MAX,
  profileAnswerSchema,
  profileUpdateAnswerSchema,
  userRecipesAnswerSchema,
} from '@receptari/shared/profiles/profiles.schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { openSocket } from '../helpers/socket-client.ts';
import { multipartBody, sampleJpeg, sampleVideo } from '../helpers/upload-media.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
let admin: TestUser;
beforeAll(async () => {
  ({ app, author, catalog } = await recipeTestWorld());
  admin = await registerUser(app);
  // Before the admin's first request fills the session cache.
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => app.dispose());

const headersOf = (who: TestUser | null) => (who ? who.auth : {});
const profile = (id: number | string, who: TestUser | null = null) =>
  app.inject({ url: `/api/userInfo/${id}`, headers: headersOf(who) });
const userRecipes = (id: number, who: TestUser | null, query: Record<string, string> = {}) =>
  app.inject({ url: `/api/user/${id}/recipes`, query, headers: headersOf(who) });
const updateProfile = (who: TestUser, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/updatePerfile', headers: who.auth, payload: payload as object });
const changePassword = (auth: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/cambiarContra', headers: auth, payload: payload as object });
const me = (auth: Record<string, string>) => app.inject({ url: '/api/user', headers: auth });
const login = (name: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { name, password } });
async function uploadPicture(
  who: TestUser,
  bytes: Uint8Array | undefined,
  name = 'jo.jpg',
  type = 'image/jpeg',
) {
  const body = await multipartBody(bytes, name, type);
  return app.inject({
    method: 'PUT',
    url: '/api/updateProfilePicture',
    headers: { ...who.auth, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('GET /userInfo/{id}: the profile answer', () => {
  let owner: TestUser;
  let published: number;
  let pending: number;
  let folderId: number;
  let folderRecipes: number[];

  beforeAll(async () => {
    owner = await registerUser(app);
    expect((await updateProfile(owner, { bio: 'Cuino per a la família.' })).statusCode).toBe(200);
    published = await makeRecipe(app.db, owner.user.id, catalog, { title: 'Escalivada' });
    pending = await makeRecipe(app.db, owner.user.id, catalog, { title: 'Fideuà', status: 'pending' });
    // A folder of six: five of the author's published recipes and the owner's pending one.
    const folder = await app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: owner.auth,
      payload: { name: 'Estiu' },
    });
    folderId = folder.json().id;
    folderRecipes = [];
    for (let i = 0; i < 5; i++) folderRecipes.push(await makeRecipe(app.db, author.user.id, catalog));
    folderRecipes.push(pending);
    for (const id of folderRecipes) {
      const added = await app.inject({
        method: 'POST',
        url: `/api/folders/${folderId}/recipes/${id}`,
        headers: owner.auth,
      });
      expect(added.statusCode).toBe(201);
    }
  });

  it('is open to visitors, who see the user (no email), published recipes and folders', async () => {
    const res = await profile(owner.user.id);
    expect(res.statusCode).toBe(200);
    const answer = profileAnswerSchema.parse(res.json());
    expect(answer.user).toEqual({
      id: owner.user.id,
      name: owner.user.name,
      bio: 'Cuino per a la família.',
      role: 'user',
      img: null,
    });
    expect(res.body).not.toContain('@example.cat');
    expect(answer.recipes.map((r) => r.id)).toEqual([published]);
    expect(answer.recipes[0]).toMatchObject({
      title: 'Escalivada',
      status: 'published',
      creador: owner.user.name,
    });
    // Newest added first, the pending one left out; the cards are the first four only.
    const visible = folderRecipes.slice(0, 5).reverse();
    expect(answer.folders).toEqual([
      { id: folderId, name: 'Estiu', created_at: expect.any(String), recipes: visible },
    ]);
    expect(answer.recipes_in_folders.map((r) => r.id)).toEqual(visible.slice(0, 4));
  });

  it('shows pending recipes to their owner and to an admin, with their status, never to another user', async () => {
    const all = folderRecipes.slice().reverse();
    for (const who of [owner, admin]) {
      const answer = profileAnswerSchema.parse((await profile(owner.user.id, who)).json());
      expect(answer.recipes.map((r) => [r.id, r.status])).toEqual([
        [pending, 'pending'],
        [published, 'published'],
      ]);
      expect(answer.folders[0]!.recipes).toEqual(all);
      expect(answer.recipes_in_folders.map((r) => r.id)).toEqual(all.slice(0, 4));
    }
    const other = await registerUser(app);
    const answer = profileAnswerSchema.parse((await profile(owner.user.id, other)).json());
    expect(answer.recipes.map((r) => r.id)).toEqual([published]);
    expect(answer.folders[0]!.recipes).not.toContain(pending);
  });

  it('answers 404 with a Catalan message for an unknown user, and for a path id that is not an id', async () => {
    const missing = await profile(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'user_not_found', message: trProfile.profiles.notFound });
    for (const bad of ['abc', '0', '01', '1e3', '99999999999']) {
      const res = await profile(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('bad_path');
    }
  });

  it('GET /user/{id}/recipes pages through the same recipes, with the same visibility', async () => {
    const writer = await registerUser(app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await makeRecipe(app.db, writer.user.id, catalog, { status: i === 2 ? 'pending' : 'published' }),
      );
    const newestFirst = ids.slice().reverse();

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await userRecipes(writer.user.id, null, { limit: '2', ...(cursor && { cursor }) });
      expect(res.statusCode).toBe(200);
      const page = userRecipesAnswerSchema.parse(res.json());
      seen.push(...page.recipes.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(newestFirst.filter((id) => id !== ids[2]));

    const own = userRecipesAnswerSchema.parse((await userRecipes(writer.user.id, writer)).json());
    expect(own.recipes.map((r) => r.id)).toEqual(newestFirst);
    expect(own.recipes.find((r) => r.id === ids[2])?.status).toBe('pending');
    const byAdmin = userRecipesAnswerSchema.parse((await userRecipes(writer.user.id, admin)).json());
    expect(byAdmin.recipes.map((r) => r.id)).toEqual(newestFirst);

    const badCursor = await userRecipes(writer.user.id, null, { cursor: 'no-es-un-cursor' });
    expect(badCursor.statusCode).toBe(422);
    expect(badCursor.json().errors.cursor).toEqual([tr.errors.badCursor]);
    expect((await userRecipes(writer.user.id, null, { limit: '0' })).statusCode).toBe(422);
    expect((await userRecipes(2_000_000_000, null)).statusCode).toBe(404);
  });
});

describe('POST /updatePerfile', () => {
  it('changes the name and the bio; the new name logs in and shows on GET /user', async () => {
    const user = await registerUser(app);
    const name = uniqueName('nou');
    const res = await updateProfile(user, { name: `  ${name}  `, bio: '  Pastisser de Reus.  ' });
    expect(res.statusCode).toBe(200);
    const answer = profileUpdateAnswerSchema.parse(res.json());
    expect(answer.message).toBe(trProfile.profiles.updated);
    expect(answer.user).toMatchObject({ id: user.user.id, name, bio: 'Pastisser de Reus.' });
    expect((await me(user.auth)).json().name).toBe(name);
    expect((await login(name, user.password)).statusCode).toBe(200);
    // Left out: unchanged; empty: cleared.
    expect((await updateProfile(user, {})).json().user).toMatchObject({ name, bio: 'Pastisser de Reus.' });
    expect((await updateProfile(user, { bio: '' })).json().user).toMatchObject({ name, bio: null });
  });

  it('lets a user change only the case of their own name', async () => {
    const user = await registerUser(app, { name: uniqueName('marta') });
    const res = await updateProfile(user, { name: user.user.name.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe(user.user.name.toUpperCase());
  });

  it('refuses a name another account holds in another case or by look, with registration’s message (422)', async () => {
    const holder = await registerUser(app, { name: uniqueName('marta') });
    const user = await registerUser(app);
    const before = (await me(user.auth)).json();

    const otherCase = await updateProfile(user, { name: holder.user.name.toUpperCase(), bio: 'no' });
    expect(otherCase.statusCode).toBe(422);
    expect(otherCase.json().errors).toEqual({ name: [tr.auth.nameTaken] });

    // A Cyrillic 'а' in place of the Latin one.
    const lookAlike = await updateProfile(user, { name: holder.user.name.replace('a', '\u0430') });
    expect(lookAlike.statusCode).toBe(422);
    expect(lookAlike.json().errors).toEqual({ name: [tr.auth.nameLookAlike] });

    expect((await me(user.auth)).json()).toEqual(before);
  });

  it('refuses a bio over 1,000 characters, an invisible character in the name and a blank name (422)', async () => {
    const user = await registerUser(app);
    const long = await updateProfile(user, { bio: 'a'.repeat(BIO_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.bio).toEqual([fill(trProfile.profiles.bioTooLong, { max: BIO_MAX })]);
    expect((await updateProfile(user, { bio: 'a'.repeat(BIO_MAX) })).statusCode).toBe(200);

    const invisible = await updateProfile(user, { name: `zero\u200bwidth${Date.now()}` });
    expect(invisible.statusCode).toBe(422);
    expect(invisible.json().errors.name).toEqual([tr.auth.nameInvisible]);
    const blank = await updateProfile(user, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual([tr.auth.nameRequired]);
    expect((await updateProfile(user, { bio: 42 })).statusCode).toBe(422);
  });

  it('is for signed-in users only (401)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/updatePerfile', payload: { bio: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /updateProfilePicture', () => {
  it('stores the picture re-encoded as a square WebP and sets it as the user’s img; a new one replaces it', async () => {
    const user = await registerUser(app);
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const res = await uploadPicture(user, photo, 'jo.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const answer = profileUpdateAnswerSchema.parse(res.json());
    expect(answer.message).toBe(trProfile.profiles.pictureUpdated);
    const img = answer.user.img!;
    expect(img).toMatch(/^\/media\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/);
    const served = await app.inject({ url: img });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(profileAnswerSchema.parse((await profile(user.user.id)).json()).user.img).toBe(img);

    const again = await uploadPicture(user, await sampleJpeg());
    expect(again.statusCode).toBe(200);
    expect(again.json().user.img).not.toBe(img);
    expect((await app.inject({ url: img })).statusCode).toBe(404);
  });

  it('refuses what is not an image: text, a video, a corrupt image, no file; the img stays', async () => {
    const user = await registerUser(app);
    const text = await uploadPicture(user, Buffer.from('<html>no soc una imatge</html>'), 'jo.jpg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: trProfile.profiles.pictureNotImage,
    });

    const video = await uploadPicture(user, sampleVideo(), 'clip.webm', 'video/webm');
    expect(video.statusCode).toBe(415);
    expect(video.json().message).toBe(trProfile.profiles.pictureNotImage);

    const jpeg = await sampleJpeg();
    const corrupt = await uploadPicture(user, Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(300, 7)]));
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().errors.file).toEqual([tr.media.corruptImage]);

    const none = await uploadPicture(user, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(tr.media.missingFile);

    const plainJson = await app.inject({
      method: 'PUT',
      url: '/api/updateProfilePicture',
      headers: user.auth,
      payload: { img: 'https://example.com/jo.jpg' },
    });
    expect(plainJson.statusCode).toBe(400);
    expect(plainJson.json().message).toBe(tr.media.missingFile);
    expect((await me(user.auth)).json().img).toBeNull();
  });
});

describe('POST /cambiarContra', () => {
  const NEW_PASSWORD = 'mandonguilles-amb-sipia';

  it('with the right current password: the new one logs in, other tokens stop at once, the caller’s stays', async () => {
    const user = await registerUser(app);
    const other = (await login(user.user.name, user.password)).json().token as string;
    const otherAuth = { authorization: `Bearer ${other}` };
    // Both sessions used first, so both sit in the session cache.
    expect((await me(otherAuth)).statusCode).toBe(200);
    expect((await me(user.auth)).statusCode).toBe(200);

    const res = await changePassword(user.auth, {
      current_password: user.password,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: trProfile.profiles.passwordChanged });

    expect((await me(otherAuth)).statusCode).toBe(401);
    expect((await me(user.auth)).statusCode).toBe(200);
    expect((await login(user.user.name, user.password)).statusCode).toBe(401);
    expect((await login(user.user.name, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('disconnects the sockets signed in with the revoked tokens, not the caller’s', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const user = await registerUser(app);
    const other = (await login(user.user.name, user.password)).json().token as string;
    const [mine, theirs] = [
      await openSocket(base, { auth: { token: user.token } }),
      await openSocket(base, { auth: { token: other } }),
    ];
    try {
      const dropped = new Promise<string>((resolve) => theirs.once('disconnect', resolve));
      const res = await changePassword(user.auth, {
        current_password: user.password,
        new_password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(await dropped).toBe('io server disconnect');
      expect(mine.connected).toBe(true);
      // It cannot come back with the revoked token.
      await expect(openSocket(base, { auth: { token: other } })).rejects.toMatchObject({
        message: tr.auth.unauthorized,
      });
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('with a wrong current password: 403 with a Catalan message, and nothing changed', async () => {
    const user = await registerUser(app);
    const other = (await login(user.user.name, user.password)).json().token as string;
    const res = await changePassword(user.auth, {
      current_password: 'no-es-aquesta',
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'wrong_password',
      message: trProfile.profiles.wrongCurrentPassword,
    });
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(200);
    expect((await login(user.user.name, user.password)).statusCode).toBe(200);
    expect((await login(user.user.name, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a new password registration would refuse (422), and a missing current one', async () => {
    const user = await registerUser(app, { name: uniqueName('jordi') });
    const cases: [unknown, string][] = [
      ['12345678', 'new_password'],
      ['curt', 'new_password'],
      [`${user.user.name}-2024!`, 'new_password'],
      ['        ', 'new_password'],
    ];
    for (const [newPassword, field] of cases) {
      const res = await changePassword(user.auth, {
        current_password: user.password,
        new_password: newPassword,
      });
      expect(res.statusCode, String(newPassword)).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
    const hasName = await changePassword(user.auth, {
      current_password: user.password,
      new_password: `${user.user.name}-2024!`,
    });
    expect(hasName.json().errors.new_password).toEqual([tr.auth.passwordHasName]);
    const missing = await changePassword(user.auth, { new_password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([trProfile.profiles.currentPasswordRequired]);
    expect((await login(user.user.name, user.password)).statusCode).toBe(200);
  });

  it('is for signed-in users only (401)', async () => {
    const res = await changePassword({}, { current_password: 'x', new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});
