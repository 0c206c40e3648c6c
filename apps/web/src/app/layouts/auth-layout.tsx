import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, Link } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import classes from './auth-layout.module.css';

// Fetched with the screen, not with the landing page (the layout is in its bundle): its segmented
// control is Mantine code no first paint needs (decision 0010's budget).
const LanguageSwitch = lazy(() =>
  import('@/components/ui/language-switch.tsx').then((m) => ({ default: m.LanguageSwitch })),
);

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
          <Suspense fallback={null}>
            <LanguageSwitch />
          </Suspense>
        </Group>
      </Stack>
    </main>
  );
}
