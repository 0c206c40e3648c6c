import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useRecipe } from '@/api/recipes/get-recipe.ts';
import { IngredientChecklist } from './ingredient-checklist.tsx';
import classes from './live-room.module.css';
import { RecipeStepList } from './recipe-step-list.tsx';

const t = trLives.liveRoom;

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
      <IngredientChecklist ingredients={ingredients} checked={checked} onToggle={toggle} />
      <RecipeStepList
        steps={steps}
        currentStep={currentStep}
        canMark={canMark}
        onMark={onMark}
        currentRef={current}
      />
    </Stack>
  );
}
