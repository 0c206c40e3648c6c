import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from 'react';
import { ask } from '../lib/ask-ack.ts';
import type { ChefMedia } from '../lib/live-media.ts';
import { type LiveRecorder, startLiveRecorder } from '../lib/live-recorder.ts';
import type { LiveSocket } from '../lib/live-socket.ts';
import type { RoomAction } from '../lib/room-state.ts';
import { uploadReplay } from '../lib/upload-replay.ts';

const t = trLives.liveRoom;

/** What the chef's broadcast shares with the room's connection, which joins and rejoins with it. */
export type BroadcastRefs = {
  chefMediaRef: RefObject<ChefMedia | null>;
  localStreamRef: RefObject<MediaStream | null>;
  /** The server's word: this browser records the replay (the mesh), or a media server does. */
  recordInBrowserRef: RefObject<boolean>;
  /** The chef's live is on the air from this page: after a reconnection it is announced again. */
  onAirRef: RefObject<{ hasVideo: boolean } | null>;
};

export function useBroadcastRefs(): BroadcastRefs {
  return {
    chefMediaRef: useRef<ChefMedia | null>(null),
    localStreamRef: useRef<MediaStream | null>(null),
    recordInBrowserRef: useRef(false),
    onAirRef: useRef<{ hasVideo: boolean } | null>(null),
  };
}

/**
 * The chef's side of the room (docs/product.md#live-room-phases): the camera and microphone, their switches,
 * going on the air and ending, and the replay recorded here when no media server records it.
 */
export function useChefBroadcast(
  liveId: number,
  socketRef: RefObject<LiveSocket | null>,
  dispatch: Dispatch<RoomAction>,
  broadcast: BroadcastRefs,
) {
  const { chefMediaRef, localStreamRef, recordInBrowserRef, onAirRef } = broadcast;
  const recorderRef = useRef<LiveRecorder | null>(null);

  // The camera and microphone stop when the room is left, whatever the way out.
  useEffect(
    () => () => {
      for (const track of localStreamRef.current?.getTracks() ?? []) track.stop();
    },
    [localStreamRef],
  );

  /** The chef's camera and microphone (docs/product.md#live-video: 720p front camera, voice processing). */
  const openCamera = useCallback(async (): Promise<MediaStream | null> => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
      localStreamRef.current = stream;
      chefMediaRef.current?.setStream(stream);
      // Started before the camera was ready: the replay records from now.
      if (onAirRef.current && recordInBrowserRef.current && !recorderRef.current)
        recorderRef.current = startLiveRecorder(stream);
      return stream;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      dispatch({ type: 'cameraError', message: fill(t.cameraError, { message }) });
      return null;
    }
  }, [chefMediaRef, localStreamRef, onAirRef, recordInBrowserRef, dispatch]);

  /** Camera or microphone on and off: the track is disabled, the connections stay as they are. */
  const setTrack = useCallback(
    (kind: 'video' | 'audio', on: boolean) => {
      for (const track of localStreamRef.current?.getTracks() ?? [])
        if (track.kind === kind) track.enabled = on;
      const socket = socketRef.current;
      if (kind === 'video') {
        if (onAirRef.current) onAirRef.current.hasVideo = on;
        socket?.emit('chefCameraStatus', { liveId, status: on });
      } else socket?.emit('chefAudioStatus', { liveId, status: on });
    },
    [liveId, localStreamRef, onAirRef, socketRef],
  );

  const startLive = useCallback(
    (hasVideo: boolean) => {
      const socket = socketRef.current;
      if (!socket) return null;
      return ask(socket, (ack) => socket.emit('chefStartLive', { liveId, hasVideo }, ack)).then((answer) => {
        if (answer.ok) onAirRef.current = { hasVideo };
        // The replay: recorded here while there is no media server to record it.
        if (answer.ok && recordInBrowserRef.current && localStreamRef.current && !recorderRef.current)
          recorderRef.current = startLiveRecorder(localStreamRef.current);
        return answer;
      });
    },
    [liveId, localStreamRef, onAirRef, recordInBrowserRef, socketRef],
  );

  const endLive = useCallback(async () => {
    const socket = socketRef.current;
    if (!socket) return { ok: false as const, error: { code: 'disconnected', message: t.connectionFailed } };
    const answer = await ask(socket, (ack) => socket.emit('chefEndLive', { liveId }, ack));
    if (answer.ok) {
      chefMediaRef.current?.close();
      socket.disconnect();
      const recording = await recorderRef.current?.stop();
      recorderRef.current = null;
      // Sent while the chef moves on: the page's fetch goes on after the room is left.
      if (recording) void uploadReplay(liveId, recording);
    }
    return answer;
  }, [liveId, chefMediaRef, socketRef]);

  return { openCamera, setTrack, startLive, endLive };
}
