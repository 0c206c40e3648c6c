import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';

/** The list's shape while it loads: three card outlines, announced as loading. */
export function LiveListSkeleton() {
  return (
    // A status region carries the name: on a bare div it is an error to axe (aria-prohibited-attr).
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label={tr.common.loading}
    >
      {[0, 1, 2].map((n) => (
        <Paper key={n} withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group gap="sm">
              <Skeleton circle height={48} />
              <Skeleton height={14} width="40%" />
            </Group>
            <Skeleton height={20} width="70%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="85%" />
            <Skeleton height={12} width="50%" />
            <Group gap="xs">
              <Skeleton height={36} width={110} radius="sm" />
              <Skeleton height={36} width={110} radius="sm" />
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
