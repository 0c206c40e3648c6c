import type { ShoppingListAnswer } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { getToken } from '@/lib/auth-store.ts';
import { ApiError } from '@/lib/api-client.ts';

/**
 * The shopping list's check-offs made without a network (docs/product.md#offline-and-install),
 * kept in localStorage so a reload or a closed tab loses none, and sent in order once the browser
 * is back online. They belong to the session that made them: another token never sends them.
 */
const QUEUE_KEY = 'receptari-queued-check-offs';

export interface CheckOff {
  id: number;
  checked: boolean;
}
interface Queue {
  token: string;
  changes: CheckOff[];
}

function readQueue(): Queue | null {
  try {
    const raw = localStorage.getItem(QUEUE_KEY);
    return raw ? (JSON.parse(raw) as Queue) : null;
  } catch {
    return null;
  }
}

function writeQueue(queue: Queue | null) {
  try {
    if (queue && queue.changes.length > 0) localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
    else localStorage.removeItem(QUEUE_KEY);
  } catch {
    // Storage refused: the check-off stays on screen only, as before there was a queue.
  }
}

/** This session's queued check-offs, oldest first. */
export function queuedCheckOffs(): CheckOff[] {
  const queue = readQueue();
  return queue && queue.token === getToken() ? queue.changes : [];
}

/** Queues a line's new state; a later check-off of the same line replaces the earlier one. */
export function queueCheckOff(change: CheckOff) {
  const token = getToken();
  if (!token) return;
  const changes = queuedCheckOffs().filter((c) => c.id !== change.id);
  writeQueue({ token, changes: [...changes, change] });
}

/** The list as the server last sent it, with this session's queued check-offs on top. */
export function withQueuedCheckOffs(answer: ShoppingListAnswer): ShoppingListAnswer {
  const changes = queuedCheckOffs();
  if (changes.length === 0) return answer;
  const checked = new Map(changes.map((c) => [c.id, c.checked]));
  return {
    ...answer,
    items: answer.items.map((item) =>
      checked.has(item.id) ? { ...item, checked: checked.get(item.id)! } : item,
    ),
  };
}

/** A failure that a later try may not meet: no network (status 0) or the server's own trouble. */
const worthRetrying = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Sends the queued check-offs in order with `send`; answers how many reached the server. One that
 * the server refuses for good (the line was deleted meanwhile: 404) is dropped; on a network
 * failure the rest stays queued for the next time the browser is online.
 */
export async function sendQueuedCheckOffs(send: (change: CheckOff) => Promise<unknown>): Promise<number> {
  let sent = 0;
  for (const change of queuedCheckOffs()) {
    try {
      await send(change);
      sent++;
    } catch (error) {
      if (worthRetrying(error)) break;
    }
    // Sent (or refused for good): out of the queue, unless the line was ticked again meanwhile.
    const token = getToken();
    const left = queuedCheckOffs().filter((c) => c.id !== change.id || c.checked !== change.checked);
    if (token) writeQueue({ token, changes: left });
  }
  return sent;
}
