import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through that counts and hashes what crosses it: every part's checksum is taken in flight. */
export function sha256Tap() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), bytes }) };
}
