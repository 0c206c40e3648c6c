import type { FastifyBaseLogger } from 'fastify';
import type { AppLiveNamespace } from '../../room/live-namespace.ts';
import type { LiveParticipant } from '../live-media-backend.ts';
import type { JanusHandle } from './janus-client.ts';
import type { JanusSessions } from './janus-sessions.ts';
import type { LiveAssignments } from './live-assignments.ts';

/** VideoRoom codes: no such room, no such feed, room already exists. */
export const NO_ROOM = 426;
export const NO_FEED = 428;
export const ROOM_EXISTS = 427;

export type JanusBackendOptions = {
  nsp: AppLiveNamespace;
  log: FastifyBaseLogger;
  /** The Janus HTTP APIs to place lives on (each live on the least loaded); read at the first live. */
  hosts: () => Promise<readonly string[]>;
  assignments: LiveAssignments;
  /** Where Janus writes the chef's recording (a folder on Janus's own host); none: no recording. */
  recordingDir?: string;
  /** The live ended and its recording files are closed: `base` is their common prefix. */
  onRecordingClosed?: (liveId: number, base: string) => void;
};

export type Publisher = {
  chefSocketId: string;
  ready: Promise<JanusHandle>;
  feed: number | null;
  base?: string;
};
export type Subscriber = { viewer: LiveParticipant; ready: Promise<JanusHandle | null>; cancelled: boolean };

/**
 * What the backend's parts (publishing, subscribing, recovering, ending) share on this instance:
 * its Janus sessions, the publishers of the chefs connected here by live, and the subscribers of
 * the viewers connected here by socket. Across instances only `opts.assignments` is shared.
 */
export type JanusBackendState = {
  readonly opts: JanusBackendOptions;
  readonly sessions: JanusSessions;
  readonly publishers: Map<number, Publisher>;
  readonly subscribers: Map<string, Subscriber>;
  /** Set by close(): nothing reconnects and nothing waits for a feed any more. */
  closed: boolean;
};
