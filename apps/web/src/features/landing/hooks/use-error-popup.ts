import { useEffect } from 'react';
import { notify } from '@/lib/notify.ts';

/** A red popup each time `failed` turns true (spec section 8: the landing lists' load errors). */
export function useErrorPopup(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notify.error(message);
  }, [failed, message]);
}
