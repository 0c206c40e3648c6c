import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify.ts';
import { renderInProviders } from '@/test/render.tsx';

// docs/product.md#accessibility: a popup is read as it appears (Mantine draws each one as an
// alert), and its kind shows by its icon as well as its colour.

describe('the popups', () => {
  it.each([
    ['error', 'No s’ha pogut desar.', 'alert-triangle'],
    ['success', 'Comentari afegit', 'check'],
    ['info', 'La recepta queda pendent de revisió.', 'info-circle'],
  ] as const)('every kind (%s) lands in an alert, with its own icon', async (kind, message, icon) => {
    renderInProviders(<p>pàgina</p>);
    act(() => void notify[kind](message));
    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByText(message)).toBeTruthy();
    expect(alert?.querySelector(`svg.tabler-icon-${icon}`)).not.toBeNull();
  });
});
