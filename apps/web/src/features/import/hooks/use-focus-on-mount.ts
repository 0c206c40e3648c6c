import { useEffect, useRef } from 'react';

/**
 * A heading that takes the focus when it appears in place of what the cook acted on (the preview
 * after the file, the summary after the import), so the keyboard and screen readers follow.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
