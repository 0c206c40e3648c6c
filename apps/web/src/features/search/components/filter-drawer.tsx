import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import type { SearchFilters } from '@/api/recipes/search-recipes.ts';
import { FilterForm } from './filter-form.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
  applied: SearchFilters;
  onApply: (filters: SearchFilters) => void;
};

/** 'Filtres de receptes': a side drawer from the right, the whole width on phones. */
export function FilterDrawer({ opened, onClose, applied, onApply }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={trSearch.searchPage.drawerTitle}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted on each opening: the selection starts from the applied filters. */}
      <FilterForm
        applied={applied}
        onApply={(filters) => {
          onApply(filters);
          onClose();
        }}
        onClear={onApply}
      />
    </Drawer>
  );
}
