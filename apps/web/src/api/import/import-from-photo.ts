import { useMutation } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD } from '@receptari/shared/import/import.rules';
import type { ImportedDraft, importedDraftSchema } from '@receptari/shared/import/import.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/**
 * POST /api/import/photo (multipart): the server reads the photographed recipe's text (OCR, some
 * seconds) and answers a draft for /agregar, without a source; nothing is created. `signal` cancels it.
 */
export function importFromPhoto({
  file,
  signal,
}: {
  file: File;
  signal?: AbortSignal;
}): Promise<ImportedDraft> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  return apiFetch<AnswerOf<typeof importedDraftSchema>>('/import/photo', {
    method: 'POST',
    body: form,
    signal,
  });
}

export function useImportFromPhoto() {
  return useMutation({ mutationFn: importFromPhoto });
}
