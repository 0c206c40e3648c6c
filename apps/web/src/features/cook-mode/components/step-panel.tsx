import type { RecipeReplayAnswer } from '@receptari/shared/lives/lives.schemas';
import { trCookMode } from '@receptari/shared/i18n/tr/cook-mode';
import { fill } from '@receptari/shared/i18n/fill';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useSwipe } from '../hooks/use-swipe.ts';
import { type DetectedTimer, detectTimers } from '../lib/detect-timers.ts';
import { type CookIngredient, ingredientLine } from '../lib/ingredient-line.ts';
import { findIngredientMentions, mentionedIngredients } from '../lib/match-ingredients.ts';
import { segmentStep } from '../lib/step-segments.ts';
import classes from './cook-mode.module.css';
import { ReadAloudButton } from './read-aloud-button.tsx';
import { ReplayChapter } from './replay-chapter.tsx';
import { StepText } from './step-text.tsx';

const t = trCookMode.cookMode;

interface StepPanelProps {
  replay: RecipeReplayAnswer | null;
  /** 0-based. */
  step: number;
  total: number;
  text: string;
  ingredients: readonly CookIngredient[];
  onStartTimer: (timer: DetectedTimer) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** 'Pas N de M', the ingredients the step names with their quantities, the step, its extras. */
export function StepPanel({ replay, step, total, text, ingredients, onStartTimer, ...turn }: StepPanelProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // A new step is read from its top, wherever the last one (or the checklist below it) was scrolled.
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    element.scrollTop = 0;
    if (element.parentElement) element.parentElement.scrollTop = 0;
  }, [step]);
  const swipe = useSwipe({ previous: turn.onPrevious, next: turn.onNext });
  const timers = useMemo(() => detectTimers(text), [text]);
  const mentions = useMemo(() => findIngredientMentions(text, ingredients), [text, ingredients]);
  const named = mentionedIngredients(mentions).flatMap((i) => ingredients[i] ?? []);
  return (
    <section ref={section} className={classes.step} aria-labelledby={headingId} {...swipe}>
      <div className={classes.live} aria-live="polite">
        <h3 id={headingId} className={classes.stepOf} tabIndex={-1} data-autofocus>
          {fill(t.stepOf, { n: step + 1, total })}
        </h3>
        {named.length > 0 && (
          <ul className={classes.chips} aria-label={t.stepIngredients}>
            {named.map((ingredient, i) => (
              <li key={i} className={classes.chip}>
                {ingredientLine(ingredient)}
              </li>
            ))}
          </ul>
        )}
        <StepText
          segments={segmentStep(text, timers, mentions)}
          timers={timers}
          onStartTimer={onStartTimer}
        />
      </div>
      <div className={classes.actions}>
        <ReadAloudButton text={text} />
        <ReplayChapter replay={replay} step={step} />
      </div>
    </section>
  );
}
