import type { ReactNode } from 'react';
import { useAuth } from '@/lib/auth-store.ts';

/** The screen with a stored session, else the visitor's view; it follows a login or logout at once. */
export function SignedInOr({ visitor, children }: { visitor: ReactNode; children: ReactNode }) {
  const { token } = useAuth();
  return token ? children : visitor;
}
