import { useEffect, useEffectEvent } from 'react';

/** Where the arrows already mean something: a text field, a slider, a video's own controls. */
function keepsArrows(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement || target instanceof HTMLMediaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type);
}

/** Escape closes cook mode; the left and right arrows go to the previous and the next step. */
export function useCookKeys(actions: { close: () => void; previous: () => void; next: () => void }) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      actions.close();
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !keepsArrows(event.target)) {
      event.preventDefault();
      if (event.key === 'ArrowLeft') actions.previous();
      else actions.next();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
