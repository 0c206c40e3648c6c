import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify.ts';
import { renderInProviders } from '@/test/render.tsx';

// docs/product.md#accessibility: a popup is read as it appears (Mantine draws each one as an
// alert), and its kind shows by its icon as well as its colour.

describe('the popups', () => {
  it.each([
    ['error', 'No s’ha pogut desar.'],
    ['success', 'Comentari afegit'],
    ['info', 'La recepta queda pendent de revisió.'],
  ] as const)('every kind (%s) lands in an alert, with its own icon', async (kind, message) => {
    renderInProviders(<p>pàgina</p>);
    act(() => void notify[kind](message));
    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByText(message)).toBeTruthy();
    expect(alert?.querySelector(`svg[data-kind="${kind}"]`)).not.toBeNull();
  });
});
