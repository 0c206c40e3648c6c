import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, authAnswerSchema, LoginBody } from '@receptari/shared/auth/auth.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/** POST /api/login { name, password } → { token, user }. A 401 here means wrong credentials. */
export function login(body: LoginBody): Promise<AuthAnswer> {
  return apiFetch<AnswerOf<typeof authAnswerSchema>>('/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
