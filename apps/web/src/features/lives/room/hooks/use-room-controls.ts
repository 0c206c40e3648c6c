import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify.ts';
import type { useLiveRoom } from './use-live-room.ts';

type Live = Pick<ReturnType<typeof useLiveRoom>, 'startLive' | 'endLive' | 'leave'>;

/**
 * What the room's buttons do: the chef goes on the air (`hasVideo`: with the picture) or ends the
 * live, a viewer leaves; ending and leaving ask first (`confirming`), and a busy flag covers the
 * wait for the server.
 */
export function useRoomControls(live: Live, hasVideo: boolean) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'end' | 'leave' | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const answer = await live.startLive(hasVideo);
    setBusy(false);
    if (answer && !answer.ok) notify.error(answer.error.message);
  };

  const end = async () => {
    setBusy(true);
    const answer = await live.endLive();
    setBusy(false);
    setConfirming(null);
    // docs/product.md#live-errors: a failed end is an alert; the live goes on.
    if (!answer.ok)
      return notify.error(() => fill(trLives.liveRoom.endFailed, { message: answer.error.message }));
    navigate('/live');
  };

  const leave = () => {
    live.leave();
    navigate('/live');
  };

  return { confirming, setConfirming, busy, start, end, leave };
}
