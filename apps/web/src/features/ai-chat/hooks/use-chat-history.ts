import { useCallback, useState } from 'react';
import { type ChatEntry, isChatEntry } from '../lib/chat-entry.ts';

const STORAGE_KEY = 'receptari.aiChat';
/** Enough to scroll back through; older lines only cost storage. */
const KEPT_ENTRIES = 100;

function load(): ChatEntry[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isChatEntry) : [];
  } catch {
    return [];
  }
}

/** The conversation, kept in sessionStorage so a reload keeps it and closing the tab forgets it. */
export function useChatHistory() {
  const [entries, setEntries] = useState<ChatEntry[]>(load);

  const append = useCallback((...added: ChatEntry[]) => {
    setEntries((current) => {
      const next = [...current, ...added].slice(-KEPT_ENTRIES);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // A full or disabled storage only loses the reload copy; the conversation goes on.
      }
      return next;
    });
  }, []);

  return { entries, append };
}
