import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('shows red errors, green successes and blue info for the current screen’s time', () => {
    const show = vi.spyOn(notifications, 'show');
    at('/info/3');
    notify.error('Error al descarregar el PDF');
    notify.success('PDF descarregat amb èxit');
    at('/');
    notify.info('Nou comentari disponible');
    expect(show.mock.calls.map(([data]) => [data.color, data.message, data.autoClose])).toEqual([
      ['red', 'Error al descarregar el PDF', 5000],
      ['green', 'PDF descarregat amb èxit', 5000],
      ['blue', 'Nou comentari disponible', 3000],
    ]);
  });
});
