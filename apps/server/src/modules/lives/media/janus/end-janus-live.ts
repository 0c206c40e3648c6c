import { NO_ROOM, type JanusBackendState } from './janus-backend-state.ts';
import { JanusError } from './janus-client.ts';
import { dropSubscriber } from './subscribe-viewer.ts';

/**
 * The live ended: its subscribers and publisher on this instance go, its room is destroyed on its
 * host (from any instance, with a handle of its own when the chef is connected elsewhere), the
 * host carries one live fewer, and the recording, now closed, is handed over.
 */
export async function endJanusLive(state: JanusBackendState, liveId: number) {
  const { opts, publishers, subscribers } = state;
  for (const [socketId, subscriber] of subscribers)
    if (subscriber.viewer.liveId === liveId) await dropSubscriber(state, socketId);
  const publisher = publishers.get(liveId);
  publishers.delete(liveId);
  const handle = await publisher?.ready.catch(() => null);
  const assignment = await opts.assignments.current(liveId);
  if (assignment) {
    try {
      const control = handle ?? (await state.sessions.attach(assignment.url));
      await control.message({ request: 'destroy', room: liveId });
      if (!handle) await control.detach();
    } catch (err) {
      if (!(err instanceof JanusError && err.code === NO_ROOM))
        opts.log.warn({ err, liveId }, 'janus: room not destroyed');
    }
  }
  await handle?.detach();
  await opts.assignments.release(liveId);
  if (publisher?.base) opts.onRecordingClosed?.(liveId, publisher.base);
}
