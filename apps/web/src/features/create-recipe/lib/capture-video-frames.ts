/**
 * A video is checked on its frames at these seconds, those within its length (docs/product.md#food-check).
 */
export const FRAME_SECONDS = [1, 5, 10, 15, 20] as const;
/** Frames are sent small: enough for the food check, a fraction of the upload. */
const FRAME_MAX_WIDTH = 640;

/** The seconds to sample for a video of `duration` seconds (a clip under 1 s: its first frame). */
export function frameTimes(duration: number): number[] {
  if (!Number.isFinite(duration) || duration <= 0) return [0];
  const within = FRAME_SECONDS.filter((t) => t < duration);
  return within.length ? [...within] : [0];
}

function once(target: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ok = () => {
      target.removeEventListener('error', fail);
      resolve();
    };
    const fail = () => {
      target.removeEventListener(event, ok);
      reject(new Error(`video ${event} failed`));
    };
    target.addEventListener(event, ok, { once: true });
    target.addEventListener('error', fail, { once: true });
  });
}

/**
 * The clip's length. A WebM recorded by a browser (MediaRecorder) states none, and reports
 * Infinity until it has been read to its end: seeking far past it makes the browser find it.
 */
async function durationOf(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration)) return video.duration;
  video.currentTime = Number.MAX_SAFE_INTEGER;
  await once(video, 'seeked');
  return video.duration;
}

/**
 * Draws the frames of FRAME_SECONDS (docs/product.md#food-check) from a local video file into JPEG
 * blobs, in the browser (the server never decodes video). Rejects when the browser cannot play the
 * file.
 */
export async function captureVideoFrames(file: Blob): Promise<Blob[]> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.src = url;
  try {
    await once(video, 'loadeddata');
    const scale = Math.min(1, FRAME_MAX_WIDTH / (video.videoWidth || FRAME_MAX_WIDTH));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const frames: Blob[] = [];
    for (const second of frameTimes(await durationOf(video))) {
      video.currentTime = second;
      await once(video, 'seeked');
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
      if (blob) frames.push(blob);
    }
    return frames;
  } finally {
    URL.revokeObjectURL(url);
    video.removeAttribute('src');
  }
}
