import { Readable } from 'node:stream';
import { setImmediate as tick } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ZipEntry, zipStream } from './zip-stream.ts';

const text = (s: string) => Buffer.from(s);

describe('zipStream', () => {
  it('writes buffers and streams that unzip back as they were', async () => {
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { path: 'a.json', data: text('{"a":1}') };
      yield { path: 'b/c.bin', data: Readable.from([text('pic'), text('ture')]), compress: false };
    }
    const zip = Buffer.concat(await zipStream(entries(), () => {}).toArray());
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(['a.json', 'b/c.bin']);
    expect(Buffer.from(files['b/c.bin']!).toString()).toBe('picture');
  });

  it('asks for the next entry only once the zip has read the previous one', async () => {
    let asked = 0;
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (let i = 0; i < 50; i++) {
        asked++;
        // Stored, not deflated: 256 KB of one byte deflate to a few hundred, so how many entries
        // the zip's buffers took depended on the zlib threads' timing (8 once, on a loaded machine).
        yield { path: `${i}.txt`, data: Readable.from([Buffer.alloc(256 * 1024, i)]), compress: false };
      }
    }
    const output = zipStream(entries(), () => {});
    for (let i = 0; i < 20; i++) await tick();
    // Nobody reads the output: the zip stops at what its buffers hold, far from all 50.
    expect(asked).toBeLessThan(5);
    const files = unzipSync(new Uint8Array(Buffer.concat(await output.toArray())));
    expect(Object.keys(files)).toHaveLength(50);
  });

  it('stops reading entries, and closes the one waiting, when the answer is closed', async () => {
    let stopped = false;
    const waiting = Readable.from([Buffer.alloc(1024 * 1024)]);
    async function* entries(): AsyncGenerator<ZipEntry> {
      try {
        yield { path: 'big.bin', data: waiting };
        yield { path: 'never.txt', data: text('x') };
      } finally {
        stopped = true;
      }
    }
    const output = zipStream(entries(), () => {});
    await tick();
    output.destroy();
    for (let i = 0; i < 20 && !stopped; i++) await tick();
    expect(stopped).toBe(true);
    expect(waiting.destroyed).toBe(true);
  });

  it('cuts the stream and says why when an entry fails', async () => {
    const heard: unknown[] = [];
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { path: 'a.txt', data: text('a') };
      throw new Error('database gone');
    }
    const output = zipStream(entries(), (err) => heard.push(err));
    await expect(output.toArray()).rejects.toThrow('database gone');
    expect(heard).toHaveLength(1);
  });
});
