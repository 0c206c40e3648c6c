import type { PendingCooksnapsAnswer } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { fill } from '@receptari/shared/i18n/fill';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import type { Actor } from '../../lib/policy.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { record } from '../audit/index.ts';
import { findUploadChecks, releaseUnusedUploads, removeMediaFiles } from '../media/index.ts';
import { notify } from '../notifications/index.ts';
import { presentCooksnap } from './cooksnap.presenter.ts';
import { cooksnapNotFound, notifyAuthor } from './cooksnaps.service.ts';
import * as repo from './cooksnaps.repo.ts';

const msg = trCooksnaps.cooksnaps;
const decidedMeanwhile = () => AppError.conflict('not_pending', msg.notPending);

/**
 * GET /admin/cooksnaps/pending: the cooksnaps whose photo the food check could not call food,
 * oldest first, each with the check's own reason (docs/product.md#cooksnaps) and whether it is
 * already published (MEDIA_REVIEW=after, docs/decisions/0020).
 */
export async function listPending(db: Db, limit: number): Promise<PendingCooksnapsAnswer> {
  const rows = await repo.listPending(db, limit);
  const checks = await findUploadChecks(
    db,
    rows.map((r) => r.image),
  );
  return {
    cooksnaps: rows.map((row) => {
      const reason = checks.get(row.image)?.reason;
      // The check's general sentence speaks of a recipe; a cooksnap's says the photo waits.
      return {
        ...presentCooksnap(row),
        review_reason: !reason || reason === tr.foodCheck.unverified ? msg.unverified : reason,
        published: row.status === 'published',
      };
    }),
  };
}

/**
 * A cooksnap still in the queue, waiting or published for a look after: anything else is 404
 * (gone) or 409 (already decided).
 */
async function findPending(db: Db, id: number) {
  const snap = await repo.findCooksnap(db, id);
  if (!snap) throw cooksnapNotFound();
  const queued = snap.status === 'pending' || (snap.status === 'published' && snap.reviewAfter);
  if (!queued) throw decidedMeanwhile();
  return snap;
}

/** Keeps a cooksnap published before review (MEDIA_REVIEW=after): out of the queue, audited. */
async function keep(db: Db, admin: Actor, snap: Awaited<ReturnType<typeof findPending>>) {
  await db.transaction(async (tx) => {
    if (!(await repo.clearReviewAfter(tx, snap.id))) throw decidedMeanwhile();
    await record(tx, {
      admin,
      action: 'cooksnap.approve',
      target: { type: 'cooksnap', id: snap.id, label: snap.recipeTitle },
      details: { recipe_id: snap.recipeId, author_id: snap.userId, published_before_review: true },
    });
  });
  return { message: msg.kept };
}

/**
 * Approves a queued cooksnap: a waiting one is published, audited and counted, and its recipe's
 * author hears of it after the commit; a published one is kept (its count and notice came with it).
 */
export async function approve(db: Db, events: EventBus, admin: Actor, id: number) {
  const snap = await findPending(db, id);
  if (snap.status === 'published') return keep(db, admin, snap);
  await transactionWithEvents(db, events, async (tx, pending) => {
    if (!(await repo.publishPending(tx, snap.id))) throw decidedMeanwhile();
    const recipe = await repo.recipeAuthorOf(tx, snap.recipeId);
    if (!recipe) throw cooksnapNotFound();
    await repo.moveCount(tx, snap.recipeId, 1);
    await record(tx, {
      admin,
      action: 'cooksnap.approve',
      target: { type: 'cooksnap', id: snap.id, label: snap.recipeTitle },
      details: { recipe_id: snap.recipeId, author_id: snap.userId },
    });
    await notifyAuthor(tx, pending, recipe, { id: snap.userId, name: snap.userName });
  });
  return { message: msg.approved };
}

/**
 * Refused photo, whether the cooksnap waits or was published for a look after: it goes (a published
 * one leaves its recipe's count) and its cook is told, in one transaction; then its photo leaves
 * the media storage (unless a recipe or another cooksnap of theirs names it).
 */
export async function reject(db: Db, events: EventBus, storage: MediaStorage, admin: Actor, id: number) {
  const snap = await findPending(db, id);
  const unused = await transactionWithEvents(db, events, async (tx, pending) => {
    const gone = await repo.deletePending(tx, snap.id);
    if (!gone) throw decidedMeanwhile();
    if (gone.status === 'published') await repo.moveCount(tx, snap.recipeId, -1);
    await record(tx, {
      admin,
      action: 'cooksnap.reject',
      target: { type: 'cooksnap', id: snap.id, label: snap.recipeTitle },
      details: { recipe_id: snap.recipeId, author_id: snap.userId },
    });
    await notify(tx, pending, {
      userId: snap.userId,
      recipeId: snap.recipeId,
      type: 'review',
      triggeredBy: admin.id,
      message: fill(msg.rejectedNotice, { title: snap.recipeTitle }),
    });
    return releaseUnusedUploads(tx, [gone.image]);
  });
  await removeMediaFiles(storage, unused);
  return { message: msg.rejected };
}
