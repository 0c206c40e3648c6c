import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tr } from '@receptari/shared/i18n/tr/core';
import { renderInProviders } from '@/test/render.tsx';
import { changeLocale } from './locale.ts';
import { setNavigator } from './navigation.ts';
import { LANDING_POPUP_MS, notify, POPUP_MS, popupDuration } from './notify.ts';

describe('notify', () => {
  let restore = () => {};
  const at = (path: string) => {
    restore = setNavigator(vi.fn(), () => path);
  };
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  it.each([
    ['/', LANDING_POPUP_MS],
    ['/?tab=recent', LANDING_POPUP_MS],
    ['/?authError=x&redirect=%2Finfo%2F3', LANDING_POPUP_MS],
    ['/info/3', POPUP_MS],
    ['/formulario', POPUP_MS],
    ['/search?q=%2F', POPUP_MS],
  ])('on %s a popup lasts %i ms', (path, ms) => {
    expect(popupDuration(path)).toBe(ms);
  });

  it('shows red errors, green successes and blue info for the current screen’s time', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderInProviders(<></>);
    at('/info/3');
    notify.error('Error al descarregar el PDF');
    notify.success(() => tr.recipes.pdfDone);
    at('/');
    notify.info('Nou comentari disponible');
    expect(show.mock.calls.map(([data]) => [data.color, data.autoClose])).toEqual([
      ['red', 5000],
      ['green', 5000],
      ['blue', 3000],
    ]);
    expect(await screen.findByText('Error al descarregar el PDF')).toBeTruthy();
    expect(screen.getByText('PDF descarregat amb èxit')).toBeTruthy();
    expect(screen.getByText('Nou comentari disponible')).toBeTruthy();
  });
});

describe('a popup on screen when the language changes', () => {
  afterEach(() => changeLocale('ca', false));

  it('shows the app’s texts in the new language, and a server’s as it came', async () => {
    const update = vi.fn();
    renderInProviders(<></>);
    notify.prompt(() => tr.offline.newVersion, { label: () => tr.offline.update, onClick: update });
    notify.error('La recepta ja no existeix'); // a server's answer, worded when it was asked
    const prompt = (await screen.findByText('Nova versió disponible')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(prompt).getByRole('button', { name: 'Actualitzar' })).toBeTruthy();

    await act(() => changeLocale('en', false));

    expect(within(prompt).getByText('New version available')).toBeTruthy();
    expect(screen.queryByText('Nova versió disponible')).toBeNull();
    expect(screen.getByText('La recepta ja no existeix')).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Update' }));
    expect(update).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('New version available')).toBeNull());
  });
});
