import { SegmentedControl } from '@mantine/core';
import { LOCALE_NAMES, LOCALES, type Locale } from '@receptari/shared/i18n/locales';
import { loadCoreTranslation, loadDomainTranslations } from '@receptari/shared/i18n/translations';
import { tr } from '@receptari/shared/i18n/tr/core';
import { useSaveLocale } from '@/api/profiles/save-locale.ts';
import { messageOf } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { activeLocale, changeLocale, useLocale } from '@/lib/locale.ts';
import { notify } from '@/lib/notify.ts';

/** Each language in its own name, whatever the page's language: a reader finds theirs. */
export const LANGUAGE_CHOICES = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/**
 * A language the user is about to choose: its texts fetched and their modules run before the
 * click, so the first switch to it costs less than the download too. Only at a sign of a choice
 * (the pointer resting on a switch, the Tab key landing in it): a phone downloads no language its
 * user never picks (docs/decisions/0026). Not for a pointer that clicks at once or a finger, whose
 * switch would then share the line with the other language's download. Here, not in
 * lib/locale.ts: the landing page never needs it.
 */
function preloadOthers() {
  for (const locale of LOCALES) {
    if (locale === activeLocale()) continue;
    Promise.all([loadCoreTranslation(locale), loadDomainTranslations(locale)]).catch(() => {
      // Fetched again by the switch itself, which says what failed.
    });
  }
}

/** How long the pointer rests on a switch before the other languages are fetched. */
export const RESTING_MS = 150;
let resting: ReturnType<typeof setTimeout> | undefined;

/** On a switch's root: the other languages readied at the first sign of a choice. */
export const PRELOAD_ON_INTENT = {
  onPointerEnter: (event: { pointerType: string }) => {
    clearTimeout(resting);
    if (event.pointerType === 'mouse') resting = setTimeout(preloadOthers, RESTING_MS);
  },
  onPointerLeave: () => clearTimeout(resting),
  onPointerDown: () => clearTimeout(resting),
  onKeyUp: (event: { key: string }) => {
    if (event.key === 'Tab') preloadOthers();
  },
};

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
      {...PRELOAD_ON_INTENT}
    />
  );
}
