import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CuisineCreated, cuisineCreatedSchema } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** POST /api/cuisines { country } (admins): the new cuisine and its 'created' message. */
export function createCuisine(name: string): Promise<CuisineCreated> {
  return apiFetch<AnswerOf<typeof cuisineCreatedSchema>>('/cuisines', {
    method: 'POST',
    body: { country: name },
  });
}

export function useCreateCuisine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCuisine,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.cuisines() }),
  });
}
