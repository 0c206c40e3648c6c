import { trCookMode } from '@receptari/shared/i18n/tr/cook-mode';
import { fill } from '@receptari/shared/i18n/fill';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useNow } from '../hooks/use-cook-timers.ts';
import { type CookTimer, isDue, isPaused, remainingMs } from '../lib/cook-timers.ts';
import { formatClock } from '../lib/format-clock.ts';
import classes from './cook-mode.module.css';

const t = trCookMode.cookMode;

interface TimerActions {
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onRemove: (id: string) => void;
}

function TimerItem({
  timer,
  now,
  onPause,
  onResume,
  onRemove,
}: { timer: CookTimer; now: number } & TimerActions) {
  const done = timer.rang || isDue(timer, now);
  const paused = isPaused(timer);
  const label = timer.label;
  return (
    <li className={classes.timer} data-done={done || undefined}>
      <span className={classes.timerName}>{fill(t.timerLabel, { label, n: timer.step + 1 })}</span>
      {done ? (
        // Announced as it appears, with which timer it is: with several running, 'Temps!' alone
        // does not say which pot to take off (docs/product.md#cook-mode).
        <strong className={classes.timeUp} role="alert">
          <span aria-hidden>{t.timeUp}</span>
          <VisuallyHidden>{fill(t.timeUpNamed, { label })}</VisuallyHidden>
        </strong>
      ) : (
        <span className={classes.clock} role="timer">
          {formatClock(remainingMs(timer, now))}
          {paused && <span className={classes.timerName}> · {t.paused}</span>}
        </span>
      )}
      <Button.Group>
        {done ? (
          <Button
            size="xs"
            color="red"
            leftSection={<IconCheck size={16} aria-hidden />}
            aria-label={fill(t.timerDoneNamed, { label })}
            onClick={() => onRemove(timer.id)}
          >
            {t.timerDone}
          </Button>
        ) : (
          <>
            <Button
              size="xs"
              variant="default"
              leftSection={
                paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />
              }
              aria-label={fill(paused ? t.resumeNamed : t.pauseNamed, { label })}
              onClick={() => (paused ? onResume(timer.id) : onPause(timer.id))}
            >
              {paused ? t.resume : t.pause}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              aria-label={fill(t.cancelNamed, { label })}
              onClick={() => onRemove(timer.id)}
            >
              {t.cancel}
            </Button>
          </>
        )}
      </Button.Group>
    </li>
  );
}

/** Every timer of the recipe, whatever the step: what each has left, or 'Temps!'. */
export function TimerList({ timers, ...actions }: { timers: readonly CookTimer[] } & TimerActions) {
  const now = useNow(timers.length > 0);
  if (timers.length === 0) return null;
  return (
    <ul className={classes.timers} aria-label={t.timers}>
      {timers.map((timer) => (
        <TimerItem key={timer.id} timer={timer} now={now} {...actions} />
      ))}
    </ul>
  );
}
