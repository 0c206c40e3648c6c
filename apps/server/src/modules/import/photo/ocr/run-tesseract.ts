import { spawn } from 'node:child_process';
import { dieWithServer } from '../../../../lib/die-with-server.ts';

/** Catalan first, then Spanish and English: the languages cards on Receptari are written in. */
export const OCR_LANGUAGES = 'cat+spa+eng';
/** Debian's packages of tesseract and of those languages' models. */
export const OCR_PACKAGES = ['tesseract-ocr', 'tesseract-ocr-cat', 'tesseract-ocr-spa', 'tesseract-ocr-eng'];
/**
 * Page segmentation 4: one column of lines of different sizes, which a card is (a title, a list, the
 * steps); 3 (automatic) splits a list's amounts from its names into columns.
 */
const PAGE_SEGMENTATION = '4';
/**
 * prepare-for-ocr.ts scales a card to about 300 dpi (tesseract would estimate it, with a warning);
 * a card is dark on light, so the second pass on inverted lines (tesseract's default) only costs
 * time: about a tenth of it.
 */
const OPTIONS = ['--dpi', '300', '-c', 'tessedit_do_invert=0'];
/** More text than any card holds: a page of print is ~5 KB. */
const STDOUT_MAX = 1024 * 1024;
const STDERR_MAX = 16 * 1024;

/** Why tesseract gave no text: not installed (or a language missing), too slow, or it failed. */
export class OcrError extends Error {
  constructor(
    readonly kind: 'missing' | 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'OcrError';
  }
}

/** tesseract names a language whose model it lacks, and goes on without it. */
const MISSING_LANGUAGE = /failed loading language|error opening data file|couldn't load any languages/iu;
/** setpriv (lib/die-with-server.ts) could not exec the binary: 127 not found, 126 not executable. */
const NOT_STARTED = (code: number | null, stderr: string) =>
  (code === 127 || code === 126) && stderr.startsWith('setpriv: failed to execute');

/**
 * One run of Debian's tesseract on a prepared image: the image on stdin, the text on stdout, no shell.
 * One thread (OMP_THREAD_LIMIT): the server runs few at a time (ocr-limiter.ts), and on two cores
 * OpenMP's threads made a card three times slower. Killed after `timeoutMs`.
 */
export function runTesseract(binary: string, image: Buffer, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = ['stdin', 'stdout', '-l', OCR_LANGUAGES, '--psm', PAGE_SEGMENTATION, ...OPTIONS];
    const child = spawn(...dieWithServer(binary, args), {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outLength = 0;
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new OcrError('timeout', `tesseract took over ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outLength += chunk.length;
      if (outLength <= STDOUT_MAX) out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < STDERR_MAX) err += chunk.toString('utf8');
    });
    // A child that dies before reading all of stdin makes the pipe fail: its exit says why.
    child.stdin.on('error', () => {});
    child.on('error', (cause: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const missing = cause.code === 'ENOENT' || cause.code === 'EACCES';
      reject(new OcrError(missing ? 'missing' : 'failed', `tesseract did not start: ${cause.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (MISSING_LANGUAGE.test(err) || NOT_STARTED(code, err))
        return reject(new OcrError('missing', err.trim().slice(0, 500)));
      if (code !== 0)
        return reject(
          new OcrError('failed', `tesseract exited ${code ?? signal}: ${err.trim().slice(0, 500)}`),
        );
      resolve(Buffer.concat(out).toString('utf8'));
    });
    child.stdin.end(image);
  });
}
