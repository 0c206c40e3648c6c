import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { colorSchemeManager } from '@/lib/color-scheme-manager.ts';
import { queryClient as appQueryClient } from '@/lib/query-client.ts';
import { getStyleNonce } from '@/lib/style-nonce.ts';
import { ShowNotifications } from './show-notifications.tsx';
import './input-borders.css';
import './text-size.css';
import './long-words.css';
import { theme } from './theme.ts';

/**
 * Light: a cream page and a dark-brown text, warmer than white and black; dark: theme.ts's warm
 * neutrals. Both meet WCAG AA (docs/product.md#theme): Mantine's own dimmed and error reds are
 * below 4.5:1 on cream, so they are darker here. The --app-color-* names are the few colours the
 * screens need that change with the theme: a card's surface, and accent, error, warning and success
 * text.
 */
const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fffaf5',
    '--mantine-color-text': '#2d211b',
    '--mantine-color-dimmed': '#6e625a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Below 4.5:1 as Mantine has them: placeholders (gray-5 on white, 2.1:1) and the text of light
    // badges and alerts (orange, green, yellow and teal shade 9 on their shade 1).
    '--mantine-color-placeholder': '#7a6d64',
    '--mantine-color-orange-light-color': '#a33a0a',
    '--mantine-color-green-light-color': '#1f6b2f',
    '--mantine-color-yellow-light-color': '#8a5a00',
    '--mantine-color-teal-light-color': '#066649',
    '--app-color-surface': 'var(--mantine-color-white)',
    '--app-color-accent-text': 'var(--mantine-color-brand-8)',
    '--app-color-error-text': 'var(--mantine-color-red-9)',
    '--app-color-warning-text': '#c2410c',
    '--app-color-success-text': 'var(--mantine-color-olive-8)',
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // Mantine's grey tints are a cool near-black in dark; the warm neutrals instead.
    '--mantine-color-gray-light': 'var(--mantine-color-dark-5)',
    '--mantine-color-gray-light-hover': 'var(--mantine-color-dark-4)',
    '--mantine-color-gray-light-color': 'var(--mantine-color-dark-0)',
    '--app-color-surface': 'var(--mantine-color-dark-6)',
    '--app-color-accent-text': 'var(--mantine-color-brand-3)',
    '--app-color-error-text': 'var(--mantine-color-red-4)',
    '--app-color-warning-text': 'var(--mantine-color-orange-4)',
    '--app-color-success-text': 'var(--mantine-color-olive-3)',
  },
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
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      getStyleNonce={getStyleNonce}
    >
      <ShowNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
