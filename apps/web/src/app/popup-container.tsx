import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import classes from './popup-container.module.css';

/** Where the popups of lib/notify.ts appear: at the bottom, above the navigation and the modals. */
export default function PopupContainer() {
  return <Notifications position="bottom-center" zIndex={1000} classNames={{ root: classes.container }} />;
}
