import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Where the popups of lib/notify.ts appear: at the top, above the modals. */
export default function PopupContainer() {
  return <Notifications position="top-center" zIndex={1000} />;
}
