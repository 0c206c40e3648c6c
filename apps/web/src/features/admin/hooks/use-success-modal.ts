import { useCallback, useEffect, useState } from 'react';

/**
 * docs/product.md#interface-timings: the recipes' and users' success modals close after 1 s, the others'
 * after 2 s.
 */
export const SHORT_SUCCESS_MS = 1000;
export const LONG_SUCCESS_MS = 2000;

/** A success modal's message, cleared by itself `ms` after it is shown (or when closed). */
export function useSuccessModal(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);
  const close = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, close };
}
