import { trLives } from '@receptari/shared/i18n/tr/lives';
import { isChef } from '@receptari/shared/auth/auth.rules';
import { liveStatusSchema } from '@receptari/shared/lives/lives.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './lives.repo.ts';

/** The room's view of a live: kept in the database, so every instance reads the same state. */
export type RoomLive = {
  id: number;
  chefId: number;
  chefName: string;
  title: string;
  status: 'scheduled' | 'live' | 'ended';
  cameraOn: boolean;
  /** The recipe while it is published, whose steps the room shows. */
  recipeId: number | null;
  currentStep: number | null;
};

/** The live, or null when there is none with that id. */
export async function findRoomLive(db: Db, liveId: number): Promise<RoomLive | null> {
  const row = await repo.findRoomState(db, liveId);
  if (!row) return null;
  const status = liveStatusSchema.catch('scheduled').parse(row.status);
  return {
    id: row.id,
    chefId: row.chefId,
    chefName: row.chefName,
    title: row.title,
    status,
    cameraOn: row.cameraOn,
    recipeId: row.recipeId,
    currentStep: row.currentStep,
  };
}

/** The chef of the room is the live's own chef while they are a chef; the token says who that is. */
export const isRoomChef = (live: RoomLive, user: { id: number; role: string }) =>
  user.id === live.chefId && isChef(user.role);

/** chefStartLive: on the air (again, after a reconnection); a 409 once the live has ended. */
export async function startLive(db: Db, liveId: number, cameraOn: boolean): Promise<void> {
  if (!(await repo.markStarted(db, liveId, cameraOn)))
    throw AppError.conflict('live_ended', trLives.liveRoom.alreadyEnded);
}

/** chefEndLive: ended for everyone; false when it had ended already. */
export const endLive = (db: Db, liveId: number) => repo.markEnded(db, liveId);

export const setCameraOn = (db: Db, liveId: number, on: boolean) => repo.setCameraOn(db, liveId, on);

/** chefSetStep: kept (with its replay chapter) while on the air; false otherwise. */
export const setCurrentStep = (db: Db, liveId: number, step: number | null) =>
  repo.setCurrentStep(db, liveId, step);
