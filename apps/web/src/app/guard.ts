import { loginPath } from '@/lib/redirect.ts';

/** The auth flags of the route table (docs/product.md#route-guard). */
export type AuthFlag = 'required' | 'not-required' | 'none';

export interface GuardedRoute {
  auth: AuthFlag;
  /** Flagged 'required' but let through without a token: the screen handles it (the recipe detail). */
  letThrough?: boolean;
}

/**
 * The route guard (docs/product.md#route-guard): a route flagged 'required', visited with no stored
 * token, goes to the login route (with a redirect back to `here`), except a route that is let through.
 * Null: stay.
 */
export function guardRedirect(route: GuardedRoute, hasToken: boolean, here: string): string | null {
  if (route.auth !== 'required' || route.letThrough || hasToken) return null;
  return loginPath(here);
}
