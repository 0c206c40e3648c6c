import { useMutation } from '@tanstack/react-query';
import type { UnitSystem } from '@receptari/shared/quantities/unit-systems';
import { apiFetch } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';

/** The servings and units chosen on the page; the recipe as written without them. */
export interface PdfChoice {
  servings?: number;
  units?: UnitSystem;
}

/**
 * GET /api/recipes/{id}/download (at the chosen servings and units) with the token, then saves it
 * as receta_{id}.pdf.
 */
export async function downloadRecipePdf(id: number, choice: PdfChoice = {}) {
  const query = new URLSearchParams();
  if (choice.servings !== undefined) query.set('servings', String(choice.servings));
  if (choice.units !== undefined && choice.units !== 'original') query.set('units', choice.units);
  const search = query.size > 0 ? `?${query}` : '';
  const blob = await apiFetch<Blob>(`/recipes/${id}/download${search}`, { as: 'blob' });
  saveFile(blob, `receta_${id}.pdf`);
}

export function useDownloadPdf(id: number) {
  return useMutation({ mutationFn: (choice: PdfChoice = {}) => downloadRecipePdf(id, choice) });
}
