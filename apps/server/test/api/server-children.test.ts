import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process.ts';

/**
 * A server killed with SIGKILL runs no handler: the children it started must die with it anyway
 * (lib/die-with-server.ts: the kernel's parent-death signal), not live on under init. Janus is the
 * long-lived one; without it installed the suite is skipped (a failure under REQUIRE_SERVICES=1).
 */
const JANUS = '/usr/bin/janus';
const installed = existsSync(JANUS);
if (!installed && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but Janus is not installed (apt-get install janus janus-tools)');

const dataDir = mkdtempSync(join(tmpdir(), 'receptari-children-'));

/**
 * The pids of the processes whose command line names `dir` (Janus's `-F <dir>/janus/...`); a
 * zombie has an empty command line, so only processes still running count.
 */
function processesNaming(dir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (check()) return true;
  return check();
}

afterAll(() => {
  // Whatever this test's server left behind (only processes naming its own folder).
  for (const pid of processesNaming(dataDir)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!installed)('the server killed with SIGKILL (skipped: no Janus at /usr/bin/janus)', () => {
  it('leaves no process running that it started: its Janus dies with it', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LIVE_MEDIA: 'janus' });
    // Janus itself (setpriv has exec'd it), started by the server with the app.
    const janusUp = await waitFor(() => {
      const pids = processesNaming(dataDir);
      return pids.length === 1 && commandOf(pids[0]!) === JANUS;
    }, 20_000);
    expect(janusUp, `Janus did not start:\n${server.output()}`).toBe(true);

    const killed = Date.now();
    process.kill(server.pid, 'SIGKILL');
    await waitFor(() => processesNaming(dataDir).length === 0, 5_000);
    const left = processesNaming(dataDir);
    console.info(`after the server's SIGKILL: ${left.length} processes left in ${Date.now() - killed} ms`);
    expect(left.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8'))).toEqual([]);
  }, 120_000);
});
