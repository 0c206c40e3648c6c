import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';

/** The shape of the two grids while the options load. */
export function OptionGridSkeleton() {
  return (
    <Stack gap="xl" role="status" aria-label={tr.common.loading}>
      {[8, 6].map((count, section) => (
        <Stack gap="sm" key={section} aria-hidden>
          <Skeleton height={26} width={160} />
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {Array.from({ length: count }, (_, i) => (
              <Skeleton key={i} height={52} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
