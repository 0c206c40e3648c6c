// Small helpers shared by scripts/test.mjs and scripts/e2e.mjs.
import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { connect } from 'node:net';

/**
 * Runs a command and resolves with its exit code (signals count as failure). Its output goes to the
 * terminal, or to `logFile` (stdout and stderr together) for a command run beside another.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, logFile?: string }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const log = options.logFile ? openSync(options.logFile, 'w') : undefined;
    const child = spawn(command, args, {
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
      env: options.env ?? process.env,
      cwd: options.cwd,
    });
    // The child holds its own copy of the file: the parent's is closed at once.
    if (log !== undefined) closeSync(log);
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * True when something accepts a TCP connection on host:port within the timeout.
 * @param {string} host
 * @param {number} port
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function isListening(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Formats milliseconds as seconds with one decimal.
 * @param {number} ms
 */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
