import { trLives } from '@receptari/shared/i18n/tr/lives';
import type { LiveAnswer } from '@receptari/shared/lives/live-socket';
import type { LiveSocket } from './live-socket.ts';

/** How long an acknowledgement may take before the action counts as failed (the socket is stuck). */
const ACK_TIMEOUT_MS = 10_000;

/** The acknowledgement of an event, or a refusal when the socket is gone or never answers. */
export function ask(
  socket: LiveSocket,
  emit: (ack: (answer: LiveAnswer) => void) => void,
): Promise<LiveAnswer> {
  return new Promise((resolve) => {
    const failed: LiveAnswer = {
      ok: false,
      error: { code: 'disconnected', message: trLives.liveRoom.connectionFailed },
    };
    if (!socket.connected) return resolve(failed);
    const done = (answer: LiveAnswer) => {
      clearTimeout(timer);
      socket.off('disconnect', onDisconnect);
      resolve(answer);
    };
    const onDisconnect = () => done(failed);
    const timer = setTimeout(onDisconnect, ACK_TIMEOUT_MS);
    socket.once('disconnect', onDisconnect);
    emit(done);
  });
}
