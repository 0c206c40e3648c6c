import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CuisineCreated, cuisineCreatedSchema } from '@receptari/shared/admin/admin.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** POST /api/cuisines { country } (admins): the new cuisine and its 'created' message. */
export function createCuisine(name: string): Promise<CuisineCreated> {
  return apiFetch('/cuisines', { method: 'POST', body: { country: name }, schema: cuisineCreatedSchema });
}

export function useCreateCuisine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCuisine,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.cuisines() }),
  });
}
