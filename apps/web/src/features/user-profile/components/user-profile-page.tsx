import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import { useUserInfo } from '@/api/profiles/get-user-info.ts';
import type { ReportSlot } from '@/components/report/report-slot.ts';
import { BackButton } from '@/components/ui/back-button.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { asUserId } from '../lib/user-id.ts';
import { FollowBar } from './follow-bar.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { type ProfileSections, ProfileTabs } from './profile-tabs.tsx';

type Slots = ProfileSections & { report?: ReportSlot | undefined };

/**
 * /user/{userId}: anyone's public profile, open to visitors as every author link leads here;
 * `lives` draws its Lives section, `cooksnaps` its 'Ho he fet' one, `report` the 'Denunciar' menu
 * (docs/product.md#denuncies).
 */
export function UserProfilePage({ report, ...sections }: Slots) {
  const id = asUserId(useParams().userId);
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <BackButton />
      <Title order={1}>{tr.screens.UserProfile}</Title>
      {id === null ? <ProfileNotFound /> : <UserProfile id={id} report={report} {...sections} />}
    </Stack>
  );
}

function UserProfile({ id, report, ...sections }: Slots & { id: number }) {
  const info = useUserInfo(id);
  if (info.isPending) return <PageLoader />;
  if (info.isError) {
    const status = info.error instanceof ApiError ? info.error.status : 0;
    // A 404 is nobody; a 400 or 422 an id the server cannot take. Anything else may pass: retry.
    if (status === 404 || status === 400 || status === 422) return <ProfileNotFound />;
    return <QueryError message={trProfile.profiles.loadFailed} onRetry={() => void info.refetch()} />;
  }
  const profile = info.data;
  return (
    <>
      <DocumentTitle title={profile.user.name} />
      {profile.hidden_by_reports && (
        <Alert color="red" variant="light" role="status">
          {trReports.reports.hiddenProfile}
        </Alert>
      )}
      <ProfileHeader
        user={profile.user}
        follow={<FollowBar user={profile.user} stats={profile.follow} />}
        menu={report?.({
          target: 'user',
          id: profile.user.id,
          ownerId: profile.user.id,
          what: profile.user.name,
        })}
        hidden={profile.hidden_by_reports}
      />
      <ProfileTabs profile={profile} {...sections} />
    </>
  );
}

function ProfileNotFound() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <DocumentTitle title={tr.screens.UserProfile} />
      <IconUserQuestion size={48} stroke={1.5} aria-hidden color="var(--mantine-color-brand-text)" />
      <Text fz="lg" fw={600} role="alert">
        {trProfile.profiles.notFound}
      </Text>
      <Button component={Link} to="/" variant="light">
        {tr.common.backHome}
      </Button>
    </Stack>
  );
}
