import { useEffect, useState } from 'react';

/**
 * A message that clears itself `ms` after it was shown (5 s on the preferences screen:
 * docs/product.md#interface-timings).
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage] as const;
}
