import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import {
  JOIN_VIDEO_REQUEST_DELAY_MS,
  LIVE_GREETING,
  type LiveConnectErrorData,
  type LiveJoinAnswer,
} from '@receptari/shared/lives/live-socket';
import type { Dispatch, RefObject } from 'react';
import { type ChefMedia, createChefMedia, createViewerMedia, type ViewerMedia } from './live-media.ts';
import type { LiveSocket } from './live-socket.ts';
import type { RoomAction } from './room-state.ts';

const t = trLives.liveRoom;

/** What the room's events change: the room's state, and the media this page holds (refs the hooks share). */
export type RoomEventTargets = {
  liveId: number;
  dispatch: Dispatch<RoomAction>;
  chefMediaRef: RefObject<ChefMedia | null>;
  viewerMediaRef: RefObject<ViewerMedia | null>;
  /** The chef's camera and microphone, once open. */
  localStreamRef: RefObject<MediaStream | null>;
  /** The server's word: this browser records the replay (the mesh), or a media server does. */
  recordInBrowserRef: RefObject<boolean>;
  /** The chef's live is on the air from this page: after a reconnection it is announced again. */
  onAirRef: RefObject<{ hasVideo: boolean } | null>;
  /** The viewer's greeting went out: once per visit. */
  greetedRef: RefObject<boolean>;
};

/**
 * Listens to the room's socket: each (re)connection joins the room, and each server event becomes a
 * room action or a media step. Returns what stops the one timer it may leave running (a viewer's
 * delayed request for the video).
 */
export function bindRoomEvents(socket: LiveSocket, targets: RoomEventTargets): () => void {
  const { liveId, dispatch, chefMediaRef, viewerMediaRef, greetedRef } = targets;
  let joinTimer: ReturnType<typeof setTimeout> | undefined;
  const requestVideo = () => {
    if (!viewerMediaRef.current?.isConnected()) socket.emit('requestVideoStream', { liveId });
  };

  socket.on('connect', () =>
    joinRoom(socket, targets, () => {
      joinTimer = setTimeout(requestVideo, JOIN_VIDEO_REQUEST_DELAY_MS);
    }),
  );
  socket.on('connect_error', (err) => {
    // The server refused (no token, no such live); a network failure retries on its own.
    const code = (err as Error & { data?: LiveConnectErrorData }).data?.code;
    if (code === 'unauthorized') dispatch({ type: 'blocked', phase: 'notAuthenticated' });
    else if (code === 'live_not_found') dispatch({ type: 'blocked', phase: 'notFound' });
    else if (code) dispatch({ type: 'blocked', phase: 'failed' });
  });
  socket.on('liveStarted', ({ hasVideo, resumed }) => {
    dispatch({ type: 'started', cameraOn: hasVideo });
    if (viewerMediaRef.current) {
      // A resumed live is a new stream (the chef's page reloaded, the media server restarted):
      // the connection to the old one may still look alive, so it is asked for anyway.
      if (resumed) socket.emit('requestVideoStream', { liveId });
      else requestVideo();
      // docs/product.md#live-room-phases: a viewer greets the chef when the live starts, once per visit.
      if (!greetedRef.current) {
        greetedRef.current = true;
        socket.emit('sendChatMessage', { liveId, message: LIVE_GREETING });
      }
    }
  });
  socket.on('waitingRoomUpdate', (update) => dispatch({ type: 'waiting', ...update }));
  socket.on('chefCameraStatus', ({ status }) => {
    dispatch({ type: 'camera', on: status });
    if (status) requestVideo();
  });
  socket.on('chefDisconnected', () => dispatch({ type: 'chefGone' }));
  socket.on('newChatMessage', (message) => dispatch({ type: 'message', message }));
  socket.on('stepChanged', ({ step }) => dispatch({ type: 'step', step }));
  socket.on('reaction', ({ emoji }) => dispatch({ type: 'reaction', emoji }));
  socket.on('userJoined', ({ username }) =>
    dispatch({ type: 'system', line: fill(t.systemJoined, { name: username }) }),
  );
  socket.on('userLeft', ({ username }) =>
    dispatch({ type: 'system', line: fill(t.systemLeft, { name: username }) }),
  );
  socket.on('error', ({ message }) => dispatch({ type: 'system', line: fill(t.systemError, { message }) }));
  socket.on('liveEnded', () => {
    dispatch({ type: 'ended' });
    chefMediaRef.current?.close();
    viewerMediaRef.current?.close();
    // The chef's own end waits for its acknowledgement, which comes after this event.
    if (!chefMediaRef.current) socket.disconnect();
  });
  return () => clearTimeout(joinTimer);
}

/**
 * Joins the room on a (re)connection: the chef's media sends the camera, a viewer's receives the
 * chef's; `requestVideoLater` is a viewer's delayed ask for the video of a live on the air.
 */
function joinRoom(socket: LiveSocket, targets: RoomEventTargets, requestVideoLater: () => void) {
  const { liveId, dispatch, chefMediaRef, viewerMediaRef, localStreamRef, recordInBrowserRef, onAirRef } =
    targets;
  socket.emit('joinLiveRoom', { liveId }, (answer) => {
    if (!answer.ok)
      return dispatch({ type: 'system', line: fill(t.systemError, { message: answer.error.message }) });
    const joined = answer.data as LiveJoinAnswer;
    if (joined.role === 'chef') {
      recordInBrowserRef.current = joined.recordInBrowser;
      chefMediaRef.current ??= createChefMedia(socket, liveId, joined.iceServers);
      if (localStreamRef.current) chefMediaRef.current.setStream(localStreamRef.current);
      // Back after a dropped connection: the viewers ask for the video again.
      if (onAirRef.current) socket.emit('chefStartLive', { liveId, ...onAirRef.current });
    } else {
      viewerMediaRef.current ??= createViewerMedia(socket, liveId, joined.iceServers, (stream) =>
        dispatch({ type: 'remoteStream', stream }),
      );
      // docs/product.md#interface-timings: a viewer joining a live on the air asks for the video after a
      // delay.
      if (joined.state.status === 'live') requestVideoLater();
    }
    dispatch({ type: 'joined', joined });
  });
}
