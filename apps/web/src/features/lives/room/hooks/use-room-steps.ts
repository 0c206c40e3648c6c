import { type RefObject, useCallback } from 'react';
import { notify } from '@/lib/notify.ts';
import type { LiveSocket } from '../lib/live-socket.ts';

/** The chef marks the recipe's current step; the server tells everyone (and keeps it). */
export function useRoomSteps(liveId: number, socketRef: RefObject<LiveSocket | null>) {
  return useCallback(
    (step: number | null) => {
      const socket = socketRef.current;
      if (!socket) return;
      socket.emit('chefSetStep', { liveId, step }, (answer) => {
        if (!answer.ok) notify.error(answer.error.message);
      });
    },
    [liveId, socketRef],
  );
}
