import { Button, Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { caProfile } from '@receptari/shared/i18n/ca-profile';
import { useUserInfo } from '@/api/profiles/get-user-info.ts';
import { BackButton } from '@/components/ui/back-button.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { ProfileHeader } from './profile-header.tsx';
import { type LivesSection, ProfileTabs } from './profile-tabs.tsx';

/** Ids the server takes: a positive 32-bit integer; anything else names nobody. */
const asUserId = (param: string | undefined) => {
  const id = Number(param);
  return /^\d+$/.test(param ?? '') && Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
};

/**
 * /user/{userId}: anyone's public profile, open to visitors as every author link leads here;
 * `lives` draws its Lives section.
 */
export function UserProfilePage({ lives }: { lives: LivesSection }) {
  const id = asUserId(useParams().userId);
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <BackButton />
      <Title order={1}>{ca.screens.UserProfile}</Title>
      {id === null ? <ProfileNotFound /> : <UserProfile id={id} lives={lives} />}
    </Stack>
  );
}

function UserProfile({ id, lives }: { id: number; lives: LivesSection }) {
  const info = useUserInfo(id);
  if (info.isPending) return <PageLoader />;
  if (info.isError) {
    const status = info.error instanceof ApiError ? info.error.status : 0;
    // A 404 is nobody; a 400 or 422 an id the server cannot take. Anything else may pass: retry.
    if (status === 404 || status === 400 || status === 422) return <ProfileNotFound />;
    return <QueryError message={caProfile.profiles.loadFailed} onRetry={() => void info.refetch()} />;
  }
  const profile = info.data;
  return (
    <>
      <DocumentTitle title={profile.user.name} />
      <ProfileHeader user={profile.user} />
      <ProfileTabs profile={profile} lives={lives} />
    </>
  );
}

function ProfileNotFound() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <DocumentTitle title={ca.screens.UserProfile} />
      <IconUserQuestion size={48} stroke={1.5} aria-hidden color="var(--mantine-color-brand-6)" />
      <Text fz="lg" fw={600} role="alert">
        {caProfile.profiles.notFound}
      </Text>
      <Button component={Link} to="/" variant="light">
        {ca.common.backHome}
      </Button>
    </Stack>
  );
}
