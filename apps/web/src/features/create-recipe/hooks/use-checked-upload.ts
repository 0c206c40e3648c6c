import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import type { MediaKind, MediaReviewMode } from '@receptari/shared/media/media.rules';
import { ApiError } from '@/lib/api-client.ts';
import { checkFoodFrame } from '@/api/ai/check-food-frame.ts';
import { useUploadMedia } from '@/api/media/upload-media.ts';
import { captureVideoFrames } from '../lib/capture-video-frames.ts';

/** A refused file, with the line to show; the field clears itself. */
export class UploadRefused extends Error {}

const failedLine = {
  get image() {
    return trRecipeForm.recipeForm.imageFailed;
  },
  get video() {
    return trRecipeForm.recipeForm.videoFailed;
  },
};

/**
 * The server's reason for a refusal: alone for a content refusal (422), under the product's line
 * otherwise (docs/product.md#media-and-food-check-errors).
 */
function refusal(kind: MediaKind, error: unknown): UploadRefused {
  if (error instanceof UploadRefused) return error;
  if (error instanceof ApiError && error.status === 422 && error.serverMessage)
    return new UploadRefused(error.serverMessage);
  const reason = error instanceof ApiError && error.status !== 0 ? error.serverMessage : undefined;
  return new UploadRefused(reason ? `${failedLine[kind]}\n${reason}` : failedLine[kind]);
}

/**
 * What happens next to a recipe whose file the check could neither call food nor refuse, as the
 * server's MEDIA_REVIEW says in the upload's answer (docs/decisions/0020); a server that does not
 * say holds the recipe back, as 'before' does.
 */
export function unsureNote(kind: MediaKind, review: MediaReviewMode | undefined): string {
  const line = review === 'after' ? tr.media.unsure.recipeAfter : tr.media.unsure.recipeBefore;
  return fill(line, { media: tr.media.unsure[kind] });
}

/**
 * Stores a chosen file and answers its URL, plus a note (unsureNote) when the check was unsure.
 * An image is checked by the server as it is stored. A video is stored, then its frames at the
 * seconds of docs/product.md#food-check (taken here, in the browser) go to the server's check one by
 * one until one shows food; frames that are all not food refuse it ('El vídeo no és vàlid: No conté
 * menjar').
 */
export function useCheckedUpload(kind: MediaKind) {
  const upload = useUploadMedia();
  const [busy, setBusy] = useState(false);

  async function run(file: File): Promise<{ url: string; note: string | null }> {
    setBusy(true);
    try {
      // Frames first: a video the browser cannot play is still stored, unchecked (pending review).
      const frames = kind === 'video' ? await captureVideoFrames(file).catch(() => []) : [];
      const stored = await upload.mutateAsync(file);
      let verdict = stored.check?.verdict ?? 'unchecked';
      for (const frame of frames) {
        verdict = (await checkFoodFrame(frame, stored.secure_url)).video_verdict ?? verdict;
        if (verdict === 'food') break;
      }
      if (verdict === 'not_food')
        throw new UploadRefused(fill(tr.foodCheck.invalidVideo, { reason: tr.foodCheck.videoNoFood }));
      return { url: stored.secure_url, note: verdict === 'food' ? null : unsureNote(kind, stored.review) };
    } catch (error) {
      throw refusal(kind, error);
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
