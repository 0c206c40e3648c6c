import { useMutation } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD } from '@receptari/shared/import/import.rules';
import type { ImportPreview, importPreviewSchema } from '@receptari/shared/import/import.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/**
 * POST /api/import/file (multipart): another app's export (.paprikarecipes, .zip, .json) read into
 * a preview of its recipes, kept by the server until committed or expired; nothing is created yet.
 */
export function previewImportFile({
  file,
  signal,
}: {
  file: File;
  signal?: AbortSignal;
}): Promise<ImportPreview> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  return apiFetch<AnswerOf<typeof importPreviewSchema>>('/import/file', {
    method: 'POST',
    body: form,
    signal,
  });
}

export function usePreviewImportFile() {
  return useMutation({ mutationFn: previewImportFile });
}
