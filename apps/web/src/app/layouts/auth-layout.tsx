import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, Link } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import classes from './auth-layout.module.css';

/** Login and register: a centred card, the language switch below it, no bottom navigation. */
export function AuthLayout() {
  return (
    <main className={classes.page}>
      <Stack w="100%" maw={440} gap="lg">
        <Anchor component={Link} to="/" underline="never" className={classes.logo}>
          <Logo size="lg" />
        </Anchor>
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="md" withBorder bg="var(--app-color-surface)">
          {/* Login and register are lazy screens: the card waits with a loader, not blank. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
        <Group justify="center">
          <LanguageSwitch />
        </Group>
      </Stack>
    </main>
  );
}
