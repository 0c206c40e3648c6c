import type { AUDIT_TARGETS } from '@receptari/shared/admin/admin.schemas';
import type { ReportContext } from '@receptari/shared/reports/reports.schemas';
import type { ReportTargetType } from '@receptari/shared/reports/reports.rules';
import type { Db } from '../../db/database.ts';
import type { PendingEvents, Tx } from '../../lib/events.ts';
import { type Actor, policy } from '../../lib/policy.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { type AdminDeps, afterUserRemoved, removeUser } from '../admin-users/index.ts';
import { removeComment } from '../comments/index.ts';
import {
  cooksnapRowsByIds,
  findCooksnap,
  hideCooksnap,
  removeCooksnap,
  showCooksnap,
} from '../cooksnaps/index.ts';
import { removeMediaFiles } from '../media/index.ts';
import { findRecipeRef } from '../recipe-cards/index.ts';
import { removeRecipe } from '../recipes/index.ts';
import * as repo from './report-targets.repo.ts';

/** What deleting a target may need beyond its transaction: the media storage, the session cache. */
export type RemoveDeps = Pick<AdminDeps, 'sessions'> & { storage: MediaStorage };

/** Work left for after the deletion's commit (files to remove, sessions to forget). */
export type AfterCommit = () => Promise<void>;

/**
 * Everything the reports module knows about one kind of target. Adding a kind (cooksnaps) is one
 * entry in REPORT_TARGET_ENTRIES; the rest of the module never names a kind.
 */
export type ReportTargetEntry = {
  /** The audit log's name for the kind (admin.schemas AUDIT_TARGETS). */
  auditType: (typeof AUDIT_TARGETS)[number];
  /** The target's owner (null: an account gone), if it exists and the reporter may see it; else undefined (404). */
  ownerOf(db: Db, reporter: Actor, id: number): Promise<{ ownerId: number | null } | undefined>;
  /** The admins' view of these targets in context, by id; an id missing is a target gone meanwhile. */
  contexts(db: Db, ids: number[]): Promise<Map<number, ReportContext>>;
  /** Out of the lists once REPORT_HIDE_THRESHOLD users reported it (docs/product.md#denuncies). */
  hide(tx: Tx, id: number): Promise<unknown>;
  /** Back in the lists: the reports were dismissed. */
  show(tx: Tx, id: number): Promise<unknown>;
  /** Deletes it in `tx` through its own module's deletion, audited there as any admin deletion. */
  remove(tx: Tx, pending: PendingEvents, admin: Actor, id: number, deps: RemoveDeps): Promise<AfterCommit>;
};

const nothingAfter: AfterCommit = async () => {};
const byId = <T extends { id: number }>(rows: T[], present: (row: T) => ReportContext) =>
  new Map(rows.map((row) => [row.id, present(row)]));
const person = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

const recipe: ReportTargetEntry = {
  auditType: 'recipe',
  async ownerOf(db, reporter, id) {
    const row = await findRecipeRef(db, id);
    return row && policy.canSeeRecipe(reporter, row) ? { ownerId: row.userId } : undefined;
  },
  contexts: async (db, ids) =>
    byId(await repo.recipeContexts(db, ids), (r) => ({
      label: r.title,
      link: `/info/${r.id}`,
      image: r.image,
      owner: person(r.ownerId, r.ownerName),
      recipe: { id: r.id, title: r.title },
    })),
  hide: (tx, id) => repo.hideRecipe(tx, id),
  show: (tx, id) => repo.showRecipe(tx, id),
  async remove(tx, _pending, admin, id, deps) {
    const [row] = await repo.recipeContexts(tx, [id]);
    if (!row) return nothingAfter;
    const unused = await removeRecipe(tx, admin, row);
    return () => removeMediaFiles(deps.storage, unused);
  },
};

const comment: ReportTargetEntry = {
  auditType: 'comment',
  async ownerOf(db, reporter, id) {
    const row = await repo.findCommentRef(db, id);
    return row && policy.canSeeRecipe(reporter, row.recipe) ? { ownerId: row.userId } : undefined;
  },
  contexts: async (db, ids) =>
    byId(await repo.commentContexts(db, ids), (c) => ({
      label: c.comment,
      link: `/info/${c.recipeId}`,
      image: null,
      owner: person(c.ownerId, c.ownerName),
      recipe: { id: c.recipeId, title: c.recipeTitle },
    })),
  hide: (tx, id) => repo.setCommentHidden(tx, id, true),
  show: (tx, id) => repo.setCommentHidden(tx, id, false),
  async remove(tx, _pending, admin, id) {
    const [row] = await repo.commentContexts(tx, [id]);
    if (row)
      await removeComment(
        tx,
        admin,
        { id: row.id, userId: row.ownerId, comment: row.comment },
        { id: row.recipeId, title: row.recipeTitle },
      );
    return nothingAfter;
  },
};

const user: ReportTargetEntry = {
  auditType: 'user',
  ownerOf: async (db, _reporter, id) => ((await repo.findUserRef(db, id)) ? { ownerId: id } : undefined),
  contexts: async (db, ids) =>
    byId(await repo.userContexts(db, ids), (u) => ({
      label: u.name,
      link: `/user/${u.id}`,
      image: u.img,
      owner: { id: u.id, name: u.name },
      recipe: null,
    })),
  // A profile is not in any list: it shows itself as hidden while reported (userHiddenByReports,
  // read from the open reports), so there is nothing to write here.
  hide: async () => {},
  show: async () => {},
  async remove(tx, pending, admin, id, deps) {
    const removed = await removeUser(tx, pending, admin, id);
    return () => afterUserRemoved(deps, removed);
  },
};

const cooksnap: ReportTargetEntry = {
  auditType: 'cooksnap',
  async ownerOf(db, reporter, id) {
    const row = await findCooksnap(db, id);
    return row && policy.canSeeCooksnap(reporter, row) ? { ownerId: row.userId } : undefined;
  },
  contexts: async (db, ids) =>
    byId(await cooksnapRowsByIds(db, ids), (c) => ({
      label: c.note ?? c.recipeTitle,
      link: `/info/${c.recipeId}`,
      image: c.image,
      owner: person(c.userId, c.userName),
      recipe: { id: c.recipeId, title: c.recipeTitle },
    })),
  hide: (tx, id) => hideCooksnap(tx, id),
  show: (tx, id) => showCooksnap(tx, id),
  async remove(tx, _pending, admin, id, deps) {
    const row = await findCooksnap(tx, id);
    if (!row) return nothingAfter;
    const { unused } = await removeCooksnap(tx, admin, row);
    return () => removeMediaFiles(deps.storage, unused);
  },
};

/** The kinds a report may name, one entry each. */
export const REPORT_TARGET_ENTRIES: Record<ReportTargetType, ReportTargetEntry | undefined> = {
  recipe,
  comment,
  cooksnap,
  user,
};
