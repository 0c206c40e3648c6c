import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { notificationsService } from '../modules/notifications/index.ts';
import { usersWithSocketsHere } from '../lib/socket-rooms.ts';

/** Connected users looked up, written and pushed together; the batches spread over SPREAD_MS. */
const USERS_PER_BATCH = 20;
const SPREAD_MS = 5000;
const MAX_PAUSE_MS = 250;
/** How long a batch may wait for a moment with no request in flight on this instance. */
const MAX_YIELD_MS = 60;
const YIELD_STEP_MS = 2;

/**
 * A followed cook's new recipe or live (`followers.announced`, after its commit): every instance
 * writes and pushes the notices of the followers connected to it; the others find theirs at their
 * next read (docs/decisions/0021). An instance that misses the event (down, Redis away) loses only
 * the push: its users' next read writes the notice.
 *
 * Written a batch at a time over about five seconds, not in one statement: a thousand followers'
 * rows and pushes at once held PostgreSQL and both instances long enough to slow the other users'
 * requests of that moment (bench:announce), and the target leaves ten seconds to tell them.
 */
export function tellFollowersOnAnnouncement(app: FastifyInstance): () => void {
  return app.events.subscribe('followers.announced', ({ announcementId }) => {
    tellInBatches(app, announcementId, usersWithSocketsHere(app.io)).catch((err: unknown) =>
      app.log.warn({ err, announcementId }, 'connected followers not told'),
    );
  });
}

async function tellInBatches(app: FastifyInstance, announcementId: number, here: readonly number[]) {
  const batches = Math.ceil(here.length / USERS_PER_BATCH);
  const pause = Math.min(MAX_PAUSE_MS, SPREAD_MS / Math.max(1, batches));
  for (let i = 0; i < batches; i++) {
    // The first batch waits too: at once, it landed on the publishing request's own work.
    await sleep(pause);
    await untilNoRequestInFlight(app);
    const batch = here.slice(i * USERS_PER_BATCH, (i + 1) * USERS_PER_BATCH);
    await notificationsService.tellConnectedFollowers(app.db, app.events, announcementId, batch);
  }
}

/**
 * Background work goes between users' requests: a batch started while one is being answered
 * slowed it by the batch's own time (bench:announce). Bounded, so a busy instance still tells its
 * followers within the target's ten seconds (five seconds of pauses, at most 60 ms more a batch).
 */
async function untilNoRequestInFlight(app: FastifyInstance) {
  // By the clock, not by counting steps: a 2 ms timer fires later than that on a busy instance.
  const deadline = performance.now() + MAX_YIELD_MS;
  while (app.requestsInFlight() > 0 && performance.now() < deadline) await sleep(YIELD_STEP_MS);
}
