import { type MantineColorScheme, SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { caProfile } from '@receptari/shared/i18n/ca-profile';
import { SettingsSection } from './settings-section.tsx';

const text = caProfile.theme;
const CHOICES: MantineColorScheme[] = ['light', 'dark', 'auto'];
const data = CHOICES.map((value) => ({ value, label: text.choices[value] }));

/**
 * /perfil's theme (docs/product.md#theme): light, dark or the system's, applied at once and kept
 * on this device by the providers' colour scheme manager, where the head script finds it on the
 * next load. A device setting, so a visitor has it too.
 */
export function ThemeSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SettingsSection id="theme" title={text.title} intro={text.intro}>
      <SegmentedControl
        aria-labelledby="theme-title"
        aria-describedby="theme-intro"
        data={data}
        value={colorScheme}
        onChange={(value) => setColorScheme(CHOICES.find((choice) => choice === value) ?? 'auto')}
        fullWidth
        // The chosen one filled with the brand colour: the grey indicator stood 1.7:1 from its track in dark.
        color="brand"
      />
    </SettingsSection>
  );
}
