import { useState } from 'react';
import { ca } from '@receptari/shared/i18n/ca';
import { caCooksnaps } from '@receptari/shared/i18n/ca-cooksnaps';
import { fill } from '@receptari/shared/i18n/fill';
import { MEDIA_MAX_BYTES, mediaMaxMegabytes } from '@receptari/shared/media/media.rules';
import { useUploadMedia } from '@/api/media/upload-media.ts';
import { messageOf } from '@/lib/api-client.ts';

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

  const choose = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setUrl(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > MEDIA_MAX_BYTES.image) {
      setProblem(fill(ca.media.imageTooLarge, { max: mediaMaxMegabytes('image') }));
      return;
    }
    upload.mutate(chosen, {
      onSuccess: (answer) => {
        if (answer.kind !== 'image') setProblem(caCooksnaps.cooksnaps.imageNotOwned);
        else setUrl(answer.secure_url);
      },
      onError: (error) => setProblem(messageOf(error, ca.foodCheck.failed)),
    });
  };

  const reset = () => choose(null);
  return { file, url, problem, checking: upload.isPending, choose, reset };
}
