import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type Props = { error: unknown; addLabel: string; onAdd: () => void; full: boolean };

/** Under a list of rows (steps, ingredients): the list's own error, then its add button. */
export function ListFooter({ error, addLabel, onAdd, full }: Props) {
  return (
    <>
      {typeof error === 'string' && (
        <Text c="var(--app-color-error-text)" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdd}
        disabled={full}
        style={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </>
  );
}
