import { SegmentedControl } from '@mantine/core';
import { LOCALE_NAMES, LOCALES, type Locale } from '@receptari/shared/i18n/locales';
import { tr } from '@receptari/shared/i18n/tr/core';
import { useSaveLocale } from '@/api/profiles/save-locale.ts';
import { messageOf } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { changeLocale, useLocale } from '@/lib/locale.ts';
import { notify } from '@/lib/notify.ts';

/** Each language in its own name, whatever the page's language: a reader finds theirs. */
export const LANGUAGE_CHOICES = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/**
 * The language shown and a way to choose another: it changes on this device at once and, signed
 * in, is saved to the account so its other devices follow; a refusal says so, and this device
 * keeps the choice all the same.
 */
export function useChooseLocale(): [Locale, (next: Locale) => void] {
  const locale = useLocale();
  const { token } = useAuth();
  const save = useSaveLocale();
  const choose = (next: Locale) => {
    void changeLocale(next);
    if (token)
      save.mutate(next, { onError: (error) => notify.error(() => messageOf(error, tr.language.saveFailed)) });
  };
  return [locale, choose];
}

/** The small language switch under the login and register cards (/perfil has its own section). */
export function LanguageSwitch() {
  const [locale, choose] = useChooseLocale();
  return (
    <SegmentedControl
      aria-label={tr.language.label}
      data={LANGUAGE_CHOICES}
      value={locale}
      onChange={(chosen) => {
        const choice = LANGUAGE_CHOICES.find((c) => c.value === chosen);
        if (choice) choose(choice.value);
      }}
      size="xs"
      color="brand"
    />
  );
}
