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
    // On a phone a long message leaves no room beside it: the button goes under it, whole, rather
    // than cut off at the popup's edge.
    <Group gap="xs" justify="space-between" wrap="wrap">
      <span style={{ flex: '1 1 10rem' }}>{message}</span>
      <Button size="compact-sm" variant="light" onClick={onClick} style={{ flexShrink: 0 }}>
        {label}
      </Button>
    </Group>
  );
}
