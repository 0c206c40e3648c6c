import { act, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInProviders } from '@/test/render.tsx';
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

/** The chat with lines the test adds as the room would, one at a time (through `onReady`'s adder). */
function Room({ onReady }: { onReady: (add: (next: ChatLine) => void) => void }) {
  const [messages, setMessages] = useState([line(1, 'Hola!')]);
  useEffect(() => onReady((next) => setMessages((all) => [...all, next])), [onReady]);
  return <LiveChat messages={messages} username="jo" canSend onSend={() => true} />;
}

describe('the live room’s chat', () => {
  it('is a polite log, and a new line lands inside it', () => {
    let add: (next: ChatLine) => void = () => undefined;
    renderInProviders(<Room onReady={(adder) => (add = adder)} />);
    const log = screen.getByRole('log', { name: 'Xat del live' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('Hola!')).toBeTruthy();

    act(() => add(line(2, 'El live ha començat', { isSystem: true })));
    act(() => add(line(3, 'Quin arròs!')));
    // The same region, kept: a region made anew would not be read.
    expect(screen.getByRole('log', { name: 'Xat del live' })).toBe(log);
    expect(within(log).getByText('El live ha començat')).toBeTruthy();
    expect(within(log).getByText('Quin arròs!')).toBeTruthy();
  });
});
