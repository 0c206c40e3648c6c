import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing must pause before a search is sent to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search box's text, and the same text once typing has paused (what the query uses). */
export function useSearchText() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return { text, setText, query: debounced };
}
