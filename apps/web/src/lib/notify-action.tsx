import { Button, Group } from '@mantine/core';

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
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <span>{message}</span>
      <Button size="compact-sm" variant="light" onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
