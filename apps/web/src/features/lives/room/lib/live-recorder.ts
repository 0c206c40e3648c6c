/**
 * The chef's recording of the broadcast for its replay, when no media server records it (the
 * mesh): MediaRecorder on the chef's own camera and microphone, in WebM, in 1 s slices so a
 * long live never holds one huge buffer. `stop` gives the whole recording (null when nothing was
 * recorded or the browser cannot record WebM).
 */
export type LiveRecorder = { stop(): Promise<Blob | null> };

const WEBM_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];

export function startLiveRecorder(stream: MediaStream): LiveRecorder | null {
  if (typeof MediaRecorder === 'undefined') return null;
  const mimeType = WEBM_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  if (!mimeType) return null;
  const chunks: Blob[] = [];
  let recorder: MediaRecorder;
  try {
    // About 1.5 Mbit/s of video: a 720p kitchen at a size an hour's upload can carry.
    recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 1_500_000 });
  } catch {
    return null;
  }
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start(1000);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (recorder.state === 'inactive')
          return resolve(chunks.length ? new Blob(chunks, { type: 'video/webm' }) : null);
        recorder.onstop = () => resolve(chunks.length ? new Blob(chunks, { type: 'video/webm' }) : null);
        recorder.stop();
      }),
  };
}
