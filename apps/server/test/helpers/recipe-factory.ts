import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import type { Db } from '../../src/db/database.ts';
import { eq } from 'drizzle-orm';
import { categories, cuisines, lives, recipeLikeCounts } from '../../src/db/schema/index.ts';
import { insertRecipe } from '../../src/modules/recipes/recipe-write.repo.ts';
import { buildTestApp, registerUser, type TestApp, uniqueName } from './build-test-app.ts';
import { foodPhoto } from './sample-images.ts';
import { uploadBytes } from './upload-media.ts';

/** A category and a cuisine of the test's own, so tests sharing a database don't collide. */
export async function makeCatalog(db: Db) {
  const [category] = await db
    .insert(categories)
    .values({ name: uniqueName('cat') })
    .returning();
  const [cuisine] = await db
    .insert(cuisines)
    .values({ country: uniqueName('cui') })
    .returning();
  return { category: category!, cuisine: cuisine! };
}

export type TestUser = Awaited<ReturnType<typeof registerUser>>;
export type Catalog = Awaited<ReturnType<typeof makeCatalog>>;

/** The usual start of a recipe API test: an app on a fresh database, one author and a catalogue. */
export async function recipeTestWorld(
  env: Record<string, string> = {},
): Promise<{ app: TestApp; author: TestUser; catalog: Catalog }> {
  const app = await buildTestApp(env);
  const author = await registerUser(app);
  return { app, author, catalog: await makeCatalog(app.db) };
}

/**
 * recipeTestWorld plus a photo the author uploaded that the food check calls food: a recipe made
 * with it is published at once (review.test.ts has the unsure ones).
 */
export type PublishingWorld = Awaited<ReturnType<typeof publishingTestWorld>>;

export async function publishingTestWorld() {
  const world = await recipeTestWorld();
  const upload = await uploadBytes(world.app, world.author.auth, foodPhoto('E007'));
  return { ...world, image: upload.json().secure_url as string };
}

export function recipeInput(
  catalog: { category: { id: number }; cuisine: { id: number } },
  over: Partial<RecipeInput> = {},
): RecipeInput {
  return {
    category_id: catalog.category.id,
    cuisine_id: catalog.cuisine.id,
    title: 'Crema catalana de l·l àvia',
    description: 'Les postres més típiques, amb sucre cremat.',
    servings: 4,
    explanation: 'Es fa la crema i es crema el sucre.',
    steps: ['Bulliu la llet amb la pell de llimona.', 'Bateu els rovells amb el sucre.', 'Cremeu el sucre.'],
    ingredients: [
      { quantity: '500', unit: 'ml', name: 'Llet' },
      { quantity: '4', unit: 'unitats', name: 'Rovells d’ou' },
      { quantity: '', unit: '', name: 'Sucre' },
    ],
    nutrition: { calories: 320, protein: 8.5, carbs: 40.2, fats: 12.1 },
    prep_time: 15,
    cook_time: 20,
    ...over,
  };
}

export async function makeRecipe(
  db: Db,
  userId: number,
  catalog: { category: { id: number }; cuisine: { id: number } },
  over: Partial<RecipeInput> & { status?: 'published' | 'pending'; image?: string | null } = {},
) {
  const { status = 'published', image = '/media/seed/recipe-1.webp', ...input } = over;
  return insertRecipe(db, userId, recipeInput(catalog, input), {
    image,
    video: null,
    status,
    reviewAfter: false,
  });
}

/** Sets a recipe's likes count as if `n` likes had come (the popular orders' tests). */
export async function setLikesCount(db: Db, recipeId: number, n: number) {
  await db.update(recipeLikeCounts).set({ likesCount: n }).where(eq(recipeLikeCounts.recipeId, recipeId));
}

/** A recipe's likes count as stored. */
export async function storedLikesCount(db: Db, recipeId: number) {
  const [row] = await db
    .select({ n: recipeLikeCounts.likesCount })
    .from(recipeLikeCounts)
    .where(eq(recipeLikeCounts.recipeId, recipeId));
  return row?.n;
}

/**
 * A live row of `chefId`, as the lives' tests need one: scheduled an hour from now unless `over`
 * says otherwise (an ended one for replays). Answers its id.
 */
export async function makeLive(db: Db, chefId: number, over: Partial<typeof lives.$inferInsert> = {}) {
  const [row] = await db
    .insert(lives)
    .values({ chefId, title: 'Fideuà', startsAt: new Date(Date.now() + 3_600_000), ...over })
    .returning({ id: lives.id });
  return row!.id;
}
