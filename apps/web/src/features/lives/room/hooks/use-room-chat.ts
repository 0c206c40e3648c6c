import type { RefObject } from 'react';
import { useCallback } from 'react';
import type { LiveSocket } from '../lib/live-socket.ts';
import type { RoomState } from '../lib/room-state.ts';

/** The room's chat input: sends a line when it may go. */
export function useRoomChat(
  liveId: number,
  socketRef: RefObject<LiveSocket | null>,
  room: Pick<RoomState, 'started' | 'role'>,
  userName: string | undefined,
) {
  const { started, role } = room;
  /** Sends a chat line; false when it may not go (docs/product.md#in-the-room), so the input keeps it. */
  return useCallback(
    (text: string) => {
      const socket = socketRef.current;
      const message = text.trim();
      if (!socket?.connected || message === '') return false;
      if (!started && role !== 'chef') return false;
      socket.emit('sendChatMessage', { liveId, message, username: userName, isChef: role === 'chef' });
      return true;
    },
    [liveId, socketRef, started, role, userName],
  );
}
