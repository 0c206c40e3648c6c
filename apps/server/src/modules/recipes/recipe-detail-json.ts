import { ca } from '@receptari/shared/i18n/ca';
import { sharedDetailSchema } from '@receptari/shared/recipes/recipes.schemas';
import type { Db } from '../../db/client.ts';
import type { AppCaches, CachedDetail } from '../../lib/app-caches.ts';
import { AppError } from '../../lib/app-error.ts';
import { policy } from '../../lib/policy.ts';
import { loadSharedDetail } from './recipes.service.ts';
import { viewerState } from './recipes.repo.ts';

type Actor = { id: number; role: string };

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
    caches.viewerState.get(`${actor.id}:${id}`, () => viewerState(db, actor.id, id)),
  ]);
  if (!detail || !policy.canSeeRecipe(actor, detail)) throw AppError.notFound(ca.recipes.notFound);
  return `${detail.json.slice(0, -1)},"liked":${state.liked},"saved":${state.saved}}`;
}
