import { stat } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { EncodedPacketSink, FilePathSource, Input, MP4, WEBM } from 'mediabunny';
import type { VideoCheckReply, VideoCheckRequest } from './video-check-messages.ts';

/**
 * The packets must reach this share of the duration the container declares: a cut file, or one
 * whose data was replaced by other bytes, declares more than it holds.
 */
const MIN_SHARE_OF_DECLARED = 0.95;

/**
 * The frames' own bytes must make at least this share of the file. A recorder's WebM declares no
 * duration, so a cut one or one whose tail was replaced still parses; its missing frames show
 * here. Real clips are over 90% frames; even the 3 KB test clips are 65%.
 */
const MIN_FRAME_SHARE = 0.5;

/** Parses the whole container (mediabunny) and reads every packet of its video track. */
async function check({ path, format }: VideoCheckRequest): Promise<VideoCheckReply> {
  const input = new Input({ source: new FilePathSource(path), formats: [MP4, WEBM] });
  try {
    const found = await input.getFormat();
    if (found !== (format === 'mp4' ? MP4 : WEBM)) return { problem: 'other container' };
    const track = await input.getPrimaryVideoTrack();
    if (!track) return { problem: 'no video track' };
    if (!(await track.getCodec())) return { problem: 'unknown video codec' };
    let packets = 0;
    let frameBytes = 0;
    let end = 0;
    for await (const packet of new EncodedPacketSink(track).packets(undefined, undefined, {
      skipLiveWait: true,
    })) {
      packets++;
      frameBytes += packet.byteLength;
      end = Math.max(end, packet.timestamp + packet.duration);
    }
    if (packets === 0 || end <= 0) return { problem: 'no frames' };
    const declared = await input.getDurationFromMetadata([track], { skipLiveWait: true });
    if (declared !== null && end < declared * MIN_SHARE_OF_DECLARED)
      return { problem: `frames end at ${end.toFixed(2)} s of ${declared.toFixed(2)} s declared` };
    const { size } = await stat(path);
    if (frameBytes < size * MIN_FRAME_SHARE)
      return { problem: `frames are ${frameBytes} of the file's ${size} bytes` };
    return { problem: null };
  } catch (err) {
    return { problem: err instanceof Error ? err.message : String(err) };
  } finally {
    input.dispose();
  }
}

parentPort?.postMessage(await check(workerData as VideoCheckRequest));
