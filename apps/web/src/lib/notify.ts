import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { createElement } from 'react';
import { currentLocation } from './navigation.ts';
import { PopupMessage } from './popup-message.tsx';

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

/**
 * A popup's text. The app's own is given as a getter of its dictionary text (`() => tr.x.y`), read
 * at each render, so a popup on screen follows a change of language; a server's is given as it
 * came, worded already in the language it was asked in (docs/decisions/0026).
 */
export type PopupText = string | (() => string);

/** A button in the popup ('Desfer', 'Veure la llista'); pressing it closes the popup. */
export interface NotifyAction {
  label: PopupText;
  onClick: () => void;
}

let shown = 0;

function show(kind: NotifyKind, text: PopupText, action?: NotifyAction, stays = false): string {
  const id = `notify-${++shown}`;
  return notifications.show({
    id,
    color: NOTIFY_COLORS[kind],
    icon: createElement(NOTIFY_ICONS[kind], { size: 18, 'aria-hidden': true }),
    message: createElement(PopupMessage, { id, text, action }),
    autoClose: stays ? false : popupDuration(),
  });
}

/**
 * The one way to show a popup (Mantine notifications); each call answers the popup's id. A success
 * or info may carry one action.
 */
export const notify = {
  error: (text: PopupText) => show('error', text),
  success: (text: PopupText, action?: NotifyAction) => show('success', text, action),
  info: (text: PopupText, action?: NotifyAction) => show('info', text, action),
  /** An info that stays until its action or its close button is pressed ('Nova versió disponible'). */
  prompt: (text: PopupText, action: NotifyAction) => show('info', text, action, true),
};
