import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, type DataDirLock, lockAddress } from './lock.ts';

const holderScript = fileURLToPath(new URL('../../test/fixtures/hold-data-dir-lock.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'receptari-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Another process holding the folder's lock; resolves once it holds it. */
function holdInChild(dataDir: string, kind: 'abstract' | 'file'): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir, kind], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('held')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}: ${out}`)));
  });
}

describe.each(['abstract', 'file'] as const)('the data folder lock (%s socket)', (kind) => {
  const opts = { abstract: kind === 'abstract' };

  it('refuses a second holder while the first lives, and is free right after it is killed -9', async () => {
    const dataDir = tempDir();
    const holder = await holdInChild(dataDir, kind);

    const refusal = acquireDataDirLock(dataDir, opts);
    await expect(refusal).rejects.toThrow(`altre procés de Receptari (pid ${holder.pid})`);
    await expect(refusal).rejects.toThrow(
      `Another Receptari process (pid ${holder.pid}) owns the data folder`,
    );

    // No waiting for the dead process to be reaped: the kernel freed its socket as it died.
    holder.kill('SIGKILL');
    let lock: DataDirLock | undefined;
    for (let i = 0; !lock; i++) {
      lock = await acquireDataDirLock(dataDir, opts).catch((err: unknown) => {
        // SIGKILL is delivered asynchronously; it can only be refused while the child still runs.
        if (holder.exitCode !== null || holder.signalCode !== null || i > 50) throw err;
        return new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 20));
      });
    }
    await lock.release();
  });

  it('is taken again by the same process after its release, and not twice meanwhile', async () => {
    const dataDir = tempDir();
    const lock = await acquireDataDirLock(dataDir, opts);
    await expect(acquireDataDirLock(dataDir, opts)).rejects.toThrow(/owns the data folder/);
    await lock.release();
    await lock.release(); // idempotent
    await (await acquireDataDirLock(dataDir, opts)).release();
  });
});

describe('the lock address', () => {
  it('is one name for every path to one folder (its real path), and leaves no file on Linux', () => {
    const dataDir = tempDir();
    const link = join(tempDir(), 'link');
    symlinkSync(dataDir, link);
    expect(lockAddress(link, true)).toBe(lockAddress(dataDir, true));
    expect(lockAddress(tempDir(), true)).not.toBe(lockAddress(dataDir, true));
    expect(lockAddress(dataDir, true).startsWith('\0')).toBe(true);
    expect(existsSync(join(dataDir, 'db.lock.sock'))).toBe(false);
  });
});
