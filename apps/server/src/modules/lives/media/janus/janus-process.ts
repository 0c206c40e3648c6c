import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { dieWithServer } from '../../../../lib/die-with-server.ts';
import { janusAnswers } from './janus-client.ts';

/** Where Debian's `janus` package puts its plugins and transports. */
const LIB_DIR = '/usr/lib/x86_64-linux-gnu/janus';

/** The path of an executable named `name` on PATH, or null. */
export function findExecutable(name: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not here
    }
  }
  return null;
}

/** A TCP port nobody listens on right now, on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Janus's configuration, as files in `dir`: only the VideoRoom plugin and the HTTP transport (the
 * others are disabled: fewer threads, no other port open), the HTTP API on 127.0.0.1:`port` only,
 * no admin API. Janus finds every plugin's and transport's own file in the same folder (`-F`).
 */
export function writeJanusConfig(dir: string, port: number): void {
  mkdirSync(dir, { recursive: true });
  const plugins = ['audiobridge', 'duktape', 'echotest', 'lua', 'nosip', 'recordplay', 'sip', 'streaming'];
  const more = ['textroom', 'videocall', 'voicemail'];
  const transports = ['mqtt', 'nanomsg', 'pfunix', 'rabbitmq', 'websockets'];
  const so = (names: string[]) => names.map((n) => `libjanus_${n}.so`).join(',');
  writeFileSync(
    join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${LIB_DIR}/plugins"
  transports_folder = "${LIB_DIR}/transports"
  events_folder = "${LIB_DIR}/events"
  loggers_folder = "${LIB_DIR}/loggers"
  debug_level = 3
  # A session without a request for 60 s is closed (the server keeps its own alive).
  session_timeout = 60
}
media: {
  rtp_port_range = "20000-40000"
}
nat: {
  nice_debug = false
}
plugins: {
  disable = "${so([...plugins, ...more])}"
}
transports: {
  disable = "${so(transports)}"
}
events: {
  broadcast = false
}
loggers: {
  disable = "libjanus_jsonlog.so"
}
`,
  );
  writeFileSync(
    join(dir, 'janus.transport.http.jcfg'),
    `general: {
  json = "plain"
  base_path = "/janus"
  http = true
  port = ${port}
  ip = "127.0.0.1"
  https = false
}
admin: {
  admin_http = false
  admin_https = false
}
`,
  );
  // Rooms are created by the server per live (not permanent): none is configured here.
  writeFileSync(join(dir, 'janus.plugin.videoroom.jcfg'), 'general: {\n}\n');
}

/**
 * A Janus left running by an earlier server on this folder (killed with SIGKILL, it could not stop
 * its child): stopped, so that the port and the recordings are this server's. Only a process whose
 * command line names this folder is touched.
 */
function killOrphan(dir: string, log: FastifyBaseLogger) {
  try {
    const pid = Number(readFileSync(join(dir, 'janus.pid'), 'utf8'));
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (pid > 0 && cmdline.includes(join(dir, 'janus.jcfg'))) {
      process.kill(pid, 'SIGKILL');
      log.warn({ pid }, 'janus: stopped the one an earlier server left running');
    }
  } catch {
    // no pid file, or that process is gone
  }
}

export interface SupervisedJanus {
  /** The HTTP API's address, e.g. http://127.0.0.1:41234/janus. */
  readonly url: string;
  /** Resolves once Janus answers (after a start or a restart). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs Debian's `janus` as a child process with a configuration generated under `dir`, on a free
 * port (or `port`), and starts it again when it dies (after 1 s, then up to 10 s between tries), so
 * a crash costs the lives a reconnection and never the server. Its output goes to `dir/janus.log`.
 */
export async function superviseJanus(opts: {
  binary: string;
  dir: string;
  port?: number;
  log: FastifyBaseLogger;
}): Promise<SupervisedJanus> {
  const port = opts.port || (await freePort());
  writeJanusConfig(opts.dir, port);
  const url = `http://127.0.0.1:${port}/janus`;
  const output = createWriteStream(join(opts.dir, 'janus.log'), { flags: 'a' });
  let child: ChildProcess | null = null;
  let stopped = false;
  let failures = 0;

  killOrphan(opts.dir, opts.log);
  const start = () => {
    // Dies with the server, even killed with SIGKILL (lib/die-with-server.ts); started from the main
    // thread, as the parent-death signal requires. The pid file below still serves where setpriv is
    // missing: the next start stops what is left (killOrphan).
    const [command, args] = dieWithServer(opts.binary, ['-F', opts.dir, '-C', join(opts.dir, 'janus.jcfg')]);
    child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = Date.now();
    child.stdout?.pipe(output, { end: false });
    child.stderr?.pipe(output, { end: false });
    if (child.pid) writeFileSync(join(opts.dir, 'janus.pid'), String(child.pid));
    child.once('error', (err) => opts.log.error({ err }, 'janus: could not start'));
    child.once('exit', (code, signal) => {
      child = null;
      if (stopped) return;
      failures = Date.now() - started > 30_000 ? 1 : failures + 1;
      const delay = Math.min(10_000, 1_000 * failures);
      opts.log.error({ code, signal, restartInMs: delay }, 'janus: the media server died; restarting it');
      setTimeout(() => !stopped && start(), delay).unref();
    });
  };
  start();
  opts.log.info({ url, dir: opts.dir }, 'janus: media server started');

  return {
    url,
    async ready() {
      for (let i = 0; i < 100 && !stopped; i++) {
        if (await janusAnswers(url)) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`Janus does not answer at ${url}`);
    },
    async stop() {
      stopped = true;
      const running = child as ChildProcess | null;
      if (!running) return;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => running.kill('SIGKILL'), 3_000);
        running.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        running.kill('SIGTERM');
      });
      output.end();
    },
  };
}
