import { caLives } from '@receptari/shared/i18n/ca-lives';
import { fill } from '@receptari/shared/i18n/fill';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useRecipe } from '@/api/recipes/get-recipe.ts';
import classes from './live-room.module.css';

const t = caLives.liveRoom;

type Props = {
  recipeId: number | null;
  currentStep: number | null;
  /** The chef during the live: the steps are buttons that mark the current one. */
  canMark: boolean;
  onMark: (step: number) => void;
};

/**
 * The live's recipe beside the video: the ingredients, each with a checkbox the viewer ticks for
 * themselves (kept in this page only), and the numbered steps with the chef's current one
 * highlighted for everyone.
 */
export function LiveRecipe({ recipeId, currentStep, canMark, onMark }: Props) {
  if (recipeId === null) return <Text c="dimmed">{t.noRecipe}</Text>;
  return <RecipeSteps recipeId={recipeId} currentStep={currentStep} canMark={canMark} onMark={onMark} />;
}

function RecipeSteps({ recipeId, currentStep, canMark, onMark }: Props & { recipeId: number }) {
  const recipe = useRecipe(recipeId);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const current = useRef<HTMLLIElement>(null);
  const box = useRef<HTMLDivElement>(null);

  // The highlighted step scrolls into the recipe's own view (a desktop's scrolling panel), never
  // the page's: a viewer typing in the chat is not moved.
  useEffect(() => {
    const panel = box.current;
    const step = current.current;
    if (!panel || !step || panel.scrollHeight <= panel.clientHeight) return;
    const top = step.offsetTop - panel.offsetTop;
    if (top < panel.scrollTop || top + step.offsetHeight > panel.scrollTop + panel.clientHeight)
      panel.scrollTo({ top: Math.max(0, top - panel.clientHeight / 3), behavior: 'smooth' });
  }, [currentStep]);

  if (recipe.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t.recipeLoading}</Text>
      </Group>
    );
  if (recipe.isError) return <Alert color="red">{t.recipeFailed}</Alert>;
  const { ingredients, steps } = recipe.data;
  const toggle = (i: number) =>
    setChecked((old) => {
      const next = new Set(old);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <Stack gap="md" className={classes.recipe} data-testid="live-recipe" ref={box}>
      <section aria-labelledby="live-ingredients">
        <Title order={2} size="h5" id="live-ingredients" mb={6}>
          {t.ingredients}
        </Title>
        <Stack gap={6}>
          {ingredients.map((ingredient, i) => (
            <Checkbox
              key={i}
              checked={checked.has(i)}
              onChange={() => toggle(i)}
              label={[ingredient.quantity, ingredient.unit, ingredient.name].filter(Boolean).join(' ')}
            />
          ))}
        </Stack>
      </section>
      <section aria-labelledby="live-steps">
        <Group justify="space-between" mb={6}>
          <Title order={2} size="h5" id="live-steps">
            {t.steps}
          </Title>
          {canMark && (
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
                disabled={currentStep !== null && currentStep >= steps.length - 1}
                onClick={() => onMark(currentStep === null ? 0 : currentStep + 1)}
              >
                {t.nextStep}
              </Button>
            </Group>
          )}
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
                ref={isCurrent ? current : undefined}
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
    </Stack>
  );
}
