#!/usr/bin/env node
// `npm test`: every check of the repository, in order, stopping at the first failing stage.
//   typecheck and lint -> unit + web -> API on PGlite and on PostgreSQL (+ Redis) -> E2E
//   -> the live room's E2E through Janus -> the live room's E2E on two instances (PostgreSQL + Redis)
// A real S3 server (Ceph's radosgw, scripts/lib/start-s3.sh) is started for the API stages.
// PostgreSQL and Redis stages (and the S3 tests) are skipped when the servers do not answer, unless
// REQUIRE_SERVICES=1 (as CI sets), which turns their absence into a failure.
// The last line is always `N passed, N failed[, N skipped]` over every vitest and E2E test.
// `npm test -- --from=<stage>` starts later (typecheck, lint, unit, api, postgres, e2e) when iterating.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { DEBIAN_TOOLS, ensureDebianTools, OCR_TOOLS, S3_TOOLS } from './lib/debian-tools.mjs';
import { isListening, run, seconds } from './lib/run.mjs';
import { startS3, stopS3 } from './lib/s3-server.mjs';

const PG = { host: '127.0.0.1', port: 5432, url: 'postgres://postgres@127.0.0.1:5432/postgres' };
const REDIS = { host: '127.0.0.1', port: 6379, url: 'redis://127.0.0.1:6379' };
const requireServices = process.env.REQUIRE_SERVICES === '1';
const STAGES = ['typecheck', 'lint', 'unit', 'api', 'postgres', 'e2e'];
const from = process.argv.find((a) => a.startsWith('--from='))?.slice('--from='.length) ?? 'typecheck';
if (!STAGES.includes(from)) {
  console.error(`Unknown --from=${from}; one of: ${STAGES.join(', ')}`);
  process.exit(2);
}
/** False for stages before --from, which are reported as not run. */
const wanted = (/** @type {string} */ key) => STAGES.indexOf(key) >= STAGES.indexOf(from);

const reportDir = mkdtempSync(join(tmpdir(), 'receptari-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = /** @type {string[]} */ ([]);
/** Why each failed stage failed, repeated in the summary: CI shows only a run's last lines. */
const causes = /** @type {string[]} */ ([]);
const started = Date.now();

/** The test S3 server's address and keys (TEST_S3_*) once started before the API stages. */
let s3Env = /** @type {Record<string, string>} */ ({});
/** Where that server's throwaway cluster lives, to stop it as the run ends. */
let s3Dir = /** @type {string | null} */ (null);

/** The environment without any database or Redis the caller may have exported, with the test S3 server. */
function baseEnv() {
  const env = { ...process.env, ...s3Env };
  delete env.TEST_DATABASE_URL;
  delete env.TEST_REDIS_URL;
  return env;
}

/** Adds a vitest JSON report's counts to the totals, if the run wrote one. */
function countVitest(/** @type {string} */ file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  slowestFiles(basename(file, '.json'), report.testResults ?? []);
  for (const result of report.testResults ?? []) {
    if (result.status !== 'failed') continue;
    /** @type {{ status: string, fullName: string }[]} */
    const tests = result.assertionResults ?? [];
    const failedTests = tests.filter((t) => t.status === 'failed');
    const what = failedTests.map((t) => t.fullName).join('; ') || 'the file itself (a hook or an import)';
    causes.push(`    ${result.name}: ${what}${result.message ? ` (${firstLine(result.message)})` : ''}`);
  }
}

/**
 * A vitest run's eight slowest files with their time, printed as the stage ends: where the run's
 * time goes, for keeping CI within its budget (README.md#testing).
 * @param {string} run
 * @param {{ name: string, startTime?: number, endTime?: number }[]} results
 */
function slowestFiles(run, results) {
  const root = `${process.cwd()}/`;
  const timed = results
    .map((r) => ({ file: r.name.replace(root, ''), ms: (r.endTime ?? 0) - (r.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  if (timed.length === 0) return;
  console.log(`\n── ${run}: the slowest files ──`);
  for (const { file, ms } of timed) console.log(`    ${seconds(ms).padStart(8)}  ${file}`);
}

/** The first line of a message, cut to 300 characters. */
const firstLine = (/** @type {string} */ text) => text.split('\n')[0]?.slice(0, 300) ?? '';

/**
 * The lines of a failed run's output that say why, when no test failed: vitest's unhandled errors
 * and errors outside tests, a worker that died, a timeout on closing. At most 40 lines.
 */
function whyLines(/** @type {string[]} */ lines) {
  const start = lines.findIndex((l) =>
    /Unhandled (Error|Rejection)|Errors? occurred|Worker exited|terminat(e|ing) forks worker|close timed out|hanging/i.test(
      l,
    ),
  );
  if (start >= 0) return lines.slice(start, start + 40);
  const marked = lines.filter((l) => /\bError\b|✗|×|FAIL|\[warn\]|\berror\b/.test(l)).slice(0, 40);
  return marked.length > 0 ? marked : lines.slice(-10);
}

/** Adds a Playwright JSON report's counts to the totals, if the run wrote one. */
function countPlaywright(/** @type {string} */ file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  for (const failure of playwrightFailures(report.suites ?? [])) causes.push(`    ${failure}`);
}

/**
 * Each failed spec of a Playwright JSON report's suites: its file, title, project and the first
 * line of its error.
 * @param {any[]} suites
 * @returns {string[]}
 */
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
      (spec.tests ?? [])
        .filter((/** @type {any} */ t) => t.status === 'unexpected')
        .map((/** @type {any} */ t) => {
          const error = t.results?.at(-1)?.error?.message;
          return `${spec.file}: ${spec.title} [${t.projectName}]${error ? ` (${firstLine(stripVTControlCharacters(error))})` : ''}`;
        }),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/** @returns {never} */
function finish(/** @type {number} */ code, /** @type {string} */ message) {
  if (s3Dir) stopS3(s3Dir);
  rmSync(reportDir, { recursive: true, force: true });
  console.log(`\n── Summary (${seconds(Date.now() - started)}) ──`);
  for (const line of timings) console.log(line);
  if (causes.length > 0) console.log(`Why:\n${causes.join('\n')}`);
  console.log(message);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code);
}

/**
 * @typedef {{ env?: NodeJS.ProcessEnv, report?: { file: string, count: (file: string) => void } }} StageOptions
 * @typedef {{ name: string, command: string, args: string[], options?: StageOptions }} Stage
 */

/**
 * Runs one stage to its end and records it; resolves with its exit code. With `logFile` its output
 * is kept there and shown when it ends (all of a failure's, the tail of a success's).
 * @param {Stage} s
 * @param {string} [logFile]
 */
async function runStage({ name, command, args, options = {} }, logFile) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}${logFile ? ' (beside another stage)' : ''}`);
  const t0 = Date.now();
  const code = await run(command, args, { env: options.env ?? baseEnv(), logFile });
  const causesBefore = causes.length;
  if (options.report) options.report.count(options.report.file);
  const took = seconds(Date.now() - t0);
  timings.push(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${took})`);
  if (code !== 0) causes.splice(causesBefore, 0, `  ${name} (exit code ${code}):`);
  if (logFile) {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    if (code !== 0 && causes.length === causesBefore + 1)
      causes.push(...whyLines(lines.map(stripVTControlCharacters)).map((l) => `    ${l}`));
    console.log(`\n── ${name}: ${code === 0 ? 'the last 15 lines' : 'its output'} ──`);
    console.log((code === 0 ? lines.slice(-15) : lines).join('\n'));
  }
  console.log(
    `${code === 0 ? '✔' : '✘'} ${name} ${code === 0 ? 'passed' : `failed (exit code ${code})`} in ${took}`,
  );
  return code;
}

/**
 * Runs one stage; on failure ends the whole run.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {StageOptions} [options]
 */
async function stage(name, command, args, options = {}) {
  const code = await runStage({ name, command, args, options });
  if (code !== 0) finish(code, `npm test FAILED at stage "${name}"; later stages did not run.`);
}

/**
 * Independent stages side by side (CI has 30 minutes on two cores; README.md#testing), each with its
 * output in a file shown as it ends; when one fails, the others still finish, then the run ends.
 * @param {Stage[]} stages
 */
async function stagesSideBySide(stages) {
  const [only] = stages;
  if (stages.length === 1 && only) return stage(only.name, only.command, only.args, only.options);
  const codes = await Promise.all(
    stages.map((s, i) => runStage(s, join(reportDir, `side-by-side-${i}.log`))),
  );
  const failed = stages.filter((_, i) => codes[i] !== 0).map((s) => `"${s.name}"`);
  if (failed.length > 0)
    finish(
      codes.find((c) => c !== 0) ?? 1,
      `npm test FAILED at ${failed.join(' and ')}; later stages did not run.`,
    );
}

/** Records a stage that did not run because a service is down, or fails under REQUIRE_SERVICES=1. */
function skipOrFail(/** @type {string} */ name, /** @type {string} */ why) {
  if (requireServices) {
    timings.push(`  FAIL ${name} (${why})`);
    finish(1, `npm test FAILED: ${why}, and REQUIRE_SERVICES=1 makes it mandatory.`);
  }
  timings.push(`  skip ${name} (${why})`);
  console.log(`\n⚠ SKIPPED ${name}: ${why} (set REQUIRE_SERVICES=1 to make this a failure).`);
}

/** A vitest run with the default reporter on screen and a JSON report counted into the totals. */
function vitestArgs(/** @type {string} */ reportName, /** @type {string[]} */ projects) {
  const file = join(reportDir, `${reportName}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  return { args, report: { file, count: countVitest } };
}

process.on('SIGINT', () => finish(130, 'npm test interrupted.'));

// Every Debian program a wanted stage drives (Chromium for the E2E; Janus and its janus-pp-rec for
// the lives' API and E2E; tesseract, its Catalan, Spanish and English models and the fonts of the
// drawn recipe cards for the photo import's API tests; Ceph's monitor, OSD and radosgw for the S3
// media tests), checked before the first stage: installed
// with apt as root (one apt call for all), else the run stops now with the command to run, never
// later as a timeout.
const debianTools = [];
if (wanted('api') || wanted('e2e'))
  debianTools.push(DEBIAN_TOOLS.janus, DEBIAN_TOOLS.janusPpRec, ...OCR_TOOLS);
if (wanted('postgres')) debianTools.push(...S3_TOOLS);
if (wanted('e2e')) debianTools.push(DEBIAN_TOOLS.chromium);
await ensureDebianTools(debianTools, (message) =>
  finish(1, `npm test stopped before its first stage: ${message}`),
);

if (from !== 'typecheck') timings.push(`  skip stages before "${from}" (--from)`);
// tsc and eslint each use one core: side by side on two.
await stagesSideBySide([
  ...(wanted('typecheck') ? [{ name: 'typecheck', command: 'npx', args: ['tsc', '-b'] }] : []),
  ...(wanted('lint') ? [{ name: 'lint', command: 'npm', args: ['run', 'lint'] }] : []),
]);

if (wanted('unit')) {
  const unit = vitestArgs('unit-web', ['unit', 'web']);
  await stage('unit + web tests', 'npx', unit.args, { report: unit.report });
}

// One real S3 server (radosgw, ~1.5 s to start) for both API stages, each test in its own bucket:
// the media tests with MEDIA_STORE=s3 (apps/server/test/helpers/test-s3.ts). Stopped after them,
// or by finish() when the run ends first.
if (wanted('postgres')) {
  s3Dir = mkdtempSync(join(tmpdir(), 'receptari-s3-'));
  const t0 = Date.now();
  const s3 = await startS3(s3Dir);
  if ('env' in s3) {
    s3Env = s3.env;
    timings.push(`  ok   S3 server (radosgw) started (${seconds(Date.now() - t0)})`);
  } else skipOrFail('API tests with S3 (MEDIA_STORE=s3)', `radosgw did not start: ${s3.error}`);
}

// The API tests on PGlite and on PostgreSQL + Redis side by side: the PostgreSQL run waits on its
// server much of the time, so together they take little more than the PGlite run alone.
/** @type {Stage[]} */
const apiStages = [];
if (wanted('api')) {
  const apiLite = vitestArgs('api-pglite', ['api', 'api-mocking']);
  apiStages.push({
    name: 'API tests on PGlite',
    command: 'npx',
    args: apiLite.args,
    options: { report: apiLite.report },
  });
}

if (wanted('postgres')) {
  const [pgUp, redisUp] = await Promise.all([
    isListening(PG.host, PG.port),
    isListening(REDIS.host, REDIS.port),
  ]);
  if (!pgUp) skipOrFail('API tests on PostgreSQL', `PostgreSQL does not answer on ${PG.host}:${PG.port}`);
  if (!redisUp) skipOrFail('API tests with Redis', `Redis does not answer on ${REDIS.host}:${REDIS.port}`);
  if (pgUp) {
    // Redis joins the PostgreSQL run: that is the multi-instance setup (DATABASE_URL + REDIS_URL).
    const env = { ...baseEnv(), TEST_DATABASE_URL: PG.url, ...(redisUp && { TEST_REDIS_URL: REDIS.url }) };
    const apiPg = vitestArgs('api-postgres', ['api', 'api-mocking']);
    const name = `API tests on PostgreSQL${redisUp ? ' + Redis' : ''}`;
    apiStages.push({ name, command: 'npx', args: apiPg.args, options: { env, report: apiPg.report } });
  }
}
await stagesSideBySide(apiStages);
// Only the API tests use it: its memory (an in-memory OSD) goes back before the browsers start.
if (s3Dir) {
  stopS3(s3Dir);
  s3Dir = null;
  s3Env = {};
}

const e2eReport = join(reportDir, 'e2e.json');
await stage('E2E (Chromium)', 'node', ['scripts/e2e.mjs'], {
  env: { ...baseEnv(), E2E_JSON_REPORT: e2eReport },
  report: { file: e2eReport, count: countPlaywright },
});

// The live rooms once more (the media, and the steps, reactions and replay), with the chef and
// the viewers on two server instances over PostgreSQL and Redis (the instances' own stage; the
// build of the E2E stage is reused).
if (wanted('e2e')) {
  await liveRoomOnJanus();
  const [pgUp, redisUp] = await Promise.all([
    isListening(PG.host, PG.port),
    isListening(REDIS.host, REDIS.port),
  ]);
  const name = 'E2E live room on two instances (PostgreSQL + Redis)';
  if (!pgUp || !redisUp) skipOrFail(name, 'PostgreSQL or Redis does not answer');
  else {
    const twoReport = join(reportDir, 'e2e-two.json');
    await stage(
      name,
      'node',
      // One worker, as the Janus stage: two lives at once (six fake cameras and decoders) on two
      // cores starved each other's media under CI's load.
      [
        'scripts/e2e.mjs',
        'specs/live-room.spec.ts',
        'specs/live-room-steps.spec.ts',
        '--no-deps',
        '--workers=1',
      ],
      {
        env: { ...baseEnv(), E2E_JSON_REPORT: twoReport, E2E_TWO_INSTANCES: '1', E2E_SKIP_BUILD: '1' },
        report: { file: twoReport, count: countPlaywright },
      },
    );
  }
}

/**
 * The live room's specs (video; steps, reactions and the replay Janus recorded) through the
 * forwarding server (LIVE_MEDIA=janus), the other E2E runs being
 * the mesh: one extra spec run, on two instances sharing one Janus when PostgreSQL and Redis answer,
 * with the Janus-only spec (Janus killed during a live) after it: one worker, so that the kill never
 * lands in the other spec's live.
 */
async function liveRoomOnJanus() {
  const name = 'E2E live room through Janus (LIVE_MEDIA=janus)';
  const [pgUp, redisUp] = await Promise.all([
    isListening(PG.host, PG.port),
    isListening(REDIS.host, REDIS.port),
  ]);
  const two = pgUp && redisUp;
  const report = join(reportDir, 'e2e-janus.json');
  await stage(
    `${name}${two ? ' on two instances' : ''}`,
    'node',
    [
      'scripts/e2e.mjs',
      'specs/live-room.spec.ts',
      'specs/live-room-steps.spec.ts',
      'specs/live-room-janus.spec.ts',
      '--no-deps',
      '--workers=1',
    ],
    {
      env: {
        ...baseEnv(),
        LIVE_MEDIA: 'janus',
        E2E_JSON_REPORT: report,
        E2E_SKIP_BUILD: '1',
        ...(two && { E2E_TWO_INSTANCES: '1' }),
      },
      report: { file: report, count: countPlaywright },
    },
  );
}

finish(
  0,
  from === 'typecheck' ? 'npm test passed: every stage is green.' : `npm test passed from "${from}".`,
);
