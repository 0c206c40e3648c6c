import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-store.ts';
import { loadCurrentUser } from '@/lib/session.ts';

/** After a reload the token is stored but the user is not: fetch it (GET /api/user) once per token. */
export function useLoadCurrentUser() {
  const { token, user } = useAuth();
  const missing = token !== null && user === null;
  useEffect(() => {
    if (missing) void loadCurrentUser();
  }, [missing, token]);
}
