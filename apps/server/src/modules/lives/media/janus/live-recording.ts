import { execFile } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { dieWithServer } from '../../../../lib/die-with-server.ts';
import { findExecutable } from './janus-process.ts';

const execFileAsync = promisify(execFile);
/** A conversion left running by a dead server would only write half a file: it dies with it. */
const run = (command: string, args: string[], opts: { timeout: number }) =>
  execFileAsync(...dieWithServer(command, args), opts);

/**
 * The newest recording of a live in `dir`: Janus's VideoRoom writes `<base>-video-<n>.mjr` and
 * `<base>-audio-<n>.mjr` for the base the server gave (`live-<id>-<ms>`); a chef who published
 * twice (a reload, a Janus restart) leaves several bases, and the last one is the replay.
 */
export async function findRecording(dir: string, liveId: number) {
  const prefix = `live-${liveId}-`;
  const files = (await readdir(dir).catch(() => [] as string[])).filter(
    (f) => f.startsWith(prefix) && f.endsWith('.mjr'),
  );
  const stamp = (f: string) => Number(f.slice(prefix.length).split('-')[0]);
  const newest = Math.max(...files.map(stamp));
  if (!Number.isFinite(newest)) return null;
  const mine = files.filter((f) => stamp(f) === newest);
  const video = mine.find((f) => f.includes('-video'));
  const audio = mine.find((f) => f.includes('-audio'));
  return {
    base: join(dir, `${prefix}${newest}`),
    video: video ? join(dir, video) : null,
    audio: audio ? join(dir, audio) : null,
  };
}

/**
 * Turns a live's Janus recording into one WebM: `janus-pp-rec` (Debian's janus-tools) makes the
 * video track a .webm and the audio an .opus; ffmpeg, when installed, muxes them into one WebM
 * (copying, no re-encoding); without it the video WebM is the replay. Answers the WebM's path, or
 * null (logged) when there is nothing or the conversion fails: the live then has no replay.
 */
export function createRecordingConverter(opts: { dir: string; log: FastifyBaseLogger }) {
  return async function convertLiveRecording(liveId: number): Promise<string | null> {
    const log = opts.log.child({ liveId });
    const ppRec = findExecutable('janus-pp-rec');
    if (!ppRec) {
      log.warn('live recording: janus-pp-rec is not installed (apt-get install janus-tools); no replay');
      return null;
    }
    try {
      const found = await findRecording(opts.dir, liveId);
      if (!found?.video) {
        log.warn('live recording: no video recorded; no replay');
        return null;
      }
      const videoWebm = `${found.base}-video.webm`;
      await run(ppRec, [found.video, videoWebm], { timeout: 600_000 });
      if (!(await stat(videoWebm)).size) throw new Error('janus-pp-rec wrote an empty video');
      const ffmpeg = findExecutable('ffmpeg');
      if (!found.audio || !ffmpeg) return videoWebm;
      const audioOpus = `${found.base}-audio.opus`;
      await run(ppRec, [found.audio, audioOpus], { timeout: 600_000 });
      const muxed = `${found.base}.webm`;
      await run(ffmpeg, ['-y', '-v', 'error', '-i', videoWebm, '-i', audioOpus, '-c', 'copy', muxed], {
        timeout: 600_000,
      });
      await rm(videoWebm, { force: true });
      await rm(audioOpus, { force: true });
      return muxed;
    } catch (err) {
      log.warn({ err }, 'live recording: conversion failed; the live keeps no replay');
      return null;
    }
  };
}
