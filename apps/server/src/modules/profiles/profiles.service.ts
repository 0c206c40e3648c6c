import { idSchema } from '@receptari/shared/common/common.schemas';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import {
  FOLDER_PREVIEW,
  PROFILE_RECIPES_MAX,
  type ProfileAnswer,
  type SaveLocaleAnswer,
  type SaveLocaleBody,
  type UpdateProfileBody,
  type UserRecipesAnswer,
  type UserRecipesQuery,
} from '@receptari/shared/profiles/profiles.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import { type Actor, policy } from '../../lib/policy.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { forgetCachedSessions, nameTakenError, presentUser, skeletonOfNewName } from '../auth/index.ts';
import { recipeIdsByFolder } from '../folders/index.ts';
import { followStats } from '../follows/index.ts';
import { userHiddenByReports } from '../reports/index.ts';
import { profilePictureKey, storeProfilePicture, type UploadedFile } from '../media/index.ts';
import { presentProfileRecipe, presentProfileUser } from './profile.presenter.ts';
import * as repo from './profiles.repo.ts';

const userNotFound = () => AppError.notFound('user_not_found', trProfile.profiles.notFound);

async function existingUser(db: Db, id: number) {
  const user = await repo.findProfileUser(db, id);
  if (!user) throw userNotFound();
  return user;
}

/**
 * GET /userInfo/{id}: anyone's public profile. Which recipes it shows, its own and those in its
 * folders alike, is policy.recipesSeenBy's: published ones to everyone, pending ones to their
 * author (the owner, for their own) and to admins.
 */
export async function getProfile(db: Db, actor: Actor | null, id: number): Promise<ProfileAnswer> {
  const user = await existingUser(db, id);
  const viewer = policy.recipesSeenBy(actor);
  const [recipes, folders, follow, hidden] = await Promise.all([
    repo.userRecipes(db, user.id, viewer, PROFILE_RECIPES_MAX),
    repo.userFolders(db, user.id),
    followStats(db, actor, user.id),
    userHiddenByReports(db, user.id),
  ]);
  const ids = await recipeIdsByFolder(
    db,
    folders.map((f) => f.id),
    viewer,
  );
  const preview = [...new Set([...ids.values()].flatMap((list) => list.slice(0, FOLDER_PREVIEW)))];
  const inFolders = await repo.cardsWithStatus(db, preview);
  // Hidden by reports (docs/product.md#denuncies): what the user wrote about themselves is what
  // others reported, so only they and the admins still see it until an admin decides.
  const masked = hidden && actor?.id !== user.id && !(actor && policy.isAdmin(actor));
  return {
    user: presentProfileUser(masked ? { ...user, bio: null, img: null } : user),
    recipes: recipes.map(presentProfileRecipe),
    folders: folders.map((f) => ({
      id: f.id,
      name: f.name,
      created_at: f.createdAt.toISOString(),
      recipes: ids.get(f.id) ?? [],
    })),
    recipes_in_folders: inFolders.map(presentProfileRecipe),
    follow,
    hidden_by_reports: hidden,
  };
}

const userRecipesCursorSchema = z.object({ id: idSchema });

/** GET /user/{id}/recipes: the same recipes as the profile's, newest first, paged. */
export async function getUserRecipes(
  db: Db,
  actor: Actor | null,
  id: number,
  query: UserRecipesQuery,
): Promise<UserRecipesAnswer> {
  const after = decodeCursor(userRecipesCursorSchema, query.cursor);
  const user = await existingUser(db, id);
  const rows = await repo.userRecipes(db, user.id, policy.recipesSeenBy(actor), query.limit + 1, after?.id);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    recipes: page.map(presentProfileRecipe),
    next_cursor: rows.length > query.limit && last ? encodeCursor({ id: last.id }) : null,
  };
}

type OwnAccountDeps = { db: Db; events: EventBus };

/**
 * Writes the caller's own row; once it commits, every instance drops their cached sessions, so a
 * new name, picture or language shows on their next request wherever it lands (docs/decisions/0005).
 */
function updateOwnAccount(
  deps: OwnAccountDeps,
  userId: number,
  values: Parameters<typeof repo.updateUser>[2],
) {
  return transactionWithEvents(deps.db, deps.events, async (tx, pending) => {
    const row = await repo.updateUser(tx, userId, values);
    if (row) await forgetCachedSessions(tx, pending, userId);
    return row;
  });
}

/** POST /updatePerfile: the caller's own name and bio. A name another account holds is a 422. */
export async function updateProfile(deps: OwnAccountDeps, actor: Actor, body: UpdateProfileBody) {
  const { db } = deps;
  const values: { name?: string; nameSkeleton?: string; bio?: string | null } = {};
  // Checked even when it looks unchanged: the actor's name may be a cached one (a session is kept 30 s).
  if (body.name !== undefined) {
    values.name = body.name;
    values.nameSkeleton = await skeletonOfNewName(db, actor.id, body.name);
  }
  if (body.bio !== undefined) values.bio = body.bio === null || body.bio === '' ? null : body.bio;
  let row;
  try {
    row = await updateOwnAccount(deps, actor.id, values);
  } catch (err) {
    // Checked above, so only a rename or registration racing this one gets here.
    if (isUniqueViolation(err)) throw nameTakenError();
    throw err;
  }
  if (!row) throw userNotFound();
  return { message: trProfile.profiles.updated, user: presentUser(row) };
}

/**
 * PUT /users/me/locale: the language every device of the account follows once signed in (null:
 * each its own). The caller's cached sessions drop on every instance after the write
 * (updateOwnAccount), so GET /user answers it at once wherever it lands.
 */
export async function saveLocale(
  deps: OwnAccountDeps,
  actor: Actor,
  body: SaveLocaleBody,
): Promise<SaveLocaleAnswer> {
  const row = await updateOwnAccount(deps, actor.id, { locale: body.locale });
  if (!row) throw userNotFound();
  return { locale: presentUser(row).locale };
}

/**
 * PUT /updateProfilePicture: stored through the media pipeline (media/profile-picture.ts), then
 * set as the caller's img; the picture it replaces is removed.
 */
export async function updatePicture(
  deps: OwnAccountDeps & { storage: MediaStorage; log: FastifyBaseLogger },
  actor: Actor,
  part: UploadedFile | undefined,
) {
  const before = await existingUser(deps.db, actor.id);
  const stored = await storeProfilePicture(deps.storage, part);
  const row = await updateOwnAccount(deps, actor.id, { img: stored.url }).catch(async (err: unknown) => {
    await deps.storage.remove(stored.key).catch(() => undefined);
    throw err;
  });
  if (!row) {
    await deps.storage.remove(stored.key).catch(() => undefined);
    throw userNotFound();
  }
  const old = profilePictureKey(deps.storage, before.img);
  if (old && old !== stored.key)
    await deps.storage
      .remove(old)
      .catch((err: unknown) => deps.log.warn({ err }, 'old profile picture kept'));
  return { message: trProfile.profiles.pictureUpdated, user: presentUser(row) };
}
