import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CookMode, { type CookModeProps } from './cook-mode.tsx';
import { restoreGlobalsAfterEach } from './restore-globals.ts';

const recipe = { id: 9, title: 'Escalivada' };
const steps = ['Enforna les albergínies 45 minuts.', 'Pela-les i talla-les a tires.'];
const noVoice = 'El teu navegador no té veu en català: no es pot llegir el pas en veu alta.';

function renderCookMode(step = 0, onClose = () => undefined, replay: CookModeProps['replay'] = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (s: number) => (
    <MantineProvider>
      <QueryClientProvider client={client}>
        <CookMode
          recipe={recipe}
          ingredients={[{ name: 'Albergínia', quantity: '2', unit: '' }]}
          steps={steps}
          step={s}
          onStepChange={() => undefined}
          onClose={onClose}
          replay={replay}
        />
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(ui(step));
  return { ...view, dialog: screen.getByRole('dialog'), goTo: (s: number) => view.rerender(ui(s)) };
}

restoreGlobalsAfterEach();
afterEach(() => {
  document.documentElement.lang = '';
});

/** A speech synthesis with these voices, loaded at once or only at its 'voiceschanged'. */
function fakeSpeech(voices: { lang: string; name: string }[], loadLater = false) {
  let loaded = !loadLater;
  const synth = Object.assign(new EventTarget(), {
    getVoices: () => (loaded ? voices : []),
    speak: vi.fn(),
    cancel: vi.fn(),
    load: () => {
      loaded = true;
      synth.dispatchEvent(new Event('voiceschanged'));
    },
  });
  class Utterance {
    lang = '';
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return synth;
}

describe('cook mode: read aloud', () => {
  it('reads the step in a Catalan voice, and stops on another step and on close', () => {
    const synth = fakeSpeech([
      { lang: 'es-ES', name: 'Monica' },
      { lang: 'ca-ES', name: 'Montse' },
    ]);
    const { dialog, goTo, unmount } = renderCookMode();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Llegir el pas' }));
    const [utterance] = synth.speak.mock.calls[0] as [
      { text: string; lang: string; voice: { name: string } },
    ];
    expect(utterance).toMatchObject({ text: steps[0], lang: 'ca', voice: { name: 'Montse' } });
    expect(within(dialog).getByRole('button', { name: 'Aturar la lectura' })).toBeTruthy();

    synth.cancel.mockClear();
    goTo(1);
    expect(synth.cancel).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Llegir el pas' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Llegir el pas' }));
    synth.cancel.mockClear();
    unmount();
    expect(synth.cancel).toHaveBeenCalled();
  });

  it('without a Catalan voice once the voices load, says so once and disables the button', () => {
    const synth = fakeSpeech([{ lang: 'en-US', name: 'Samantha' }], true);
    const { dialog, goTo } = renderCookMode();
    const button = within(dialog).getByRole('button', { name: 'Llegir el pas' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    act(() => synth.load());
    expect(button.disabled).toBe(true);
    expect(within(dialog).getAllByText(noVoice)).toHaveLength(1);
    goTo(1);
    expect(within(dialog).getAllByText(noVoice)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tancar l’avís de la veu' }));
    expect(within(dialog).queryByText(noVoice)).toBeNull();
  });

  it('without speech synthesis, disables the button', () => {
    const { dialog } = renderCookMode();
    expect(
      (within(dialog).getByRole('button', { name: 'Llegir el pas' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(dialog).getByText(noVoice)).toBeTruthy();
  });
});

describe('cook mode: the live replay', () => {
  const replay = {
    live_id: 3,
    url: '/media/lives/3.webm',
    mime_type: 'video/webm',
    chapters: [{ step: 1, offset_seconds: 125, text: steps[1] ?? '' }],
  };

  it("offers the step's chapter of the replay, played inline from its moment", async () => {
    const { dialog, goTo } = renderCookMode(0, () => undefined, replay);
    expect(within(dialog).queryByRole('button', { name: 'Mira aquest pas al directe' })).toBeNull();

    goTo(1);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Mira aquest pas al directe' }));
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe(replay.url);
    expect(video?.controls).toBe(true);
    expect(video?.playsInline).toBe(true);
    const play = vi.fn(async () => undefined);
    Object.defineProperty(video, 'play', { value: play });
    fireEvent(video!, new Event('loadedmetadata'));
    expect(video?.currentTime).toBe(125);
    expect(play).toHaveBeenCalled();
  });

  it('shows nothing for a recipe without a replay', () => {
    const { dialog, goTo } = renderCookMode(1);
    expect(within(dialog).queryByRole('button', { name: 'Mira aquest pas al directe' })).toBeNull();
    goTo(0);
    expect(within(dialog).queryByRole('button', { name: 'Mira aquest pas al directe' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('cook mode: full screen and notifications', () => {
  it('asks for full screen on open and leaves it on close', async () => {
    const root = document.documentElement;
    let full: Element | null = null;
    const request = vi.fn(async () => {
      full = root;
    });
    const exit = vi.fn(async () => {
      full = null;
    });
    Object.defineProperty(root, 'requestFullscreen', { configurable: true, value: request });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => full });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
    const { unmount } = renderCookMode();
    await waitFor(() => expect(request).toHaveBeenCalled());
    unmount();
    expect(exit).toHaveBeenCalled();
    Reflect.deleteProperty(root, 'requestFullscreen');
    Reflect.deleteProperty(document, 'fullscreenElement');
    Reflect.deleteProperty(document, 'exitFullscreen');
  });

  it('asks leave to notify with the first timer, and notifies a hidden page when one is up', () => {
    vi.useFakeTimers();
    const shown: { title: string; body?: string }[] = [];
    const requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted';
    });
    class FakeNotification {
      static permission = 'default';
      static requestPermission = requestPermission;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const { dialog } = renderCookMode();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar temporitzador de 45 minuts' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar temporitzador de 45 minuts' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);

    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => vi.advanceTimersByTime(45 * 60_000 + 250));
    Reflect.deleteProperty(document, 'hidden');
    expect(shown).toEqual([
      { title: 'Temps! 45 minuts', body: 'Escalivada · Pas 1' },
      { title: 'Temps! 45 minuts', body: 'Escalivada · Pas 1' },
    ]);
    expect(within(dialog).getAllByText('Temps!')).toHaveLength(2);
  });
});
