import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryCreated, categoryCreatedSchema } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** POST /api/categories { category } (admins): the new category and its 'created' message. */
export function createCategory(name: string): Promise<CategoryCreated> {
  return apiFetch<AnswerOf<typeof categoryCreatedSchema>>('/categories', {
    method: 'POST',
    body: { category: name },
  });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.categories() }),
  });
}
