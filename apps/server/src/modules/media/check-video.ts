import { Worker } from 'node:worker_threads';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { VideoCheckReply, VideoCheckRequest } from './video-check-messages.ts';
import { videoCheckWorkerEntry } from './video-check-worker-entry.ts';

/**
 * Longest a check may take. Reading every packet of a whole file is a read of its bytes; the limit
 * is for junk that sends the parser round in circles (some does: mediabunny resyncs on junk), so
 * such an upload costs one worker thread this long, then is refused like any unreadable file.
 */
const CHECK_TIMEOUT_MS = 5_000;

/** The parse, in a worker of its own, ended by the time limit whatever it does. */
async function runCheck(request: VideoCheckRequest): Promise<VideoCheckReply> {
  const worker = new Worker(await videoCheckWorkerEntry(), { name: 'video-check', workerData: request });
  try {
    return await new Promise<VideoCheckReply>((resolve) => {
      const timer = setTimeout(() => resolve({ problem: 'timed out' }), CHECK_TIMEOUT_MS);
      const settle = (reply: VideoCheckReply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      worker.once('message', settle);
      worker.once('error', (err) => settle({ problem: `worker failed: ${err.message}` }));
      worker.once('exit', () => settle({ problem: 'worker exited without an answer' }));
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * Refuses, with 422, an upload whose magic bytes said MP4 or WebM but whose whole container is not
 * a playable video: it must parse, hold a video track of a known codec, and frames that reach the
 * duration it declares. A cut file, or a real header followed by other bytes, fails here.
 */
export async function checkVideo(request: VideoCheckRequest, log: FastifyBaseLogger): Promise<void> {
  const { problem } = await runCheck(request);
  if (problem === null) return;
  log.info({ format: request.format, problem }, 'video upload refused');
  throw AppError.unprocessable('unplayable_video', tr.media.unplayableVideo);
}
