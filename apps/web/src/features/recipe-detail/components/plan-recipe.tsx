import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { useAuth } from '@/lib/auth-store.ts';
import { useDialog } from '@/lib/use-dialog.ts';

// The dialog, its form and the planner's call are fetched on the first click: the recipe page's
// first load carries only this button.
const PlanRecipeModal = lazy(() => import('./plan-recipe-modal.tsx'));

/** 'Planificar': puts the recipe on a day's lunch or dinner, at the servings chosen on the page. */
export function PlanRecipe({ recipeId, servings }: { recipeId: number; servings: number }) {
  const { token } = useAuth();
  // The dialog leaves with its closing, too soon for Mantine to give the focus back: useDialog does.
  const dialog = useDialog<true>();
  if (!token) return null;
  return (
    <>
      <Button
        variant="light"
        size="sm"
        mt="xs"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        onClick={() => dialog.open(true)}
      >
        {trPlanning.plan.addToPlan}
      </Button>
      {dialog.value && (
        <Suspense fallback={null}>
          <PlanRecipeModal recipeId={recipeId} servings={servings} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
