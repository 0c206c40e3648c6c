import type { Readable } from 'node:stream';
import { fetchRefusals } from './fetch-refusals.ts';

/**
 * The whole body, refused as soon as it passes `maxBytes`: reading stops there and the connection
 * is dropped, so a huge or endless answer costs no more than the cap (docs/product.md#from-a-web-page).
 */
export async function readCapped(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw fetchRefusals.tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
