import { Badge, Box, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { trSearch } from '@receptari/shared/i18n/tr/search';
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
    ? `${trSearch.searchPage.filters} (${fill(trSearch.searchPage.activeFilters, { n: count })})`
    : trSearch.searchPage.filters;
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
        {trSearch.searchPage.filters}
      </Box>
    </Button>
  );
}
