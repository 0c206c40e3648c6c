import { isAdmin } from '@receptari/shared/auth/auth.rules';
import { VerificationRequestsPage } from '@/features/admin/components/verification-requests-page.tsx';
import { VerificationPage } from '@/features/verification/components/verification-page.tsx';
import { useAuth } from '@/lib/auth-store.ts';

/**
 * /verificacion, a chunk of its own: an admin answers the pending chef requests there; anyone else
 * sends theirs (the two features meet only here).
 */
export default function VerificationRoute() {
  const { user } = useAuth();
  return isAdmin(user?.role) ? <VerificationRequestsPage /> : <VerificationPage />;
}
