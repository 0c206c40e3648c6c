import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { LANGUAGE_CHOICES, PRELOAD_ON_INTENT, useChooseLocale } from '@/components/ui/language-switch.tsx';
import { SettingsChoice } from './settings-choice.tsx';

/**
 * /perfil's language: this device's at once and, signed in, the account's, which every device
 * it signs in on follows (app/use-load-current-user.ts). A visitor has it too, as the theme.
 */
export function LanguageSection() {
  const [locale, choose] = useChooseLocale();
  return (
    <SettingsChoice
      id="language"
      title={tr.language.label}
      intro={trProfile.language.intro}
      choices={LANGUAGE_CHOICES}
      value={locale}
      onChange={choose}
      intent={PRELOAD_ON_INTENT}
    />
  );
}
