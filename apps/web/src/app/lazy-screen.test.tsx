import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreens } from './lazy-screen.tsx';

const Page = () => <h1>Pantalla</h1>;

describe('lazyScreen', () => {
  it('fetches its chunk on the first render, showing the fallback meanwhile, and only once', async () => {
    let resolve: (module: { default: typeof Page }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Page }>((r) => (resolve = r)));
    const Screen = lazyScreen(load);
    const first = render(
      <Suspense fallback={<p>Carregant...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Carregant...')).toBeTruthy();
    resolve({ default: Page });
    expect(await screen.findByRole('heading', { name: 'Pantalla' })).toBeTruthy();
    first.unmount();

    render(
      <Suspense fallback={<p>Carregant...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Pantalla' })).toBeTruthy(); // no second wait
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }));
    await preloadScreens();
    render(
      <Suspense fallback={<p>Carregant...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Pantalla' })).toBeTruthy();
    expect(screen.queryByText('Carregant...')).toBeNull();
  });
});
