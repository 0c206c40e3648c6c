import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, authAnswerSchema, RegisterBody } from '@receptari/shared/auth/auth.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/** POST /api/register { name, email, password } → 201 { token, user }; 422 with field errors. */
export function register(body: RegisterBody): Promise<AuthAnswer> {
  return apiFetch<AnswerOf<typeof authAnswerSchema>>('/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
