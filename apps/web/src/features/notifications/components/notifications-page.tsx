import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { ca } from '@receptari/shared/i18n/ca';

/** Placeholder until the notifications issue; loaded lazily by the router. */
export function NotificationsPage() {
  return <ComingSoon title={ca.screens.Notifications} />;
}
