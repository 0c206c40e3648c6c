import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CuisineCreated, cuisineCreatedSchema } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import type { NewCatalogEntry } from './create-category.ts';
import { catalogKeys } from './keys.ts';

/** POST /api/cuisines { country, country_es, country_en } (admins): the new cuisine and its 'created' message. */
export function createCuisine({ name, es, en }: NewCatalogEntry): Promise<CuisineCreated> {
  return apiFetch<AnswerOf<typeof cuisineCreatedSchema>>('/cuisines', {
    method: 'POST',
    body: { country: name, country_es: es || undefined, country_en: en || undefined },
  });
}

export function useCreateCuisine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCuisine,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.cuisines() }),
  });
}
