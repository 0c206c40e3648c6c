import { Button } from '@mantine/core';
import { trCooking } from '@receptari/shared/i18n/tr/cooking';
import { UNIT_SYSTEMS, type UnitSystem } from '@receptari/shared/quantities/unit-systems';

const t = trCooking.units;

/**
 * 'Original / Mètric / Imperial': the units the ingredients and oven temperatures are shown in. A
 * group of pressed buttons (the bundle's own Button) rather than a segmented control, which would
 * add its weight to the page's first load.
 */
export function UnitsSwitch({
  value,
  onChange,
}: {
  value: UnitSystem;
  onChange: (value: UnitSystem) => void;
}) {
  return (
    <Button.Group aria-label={t.label}>
      {UNIT_SYSTEMS.map((system) => (
        <Button
          key={system}
          size="compact-sm"
          variant={system === value ? 'filled' : 'default'}
          aria-pressed={system === value}
          onClick={() => onChange(system)}
        >
          {t[system]}
        </Button>
      ))}
    </Button.Group>
  );
}
