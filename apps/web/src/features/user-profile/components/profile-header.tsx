import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isAdmin, isChef } from '@receptari/shared/auth/auth.rules';
import { ca } from '@receptari/shared/i18n/ca';
import type { ProfileUser } from '@receptari/shared/profiles/profiles.schemas';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';

/** Who it is: the picture (or the name's first letter), the name, a chef's badge and the bio. */
export function ProfileHeader({ user }: { user: ProfileUser }) {
  const role = isChef(user.role) ? ca.roles.chef : isAdmin(user.role) ? ca.roles.admin : null;
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
          </Group>
          {user.bio ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{user.bio}</Text>
          ) : (
            <Text c="dimmed" fs="italic">
              {ca.userProfile.noBio}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
