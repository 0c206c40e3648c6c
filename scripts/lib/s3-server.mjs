// The real S3 server of the API tests (docs/decisions/0022): radosgw on a throwaway one-node Ceph
// cluster, started by start-s3.sh once for both API stages (each test makes its own bucket).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./start-s3.sh', import.meta.url));

/** Whether nothing listens on 127.0.0.1:port. */
const isFree = (/** @type {number} */ port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A port with the next one free too (the monitor's v1 and v2), so another cluster never collides. */
async function freePair() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    if ((await isFree(port)) && (await isFree(port + 1))) return port;
  }
}

/**
 * Starts radosgw with its cluster in `dir`; resolves with the TEST_S3_* variables of the API test
 * runs, or with the reason it could not start (its log's last lines).
 * @param {string} dir
 * @returns {Promise<{ env: Record<string, string> } | { error: string }>}
 */
export async function startS3(dir) {
  const [s3Port, monPort] = [await freePair(), await freePair()];
  const env = { ...process.env, S3_PORT: String(s3Port), CEPH_MON_PORT: String(monPort) };
  return new Promise((resolve) => {
    const child = spawn('bash', [script, dir], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', (e) => resolve({ error: e.message }));
    child.on('exit', (code) => {
      if (code !== 0)
        return resolve({
          error: `start-s3.sh exited with ${code}: ${err.trim().split('\n').slice(-5).join('\n')}`,
        });
      /** @type {Record<string, string>} */
      const env = {};
      for (const line of out.split('\n')) {
        const match = /^(TEST_S3_[A-Z_]+)=(.*)$/.exec(line);
        if (match?.[1] && match[2] !== undefined) env[match[1]] = match[2];
      }
      console.log(err.trim().split('\n').at(-1));
      resolve({ env });
    });
  });
}

/** Stops the daemons started in `dir` and removes it (synchronous: it runs as the run ends). */
export function stopS3(/** @type {string} */ dir) {
  spawnSync('bash', [script, '--stop', dir], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}
