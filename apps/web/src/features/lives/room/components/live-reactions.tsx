import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import { LIVE_REACTIONS, type LiveReaction } from '@receptari/shared/lives/live-socket';
import { ActionIcon, Group } from '@mantine/core';
import type { FloatingReaction } from '../lib/room-state.ts';
import classes from './live-room.module.css';

const t = trLives.liveRoom;

/** The reactions a viewer may send, under the video. */
export function ReactionBar({ onReact }: { onReact: (emoji: LiveReaction) => void }) {
  return (
    <Group gap={4} role="group" aria-label={t.reactionsLabel}>
      {LIVE_REACTIONS.map((emoji) => (
        <ActionIcon
          key={emoji}
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => onReact(emoji)}
          aria-label={fill(t.react, { emoji })}
        >
          <span aria-hidden className={classes.reactionIcon}>
            {emoji}
          </span>
        </ActionIcon>
      ))}
    </Group>
  );
}

/** Everyone's reactions rising over the video; each goes when its animation ends. */
export function FloatingReactions({
  reactions,
  onDone,
}: {
  reactions: FloatingReaction[];
  onDone: (id: number) => void;
}) {
  return (
    <div className={classes.reactions} aria-hidden>
      {reactions.map((reaction) => (
        <span
          key={reaction.id}
          className={classes.floating}
          style={{ left: `${reaction.left}%` }}
          onAnimationEnd={() => onDone(reaction.id)}
          data-testid="floating-reaction"
        >
          {reaction.emoji}
        </span>
      ))}
    </div>
  );
}
