import { useSearchParams } from 'react-router';
import { safeRedirect } from '@/lib/redirect.ts';

/** Where to go after logging in: the sanitised `redirect` query, or the landing page. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}
