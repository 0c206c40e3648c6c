import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCoreTranslation, loadDomainTranslations } from '@receptari/shared/i18n/translations';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/locale.ts';
import { renderApp, stubFetch } from '@/test/render.tsx';
import { RESTING_MS } from './language-switch.tsx';

// The real loaders, watched: the test sees which languages were asked for, and when.
vi.mock('@receptari/shared/i18n/translations', async (importOriginal) => {
  const original = await importOriginal<typeof import('@receptari/shared/i18n/translations')>();
  return {
    ...original,
    loadCoreTranslation: vi.fn(original.loadCoreTranslation),
    loadDomainTranslations: vi.fn(original.loadDomainTranslations),
  };
});

const askedFor = () =>
  [
    ...new Set(
      [...vi.mocked(loadCoreTranslation).mock.calls, ...vi.mocked(loadDomainTranslations).mock.calls].map(
        ([locale]) => locale,
      ),
    ),
  ].sort();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await changeLocale('ca', false);
  vi.mocked(loadCoreTranslation).mockClear();
  vi.mocked(loadDomainTranslations).mockClear();
});

describe('the language switch readies the other languages at a sign of a choice', () => {
  stubFetch();

  const showSwitch = async () => {
    renderApp('/login');
    return screen.findByRole('radiogroup', { name: 'Idioma' });
  };

  it('asks for nothing while the switch is only shown', async () => {
    await showSwitch();
    await pause(RESTING_MS + 50);
    expect(askedFor()).toEqual([]);
  });

  it('asks for the other two languages once the mouse rests on it, not for the one shown', async () => {
    const group = await showSwitch();
    fireEvent.pointerEnter(group, { pointerType: 'mouse' });
    expect(askedFor()).toEqual([]);
    await waitFor(() => expect(askedFor()).toEqual(['en', 'es']));
  });

  it('asks for nothing when the mouse only passes, or clicks at once, or a finger touches', async () => {
    const group = await showSwitch();
    fireEvent.pointerEnter(group, { pointerType: 'mouse' });
    fireEvent.pointerLeave(group, { pointerType: 'mouse' });
    fireEvent.pointerEnter(group, { pointerType: 'mouse' });
    fireEvent.pointerDown(group, { pointerType: 'mouse' });
    fireEvent.pointerEnter(group, { pointerType: 'touch' });
    await pause(RESTING_MS + 50);
    expect(askedFor()).toEqual([]);
  });

  it('asks for them when the Tab key lands in it', async () => {
    const group = await showSwitch();
    within(group).getByRole('radio', { name: 'Català' }).focus();
    fireEvent.keyUp(group, { key: 'Tab' });
    expect(askedFor()).toEqual(['en', 'es']);
  });

  it('then switches with the texts already there', async () => {
    const group = await showSwitch();
    fireEvent.pointerEnter(group, { pointerType: 'mouse' });
    await waitFor(() => expect(askedFor()).toEqual(['en', 'es']));
    await userEvent.click(within(group).getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('radiogroup', { name: 'Language' })).toBeTruthy();
  });
});
