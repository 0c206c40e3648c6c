import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { SettingsSection } from './settings-section.tsx';

/**
 * A device setting of /perfil with one answer out of a few (the theme, the text size): the section,
 * and its choices as one radio group the arrow keys move through, named by the section's title.
 */
export function SettingsChoice<T extends string>({
  id,
  title,
  intro,
  choices,
  value,
  onChange,
  intent,
}: {
  id: string;
  title: string;
  intro: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** What a sign of a coming choice readies (the language's texts: `PRELOAD_ON_INTENT`). */
  intent?: Pick<SegmentedControlProps, 'onPointerEnter' | 'onPointerLeave' | 'onPointerDown' | 'onKeyUp'>;
}) {
  return (
    <SettingsSection id={id} title={title} intro={intro}>
      <SegmentedControl
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        data={[...choices]}
        value={value}
        onChange={(chosen) => {
          const choice = choices.find((c) => c.value === chosen);
          if (choice) onChange(choice.value);
        }}
        fullWidth
        // The chosen one filled with the brand colour: the grey indicator stood 1.7:1 from its track in dark.
        color="brand"
        {...intent}
      />
    </SettingsSection>
  );
}
