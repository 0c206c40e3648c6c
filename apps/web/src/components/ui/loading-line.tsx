import { Group, Loader, Text } from '@mantine/core';

/** A list's loading line ('Carregant receptes...'), announced politely to screen readers. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status" justify="center">
      <Loader size="xs" aria-hidden />
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
