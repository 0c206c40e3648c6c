import { notifications } from '@mantine/notifications';

/** Spec: the detail screen's popups last 5 s. Red error, green success, blue info. */
export const DETAIL_POPUP_MS = 5000;

export const popup = {
  success: (message: string) => notifications.show({ color: 'green', message, autoClose: DETAIL_POPUP_MS }),
  error: (message: string) => notifications.show({ color: 'red', message, autoClose: DETAIL_POPUP_MS }),
  info: (message: string) => notifications.show({ color: 'blue', message, autoClose: DETAIL_POPUP_MS }),
};

/** The server's message when it sent one, else the screen's own line. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && 'serverMessage' in error && typeof error.serverMessage === 'string'
    ? error.serverMessage
    : fallback;
