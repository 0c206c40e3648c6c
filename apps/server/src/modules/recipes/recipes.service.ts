import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import { hasForbiddenTitleWord, imageVariant } from '@receptari/shared/recipes/recipes.rules';
import type {
  RecipeDetail,
  RecipeInput,
  RecipeListAnswer,
  RecipeListQuery,
} from '@receptari/shared/recipes/recipes.schemas';
import type { Db } from '../../db/client.ts';
import type { RecipeStatus } from '../../db/schema/recipes.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertAllowed, policy } from '../../lib/policy.ts';
import { existingIds } from '../catalog/catalog.repo.ts';
import { listRecipeComments } from '../comments/comments.repo.ts';
import { findOwnedUploads } from '../media/media.repo.ts';
import { presentComment } from '../comments/comment.presenter.ts';
import { presentCard } from './recipe.presenter.ts';
import { decodeCursor, encodeCursor } from './recipe-cursor.ts';
import { findVisibleRecipe } from './recipe-access.ts';
import * as repo from './recipes.repo.ts';
import * as write from './recipe-write.repo.ts';

type Actor = { id: number; role: string };

export async function listRecipes(db: Db, query: RecipeListQuery): Promise<RecipeListAnswer> {
  const rows = await repo.listPublishedCards(db, query.sort, query.limit + 1, decodeCursor(query.cursor));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next =
    rows.length > query.limit && last
      ? encodeCursor(
          query.sort === 'popular'
            ? { sort: 'popular', likes: last.likesCount, id: last.id }
            : { sort: 'recent', at: last.createdAt.toISOString(), id: last.id },
        )
      : null;
  return { recipes: page.map(presentCard), next_cursor: next };
}

/** Everything of the detail that is the same for every viewer (not `liked` nor `saved`). */
export type SharedDetail = Omit<RecipeDetail, 'liked' | 'saved'>;

/** The viewer-independent detail, or null when there is no such recipe (cacheable as it is). */
export async function loadSharedDetail(db: Db, id: number): Promise<SharedDetail | null> {
  const [row, steps, ingredients, comments] = await Promise.all([
    repo.findRecipeRow(db, id),
    repo.listSteps(db, id),
    repo.listIngredients(db, id),
    listRecipeComments(db, id),
  ]);
  if (!row) return null;
  const r = row.recipe;
  return {
    ...presentCard({
      ...r,
      userName: row.userName,
      userImg: row.userImg,
      categoryId: row.category?.id ?? null,
      categoryName: row.category?.name ?? null,
      cuisineId: row.cuisine?.id ?? null,
      cuisineCountry: row.cuisine?.country ?? null,
    }),
    image: imageVariant(r.image, 'detail'),
    image_card: imageVariant(r.image, 'card'),
    video: r.video,
    category_id: r.categoryId,
    cuisine_id: r.cuisineId,
    servings: r.servings,
    explanation: r.explanation,
    steps: steps.map((s) => s.text),
    ingredients: ingredients.map((i) => ({
      ...i,
      unit: i.unit as RecipeDetail['ingredients'][number]['unit'],
    })),
    nutrition: row.nutrition,
    comments: comments.map(presentComment),
    status: r.status,
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * The detail for one viewer: the shared part checked against the viewer's right to see it, plus
 * their own liked and saved state. (GET /recipes/{id} assembles the same from caches: recipe-detail-json.ts.)
 */
export async function getRecipeDetail(db: Db, actor: Actor, id: number): Promise<RecipeDetail> {
  const [shared, state] = await Promise.all([loadSharedDetail(db, id), repo.viewerState(db, actor.id, id)]);
  if (!shared || !policy.canSeeRecipe(actor, { userId: shared.user_id, status: shared.status }))
    throw AppError.notFound(ca.recipes.notFound);
  return { ...shared, liked: state.liked, saved: state.saved };
}

/** The rules a recipe payload must meet beyond its shape: catalogue ids exist, a clean title. */
export async function assertValidInput(db: Db, input: RecipeInput) {
  const [knownCategories, knownCuisines] = await Promise.all([
    existingIds(db, 'categories', [input.category_id]),
    existingIds(db, 'cuisines', [input.cuisine_id]),
  ]);
  const errors: Record<string, string[]> = {};
  if (!knownCategories.has(input.category_id)) errors.category_id = [ca.recipes.unknownCategory];
  if (!knownCuisines.has(input.cuisine_id)) errors.cuisine_id = [ca.recipes.unknownCuisine];
  if (hasForbiddenTitleWord(input.title)) errors.title = [ca.recipes.forbiddenTitle];
  if (Object.keys(errors).length) throw AppError.invalid(errors);
}

type Media = { image: string | null; video: string | null };

/**
 * A recipe's image and video may only be files its author uploaded through POST /media (or, when
 * editing, the ones it already had), and never ones the food check refused. New media that the
 * check could not call food make the recipe wait for an admin's review (status 'pending').
 */
async function checkedMedia(
  db: Db,
  actorId: number,
  input: RecipeInput,
  before: Media & { status: RecipeStatus },
): Promise<Media & { status: RecipeStatus }> {
  const image = input.image === undefined ? before.image : input.image;
  const video = input.video === undefined ? before.video : input.video;
  const fresh = [image, video].filter(
    (url): url is string => url !== null && url !== before.image && url !== before.video,
  );
  const owned = await findOwnedUploads(db, actorId, fresh);
  if (fresh.some((url) => !owned.has(url))) throw AppError.invalid({ media: [ca.recipeForm.mediaNotOwned] });
  for (const { kind, verdict } of owned.values()) {
    if (verdict !== 'not_food') continue;
    throw kind === 'image'
      ? AppError.invalid({ image: [fill(ca.foodCheck.invalidImage, { reason: ca.foodCheck.videoNoFood })] })
      : AppError.invalid({ video: [fill(ca.foodCheck.invalidVideo, { reason: ca.foodCheck.videoNoFood })] });
  }
  const keptPending = before.status === 'pending' && fresh.length < [image, video].filter(Boolean).length;
  const unsure = [...owned.values()].some((u) => u.verdict !== 'food');
  return { image, video, status: unsure || keptPending ? 'pending' : 'published' };
}

export async function createRecipe(db: Db, actor: Actor, input: RecipeInput): Promise<RecipeDetail> {
  if (!input.image && !input.video) throw AppError.invalid({ media: [ca.recipeForm.mediaRequired] });
  await assertValidInput(db, input);
  const media = await checkedMedia(db, actor.id, input, { image: null, video: null, status: 'published' });
  const id = await write.insertRecipe(db, actor.id, input, media);
  return getRecipeDetail(db, actor, id);
}

export async function updateRecipe(db: Db, actor: Actor, id: number, input: RecipeInput) {
  const existing = await findVisibleRecipe(db, actor, id);
  assertAllowed(policy.canManageRecipe(actor, existing), ca.recipes.notOwner);
  await assertValidInput(db, input);
  const current = await repo.findRecipeRow(db, id);
  const media = await checkedMedia(db, actor.id, input, {
    image: current?.recipe.image ?? null,
    video: current?.recipe.video ?? null,
    status: current?.recipe.status ?? 'published',
  });
  await write.updateRecipe(db, id, input, media);
  return getRecipeDetail(db, actor, id);
}

export async function deleteRecipe(db: Db, actor: Actor, id: number) {
  const existing = await findVisibleRecipe(db, actor, id);
  assertAllowed(policy.canManageRecipe(actor, existing), ca.recipes.notOwner);
  await repo.deleteRecipe(db, id);
  return { message: ca.recipes.deleted.replace('{title}', existing.title) };
}

export async function getSteps(db: Db, actor: Actor | null, id: number) {
  await findVisibleRecipe(db, actor, id);
  const steps = await repo.listSteps(db, id);
  return { recipe_id: id, steps: steps.map((s) => s.text) };
}
