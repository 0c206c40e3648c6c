import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isAdmin, isChef } from '@receptari/shared/auth/auth.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { ProfileUser } from '@receptari/shared/profiles/profiles.schemas';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';

/**
 * Who it is: the picture (or the name's first letter), the name, a chef's badge, the bio, and
 * `follow` (the counts and the follow button) below; `menu` (the 'Denunciar' menu) beside the name.
 */
export function ProfileHeader({
  user,
  follow,
  menu,
  hidden = false,
}: {
  user: ProfileUser;
  follow?: ReactNode;
  menu?: ReactNode;
  /** Hidden by reports: the bio is withheld, not missing, so 'no bio yet' would mislead. */
  hidden?: boolean;
}) {
  const role = isChef(user.role) ? tr.roles.chef : isAdmin(user.role) ? tr.roles.admin : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <UserAvatar name={user.name} img={user.img} />
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Title>
            {role && (
              <Badge color="brand" variant="light">
                {role}
              </Badge>
            )}
            {/* Beside the name, so the bio keeps the card's whole width on a phone. */}
            {menu && <div style={{ marginLeft: 'auto' }}>{menu}</div>}
          </Group>
          {user.bio ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{user.bio}</Text>
          ) : hidden ? null : (
            <Text c="dimmed" fs="italic">
              {tr.userProfile.noBio}
            </Text>
          )}
          {follow}
        </Stack>
      </Group>
    </Paper>
  );
}
