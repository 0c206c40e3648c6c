import { trLives } from '@receptari/shared/i18n/tr/lives';
import { tr } from '@receptari/shared/i18n/tr/core';
import { setCurrentStep } from '../live-room.service.ts';
import { liveRoom } from './live-rooms.ts';
import type { LiveSocketContext } from './live-socket-context.ts';
import { refuse } from './refuse-live-event.ts';

/** The recipe step the chef marks, which the whole room follows. */
export function handleLiveSteps(context: LiveSocketContext): void {
  const { app, nsp, on, liveId, limits } = context;

  on('chefSetStep', { chefOnly: true }, async ({ step }) => {
    if (!(await limits.step(`${liveId}`))) throw refuse('rate_limited', tr.errors.rateLimited);
    // Stored first (with its chapter), so a late joiner or another instance reads the same step.
    if (!(await setCurrentStep(app.db, liveId, step))) throw refuse('not_on_air', trLives.liveRoom.notOnAir);
    nsp.to(liveRoom(liveId)).emit('stepChanged', { step });
  });
}
