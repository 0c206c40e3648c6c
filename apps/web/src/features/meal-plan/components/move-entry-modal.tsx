import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import type { Meal } from '@receptari/shared/meal-plan/meal-plan.rules';
import { DayMealFields } from '@/components/planning/plan-fields.tsx';

const t = trPlanning.plan;

type Props = {
  entry: MealPlanEntry;
  dates: readonly string[];
  onMove: (entry: MealPlanEntry, date: string, meal: Meal) => void;
  onClose: () => void;
};

/** 'Moure': the keyboard's (and the phone's) way to drag a recipe to another day or meal. */
export function MoveEntryModal({ entry, dates, onMove, onClose }: Props) {
  const [date, setDate] = useState(entry.date);
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const unchanged = date === entry.date && meal === entry.meal;
  return (
    <Modal opened onClose={onClose} title={fill(t.moveTitle, { title: entry.recipe.title })} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onMove(entry, date, meal);
          onClose();
        }}
      >
        <Stack gap="sm">
          <DayMealFields dates={dates} date={date} meal={meal} onDate={setDate} onMeal={setMeal} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {tr.common.cancel}
            </Button>
            <Button type="submit" disabled={unchanged}>
              {t.move}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
