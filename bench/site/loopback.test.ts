/**
 * Issue 37's bad input: a load test against a non-loopback address is refused by the bench itself,
 * before anything is loaded: by the bench's own start (the balancer's address, PostgreSQL, Redis)
 * and by each load generator (its target), whatever plan it is handed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, refuseNonLoopback } from './loopback.ts';

const tsx = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('the loopback guard', () => {
  it('takes 127.0.0.0/8, ::1 and localhost, and nothing else', () => {
    for (const host of ['127.0.0.1', '127.3.2.1', 'localhost', '[::1]', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      '10.0.0.1',
      '192.168.1.20',
      '0.0.0.0',
      'example.cat',
      '128.0.0.1',
      '::',
      '[2001:db8::1]',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses a URL on another machine, or no URL at all, saying which address', () => {
    expect(() => refuseNonLoopback('Redis', 'redis://127.0.0.1:6379')).not.toThrow();
    expect(() => refuseNonLoopback('PostgreSQL', 'postgres://postgres@db.example.cat:5432/x')).toThrow(
      /refused: PostgreSQL "postgres:\/\/postgres@db\.example\.cat:5432\/x" is not a loopback address/,
    );
    expect(() => refuseNonLoopback('the balancer', 'nonsense')).toThrow(/is not a URL/);
  });
});

// Each case starts tsx: seconds on a loaded machine.
describe('bench:site refuses before loading anything', { timeout: 120_000 }, () => {
  it('stops at once when BENCH_SITE_HOST is not loopback', () => {
    const run = tsx('run-site-bench.ts', [], { BENCH_SITE_HOST: '192.168.1.20' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/refused: the balancer \(BENCH_SITE_HOST\) "http:\/\/192\.168\.1\.20\/"/);
  });

  it('a load generator handed a plan aimed elsewhere refuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'receptari-site-refusal-'));
    try {
      const plan = join(dir, 'plan.json');
      writeFileSync(plan, JSON.stringify({ target: 'http://10.20.30.40:8080', users: [] }));
      for (const script of ['site-users.ts', 'live-crowd.ts']) {
        const run = tsx(script, [plan]);
        expect(run.status, script).not.toBe(0);
        expect(run.stderr).toMatch(
          /refused: the load target "http:\/\/10\.20\.30\.40:8080" is not a loopback address/,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
