import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/logout: revokes the token on the server (an expired one answers 401, left to the caller). */
export function logoutOnServer(): Promise<unknown> {
  return apiFetch('/logout', { method: 'POST', redirectOn401: false });
}
