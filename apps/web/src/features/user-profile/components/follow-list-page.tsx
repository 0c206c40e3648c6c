import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { trFeed } from '@receptari/shared/i18n/tr/feed';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import { type FollowListKind, useFollowList } from '@/api/follows/get-follow-list.ts';
import { useUserInfo } from '@/api/profiles/get-user-info.ts';
import { BackButton } from '@/components/ui/back-button.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { asUserId } from '../lib/user-id.ts';

const text = trFeed.followLists;

/**
 * /user/{userId}/seguidors and /seguits: who follows a user, or whom they follow, newest first,
 * each a link to their profile (docs/product.md#following).
 */
export function FollowListPage() {
  const id = asUserId(useParams().userId);
  const kind: FollowListKind = useLocation().pathname.toLowerCase().endsWith('/seguidors')
    ? 'followers'
    : 'following';
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <BackButton />
      {id === null ? (
        <Text role="alert">{trProfile.profiles.notFound}</Text>
      ) : (
        <FollowList userId={id} kind={kind} />
      )}
    </Stack>
  );
}

function FollowList({ userId, kind }: { userId: number; kind: FollowListKind }) {
  const info = useUserInfo(userId);
  const list = useFollowList(userId, kind);
  const name = info.data?.user.name ?? '';
  const title = fill(kind === 'followers' ? text.followersTitle : text.followingTitle, { name });
  if (list.isPending || info.isPending) return <PageLoader />;
  if (info.isError) return <Text role="alert">{trProfile.profiles.notFound}</Text>;
  if (list.isError && !list.data)
    return <QueryError message={text.loadFailed} onRetry={() => void list.refetch()} />;
  const users = list.data.pages.flatMap((page) => page.users);
  return (
    <Stack gap="md">
      <DocumentTitle title={title} />
      <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {users.length === 0 ? (
        <Text c="dimmed">
          {fill(kind === 'followers' ? text.followersEmpty : text.followingEmpty, { name })}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {users.map((user) => (
            <li key={user.id}>
              <Paper component={Link} to={`/user/${user.id}`} withBorder radius="md" p="sm" display="block">
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={user.name} img={user.img} size={40} />
                  <Text fw={600} truncate>
                    {user.name}
                  </Text>
                </Group>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <LoadMore
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          failedMessage={text.loadFailed}
          onMore={() => void list.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
