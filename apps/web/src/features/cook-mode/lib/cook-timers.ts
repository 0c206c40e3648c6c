import { cookStorageKey, readStored, writeStored } from './cook-storage.ts';

/**
 * A timer of cook mode. A running one is kept as the moment it ends (Date.now() time), never as a
 * count, so it stays right across a throttled background tab and a reload.
 */
export interface CookTimer {
  id: string;
  /** The phrase of the step that started it: '20 minuts'. */
  label: string;
  /** The step (0-based) it was started from. */
  step: number;
  durationMs: number;
  /** When it ends; null while paused. */
  endsAt: number | null;
  /** While paused, what it had left. */
  remainingMs: number;
  /** Its alarm has gone off (a reload shows 'Temps!' without ringing again). */
  rang: boolean;
}

/** A finished timer nobody closed is forgotten after this long. */
const FORGET_AFTER_MS = 6 * 3600_000;

let created = 0;

export function createTimer(label: string, step: number, seconds: number, now: number): CookTimer {
  created += 1;
  const durationMs = seconds * 1000;
  const id = `${now.toString(36)}-${created}-${Math.random().toString(36).slice(2, 8)}`;
  return { id, label, step, durationMs, endsAt: now + durationMs, remainingMs: durationMs, rang: false };
}

/** What it has left at `now`, never more than its duration (a clock a tick old) nor less than 0. */
export const remainingMs = (timer: CookTimer, now: number) =>
  timer.endsAt === null ? timer.remainingMs : Math.min(timer.durationMs, Math.max(0, timer.endsAt - now));

/** Its time is up: running and past its end. */
export const isDue = (timer: CookTimer, now: number) => timer.endsAt !== null && timer.endsAt <= now;

export const isPaused = (timer: CookTimer) => timer.endsAt === null;

export function pauseTimer(timer: CookTimer, now: number): CookTimer {
  return isPaused(timer) ? timer : { ...timer, endsAt: null, remainingMs: remainingMs(timer, now) };
}

export function resumeTimer(timer: CookTimer, now: number): CookTimer {
  return isPaused(timer) ? { ...timer, endsAt: now + timer.remainingMs } : timer;
}

function isCookTimer(value: unknown): value is CookTimer {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    typeof t.label === 'string' &&
    Number.isInteger(t.step) &&
    typeof t.durationMs === 'number' &&
    (t.endsAt === null || typeof t.endsAt === 'number') &&
    typeof t.remainingMs === 'number' &&
    typeof t.rang === 'boolean'
  );
}

/** The recipe's stored timers, still running or paused or rung not long ago; anything else dropped. */
export function loadTimers(recipeId: number, now: number): CookTimer[] {
  const stored = readStored(cookStorageKey(recipeId, 'timers'));
  if (!Array.isArray(stored)) return [];
  return stored.filter(isCookTimer).filter((t) => t.endsAt === null || now - t.endsAt < FORGET_AFTER_MS);
}

export function saveTimers(recipeId: number, timers: readonly CookTimer[]): void {
  writeStored(cookStorageKey(recipeId, 'timers'), timers.length > 0 ? timers : undefined);
}
