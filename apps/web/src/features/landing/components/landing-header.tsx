import { ActionIcon, Group } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { ca } from '@receptari/shared/i18n/ca';

/** The landing page's header: the logo and a bell link to /notifications. */
export function LandingHeader() {
  return (
    <Group component="header" justify="space-between" wrap="nowrap">
      <Logo />
      <ActionIcon
        component={Link}
        to="/notifications"
        aria-label={ca.landing.notifications}
        variant="light"
        size={44}
        radius="xl"
      >
        <IconBell size={22} stroke={1.8} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
