import { trLives } from '@receptari/shared/i18n/tr/lives';
import type { LiveReaction } from '@receptari/shared/lives/live-socket';
import type { ReactNode } from 'react';
import type { RoomState } from '../lib/room-state.ts';
import { ReactionBar } from './live-reactions.tsx';
import { LiveVideo } from './live-video.tsx';

const t = trLives.liveRoom;

type Props = {
  room: Pick<RoomState, 'phase' | 'remoteStream' | 'cameraOn'>;
  muted: boolean;
  onReact: (emoji: LiveReaction) => void;
  /** Drawn over the picture on the air. */
  children: ReactNode;
};

/** A viewer's side once the live is on (or over): the chef's video and, on the air, the reactions to send. */
export function ViewerStage({ room, muted, onReact, children }: Props) {
  return (
    <>
      {(room.phase === 'live' || room.phase === 'ended') && (
        <LiveVideo
          stream={room.remoteStream}
          cameraOff={room.phase === 'live' && !room.cameraOn}
          muted={muted}
          onAir={room.phase === 'live'}
          idleText={room.phase === 'ended' ? t.endedTitle : undefined}
          label={t.chefVideo}
        >
          {children}
        </LiveVideo>
      )}
      {room.phase === 'live' && <ReactionBar onReact={onReact} />}
    </>
  );
}
