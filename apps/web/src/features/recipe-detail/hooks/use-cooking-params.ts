import { SERVINGS_MAX, SERVINGS_MIN } from '@receptari/shared/recipes/recipes.rules';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The servings chosen on the page (?racions=6) and cook mode's step (?cuina=3, 1-based) live in the
 * address, so a reload, a locked phone or a shared link come back to the same quantities and step.
 */
export function useCookingParams(recipe: { servings: number; steps: readonly string[] }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('racions'));
  const servings =
    Number.isInteger(asked) && asked >= SERVINGS_MIN && asked <= SERVINGS_MAX ? asked : recipe.servings;
  const stepParam = params.get('cuina');
  const stepAsked = Number(stepParam) - 1;
  const cookStep =
    stepParam === null || recipe.steps.length === 0
      ? null
      : Math.min(Math.max(Number.isInteger(stepAsked) ? stepAsked : 0, 0), recipe.steps.length - 1);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setServings = useCallback(
    (value: number) =>
      update((next) => {
        if (value === recipe.servings) next.delete('racions');
        else next.set('racions', String(value));
      }),
    [update, recipe.servings],
  );
  const setCookStep = useCallback(
    (step: number | null) =>
      update((next) => {
        if (step === null) next.delete('cuina');
        else next.set('cuina', String(step + 1));
      }),
    [update],
  );
  return { servings, setServings, cookStep, setCookStep };
}
