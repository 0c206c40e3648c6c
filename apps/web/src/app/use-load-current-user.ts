import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-store.ts';
import { followAccountLocale } from '@/lib/locale.ts';
import { loadCurrentUser } from '@/lib/session.ts';

/**
 * The account and language last followed (`${id}:${locale}`), kept outside the component: a
 * remount (a language change may redraw the app) must not bring back an account language the
 * switch has just replaced while its save is in flight. Forgotten on signing out, so the next
 * sign-in follows the account again.
 */
let followed: string | null = null;

/**
 * After a reload the token is stored but the user is not: fetch it (GET /api/user) once per token.
 * Once the user is known (signed in here, or fetched on a new device), the page takes the
 * account's language, if it chose one (lib/locale.ts: else this device's choice, else the browser's).
 */
export function useLoadCurrentUser() {
  const { token, user } = useAuth();
  const missing = token !== null && user === null;
  useEffect(() => {
    if (missing) void loadCurrentUser();
  }, [missing, token]);

  const account = user ? `${user.id}:${user.locale ?? ''}` : null;
  const accountLocale = user?.locale;
  useEffect(() => {
    if (token === null) followed = null;
    if (account === null || account === followed) return;
    followed = account;
    void followAccountLocale(accountLocale);
  }, [token, account, accountLocale]);
}
