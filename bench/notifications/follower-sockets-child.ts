/**
 * The connected followers of run-follower-announce-bench.ts, in a process of their own (started
 * by `followerSocketsProcess` there). Their phones are not the server's machine: in a process of
 * their own, run at a lower priority, their work on the 1,000 pushes no longer counts as the
 * servers' (it did on the bench's main thread, 2-10 ms at the other users' p99).
 *
 * Messages: the parent sends `{ tokens, urls }`; this answers `connected` once every socket is;
 * then `listen` arms a one-time handler per socket, and the instants (timeOrigin + now, comparable
 * across processes) of every `followed_recipe` notice go back as `{ received }` when all have one
 * or when the parent sends `report`; `close` ends it.
 */
import { performance } from 'node:perf_hooks';
import { type BenchSocket, connectCrowd } from '../lib/bench-sockets.ts';

type FromParent =
  | { kind: 'connect'; tokens: string[]; urls: string[] }
  | { kind: 'listen' }
  | { kind: 'report' }
  | { kind: 'close' };

const now = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);

let sockets: BenchSocket[] = [];
const received: number[] = [];
let reported = false;
const report = () => {
  if (reported) return;
  reported = true;
  send({ kind: 'received', received });
};

process.on('message', async (message: FromParent) => {
  if (message.kind === 'connect') {
    sockets = await connectCrowd(message.tokens, (i) => message.urls[i % message.urls.length]!);
    send({ kind: 'connected' });
  } else if (message.kind === 'listen') {
    if (sockets.length === 0) report();
    for (const socket of sockets)
      socket.once('newNotification', (n) => {
        if (n.type !== 'followed_recipe') return;
        received.push(now());
        if (received.length === sockets.length) report();
      });
  } else if (message.kind === 'report') {
    report();
  } else {
    for (const socket of sockets) socket.close();
    process.disconnect?.();
  }
});
