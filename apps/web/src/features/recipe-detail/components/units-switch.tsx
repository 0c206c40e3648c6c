import { SegmentedControl } from '@mantine/core';
import { caCooking } from '@receptari/shared/i18n/ca-cooking';
import { UNIT_SYSTEMS, type UnitSystem } from '@receptari/shared/quantities/unit-systems';

const t = caCooking.units;

/** 'Original / Mètric / Imperial': the units the ingredients and oven temperatures are shown in. */
export function UnitsSwitch({
  value,
  onChange,
}: {
  value: UnitSystem;
  onChange: (value: UnitSystem) => void;
}) {
  return (
    <SegmentedControl
      size="sm"
      radius="xl"
      aria-label={t.label}
      value={value}
      onChange={(next) => onChange(UNIT_SYSTEMS.find((system) => system === next) ?? 'original')}
      data={UNIT_SYSTEMS.map((system) => ({ value: system, label: t[system] }))}
    />
  );
}
