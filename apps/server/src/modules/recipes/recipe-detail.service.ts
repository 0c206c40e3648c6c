import { tr } from '@receptari/shared/i18n/tr/core';
import { imageVariant } from '@receptari/shared/recipes/recipes.rules';
import { type RecipeDetail, sharedDetailSchema } from '@receptari/shared/recipes/recipes.schemas';
import type { Db } from '../../db/database.ts';
import type { AppCaches, CachedDetail } from '../../lib/app-caches.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, policy } from '../../lib/policy.ts';
import { recipeThread } from '../comments/index.ts';
import { presentCard } from '../recipe-cards/index.ts';
import * as repo from './recipes.repo.ts';

/** Everything of the detail that is the same for every viewer (not `liked` nor `saved`). */
export type SharedDetail = Omit<RecipeDetail, 'liked' | 'saved'>;

const notFound = () => AppError.notFound('recipe_not_found', tr.recipes.notFound);

/** The viewer-independent detail, or null when there is no such recipe (cacheable as it is). */
export async function loadSharedDetail(db: Db, id: number): Promise<SharedDetail | null> {
  const [row, comments] = await Promise.all([repo.findRecipeDetailRow(db, id), recipeThread(db, id)]);
  if (!row) return null;
  const r = row.recipe;
  return {
    ...presentCard({
      ...r,
      likesCount: row.likesCount,
      userName: row.userName,
      userImg: row.userImg,
      categoryId: row.category?.id ?? null,
      categoryName: row.category?.name ?? null,
      categoryNameEs: row.category?.name_es ?? null,
      categoryNameEn: row.category?.name_en ?? null,
      cuisineId: row.cuisine?.id ?? null,
      cuisineCountry: row.cuisine?.country ?? null,
      cuisineCountryEs: row.cuisine?.country_es ?? null,
      cuisineCountryEn: row.cuisine?.country_en ?? null,
    }),
    image: imageVariant(r.image, 'detail'),
    image_card: imageVariant(r.image, 'card'),
    video: r.video,
    category_id: r.categoryId,
    cuisine_id: r.cuisineId,
    servings: r.servings,
    explanation: r.explanation,
    steps: row.steps,
    ingredients: row.ingredients.map((i) => ({
      ...i,
      unit: i.unit as RecipeDetail['ingredients'][number]['unit'],
    })),
    nutrition: row.nutrition,
    comments,
    status: r.status,
    updated_at: r.updatedAt.toISOString(),
    source: r.sourceUrl && r.sourceSite ? { url: r.sourceUrl, site: r.sourceSite } : null,
    allergens: r.allergens,
    diets: r.diets,
  };
}

/**
 * The detail for one viewer: the shared part checked against the viewer's right to see it, plus
 * their own liked and saved state. (GET /recipes/{id} assembles the same from caches: below.)
 */
export async function getRecipeDetail(db: Db, actor: Actor, id: number): Promise<RecipeDetail> {
  const [shared, state] = await Promise.all([loadSharedDetail(db, id), repo.viewerState(db, actor.id, id)]);
  if (!shared || !policy.canSeeRecipe(actor, { userId: shared.user_id, status: shared.status }))
    throw notFound();
  return { ...shared, liked: state.liked, saved: state.saved };
}

async function loadCachedDetail(db: Db, id: number): Promise<CachedDetail | null> {
  const shared = await loadSharedDetail(db, id);
  if (!shared) return null;
  return {
    userId: shared.user_id,
    status: shared.status,
    json: JSON.stringify(sharedDetailSchema.parse(shared)),
  };
}

/**
 * GET /recipes/{id} as JSON text for one viewer. The shared part is validated and serialised once
 * per cache lifetime, so a hit costs neither Zod nor JSON work; the viewer's liked and saved flags
 * are appended to it (docs/decisions/0005).
 */
export async function recipeDetailJson(db: Db, caches: AppCaches, actor: Actor, id: number): Promise<string> {
  const [detail, state] = await Promise.all([
    caches.details.get(String(id), () => loadCachedDetail(db, id)),
    caches.viewerState.get(`${actor.id}:${id}`, () => repo.viewerState(db, actor.id, id)),
  ]);
  if (!detail || !policy.canSeeRecipe(actor, detail)) throw notFound();
  return `${detail.json.slice(0, -1)},"liked":${state.liked},"saved":${state.saved}}`;
}
