import { Badge, Box, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { caSearch } from '@receptari/shared/i18n/ca-search';
import { fill } from '@receptari/shared/i18n/fill';
import type { SearchFilters } from '@/api/recipes/search-recipes.ts';
import { countFilters } from '../lib/search-filters.ts';

/**
 * Opens the drawer and shows how many filters are applied. On phones only its icon shows, so the
 * search box keeps the width for its placeholder; the name stays the same.
 */
export function FilterButton({ filters, onClick }: { filters: SearchFilters; onClick: () => void }) {
  const count = countFilters(filters);
  const name = count
    ? `${caSearch.searchPage.filters} (${fill(caSearch.searchPage.activeFilters, { n: count })})`
    : caSearch.searchPage.filters;
  return (
    <Button
      variant={count ? 'filled' : 'light'}
      size="md"
      onClick={onClick}
      aria-label={name}
      aria-haspopup="dialog"
      leftSection={<IconAdjustmentsHorizontal size={20} aria-hidden />}
      rightSection={
        count ? (
          <Badge size="md" circle color="white" c="brand.8" aria-hidden>
            {count}
          </Badge>
        ) : undefined
      }
      px={{ base: 'sm', xs: 'md' }}
    >
      <Box component="span" visibleFrom="xs">
        {caSearch.searchPage.filters}
      </Box>
    </Button>
  );
}
