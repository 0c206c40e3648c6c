import { useEffect, useMemo } from 'react';

/** A local URL of the chosen file for a preview, revoked when the file changes or the view goes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
