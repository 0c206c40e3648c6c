import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryCreated, categoryCreatedSchema } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** A new category's or cuisine's names as typed: Catalan, Spanish and English (blank: none, not sent). */
export type NewCatalogEntry = { name: string; es: string; en: string };

/** POST /api/categories { category, name_es, name_en } (admins): the new category and its 'created' message. */
export function createCategory({ name, es, en }: NewCatalogEntry): Promise<CategoryCreated> {
  return apiFetch<AnswerOf<typeof categoryCreatedSchema>>('/categories', {
    method: 'POST',
    body: { category: name, name_es: es || undefined, name_en: en || undefined },
  });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.categories() }),
  });
}
