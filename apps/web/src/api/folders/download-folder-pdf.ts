import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { fileNameOf, saveFile } from '@/lib/save-file.ts';

/** GET /api/folders/{id}/pdf with the token: the folder as a cookbook, saved under its name. */
export async function downloadFolderPdf({ id, name }: { id: number; name: string }) {
  const blob = await apiFetch<Blob>(`/folders/${id}/pdf`, { as: 'blob' });
  saveFile(blob, fileNameOf(name, 'pdf', `carpeta_${id}`));
}

export function useDownloadFolderPdf() {
  return useMutation({ mutationFn: downloadFolderPdf });
}
