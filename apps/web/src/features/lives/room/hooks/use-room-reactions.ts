import type { LiveReaction } from '@receptari/shared/lives/live-socket';
import { type Dispatch, type RefObject, useCallback } from 'react';
import type { LiveSocket } from '../lib/live-socket.ts';
import type { RoomAction } from '../lib/room-state.ts';

/** A viewer's reactions: sent to everyone, and each floating one dropped once it has floated away. */
export function useRoomReactions(
  liveId: number,
  socketRef: RefObject<LiveSocket | null>,
  dispatch: Dispatch<RoomAction>,
) {
  const sendReaction = useCallback(
    (emoji: LiveReaction) => socketRef.current?.emit('sendReaction', { liveId, emoji }),
    [liveId, socketRef],
  );
  const reactionDone = useCallback((id: number) => dispatch({ type: 'reactionDone', id }), [dispatch]);
  return { sendReaction, reactionDone };
}
