import { useEffect } from 'react';
import { useDialog } from '@/lib/use-dialog.ts';

/**
 * docs/product.md#interface-timings: the recipes' and users' success modals close after 1 s, the others'
 * after 2 s.
 */
export const SHORT_SUCCESS_MS = 1000;
export const LONG_SUCCESS_MS = 2000;

/**
 * A success modal's message, cleared by itself `ms` after it is shown (or when closed). The modal is
 * drawn only while shown, and useDialog gives the focus back: to `from` (a deletion's bin, whose
 * question came first), or to the list it was in once the deletion has taken it away.
 */
export function useSuccessModal(ms: number) {
  const dialog = useDialog<string>();
  const { value: message, open, close } = dialog;
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(close, ms);
    return () => window.clearTimeout(timer);
  }, [message, ms, close]);
  const show = (text: string, from?: HTMLElement | null) => open(text, from);
  return { message, show, close };
}
