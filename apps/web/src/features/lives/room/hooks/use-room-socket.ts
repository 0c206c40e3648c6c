import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { bindRoomEvents } from '../lib/bind-room-events.ts';
import type { ViewerMedia } from '../lib/live-media.ts';
import { type LiveSocket, openLiveSocket } from '../lib/live-socket.ts';
import type { RoomAction } from '../lib/room-state.ts';
import type { BroadcastRefs } from './use-chef-broadcast.ts';
import type { RoomSession } from './use-room-session.ts';

/**
 * The room's connection: the socket opens once the user is known, joins on every (re)connection
 * and closes, with the page's media, when the room is left or the user changes. The chef's
 * broadcast refs are shared with useChefBroadcast, which sends what the camera gives.
 */
export function useRoomSocket(
  liveId: number,
  session: RoomSession,
  dispatch: Dispatch<RoomAction>,
  broadcast: BroadcastRefs,
) {
  const socketRef = useRef<LiveSocket | null>(null);
  const viewerMediaRef = useRef<ViewerMedia | null>(null);
  const greetedRef = useRef(false);
  const { chefMediaRef, localStreamRef, recordInBrowserRef, onAirRef } = broadcast;
  const { token, userId, userName, userRole, userMissing } = session;

  useEffect(() => {
    if (!token) {
      dispatch({ type: 'blocked', phase: 'notAuthenticated' });
      return;
    }
    if (userMissing) {
      dispatch({ type: 'blocked', phase: 'incomplete' });
      return;
    }
    if (!userId || !userName) return;
    let closed = false;
    let socket: LiveSocket | null = null;
    let unbind: (() => void) | undefined;

    void openLiveSocket(token, {
      liveId: String(liveId),
      username: userName,
      isChef: userRole?.toLowerCase() === 'chef',
      userId,
    }).then((opened) => {
      if (closed) return void opened.close();
      socket = opened;
      socketRef.current = opened;
      unbind = bindRoomEvents(opened, {
        liveId,
        dispatch,
        chefMediaRef,
        viewerMediaRef,
        localStreamRef,
        recordInBrowserRef,
        onAirRef,
        greetedRef,
      });
    });

    return () => {
      closed = true;
      unbind?.();
      chefMediaRef.current?.close();
      viewerMediaRef.current?.close();
      chefMediaRef.current = viewerMediaRef.current = null;
      socket?.disconnect();
      socketRef.current = null;
    };
    // The refs and dispatch never change: listed for the linter, they never reopen the socket.
  }, [
    token,
    userId,
    userName,
    userRole,
    userMissing,
    liveId,
    dispatch,
    chefMediaRef,
    localStreamRef,
    recordInBrowserRef,
    onAirRef,
  ]);

  /** A viewer leaves: the server hears it, the video stops, the socket closes. */
  const leave = useCallback(() => {
    const socket = socketRef.current;
    socket?.emit('leaveRoom', { liveId });
    viewerMediaRef.current?.close();
    socket?.disconnect();
  }, [liveId]);

  return { socketRef, leave };
}
