import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { SEARCH_QUERY_MAX } from '@receptari/shared/search/search.rules';
import { useQueryBox } from '../hooks/use-query-box.ts';

/** The title search: results follow as the user types (after a short pause). */
export function SearchBox({ query, onCommit }: { query: string; onCommit: (q: string) => void }) {
  const { text, change } = useQueryBox(query, onCommit);
  return (
    <TextInput
      type="search"
      flex={1}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      placeholder={trSearch.searchPage.placeholder}
      aria-label={trSearch.searchPage.queryLabel}
      leftSection={<IconSearch size={18} aria-hidden />}
      // The server refuses longer queries: the box never sends one.
      maxLength={SEARCH_QUERY_MAX}
      radius="xl"
      autoComplete="off"
      enterKeyHint="search"
    />
  );
}
