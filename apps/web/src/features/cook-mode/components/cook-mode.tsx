import type { RecipeReplayAnswer } from '@receptari/shared/lives/lives.schemas';
import { trCookMode } from '@receptari/shared/i18n/tr/cook-mode';
import { fill } from '@receptari/shared/i18n/fill';
import { Alert, Portal } from '@mantine/core';
import { useFocusTrap } from '@mantine/hooks';
import { type JSX, useId } from 'react';
import { useChecklist } from '../hooks/use-checklist.ts';
import { useCookKeys } from '../hooks/use-cook-keys.ts';
import { useCookTimers } from '../hooks/use-cook-timers.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { useOverlay } from '../hooks/use-overlay.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import type { CookTimer } from '../lib/cook-timers.ts';
import { notifyHidden, playBeeps, vibrate } from '../lib/timer-alarm.ts';
import { CookModeHeader } from './cook-mode-header.tsx';
import classes from './cook-mode.module.css';
import { IngredientChecklist } from './ingredient-checklist.tsx';
import { StepNav } from './step-nav.tsx';
import { StepPanel } from './step-panel.tsx';
import { TimerList } from './timer-list.tsx';

const t = trCookMode.cookMode;

export interface CookModeProps {
  recipe: { id: number; title: string };
  /** Already at the chosen servings and units. */
  ingredients: readonly { name: string; quantity: string; unit: string }[];
  /** Already with temperatures converted. Never empty (the page offers no cook mode without steps). */
  steps: readonly string[];
  /** 0-based step shown; the page keeps it in the URL (?cuina=N, 1-based) so a reload resumes. */
  step: number;
  onStepChange: (step: number) => void;
  onClose: () => void;
  /**
   * The replay of a live that cooked this recipe, with its chapters by step (GET /recipes/{id}/replay,
   * asked by the page); null or absent without one. Passed in, so this chunk fetches nothing itself.
   */
  replay?: RecipeReplayAnswer | null;
}

/**
 * Cook mode ('Mode cuina'): the recipe's steps one at a time over the whole screen, in large type,
 * for a cook with floury hands. The arrows, a swipe or the buttons turn the step; Escape closes.
 * The step's ingredients are marked, its durations are one-tap timers that ring even from another
 * step, the screen stays on, and the step can be read aloud or watched in the live's replay.
 */
export default function CookMode({
  recipe,
  ingredients,
  steps,
  step,
  onStepChange,
  onClose,
  replay = null,
}: CookModeProps): JSX.Element {
  const total = steps.length;
  const current = Math.min(Math.max(0, Math.trunc(step) || 0), Math.max(0, total - 1));
  const titleId = useId();
  const trap = useFocusTrap();
  useOverlay();
  useFullscreen();
  const wakeLock = useWakeLock();
  const checklist = useChecklist(recipe.id);
  const ring = (timer: CookTimer) => {
    playBeeps();
    vibrate();
    notifyHidden(
      fill(t.timeUpNamed, { label: timer.label }),
      fill(t.notificationBody, { recipe: recipe.title, n: timer.step + 1 }),
      timer.id,
    );
  };
  const timers = useCookTimers(recipe.id, ring);
  const go = (to: number) => {
    if (to >= 0 && to < total && to !== current) onStepChange(to);
  };
  const previous = () => go(current - 1);
  const next = () => go(current + 1);
  useCookKeys({ close: onClose, previous, next });

  return (
    <Portal>
      <div
        ref={trap}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-wake-lock={wakeLock.state}
        className={classes.overlay}
      >
        <CookModeHeader
          titleId={titleId}
          title={recipe.title}
          wakeLockOn={wakeLock.state === 'on'}
          onClose={onClose}
        />
        <div className={classes.notes}>
          {wakeLock.noteShown && (
            <Alert
              color="yellow"
              variant="light"
              role="status"
              withCloseButton
              closeButtonLabel={t.dismissWakeLockNote}
              onClose={wakeLock.dismissNote}
            >
              {t.wakeLockUnsupported}
            </Alert>
          )}
        </div>
        <TimerList
          timers={timers.timers}
          onPause={timers.pause}
          onResume={timers.resume}
          onRemove={timers.remove}
        />
        <div className={classes.main}>
          <StepPanel
            replay={replay}
            step={current}
            total={total}
            text={steps[current] ?? ''}
            ingredients={ingredients}
            onStartTimer={(timer) => timers.start(timer.label, current, timer.seconds)}
            onPrevious={previous}
            onNext={next}
          />
          <IngredientChecklist
            ingredients={ingredients}
            checked={checklist.checked}
            onToggle={checklist.toggle}
          />
        </div>
        <StepNav step={current} total={total} onPrevious={previous} onNext={next} onFinish={onClose} />
      </div>
    </Portal>
  );
}
