import { type PointerEvent, useRef } from 'react';

/** How far a finger must travel sideways, more than up or down, to turn the step. */
export const SWIPE_PX = 50;

/**
 * A horizontal swipe on the step (touch or pen; a mouse drag selects text instead): to the left
 * goes to the next step, to the right to the previous one.
 */
export function useSwipe(actions: { previous: () => void; next: () => void }) {
  const origin = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      origin.current =
        event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = origin.current;
      origin.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) actions.next();
      else actions.previous();
    },
    onPointerCancel: () => {
      origin.current = null;
    },
  };
}
