import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT_SIZE_KEY } from '@/lib/text-size-key.ts';
import { renderApp, stubFetch } from '@/test/render.tsx';

// docs/product.md#text-size: a device setting, a visitor's too, applied at once and kept.

const shown = () => document.documentElement.getAttribute('data-text-size');

describe('/perfil text size', () => {
  stubFetch();
  afterEach(() => {
    window.localStorage.removeItem(TEXT_SIZE_KEY);
    document.documentElement.removeAttribute('data-text-size');
  });

  it("'Més gran' scales the page at once and is kept on this device; 'Normal' undoes both", async () => {
    renderApp('/perfil');
    const group = await screen.findByRole('radiogroup', { name: 'Mida del text' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Normal' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Més gran' }));
    expect(shown()).toBe('larger');
    expect(window.localStorage.getItem(TEXT_SIZE_KEY)).toBe('larger');

    await userEvent.click(screen.getByRole('radio', { name: 'Normal' }));
    expect(shown()).toBeNull();
    expect(window.localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
  });

  it('shows the kept size as chosen on a later visit', async () => {
    window.localStorage.setItem(TEXT_SIZE_KEY, 'large');
    renderApp('/perfil');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Gran' }) as HTMLInputElement).checked).toBe(true),
    );
  });
});
