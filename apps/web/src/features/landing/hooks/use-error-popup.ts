import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

export const LIST_ERROR_POPUP_MS = 3000;

/** A red popup for 3 s each time `failed` turns true (spec: list load errors). */
export function useErrorPopup(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notifications.show({ color: 'red', message, autoClose: LIST_ERROR_POPUP_MS });
  }, [failed, message]);
}
