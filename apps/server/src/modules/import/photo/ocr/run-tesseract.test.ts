import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrError, runTesseract } from './run-tesseract.ts';

// Stand-ins for tesseract: each a shell script that behaves as one failure does.
const dir = mkdtempSync(join(tmpdir(), 'receptari-tesseract-'));
function fake(name: string, script: string) {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\ncat > /dev/null\n${script}\n`);
  chmodSync(path, 0o755);
  return path;
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const failure = (promise: Promise<string>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof OcrError ? err.kind : err),
  );

describe('runTesseract', () => {
  it('answers what the program writes to stdout, the image given on stdin, with its arguments', async () => {
    const echo = fake('echo', 'echo "$@"');
    await expect(runTesseract(echo, Buffer.from('png'), 5000)).resolves.toBe(
      'stdin stdout -l cat+spa+eng --psm 4 --dpi 300 -c tessedit_do_invert=0\n',
    );
  });

  it('says "missing" when the program is not installed or lacks a language', async () => {
    expect(await failure(runTesseract(join(dir, 'none'), Buffer.from('png'), 5000))).toBe('missing');
    const noCatalan = fake(
      'no-cat',
      'echo "Error opening data file cat.traineddata" >&2\necho "Failed loading language \'cat\'" >&2\necho text',
    );
    expect(await failure(runTesseract(noCatalan, Buffer.from('png'), 5000))).toBe('missing');
  });

  it('says "failed" when it exits with an error, and "timeout" when it is killed for taking too long', async () => {
    expect(await failure(runTesseract(fake('crash', 'exit 3'), Buffer.from('png'), 5000))).toBe('failed');
    expect(await failure(runTesseract(fake('slow', 'sleep 5'), Buffer.from('png'), 200))).toBe('timeout');
  });
});
