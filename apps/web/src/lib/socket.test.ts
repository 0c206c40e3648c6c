import { afterEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '@/test/fake-socket.ts';
import { connectSocket, disconnectSocket, type NotificationSocket, setSocketFactory } from './socket.ts';

/** A factory that hands out fake sockets, resolved when the test says so (the library loading). */
function slowFactory() {
  const opened: FakeSocket[] = [];
  const pending: (() => void)[] = [];
  const restore = setSocketFactory(
    (token) =>
      new Promise<NotificationSocket>((resolve) => {
        const socket = new FakeSocket(token);
        opened.push(socket);
        pending.push(() => resolve(socket as unknown as NotificationSocket));
      }),
  );
  const loadAll = async () => {
    for (const load of pending.splice(0)) load();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { opened, loadAll, restore };
}

describe('the notifications socket', () => {
  let restore = () => {};
  afterEach(() => {
    disconnectSocket();
    restore();
  });

  it('opens one socket per session and authenticates on every (re)connection', async () => {
    const factory = slowFactory();
    restore = factory.restore;
    const first = connectSocket('tok-a', 7);
    expect(connectSocket('tok-a', 7)).toBe(first);
    await factory.loadAll();
    expect(factory.opened).toHaveLength(1);
    const socket = factory.opened[0]!;
    expect(socket.token).toBe('tok-a');

    socket.connect();
    socket.connected = false; // the connection drops, and comes back
    socket.connect();
    expect(socket.emitted).toEqual([
      { event: 'authenticate', payload: 7 },
      { event: 'authenticate', payload: 7 },
    ]);
  });

  it('closes the socket of a previous token, and never leaves open one that loaded after logout', async () => {
    const factory = slowFactory();
    restore = factory.restore;
    void connectSocket('tok-a', 7);
    void connectSocket('tok-b', 8); // another user signed in while the library was loading
    await factory.loadAll();
    const [a, b] = factory.opened;
    expect(a!.closed).toBe(true);
    expect(b!.closed).toBe(false);

    disconnectSocket();
    await Promise.resolve();
    expect(b!.closed).toBe(true);

    void connectSocket('tok-c', 9);
    disconnectSocket(); // logged out before it loaded
    await factory.loadAll();
    expect(factory.opened[2]!.closed).toBe(true);
  });
});
