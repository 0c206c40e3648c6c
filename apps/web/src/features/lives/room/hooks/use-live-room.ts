import { caLives } from '@receptari/shared/i18n/ca-lives';
import { fill } from '@receptari/shared/i18n/fill';
import {
  JOIN_VIDEO_REQUEST_DELAY_MS,
  LIVE_GREETING,
  type LiveAnswer,
  type LiveConnectErrorData,
  type LiveJoinAnswer,
  type LiveReaction,
} from '@receptari/shared/lives/live-socket';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { liveKeys } from '@/api/lives/keys.ts';
import { uploadLiveReplay } from '@/api/lives/upload-live-replay.ts';
import { messageOf } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { queryClient } from '@/lib/query-client.ts';
import { type LiveSocket, openLiveSocket } from '../lib/live-socket.ts';
import { loadCurrentUser } from '@/lib/session.ts';
import { type ChefMedia, createChefMedia, createViewerMedia, type ViewerMedia } from '../lib/live-media.ts';
import { type LiveRecorder, startLiveRecorder } from '../lib/live-recorder.ts';
import { initialRoom, roomReducer } from '../lib/room-state.ts';

const t = caLives.liveRoom;

/** How long an acknowledgement may take before the action counts as failed (the socket is stuck). */
const ACK_TIMEOUT_MS = 10_000;

/** The acknowledgement of an event, or a refusal when the socket is gone or never answers. */
function ask(socket: LiveSocket, emit: (ack: (answer: LiveAnswer) => void) => void): Promise<LiveAnswer> {
  return new Promise((resolve) => {
    const failed: LiveAnswer = { ok: false, error: { code: 'disconnected', message: t.connectionFailed } };
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

/**
 * One live's room (spec sections 2, 4, 5, 7): the socket, the state, the chat and the media. The
 * server decides who is the chef (the token); the screens only render what this says.
 */
export function useLiveRoom(liveId: number) {
  const { token, user } = useAuth();
  const [room, dispatch] = useReducer(roomReducer, initialRoom);
  const socketRef = useRef<LiveSocket | null>(null);
  const chefMedia = useRef<ChefMedia | null>(null);
  const viewerMedia = useRef<ViewerMedia | null>(null);
  const localStream = useRef<MediaStream | null>(null);
  const greeted = useRef(false);
  const recorder = useRef<LiveRecorder | null>(null);
  /** The server's word: this browser records the replay (the mesh), or a media server does. */
  const recordInBrowser = useRef(false);
  /** The chef's live is on the air from this page: after a reconnection it is announced again. */
  const onAir = useRef<{ hasVideo: boolean } | null>(null);
  const [userLoad, setUserLoad] = useReducer((_: string, next: string) => next, 'idle');

  // A token without its user yet: fetch it once; no user after that is 'Datos de usuario incompletos'.
  useEffect(() => {
    if (!token || user || userLoad !== 'idle') return;
    setUserLoad('loading');
    void loadCurrentUser().then((loaded) => setUserLoad(loaded ? 'done' : 'failed'));
  }, [token, user, userLoad]);

  // Only a failed load matters below: 'loading' and 'done' must not reopen the socket.
  const userMissing = userLoad === 'failed' && !user;
  const userId = user?.id;
  const userName = user?.name;
  const userRole = user?.role;
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
    let joinTimer: ReturnType<typeof setTimeout> | undefined;

    const requestVideo = () => {
      if (socket && !viewerMedia.current?.isConnected()) socket.emit('requestVideoStream', { liveId });
    };

    void openLiveSocket(token, {
      liveId: String(liveId),
      username: userName,
      isChef: userRole?.toLowerCase() === 'chef',
      userId,
    }).then((opened) => {
      if (closed) return void opened.close();
      socket = opened;
      socketRef.current = opened;

      opened.on('connect', () => {
        opened.emit('joinLiveRoom', { liveId }, (answer) => {
          if (!answer.ok)
            return dispatch({ type: 'system', line: fill(t.systemError, { message: answer.error.message }) });
          const joined = answer.data as LiveJoinAnswer;
          if (joined.role === 'chef') {
            recordInBrowser.current = joined.recordInBrowser;
            chefMedia.current ??= createChefMedia(opened, liveId, joined.iceServers);
            if (localStream.current) chefMedia.current.setStream(localStream.current);
            // Back after a dropped connection: the viewers ask for the video again.
            if (onAir.current) opened.emit('chefStartLive', { liveId, ...onAir.current });
          } else {
            viewerMedia.current ??= createViewerMedia(opened, liveId, joined.iceServers, (stream) =>
              dispatch({ type: 'remoteStream', stream }),
            );
            // Spec section 9: a viewer joining a live on the air asks for the video after a delay.
            if (joined.state.status === 'live')
              joinTimer = setTimeout(requestVideo, JOIN_VIDEO_REQUEST_DELAY_MS);
          }
          dispatch({ type: 'joined', joined });
        });
      });
      opened.on('connect_error', (err) => {
        // The server refused (no token, no such live); a network failure retries on its own.
        const code = (err as Error & { data?: LiveConnectErrorData }).data?.code;
        if (code === 'unauthorized') dispatch({ type: 'blocked', phase: 'notAuthenticated' });
        else if (code === 'live_not_found') dispatch({ type: 'blocked', phase: 'notFound' });
        else if (code) dispatch({ type: 'blocked', phase: 'failed' });
      });
      opened.on('liveStarted', ({ hasVideo, resumed }) => {
        dispatch({ type: 'started', cameraOn: hasVideo });
        if (viewerMedia.current) {
          // A resumed live is a new stream (the chef's page reloaded, the media server restarted):
          // the connection to the old one may still look alive, so it is asked for anyway.
          if (resumed) opened.emit('requestVideoStream', { liveId });
          else requestVideo();
          // Spec section 4: a viewer greets the chef when the live starts, once per visit.
          if (!greeted.current) {
            greeted.current = true;
            opened.emit('sendChatMessage', { liveId, message: LIVE_GREETING });
          }
        }
      });
      opened.on('waitingRoomUpdate', (update) => dispatch({ type: 'waiting', ...update }));
      opened.on('chefCameraStatus', ({ status }) => {
        dispatch({ type: 'camera', on: status });
        if (status) requestVideo();
      });
      opened.on('chefDisconnected', () => dispatch({ type: 'chefGone' }));
      opened.on('newChatMessage', (message) => dispatch({ type: 'message', message }));
      opened.on('stepChanged', ({ step }) => dispatch({ type: 'step', step }));
      opened.on('reaction', ({ emoji }) => dispatch({ type: 'reaction', emoji }));
      opened.on('userJoined', ({ username }) =>
        dispatch({ type: 'system', line: fill(t.systemJoined, { name: username }) }),
      );
      opened.on('userLeft', ({ username }) =>
        dispatch({ type: 'system', line: fill(t.systemLeft, { name: username }) }),
      );
      opened.on('error', ({ message }) =>
        dispatch({ type: 'system', line: fill(t.systemError, { message }) }),
      );
      opened.on('liveEnded', () => {
        dispatch({ type: 'ended' });
        chefMedia.current?.close();
        viewerMedia.current?.close();
        // The chef's own end waits for its acknowledgement, which comes after this event.
        if (!chefMedia.current) opened.disconnect();
      });
    });

    return () => {
      closed = true;
      clearTimeout(joinTimer);
      chefMedia.current?.close();
      viewerMedia.current?.close();
      chefMedia.current = viewerMedia.current = null;
      socket?.disconnect();
      socketRef.current = null;
    };
  }, [token, userId, userName, userRole, userMissing, liveId]);

  // The camera and microphone stop when the room is left, whatever the way out.
  useEffect(
    () => () => {
      for (const track of localStream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  /** The chef's camera and microphone (spec section 5: 720p front camera, voice processing). */
  const openCamera = useCallback(async (): Promise<MediaStream | null> => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
      localStream.current = stream;
      chefMedia.current?.setStream(stream);
      // Started before the camera was ready: the replay records from now.
      if (onAir.current && recordInBrowser.current && !recorder.current)
        recorder.current = startLiveRecorder(stream);
      return stream;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      dispatch({ type: 'cameraError', message: fill(t.cameraError, { message }) });
      return null;
    }
  }, []);

  /** Camera or microphone on and off: the track is disabled, the connections stay as they are. */
  const setTrack = useCallback(
    (kind: 'video' | 'audio', on: boolean) => {
      for (const track of localStream.current?.getTracks() ?? []) if (track.kind === kind) track.enabled = on;
      const socket = socketRef.current;
      if (kind === 'video') {
        if (onAir.current) onAir.current.hasVideo = on;
        socket?.emit('chefCameraStatus', { liveId, status: on });
      } else socket?.emit('chefAudioStatus', { liveId, status: on });
    },
    [liveId],
  );

  const startLive = useCallback(
    (hasVideo: boolean) => {
      const socket = socketRef.current;
      if (!socket) return null;
      return ask(socket, (ack) => socket.emit('chefStartLive', { liveId, hasVideo }, ack)).then((answer) => {
        if (answer.ok) onAir.current = { hasVideo };
        // The replay: recorded here while there is no media server to record it.
        if (answer.ok && recordInBrowser.current && localStream.current && !recorder.current)
          recorder.current = startLiveRecorder(localStream.current);
        return answer;
      });
    },
    [liveId],
  );

  const endLive = useCallback(async () => {
    const socket = socketRef.current;
    if (!socket) return { ok: false as const, error: { code: 'disconnected', message: t.connectionFailed } };
    const answer = await ask(socket, (ack) => socket.emit('chefEndLive', { liveId }, ack));
    if (answer.ok) {
      chefMedia.current?.close();
      socket.disconnect();
      const recording = await recorder.current?.stop();
      recorder.current = null;
      // Sent while the chef moves on: the page's fetch goes on after the room is left.
      if (recording) void uploadReplay(liveId, recording);
    }
    return answer;
  }, [liveId]);

  /** The chef marks the recipe's current step; the server tells everyone (and keeps it). */
  const setStep = useCallback(
    (step: number | null) => {
      const socket = socketRef.current;
      if (!socket) return;
      socket.emit('chefSetStep', { liveId, step }, (answer) => {
        if (!answer.ok) notify.error(answer.error.message);
      });
    },
    [liveId],
  );

  const reactionDone = useCallback((id: number) => dispatch({ type: 'reactionDone', id }), []);

  const sendReaction = useCallback(
    (emoji: LiveReaction) => socketRef.current?.emit('sendReaction', { liveId, emoji }),
    [liveId],
  );

  const leave = useCallback(() => {
    const socket = socketRef.current;
    socket?.emit('leaveRoom', { liveId });
    viewerMedia.current?.close();
    socket?.disconnect();
  }, [liveId]);

  /** Sends a chat line; false when it may not go (spec section 5), so the input keeps it. */
  const sendMessage = useCallback(
    (text: string) => {
      const socket = socketRef.current;
      const message = text.trim();
      if (!socket?.connected || message === '') return false;
      if (!room.started && room.role !== 'chef') return false;
      socket.emit('sendChatMessage', { liveId, message, username: userName, isChef: room.role === 'chef' });
      return true;
    },
    [liveId, room.started, room.role, userName],
  );

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

async function uploadReplay(liveId: number, recording: Blob) {
  const uploading = notify.info(t.uploadingReplay);
  try {
    await uploadLiveReplay(liveId, recording);
    notifications.hide(uploading);
    notify.success(t.replayUploaded);
    // The lists (perhaps on screen by now) show 'Veure la repetició'.
    void queryClient.invalidateQueries({ queryKey: liveKeys.all });
  } catch (error) {
    notifications.hide(uploading);
    notify.error(fill(t.replayFailed, { message: messageOf(error, t.connectionFailed) }));
  }
}
