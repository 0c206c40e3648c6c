import { useLayoutEffect } from 'react';

/**
 * While cook mode covers the page: the page behind does not scroll, and on close the focus goes
 * back where it was (the button that opened cook mode). The focus trap brings it in.
 */
export function useOverlay() {
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
}
