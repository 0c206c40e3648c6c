import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { useAuth } from '@/lib/auth-store.ts';

// The dialog, its form and the planner's call are fetched on the first click: the recipe page's
// first load carries only this button.
const PlanRecipeModal = lazy(() => import('./plan-recipe-modal.tsx'));

/** 'Planificar': puts the recipe on a day's lunch or dinner, at the servings chosen on the page. */
export function PlanRecipe({ recipeId, servings }: { recipeId: number; servings: number }) {
  const { token } = useAuth();
  const [open, setOpen] = useState(false);
  if (!token) return null;
  return (
    <>
      <Button
        variant="light"
        size="sm"
        mt="xs"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {trPlanning.plan.addToPlan}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PlanRecipeModal recipeId={recipeId} servings={servings} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
