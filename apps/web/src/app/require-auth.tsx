import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth-store.ts';
import { type GuardedRoute, guardRedirect } from './guard.ts';

/** Applies the route table's guard: renders the screen, or goes to /login?redirect=<here>. */
export function RequireAuth({ route, children }: { route: GuardedRoute; children: ReactNode }) {
  const { token } = useAuth();
  const location = useLocation();
  const target = guardRedirect(route, token !== null, location.pathname + location.search);
  return target ? <Navigate to={target} replace /> : children;
}
