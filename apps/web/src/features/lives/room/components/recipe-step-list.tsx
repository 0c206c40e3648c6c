import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import { Button, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { RefObject } from 'react';
import classes from './live-room.module.css';

const t = trLives.liveRoom;

type Props = {
  steps: string[];
  currentStep: number | null;
  /** The chef during the live: the steps are buttons that mark the current one. */
  canMark: boolean;
  onMark: (step: number) => void;
  /** Set to the current step's item, so the recipe's panel can scroll it into view. */
  currentRef: RefObject<HTMLLIElement | null>;
};

/** The numbered steps, the chef's current one highlighted for everyone; the chef marks them here. */
export function RecipeStepList({ steps, currentStep, canMark, onMark, currentRef }: Props) {
  return (
    <section aria-labelledby="live-steps">
      <Group justify="space-between" mb={6}>
        <Title order={2} size="h5" id="live-steps">
          {t.steps}
        </Title>
        {canMark && <StepButtons count={steps.length} currentStep={currentStep} onMark={onMark} />}
      </Group>
      {canMark && (
        <Text size="xs" c="dimmed" mb={6}>
          {t.chefMarksHint}
        </Text>
      )}
      <ol className={classes.steps}>
        {steps.map((text, i) => {
          const isCurrent = i === currentStep;
          const body = (
            <>
              <span className={classes.stepNumber} aria-hidden>
                {i + 1}
              </span>
              <span>
                {isCurrent && <span className={classes.visuallyHidden}>{t.currentStep}: </span>}
                {text}
              </span>
            </>
          );
          return (
            <li
              key={i}
              ref={isCurrent ? currentRef : undefined}
              className={classes.step}
              data-current={isCurrent || undefined}
              aria-current={isCurrent ? 'step' : undefined}
              data-testid="live-step"
            >
              {canMark ? (
                <UnstyledButton
                  className={classes.stepButton}
                  onClick={() => onMark(i)}
                  title={fill(t.markStep, { n: i + 1 })}
                  aria-pressed={isCurrent}
                >
                  {body}
                </UnstyledButton>
              ) : (
                <div className={classes.stepButton}>{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The chef's previous and next step. */
function StepButtons({
  count,
  currentStep,
  onMark,
}: {
  count: number;
  currentStep: number | null;
  onMark: (step: number) => void;
}) {
  return (
    <Group gap={4}>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={currentStep === null || currentStep <= 0}
        onClick={() => onMark((currentStep ?? 1) - 1)}
      >
        {t.previousStep}
      </Button>
      <Button
        size="compact-sm"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        disabled={currentStep !== null && currentStep >= count - 1}
        onClick={() => onMark(currentStep === null ? 0 : currentStep + 1)}
      >
        {t.nextStep}
      </Button>
    </Group>
  );
}
