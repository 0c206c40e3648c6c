import type { Db } from '../../db/database.ts';
import { backfillNameSkeletons as backfill } from './auth.repo.ts';
import { nameSkeleton } from './name-skeleton.ts';

/** At start, after the migrations: the skeletons of accounts older than them (a no-op after). */
export const backfillNameSkeletons = (db: Db) => backfill(db, nameSkeleton);
