import { Button, Group } from '@mantine/core';
import classes from './notify-action.module.css';

/** A popup's message with one button beside it ('Desfer', 'Veure la llista'); see notify.ts. */
export function ActionMessage({
  message,
  label,
  onClick,
}: {
  message: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <span className={classes.message}>{message}</span>
      <Button size="compact-sm" variant="light" onClick={onClick} className={classes.action}>
        {label}
      </Button>
    </Group>
  );
}
