import { Stack, Text } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { BusyButton } from './busy.tsx';
import { useLoadMoreSentinel } from './use-load-more-sentinel.ts';

type Props = {
  loading: boolean;
  failed: boolean;
  /** What a failed page says (the list's own words). */
  failedMessage: string;
  onMore: () => void;
};

/**
 * The end of a paged list (search results, a profile's recipes, the admin tables). Infinite
 * scroll: the next page loads as the end comes near. The button does the same for a
 * keyboard user (and where scrolling cannot tell), and retries a failed page.
 */
export function LoadMore({ loading, failed, failedMessage, onMore }: Props) {
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(!loading && !failed, onMore);
  return (
    <Stack align="center" gap="xs">
      <div ref={sentinel} aria-hidden style={{ height: 1, width: '100%' }} />
      {failed ? (
        <Text fz="sm" c="var(--app-color-error-text)" role="alert">
          {failedMessage}
        </Text>
      ) : null}
      <BusyButton variant="light" onClick={onMore} busy={loading}>
        {tr.common.loadMore}
      </BusyButton>
    </Stack>
  );
}
