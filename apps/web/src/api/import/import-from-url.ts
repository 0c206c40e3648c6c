import { useMutation } from '@tanstack/react-query';
import type { ImportedDraft, importedDraftSchema } from '@receptari/shared/import/import.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/**
 * POST /api/import/url: the server reads the page's schema.org Recipe (its picture already stored as
 * the caller's upload) and answers a draft for /agregar; nothing is created.
 */
export function importFromUrl(url: string): Promise<ImportedDraft> {
  return apiFetch<AnswerOf<typeof importedDraftSchema>>('/import/url', { method: 'POST', body: { url } });
}

export function useImportFromUrl() {
  return useMutation({ mutationFn: importFromUrl });
}
