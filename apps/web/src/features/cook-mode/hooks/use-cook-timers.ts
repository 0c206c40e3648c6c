import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import {
  type CookTimer,
  createTimer,
  isDue,
  loadTimers,
  pauseTimer,
  resumeTimer,
  saveTimers,
} from '../lib/cook-timers.ts';
import { askNotificationPermission, unlockSound } from '../lib/timer-alarm.ts';

/** How often a running timer is looked at: a quarter second, so the alarm is never late by more. */
export const TICK_MS = 250;

const pending = (timer: CookTimer) => timer.endsAt !== null && !timer.rang;

/**
 * The recipe's timers, several at once, kept in localStorage so a reload finds them running. While
 * one is running, a clock looks every TICK_MS for those whose end has passed, calls `onRing` once
 * for each, and marks it rung.
 */
export function useCookTimers(recipeId: number, onRing: (timer: CookTimer) => void) {
  const [timers, setTimers] = useState(() => loadTimers(recipeId, Date.now()));
  const ring = useEffectEvent(onRing);

  useEffect(() => saveTimers(recipeId, timers), [recipeId, timers]);

  useEffect(() => {
    if (!timers.some(pending)) return;
    // Rung in this effect's life: the state that marks them may not have come back yet.
    const rung = new Set<string>();
    const check = () => {
      const now = Date.now();
      const due = timers.filter((t) => pending(t) && isDue(t, now) && !rung.has(t.id));
      if (due.length === 0) return;
      for (const timer of due) {
        rung.add(timer.id);
        ring(timer);
      }
      const ids = new Set(due.map((t) => t.id));
      setTimers((all) => all.map((t) => (ids.has(t.id) ? { ...t, rang: true } : t)));
    };
    const clock = window.setInterval(check, TICK_MS);
    return () => window.clearInterval(clock);
  }, [timers]);

  const start = useCallback((label: string, step: number, seconds: number) => {
    unlockSound();
    askNotificationPermission();
    setTimers((all) => [...all, createTimer(label, step, seconds, Date.now())]);
  }, []);

  const change = (id: string, how: (timer: CookTimer, now: number) => CookTimer) =>
    setTimers((all) => all.map((t) => (t.id === id ? how(t, Date.now()) : t)));

  return {
    timers,
    start,
    pause: (id: string) => change(id, pauseTimer),
    resume: (id: string) => change(id, resumeTimer),
    remove: (id: string) => setTimers((all) => all.filter((t) => t.id !== id)),
  };
}

/**
 * Date.now(), refreshed every TICK_MS while `active` (while there is any timer, paused ones too, so
 * a resumed one counts from a fresh time). A timer just started may see a time up to a tick old:
 * remainingMs never shows more than its duration.
 */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const clock = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(clock);
  }, [active]);
  return now;
}
