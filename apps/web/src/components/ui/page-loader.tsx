import { Center, Loader } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';

/**
 * Shown while a lazily loaded screen or a screen's data arrives. The status region carries the name:
 * a name on the spinner itself, a span with no role, is an error to axe (aria-prohibited-attr).
 */
export function PageLoader({ label = tr.common.loading }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite" aria-label={label}>
      <Loader aria-hidden />
    </Center>
  );
}
