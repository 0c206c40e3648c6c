import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import type { ChatLine } from '../lib/room-state.ts';
import { LiveChat } from './live-chat.tsx';

// docs/product.md#accessibility: the live's chat is a log region, so a screen reader reads each new
// line as it comes (politely, after what it is saying), system lines too.

const line = (id: number, message: string, extra: Partial<ChatLine> = {}): ChatLine => ({
  id,
  username: 'anna',
  message,
  timestamp: '2026-11-30T18:00:00.000Z',
  isChef: false,
  isSystem: false,
  ...extra,
});

describe('the live room’s chat', () => {
  it('is a polite log, and a new line lands inside it', () => {
    const props = { username: 'jo', canSend: true, onSend: () => true };
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    );
    const view = render(<LiveChat {...props} messages={[line(1, 'Hola!')]} />, { wrapper });
    const log = screen.getByRole('log', { name: 'Xat del live' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('Hola!')).toBeTruthy();

    view.rerender(
      <LiveChat
        {...props}
        messages={[line(1, 'Hola!'), line(2, 'El live ha començat', { isSystem: true }), line(3, 'Quin arròs!')]}
      />,
    );
    // The same region, kept: a region made anew would not be read.
    expect(screen.getByRole('log', { name: 'Xat del live' })).toBe(log);
    expect(within(log).getByText('El live ha començat')).toBeTruthy();
    expect(within(log).getByText('Quin arròs!')).toBeTruthy();
  });
});
