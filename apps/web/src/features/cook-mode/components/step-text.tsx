import { trCookMode } from '@receptari/shared/i18n/tr/cook-mode';
import { fill } from '@receptari/shared/i18n/fill';
import { IconAlarm } from '@tabler/icons-react';
import type { DetectedTimer } from '../lib/detect-timers.ts';
import type { StepSegment } from '../lib/step-segments.ts';
import classes from './cook-mode.module.css';

const t = trCookMode.cookMode;

/** The step in large type: its ingredients marked, each timer phrase a button that starts it. */
export function StepText({
  segments,
  timers,
  onStartTimer,
}: {
  segments: readonly StepSegment[];
  timers: readonly DetectedTimer[];
  onStartTimer: (timer: DetectedTimer) => void;
}) {
  return (
    <p className={classes.stepText}>
      {segments.map((segment, i) => {
        if (segment.kind === 'text') return <span key={i}>{segment.text}</span>;
        if (segment.kind === 'ingredient') return <mark key={i}>{segment.text}</mark>;
        const timer = timers[segment.timer];
        if (!timer) return <span key={i}>{segment.text}</span>;
        return (
          <button
            key={i}
            type="button"
            className={classes.timerButton}
            aria-label={fill(t.startTimer, { label: timer.label })}
            onClick={() => onStartTimer(timer)}
          >
            <IconAlarm size="0.9em" aria-hidden className={classes.timerIcon} />
            {segment.text}
          </button>
        );
      })}
    </p>
  );
}
