import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '@/test/render.tsx';
import { ServingsStepper } from './servings-stepper.tsx';

describe('servings stepper', () => {
  it('counts a second quick tap from the servings just asked for, before the page shows them', () => {
    // The page's servings live in the address, which a busy phone updates after the next tap.
    const onChange = vi.fn();
    renderInProviders(<ServingsStepper value={4} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Més racions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Més racions' }));
    expect(onChange.mock.calls).toEqual([[5], [6]]);
  });

  it('keeps counting from the last tap when the page shows an earlier one in between', () => {
    const onChange = vi.fn();
    const { rerender } = renderInProviders(<ServingsStepper value={4} onChange={onChange} />);
    const more = () => fireEvent.click(screen.getByRole('button', { name: 'Més racions' }));
    more();
    more();
    rerender(<ServingsStepper value={5} onChange={onChange} />);
    more();
    rerender(<ServingsStepper value={7} onChange={onChange} />);
    more();
    expect(onChange.mock.calls).toEqual([[5], [6], [7], [8]]);
  });

  it('counts from a value the page shows that no tap asked for (the back button)', () => {
    const onChange = vi.fn();
    const { rerender } = renderInProviders(<ServingsStepper value={4} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Més racions' }));
    rerender(<ServingsStepper value={2} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Més racions' }));
    expect(onChange.mock.calls).toEqual([[5], [3]]);
  });

  it('steps from what the cook typed and stays within 1 to 100', () => {
    const onChange = vi.fn();
    renderInProviders(<ServingsStepper value={99} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('servings-input'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Més racions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Menys racions' }));
    expect(onChange.mock.calls).toEqual([[100], [100], [99]]);
  });
});
