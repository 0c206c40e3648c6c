import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as appQueryClient } from '@/lib/query-client.ts';
import { getStyleNonce } from '@/lib/style-nonce.ts';
import { ShowNotifications } from './show-notifications.tsx';
import { theme } from './theme.ts';

/** A cream page and a dark-brown text, warmer than white and black. */
const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-body': '#fffaf5', '--mantine-color-text': '#2d211b' },
  dark: {},
});

export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariables}
      defaultColorScheme="light"
      getStyleNonce={getStyleNonce}
    >
      <ShowNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
