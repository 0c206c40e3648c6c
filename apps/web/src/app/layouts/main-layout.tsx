import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { BottomNav } from '../bottom-nav.tsx';
import classes from './main-layout.module.css';

/** Every screen but login and register: the page, padded clear of the fixed bottom navigation. */
export function MainLayout() {
  return (
    <div className={classes.shell}>
      <main className={classes.main}>
        <Container size="lg" px={{ base: 'md', sm: 'lg' }} pt="md" pb="xl">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <footer className={classes.footer}>
        <BottomNav />
      </footer>
    </div>
  );
}
