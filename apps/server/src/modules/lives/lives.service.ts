import { isChef } from '@receptari/shared/auth/auth.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import {
  LIVE_AHEAD_MAX_MS,
  LIVE_LIST_GRACE_MS,
  LIVE_REPLAY_LIST_MS,
  madridInstant,
} from '@receptari/shared/lives/lives.rules';
import type { Live, LiveBody } from '@receptari/shared/lives/lives.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import { isForeignKeyViolation } from '../../lib/pg-error.ts';
import { type Actor, assertAllowed, policy } from '../../lib/policy.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { record } from '../audit/index.ts';
import { removeMediaFiles } from '../media/index.ts';
import { announceLive } from '../follows/index.ts';
import { presentLive } from './live.presenter.ts';
import * as repo from './lives.repo.ts';

const liveNotFound = () => AppError.notFound('live_not_found', tr.lives.notFound);

/** The instant `dia` `hora` name in Madrid, in the future and within a year, or a 422. */
function startsAtOf(body: LiveBody, now = Date.now()): Date {
  const startsAt = madridInstant(body.dia, body.hora);
  if (!startsAt) throw AppError.invalid({ hora: [tr.lives.missingTime] });
  if (startsAt.getTime() <= now) throw AppError.invalid({ hora: [tr.lives.inPast] }, 'live_in_past');
  if (startsAt.getTime() > now + LIVE_AHEAD_MAX_MS) throw AppError.invalid({ dia: [tr.lives.tooFar] });
  return startsAt;
}

/**
 * The recipe a live of `chefId` may be about: one of that chef's published recipes. Unknown (or
 * another's unpublished one, which the caller cannot see) is a 422 on recipe_id, not a 404, which
 * the client reads as 'Live no encontrado'; another chef's published recipe is a 403.
 */
async function recipeOfChef(db: Db, chefId: number, recipeId: number) {
  const recipe = await repo.findRecipeForLive(db, recipeId);
  if (!recipe || (recipe.userId !== chefId && recipe.status !== 'published'))
    throw AppError.invalid({ recipe_id: [tr.lives.recipeUnknown] });
  assertAllowed(recipe.userId === chefId, tr.lives.notOwnRecipe, 'not_own_recipe');
  if (recipe.status !== 'published') throw AppError.invalid({ recipe_id: [tr.lives.recipeNotPublished] });
  return recipe;
}

/** For `.catch` on a write naming the recipe: deleted since it was checked is the same 422. */
function recipeGoneAs422(err: unknown): never {
  if (isForeignKeyViolation(err)) throw AppError.invalid({ recipe_id: [tr.lives.recipeUnknown] });
  throw err;
}

async function presentById(db: Db, id: number): Promise<Live> {
  const row = await repo.findLive(db, id);
  if (!row) throw liveNotFound();
  return presentLive(row);
}

/** GET /lives: every chef's lives that are not over, soonest first. */
export async function listUpcoming(db: Db): Promise<Live[]> {
  return (await repo.listUpcoming(db, { graceMs: LIVE_LIST_GRACE_MS, replayMs: LIVE_REPLAY_LIST_MS })).map(
    presentLive,
  );
}

/** GET /mis-lives: the caller's own lives that are not over (none unless the caller is a chef). */
export async function listMine(db: Db, actor: Actor): Promise<Live[]> {
  if (!isChef(actor.role)) return [];
  return (
    await repo.listUpcoming(db, {
      graceMs: LIVE_LIST_GRACE_MS,
      replayMs: LIVE_REPLAY_LIST_MS,
      chefId: actor.id,
    })
  ).map(presentLive);
}

/** A user's lives that are not over: none for a user who is not a chef; a 404 for no such user. */
export async function listOfUser(db: Db, userId: number): Promise<Live[]> {
  const user = await repo.findUserRole(db, userId);
  if (!user) throw AppError.notFound('user_not_found', trProfile.profiles.notFound);
  if (!isChef(user.role)) return [];
  return (
    await repo.listUpcoming(db, {
      graceMs: LIVE_LIST_GRACE_MS,
      replayMs: LIVE_REPLAY_LIST_MS,
      chefId: userId,
    })
  ).map(presentLive);
}

export const getLive = presentById;

/**
 * POST /lives (the route lets chefs only through): the live, with a copy of its recipe's title and
 * description for the day the recipe is deleted, and its announcement to the chef's followers
 * (told once it commits), in one transaction.
 */
export async function createLive(db: Db, events: EventBus, actor: Actor, body: LiveBody): Promise<Live> {
  const startsAt = startsAtOf(body);
  const recipe = await recipeOfChef(db, actor.id, body.recipe_id);
  const id = await transactionWithEvents(db, events, async (tx, pending) => {
    const liveId = await repo.insertLive(tx, actor.id, {
      recipeId: recipe.id,
      title: recipe.title,
      description: recipe.description,
      startsAt,
    });
    await announceLive(tx, pending, {
      id: liveId,
      chefId: actor.id,
      recipeId: recipe.id,
      message: fill(tr.lives.scheduled, {
        name: actor.name,
        title: recipe.title,
        dia: body.dia.split('-').reverse().join('/'),
        hora: body.hora,
      }),
    });
    return liveId;
  }).catch(recipeGoneAs422);
  return presentById(db, id);
}

/** PUT /lives/{id}: its chef (while a chef) or an admin reschedules it; the recipe stays the chef's. */
export async function updateLive(db: Db, actor: Actor, id: number, body: LiveBody): Promise<Live> {
  const live = await repo.findLive(db, id);
  if (!live) throw liveNotFound();
  assertAllowed(policy.canEditLive(actor, live), tr.lives.notAllowed, 'not_owner');
  if (live.status !== 'scheduled') throw AppError.conflict('live_not_scheduled', tr.lives.notScheduled);
  const startsAt = startsAtOf(body);
  const recipe = await recipeOfChef(db, live.chefId, body.recipe_id);
  // An admin changing a chef's live is audited in the same transaction.
  const updated = await db
    .transaction(async (tx) => {
      const row = await repo.updateLive(tx, id, {
        recipeId: recipe.id,
        title: recipe.title,
        description: recipe.description,
        startsAt,
      });
      if (row !== undefined && live.chefId !== actor.id)
        await record(tx, {
          admin: actor,
          action: 'live.update',
          target: { type: 'live', id, label: recipe.title },
          details: { chef_id: live.chefId, starts_at: startsAt.toISOString() },
        });
      return row;
    })
    .catch(recipeGoneAs422);
  if (updated === undefined) {
    // Deleted or started meanwhile.
    if (!(await repo.findLive(db, id))) throw liveNotFound();
    throw AppError.conflict('live_not_scheduled', tr.lives.notScheduled);
  }
  return presentById(db, id);
}

/** DELETE /lives/{id}: its chef (while a chef) or an admin. */
export async function deleteLive(db: Db, storage: MediaStorage, actor: Actor, id: number) {
  const live = await repo.findLive(db, id);
  if (!live) throw liveNotFound();
  assertAllowed(policy.canEditLive(actor, live), tr.lives.notAllowed, 'not_owner');
  await db.transaction(async (tx) => {
    if (!(await repo.deleteLive(tx, id))) throw liveNotFound();
    if (live.chefId !== actor.id)
      await record(tx, {
        admin: actor,
        action: 'live.delete',
        target: { type: 'live', id, label: live.storedTitle ?? String(id) },
        details: { chef_id: live.chefId, starts_at: live.startsAt.toISOString() },
      });
  });
  // The chapters went with the row (cascade); the replay's file goes once the row is gone.
  await removeMediaFiles(storage, [live.replayUrl]);
  return { message: tr.lives.deleted };
}
