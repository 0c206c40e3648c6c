import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { fill } from '@receptari/shared/i18n/fill';
import {
  MEDIA_MAX_BYTES,
  type MediaReviewMode,
  mediaMaxMegabytes,
} from '@receptari/shared/media/media.rules';
import { useUploadMedia } from '@/api/media/upload-media.ts';
import { messageOf } from '@/lib/api-client.ts';

/**
 * What happens next to a cooksnap whose photo the check could neither call food nor refuse, as the
 * server's MEDIA_REVIEW says in the upload's answer (docs/decisions/0020); a server that does not
 * say holds it back, as 'before' does.
 */
const unsureNote = (review: MediaReviewMode | undefined) =>
  review === 'after' ? tr.media.unsure.cooksnapAfter : tr.media.unsure.cooksnapBefore;

/**
 * The photo of a cooksnap: uploaded as soon as it is chosen, so the server's food check speaks
 * before the cook writes their note ('La imatge no és vàlida: {reason}' when it is not food). Its
 * stored URL is the preview too: the app's CSP shows images from the server only.
 */
export function useCooksnapPhoto() {
  const upload = useUploadMedia();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setUrl(null);
    setProblem(null);
    setNote(null);
    if (!chosen) return;
    if (chosen.size > MEDIA_MAX_BYTES.image) {
      setProblem(fill(tr.media.imageTooLarge, { max: mediaMaxMegabytes('image') }));
      return;
    }
    upload.mutate(chosen, {
      onSuccess: (answer) => {
        if (answer.kind !== 'image') setProblem(trCooksnaps.cooksnaps.imageNotOwned);
        else {
          setUrl(answer.secure_url);
          if (answer.check && answer.check.verdict !== 'food') setNote(unsureNote(answer.review));
        }
      },
      onError: (error) => setProblem(messageOf(error, tr.foodCheck.failed)),
    });
  };

  const reset = () => choose(null);
  return { file, url, problem, note, checking: upload.isPending, choose, reset };
}
