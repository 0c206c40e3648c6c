import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { OfflineBanner } from '@/components/ui/offline-banner.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { BottomNav } from '../bottom-nav.tsx';
import classes from './main-layout.module.css';

const NAVIGATION_ID = 'navegacio';

/**
 * The keyboard's first stop: the navigation comes after the page in the document, past a screen of
 * cards (twenty on the landing page), so a link at the top leads straight to its first link. Hidden
 * until it has the focus.
 */
function SkipToNavigation() {
  return (
    <a
      href={`#${NAVIGATION_ID}`}
      className={classes.skip}
      onClick={(event) => {
        event.preventDefault();
        document.querySelector<HTMLElement>(`#${NAVIGATION_ID} a`)?.focus();
      }}
    >
      {tr.nav.skipToNav}
    </a>
  );
}

/** Every screen but login and register: the page, padded clear of the fixed bottom navigation. */
export function MainLayout() {
  return (
    <div className={classes.shell}>
      <SkipToNavigation />
      <OfflineBanner />
      <main className={classes.main}>
        <Container size="lg" px={{ base: 'md', sm: 'lg' }} pt="md" pb="xl">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <footer id={NAVIGATION_ID} className={classes.footer}>
        <BottomNav />
      </footer>
    </div>
  );
}
