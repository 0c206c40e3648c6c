import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { trCooking } from '@receptari/shared/i18n/tr/cooking';
import { fill } from '@receptari/shared/i18n/fill';
import { SERVINGS_MAX, SERVINGS_MIN } from '@receptari/shared/recipes/recipes.rules';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { StepCounter } from '@/lib/step-counter.ts';

const t = trCooking.servings;
const outOfRange = () => fill(t.outOfRange, { min: SERVINGS_MIN, max: SERVINGS_MAX });

function read(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= SERVINGS_MIN && value <= SERVINGS_MAX
    ? value
    : null;
}

const clamp = (value: number) => Math.min(Math.max(value, SERVINGS_MIN), SERVINGS_MAX);

/**
 * The servings the page shows quantities for, 1 to 100. Letters, an empty box or a number out of
 * range change nothing: the message says why, and leaving the box puts back the last good value.
 */
export function ServingsStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  // What the cook is typing, until they leave the box; otherwise the servings shown.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // Quick taps count from the servings last asked for, not from those a busy phone still shows.
  const counter = useRef(new StepCounter());
  const ask = (servings: number) => onChange(counter.current.ask(value, servings));

  const type = (next: string) => {
    setDraft(next);
    const servings = read(next);
    setError(servings === null ? outOfRange() : null);
    if (servings !== null) ask(servings);
  };
  const step = (delta: number) => {
    setError(null);
    setDraft(null);
    ask(clamp(counter.current.from(value) + delta));
  };

  return (
    <div>
      <Group gap={6} wrap="nowrap" align="center">
        <Text component="label" htmlFor={id} fw={600} fz="sm">
          {t.label}
        </Text>
        <ActionIcon
          variant="light"
          radius="xl"
          size={36}
          aria-label={t.decrease}
          onClick={() => step(-1)}
          disabled={value <= SERVINGS_MIN}
        >
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
        <TextInput
          id={id}
          value={draft ?? String(value)}
          onChange={(event) => type(event.currentTarget.value)}
          onBlur={() => {
            setDraft(null);
            setError(null);
          }}
          inputMode="numeric"
          w={64}
          styles={{ input: { textAlign: 'center', fontWeight: 700 } }}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="servings-input"
        />
        <ActionIcon
          variant="light"
          radius="xl"
          size={36}
          aria-label={t.increase}
          onClick={() => step(1)}
          disabled={value >= SERVINGS_MAX}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {error && (
        <Text id={`${id}-error`} c="var(--app-color-error-text)" fz="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
