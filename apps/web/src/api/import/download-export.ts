import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';

/** The name the export is saved under (the same file /importar reads back). */
export const EXPORT_FILE_NAME = 'receptari-receptes.zip';

/** GET /api/export/recipes with the token: every recipe of the caller's as a zip, saved by the browser. */
export async function downloadExport() {
  const blob = await apiFetch<Blob>('/export/recipes', { as: 'blob' });
  saveFile(blob, EXPORT_FILE_NAME);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
