import type { ImportedDraft } from '@receptari/shared/import/import.schemas';

/**
 * How /importar hands a read recipe to /agregar (docs/product.md#import): in the history entry's
 * state, so a reload of /agregar before the cook decides still has it, and nothing is written to the
 * form's kept draft until /agregar has asked (a half-written recipe is never replaced silently).
 */
export interface ImportHandoff {
  importedDraft: ImportedDraft;
}

export const importHandoff = (draft: ImportedDraft): ImportHandoff => ({ importedDraft: draft });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft a history entry carries, or null; read leniently, as history outlives a deploy. */
export function readImportHandoff(state: unknown): ImportedDraft | null {
  if (!isRecord(state) || !isRecord(state.importedDraft)) return null;
  const draft = state.importedDraft;
  const ok =
    typeof draft.title === 'string' &&
    Array.isArray(draft.steps) &&
    Array.isArray(draft.ingredients) &&
    Array.isArray(draft.warnings) &&
    isRecord(draft.nutrition);
  return ok ? (draft as unknown as ImportedDraft) : null;
}
