import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLocale } from './locale.ts';
import type { NotifyAction, PopupText } from './notify.ts';
import classes from './popup-message.module.css';

const read = (text: PopupText) => (typeof text === 'string' ? text : text());

/**
 * A popup's message (notify.ts) with its action's button beside it, if any ('Desfer', 'Veure la
 * llista'); pressing it closes the popup. It reads the locale, so a change of language draws it
 * again and the app's texts (getters) are read in the new one: a popup on screen, above all 'Nova
 * versió disponible' that stays until pressed, follows the switch (docs/decisions/0026).
 */
export function PopupMessage({ id, text, action }: { id: string; text: PopupText; action?: NotifyAction }) {
  useLocale();
  const message = <span className={classes.message}>{read(text)}</span>;
  return action ? (
    <Group gap="xs" justify="space-between" wrap="wrap">
      {message}
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          notifications.hide(id);
          action.onClick();
        }}
        className={classes.action}
      >
        {read(action.label)}
      </Button>
    </Group>
  ) : (
    message
  );
}
