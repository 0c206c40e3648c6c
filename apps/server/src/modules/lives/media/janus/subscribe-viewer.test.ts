import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { AppLiveNamespace } from '../../room/live-namespace.ts';
import type { JanusBackendState } from './janus-backend-state.ts';
import type { JanusHandle } from './janus-client.ts';
import { memoryAssignments } from './live-assignments.ts';
import { dropSubscriber, subscribeViewer } from './subscribe-viewer.ts';

const HOST = 'http://127.0.0.1:8088/janus';
const GONE = 'http://127.0.0.1:37777/janus';

/**
 * The viewer's side with this instance's parts in memory: the hosts and the assignment are the
 * real ones; Janus's sessions record which host each attach went to and answer with an offer (a
 * real Janus is test/api/live-room-janus.test.ts's and the E2E's).
 */
function viewerSide() {
  const attachedTo: string[] = [];
  const offers: unknown[] = [];
  const handle = {
    message: async () => ({ data: {}, jsep: { type: 'offer', sdp: 'v=0' } }),
    detach: async () => undefined,
  } as unknown as JanusHandle;
  const nsp = { to: () => ({ emit: (_: string, offer: unknown) => offers.push(offer) }) };
  const state: JanusBackendState = {
    opts: {
      nsp: nsp as unknown as AppLiveNamespace,
      log: { warn: () => undefined } as unknown as FastifyBaseLogger,
      hosts: async () => [HOST],
      assignments: memoryAssignments(),
    },
    sessions: {
      attach: async (url) => {
        attachedTo.push(url);
        if (url !== HOST) throw new TypeError('fetch failed: connect ECONNREFUSED');
        return handle;
      },
      closeAll: async () => undefined,
    },
    publishers: new Map(),
    subscribers: new Map(),
    closed: false,
  };
  return { state, attachedTo, offers };
}

const viewer = { liveId: 6, socketId: 's1', username: 'anna', role: 'viewer' } as const;

describe('a viewer subscribing through Janus', () => {
  it('waits out an assignment naming a host not configured here, and takes the chef’s feed once published', async () => {
    const { state, attachedTo, offers } = viewerSide();
    // Left in a shared Redis by an earlier database whose live 6 ran on another Janus.
    await state.opts.assignments.assign(6, [GONE]);
    await state.opts.assignments.setFeed(6, 4321);

    await subscribeViewer(state, viewer);
    await new Promise((r) => setTimeout(r, 700));
    expect(attachedTo).toEqual([]);

    // The chef publishes: the assignment moves to a configured host with the new feed.
    expect(await state.opts.assignments.assign(6, [HOST])).toBe(HOST);
    await state.opts.assignments.setFeed(6, 99);
    const handle = await state.subscribers.get('s1')!.ready;
    expect(handle).not.toBeNull();
    expect(attachedTo).toEqual([HOST]);
    expect(offers).toEqual([{ from: expect.any(String), payload: { type: 'offer', sdp: 'v=0' } }]);
    await dropSubscriber(state, 's1');
  });
});
