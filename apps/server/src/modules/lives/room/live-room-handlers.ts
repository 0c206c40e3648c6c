import {
  LIVE_CHAT_RATE,
  LIVE_REACTION_RATE,
  LIVE_STEP_RATE,
  LIVE_VIDEO_REQUEST_RATE,
} from '@receptari/shared/lives/live-socket';
import type { FastifyInstance } from 'fastify';
import { createSocketRateLimiter } from '../../../lib/socket-rate-limit.ts';
import type { LiveMediaBackend } from '../media/live-media-backend.ts';
import { handleChefControls } from './handle-chef-controls.ts';
import { handleLiveChat } from './handle-live-chat.ts';
import { handleLiveSteps } from './handle-live-steps.ts';
import { handleMediaSignals } from './handle-media-signals.ts';
import { handleReactions } from './handle-reactions.ts';
import { handleRoomPresence } from './handle-room-presence.ts';
import { createLiveAudience, createRoomCountUpdates } from './live-audience.ts';
import type { AppLiveNamespace, LiveSocket } from './live-namespace.ts';
import { createLiveSocketContext, type LiveRoomDeps } from './live-socket-context.ts';

/** Each group of the room's events, in its own file; they share only the socket's context. */
const eventGroups = [
  handleRoomPresence,
  handleChefControls,
  handleLiveChat,
  handleLiveSteps,
  handleReactions,
  handleMediaSignals,
];

/**
 * The live socket's events (docs/product.md#live-socket), for one live's room. Every payload is
 * checked against its shared schema and against the socket's own live; identity and the chef role
 * are the token's (set by the namespace's middleware), never the payload's. A payload that fails
 * is dropped and logged, and its sender hears why (an acknowledgement, or an `error` event shown
 * as a system line); the connection stays up. Media events go to the media backend.
 */
export function liveRoomHandlers(app: FastifyInstance, nsp: AppLiveNamespace, media: LiveMediaBackend) {
  const limit = (name: string, rate: { max: number; windowMs: number }) =>
    createSocketRateLimiter(app, name, rate.max, rate.windowMs);
  const audience = createLiveAudience(app.redis);
  const deps: LiveRoomDeps = {
    app,
    nsp,
    media,
    audience,
    roomChanged: createRoomCountUpdates(nsp, audience, app.log),
    limits: {
      chat: limit('liveChat', LIVE_CHAT_RATE),
      video: limit('liveVideo', LIVE_VIDEO_REQUEST_RATE),
      reaction: limit('liveReaction', LIVE_REACTION_RATE),
      step: limit('liveStep', LIVE_STEP_RATE),
    },
  };
  // Before the namespace's own preClose disconnects the sockets: what this instance counted goes.
  app.addHook('preClose', () => audience.closeLocal());

  return (socket: LiveSocket) => {
    const context = createLiveSocketContext(deps, socket);
    for (const handle of eventGroups) handle(context);
  };
}
