import { trCookMode } from '@receptari/shared/i18n/tr/cook-mode';
import { Button } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './cook-mode.module.css';

const t = trCookMode.cookMode;

/**
 * Previous and next, large for a floury thumb ('Anterior', 'Següent' in sight, so they fit a phone);
 * on the last step, 'Acabar' closes cook mode.
 */
export function StepNav({
  step,
  total,
  onPrevious,
  onNext,
  onFinish,
}: {
  step: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}) {
  const last = step >= total - 1;
  return (
    <nav className={classes.nav} aria-label={t.title}>
      <Button
        size="lg"
        variant="default"
        leftSection={<IconChevronLeft size={22} aria-hidden />}
        disabled={step <= 0}
        onClick={onPrevious}
        aria-label={t.previous}
      >
        {t.previousShort}
      </Button>
      {last ? (
        <Button
          size="lg"
          color="olive.7"
          rightSection={<IconCheck size={22} aria-hidden />}
          onClick={onFinish}
        >
          {t.finish}
        </Button>
      ) : (
        <Button
          size="lg"
          rightSection={<IconChevronRight size={22} aria-hidden />}
          onClick={onNext}
          aria-label={t.next}
        >
          {t.nextShort}
        </Button>
      )}
    </nav>
  );
}
