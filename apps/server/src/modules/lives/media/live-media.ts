import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import type { AppLiveNamespace } from '../room/live-namespace.ts';
import { createJanusBackend } from './janus/janus-backend.ts';
import { findExecutable, type SupervisedJanus, superviseJanus } from './janus/janus-process.ts';
import { createRecordingConverter } from './janus/live-recording.ts';
import { memoryAssignments, redisAssignments } from './janus/live-assignments.ts';
import type { LiveMediaBackend } from './live-media-backend.ts';
import { createMeshBackend } from './mesh-backend.ts';

export type LiveMediaChoice =
  { kind: 'mesh'; why: string } | { kind: 'janus'; hosts: string[] } | { kind: 'supervised'; binary: string };

type MediaConfig = Pick<Config, 'LIVE_MEDIA' | 'JANUS_URL' | 'JANUS_URLS'>;

/**
 * LIVE_MEDIA: `mesh`; `janus` (external hosts from JANUS_URLS or JANUS_URL, else a Janus the server
 * runs itself, which must be installed); `auto` (the same as janus when it can be, else the mesh).
 */
export function chooseLiveMedia(config: MediaConfig, find = findExecutable): LiveMediaChoice {
  if (config.LIVE_MEDIA === 'mesh') return { kind: 'mesh', why: 'LIVE_MEDIA=mesh' };
  const hosts = config.JANUS_URLS.length ? config.JANUS_URLS : config.JANUS_URL ? [config.JANUS_URL] : [];
  if (hosts.length) return { kind: 'janus', hosts: hosts.map((h) => h.replace(/\/+$/, '')) };
  const binary = find('janus');
  if (binary) return { kind: 'supervised', binary };
  if (config.LIVE_MEDIA === 'janus')
    throw new Error(
      'LIVE_MEDIA=janus needs Janus: install it (apt-get install janus janus-tools) or set JANUS_URL',
    );
  return {
    kind: 'mesh',
    why: 'no janus binary on PATH and no JANUS_URL(S) (apt-get install janus janus-tools)',
  };
}

export type LiveMediaOptions = {
  /**
   * A live's recording, converted to WebM after it ended (Janus only). The integration hands it to
   * the replays (saveLiveReplay); by default it is only logged.
   */
  onRecording?: (liveId: number, path: string) => Promise<void> | void;
};

/** The live rooms' media backend for this configuration, closed with the app. */
export function createLiveMedia(
  app: FastifyInstance,
  nsp: AppLiveNamespace,
  opts: LiveMediaOptions = {},
): LiveMediaBackend {
  const { config } = app;
  const log = app.log.child({ module: 'live-media' });
  const choice = chooseLiveMedia(config);
  if (choice.kind === 'mesh') {
    log.info(`lives: the mesh carries the video (${choice.why})`);
    return createMeshBackend(nsp);
  }

  let supervised: Promise<SupervisedJanus> | null = null;
  // Per host and port: instances sharing a DATA_DIR each run their own Janus; the recordings'
  // folder is shared (its files are named by live and time).
  const janusDir = join(config.dataDir, 'janus', `${hostname()}-${config.PORT}`);
  const recordingDir =
    choice.kind === 'supervised' ? join(config.dataDir, 'janus', 'recordings') : config.JANUS_REC_DIR;
  if (recordingDir) mkdirSync(recordingDir, { recursive: true });
  const hosts = async (): Promise<readonly string[]> => {
    if (choice.kind === 'janus') return choice.hosts;
    supervised ??= superviseJanus({
      binary: choice.binary,
      dir: janusDir,
      port: config.JANUS_HTTP_PORT,
      log,
    });
    const janus = await supervised;
    await janus.ready();
    return [janus.url];
  };
  // The server's own Janus starts with the app, so that other instances may use it (JANUS_URL).
  if (choice.kind === 'supervised')
    hosts().catch((err: unknown) => log.error({ err }, 'janus: the media server does not start'));
  const convert = recordingDir && createRecordingConverter({ dir: recordingDir, log });
  const onRecording =
    opts.onRecording ??
    ((liveId: number, path: string) => log.info({ liveId, path }, 'live recording ready'));

  const backend = createJanusBackend({
    nsp,
    log,
    hosts,
    assignments: app.redis ? redisAssignments(app.redis) : memoryAssignments(),
    ...(recordingDir && { recordingDir }),
    onRecordingClosed(liveId) {
      if (!convert) return;
      // Janus closes the files as the publisher goes: give it a moment.
      setTimeout(() => {
        void convert(liveId)
          .then((path) => path && onRecording(liveId, path))
          .catch((err: unknown) => log.warn({ err, liveId }, 'live recording: not handed over'));
      }, 1_000).unref();
    },
  });
  log.info(
    choice.kind === 'janus'
      ? `lives: Janus carries the video (${choice.hosts.join(', ')})`
      : `lives: Janus carries the video (run by this server, ${choice.binary})`,
  );
  app.addHook('onClose', async () => {
    await backend.close();
    if (supervised) await (await supervised).stop();
  });
  return backend;
}
