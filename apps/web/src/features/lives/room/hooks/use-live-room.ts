import { useReducer } from 'react';
import { initialRoom, roomReducer } from '../lib/room-state.ts';
import { useBroadcastRefs, useChefBroadcast } from './use-chef-broadcast.ts';
import { useRoomChat } from './use-room-chat.ts';
import { useRoomReactions } from './use-room-reactions.ts';
import { useRoomSession } from './use-room-session.ts';
import { useRoomSocket } from './use-room-socket.ts';
import { useRoomSteps } from './use-room-steps.ts';

/**
 * One live's room (docs/product.md#live-room): the socket, the state, the chat and the media. The
 * server decides who is the chef (the token); the screens only render what this says. The order
 * of the hooks is their effects' order: the user's load, the socket, then the camera's release.
 */
export function useLiveRoom(liveId: number) {
  const [room, dispatch] = useReducer(roomReducer, initialRoom);
  const session = useRoomSession();
  const broadcast = useBroadcastRefs();
  const { socketRef, leave } = useRoomSocket(liveId, session, dispatch, broadcast);
  const { openCamera, setTrack, startLive, endLive } = useChefBroadcast(
    liveId,
    socketRef,
    dispatch,
    broadcast,
  );
  const sendMessage = useRoomChat(liveId, socketRef, room, session.userName);
  const setStep = useRoomSteps(liveId, socketRef);
  const { sendReaction, reactionDone } = useRoomReactions(liveId, socketRef, dispatch);

  return {
    room,
    openCamera,
    setTrack,
    startLive,
    endLive,
    leave,
    sendMessage,
    setStep,
    sendReaction,
    reactionDone,
  };
}
