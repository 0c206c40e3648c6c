import { describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES } from '@receptari/shared/media/media.rules';
import { collectBytes, limitBytes } from './limit-bytes.ts';

const MB = 1024 * 1024;
/** `count` chunks of one megabyte, the same buffer each time, so the test costs no memory. */
async function* megabytes(count: number) {
  const chunk = Buffer.alloc(MB);
  for (let i = 0; i < count; i++) yield chunk;
}
const drain = async (chunks: AsyncIterable<Buffer>) => {
  let total = 0;
  for await (const chunk of chunks) total += chunk.length;
  return total;
};

describe('limitBytes', () => {
  it('passes a video of exactly 100 MB and refuses one byte more with 413', async () => {
    expect(await drain(limitBytes(megabytes(100), 'video'))).toBe(MEDIA_MAX_BYTES.video);
    async function* oneMore() {
      yield* megabytes(100);
      yield Buffer.alloc(1);
    }
    await expect(drain(limitBytes(oneMore(), 'video'))).rejects.toMatchObject({
      statusCode: 413,
      message: 'El vídeo és massa gran: el màxim és de 100 MB.',
    });
  });

  it('stops reading as soon as an image passes 10 MB', async () => {
    let read = 0;
    async function* endless() {
      for await (const chunk of megabytes(1000)) yield ((read += chunk.length), chunk);
    }
    await expect(collectBytes(limitBytes(endless(), 'image'))).rejects.toMatchObject({ statusCode: 413 });
    expect(read).toBe(11 * MB);
  });
});
