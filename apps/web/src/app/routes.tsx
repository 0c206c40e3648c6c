import type { RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { NotFound } from './not-found.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { type Screen, screens } from './screens.tsx';
import { SignedInOr } from './signed-in-or.tsx';

function toRoute(screen: Screen): RouteObject {
  const shown = screen.visitor ? (
    <SignedInOr visitor={screen.visitor}>{screen.element}</SignedInOr>
  ) : (
    screen.element
  );
  const element = screen.auth === 'required' ? <RequireAuth route={screen}>{shown}</RequireAuth> : shown;
  // caseSensitive stays false (the default): /Formulario, /FORMULARIO and /formulario all match.
  return { id: screen.name, path: screen.path, element, caseSensitive: false };
}

const inLayout = (layout: Screen['layout']) => screens.filter((s) => s.layout === layout).map(toRoute);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      { id: 'auth-layout', element: <AuthLayout />, children: inLayout('auth') },
      {
        id: 'main-layout',
        element: <MainLayout />,
        children: [...inLayout('main'), { id: 'not-found', path: '*', element: <NotFound /> }],
      },
    ],
  },
];
