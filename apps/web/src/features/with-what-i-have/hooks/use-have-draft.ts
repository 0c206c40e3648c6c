import { useEffect, useState } from 'react';
import type { HaveSearch } from '../lib/have-params.ts';

const KEY = 'withWhatIHaveDraft';

function storedDraft(): HaveSearch | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && 'have' in value && 'without' in value) {
      const { have, without } = value;
      if (Array.isArray(have) && Array.isArray(without)) {
        return {
          have: have.filter((v) => typeof v === 'string'),
          without: without.filter((v) => typeof v === 'string'),
        };
      }
    }
  } catch {
    // A draft that cannot be read is no draft.
  }
  return null;
}

/**
 * The form's names before 'Buscar receptes': from the URL when it asks a search, else the draft this
 * tab kept, so names typed and not yet searched survive leaving the screen and coming back.
 */
export function useHaveDraft(asked: HaveSearch) {
  const [draft, setDraft] = useState<HaveSearch>(() =>
    asked.have.length > 0 ? asked : (storedDraft() ?? asked),
  );
  useEffect(() => {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  }, [draft]);
  return [draft, setDraft] as const;
}
