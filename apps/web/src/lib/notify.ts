import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { createElement, type ReactNode } from 'react';
import { currentLocation } from './navigation.ts';
import { ActionMessage } from './notify-action.tsx';

/**
 * The product's three kinds of message (docs/product.md#create-form-messages): red error, green
 * success, blue info.
 */
export type NotifyKind = 'error' | 'success' | 'info';

export const NOTIFY_COLORS: Record<NotifyKind, string> = { error: 'red', success: 'green', info: 'blue' };

/** And an icon each, so the kind is not told by colour alone (WCAG 1.4.1): info is not a success. */
const NOTIFY_ICONS = { error: IconAlertTriangle, success: IconCheck, info: IconInfoCircle };

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

/** A button in the popup ('Desfer', 'Veure la llista'); pressing it closes the popup. */
export interface NotifyAction {
  label: string;
  onClick: () => void;
}

/** The message with its action's button beside it. */
function withAction(id: string, message: string, action: NotifyAction): ReactNode {
  const onClick = () => {
    notifications.hide(id);
    action.onClick();
  };
  return createElement(ActionMessage, { message, label: action.label, onClick });
}

let actions = 0;

function show(kind: NotifyKind, message: string, action?: NotifyAction, stays = false): string {
  const id = action ? `notify-action-${++actions}` : undefined;
  return notifications.show({
    id,
    color: NOTIFY_COLORS[kind],
    icon: createElement(NOTIFY_ICONS[kind], { size: 18, 'aria-hidden': true }),
    message: id && action ? withAction(id, message, action) : message,
    autoClose: stays ? false : popupDuration(),
    // A server's reason may follow the product's line (docs/product.md#error-catalogue) on a second line.
    style: { whiteSpace: 'pre-line' },
  });
}

/**
 * The one way to show a popup (Mantine notifications); each call answers the popup's id. A success
 * or info may carry one action.
 */
export const notify = {
  error: (message: string) => show('error', message),
  success: (message: string, action?: NotifyAction) => show('success', message, action),
  info: (message: string, action?: NotifyAction) => show('info', message, action),
  /** An info that stays until its action or its close button is pressed ('Nova versió disponible'). */
  prompt: (message: string, action: NotifyAction) => show('info', message, action, true),
};
