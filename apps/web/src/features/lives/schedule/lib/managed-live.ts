import { isAdmin, isChef } from '@receptari/shared/auth/auth.rules';

/** What the chef's forms and buttons need of a live: both the list's rows and the API's lives fit. */
export interface ManagedLive {
  id: number;
  dia?: string | null;
  hora?: string | null;
  title: string;
  recipe: { id: number; title: string } | null;
  chef: { id: number; name: string };
  /** Only a scheduled live can change (the server answers 409 otherwise): no pencil then. */
  status?: 'scheduled' | 'live' | 'ended';
}

/** Who changes or deletes a live (docs/lives.md): its own chef while a chef, or any admin. */
export function canManageLive(
  live: Pick<ManagedLive, 'chef'>,
  user: { id: number; role: string } | null,
): boolean {
  if (!user) return false;
  return isAdmin(user.role) || (isChef(user.role) && live.chef.id === user.id);
}
