/**
 * What the bench (run-site-bench.ts) hands its load generators (site-users.ts, live-crowd.ts) in a
 * JSON file, and what they write back when they end: their own processes, so the load's CPU is
 * never the apps' and each side's is measured apart.
 */
import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';

export type SiteUser = { id: number; token: string; name: string; creates: boolean };

export type UsersPlan = {
  /** The balancer: every request and socket goes through it. */
  target: string;
  users: SiteUser[];
  /** Recipes written by the bench's users (likes, saves and comments go there: their authors are told). */
  ownRecipes: number[];
  /** Any recipe of the catalogue, to open. */
  recipeIds: { min: number; max: number };
  categories: number[];
  cuisines: number[];
  /** Words of the catalogue's titles, for searches that find something. */
  words: string[];
  /** The users arrive over this time from the start (the start itself: waitForStart). */
  rampMs: number;
  /** No request starts after start + durationMs. */
  durationMs: number;
  /** A user's mean pause between two steps. */
  thinkMs: number;
  /** This process's ceiling in requests a second, whatever the users would do. */
  maxRps: number;
  /** A picture the food check accepts, for the users who create a recipe. */
  photoPath: string;
  /** The recipe they publish (its category, cuisine, title and picture are set for each). */
  recipe: RecipeInput;
  resultsPath: string;
};

export type LivePlan = {
  target: string;
  liveId: number;
  chef: SiteUser;
  viewers: SiteUser[];
  durationMs: number;
  /** Each viewer's mean pause between two chat lines. */
  chatEveryMs: number;
  resultsPath: string;
};

/** One step's requests: when each started (epoch ms), how long it took, its status (0: no answer). */
export type StepSamples = { at: number[]; ms: number[]; status: number[] };

/** One socket's life: when it connected and disconnected (epoch ms), and why it disconnected. */
export type SocketLife = {
  userId: number;
  kind: 'notifications' | 'live';
  connects: number[];
  disconnects: { at: number; reason: string }[];
};

export type UsersResults = {
  steps: Record<string, StepSamples>;
  /** Writes answered 2xx: each must be in the database after the run. */
  acked: {
    likes: [userId: number, recipeId: number][];
    saves: [userId: number, recipeId: number][];
    comments: number[];
    recipes: number[];
  };
  sockets: SocketLife[];
  /** Per user: notification ids pushed to the socket, and those seen in a list the user read (with when). */
  notifications: { userId: number; pushed: number[]; listed: number[] }[];
};

export type LiveResults = {
  sockets: SocketLife[];
  joined: number;
  linesSent: number;
  /** Emit to receipt by every member, in ms (all in this process: one clock). */
  fanOutMs: number[];
  /** Lines some member never received by the end. */
  linesIncomplete: number;
  rateLimited: number;
};

/**
 * A generator's start: it says it is ready once its modules are loaded (on a loaded machine that
 * takes seconds), and every generator gets the same start instant from the bench after all are.
 */
export function waitForStart(): Promise<number> {
  return new Promise((resolve) => {
    process.once('message', (message: { startAt: number }) => resolve(message.startAt));
    process.send?.('ready');
  });
}
