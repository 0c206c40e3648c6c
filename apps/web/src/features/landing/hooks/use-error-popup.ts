import { useEffect } from 'react';
import { notify } from '@/lib/notify.ts';

/**
 * A red popup each time `failed` turns true (docs/product.md#recipe-errors: the landing lists' load errors).
 */
export function useErrorPopup(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notify.error(message);
  }, [failed, message]);
}
