import { describe, expect, it } from 'vitest';
import { parseEvent } from './redis-event-bus.ts';

const payload = {
  notificationId: 7,
  userId: 1,
  recipeId: null,
  type: 'review',
  triggeredBy: null,
  message: 'hola',
  createdAt: '2025-01-02T03:04:05.000Z',
};

describe('reading an event off Redis', () => {
  it('accepts a known event with a valid payload', () => {
    const message = JSON.stringify({ type: 'notification.created', payload });
    expect(parseEvent(message)).toEqual({ type: 'notification.created', payload });
  });

  it.each([
    ['not JSON', '{'],
    ['no envelope', '"notification.created"'],
    ['an unknown type', JSON.stringify({ type: 'recipe.deleted', payload })],
    ['an inherited name', JSON.stringify({ type: 'toString', payload })],
    ['a bad payload', JSON.stringify({ type: 'notification.created', payload: { ...payload, userId: '1' } })],
    ['an unknown kind', JSON.stringify({ type: 'notification.created', payload: { ...payload, type: 'x' } })],
  ])('refuses %s', (_why, message) => {
    expect(parseEvent(message)).toBeUndefined();
  });
});
