import { useEffect, useRef, useState } from 'react';
import { trProfile } from '@receptari/shared/i18n/tr/profile';

const SIZE = 160;

/**
 * The chosen picture, drawn on a canvas as the round avatar will show it. A canvas, not an <img>
 * of a blob: URL: the app's CSP allows images from itself only. A file the browser cannot decode
 * shows nothing; the server says why when it is sent.
 */
export function PicturePreview({ file }: { file: File }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [shown, setShown] = useState<File | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (typeof createImageBitmap !== 'function') return; // an old browser: no preview, the upload still works
    createImageBitmap(file).then(
      (bitmap) => {
        if (cancelled) return bitmap.close();
        // Cover: the centred square of the picture, as the avatar crops it.
        const side = Math.min(bitmap.width, bitmap.height);
        const x = (bitmap.width - side) / 2;
        const y = (bitmap.height - side) / 2;
        canvas.current?.getContext('2d')?.drawImage(bitmap, x, y, side, side, 0, 0, SIZE, SIZE);
        bitmap.close();
        setShown(file);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [file]);

  return (
    <canvas
      ref={canvas}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={trProfile.perfil.picturePreview}
      hidden={shown !== file}
      style={{ borderRadius: '50%', alignSelf: 'center' }}
    />
  );
}
