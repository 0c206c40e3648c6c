import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text box's own value, sent to `commit` once typing pauses. When the URL's query changes
 * by other means (back/forward, a link), the box follows it and a pending commit is dropped.
 */
export function useQueryBox(urlQuery: string, commit: (q: string) => void) {
  const [text, setText] = useState(urlQuery);
  const committed = useRef(urlQuery);
  const send = useDebouncedCallback((value: string) => {
    committed.current = value.trim() ? value : '';
    commit(value);
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (urlQuery === committed.current) return;
    committed.current = urlQuery;
    send.cancel();
    setText(urlQuery);
  }, [urlQuery, send]);

  const change = (value: string) => {
    setText(value);
    send(value);
  };
  return { text, change };
}
