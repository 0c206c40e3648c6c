/**
 * A signed-in user's row, as the auth module reads it (never the password hash): the user of a
 * session. Here, below the modules, because the session cache (app-caches.ts) holds it too.
 */
export type UserRow = {
  id: number;
  name: string;
  email: string;
  role: string;
  bio: string | null;
  img: string | null;
  locale: string | null;
};
