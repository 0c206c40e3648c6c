import { trLives } from '@receptari/shared/i18n/tr/lives';
import type { LiveChatMessage, LiveJoinAnswer, LiveReaction } from '@receptari/shared/lives/live-socket';

const t = trLives.liveRoom;

/**
 * Where the room stands for this page (docs/product.md#live-room-phases): connecting; blocked (no
 * token, no user data, no such live, no connection); the viewer's waiting screen or the chef's
 * panel; on the air; ended.
 */
export type RoomPhase =
  | 'connecting'
  | 'notAuthenticated'
  | 'incomplete'
  | 'notFound'
  | 'failed'
  | 'waiting'
  | 'chefPanel'
  | 'live'
  | 'ended';

export type ChatLine = LiveChatMessage & { id: number };
/** A reaction floating over the video, until it has floated away. */
export type FloatingReaction = { id: number; emoji: LiveReaction; left: number };

export type RoomState = {
  phase: RoomPhase;
  role: 'chef' | 'viewer' | null;
  username: string;
  title: string;
  chefName: string;
  waitingCount: number;
  chefPresent: boolean;
  /** Whether the chef's camera is on, as the viewers are told. */
  cameraOn: boolean;
  started: boolean;
  messages: ChatLine[];
  remoteStream: MediaStream | null;
  cameraError: string | null;
  /** The live's recipe, shown beside the video; null once it is gone. */
  recipeId: number | null;
  /** The step the chef marked (0-based), as every viewer sees it highlighted. */
  currentStep: number | null;
  reactions: FloatingReaction[];
};

export const initialRoom: RoomState = {
  phase: 'connecting',
  role: null,
  username: '',
  title: '',
  chefName: '',
  waitingCount: 0,
  chefPresent: false,
  cameraOn: false,
  started: false,
  messages: [],
  remoteStream: null,
  cameraError: null,
  recipeId: null,
  currentStep: null,
  reactions: [],
};

/** The chat keeps this many lines; older ones scroll away for good. */
const CHAT_KEEP = 300;
/** At most this many reactions float at once; a burst beyond it shows the newest. */
const REACTIONS_KEEP = 30;

export type RoomAction =
  | { type: 'blocked'; phase: Extract<RoomPhase, 'notAuthenticated' | 'incomplete' | 'notFound' | 'failed'> }
  | { type: 'joined'; joined: LiveJoinAnswer }
  | { type: 'started'; cameraOn: boolean }
  | { type: 'waiting'; count: number; chefName: string; chefPresent: boolean }
  | { type: 'camera'; on: boolean }
  | { type: 'chefGone' }
  | { type: 'message'; message: LiveChatMessage }
  | { type: 'system'; line: string }
  | { type: 'remoteStream'; stream: MediaStream | null }
  | { type: 'cameraError'; message: string }
  | { type: 'ended' }
  | { type: 'step'; step: number | null }
  | { type: 'reaction'; emoji: LiveReaction }
  | { type: 'reactionDone'; id: number };

let nextId = 1;

/** A system line of the chat (docs/product.md#live-room-phases). */
export const systemLine = (message: string): LiveChatMessage => ({
  username: '',
  message,
  timestamp: new Date().toISOString(),
  isChef: false,
  isSystem: true,
});

const append = (state: RoomState, message: LiveChatMessage): RoomState => ({
  ...state,
  messages: [...state.messages, { ...message, id: nextId++ }].slice(-CHAT_KEEP),
});

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'blocked':
      return state.phase === 'ended' ? state : { ...state, phase: action.phase };
    case 'joined': {
      const { role, username, state: live } = action.joined;
      const started = live.status === 'live';
      const phase: RoomPhase =
        live.status === 'ended'
          ? 'ended'
          : role === 'chef'
            ? state.phase === 'live'
              ? 'live'
              : 'chefPanel'
            : started
              ? 'live'
              : 'waiting';
      return {
        ...state,
        phase,
        role,
        username,
        title: live.title,
        chefName: live.chef.name,
        chefPresent: live.chefPresent,
        cameraOn: live.cameraOn,
        started,
        recipeId: live.recipeId,
        currentStep: live.currentStep,
        waitingCount: live.viewerCount,
      };
    }
    case 'started':
      return append(
        { ...state, phase: 'live', started: true, cameraOn: action.cameraOn },
        systemLine(t.systemStarted),
      );
    case 'waiting':
      return {
        ...state,
        waitingCount: action.count,
        chefName: action.chefName,
        chefPresent: action.chefPresent,
      };
    case 'camera':
      return append(
        { ...state, cameraOn: action.on },
        systemLine(action.on ? t.systemCameraOn : t.systemCameraOff),
      );
    case 'chefGone':
      return append({ ...state, chefPresent: false, remoteStream: null }, systemLine(t.systemChefLeft));
    case 'message':
      return append(state, action.message);
    case 'system':
      return append(state, systemLine(action.line));
    case 'remoteStream':
      return { ...state, remoteStream: action.stream };
    case 'cameraError':
      return { ...state, cameraError: action.message };
    case 'ended':
      return { ...state, phase: 'ended', remoteStream: null, reactions: [] };
    case 'step':
      return { ...state, currentStep: action.step };
    case 'reaction': {
      // Spread across the stage's width, so a burst does not stack into one column.
      const reaction = { id: nextId++, emoji: action.emoji, left: 10 + ((nextId * 37) % 80) };
      return { ...state, reactions: [...state.reactions, reaction].slice(-REACTIONS_KEEP) };
    }
    case 'reactionDone':
      return { ...state, reactions: state.reactions.filter((r) => r.id !== action.id) };
  }
}
