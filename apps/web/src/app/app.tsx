import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { onLocaleChange } from '@/lib/locale.ts';
import { queryClient } from '@/lib/query-client.ts';
import { AppRoutes } from './app-routes.tsx';
import { AppProviders } from './providers.tsx';
import { refreshWordedAnswers } from './refresh-worded-answers.ts';

export function App() {
  // A new language renders the mounted screens again in place (AppRoutes); the server's worded
  // answers are asked again in it.
  useEffect(() => onLocaleChange(() => refreshWordedAnswers(queryClient)), []);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
