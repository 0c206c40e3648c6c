import { trLives } from '@receptari/shared/i18n/tr/lives';
import { liveRoom } from './live-rooms.ts';
import type { LiveSocketContext } from './live-socket-context.ts';
import { refuse } from './refuse-live-event.ts';

/** The emoji reactions that float over the video while the live is on the air. */
export function handleReactions(context: LiveSocketContext): void {
  const { nsp, on, liveId, user, limits } = context;

  on('sendReaction', {}, async ({ emoji }) => {
    if ((await context.currentLive()).status !== 'live')
      throw refuse('chat_closed', trLives.liveRoom.chatNotOpen);
    // Over the limit: dropped without a word (a reaction is not worth a system line each time).
    if (!(await limits.reaction(`${liveId}:${user.id}`))) return { rateLimited: true };
    nsp.to(liveRoom(liveId)).emit('reaction', { emoji, username: user.name });
  });
}
