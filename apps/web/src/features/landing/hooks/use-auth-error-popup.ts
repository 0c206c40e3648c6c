import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { notify } from '@/lib/notify.ts';

/**
 * The landing page receives `?authError=…` after a signed-out attempt to open a recipe: shown once
 * as a popup, then dropped from the URL so a reload does not show it again. Only our own message is
 * shown: a crafted link cannot put arbitrary text in the app's voice.
 */
export function useAuthErrorPopup() {
  const [params, setParams] = useSearchParams();
  const authError = params.get('authError');
  useEffect(() => {
    if (!authError) return;
    notify.error(() => tr.recipes.authErrorDetails);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('authError');
        return next;
      },
      { replace: true },
    );
  }, [authError, setParams]);
}
