import { useNavigate } from 'react-router';
import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import { importHandoff } from '@/lib/import-handoff.ts';

/**
 * Opens /agregar with the recipe the import read (lib/import-handoff.ts): the form fills itself
 * from it, or asks first over a half-written draft; nothing is published until the cook submits.
 */
export function useOpenInForm() {
  const navigate = useNavigate();
  return (draft: ImportedDraft) => void navigate('/agregar', { state: importHandoff(draft) });
}
