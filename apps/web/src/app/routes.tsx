import type { RouteObject } from 'react-router';
import type { Locale } from '@receptari/shared/i18n/locales';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { NotFound } from './not-found.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { type Screen, screens } from './screens.tsx';
import { SignedInOr } from './signed-in-or.tsx';

function toRoute({ Screen: Shown, Visitor, ...screen }: Screen): RouteObject {
  const shown = Visitor ? (
    <SignedInOr visitor={<Visitor />}>
      <Shown />
    </SignedInOr>
  ) : (
    <Shown />
  );
  const element = screen.auth === 'required' ? <RequireAuth route={screen}>{shown}</RequireAuth> : shown;
  // caseSensitive stays false (the default): /Formulario, /FORMULARIO and /formulario all match.
  return { id: screen.name, path: screen.path, element, caseSensitive: false };
}

const inLayout = (layout: Screen['layout']) => screens.filter((s) => s.layout === layout).map(toRoute);

/** The route table with elements of its own (routeTableIn). */
export function routeTable(): RouteObject[] {
  return [
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
}

const tables = new Map<Locale, RouteObject[]>();

/**
 * The route table drawn in `locale` (docs/decisions/0026). React draws an element it saw at the
 * last render again only when something it reads changed, and a route's element is made once:
 * a table per language gives every layout and screen a new element when the language changes, so
 * each renders again in place with the new texts (its state, what was typed, kept), while a
 * navigation in one language re-renders no more than before.
 */
export function routeTableIn(locale: Locale): RouteObject[] {
  let table = tables.get(locale);
  if (!table) tables.set(locale, (table = routeTable()));
  return table;
}
