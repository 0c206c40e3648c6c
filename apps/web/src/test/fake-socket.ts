import type { NotificationSocket, SocketFactory } from '@/lib/socket.ts';

type Listener = (...args: unknown[]) => void;

/**
 * An in-memory notifications socket for component tests: records what the app emits and lets a
 * test play the server (`push`). Installed for every test by setup.ts, so no test opens a network
 * connection.
 */
export class FakeSocket {
  readonly token: string;
  connected = false;
  closed = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(token: string) {
    this.token = token;
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload?: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }

  disconnect() {
    this.connected = false;
    this.closed = true;
    return this;
  }

  /** The server's side: sends `event` to this client. */
  push(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  connect() {
    this.connected = true;
    this.push('connect');
  }
}

/** Every socket opened since the last test began, oldest first. */
export const openedSockets: FakeSocket[] = [];

export const fakeSocketFactory: SocketFactory = (token) => {
  const socket = new FakeSocket(token);
  openedSockets.push(socket);
  queueMicrotask(() => socket.connect());
  return Promise.resolve(socket as unknown as NotificationSocket);
};
