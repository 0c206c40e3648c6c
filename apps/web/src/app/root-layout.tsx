import { Outlet, ScrollRestoration } from 'react-router';
import { useLoadCurrentUser } from './use-load-current-user.ts';

export function RootLayout() {
  useLoadCurrentUser();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
