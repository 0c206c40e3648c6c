import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './toggle-card.module.css';

interface ToggleCardProps {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** A card that toggles on click, Enter or Space: a native button with aria-pressed. */
export function ToggleCard({ label, pressed, onToggle, disabled }: ToggleCardProps) {
  return (
    <UnstyledButton
      className={classes.card}
      aria-pressed={pressed}
      onClick={onToggle}
      disabled={disabled}
      mod={{ pressed }}
    >
      <Group gap={8} wrap="nowrap" justify="space-between">
        <Text component="span" fw={500} fz="sm" lineClamp={2}>
          {label}
        </Text>
        <span className={classes.check} aria-hidden>
          {pressed && <IconCheck size={14} stroke={3} />}
        </span>
      </Group>
    </UnstyledButton>
  );
}
