import { Group, Loader, Text } from '@mantine/core';
import { ca } from '@receptari/shared/i18n/ca';

/** 'Carregant receptes...', announced politely to screen readers. */
export function LoadingLine() {
  return (
    <Group gap="xs" role="status" justify="center">
      <Loader size="xs" aria-hidden />
      <Text fz="sm" c="dimmed">
        {ca.searchPage.loading}
      </Text>
    </Group>
  );
}
