import {
  LIVE_NAMESPACE,
  type LiveAnswer,
  type LiveClientEvents,
  type LiveServerEvents,
} from '@receptari/shared/lives/live-socket';
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import { io, type Socket } from 'socket.io-client';
import { Inbox } from './inbox.ts';

export type LiveTestSocket = Socket<LiveServerEvents, LiveClientEvents>;

/**
 * A real client of a live's room on `url` (the query of docs/product.md#live-socket, with whatever it
 * claims), connected or rejected with its `connect_error`; every event it receives lands in `events`,
 * in order.
 */
export function openLiveSocket(
  url: string,
  liveId: number | string,
  opts: { token?: string; query?: Record<string, string> } = {},
): Promise<{ socket: LiveTestSocket; events: Inbox<{ event: string; data: unknown }> }> {
  const socket: LiveTestSocket = io(`${url}${LIVE_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: opts.token ? { token: opts.token } : {},
    query: { liveId: String(liveId), ...opts.query },
  });
  const events = new Inbox<{ event: string; data: unknown }>();
  socket.onAny((event: string, data: unknown) => events.push({ event, data }));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, events }));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Emits with an acknowledgement and resolves with it (a bound on waiting, never a timing check). */
export function ask(
  socket: LiveTestSocket,
  event: keyof LiveClientEvents,
  payload: unknown,
  ms = 5000,
): Promise<LiveAnswer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no acknowledgement of ${event} within ${ms} ms`)), ms);
    (socket.emit as (e: string, p: unknown, ack: (a: LiveAnswer) => void) => void)(
      event,
      payload,
      (answer) => {
        clearTimeout(timer);
        resolve(answer);
      },
    );
  });
}

/**
 * Waits for the first event named `name` received after the first `from` events (and matching
 * `match`, when given), and returns its data.
 */
export async function nextEvent(
  events: Inbox<{ event: string; data: unknown }>,
  name: string,
  from = 0,
  match: (data: never) => boolean = () => true,
  ms = 5000,
): Promise<unknown> {
  const deadline = Date.now() + ms;
  for (let n = from + 1; ;) {
    const items = await events.until(n, Math.max(1, deadline - Date.now()));
    const hit = items.slice(from).find((e) => e.event === name && match(e.data as never));
    if (hit) return hit.data;
    n = items.length + 1;
  }
}
