import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** GET /api/recipes/{id}/download with the token, then saves it as receta_{id}.pdf. */
export async function downloadRecipePdf(id: number) {
  const blob = await apiFetch<Blob>(`/recipes/${id}/download`, { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: `receta_${id}.pdf` });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadPdf(id: number) {
  return useMutation({ mutationFn: () => downloadRecipePdf(id) });
}
