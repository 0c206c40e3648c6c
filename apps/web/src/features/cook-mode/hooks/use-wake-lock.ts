import { useEffect, useState } from 'react';

/** 'on' while the screen is held awake; 'off' while not (refused, or released by the system). */
export type WakeLockState = 'on' | 'off' | 'unsupported';

const supported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/**
 * Keeps the screen on while cook mode is open (Screen Wake Lock API). The browser lets go of the
 * lock whenever the page is hidden, so it is asked again each time the page is visible; it is
 * released when cook mode closes. `note` is true from the first time the screen cannot be held
 * (no API, or the request refused) until the cook dismisses it, once.
 */
export function useWakeLock() {
  const [state, setState] = useState<WakeLockState>(() => (supported() ? 'off' : 'unsupported'));
  const [note, setNote] = useState<'hidden' | 'shown' | 'dismissed'>(() =>
    supported() ? 'hidden' : 'shown',
  );

  useEffect(() => {
    if (!supported()) return;
    let closed = false;
    let sentinel: WakeLockSentinel | null = null;
    const request = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (closed) return void lock.release().catch(() => undefined);
          sentinel = lock;
          setState('on');
          lock.addEventListener('release', () => {
            if (!closed) setState('off');
          });
        },
        () => {
          if (closed) return;
          setState('off');
          setNote((shown) => (shown === 'hidden' ? 'shown' : shown));
        },
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);

  return { state, noteShown: note === 'shown', dismissNote: () => setNote('dismissed') };
}
