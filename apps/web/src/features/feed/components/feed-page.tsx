import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Live } from '@receptari/shared/lives/lives.schemas';
import { trFeed } from '@receptari/shared/i18n/tr/feed';
import { useFeed } from '@/api/feed/get-feed.ts';
import { BackButton } from '@/components/ui/back-button.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { FeedEmpty } from './feed-empty.tsx';
import { FeedItemView } from './feed-item.tsx';

const text = trFeed.feed;

/** How a live is drawn in the feed: the lives feature's card (app/routes/seguint.tsx passes it in). */
export type LiveView = (live: Live) => ReactNode;

/**
 * /seguint (docs/product.md#feed): what the cooks the user follows published, newest first, page
 * after page; with nothing in it, popular cooks to follow.
 */
export function FeedPage({ live }: { live: LiveView }) {
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <DocumentTitle title={text.title} />
      <BackButton />
      <Stack gap={4}>
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed">{text.intro}</Text>
      </Stack>
      <FeedList live={live} />
    </Stack>
  );
}

function FeedList({ live }: { live: LiveView }) {
  const feed = useFeed();
  if (feed.isPending) return <PageLoader />;
  if (feed.isError && !feed.data)
    return <QueryError message={text.loadFailed} onRetry={() => void feed.refetch()} />;
  const items = feed.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <FeedEmpty />;
  return (
    <Stack gap="md">
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.title}>
        {items.map((item) => (
          <li key={`${item.type}-${item.recipe?.id ?? item.live?.id ?? item.cooksnap?.id}`}>
            <FeedItemView item={item} live={live} />
          </li>
        ))}
      </Stack>
      {feed.hasNextPage ? (
        <LoadMore
          loading={feed.isFetchingNextPage}
          failed={feed.isFetchNextPageError}
          failedMessage={text.loadFailed}
          onMore={() => void feed.fetchNextPage()}
        />
      ) : (
        <Text c="dimmed" ta="center" fz="sm">
          {text.end}
        </Text>
      )}
    </Stack>
  );
}
