import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { ca } from '@receptari/shared/i18n/ca';
import { caPlanning } from '@receptari/shared/i18n/ca-planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { type Meal, MEALS } from '@receptari/shared/meal-plan/meal-plan.rules';
import { formatPlanDay } from '@/lib/plan-dates.ts';

const t = caPlanning.plan;

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
          <NativeSelect
            label={t.day}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            data={dates.map((d) => ({ value: d, label: formatPlanDay(d) }))}
            data-autofocus
          />
          <NativeSelect
            label={t.meal}
            value={meal}
            onChange={(event) => setMeal(event.currentTarget.value as Meal)}
            data={MEALS.map((m) => ({ value: m, label: t[m] }))}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {ca.common.cancel}
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
