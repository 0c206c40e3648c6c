import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import type { Meal } from '@receptari/shared/meal-plan/meal-plan.rules';
import { useMealPlan } from '@/api/meal-plan/get-meal-plan.ts';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { useDialog } from '@/lib/use-dialog.ts';
import { usePlanActions } from '../hooks/use-plan-actions.ts';
import { usePlanWeek } from '../hooks/use-plan-week.ts';
import { CalendarSubscription } from './calendar-subscription.tsx';
import { MoveEntryModal } from './move-entry-modal.tsx';
import { RecipePickerModal } from './recipe-picker-modal.tsx';
import { SendWeekButton } from './send-week-button.tsx';
import { WeekGrid } from './week-grid.tsx';
import { WeekNav } from './week-nav.tsx';

const t = trPlanning.plan;

/**
 * /planificador (docs/product.md#meal-plan): a week of lunches and dinners, Monday to Sunday, to
 * fill from a recipe search, rearrange, send to the shopping list and follow from a calendar app.
 * Signed-in only (the route guard). Loaded lazily by the router.
 */
export function MealPlanPage() {
  const nav = usePlanWeek();
  const { week, dates } = nav;
  const plan = useMealPlan(week);
  const actions = usePlanActions(week);
  // Both dialogs leave with their closing; useDialog gives the focus back to the button pressed.
  const adding = useDialog<{ date: string; meal: Meal }>();
  const moving = useDialog<MealPlanEntry>();
  const entries = plan.data?.entries ?? [];

  return (
    <Stack gap="md" w="100%">
      <DocumentTitle title={t.title} />
      <Title order={1}>{t.title}</Title>
      <WeekNav
        dates={dates}
        isThisWeek={nav.isThisWeek}
        onPrevious={nav.previous}
        onNext={nav.next}
        onThisWeek={nav.today}
      />
      {plan.isPending ? (
        <WeekSkeleton />
      ) : plan.isError ? (
        <QueryError message={t.loadError} onRetry={() => void plan.refetch()} />
      ) : (
        <>
          <Group justify="space-between" gap="xs">
            <Text c="dimmed" fz="sm">
              {entries.length === 0 ? t.emptyWeek : t.dragHint}
            </Text>
            <SendWeekButton week={week} empty={entries.length === 0} />
          </Group>
          <WeekGrid
            dates={dates}
            entries={entries}
            actions={actions}
            onAdd={(date, meal) => adding.open({ date, meal })}
            onMoveDialog={moving.open}
          />
        </>
      )}
      <CalendarSubscription />
      {adding.value && <RecipePickerModal {...adding.value} week={week} onClose={adding.close} />}
      {moving.value && (
        <MoveEntryModal entry={moving.value} dates={dates} onMove={actions.move} onClose={moving.close} />
      )}
    </Stack>
  );
}

function WeekSkeleton() {
  return (
    <Stack gap="sm" aria-busy>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height={120} radius="md" />
      ))}
    </Stack>
  );
}
