import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { TEXT_SIZES } from '@/lib/text-size-key.ts';
import { useTextSize } from '@/lib/text-size.ts';
import { SettingsChoice } from './settings-choice.tsx';

const text = trProfile.textSize;
// Read at render: the labels follow the language (docs/decisions/0026).
const choices = () => TEXT_SIZES.map((value) => ({ value, label: text.choices[value] }));

/**
 * /perfil's text size (docs/product.md#text-size): normal, large or larger, applied at once and
 * kept on this device, where the head script finds it before the next load's first paint. A
 * device setting, so a visitor has it too.
 */
export function TextSizeSection() {
  const [size, setSize] = useTextSize();
  return (
    <SettingsChoice
      id="text-size"
      title={text.title}
      intro={text.intro}
      choices={choices()}
      value={size}
      onChange={setSize}
    />
  );
}
