import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { trLives } from '@receptari/shared/i18n/tr/lives';
import type { LiveReplayAnswer, RecipeReplayAnswer } from '@receptari/shared/lives/lives.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/policy.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { newMediaKey, removeMediaFiles } from '../media/index.ts';
import { findVisibleRecipe } from '../recipe-cards/index.ts';
import * as repo from './lives.repo.ts';

export type ReplayDeps = { db: Db; storage: MediaStorage; log?: FastifyBaseLogger };

/** The recordings a replay may be: WebM, what MediaRecorder and the media server's converter give. */
export type ReplayMime = 'video/webm';

const EXTENSION: Record<ReplayMime, string> = { 'video/webm': 'webm' };

/**
 * Stores a recorded broadcast (a file on this machine, left where it is: the caller removes it)
 * through the media storage, as uploads are stored, and makes it the live's replay; a replay the
 * live had before is removed once the new one is set. Called by the chef's upload (mesh) and by
 * the media server's recorder after conversion. Answers the replay's public URL; a 404 when the
 * live is gone (the stored file is removed again).
 */
export async function saveLiveReplay(
  deps: ReplayDeps,
  liveId: number,
  recording: { path: string; mimeType: ReplayMime },
): Promise<{ url: string }> {
  const live = await repo.findReplayTarget(deps.db, liveId);
  if (!live) throw AppError.notFound('live_not_found', trLives.liveRoom.notFound);
  if ((await stat(recording.path)).size === 0)
    throw AppError.badRequest('empty_file', trLives.liveReplay.empty);
  const key = `${newMediaKey()}.${EXTENSION[recording.mimeType]}`;
  await deps.storage.put(key, createReadStream(recording.path), recording.mimeType);
  const url = deps.storage.urlOf(key);
  if (!(await repo.setReplay(deps.db, liveId, url, recording.mimeType))) {
    await removeMediaFiles(deps.storage, [url]);
    throw AppError.notFound('live_not_found', trLives.liveRoom.notFound);
  }
  if (live.replayUrl && live.replayUrl !== url) await removeMediaFiles(deps.storage, [live.replayUrl]);
  deps.log?.info({ liveId, url }, 'live replay stored');
  return { url };
}

/** GET /lives/{id}/replay: the video and its step chapters; a 404 without a replay. */
export async function getLiveReplay(db: Db, liveId: number): Promise<LiveReplayAnswer> {
  const live = await repo.findLive(db, liveId);
  if (!live) throw AppError.notFound('live_not_found', trLives.liveRoom.notFound);
  if (!live.replayUrl) throw AppError.notFound('not_found', trLives.liveReplay.notFound);
  const chapters = await repo.listChapters(db, liveId);
  return {
    url: live.replayUrl,
    mime_type: live.replayMime ?? 'video/webm',
    chapters: chapters.map((c) => ({ step: c.step, offset_seconds: c.offsetSeconds, text: c.text })),
  };
}

/**
 * GET /recipes/{id}/replay: the replay of the newest ended live that cooked the recipe, with its
 * chapters as GET /lives/{id}/replay gives them (cook mode's 'Mira aquest pas al directe'). A 404
 * when the caller may not see the recipe (as its detail) or no live of it has a replay.
 */
export async function getRecipeReplay(db: Db, actor: Actor, recipeId: number): Promise<RecipeReplayAnswer> {
  await findVisibleRecipe(db, actor, recipeId);
  const live = await repo.findNewestRecipeReplay(db, recipeId);
  if (!live) throw AppError.notFound('not_found', trLives.liveReplay.noRecipeReplay);
  return { live_id: live.id, ...(await getLiveReplay(db, live.id)) };
}
