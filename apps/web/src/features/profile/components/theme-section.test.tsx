import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_KEY } from '@/lib/color-scheme-key.ts';
import { CHOSEN_THEME_COLOR_ATTRIBUTE } from '@/lib/theme-color.ts';
import { renderApp, stubFetch } from '@/test/render.tsx';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const shown = () => document.documentElement.getAttribute('data-mantine-color-scheme');
const chosenBar = () =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="theme-color"][${CHOSEN_THEME_COLOR_ATTRIBUTE}]`)
    ?.content;

/** A system whose dark mode the test turns on and off, telling the page's listeners as a browser does. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === DARK_QUERY && dark;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener({ matches: next, media: DARK_QUERY } as MediaQueryListEvent);
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('/perfil theme', () => {
  stubFetch();
  let system: ReturnType<typeof fakeSystem>;
  beforeEach(() => {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  });
  afterEach(() => system.restore());

  it("'Fosc' turns the page dark and keeps the choice on this device, over a light system", async () => {
    system = fakeSystem(false);
    renderApp('/perfil');
    const group = await screen.findByRole('radiogroup', { name: 'Tema' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Com el sistema' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Fosc' }));
    expect(shown()).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(chosenBar()).toBe('#241d19'); // the browser's bar follows, before index.html's tags
    system.set(false); // a stored choice ignores the system
    expect(shown()).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'Com el sistema' }));
    expect(chosenBar()).toBeUndefined(); // index.html's per-system tags again
  });

  it('a stored choice is what the page opens with', async () => {
    system = fakeSystem(true);
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    renderApp('/perfil');
    const light = await screen.findByRole('radio', { name: 'Clar' });
    expect((light as HTMLInputElement).checked).toBe(true);
    expect(shown()).toBe('light');
  });

  it("'Com el sistema' follows the system's dark mode as it changes", async () => {
    system = fakeSystem(true);
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    renderApp('/perfil');
    await userEvent.click(await screen.findByRole('radio', { name: 'Com el sistema' }));
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('auto');
    expect(shown()).toBe('dark');
    system.set(false);
    await waitFor(() => expect(shown()).toBe('light'));
    system.set(true);
    await waitFor(() => expect(shown()).toBe('dark'));
  });
});
