import { BrowserRouter } from 'react-router';
import { useLocale } from '@/lib/locale.ts';
import { AppRoutes } from './app-routes.tsx';
import { AppProviders } from './providers.tsx';

export function App() {
  // A new language draws the screens again from scratch, every text in it (docs/decisions/0026):
  // the texts are read as each component renders, and a component that did not render again
  // would keep the old one.
  const locale = useLocale();
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes key={locale} />
      </BrowserRouter>
    </AppProviders>
  );
}
