import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { currentLocation } from './navigation.ts';

/**
 * The product's three kinds of message (docs/product.md#create-form-messages): red error, green
 * success, blue info.
 */
export type NotifyKind = 'error' | 'success' | 'info';

export const NOTIFY_COLORS: Record<NotifyKind, string> = { error: 'red', success: 'green', info: 'blue' };

/** docs/product.md#interface-timings: popups last 3 s on the landing page, 5 s elsewhere. */
export const LANDING_POPUP_MS = 3000;
export const POPUP_MS = 5000;

/**
 * How long a popup lasts, from where the user is when it appears: a popup shown just before
 * navigating (a saved form going to the landing page) belongs to the screen that showed it.
 */
export function popupDuration(path = currentLocation()): number {
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === '/' ? LANDING_POPUP_MS : POPUP_MS;
}

function show(kind: NotifyKind, message: ReactNode): string {
  return notifications.show({
    color: NOTIFY_COLORS[kind],
    message,
    autoClose: popupDuration(),
    // A server's reason may follow the product's line (docs/product.md#error-catalogue) on a second line.
    style: { whiteSpace: 'pre-line' },
  });
}

/**
 * The one way to show a popup (Mantine notifications); each call answers the popup's id. A message
 * is a line of text, or one with a link (lib/popup-link.tsx).
 */
export const notify = {
  error: (message: ReactNode) => show('error', message),
  success: (message: ReactNode) => show('success', message),
  info: (message: ReactNode) => show('info', message),
};
