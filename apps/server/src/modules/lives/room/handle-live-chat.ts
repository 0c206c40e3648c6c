import { trLives } from '@receptari/shared/i18n/tr/lives';
import { LIVE_CHAT_MAX } from '@receptari/shared/lives/live-socket';
import { liveRoom } from './live-rooms.ts';
import type { LiveSocketContext } from './live-socket-context.ts';
import { refuse } from './refuse-live-event.ts';

/** The room's chat: the chef writes at any time, the viewers while the live is on the air. */
export function handleLiveChat(context: LiveSocketContext): void {
  const { nsp, socket, on, liveId, user, isChef, limits } = context;

  on('sendChatMessage', {}, async ({ message }) => {
    const text = message.trim();
    if (text === '') throw refuse('validation_failed', trLives.liveRoom.emptyMessage);
    if (text.length > LIVE_CHAT_MAX) throw refuse('validation_failed', trLives.liveRoom.tooLong);
    if (!isChef && (await context.currentLive()).status !== 'live')
      throw refuse('chat_closed', trLives.liveRoom.chatNotOpen);
    if (!(await limits.chat(`${liveId}:${user.id}`))) {
      // The product's line, as a system line (docs/product.md#live-errors), to the sender only: the
      // others never see a flood.
      socket.emit('newChatMessage', {
        username: '',
        message: trLives.liveRoom.chatRate,
        timestamp: new Date().toISOString(),
        isChef: false,
        isSystem: true,
      });
      return { rateLimited: true };
    }
    nsp.to(liveRoom(liveId)).emit('newChatMessage', {
      username: user.name,
      message: text,
      timestamp: new Date().toISOString(),
      isChef,
      isSystem: false,
    });
  });
}
