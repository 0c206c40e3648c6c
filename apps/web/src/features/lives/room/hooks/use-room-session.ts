import { useEffect, useReducer } from 'react';
import { useAuth } from '@/lib/auth-store.ts';
import { loadCurrentUser } from '@/lib/session.ts';

/** Who enters the room: the token and the user's id, name and role, as the socket needs them. */
export type RoomSession = {
  token: string | null;
  userId: number | undefined;
  userName: string | undefined;
  userRole: string | undefined;
  /** The token's user could not be loaded: 'Datos de usuario incompletos'. */
  userMissing: boolean;
};

/** The signed-in user for the room; a token without its user yet fetches it once. */
export function useRoomSession(): RoomSession {
  const { token, user } = useAuth();
  const [userLoad, setUserLoad] = useReducer((_: string, next: string) => next, 'idle');

  // A token without its user yet: fetch it once; no user after that is 'Datos de usuario incompletos'.
  useEffect(() => {
    if (!token || user || userLoad !== 'idle') return;
    setUserLoad('loading');
    void loadCurrentUser().then((loaded) => setUserLoad(loaded ? 'done' : 'failed'));
  }, [token, user, userLoad]);

  return {
    token,
    userId: user?.id,
    userName: user?.name,
    userRole: user?.role,
    // Only a failed load matters to the socket: 'loading' and 'done' must not reopen it.
    userMissing: userLoad === 'failed' && !user,
  };
}
