import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@/lib/navigation.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

// The API client's 401 handling and logout navigate inside the SPA, without a page load.
setNavigator(
  (to, options) => void router.navigate(to, options),
  () => router.state.location.pathname + router.state.location.search,
);
