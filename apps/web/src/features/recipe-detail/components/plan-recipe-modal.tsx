import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import { type Meal, datesOfWeek, shiftWeek, weekOfDate } from '@receptari/shared/meal-plan/meal-plan.rules';
import { useAddMealPlanEntry } from '@/api/meal-plan/add-meal-plan-entry.ts';
import { DayMealFields, PlannedServingsInput } from '@/components/planning/plan-fields.tsx';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { dateOf, daysBetween, formatPlanDay, thisWeek, todayIso } from '@/lib/plan-dates.ts';
import { navigateTo } from '@/lib/navigation.ts';

const t = trPlanning.plan;

/** From today to the Sunday of next week: the days 'Planificar' offers. */
function plannableDays(): string[] {
  const sunday = datesOfWeek(shiftWeek(thisWeek(), 1))?.[6] ?? todayIso();
  return daysBetween(todayIso(), sunday);
}

type Props = { recipeId: number; servings: number; onClose: () => void };

/** The recipe page's 'Planificar' dialog: a day (today by default), lunch or dinner, and servings. */
export default function PlanRecipeModal({ recipeId, servings: pageServings, onClose }: Props) {
  const [days] = useState(plannableDays);
  const [date, setDate] = useState(days[0] ?? todayIso());
  const [meal, setMeal] = useState<Meal>('dinar');
  const [servings, setServings] = useState<number | string>(pageServings);
  const add = useAddMealPlanEntry();

  const submit = () => {
    const week = weekOfDate(dateOf(date));
    const planned = typeof servings === 'number' ? servings : pageServings;
    add.mutate(
      { date, meal, recipe_id: recipeId, servings: planned, week },
      {
        onSuccess: () => {
          notify.success(() => fill(t.planned, { meal: t[meal].toLowerCase(), day: formatPlanDay(date) }), {
            label: () => t.seePlan,
            onClick: () => navigateTo(`/planificador?setmana=${week}`),
          });
          onClose();
        },
        onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t.addToPlan} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <DayMealFields dates={days} date={date} meal={meal} onDate={setDate} onMeal={setMeal} />
          <PlannedServingsInput value={servings} onChange={setServings} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {tr.common.cancel}
            </Button>
            <BusyButton type="submit" busy={add.isPending}>
              {t.addToPlan}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
