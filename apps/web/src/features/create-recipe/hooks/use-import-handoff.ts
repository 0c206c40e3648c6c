import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import { readImportHandoff } from '@/lib/import-handoff.ts';
import type { Draft } from '../lib/draft.ts';
import { draftFromImport, lacksNutrition } from '../lib/draft-from-import.ts';

/** A recipe /importar handed to the form: as read, as the form's values, and a way to let it go. */
export interface ImportedRecipe {
  imported: ImportedDraft;
  draft: Draft;
  /** It brought no nutrition: the form estimates it from its ingredients. */
  lacksNutrition: boolean;
  /** Takes it out of the history entry, once used or declined: a reload or Back never offers it again. */
  forget: () => void;
}

/** The recipe in this history entry's state (lib/import-handoff.ts), read once; null for an edit. */
export function useImportHandoff(enabled: boolean): ImportedRecipe | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [found] = useState(() => (enabled ? readImportHandoff(location.state) : null));
  const [draft] = useState(() => found && draftFromImport(found));
  if (!found || !draft) return null;
  const { pathname, search, hash } = location;
  return {
    imported: found,
    draft,
    lacksNutrition: lacksNutrition(found),
    forget: () => void navigate({ pathname, search, hash }, { replace: true, state: null }),
  };
}
