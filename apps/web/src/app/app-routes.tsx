import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router';
import { setNavigator } from '@/lib/navigation.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { routes } from './routes.tsx';

/**
 * The route table rendered by React Router's declarative mode (decision 0010: the data router's
 * loaders, actions and fetchers are not used here and cost the landing page 16 KB gzip). A crash
 * in any screen shows RouteError, cleared by the next navigation.
 */
export function AppRoutes() {
  const location = useLocation();
  useRegisterNavigator();
  return <RouteErrorBoundary resetKey={location.key}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** The API client's 401 handling and logout navigate inside the SPA, without a page load. */
function useRegisterNavigator() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useLayoutEffect(() => {
    here.current = location.pathname + location.search;
  });
  useLayoutEffect(
    () =>
      setNavigator(
        (to, options) => void navigate(to, options),
        () => here.current,
      ),
    [navigate],
  );
}
