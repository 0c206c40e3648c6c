import { Center, Loader } from '@mantine/core';
import { ca } from '@receptari/shared/i18n/ca';

/** Shown while a lazily loaded screen or a screen's data arrives. */
export function PageLoader({ label = ca.common.loading }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
