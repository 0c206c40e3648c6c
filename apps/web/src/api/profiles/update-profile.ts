import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProfileUpdateAnswer,
  profileUpdateAnswerSchema,
  UpdateProfileBody,
} from '@receptari/shared/profiles/profiles.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { getToken, setUserFor } from '@/lib/auth-store.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { profileKeys } from './keys.ts';

/** POST /api/updatePerfile { name?, bio? }: the caller's own account; answers a message and the user. */
export function updateProfile(body: UpdateProfileBody): Promise<ProfileUpdateAnswer> {
  return apiFetch<AnswerOf<typeof profileUpdateAnswerSchema>>('/updatePerfile', { method: 'POST', body });
}

/**
 * The signed-in user in the auth store becomes the answer's, so every place showing the name
 * changes at once; profiles and cards (they show the author's name) are refetched.
 */
export function useAccountChange<T>(mutationFn: (input: T) => Promise<ProfileUpdateAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ user }) => {
      const token = getToken();
      if (token) setUserFor(token, user);
      void client.invalidateQueries({ queryKey: profileKeys.all });
      void client.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}

export function useUpdateProfile() {
  return useAccountChange(updateProfile);
}
