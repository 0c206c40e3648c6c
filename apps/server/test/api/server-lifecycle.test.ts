import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitCode, startServerProcess } from '../helpers/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'receptari-life-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const startServer = () => startServerProcess({ DATA_DIR: dataDir });

describe('the server process', () => {
  it('serves health, refuses a second owner of the data folder, and exits 0 on SIGTERM', async () => {
    const first = await startServer();
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);

    // A second process on the same PGlite folder would lose writes: it must refuse.
    await expect(startServer()).rejects.toThrow(
      new RegExp(
        `exited with 1:[^]*Another Receptari process \\(pid ${first.child.pid}\\) owns the data folder`,
      ),
    );

    first.child.kill('SIGTERM');
    expect(await exitCode(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');
    // Two server processes start (a build-free tsx start each): 46 s and over 60 s were seen beside the
    // PGlite suite on two cores. The test asserts behaviour, not speed.
  }, 180_000);
});
