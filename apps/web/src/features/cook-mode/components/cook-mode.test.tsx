import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CookMode, { type CookModeProps } from './cook-mode.tsx';
import { restoreGlobalsAfterEach } from './restore-globals.ts';

const recipe = { id: 7, title: 'Macarrons de la iaia' };
const ingredients = [
  { name: 'Macarrons', quantity: '400', unit: 'g' },
  { name: 'Ceba tendra', quantity: '1', unit: '' },
  { name: 'Tomàquet', quantity: '3', unit: '' },
  { name: 'Formatge ratllat', quantity: '100', unit: 'g' },
];
const steps = [
  'Bull els macarrons 10 minuts en aigua amb sal.',
  'Sofregeix la ceba i el tomàquet.',
  'Gratina amb el formatge.',
];

/** The recipe page's part: it keeps the step, as the URL does. */
function Page(props: Partial<CookModeProps> & { onClose?: () => void; onStep?: (step: number) => void }) {
  const [step, setStep] = useState(props.step ?? 0);
  return (
    <CookMode
      recipe={recipe}
      ingredients={ingredients}
      steps={props.steps ?? steps}
      step={step}
      onStepChange={(to) => {
        props.onStep?.(to);
        setStep(to);
      }}
      onClose={props.onClose ?? (() => undefined)}
    />
  );
}

function renderCookMode(props: Parameters<typeof Page>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Page {...props} />
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(ui);
  return {
    ...view,
    dialog: screen.getByRole('dialog', { name: recipe.title }),
    remount: () => view.rerender(ui),
  };
}

restoreGlobalsAfterEach();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(navigator, 'vibrate');
});

describe('cook mode: steps', () => {
  it('shows one step at a time, and the arrows move between them', () => {
    const onStep = vi.fn();
    const { dialog } = renderCookMode({ onStep });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Pas 1 de 3' })).toBeTruthy();
    expect(within(dialog).getByText(/Bull els/)).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(onStep).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(onStep).toHaveBeenLastCalledWith(1);
    expect(within(dialog).getByRole('heading', { name: 'Pas 2 de 3' })).toBeTruthy();
    expect(within(dialog).getByText(/Sofregeix/)).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(onStep).toHaveBeenLastCalledWith(0);
  });

  it('turns the step with the buttons and a swipe; on the last one, Acabar closes', () => {
    const onClose = vi.fn();
    const { dialog } = renderCookMode({ onClose });
    const previous = within(dialog).getByRole('button', { name: 'Pas anterior' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pas següent' }));
    expect(within(dialog).getByRole('heading', { name: 'Pas 2 de 3' })).toBeTruthy();

    const region = within(dialog).getByRole('region', { name: 'Pas 2 de 3' });
    fireEvent.pointerDown(region, { pointerType: 'touch', pointerId: 1, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(region, { pointerType: 'touch', pointerId: 1, clientX: 200, clientY: 210 });
    expect(within(dialog).getByRole('heading', { name: 'Pas 3 de 3' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Pas següent' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Acabar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape and with its close button', () => {
    const onClose = vi.fn();
    const { dialog } = renderCookMode({ onClose });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sortir del mode cuina' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves the focus in on open and back to the opener on close', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { dialog, unmount } = renderCookMode();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('marks the ingredients the step names and lists them with their quantity', () => {
    const { dialog } = renderCookMode({ step: 1 });
    expect([...dialog.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['ceba', 'tomàquet']);
    const named = within(dialog).getByRole('list', { name: 'Ingredients d’aquest pas' });
    expect(
      within(named)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 Ceba tendra', '3 Tomàquet']);
  });
});

describe('cook mode: timers', () => {
  it('starts a timer from the step and rings when its time is up', () => {
    vi.useFakeTimers();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    const { dialog } = renderCookMode();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar temporitzador de 10 minuts' }));
    const timers = within(dialog).getByRole('list', { name: 'Temporitzadors' });
    expect(within(timers).getByText('10 minuts · Pas 1')).toBeTruthy();
    expect(within(timers).getByRole('timer').textContent).toBe('10:00');

    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(within(timers).getByRole('timer').textContent).toBe('06:00');
    fireEvent.click(within(timers).getByRole('button', { name: 'Pausar el temporitzador de 10 minuts' }));
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(within(timers).getByRole('timer').textContent).toContain('06:00');
    fireEvent.click(within(timers).getByRole('button', { name: 'Reprendre el temporitzador de 10 minuts' }));

    // Another step: the timer stays in sight.
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(6 * 60_000 + 300));
    // The alert is read as it appears, naming the timer; the eye sees 'Temps!'.
    const alert = within(timers).getByRole('alert');
    expect(within(alert).getByText('Temps! 10 minuts')).toBeTruthy();
    expect(within(alert).getByText('Temps!').getAttribute('aria-hidden')).toBe('true');
    expect(vibrate).toHaveBeenCalledWith([300, 100, 300]);
    expect(vibrate).toHaveBeenCalledTimes(1);

    fireEvent.click(within(timers).getByRole('button', { name: 'Tancar el temporitzador de 10 minuts' }));
    expect(within(dialog).queryByRole('list', { name: 'Temporitzadors' })).toBeNull();
  });

  it('keeps its timers running across a reload', () => {
    vi.useFakeTimers();
    const first = renderCookMode();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Iniciar temporitzador de 10 minuts' }));
    expect(window.localStorage.getItem('receptari:cook:7:timers')).toContain('10 minuts');
    first.unmount();

    act(() => vi.advanceTimersByTime(3 * 60_000));
    const { dialog } = renderCookMode();
    act(() => vi.advanceTimersByTime(250));
    expect(within(dialog).getByRole('timer').textContent).toBe('07:00');
  });

  it('can cancel a timer', () => {
    const { dialog } = renderCookMode();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar temporitzador de 10 minuts' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel·lar el temporitzador de 10 minuts' }));
    expect(within(dialog).queryByRole('timer')).toBeNull();
    expect(window.localStorage.getItem('receptari:cook:7:timers')).toBeNull();
  });
});

describe('cook mode: the screen stays on', () => {
  it('asks for a wake lock, says so, asks again when visible, and lets it go on close', async () => {
    const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
    const request = vi.fn(async () => {
      const sentinel = Object.assign(new EventTarget(), { released: false, type: 'screen' });
      const release = vi.fn(async () => {
        sentinel.released = true;
      });
      sentinels.push(Object.assign(sentinel, { release }));
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    const { dialog, unmount } = renderCookMode();
    await waitFor(() => expect(dialog.dataset.wakeLock).toBe('on'));
    expect(request).toHaveBeenCalledWith('screen');
    expect(within(dialog).getByText('Pantalla sempre encesa')).toBeTruthy();

    // Hidden, the browser lets go of it; visible again, it is asked for again.
    const first = sentinels[0]!;
    first.released = true;
    act(() => void first.dispatchEvent(new Event('release')));
    expect(dialog.dataset.wakeLock).toBe('off');
    expect(within(dialog).queryByText('Pantalla sempre encesa')).toBeNull();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(dialog.dataset.wakeLock).toBe('on'));
    expect(request).toHaveBeenCalledTimes(2);

    unmount();
    expect(sentinels[1]?.release).toHaveBeenCalled();
  });

  it('says once, without the API, that the screen may turn off', () => {
    const { dialog } = renderCookMode();
    expect(dialog.dataset.wakeLock).toBe('unsupported');
    const note = 'El teu navegador no pot mantenir la pantalla encesa: toca-la de tant en tant.';
    expect(within(dialog).getAllByText(note)).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(within(dialog).getAllByText(note)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tancar l’avís de la pantalla' }));
    expect(within(dialog).queryByText(note)).toBeNull();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(within(dialog).queryByText(note)).toBeNull();
  });

  it('says so too when the browser refuses the lock', async () => {
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: { request: vi.fn(async () => Promise.reject(new DOMException('No', 'NotAllowedError'))) },
    });
    const { dialog } = renderCookMode();
    expect(
      await within(dialog).findByText(
        'El teu navegador no pot mantenir la pantalla encesa: toca-la de tant en tant.',
      ),
    ).toBeTruthy();
    expect(dialog.dataset.wakeLock).toBe('off');
  });
});

describe('cook mode: checklist', () => {
  it('keeps the ticked ingredients of the recipe', () => {
    const first = renderCookMode();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Mostrar els ingredients' }));
    fireEvent.click(within(first.dialog).getByRole('checkbox', { name: '1 Ceba tendra' }));
    expect(window.localStorage.getItem('receptari:cook:7:checked')).toBe('[1]');
    expect(within(first.dialog).getByText('1 de 4 a punt')).toBeTruthy();
    first.unmount();

    const { dialog } = renderCookMode();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mostrar els ingredients' }));
    expect(
      (within(dialog).getByRole('checkbox', { name: '1 Ceba tendra' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('checkbox', { name: '400 g Macarrons' }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
