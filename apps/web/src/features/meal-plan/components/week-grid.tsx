import { Badge, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { type Meal, MEALS } from '@receptari/shared/meal-plan/meal-plan.rules';
import { formatPlanDay, todayIso } from '@/lib/plan-dates.ts';
import type { PlanActions } from '../hooks/use-plan-actions.ts';
import { cellKey, entriesByCell } from '../lib/plan-cells.ts';
import { MealCell } from './meal-cell.tsx';
import classes from './meal-plan.module.css';

const t = trPlanning.plan;

type Props = {
  dates: readonly string[];
  entries: readonly MealPlanEntry[];
  actions: PlanActions;
  onAdd: (date: string, meal: Meal) => void;
  onMoveDialog: (entry: MealPlanEntry) => void;
};

/** Monday to Sunday, each day with its lunch and dinner; today is marked. */
export function WeekGrid({ dates, entries, actions, onAdd, onMoveDialog }: Props) {
  const [dragged, setDragged] = useState<MealPlanEntry | null>(null);
  const cells = entriesByCell(entries);
  const today = todayIso();
  return (
    <div className={classes.week}>
      {dates.map((date) => {
        const isToday = date === today;
        const headingId = `plan-day-${date}`;
        return (
          <section
            key={date}
            aria-labelledby={headingId}
            className={`${classes.day} ${isToday ? classes.today : ''}`}
            aria-current={isToday ? 'date' : undefined}
          >
            <Group gap={6} className={classes.dayHeader} wrap="nowrap">
              <Title order={2} fz="sm" id={headingId}>
                {formatPlanDay(date)}
              </Title>
              {isToday && (
                <Badge size="xs" variant="light">
                  {t.today}
                </Badge>
              )}
            </Group>
            {MEALS.map((meal) => (
              <MealCell
                key={meal}
                date={date}
                meal={meal}
                entries={cells.get(cellKey(date, meal)) ?? []}
                actions={actions}
                dragged={dragged}
                onDrag={setDragged}
                onAdd={onAdd}
                onMoveDialog={onMoveDialog}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
