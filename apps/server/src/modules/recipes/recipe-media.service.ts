import { tr } from '@receptari/shared/i18n/tr/core';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import type { MediaReviewMode } from '@receptari/shared/media/media.rules';
import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import type { Db } from '../../db/database.ts';
import type { RecipeStatus } from '../../db/schema/recipes.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnedUploads, heldForReview } from '../media/index.ts';

type Media = { image: string | null; video: string | null };
type CheckedMedia = Media & { status: RecipeStatus; reviewAfter: boolean };

/**
 * A recipe's image and video may only be files its author uploaded through POST /media (or, when
 * editing, the ones it already had), and never ones the food check refused. New media that the
 * check could not call food send the recipe to the admins' review queue: under MEDIA_REVIEW
 * 'before' it waits unpublished (status 'pending'); under 'after' it is published at once with
 * `reviewAfter` set, for an admin's look after (docs/decisions/0020), unless the check doubted
 * explicit content in it (heldForReview): that one waits under both.
 */
export async function checkedMedia(
  db: Db,
  actorId: number,
  input: RecipeInput,
  before: CheckedMedia,
  review: MediaReviewMode,
): Promise<CheckedMedia> {
  const image = input.image === undefined ? before.image : input.image;
  const video = input.video === undefined ? before.video : input.video;
  const fresh = [image, video].filter(
    (url): url is string => url !== null && url !== before.image && url !== before.video,
  );
  const owned = await findOwnedUploads(db, actorId, fresh);
  if (fresh.some((url) => !owned.has(url)))
    throw AppError.invalid({ media: [trRecipeForm.recipeForm.mediaNotOwned] });
  for (const { kind, verdict } of owned.values()) {
    if (verdict !== 'not_food') continue;
    throw kind === 'image'
      ? AppError.invalid(
          { image: [fill(tr.foodCheck.invalidImage, { reason: tr.foodCheck.videoNoFood })] },
          'not_food',
        )
      : AppError.invalid(
          { video: [fill(tr.foodCheck.invalidVideo, { reason: tr.foodCheck.videoNoFood })] },
          'not_food',
        );
  }
  // Kept media that still wait for a look keep the recipe waiting, as before the edit.
  const keepsUnsure = fresh.length < [image, video].filter(Boolean).length;
  const keptPending = before.status === 'pending' && keepsUnsure;
  const keptReviewAfter = before.reviewAfter && keepsUnsure;
  const unsure = [...owned.values()].some((u) => u.verdict !== 'food');
  const held = [...owned.values()].some(heldForReview);
  if (keptPending || held || (unsure && review === 'before'))
    return { image, video, status: 'pending', reviewAfter: false };
  return { image, video, status: 'published', reviewAfter: keptReviewAfter || unsure };
}

/** A new recipe's starting point for checkedMedia: nothing yet, nothing to look at. */
export const NO_MEDIA_YET: CheckedMedia = {
  image: null,
  video: null,
  status: 'published',
  reviewAfter: false,
};
