import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router';
import { useLocale } from '@/lib/locale.ts';
import { setNavigator } from '@/lib/navigation.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { routeTableIn } from './routes.tsx';

/**
 * The route table rendered by React Router's declarative mode (decision 0010: the data router's
 * loaders, actions and fetchers are not used here and cost the landing page 16 KB gzip). A crash
 * in any screen shows RouteError, cleared by the next navigation. A change of language renders the
 * mounted screens again in place, in the new language (routeTableIn).
 */
export function AppRoutes() {
  const location = useLocation();
  const locale = useLocale();
  useRegisterNavigator();
  return <RouteErrorBoundary resetKey={location.key}>{useRoutes(routeTableIn(locale))}</RouteErrorBoundary>;
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
