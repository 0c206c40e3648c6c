import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { usePhone } from '@/lib/use-phone.ts';
import classes from './popup-container.module.css';

/**
 * Where the popups of lib/notify.ts appear, above the modals: on a desktop at the top centre, clear
 * of the left-aligned titles and the header's links; on a phone above the bottom navigation.
 */
export default function PopupContainer() {
  const phone = usePhone();
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-center'}
      zIndex={1000}
      classNames={{ root: classes.root }}
    />
  );
}
