import type { Db } from '../../db/database.ts';
import {
  type EventBus,
  type EventLog,
  type PendingEvents,
  transactionWithEvents,
  type Tx,
} from '../../lib/events.ts';
import { notifyAudience } from '../notifications/index.ts';
import * as repo from './announcements.repo.ts';

/*
 * Telling a cook's followers of a new recipe or live (docs/product.md#following). The publishing
 * transaction only writes the announcement (`announce`); after it commits, any instance takes it
 * over and writes the notices a batch of followers at a time, each batch in its own short
 * transaction with one push event, so a cook with 100,000 followers neither holds the publishing
 * request nor blocks everybody else's (decision 0019).
 */

/** Followers told per transaction: 100,000 in 20 short transactions of about 0.1 s each. */
export const ANNOUNCE_BATCH = 5000;
/** How long a taken announcement stays the instance's between batches before another may take it. */
export const ANNOUNCE_CLAIM_MS = 30_000;
/** How often an instance looks for announcements nobody holds (one left by a stopped instance). */
export const ANNOUNCE_SWEEP_MS = 10_000;

/**
 * Inside the publishing transaction: writes the announcement, to be told once it commits. Nothing
 * when this recipe or live was announced before; nobody to tell is done at once.
 */
export async function announce(tx: Tx, pending: PendingEvents, a: repo.NewAnnouncement): Promise<void> {
  const written = await repo.insertAnnouncement(tx, a);
  if (written?.waiting) pending.add('followers.announced', { announcementId: written.id });
}

export type Announcer = {
  /** Look for announcements to tell now (the event of a new one, the sweep, the start). */
  kick(): void;
  /** Stops taking announcements and waits for the batch being written. */
  close(): Promise<void>;
};

type AnnouncerOptions = { batchSize?: number; claimMs?: number; sweepMs?: number };

/**
 * The instance's teller: takes announcements one after another until none is left, when a new one
 * is heard of, every `sweepMs`, and at its start. Two instances never write the same batch: each
 * batch locks its announcement and moves it on in the same transaction.
 */
export function startAnnouncer(
  db: Db,
  events: EventBus,
  log: EventLog,
  options: AnnouncerOptions = {},
): Announcer {
  const batchSize = options.batchSize ?? ANNOUNCE_BATCH;
  const claimMs = options.claimMs ?? ANNOUNCE_CLAIM_MS;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  /** One batch in its own transaction: whether the announcement has more followers to tell. */
  const tellBatch = (claimed: repo.Announcement) =>
    transactionWithEvents(db, events, async (tx, pending) => {
      await repo.lockSubjects(tx, claimed);
      const a = await repo.lockOpen(tx, claimed.id);
      if (!a) return false;
      const upTo = await repo.batchEnd(tx, a, batchSize);
      if (upTo !== undefined) {
        await notifyAudience(tx, pending, repo.batchAudience(a, upTo), {
          recipeId: a.recipeId,
          type: a.type,
          triggeredBy: a.cookId,
          message: a.message,
        });
      }
      return !(await repo.advance(tx, a, upTo, claimMs));
    });

  async function drain() {
    for (let a = await repo.claimNext(db, claimMs); a && !closed; a = await repo.claimNext(db, claimMs)) {
      while (!closed && (await tellBatch(a))) {
        // Between batches, the requests that queued behind this one go first.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }

  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !closed);
    })()
      // A batch that failed (the database away) is left claimed; the sweep takes it again later.
      .catch((err: unknown) => log.error({ err }, 'follower announcements: a batch failed'))
      .finally(() => {
        running = undefined;
      });
  }

  const unsubscribe = events.subscribe('followers.announced', kick);
  const sweep = setInterval(kick, options.sweepMs ?? ANNOUNCE_SWEEP_MS);
  sweep.unref();
  kick();
  return {
    kick,
    async close() {
      closed = true;
      clearInterval(sweep);
      unsubscribe();
      await running;
    },
  };
}
