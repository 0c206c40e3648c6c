import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import { SHOPPING_MEMBERS_MAX } from '@receptari/shared/shopping-list/shopping-list.rules';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import type { Actor } from '../../lib/policy.ts';
import { announce, listOf, lockedListOf, readList } from './list-access.ts';
import * as repo from './shopping-list.repo.ts';

const { errors } = trPlanning;
const alreadySharing = () => AppError.conflict('already_sharing', errors.alreadyMember);

/**
 * POST /shopping-list/members: the owner shares their list with the user of that name
 * (docs/product.md#shopping-list). Someone already in a household (a member of a list, or the owner
 * of one with members) is refused: a user is in one list at most.
 */
export async function addMember(db: Db, events: EventBus, actor: Actor, name: string) {
  const target = await repo.findUserByName(db, name);
  if (!target) throw AppError.notFound('user_not_found', errors.userNotFound);
  if (target.id === actor.id) throw AppError.conflict('share_with_self', errors.shareWithSelf);
  const list = await transactionWithEvents(db, events, async (tx, pending) => {
    const ref = await lockedListOf(tx, actor.id);
    if (ref.ownerId !== actor.id) throw AppError.forbidden('not_owner', errors.notListOwnerShare);
    const members = await repo.memberIds(tx, ref.listId);
    if (members.includes(target.id) || (await repo.isSharing(tx, target.id))) throw alreadySharing();
    if (members.length >= SHOPPING_MEMBERS_MAX)
      throw AppError.unprocessable(
        'shopping_list_full',
        fill(errors.membersFull, { max: SHOPPING_MEMBERS_MAX }),
      );
    if (!(await repo.addMember(tx, ref.listId, target.id))) throw alreadySharing();
    await announce(tx, pending, ref, actor.id);
    return ref;
  });
  return readList(db, list);
}

/**
 * DELETE /shopping-list/members/{userId}: the owner takes a member off, or a member leaves. The one
 * who goes hears it too, so their screen turns to their own list; the answer is the caller's list.
 */
export async function removeMember(db: Db, events: EventBus, actor: Actor, userId: number) {
  await transactionWithEvents(db, events, async (tx, pending) => {
    const ref = await lockedListOf(tx, actor.id);
    const members = await repo.memberIds(tx, ref.listId);
    if (!members.includes(userId))
      throw AppError.notFound('shopping_member_not_found', errors.memberNotFound);
    if (userId !== actor.id && ref.ownerId !== actor.id)
      throw AppError.forbidden('not_owner', errors.notListOwner);
    await repo.removeMember(tx, ref.listId, userId);
    await announce(tx, pending, ref, actor.id, [userId]);
  });
  return readList(db, await listOf(db, actor.id));
}
