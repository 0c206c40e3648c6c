import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { SettingsChoice } from './settings-choice.tsx';

const text = trProfile.theme;
const CHOICES: MantineColorScheme[] = ['light', 'dark', 'auto'];
// Read at render: the labels follow the language (docs/decisions/0026).
const choices = () => CHOICES.map((value) => ({ value, label: text.choices[value] }));

/**
 * /perfil's theme (docs/product.md#theme): light, dark or the system's, applied at once and kept
 * on this device by the providers' colour scheme manager, where the head script finds it on the
 * next load. A device setting, so a visitor has it too.
 */
export function ThemeSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SettingsChoice
      id="theme"
      title={text.title}
      intro={text.intro}
      choices={choices()}
      value={colorScheme}
      onChange={setColorScheme}
    />
  );
}
