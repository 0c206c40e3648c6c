import type { User } from '@receptari/shared/auth/auth.schemas';
import { getCurrentUser } from '@/api/auth/get-current-user.ts';
import { logoutOnServer } from '@/api/auth/logout.ts';
import { ApiError } from './api-client.ts';
import { clearAuth, getToken, setSession, setUserFor } from './auth-store.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';

/** The GET /api/user in flight (or done) for a token. */
let pending: { token: string; user: Promise<User | null> } | null = null;

/** After login or register: nothing cached for a previous user survives. */
export function startSession(token: string, user: User) {
  pending = null;
  queryClient.clear();
  setSession(token, user);
}

/**
 * GET /api/user for the stored token, one request per token however many callers ask. A stale token
 * is dropped quietly (no redirect: any page may call this, the landing page included).
 */
export function loadCurrentUser(): Promise<User | null> {
  const token = getToken();
  if (!token) return Promise.resolve(null);
  if (pending?.token === token) return pending.user;
  const user = getCurrentUser().then(
    (fetched) => {
      setUserFor(token, fetched);
      return fetched;
    },
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401 && getToken() === token) clearAuth();
      if (pending?.token === token) pending = null; // a later call may try again
      return null;
    },
  );
  pending = { token, user };
  return user;
}

/** POST /api/logout (revokes the token on the server), then forget the session and go to /login. */
export async function logout() {
  try {
    await logoutOnServer();
  } catch {
    // Signing out locally still happens when the server is unreachable or the token already expired.
  }
  pending = null;
  clearAuth();
  queryClient.clear();
  navigateTo('/login');
}
