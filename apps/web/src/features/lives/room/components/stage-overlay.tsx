import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import { Badge } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { FloatingReaction } from '../lib/room-state.ts';
import { FloatingReactions } from './live-reactions.tsx';
import classes from './live-room.module.css';

const t = trLives.liveRoom;

type Props = { reactions: FloatingReaction[]; watching: number; onReactionDone: (id: number) => void };

/** Over the video while on the air: the rising reactions and how many watch. */
export function StageOverlay({ reactions, watching, onReactionDone }: Props) {
  return (
    <>
      <FloatingReactions reactions={reactions} onDone={onReactionDone} />
      <Badge
        className={classes.viewers}
        color="dark"
        variant="filled"
        leftSection={<IconEye size={12} aria-hidden />}
        aria-label={fill(t.watchingLabel, { n: watching })}
        data-testid="viewer-count"
      >
        {fill(t.watching, { n: watching })}
      </Badge>
    </>
  );
}
