import type { CooksnapStatus } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import type { MediaReviewMode } from '@receptari/shared/media/media.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { fill } from '@receptari/shared/i18n/fill';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnedUploads, findUploadChecks, reviewOf } from '../media/index.ts';

/**
 * A cooksnap's photo must be an image its cook uploaded through POST /media, where the food check
 * already ran (docs/product.md#food-check): refused there when not food, so a 'not_food' record is
 * refused here too; food publishes the cooksnap. An unsure check sends it to the review queue:
 * waiting unpublished under MEDIA_REVIEW 'before', published with `reviewAfter` under 'after'
 * (docs/decisions/0020).
 */
export async function checkedPhoto(
  db: Db,
  userId: number,
  image: string,
  review: MediaReviewMode,
): Promise<{ status: CooksnapStatus; reviewAfter: boolean }> {
  const upload = (await findOwnedUploads(db, userId, [image])).get(image);
  if (!upload || upload.kind !== 'image')
    throw AppError.invalid({ image: [trCooksnaps.cooksnaps.imageNotOwned] }, 'media_not_owned');
  if (upload.verdict === 'not_food') {
    const reason = (await findUploadChecks(db, [image])).get(image)?.reason ?? tr.foodCheck.videoNoFood;
    throw AppError.invalid({ image: [fill(tr.foodCheck.invalidImage, { reason })] }, 'not_food');
  }
  if (upload.verdict === 'food') return { status: 'published', reviewAfter: false };
  return reviewOf(upload, review) === 'before'
    ? { status: 'pending', reviewAfter: false }
    : { status: 'published', reviewAfter: true };
}
