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

  it('steps from what the cook typed and stays within 1 to 100', () => {
    const onChange = vi.fn();
    renderInProviders(<ServingsStepper value={99} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('servings-input'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Més racions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Menys racions' }));
    expect(onChange.mock.calls).toEqual([[100], [100], [99]]);
  });
});
