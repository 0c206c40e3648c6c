import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Apertium modes for the two languages (packages apertium-eng-cat, apertium-eng-spa). */
const MODE = { ca: 'cat-eng', es: 'spa-eng' } as const;
const DIR = mkdtempSync(join(tmpdir(), 'receptari-apertium-'));
process.on('exit', () => rmSync(DIR, { recursive: true, force: true }));
let serial = 0;

/**
 * The question in English by Apertium, one child process per question as a server would run it;
 * `-u` drops the marks on unknown words, which are kept as written ("escudella", "xup-xup"). The text
 * goes in a file: the `apertium` script reads /dev/stdin, which a Node pipe (a socket) cannot open.
 */
export function translateToEnglish(text: string, language: 'ca' | 'es' | 'en'): Promise<string> {
  if (language === 'en') return Promise.resolve(text);
  const file = join(DIR, `${serial++}.txt`);
  writeFileSync(file, `${text}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn('apertium', ['-u', MODE[language], file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(file, { force: true });
      if (code === 0 && out.trim()) resolve(out.trim());
      else reject(new Error(`apertium ${MODE[language]}: ${code} ${err}`));
    });
  });
}
