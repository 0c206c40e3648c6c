import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockDatabase, testBackends } from '../../test/helpers/test-db.ts';
import type { Db } from './database.ts';
import {
  authTokens,
  categories,
  comments,
  cuisines,
  folderRecipes,
  folders,
  likes,
  lives,
  notifications,
  recipeLikeCounts,
  recipeSteps,
  recipes,
  savedRecipes,
  users,
} from './schema/index.ts';

/** The SQLSTATE of a failed query; drizzle wraps the driver's error in `cause`. */
function sqlState(err: unknown): string | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const rejectsWith = async (query: Promise<unknown>, state: string) => {
  const err = await query.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected SQLSTATE ${state}`).toBeDefined();
  expect(sqlState(err)).toBe(state);
};

let n = 0;
async function makeUser(db: Db, role: 'user' | 'chef' = 'user') {
  const name = `u${n++}_${Date.now()}`;
  const [u] = await db
    .insert(users)
    .values({ name, email: `${name}@exemple.cat`, role })
    .returning();
  return u!;
}

async function makeRecipe(db: Db, userId: number, extra: Partial<typeof recipes.$inferInsert> = {}) {
  const [r] = await db
    .insert(recipes)
    .values({ userId, title: `Recepta ${n++}`, explanation: 'Barrejar i coure.', ...extra })
    .returning();
  return r!;
}

for (const { name, create } of await testBackends()) {
  describe.skipIf(!create)(`schema rules on ${name}`, () => {
    const t = blockDatabase(create!);

    it('deleting a user removes their recipes, likes, tokens and folders; their comments stay, authorless', async () => {
      const author = await makeUser(t.db);
      const reader = await makeUser(t.db);
      const own = await makeRecipe(t.db, author.id);
      const other = await makeRecipe(t.db, reader.id);
      await t.db.insert(authTokens).values({ userId: author.id, tokenHash: `hash-${n++}` });
      await t.db.insert(likes).values({ userId: author.id, recipeId: other.id });
      await t.db.insert(savedRecipes).values({ userId: author.id, recipeId: other.id });
      const [folder] = await t.db
        .insert(folders)
        .values({ userId: author.id, name: 'Preferides' })
        .returning();
      await t.db.insert(folderRecipes).values({ folderId: folder!.id, recipeId: other.id });
      const [comment] = await t.db
        .insert(comments)
        .values({ recipeId: other.id, userId: author.id, comment: 'Molt bona!' })
        .returning();
      await t.db.insert(notifications).values({
        userId: reader.id,
        recipeId: other.id,
        type: 'comment',
        triggeredBy: author.id,
        message: 'Nou comentari',
      });

      await t.db.delete(users).where(eq(users.id, author.id));

      expect(await t.db.select().from(recipes).where(eq(recipes.id, own.id))).toEqual([]);
      expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, author.id))).toEqual([]);
      expect(await t.db.select().from(likes).where(eq(likes.userId, author.id))).toEqual([]);
      expect(await t.db.select().from(savedRecipes).where(eq(savedRecipes.userId, author.id))).toEqual([]);
      expect(await t.db.select().from(folderRecipes).where(eq(folderRecipes.folderId, folder!.id))).toEqual(
        [],
      );
      const [kept] = await t.db.select().from(comments).where(eq(comments.id, comment!.id));
      expect(kept).toMatchObject({ comment: 'Molt bona!', userId: null });
      const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, reader.id));
      expect(note).toMatchObject({ triggeredBy: null, recipeId: other.id });
    });

    it('deleting a recipe removes its steps, likes, comments and folder entries; its live stays, unlinked', async () => {
      const chef = await makeUser(t.db, 'chef');
      const recipe = await makeRecipe(t.db, chef.id);
      await t.db.insert(recipeSteps).values({ recipeId: recipe.id, position: 1, text: 'Pas u' });
      await t.db.insert(likes).values({ userId: chef.id, recipeId: recipe.id });
      await t.db.insert(comments).values({ recipeId: recipe.id, userId: chef.id, comment: 'Nota' });
      const [folder] = await t.db.insert(folders).values({ userId: chef.id, name: 'Lives' }).returning();
      await t.db.insert(folderRecipes).values({ folderId: folder!.id, recipeId: recipe.id });
      const [live] = await t.db
        .insert(lives)
        .values({ chefId: chef.id, recipeId: recipe.id, startsAt: new Date(Date.now() + 86_400_000) })
        .returning();

      await t.db.delete(recipes).where(eq(recipes.id, recipe.id));

      const count = async (
        table: typeof recipeSteps | typeof likes | typeof comments | typeof folderRecipes,
      ) =>
        (
          await t.db
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
            .where(eq(table.recipeId, recipe.id))
        )[0]!.n;
      expect(await count(recipeSteps)).toBe(0);
      expect(await count(likes)).toBe(0);
      expect(await count(comments)).toBe(0);
      expect(await count(folderRecipes)).toBe(0);
      const [kept] = await t.db.select().from(lives).where(eq(lives.id, live!.id));
      expect(kept).toMatchObject({ recipeId: null, status: 'scheduled' });
    });

    it('deleting a category or a cuisine keeps its recipes, without one', async () => {
      const user = await makeUser(t.db);
      const [cat] = await t.db
        .insert(categories)
        .values({ name: `Categoria ${n++}` })
        .returning();
      const [cui] = await t.db
        .insert(cuisines)
        .values({ country: `País ${n++}` })
        .returning();
      const recipe = await makeRecipe(t.db, user.id, { categoryId: cat!.id, cuisineId: cui!.id });
      await t.db.delete(categories).where(eq(categories.id, cat!.id));
      await t.db.delete(cuisines).where(eq(cuisines.id, cui!.id));
      const [kept] = await t.db.select().from(recipes).where(eq(recipes.id, recipe.id));
      expect(kept).toMatchObject({ categoryId: null, cuisineId: null });
    });

    it('refuses a second like, a recipe twice in one folder, duplicate step positions and names', async () => {
      const user = await makeUser(t.db);
      const recipe = await makeRecipe(t.db, user.id);
      await t.db.insert(likes).values({ userId: user.id, recipeId: recipe.id });
      await rejectsWith(t.db.insert(likes).values({ userId: user.id, recipeId: recipe.id }), '23505');

      const [folder] = await t.db.insert(folders).values({ userId: user.id, name: 'Sopars' }).returning();
      await t.db.insert(folderRecipes).values({ folderId: folder!.id, recipeId: recipe.id });
      await rejectsWith(
        t.db.insert(folderRecipes).values({ folderId: folder!.id, recipeId: recipe.id }),
        '23505',
      );
      await rejectsWith(t.db.insert(folders).values({ userId: user.id, name: 'Sopars' }), '23505');

      await t.db.insert(recipeSteps).values({ recipeId: recipe.id, position: 1, text: 'a' });
      await rejectsWith(
        t.db.insert(recipeSteps).values({ recipeId: recipe.id, position: 1, text: 'b' }),
        '23505',
      );

      await rejectsWith(t.db.insert(users).values({ name: user.name, email: 'altre@exemple.cat' }), '23505');
      // Emails are unique whatever their case.
      await rejectsWith(
        t.db.insert(users).values({ name: `x${n++}`, email: user.email.toUpperCase() }),
        '23505',
      );
    });

    it('checks roles and statuses', async () => {
      const user = await makeUser(t.db);
      await rejectsWith(
        t.db.insert(users).values({ name: `r${n++}`, email: `r${n++}@e.cat`, role: 'root' as 'user' }),
        '23514',
      );
      await rejectsWith(makeRecipe(t.db, user.id, { status: 'draft' as 'pending' }), '23514');
      await rejectsWith(
        t.db.insert(lives).values({ chefId: user.id, startsAt: new Date(), status: 'paused' as 'live' }),
        '23514',
      );
      const recipe = await makeRecipe(t.db, user.id);
      expect(recipe).toMatchObject({ status: 'published', stepsCount: 0, categoryId: null });
    });

    it('keeps a likes count per recipe, its pair keys following the cuisine and category', async () => {
      const user = await makeUser(t.db);
      const [category] = await t.db
        .insert(categories)
        .values({ name: `c${n++}` })
        .returning();
      const [cuisine] = await t.db
        .insert(cuisines)
        .values({ country: `k${n++}` })
        .returning();
      const countsOf = async (id: number) =>
        (await t.db.select().from(recipeLikeCounts).where(eq(recipeLikeCounts.recipeId, id)))[0];
      // Several recipes in one statement (the bench generators' way) each get their row.
      const made = await t.db
        .insert(recipes)
        .values([
          { userId: user.id, title: 'a', explanation: 'x', categoryId: category!.id },
          { userId: user.id, title: 'b', explanation: 'x', cuisineId: cuisine!.id },
        ])
        .returning();
      expect(await countsOf(made[0]!.id)).toMatchObject({
        likesCount: 0,
        cuisineKey: 0,
        categoryKey: category!.id,
      });
      expect(await countsOf(made[1]!.id)).toMatchObject({
        likesCount: 0,
        cuisineKey: cuisine!.id,
        categoryKey: 0,
      });
      await t.db.update(recipes).set({ cuisineId: cuisine!.id }).where(eq(recipes.id, made[0]!.id));
      expect(await countsOf(made[0]!.id)).toMatchObject({
        cuisineKey: cuisine!.id,
        categoryKey: category!.id,
      });
      // A deleted category leaves its recipes without one (set null): their key goes back to 0.
      await t.db.delete(categories).where(eq(categories.id, category!.id));
      expect(await countsOf(made[0]!.id)).toMatchObject({ cuisineKey: cuisine!.id, categoryKey: 0 });
      await t.db.delete(recipes).where(eq(recipes.id, made[1]!.id));
      expect(await countsOf(made[1]!.id)).toBeUndefined();
    });
  });
}
