import { type ButtonProps, Group, type MantineColor } from '@mantine/core';
import { type Icon, IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { BusyButton } from './busy.tsx';

/** How each kind of decision looks: the one that publishes stands out, removing is red. */
const looks = {
  approve: { icon: IconCheck, color: 'green', variant: 'filled' },
  keep: { icon: IconCheck, color: 'gray', variant: 'default' },
  dismiss: { icon: IconX, color: 'gray', variant: 'light' },
  reject: { icon: IconX, color: 'red', variant: 'light' },
  delete: { icon: IconTrash, color: 'red', variant: 'light' },
} satisfies Record<string, { icon: Icon; color: MantineColor; variant: ButtonProps['variant'] }>;

export type Decision = {
  /** What the mutation sends (its `decision` or `action`); matched against `sending`. */
  value: string;
  text: string;
  look: keyof typeof looks;
  /** Sends the decision, or opens the confirmation that will. */
  onClick: () => void;
};

/** The card and the decision a mutation is sending now, from its `variables`; null when idle. */
export type Sending = { id: number; value: string } | null;

/**
 * An admin card's decisions (approve or reject, dismiss or delete). One decision is sent at a
 * time: its button spins, every other button on every card waits. Each button's accessible name
 * says what it decides on (`subject`), as a list of cards holds many 'Aprovar'.
 */
export function DecisionButtons({
  id,
  subject,
  decisions,
  sending,
  size,
  mt = 'xs',
}: {
  id: number;
  subject: string;
  decisions: Decision[];
  sending: Sending;
  size?: ButtonProps['size'];
  /** 'auto' keeps the buttons at the foot of a card that grows with its neighbours. */
  mt?: 'xs' | 'auto';
}) {
  return (
    <Group gap="xs" mt={mt}>
      {decisions.map((d) => {
        const loading = sending?.id === id && sending.value === d.value;
        const look = looks[d.look];
        return (
          <BusyButton
            key={d.value}
            size={size}
            color={look.color}
            variant={look.variant}
            leftSection={<look.icon size={size === 'xs' ? 14 : 16} aria-hidden />}
            onClick={d.onClick}
            busy={loading}
            disabled={sending !== null && !loading}
            aria-label={`${d.text}: ${subject}`}
          >
            {d.text}
          </BusyButton>
        );
      })}
    </Group>
  );
}
