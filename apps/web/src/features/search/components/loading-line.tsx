import { Group, Loader, Text } from '@mantine/core';
import { caSearch } from '@receptari/shared/i18n/ca-search';

/** 'Carregant receptes...', announced politely to screen readers. */
export function LoadingLine() {
  return (
    <Group gap="xs" role="status" justify="center">
      <Loader size="xs" aria-hidden />
      <Text fz="sm" c="dimmed">
        {caSearch.searchPage.loading}
      </Text>
    </Group>
  );
}
