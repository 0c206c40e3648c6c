import { Badge, Button, Group, Paper, Stack, Text, Title, useMatches } from '@mantine/core';
import {
  IconCalendarWeek,
  IconChefHat,
  IconKey,
  IconLogout,
  IconPencil,
  IconPhoto,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@receptari/shared/auth/auth.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { BusyButton } from '@/components/ui/busy.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { logout } from '@/lib/session.ts';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { PasswordModal } from './password-modal.tsx';
import { PictureModal } from './picture-modal.tsx';

type Dialog = 'profile' | 'picture' | 'password' | null;

/** Who the user is (picture, name, role, bio) and what they can change about their account. */
export function ProfileHeader({ user }: { user: User }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [leaving, setLeaving] = useState(false);
  const close = () => setDialog(null);
  // Compact on phones, so the account's actions take two or three rows, not five.
  const size = useMatches({ base: 'compact-sm', sm: 'sm' });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <UserAvatar name={user.name} img={user.img} />
          <Stack gap={6} miw={0}>
            <Title order={2} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Title>
            <Badge variant="light" w="fit-content">
              {trProfile.perfil.roles[user.role]}
            </Badge>
            <Text
              c={user.bio ? undefined : 'dimmed'}
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {user.bio || trProfile.perfil.noBio}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          <Button
            size={size}
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={() => setDialog('profile')}
          >
            {trProfile.perfil.editProfile}
          </Button>
          <Button
            size={size}
            variant="light"
            leftSection={<IconPhoto size={18} aria-hidden />}
            onClick={() => setDialog('picture')}
          >
            {trProfile.perfil.changePicture}
          </Button>
          <Button
            size={size}
            variant="light"
            leftSection={<IconKey size={18} aria-hidden />}
            onClick={() => setDialog('password')}
          >
            {trProfile.perfil.changePassword}
          </Button>
          <Button
            size={size}
            component={Link}
            to="/seguint"
            variant="light"
            leftSection={<IconUsers size={18} aria-hidden />}
          >
            {tr.landing.following}
          </Button>
          <Button
            size={size}
            component={Link}
            to="/llista"
            variant="light"
            leftSection={<IconShoppingCart size={18} aria-hidden />}
          >
            {trPlanning.list.title}
          </Button>
          <Button
            size={size}
            component={Link}
            to="/planificador"
            variant="light"
            leftSection={<IconCalendarWeek size={18} aria-hidden />}
          >
            {trPlanning.plan.title}
          </Button>
          {user.role === 'user' && (
            <Button
              size={size}
              component={Link}
              to="/verificacion"
              variant="light"
              color="teal"
              leftSection={<IconChefHat size={18} aria-hidden />}
            >
              {tr.screens.Verification}
            </Button>
          )}
          <BusyButton
            size={size}
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            busy={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            {tr.auth.logout}
          </BusyButton>
        </Group>
      </Stack>
      {/* Mounted while open only: each opening starts from the account as it is now. */}
      {dialog === 'profile' && <EditProfileModal user={user} opened onClose={close} />}
      {dialog === 'picture' && <PictureModal opened onClose={close} />}
      {dialog === 'password' && <PasswordModal opened onClose={close} />}
    </Paper>
  );
}
