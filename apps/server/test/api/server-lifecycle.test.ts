import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'receptari-life-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server (tsx) on a free port; resolves with its address from the log. */
function startServer(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve({ child, url: match[1]!, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

const exitCode = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', resolve));

describe('the server process', () => {
  it('serves health, refuses a second owner of the data folder, and exits 0 on SIGTERM', async () => {
    const first = await startServer();
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(true);

    // A second process on the same PGlite folder would lose writes: it must refuse.
    await expect(startServer()).rejects.toThrow(/exited with 1/);

    first.child.kill('SIGTERM');
    expect(await exitCode(first.child)).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    expect(first.output()).toContain('shutting down');
  }, 60_000);
});
