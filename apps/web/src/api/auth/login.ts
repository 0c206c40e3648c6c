import { useMutation } from '@tanstack/react-query';
import { type AuthAnswer, authAnswerSchema, type LoginBody } from '@receptari/shared/auth/auth.schemas';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/login { name, password } → { token, user }. A 401 here means wrong credentials. */
export function login(body: LoginBody): Promise<AuthAnswer> {
  return apiFetch('/login', { method: 'POST', body, schema: authAnswerSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
