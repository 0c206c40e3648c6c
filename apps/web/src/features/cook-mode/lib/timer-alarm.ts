/**
 * What a timer does when its time is up: three beeps drawn with the Web Audio API (no sound file
 * to fetch), a vibration where the device has one, and a system notification when the page is
 * hidden and the cook allowed them. Each is best effort: a browser without one skips it.
 */

type AudioContextClass = typeof AudioContext;

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Context: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  try {
    audio = new Context();
  } catch {
    return null;
  }
  return audio;
}

/**
 * Opens the audio context during a tap (starting a timer): browsers let a page make sound only
 * after a gesture, and the alarm itself comes later, from a clock.
 */
export function unlockSound(): void {
  void audioContext()
    ?.resume()
    .catch(() => undefined);
}

/** Three short beeps at 880 Hz. */
export function playBeeps(): void {
  const context = audioContext();
  if (!context) return;
  try {
    const t0 = context.currentTime + 0.05;
    for (let i = 0; i < 3; i++) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, t0 + i * 0.4);
      gain.gain.exponentialRampToValueAtTime(0.4, t0 + i * 0.4 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + i * 0.4 + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(t0 + i * 0.4);
      oscillator.stop(t0 + i * 0.4 + 0.3);
    }
  } catch {
    // A closed or suspended context: the visible 'Temps!' and the vibration remain.
  }
}

export function vibrate(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate([300, 100, 300]);
}

/** Asked the first time a timer starts, where the browser has notifications and never asked. */
export function askNotificationPermission(): void {
  if (!('Notification' in window) || Notification.permission !== 'default') return;
  try {
    void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
  } catch {
    // Old Safari only takes a callback; cook mode goes on without notifications.
  }
}

/** A system notification, only while the page is hidden and the cook allowed them. */
export function notifyHidden(title: string, body: string, tag: string): void {
  if (!document.hidden || !('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Android's Chrome allows notifications only from a service worker: the page's alarm stays.
  }
}
