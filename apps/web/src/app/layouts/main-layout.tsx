import { AppShell, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { BottomNav } from '../bottom-nav.tsx';

export const BOTTOM_NAV_HEIGHT = 64;

/** Every screen but login and register: the page, padded clear of the fixed bottom navigation. */
export function MainLayout() {
  return (
    <AppShell footer={{ height: BOTTOM_NAV_HEIGHT }} padding={0}>
      <AppShell.Main>
        <Container size="lg" px={{ base: 'md', sm: 'lg' }} pt="md" pb="xl">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
      <AppShell.Footer withBorder>
        <BottomNav />
      </AppShell.Footer>
    </AppShell>
  );
}
