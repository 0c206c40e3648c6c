import { NativeSelect } from '@mantine/core';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { SEARCH_SORTS, type SearchSort } from '@receptari/shared/search/search.rules';

type Props = { q: string; sort: SearchSort; onChange: (sort: SearchSort) => void };

/**
 * 'Ordenar per': a native select, so phones open their own picker and the keyboard works as
 * everywhere. Rellevància is offered only with words to match (docs/product.md#sorting-and-counting).
 */
export function SortMenu({ q, sort, onChange }: Props) {
  const offered = SEARCH_SORTS.filter((s) => s !== 'relevance' || q.trim() !== '');
  return (
    <NativeSelect
      label={trSearch.searchPage.sort}
      size="sm"
      value={sort}
      data={offered.map((s) => ({ value: s, label: trSearch.searchPage.sorts[s] }))}
      onChange={(event) => {
        const next = SEARCH_SORTS.find((s) => s === event.currentTarget.value);
        if (next) onChange(next);
      }}
      w={{ base: '100%', xs: 200 }}
    />
  );
}
