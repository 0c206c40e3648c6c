import { tr } from '@receptari/shared/i18n/tr/core';
import { useOnline } from '@/lib/connection.ts';
import classes from './offline-banner.module.css';

/**
 * Says the app is offline and what still reads (docs/product.md#offline-and-install): shown at
 * the top of every screen of the main layout while the browser has no network.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className={classes.banner}>
      {tr.offline.banner}
    </div>
  );
}
