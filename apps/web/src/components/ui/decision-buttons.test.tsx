import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Decision, DecisionButtons, type Sending } from './decision-buttons.tsx';

const decisionsFor = (onClick: (value: string) => void): Decision[] =>
  ['approve', 'reject'].map((value) => ({
    value,
    text: value === 'approve' ? 'Aprovar' : 'Rebutjar',
    look: value === 'approve' ? 'approve' : 'reject',
    onClick: () => onClick(value),
  }));

function Cards({ sending, onClick }: { sending: Sending; onClick: (card: string) => void }) {
  return (
    <MantineProvider>
      {[1, 2].map((id) => (
        <DecisionButtons
          key={id}
          id={id}
          subject={`Recepta ${id}`}
          sending={sending}
          decisions={decisionsFor((value) => onClick(`${id}:${value}`))}
        />
      ))}
    </MantineProvider>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DecisionButtons', () => {
  it('names each button after its card and sends the decision clicked', async () => {
    const onClick = vi.fn();
    render(<Cards sending={null} onClick={onClick} />);
    await userEvent.click(button('Rebutjar: Recepta 2'));
    expect(onClick).toHaveBeenCalledWith('2:reject');
    expect(button('Aprovar: Recepta 1').disabled).toBe(false);
  });

  it('while one decision is sent, its button is busy but keeps the focus, and every other waits', async () => {
    const onClick = vi.fn();
    render(<Cards sending={{ id: 1, value: 'approve' }} onClick={onClick} />);
    const sent = button('Aprovar: Recepta 1');
    expect(sent.getAttribute('aria-busy')).toBe('true');
    // Not disabled (the keyboard's focus would fall to the page), but a press sends nothing.
    expect(sent.disabled).toBe(false);
    await userEvent.click(sent);
    expect(onClick).not.toHaveBeenCalled();
    for (const other of ['Rebutjar: Recepta 1', 'Aprovar: Recepta 2', 'Rebutjar: Recepta 2'])
      expect(button(other).disabled, other).toBe(true);
  });
});
