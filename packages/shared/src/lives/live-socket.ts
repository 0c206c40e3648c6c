import { trLives } from '../i18n/tr/lives.ts';
import { STEPS_MAX } from '../recipes/recipes.rules.ts';
import { z } from 'zod';

/**
 * The live socket (docs/product.md#live-socket): the room of one live, on the same Socket.IO
 * server as the notifications (path /socket.io) but in a namespace of its own, so the two sockets
 * of a page never see each other's events. The query carries liveId, username, isChef and userId,
 * as that section has them; the server reads only liveId from it: identity and the chef role come from
 * the token.
 */
export const LIVE_NAMESPACE = '/live';

/** Longest chat message, after trimming. */
export const LIVE_CHAT_MAX = 500;
/** Chat messages a user may send to one live per window, and the window. */
export const LIVE_CHAT_RATE = { max: 8, windowMs: 10_000 };
/** Video requests a viewer may make per minute (each one makes the chef's browser call it). */
export const LIVE_VIDEO_REQUEST_RATE = { max: 12, windowMs: 60_000 };
/**
 * docs/product.md#interface-timings: a viewer who joins a started live asks for the video after this delay.
 */
export const JOIN_VIDEO_REQUEST_DELAY_MS = 1000;
/** docs/product.md#interface-timings: the chef calls a new viewer after this delay. */
export const CALL_NEW_VIEWER_DELAY_MS = 500;
/** What a viewer posts on its own when the live starts (docs/product.md#live-room-phases). */
export const LIVE_GREETING = 'Hola!';

/** The reactions a viewer may send: a small fixed set, floated over the video for everyone. */
export const LIVE_REACTIONS = ['👏', '❤️', '😋', '🔥', '😮', '👍'] as const;
export const liveReactionSchema = z.enum(LIVE_REACTIONS);
export type LiveReaction = z.infer<typeof liveReactionSchema>;
/** Reactions one user may send to one live per window; past it they are dropped silently. */
export const LIVE_REACTION_RATE = { max: 6, windowMs: 5_000 };
/** Step changes a chef may make per window (a click per step is far below it). */
export const LIVE_STEP_RATE = { max: 30, windowMs: 10_000 };
/** The highest step index the chef may mark: a recipe has at most STEPS_MAX steps. */
export const LIVE_STEP_MAX = STEPS_MAX - 1;

/** Largest session description and ICE candidate accepted for relaying. */
const SDP_MAX = 64_000;
const CANDIDATE_MAX = 2_000;

/** A live id as a browser may send it: a number or its decimal digits. */
export const liveIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value),
  z.number().int().positive().max(2_147_483_647),
);

const withLive = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ liveId: liveIdSchema, ...shape });

/** A socket id of the live's room (Socket.IO's ids are 20 URL-safe characters). */
const targetSchema = z.string().min(1).max(64);

const descriptionSchema = z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(SDP_MAX) });
const candidateSchema = z.object({
  candidate: z.string().max(CANDIDATE_MAX),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});

/** Every event a browser emits on the live socket, and its payload (docs/product.md#live-socket). */
export const liveClientSchemas = {
  joinLiveRoom: withLive({}),
  leaveRoom: withLive({}),
  requestActiveUsers: withLive({}),
  requestVideoStream: withLive({}),
  chefStartLive: withLive({ hasVideo: z.boolean() }),
  chefEndLive: withLive({}),
  chefCameraStatus: withLive({ status: z.boolean() }),
  chefAudioStatus: withLive({ status: z.boolean() }),
  // username and isChef are the original brief's (docs/product.md#where-we-differ-from-the-brief); the
  // server uses the token's name and role instead.
  sendChatMessage: withLive({
    username: z.string().max(200).optional(),
    isChef: z.boolean().optional(),
    message: z
      .string({ error: () => trLives.liveRoom.emptyMessage })
      .max(4 * LIVE_CHAT_MAX, { error: () => trLives.liveRoom.tooLong }),
  }),
  /** The chef marks the recipe's current step (0-based); null clears it. */
  chefSetStep: withLive({ step: z.number().int().min(0).max(LIVE_STEP_MAX).nullable() }),
  sendReaction: withLive({ emoji: liveReactionSchema }),
  offer: withLive({ target: targetSchema, payload: descriptionSchema }),
  answer: withLive({ target: targetSchema, payload: descriptionSchema }),
  iceCandidate: withLive({ target: targetSchema, payload: candidateSchema }),
} satisfies Record<string, z.ZodType>;

export type LiveClientEvent = keyof typeof liveClientSchemas;
export type SignalKind = 'offer' | 'answer' | 'iceCandidate';
export type SessionDescription = z.infer<typeof descriptionSchema>;
export type IceCandidate = z.infer<typeof candidateSchema>;

/** One line of the live chat (docs/product.md#chat-messages). */
export type LiveChatMessage = {
  username: string;
  message: string;
  /** ISO 8601. */
  timestamp: string;
  isChef: boolean;
  isSystem: boolean;
};

/** ICE servers for RTCPeerConnection, from the server's ICE_SERVERS setting. */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** Where a live's room stands, as the join acknowledgement tells a socket. */
export type LiveRoomState = {
  liveId: number;
  status: 'scheduled' | 'live' | 'ended';
  title: string;
  chef: { id: number; name: string };
  cameraOn: boolean;
  /** Whether a socket of the chef is in the room now. */
  chefPresent: boolean;
  /** The live's recipe (its ingredients and steps are the recipe's own), null once it is gone. */
  recipeId: number | null;
  /** The step the chef marked last (0-based), null before any. */
  currentStep: number | null;
  /** How many distinct viewers are in the room now. */
  viewerCount: number;
};

/** The join acknowledgement: who the server says this socket is, and the room. */
export type LiveJoinAnswer = {
  role: 'chef' | 'viewer';
  username: string;
  state: LiveRoomState;
  iceServers: IceServer[];
  /**
   * Whether the chef's browser records the live for its replay (MediaRecorder, uploaded at the
   * end): true with the mesh, where no media server sees the stream to record it.
   */
  recordInBrowser: boolean;
};

/** What an acknowledgement receives: a result, or a refusal with a Catalan message. */
export type LiveAnswer<Data = unknown> =
  { ok: true; data: Data } | { ok: false; error: { code: string; message: string } };

type Signal<Payload> = { from: string; payload: Payload };

/** Every event the server emits on the live socket (docs/product.md#live-socket). */
export type LiveServerEvents = {
  liveStarted: (data: { hasVideo: boolean; resumed: boolean }) => void;
  waitingRoomUpdate: (data: { count: number; chefName: string; chefPresent: boolean }) => void;
  offer: (data: Signal<SessionDescription>) => void;
  answer: (data: Signal<SessionDescription>) => void;
  iceCandidate: (data: Signal<IceCandidate>) => void;
  chefCameraStatus: (data: { status: boolean }) => void;
  newViewer: (data: { viewerId: string; username: string }) => void;
  /** A viewer's peer is gone: the chef closes its connection. */
  viewerLeft: (data: { viewerId: string }) => void;
  chefDisconnected: () => void;
  newChatMessage: (data: LiveChatMessage) => void;
  userJoined: (data: { username: string }) => void;
  userLeft: (data: { username: string }) => void;
  error: (data: { code: string; message: string }) => void;
  liveEnded: () => void;
  /** The chef marked a step: every viewer highlights it. */
  stepChanged: (data: { step: number | null }) => void;
  /** A viewer's reaction, floated over the video. */
  reaction: (data: { emoji: LiveReaction; username: string }) => void;
};

export type LiveClientEvents = {
  [Event in LiveClientEvent]: (
    payload: z.input<(typeof liveClientSchemas)[Event]>,
    ack?: (answer: LiveAnswer) => void,
  ) => void;
};

/** Why the live socket's connection was refused: the `data` of `connect_error`. */
export type LiveConnectErrorData = { code: 'unauthorized' | 'live_not_found' | 'bad_request' | 'internal' };
