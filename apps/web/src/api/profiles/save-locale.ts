import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@receptari/shared/i18n/locales';
import type { SaveLocaleAnswer, saveLocaleAnswerSchema } from '@receptari/shared/profiles/profiles.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { getAuth, setUserFor } from '@/lib/auth-store.ts';

/** PUT /api/users/me/locale: the language the account's devices follow (null: each its own). */
export function saveLocale(locale: Locale | null): Promise<SaveLocaleAnswer> {
  return apiFetch<AnswerOf<typeof saveLocaleAnswerSchema>>('/users/me/locale', {
    method: 'PUT',
    body: { locale },
  });
}

/** The signed-in user in the auth store takes the saved language, as GET /api/user would answer it. */
export function useSaveLocale() {
  return useMutation({
    mutationFn: saveLocale,
    onSuccess: ({ locale }) => {
      const { token, user } = getAuth();
      if (token && user) setUserFor(token, { ...user, locale });
    },
  });
}
