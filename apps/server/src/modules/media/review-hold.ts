import { tr } from '@receptari/shared/i18n/tr/core';
import type { MediaReviewMode, UploadVerdict } from '@receptari/shared/media/media.rules';

type Checked = { verdict: UploadVerdict; reason: string | null };

/**
 * An unsure upload that waits for an admin before it is published even under MEDIA_REVIEW=after:
 * a picture in which the check found explicit content in doubt, below its refusal
 * (docs/decisions/0020). Told by the check's own reason, which the check writes from ca.ts.
 */
export const heldForReview = (upload: Checked) =>
  upload.verdict === 'unverified' && upload.reason === tr.foodCheck.explicitDoubt;

/** The review that applies to this upload's recipe or cooksnap: MEDIA_REVIEW, or 'before' when held. */
export const reviewOf = (upload: Checked, mode: MediaReviewMode): MediaReviewMode =>
  heldForReview(upload) ? 'before' : mode;
