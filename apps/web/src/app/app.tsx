import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AppProviders } from './providers.tsx';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
