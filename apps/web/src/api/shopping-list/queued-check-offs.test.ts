import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShoppingListAnswer } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { ApiError } from '@/lib/api-client.ts';
import {
  type CheckOff,
  queueCheckOff,
  queuedCheckOffs,
  sendQueuedCheckOffs,
  withQueuedCheckOffs,
} from './queued-check-offs.ts';

const list = (checked: boolean[]) =>
  ({
    items: checked.map((c, i) => ({ id: i + 1, name: `x${i}`, checked: c })),
  }) as unknown as ShoppingListAnswer;

beforeEach(() => localStorage.setItem('token', 'tok-a'));
afterEach(() => localStorage.clear());

describe('the check-offs made offline', () => {
  it('keep the last state of each line, in order, for the session that made them only', () => {
    queueCheckOff({ id: 1, checked: true });
    queueCheckOff({ id: 2, checked: true });
    queueCheckOff({ id: 1, checked: false });
    expect(queuedCheckOffs()).toEqual([
      { id: 2, checked: true },
      { id: 1, checked: false },
    ]);
    localStorage.setItem('token', 'tok-b');
    expect(queuedCheckOffs()).toEqual([]);
  });

  it('show on the list as the server last sent it', () => {
    queueCheckOff({ id: 2, checked: true });
    expect(withQueuedCheckOffs(list([false, false])).items.map((i) => i.checked)).toEqual([false, true]);
  });

  it('are sent in order; a network failure keeps the rest, a line gone for good is dropped', async () => {
    queueCheckOff({ id: 1, checked: true });
    queueCheckOff({ id: 2, checked: true });
    queueCheckOff({ id: 3, checked: true });
    const sent: CheckOff[] = [];
    const offlineAt3 = async (change: CheckOff) => {
      if (change.id === 2) throw new ApiError(404, 'no');
      if (change.id === 3) throw new ApiError(0);
      sent.push(change);
    };
    expect(await sendQueuedCheckOffs(offlineAt3)).toBe(1);
    expect(sent).toEqual([{ id: 1, checked: true }]);
    expect(queuedCheckOffs()).toEqual([{ id: 3, checked: true }]);
    expect(await sendQueuedCheckOffs(async (change) => void sent.push(change))).toBe(1);
    expect(queuedCheckOffs()).toEqual([]);
    expect(localStorage.getItem('receptari-queued-check-offs')).toBeNull();
  });
});
